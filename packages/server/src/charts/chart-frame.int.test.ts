// A member's house system and zodiac (Settings) reach every chart they see: the profile, the stored charts and their
// wheels, Current Transits, compatibility, the Today card, the built-in reader's replies and the model request.
// Visitors keep Placidus and tropical.
import { calculateNatalChart, utcToJulianDay } from '@stellara/astro';
import type { BirthData } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TOKEN_HEADER } from '../conversation/conversation.routes.ts';
import type { RunningServer } from '../server.ts';
import { signedInMember, type TestBrowser } from '../test-support/accounts.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { adaBirthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';

// Ada, London, 15 July 1990, 13:30 BST (12:30 UT).
const ADA_UT = utcToJulianDay(1990, 7, 15, 12, 30);
const sunHouse = (houseSystem: 'P' | 'W') =>
  calculateNatalChart({ ut: ADA_UT, latitude: adaBirthData.latitude, longitude: adaBirthData.longitude, houseSystem })
    .points.Sun.house;

/** The house (1-12) a longitude falls in among twelve cusps. */
function houseIn(cusps: number[], longitude: number): number {
  for (let i = 0; i < 12; i++) {
    const from = cusps[i]!;
    const width = (cusps[(i + 1) % 12]! - from + 360) % 360;
    if ((longitude - from + 360) % 360 < width) return i + 1;
  }
  return 0;
}

type PlanetRow = { name: string; house: number; sign: string };
const sunOf = (record: { natal_planets: PlanetRow[] }) => record.natal_planets.find((p) => p.name === 'Sun')!;

async function ask(browser: TestBrowser, id: string, content: string): Promise<string> {
  const events = parseSse((await browser.post(`/api/conversations/${id}/messages`, { content })).body);
  const done = events.find((e) => e.event === 'done');
  expect(done, JSON.stringify(events)).toBeDefined();
  return (done!.data as { message: { content: string } }).message.content;
}

async function proMemberWithBirthData(server: RunningServer, birthData: BirthData = adaBirthData) {
  const member = await signedInMember(server, 'pro');
  const saved = await member.browser.put('/api/profile', { birthData });
  expect(saved.statusCode).toBe(200);
  return member;
}

describe("a member's chart frame, built-in reader", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('recasts the profile and every stored chart in Whole Sign houses, and back', async () => {
    const { browser } = await proMemberWithBirthData(server);
    // The main chart is made from the profile on the first read of the charts list.
    const before = await browser.get('/api/charts');
    expect(before.statusCode).toBe(200);
    const profile = (await browser.get('/api/profile')).json();
    expect(profile.chart.frame).toEqual({ houseSystem: 'P', houseSystemUsed: 'P', zodiac: 'tropical' });
    expect(sunOf(profile.chart).house).toBe(sunHouse('P'));

    const switched = await browser.put('/api/profile', { preferences: { houseSystem: 'W' } });
    expect(switched.statusCode).toBe(200);
    const chart = switched.json().chart;
    expect(switched.json().preferences).toEqual({ houseSystem: 'W' });
    expect(chart.frame).toEqual({ houseSystem: 'W', houseSystemUsed: 'W', zodiac: 'tropical' });
    expect(sunOf(chart).house).toBe(sunHouse('W'));
    expect(sunHouse('W')).not.toBe(sunHouse('P'));
    expect(Object.values(chart.natal_houses as Record<string, { degree: number }>).every((h) => h.degree === 0)).toBe(
      true,
    );
    const [main] = (await browser.get('/api/charts')).json().charts;
    expect(main.chart.frame.houseSystem).toBe('W');
    expect(sunOf(main.chart).house).toBe(sunHouse('W'));

    // A second preference keeps the first (preferences are merged), and the zodiac turns sidereal.
    const sidereal = await browser.put('/api/profile', { preferences: { zodiac: 'sidereal-lahiri' } });
    expect(sidereal.json().preferences).toEqual({ houseSystem: 'W', zodiac: 'sidereal-lahiri' });
    expect(sunOf(sidereal.json().chart).sign).toBe('Gemini');

    const back = await browser.put('/api/profile', { preferences: { houseSystem: 'P', zodiac: 'tropical' } });
    expect(sunOf(back.json().chart)).toMatchObject({ sign: 'Cancer', house: sunHouse('P') });
  }, 120_000);

  it('answers a frame it does not offer with a 400 a person can read', async () => {
    const { browser } = await signedInMember(server, 'free');
    const bad = await browser.put('/api/profile', { preferences: { houseSystem: 'Z' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'preferences.houseSystem': 'choose one of the house systems offered' });
  });

  it('follows the frame in the wheels, transits, the Today card and compatibility', async () => {
    const { browser } = await proMemberWithBirthData(server);
    const other = await browser.post('/api/charts', { ...adaBirthData, name: 'Sam', birthDate: '1991-02-03' });
    expect(other.statusCode).toBe(201);
    const main = (await browser.get('/api/charts')).json().charts.find((c: { isMain: boolean }) => c.isMain);
    const look = async () => ({
      wheel: (await browser.get(`/api/charts/${main.id}/wheel`)).json().svg as string,
      transitWheel: (await browser.get('/api/transits/wheel')).json().wheel.svg as string,
      reading: (await browser.post('/api/compatibility', { chart1Id: main.id, chart2Id: other.json().id })).json(),
      today: (await browser.get('/api/today?tz=Europe/London')).json(),
    });
    const placidus = await look();
    await browser.put('/api/profile', { preferences: { houseSystem: 'W' } });
    const whole = await look();

    // Whole sign cusps sit at 0° of each sign: the wheels are drawn on other lines.
    expect(whole.wheel).not.toBe(placidus.wheel);
    expect(whole.transitWheel).not.toBe(placidus.transitWheel);
    // The house overlays of the synastry are counted in whole signs.
    expect(JSON.stringify(whole.reading.result.synastry)).not.toBe(JSON.stringify(placidus.reading.result.synastry));
    // The Today card's Moon house: in whole signs, the Moon's sign counted from the rising sign.
    const natal = calculateNatalChart({
      ut: ADA_UT,
      latitude: adaBirthData.latitude,
      longitude: adaBirthData.longitude,
    });
    const moonAt = (at: string) => calculateNatalChart({ ut: at, latitude: 0, longitude: 0 }).points.Moon;
    const wholeSignHouse = ((moonAt(whole.today.at).signNum - natal.points.Ascendant.signNum + 12) % 12) + 1;
    expect(whole.today.moonHouse.house).toBe(wholeSignHouse);
    expect(placidus.today.moonHouse.house).toBe(houseIn(natal.cusps, moonAt(placidus.today.at).longitude));
  }, 120_000);

  it('reads the next chat reply in the new houses, and says the chosen system once', async () => {
    const { browser } = await proMemberWithBirthData(server);
    const created = await browser.post('/api/conversations', { birthData: adaBirthData, technicalLevel: 'basic' });
    expect(created.statusCode).toBe(201);
    const id = created.json().session.id as string;
    const placidus = await ask(browser, id, 'What does my Sun mean?');
    expect(placidus).toContain(`${sunHouse('P')}th house`);
    expect(placidus).not.toContain('as you chose in Settings');

    await browser.put('/api/profile', { preferences: { houseSystem: 'W' } });
    const whole = await ask(browser, id, 'Tell me about my Sun in its house');
    expect(whole).toContain(`${sunHouse('W')}th house`);
    expect(whole).toContain("I'm reading your chart in Whole Sign houses, as you chose in Settings.");
    const again = await ask(browser, id, 'And my Moon?');
    expect(again).not.toContain('as you chose in Settings');
  }, 120_000);
});

describe("a member's chart frame, model writer", () => {
  let server: RunningServer;
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-or-v1-TESTKEY-abcdef0123456789',
      LLM_DEFAULT_MODEL: 'test/default',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("sends the model the chart in the member's frame, and tells it how to name it", async () => {
    const { browser } = await proMemberWithBirthData(server);
    await browser.put('/api/profile', { preferences: { houseSystem: 'K', zodiac: 'sidereal-fagan-bradley' } });
    const created = await browser.post('/api/conversations', { birthData: adaBirthData, technicalLevel: 'technical' });
    const id = created.json().session.id as string;
    fake.requests.length = 0;
    fake.enqueue({ kind: 'text', chunks: ['Your Sun...'] });
    await ask(browser, id, 'What does my Sun mean?');
    const system = fake.requests.find((r) => r.body?.stream === true)!.body!.messages![0]!.content;
    expect(system).toContain('Chart (Koch houses, sidereal zodiac, Fagan/Bradley ayanamsa; R = retrograde at birth):');
    expect(system).toContain('wherever you cite a house or a degree');
  }, 120_000);

  it("keeps a visitor's request in Placidus and the tropical zodiac", async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { birthData: adaBirthData },
    });
    expect(created.statusCode).toBe(201);
    const { session, token } = created.json();
    fake.requests.length = 0;
    fake.enqueue({ kind: 'text', chunks: ['Your Sun...'] });
    const reply = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${session.id}/messages`,
      headers: { [CONVERSATION_TOKEN_HEADER]: token },
      payload: { content: 'What does my Sun mean?' },
    });
    expect(
      parseSse(reply.body).find((e) => e.event === 'done'),
      reply.body,
    ).toBeDefined();
    const system = fake.requests.find((r) => r.body?.stream === true)!.body!.messages![0]!.content;
    expect(system).toContain('Chart (Placidus houses, tropical zodiac;');
    expect(system).not.toContain('Chart frame:');
  }, 120_000);
});
