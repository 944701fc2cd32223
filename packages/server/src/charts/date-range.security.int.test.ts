// #16 item 4: every date the API takes is checked against the range the bundled ephemeris covers (1800-2399), and
// one outside it is a 400 that says the range, never a 500 from inside the chart engine (the admin daily transits
// answered 500 for any date before 1800).
import { DATE_RANGE_MESSAGE } from '@stellara/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TOKEN_HEADER } from '../conversation/conversation.routes.ts';
import type { RunningServer } from '../server.ts';
import { TEST_ORIGIN } from '../test-support/accounts.ts';
import { signedInAdmin, signedInMember } from '../test-support/admin.ts';
import { adaBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

type Who = 'visitor' | 'member' | 'admin';

let server: RunningServer;
const cookies = {} as Record<Who, Record<string, string>>;
let conversationId = '';
let chartId = '';
let ip = 0;

function send(who: Who, method: InjectOptions['method'], url: string, body: unknown) {
  return server.app.inject({
    method,
    url,
    remoteAddress: `10.78.${(++ip >> 8) & 255}.${ip & 255}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...cookies[who] },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  cookies.member = { cookie: (await signedInMember(server, 'pro')).browser.cookieHeader() ?? '' };
  cookies.admin = { cookie: (await signedInAdmin(server, 'technical_admin')).browser.cookieHeader() ?? '' };
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/conversations',
    payload: { birthData: adaBirthData },
  });
  expect(created.statusCode).toBe(201);
  conversationId = created.json().session.id;
  cookies.visitor = { [CONVERSATION_TOKEN_HEADER]: created.json().token };
  const chart = await send('member', 'POST', '/api/charts', adaBirthData);
  expect(chart.statusCode).toBe(201);
  chartId = chart.json().id;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const birth = (birthDate: string) => ({ ...adaBirthData, birthDate });
const subject = (year: number) => ({
  name: 'Ada',
  year,
  month: 7,
  day: 15,
  hour: 13,
  minute: 30,
  longitude: -0.12,
  latitude: 51.5,
  timezone: 'Europe/London',
});

/** Each date input, with a body carrying the date and the field the 400 must name. */
const DATE_INPUTS: {
  who: Who;
  method: InjectOptions['method'];
  url: () => string;
  body: (d: string) => unknown;
  field: string;
}[] = [
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/conversations',
    body: (d) => ({ birthData: birth(d) }),
    field: 'birthData.birthDate',
  },
  {
    who: 'visitor',
    method: 'PATCH',
    url: () => `/api/conversations/${conversationId}`,
    body: (d) => ({ birthData: birth(d) }),
    field: 'birthData.birthDate',
  },
  { who: 'visitor', method: 'PUT', url: () => '/api/visitor/birth-data', body: birth, field: 'birthDate' },
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/time/utc',
    body: (d) => ({ date: d, time: '12:00', timezone: 'Europe/London' }),
    field: 'date',
  },
  {
    who: 'member',
    method: 'PUT',
    url: () => '/api/profile',
    body: (d) => ({ birthData: birth(d) }),
    field: 'birthData.birthDate',
  },
  { who: 'member', method: 'POST', url: () => '/api/charts', body: birth, field: 'birthDate' },
  {
    who: 'member',
    method: 'PATCH',
    url: () => `/api/charts/${chartId}`,
    body: (d) => ({ birthDate: d }),
    field: 'birthDate',
  },
  {
    who: 'admin',
    method: 'POST',
    url: () => '/api/admin/astrology-apis/daily-transits',
    body: (d) => ({ date: d }),
    field: 'date',
  },
];

describe('dates outside the ephemeris', () => {
  it('are refused on every date input with a 400 that says the supported range', async () => {
    const failures: string[] = [];
    for (const input of DATE_INPUTS) {
      for (const date of ['1799-12-31', '1500-06-15', '0001-01-01', '2400-01-01', '9999-12-31']) {
        const r = await send(input.who, input.method, input.url(), input.body(date));
        const error = r.json().error ?? {};
        if (r.statusCode !== 400 || error.fields?.[input.field] !== DATE_RANGE_MESSAGE) {
          failures.push(`${input.method} ${input.url()} ${date}: ${r.statusCode} ${r.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(DATE_RANGE_MESSAGE).toBe('must be between 1800-01-01 and 2399-12-31 (the dates the ephemeris covers)');
  }, 120_000);

  it('are accepted at both ends of the range', async () => {
    for (const date of ['1800-01-01', '2399-12-31']) {
      const r = await send('admin', 'POST', '/api/admin/astrology-apis/daily-transits', { date });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().date).toBe(date);
    }
    const chart = await send('member', 'POST', '/api/charts', birth('1800-06-01'));
    expect(chart.statusCode, chart.body).toBe(201);
  });

  it('are refused on the v4 chart API, natal and transit subjects alike', async () => {
    const natal = await send('visitor', 'POST', '/api/v4/natal-aspects-data', { subject: subject(1799) });
    expect(natal.statusCode).toBe(400);
    expect(natal.json().error.fields['subject.year']).toMatch(/1800.*2399/);
    const transit = await send('member', 'POST', '/api/v4/transit-aspects-data', {
      first_subject: subject(1990),
      transit_subject: subject(2400),
    });
    expect(transit.statusCode).toBe(400);
    expect(transit.json().error.fields['transit_subject.year']).toMatch(/1800.*2399/);
  });

  it('are refused with the range when a local time in range falls outside it in UT', async () => {
    // 1 January 1800 at 01:00 in Tokyo is the evening of 31 December 1799 in UT; 31 December 2399 at 23:00 in
    // Los Angeles is 2400 in UT. The calendar date passes the contract; the engine's own check answers.
    const tokyo = { ...adaBirthData, birthDate: '1800-01-01', birthTime: '01:00', timezone: 'Asia/Tokyo' };
    const la = { ...adaBirthData, birthDate: '2399-12-31', birthTime: '23:00', timezone: 'America/Los_Angeles' };
    const cases = [
      await send('member', 'POST', '/api/charts', tokyo),
      await send('visitor', 'POST', '/api/conversations', { birthData: la }),
      await send('visitor', 'PUT', '/api/visitor/birth-data', tokyo),
      await send('visitor', 'POST', '/api/v4/natal-aspects-data', {
        subject: { ...subject(1800), month: 1, day: 1, hour: 1, minute: 0, timezone: 'Asia/Tokyo' },
      }),
    ];
    for (const r of cases) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.message).toMatch(/1800.*2399/);
    }
  });
});
