// A message sent about something a button showed (docs/voice.md): "Ask about this" on a transit carries the
// transit beside the words, and the reply names it first; an `about` that names no real transit is a clear 400.
import { ASPECT_WORDS } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, type TestBrowser } from '../test-support/accounts.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';

async function newConversation(browser: TestBrowser): Promise<string> {
  const res = await browser.post('/api/conversations', { birthData });
  expect(res.statusCode).toBe(201);
  return res.json().session.id as string;
}

async function say(browser: TestBrowser, id: string, payload: Record<string, unknown>) {
  const res = await browser.post(`/api/conversations/${id}/messages`, payload);
  expect(res.headers['content-type']).toMatch(/text\/event-stream/);
  const done = parseSse(res.body).find((e) => e.event === 'done');
  expect(done, res.body).toBeDefined();
  return done!.data.message as { content: string; placements: string[] };
}

describe('a message about a transit', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('gets a reply whose first lines name the transiting planet, the aspect and the natal point', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const id = await newConversation(browser);
    // A transit of this chat's sky that is not the strongest one (the generic answer would lead with that).
    const stored = await server.ctx.db.sql.query<{ planet_name: string; aspect_type: string; target_planet: string }>(
      "select planet_name, aspect_type, target_planet from session_transits where session_id = $1 and planet_name not in ('Moon', 'North Node') order by created_at, id",
      [id],
    );
    const t = stored.rows.at(-1)!;
    const about = { kind: 'transit', planet: t.planet_name, aspect: t.aspect_type, target: t.target_planet };
    const words = `transiting ${t.planet_name} ${(ASPECT_WORDS as Record<string, string>)[t.aspect_type]} your natal ${t.target_planet}`;
    // The words alone do not name the transit: the data carries it.
    const reply = await say(browser, id, { content: 'Tell me about this one', about });
    const opening = reply.content.split('\n\n').slice(0, 2).join('\n\n');
    expect(opening).toContain(words);
    expect(reply.content.split('\n\n')[1]).toMatch(new RegExp(`^### Right now\\nTransiting ${t.planet_name} `));
    expect(reply.placements).toContain(`transiting ${t.planet_name} ${t.aspect_type} ${t.target_planet}`);
  });

  it('keeps the subject of the Today card question on the words alone (a retry sends no data)', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const id = await newConversation(browser);
    const reply = await say(browser, id, { content: 'Tell me about transiting Pluto opposite my Chiron' });
    expect(reply.content.split('\n\n')[0]).toContain('transiting Pluto opposite your natal Chiron');
  });

  it('refuses an about that names no real transit, saying which field is wrong', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const id = await newConversation(browser);
    const bad = await browser.post(`/api/conversations/${id}/messages`, {
      content: 'Tell me about this one',
      about: { kind: 'transit', planet: 'Vulcan', aspect: 'square', target: 'Sun' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/about\.planet: planet must be one of Sun, Moon, .*North Node/);
    const aspect = await browser.post(`/api/conversations/${id}/messages`, {
      content: 'Tell me about this one',
      about: { kind: 'transit', planet: 'Saturn', aspect: 'quincunx', target: 'Sun' },
    });
    expect(aspect.statusCode).toBe(400);
    expect(aspect.json().error.message).toContain('about.aspect: aspect must be one of conjunction, opposition');
    const kind = await browser.post(`/api/conversations/${id}/messages`, {
      content: 'Tell me about this one',
      about: { kind: 'horoscope' },
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.message).toContain("kind must be 'transit' or 'partner'");
    // Nothing refused was stored.
    const s = await browser.get(`/api/conversations/${id}`);
    expect(s.json().session.messages.filter((m: { sender: string }) => m.sender === 'user')).toEqual([]);
  });
});

const ben = {
  name: 'Ben',
  birthDate: '1991-02-14',
  birthTime: '11:00',
  birthPlace: 'London, England, United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
};

async function storeBen(browser: TestBrowser): Promise<string> {
  const res = await browser.post('/api/charts', ben);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('a message about a stored chart', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('gets a Pro member the synastry in the chat: the person and the strongest contact first, then the contacts', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const chartId = await storeBen(browser);
    const id = await newConversation(browser);
    const reply = await say(browser, id, {
      content: "What's my compatibility with Ben?",
      about: { kind: 'partner', chartId },
    });
    const [first, second] = reply.content.split('\n\n');
    expect(first).toMatch(/Ben[^:]*: the strongest contact between your charts is your \w+ \w+ Ben's \w+/);
    expect(second).toMatch(/^### You and Ben\n- Your /);
    expect(reply.content).not.toContain("I'll read the synastry between your charts");
    expect(reply.placements.some((p) => p.includes("Ben's"))).toBe(true);
  });

  it('leaves a plus member with the ordinary answer (the synastry is a Pro reading)', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const chartId = await storeBen(browser);
    const id = await newConversation(browser);
    const reply = await say(browser, id, {
      content: "What's my compatibility with Ben?",
      about: { kind: 'partner', chartId },
    });
    expect(reply.content).not.toContain('### You and Ben');
    expect(reply.content).toContain('Stellara Pro');
  });

  it("answers 404 for a chart that is not the member's, before anything is stored", async () => {
    const owner = await signedInMember(server, 'pro');
    const chartId = await storeBen(owner.browser);
    const { browser } = await signedInMember(server, 'pro');
    const id = await newConversation(browser);
    for (const wrong of [chartId, '00000000-0000-4000-8000-000000000000']) {
      const res = await browser.post(`/api/conversations/${id}/messages`, {
        content: "What's my compatibility with Ben?",
        about: { kind: 'partner', chartId: wrong },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Chart not found.');
    }
    const s = await browser.get(`/api/conversations/${id}`);
    expect(s.json().session.messages.filter((m: { sender: string }) => m.sender === 'user')).toEqual([]);
  });
});
