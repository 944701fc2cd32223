import { compatibilityLabel, SIGN_NAME_BY_CODE, type SignCode } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { sampleBirthData, v4Subject } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NO_ROW = '00000000-0000-4000-8000-000000000000';
const chartBody = (name: string, birthDate = '1990-01-01') => {
  const { name: _n, ...rest } = sampleBirthData;
  return { ...rest, name, birthDate };
};

describe('plan rules of the member chart endpoints', () => {
  const endpoints: [string, 'plus' | 'pro'][] = [
    [`/api/charts/${NO_ROW}/wheel`, 'plus'],
    ['/api/transits', 'plus'],
    ['/api/transits/wheel', 'plus'],
    [`/api/compatibility/${NO_ROW}/details`, 'pro'],
    [`/api/compatibility/${NO_ROW}/composite`, 'pro'],
  ];
  test.each(endpoints)('%s needs an account, then the %s plan', async (path, plan) => {
    const anonymous = await new TestBrowser(server.app).get(path);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('AUTH_REQUIRED');
    const free = await (await signedInMember(server, 'free')).browser.get(path);
    expect(free.statusCode).toBe(403);
    expect(free.json().error.code).toBe('PLAN_REQUIRED');
    if (plan === 'pro') {
      const plus = await (await signedInMember(server, 'plus')).browser.get(path);
      expect(plus.statusCode).toBe(403);
    }
  });
});

describe('transits', () => {
  test('none without birth data; after the profile is saved, transits to the main chart', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const empty = await browser.get('/api/transits');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ chart: null, active: [], coming: [], horizonDays: 30 });
    expect((await browser.get('/api/transits/wheel')).json()).toEqual({ wheel: null });

    expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    const main = (await browser.get('/api/charts')).json().charts[0];
    const answer = await browser.get('/api/transits?days=20');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.chart).toEqual({ id: main.id, name: 'My Chart', birthPlace: sampleBirthData.birthPlace });
    expect(body.horizonDays).toBe(20);
    expect(body.active.length).toBeGreaterThan(0);
    const now = Date.parse(body.calculatedAt);
    for (const t of body.active) {
      expect(t).toMatchObject({ status: 'active', colour: expect.stringMatching(/^(red|yellow|green)$/) });
      expect(t.intensity).toBeGreaterThanOrEqual(3);
      expect(t.intensity).toBeLessThanOrEqual(10);
      if (t.start) expect(Date.parse(t.start)).toBeLessThanOrEqual(now);
      expect(typeof t.description).toBe('string');
    }
    for (const t of body.coming) {
      expect(Date.parse(t.start)).toBeGreaterThan(now);
      expect(Date.parse(t.start)).toBeLessThanOrEqual(now + 20 * 86_400_000);
    }
    // Grouped for the page: every listed transit in exactly one group, at most five leading, each ranked.
    const listed = [...body.active, ...body.coming].map((t: { id: string }) => t.id).sort();
    const { now: lead, year, more } = body.groups;
    expect([...lead, ...year, ...more].sort()).toEqual(listed);
    expect(lead.length).toBeLessThanOrEqual(5);
    for (const t of [...body.active, ...body.coming]) expect(t.rank).toBeGreaterThan(0);
    // The same chart named explicitly gives the same list.
    const named = (await browser.get(`/api/transits?chartId=${main.id}&days=20`)).json();
    expect(named.active.map((t: { id: string }) => t.id)).toEqual(body.active.map((t: { id: string }) => t.id));

    const wheel = (await browser.get('/api/transits/wheel?theme=light')).json().wheel;
    expect(wheel.svg.startsWith('<svg')).toBe(true);
    expect(wheel.svg).toContain('role="img"');
  });

  test('bad queries are 400s naming the field; another member’s chart is not found', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const days = await browser.get('/api/transits?days=0');
    expect(days.statusCode).toBe(400);
    expect(days.json().error.fields).toHaveProperty('days');
    const chartId = await browser.get('/api/transits?chartId=nope');
    expect(chartId.statusCode).toBe(400);
    expect(chartId.json().error.fields).toHaveProperty('chartId');
    expect((await browser.get('/api/transits/wheel?theme=neon')).statusCode).toBe(400);

    const other = await signedInMember(server, 'plus');
    const theirs = (await other.browser.post('/api/charts', chartBody('Theirs'))).json();
    expect((await browser.get(`/api/transits?chartId=${theirs.id}`)).statusCode).toBe(404);
  });
});

describe('chart wheels and compatibility details', () => {
  test('a stored chart’s wheel; another member’s is not found; bad theme is a 400', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const chart = (await browser.post('/api/charts', chartBody('Mine'))).json();
    const wheel = await browser.get(`/api/charts/${chart.id}/wheel`);
    expect(wheel.statusCode).toBe(200);
    expect(wheel.json().svg).toMatch(/^<svg[^>]+viewBox=/);
    expect(wheel.json().svg).toContain('Mine: natal chart');
    expect((await browser.get(`/api/charts/${chart.id}/wheel?theme=neon`)).statusCode).toBe(400);
    const other = await signedInMember(server, 'plus');
    expect((await other.browser.get(`/api/charts/${chart.id}/wheel`)).statusCode).toBe(404);
    expect((await browser.get('/api/charts/not-an-id/wheel')).statusCode).toBe(404);
  });

  test('pro: a reading’s details (colour band, highlights, five dynamics, bi-wheel), scoped to its member', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const a = (await browser.post('/api/charts', chartBody('Ada', '1990-04-12'))).json();
    const b = (await browser.post('/api/charts', chartBody('Ben', '1988-09-30'))).json();
    const reading = (await browser.post('/api/compatibility', { chart1Id: a.id, chart2Id: b.id })).json();
    const answer = await browser.get(`/api/compatibility/${reading.id}/details`);
    expect(answer.statusCode).toBe(200);
    const details = answer.json();
    expect(details.reading.id).toBe(reading.id);
    const pct = details.reading.percentage;
    expect(details.colour).toBe(pct >= 80 ? 'green' : pct >= 60 ? 'yellow' : 'red');
    // One scale: the label is the percentage's band (not the relationship score's), beside a sentence of contacts.
    expect(details.label).toBe(compatibilityLabel(pct));
    expect(details.summary).toMatch(/contacts? within 5° between the charts/);
    expect(details.highlights.length).toBeGreaterThan(0);
    expect(details.highlights.length).toBeLessThanOrEqual(5);
    expect(details.dynamics.map((d: { key: string }) => d.key)).toEqual([
      'communication',
      'emotion',
      'attraction',
      'stability',
      'growth',
    ]);
    for (const d of details.dynamics) {
      expect(d.dots).toBeGreaterThanOrEqual(1);
      expect(d.dots).toBeLessThanOrEqual(5);
    }
    expect(details.svg).toContain('Synastry bi-wheel: Ada inside, Ben outside');

    const other = await signedInMember(server, 'pro');
    expect((await other.browser.get(`/api/compatibility/${reading.id}/details`)).statusCode).toBe(404);
    expect((await browser.get(`/api/compatibility/${NO_ROW}/details`)).statusCode).toBe(404);
  });
});

/** The stored charts' birth (sampleBirthData's place and time) as an /api/v4 subject. */
const liverpool = (name: string, year: number, month: number, day: number) =>
  v4Subject({
    name,
    year,
    month,
    day,
    hour: 12,
    minute: 0,
    latitude: 53.4084,
    longitude: -2.9916,
    city: 'Liverpool',
    nation: 'GB',
    timezone: 'Europe/London',
  });

describe('pro extras: composite chart and advanced transit timing', () => {
  test('pro: the composite chart of a reading (positions, what stands out, wheel), scoped to its member', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const a = (await browser.post('/api/charts', chartBody('Ada', '1990-04-12'))).json();
    const b = (await browser.post('/api/charts', chartBody('Ben', '1988-09-30'))).json();
    const reading = (await browser.post('/api/compatibility', { chart1Id: a.id, chart2Id: b.id })).json();
    const answer = await browser.get(`/api/compatibility/${reading.id}/composite?theme=light`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.readingId).toBe(reading.id);
    expect(body.names).toEqual(['Ada', 'Ben']);
    expect(body.positions).toHaveLength(12);
    expect(body.positions[0]).toMatchObject({ point: 'Sun', sign: expect.any(String) });
    expect(body.highlights.length).toBeGreaterThanOrEqual(3);
    expect(body.highlights[0]).toContain('composite Sun in');
    expect(body.svg).toContain('Composite chart of Ada and Ben');

    // The same midpoints as the Astrologer API's composite endpoint.
    const v4 = await browser.post('/api/v4/composite-aspects-data', {
      first_subject: liverpool('Ada', 1990, 4, 12),
      second_subject: liverpool('Ben', 1988, 9, 30),
    });
    expect(v4.statusCode).toBe(200);
    const sun = v4.json().data.composite_subject.sun;
    expect(body.positions[0].sign).toBe(SIGN_NAME_BY_CODE[sun.sign as SignCode]);
    expect(body.positions[0].degree).toBe(Math.floor(sun.position));

    expect((await browser.get(`/api/compatibility/${reading.id}/composite?theme=neon`)).statusCode).toBe(400);
    const other = await signedInMember(server, 'pro');
    expect((await other.browser.get(`/api/compatibility/${reading.id}/composite`)).statusCode).toBe(404);
    expect((await browser.get(`/api/compatibility/${NO_ROW}/composite`)).statusCode).toBe(404);
  });

  test('pro gets the exact hits and the year ahead; plus gets the same list without them', async () => {
    const pro = await signedInMember(server, 'pro');
    const plus = await signedInMember(server, 'plus');
    for (const m of [pro, plus])
      expect((await m.browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    const proBody = (await pro.browser.get('/api/transits')).json();
    const plusBody = (await plus.browser.get('/api/transits')).json();
    expect(plusBody.timing).toBeNull();
    expect(plusBody.active.map((t: { id: string }) => t.id)).toEqual(proBody.active.map((t: { id: string }) => t.id));
    const { hits, year } = proBody.timing;
    for (const t of [...proBody.active, ...proBody.coming]) {
      expect(hits[t.id].map((h: { at: string }) => h.at)).toEqual(t.exact);
    }
    expect(Date.parse(year.to) - Date.parse(year.from)).toBe(365 * 86_400_000);
    expect(year.transits.length).toBeGreaterThan(0);
    for (const t of year.transits) {
      expect(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']).toContain(t.planet);
      expect(t.passes.length).toBeGreaterThan(0);
    }
  });
});
