// Compatibility in the chat (docs/plans.md: synastry is Pro), through the test gateway: a Pro member's partner, typed
// in the message or a stored chart the message names, reaches the model request as a computed chart with the synastry
// and the composite; a Plus member's request carries none of the partner's placements. The built-in reader reads the
// same partner chart.
import { calculateNatalChart } from '@stellara/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, type TestBrowser } from '../test-support/accounts.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';

const TYPED = 'Are we compatible? My husband Tom was born 14 February 1991 at 11:00 in London.';
// Tom's chart, cast here on its own: London in February keeps Greenwich time, so 11:00 local is 11:00 UT.
const tom = calculateNatalChart({ ut: '1991-02-14T11:00:00Z', latitude: 51.5074, longitude: -0.1278 });
const degree = (name: 'Sun' | 'Venus') =>
  `${name} ${(Math.round(tom.points[name].position * 10) / 10).toFixed(1)}° ${tom.points[name].signName}`;

const lena = {
  name: 'Lena',
  birthDate: '1988-09-03',
  birthTime: '15:00',
  birthPlace: 'Paris, Ile-de-France, France',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
};

async function newConversation(browser: TestBrowser): Promise<string> {
  const res = await browser.post('/api/conversations', { birthData });
  expect(res.statusCode).toBe(201);
  return res.json().session.id as string;
}

async function say(browser: TestBrowser, id: string, content: string) {
  const res = await browser.post(`/api/conversations/${id}/messages`, { content });
  const done = parseSse(res.body).find((e) => e.event === 'done');
  expect(done, res.body).toBeDefined();
  return done!.data.message as { content: string };
}

describe('compatibility in the chat, through the model gateway', () => {
  let server: RunningServer;
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-test-partner-chat',
      LLM_DEFAULT_MODEL: 'test/default',
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  /** The system prompt of the reply request a message produced. */
  async function replyRequest(browser: TestBrowser, content: string): Promise<string> {
    const id = await newConversation(browser);
    fake.requests.length = 0;
    fake.enqueue({ kind: 'text', chunks: ['A reading.'] });
    await say(browser, id, content);
    const request = fake.requests.find((r) => r.body?.stream === true);
    expect(request, 'a reply request').toBeDefined();
    return request!.body!.messages![0]!.content;
  }

  it("gives a Pro member's request the typed partner's chart, the synastry and the composite", async () => {
    const { browser } = await signedInMember(server, 'pro');
    const system = await replyRequest(browser, TYPED);
    expect(system).toContain('Other chart (computed by the app for this message; Tom is the name they gave):');
    expect(system).toContain('<<<USER_DATA\ndate: 14 February 1991\ntime: 11:00\nplace: London\nUSER_DATA>>>');
    // The place was found by the places service, and the chart is Tom's: the same positions as cast here.
    expect(system).toContain('Place found: London, England, United Kingdom.');
    expect(system).toContain(`Tom's placements: ${degree('Sun')} H`);
    expect(system).toContain(degree('Venus'));
    expect(system).toMatch(/Synastry contacts within 5° \(tightest first; their point, then Tom's\): their /);
    expect(system).toMatch(/Composite chart \(midpoints\), key points: Sun .*; Ascendant /);
    expect(system).toMatch(/name only these facts about Tom's chart and the pair: never guess/);
    expect(system).toMatch(/Resolved question: Asked: their synastry with Tom/);
  });

  it('finds a stored chart the message names, for a Pro member', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const stored = await browser.post('/api/charts', lena);
    expect(stored.statusCode, stored.body).toBe(201);
    const system = await replyRequest(browser, 'How do I get along with Lena?');
    expect(system).toContain(
      'Other chart (computed by the app for this message; Lena is the name of a chart they stored):',
    );
    expect(system).not.toContain('Birth data they typed for Lena');
    expect(system).toMatch(/Lena's placements: Sun [\d.]+° Virgo H\d+/);
    expect(system).toMatch(/Synastry contacts within 5°[^\n]*Lena's /);
  });

  it("gives a Plus member's request the plan's framing and none of the partner's placements", async () => {
    const { browser } = await signedInMember(server, 'plus');
    const system = await replyRequest(browser, TYPED);
    expect(system).toContain('A full compatibility reading with another chart is part of Pro');
    expect(system).toContain("never guess or work out that person's placements");
    expect(system).not.toMatch(/Other chart|Synastry contacts|Composite chart|Tom's/);
    expect(system).not.toContain('Everything is available');
  });
});

describe('compatibility in the chat, with the built-in reader', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('reads the synastry with a partner typed in the message, and says what a missing time leaves out', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const id = await newConversation(browser);
    const timed = await say(browser, id, TYPED);
    expect(timed.content).toContain('### You and Tom');
    expect(timed.content).toMatch(/- Your \w+( \w+)? (conjunction|opposition|square|trine|sextile) Tom's/);
    // A follow-up leans on the data typed before, and goes on to the next contacts.
    const more = await say(browser, id, 'Tell me more about Tom and me');
    expect(more.content).toContain('### You and Tom');
    const firstContact = (text: string) => /- Your [^\n]+/.exec(text)?.[0];
    expect(firstContact(more.content)).not.toBe(firstContact(timed.content));
    const untimed = await say(browser, id, 'And my sister? She was born 2 May 1993. Are we a good match?');
    expect(untimed.content).toContain('### You and your sister');
    expect(untimed.content).toContain("Without your sister's birth time I can't see their houses or rising sign");
  });

  // The test server's gazetteer holds the cities of a million people or more (London, Madrid).
  it.each([
    [
      'she was born 3 march 1991 at 7:10am in london, how compatible are we?',
      'London',
      '1991-03-03T07:10:00Z',
      51.5085,
      -0.1257,
    ],
    [
      'mi novia nació el 3 de marzo de 1991 a las 7:10 en madrid, ¿somos compatibles?',
      'Madrid',
      '1991-03-03T06:10:00Z',
      40.4165,
      -3.7026,
    ],
  ])(
    'casts a partner typed with a lower-case place and a time for that hour and place: "%s"',
    async (message, city, ut, latitude, longitude) => {
      const { browser } = await signedInMember(server, 'pro');
      const id = await newConversation(browser);
      const reply = await say(browser, id, message);
      // London kept UT in March 1991, Madrid was an hour ahead.
      const other = calculateNatalChart({ ut, latitude, longitude });
      expect(reply.content).toContain(`I cast the other person's chart for 07:10 on 3 March 1991 in ${city}`);
      expect(reply.content).toContain(`their rising sign is ${other.points.Ascendant.signName}`);
      expect(reply.content).not.toContain("Without the other person's birth");
    },
  );

  it('keeps a Plus member to their own chart, with the pointer to Pro', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const id = await newConversation(browser);
    const reply = await say(browser, id, TYPED);
    expect(reply.content).not.toContain("Tom's");
    expect(reply.content).toContain('part of Stellara Pro');
  });
});
