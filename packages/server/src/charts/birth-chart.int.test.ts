// One birth path: the same birth data gives the same chart facts through a chat, a member chart and the v4 route,
// and a local time the clocks skipped is answered alike by the chat and the v4 route.
import { NATAL_RECORD_POINTS, natalRecordFacts } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartTransit } from '../conversation/chart-context.ts';
import { transitsNow } from '../conversation/chart-passages.ts';
import { natalFromBirthData, storedBirthData } from '../conversation/session-chart.ts';
import { conversations, sessionTransits } from '../db/schema/index.ts';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { adaBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { recordOf } from './natal-record.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await server?.close();
});

const birth = adaBirthData;

/** The same birth data in the v4 dialect. */
const subjectOf = (b: typeof birth) => {
  const [year, month, day] = b.birthDate.split('-').map(Number);
  const [hour, minute] = b.birthTime.split(':').map(Number);
  return {
    name: b.name,
    year,
    month,
    day,
    hour,
    minute,
    latitude: b.latitude,
    longitude: b.longitude,
    city: b.birthPlace,
    nation: 'GB',
    timezone: b.timezone,
  };
};

describe('a local time the clocks skipped', () => {
  const gap = { ...birth, birthDate: '2021-03-14', birthTime: '02:30', timezone: 'America/New_York' };

  it('starts no chat: the answer is the v4 route answer, 422 naming both offsets', async () => {
    const visitor = new TestBrowser(server.app);
    const chat = await visitor.post('/api/conversations', { birthData: gap });
    expect(chat.statusCode, chat.body).toBe(422);
    const error = chat.json().error;
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe(
      '2021-03-14T02:30:00 did not exist in America/New_York (clocks jumped forward). Possible offsets: -05:00, -04:00.',
    );
    expect(error.fields).toEqual({ 'birthData.hour': error.message });

    const v4 = await visitor.post('/api/v4/natal-aspects-data', { subject: subjectOf(gap) });
    expect(v4.statusCode).toBe(422);
    expect(v4.json().error.code).toBe(error.code);
    expect(v4.json().error.message).toBe(error.message);
  });

  it('changing a chat to that birth data is answered the same way, and the chat keeps its own', async () => {
    const visitor = new TestBrowser(server.app);
    const created = await visitor.post('/api/conversations', { birthData: birth });
    expect(created.statusCode).toBe(201);
    const { session, token } = created.json();
    const changed = await visitor.request(
      'PATCH',
      `/api/conversations/${session.id}`,
      { birthData: gap },
      { 'x-conversation-token': token },
    );
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json().error.message).toMatch(/Possible offsets: -05:00, -04:00\.$/);
    const [row] = await server.ctx.db.orm.select().from(conversations).where(eq(conversations.id, session.id));
    expect(row!.birthData).toEqual(birth);
  });
});

describe('the same birth data, three routes', () => {
  it('gives byte-identical chart facts through a chat, a member chart and /api/v4/natal-aspects-data', async () => {
    // The v4 route, asked for the record's bodies, read with the contract's one mapping.
    const visitor = new TestBrowser(server.app);
    const v4 = await visitor.post('/api/v4/natal-aspects-data', {
      subject: subjectOf(birth),
      active_points: NATAL_RECORD_POINTS,
    });
    expect(v4.statusCode, v4.body).toBe(200);
    const fromV4 = natalRecordFacts(v4.json());

    // A member chart (the stored record).
    const { browser } = await signedInMember(server, 'plus');
    const stored = await browser.post('/api/charts', birth);
    expect(stored.statusCode, stored.body).toBe(201);
    // The record also says which house system and zodiac it was cast in (the member's Settings): not a chart fact.
    const { utcDate, utcTime, chart_calculated_at: _at, frame, ...fromMember } = stored.json().chart;
    expect(frame).toEqual({ houseSystem: 'P', houseSystemUsed: 'P', zodiac: 'tropical' });
    expect([utcDate, utcTime]).toEqual(['1990-07-15', '12:30:00']);

    // A chat: what it stores is the birth data, in the one shape, and the transits of the chart it cast.
    const chat = await visitor.post('/api/conversations', { birthData: birth });
    expect(chat.statusCode, chat.body).toBe(201);
    const id = chat.json().session.id as string;
    const [row] = await server.ctx.db.orm.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.birthData).toEqual(birth);
    const natal = natalFromBirthData(storedBirthData(row!.birthData)!);
    expect(natal).not.toBeNull();
    const { utcDate: _d, utcTime: _t, chart_calculated_at: _c, ...fromChat } = recordOf(natal!, new Date());

    // The bytes of the facts, keys sorted (jsonb keeps a stored record's keys in its own order).
    const facts = (f: unknown) =>
      JSON.stringify(f, (_k, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
          : v,
      );
    expect(fromV4.natal_planets).toHaveLength(13);
    expect(Object.keys(fromV4.natal_houses)).toHaveLength(12);
    expect(fromV4.natal_aspects.length).toBeGreaterThan(5);
    expect(facts(fromMember)).toBe(facts(fromV4));
    expect(facts(fromChat)).toBe(facts(fromV4));

    // The chat's stored transits are the passage model's for that chart at that instant, dates and all.
    const transits = await server.ctx.db.orm
      .select({ raw: sessionTransits.rawData, at: sessionTransits.transitDate })
      .from(sessionTransits)
      .where(and(eq(sessionTransits.sessionId, id), eq(sessionTransits.isCurrent, true)));
    expect(transits.length).toBeGreaterThan(0);
    const expected = transitsNow(natal!, transits[0]!.at);
    for (const { raw } of transits) {
      const t = raw as ChartTransit;
      const same = expected.find((e) => e.planet === t.planet && e.aspect === t.aspect && e.target === t.target);
      expect(same, `${t.planet} ${t.aspect} ${t.target}`).toBeDefined();
      expect([t.start, t.end, t.exact]).toEqual([same!.start, same!.end, same!.exact]);
    }
  });
});
