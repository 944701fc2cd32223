import { calculateNatalChart, calendarPhase } from '@stellara/astro';
import { todayResponseSchema } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The Moon the answer must show: the sky at the instant it says it read (Swiss Ephemeris). */
function expectedMoon(at: string) {
  const sky = calculateNatalChart({ ut: at, latitude: 0, longitude: 0 });
  return { sign: sky.points.Moon.signName, phase: calendarPhase(sky.julianDay) };
}

const STEP = 10 * 60_000;
const stepOf = (ms: number) => Math.floor(ms / STEP) * STEP;

/** The answer to a GET, with the ten-minute steps the clock was in around it (the sky is read at the step's start). */
async function timed(browser: TestBrowser, url: string) {
  const before = stepOf(Date.now());
  const res = await browser.get(url);
  return { res, before, after: stepOf(Date.now()) };
}

describe('GET /api/today', () => {
  test("a visitor without birth data: the Moon now, the date in UTC, the day's sky without houses", async () => {
    const { res, before, after } = await timed(new TestBrowser(server.app), '/api/today');
    expect(res.statusCode).toBe(200);
    const body = todayResponseSchema.parse(res.json());
    expect(body.timezone).toBe('UTC');
    expect(body.date).toBe(new Date(Date.parse(body.at)).toISOString().slice(0, 10));
    // Read now, at the start of the ten-minute step the request came in (UTC days start on a step).
    expect([before, after]).toContain(Date.parse(body.at));
    expect(body.moon).toMatchObject(expectedMoon(body.at));
    expect(body.moon.illumination).toBeGreaterThanOrEqual(0);
    expect(body.moon.illumination).toBeLessThanOrEqual(100);
    expect(body).toMatchObject({ hasChart: false, personal: false, moonHouse: null, background: null });
    expect(body.lead.title).not.toMatch(/your \d/);
  });

  test('the local date of the zone asked for, the sky read at the same instant as anywhere', async () => {
    const { res, before, after } = await timed(new TestBrowser(server.app), '/api/today?tz=Pacific%2FKiritimati');
    const body = todayResponseSchema.parse(res.json());
    // UTC+14: at 10:00 UT it is already midnight of the next day there.
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date(body.at));
    expect(body.date).toBe(local);
    expect([before, after]).toContain(Date.parse(body.at));
    expect(body.moon).toMatchObject(expectedMoon(body.at));
  });

  test('the date the browser names is the day read', async () => {
    const res = await new TestBrowser(server.app).get('/api/today?tz=UTC&date=2026-08-12');
    const body = todayResponseSchema.parse(res.json());
    expect(body.date).toBe('2026-08-12');
    expect(body.at.slice(0, 10)).toBe('2026-08-12');
    expect(body.lead).toMatchObject({ kind: 'eclipse', title: 'Total solar eclipse in Leo' });
    for (const date of ['2026-02-30', '26-01-01', '3000-01-01']) {
      const bad = await new TestBrowser(server.app).get(`/api/today?date=${date}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('date');
    }
  });

  test('an unknown zone is a 400 naming the field', async () => {
    for (const tz of ['Mars%2FOlympus', 'x'.repeat(80), '']) {
      const res = await new TestBrowser(server.app).get(`/api/today?tz=${tz}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { tz: expect.any(String) } });
    }
  });

  test("a visitor with birth data and a free member: the day's sky and their Moon's house, no personal timing", async () => {
    const visitor = new TestBrowser(server.app);
    expect((await visitor.put('/api/visitor/birth-data', sampleBirthData)).statusCode).toBe(200);
    const guest = todayResponseSchema.parse((await visitor.get('/api/today?tz=Europe%2FLondon')).json());
    expect(guest).toMatchObject({ hasChart: true, personal: false, background: null });
    expect(guest.moonHouse?.house).toBeGreaterThanOrEqual(1);
    const kinds = [guest.lead, ...guest.more].map((i) => i.kind);
    expect(kinds).not.toContain('moon-contact');
    expect(kinds).not.toContain('exact');

    const { browser } = await signedInMember(server, 'free');
    expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    const free = todayResponseSchema.parse((await browser.get('/api/today?tz=Europe%2FLondon')).json());
    expect({ ...free, at: guest.at, moon: guest.moon }).toEqual(guest);
    expect(JSON.stringify(free)).not.toContain('meaning');
  });

  test("plus: the Moon's contacts to the chart and the slow passage in the background, with its question", async () => {
    const { browser } = await signedInMember(server, 'plus');
    expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    const body = todayResponseSchema.parse((await browser.get('/api/today?tz=UTC')).json());
    expect(body.personal).toBe(true);
    expect(body.background?.meaning.length).toBeGreaterThan(40);
    expect(body.background?.question).toContain(body.background!.target);
    // Asked again within the same ten-minute step: the same answer.
    const again = await timed(browser, '/api/today?tz=UTC');
    if (again.before === Date.parse(body.at)) expect(again.res.json()).toEqual(body);
  });
});

describe('GET /api/big-three', () => {
  test("one line for each sign asked, from the knowledge base's own readings", async () => {
    const res = await new TestBrowser(server.app).get('/api/big-three?sun=Aries&moon=Cancer&rising=Taurus');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sun).toMatch(/^The Sun in Aries .+\.$/);
    expect(body.moon).toMatch(/Cancer/);
    expect(body.rising).toMatch(/^Taurus rising .+\.$/);
    for (const line of Object.values(body) as string[]) expect(line.split(/[.!?]\s+[A-Z]/).length).toBe(1);
    expect((await new TestBrowser(server.app).get('/api/big-three?sun=Leo')).json()).toMatchObject({
      moon: null,
      rising: null,
    });
  });

  test('a sign that is not one is a 400', async () => {
    const res = await new TestBrowser(server.app).get('/api/big-three?sun=Ophiuchus');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('sun');
  });
});

describe('editing the birth data on the profile', () => {
  test('the main chart made from it follows, so Current Transits and Today read the new chart', async () => {
    const { browser } = await signedInMember(server, 'plus');
    expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    const [main] = (await browser.get('/api/charts')).json().charts;
    expect(main).toMatchObject({ isMain: true, birthDate: sampleBirthData.birthDate });

    const edited = { ...sampleBirthData, birthDate: '1991-03-14', birthTime: '06:45' };
    const profile = await browser.put('/api/profile', { birthData: edited });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().birthData).toMatchObject({ birthDate: '1991-03-14', birthTime: '06:45' });
    const after = (await browser.get('/api/charts')).json().charts;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: main.id, isMain: true, birthDate: '1991-03-14', birthTime: '06:45' });
    expect(after[0].chart.natal_planets).toEqual(profile.json().chart.natal_planets);
  });

  test("a main chart with someone else's birth data stays as it is", async () => {
    const { browser } = await signedInMember(server, 'pro');
    expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    const { name: _n, ...rest } = sampleBirthData;
    const other = await browser.post('/api/charts', { ...rest, name: 'Sam', birthDate: '1985-07-01', isMain: true });
    expect(other.statusCode).toBe(201);
    await browser.put('/api/profile', { birthData: { ...sampleBirthData, birthDate: '1991-03-14' } });
    const charts = (await browser.get('/api/charts')).json().charts as { name: string; birthDate: string }[];
    expect(charts.find((c) => c.name === 'Sam')?.birthDate).toBe('1985-07-01');
    expect(charts.find((c) => c.name === 'My Chart')?.birthDate).toBe(sampleBirthData.birthDate);
  });
});
