import { calculateNatalChart, calendarPhase } from '@stellara/astro';
import { transitQuestion } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import type { Accounts } from '../accounts/accounts.ts';
import { anonymousRequestViewer } from '../accounts/viewer.ts';
import { birthDataChartOrThrow } from '../charts/birth-chart.ts';
import { transitNamedIn } from '../conversation/reply/transit-plan.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import type { MemberChartsService } from './member-charts.service.ts';
import { activeTransits, memberTransits } from './member-charts.ts';
import { TodayService } from './today.service.ts';
import { localDate, localDay, moonIn, moonSignChange, READ_STEP_MS, readInstant, skyAt } from './today.ts';
import { backgroundOf } from './today-day.ts';

describe('the local day', () => {
  test('the date is the one on the wall clock of the zone', () => {
    const at = new Date('2026-11-24T23:30:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-11-24');
    expect(localDate(at, 'Pacific/Auckland')).toBe('2026-11-25');
    expect(localDate(new Date('2026-11-25T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-24');
  });

  test('midnight to midnight, across a DST change (a 23-hour day)', () => {
    const d = localDay('2026-03-29', 'Europe/London');
    expect(d.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(d.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    const k = localDay('2026-11-24', 'Asia/Kolkata');
    expect(k.start.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(k.end.toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  test("the sky is read at now rounded down to the step's start, never before the local day", () => {
    expect(READ_STEP_MS).toBe(600_000);
    const utc = localDay('2026-11-24', 'UTC');
    expect(readInstant(new Date('2026-11-24T15:47:31.250Z'), utc).toISOString()).toBe('2026-11-24T15:40:00.000Z');
    expect(readInstant(new Date('2026-11-24T15:40:00.000Z'), utc).toISOString()).toBe('2026-11-24T15:40:00.000Z');
    expect(readInstant(new Date('2026-11-24T15:49:59.999Z'), utc).toISOString()).toBe('2026-11-24T15:40:00.000Z');
    // Kathmandu (UTC+5:45) starts its day at 18:15 UT: two minutes in, the step's start (18:10) is yesterday there.
    const kathmandu = localDay('2026-11-25', 'Asia/Kathmandu');
    expect(kathmandu.start.toISOString()).toBe('2026-11-24T18:15:00.000Z');
    expect(readInstant(new Date('2026-11-24T18:17:00Z'), kathmandu).toISOString()).toBe('2026-11-24T18:15:00.000Z');
    expect(readInstant(new Date('2026-11-24T18:21:00Z'), kathmandu).toISOString()).toBe('2026-11-24T18:20:00.000Z');
  });
});

describe('the Moon of the day', () => {
  test('sign and phase from the sky given (Swiss Ephemeris), illumination in per cent', () => {
    // The full moon of 23 April 2024 (exact 23:49 UT): at noon nearly full.
    const at = new Date('2024-04-23T12:00:00Z');
    const moon = moonIn(skyAt(at), null);
    const sky = calculateNatalChart({ ut: at, latitude: 51.5, longitude: 0 });
    expect(moon.sign).toBe(sky.points.Moon.signName);
    expect(moon.phase).toBe(calendarPhase(sky.julianDay));
    expect(moon.phase).toBe('Full Moon');
    expect(moon.illumination).toBeGreaterThanOrEqual(98);
    expect(moon.signChange).toBeNull();
    const newMoon = moonIn(skyAt(new Date('2024-04-08T12:00:00Z')), null);
    expect(newMoon.phase).toBe('New Moon');
    expect(newMoon.illumination).toBeLessThanOrEqual(2);
  });

  test('a sign change within the day is found to the second; none when the Moon stays in one sign', () => {
    // Look at a week of days: the Moon changes sign every two to three days.
    let changes = 0;
    for (let i = 0; i < 7; i++) {
      const date = new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10);
      const day = localDay(date, 'UTC');
      const change = moonSignChange(day.start, day.end);
      const before = skyAt(day.start).points.Moon.signName;
      const after = skyAt(day.end).points.Moon.signName;
      if (!change) {
        expect(after).toBe(before);
        continue;
      }
      changes++;
      expect(change.sign).toBe(after);
      expect(change.from).toBe(before);
      const at = Date.parse(change.at);
      expect(skyAt(new Date(at - 2000)).points.Moon.signName).toBe(before);
      expect(skyAt(new Date(at + 2000)).points.Moon.signName).toBe(after);
    }
    expect(changes).toBeGreaterThanOrEqual(2);
  });
});

describe('the background passage', () => {
  const natal = birthDataChartOrThrow(sampleBirthData);
  const at = new Date('2026-11-24T12:00:00Z');
  const SLOW = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'North Node'];

  test("the Current Transits page's first slow transit at the same instant, with its own dates", () => {
    const page = memberTransits(natal, at, 10).active;
    const first = page.find((t) => SLOW.includes(t.planet))!;
    const background = backgroundOf(activeTransits(natal, at).active);
    expect(background).toMatchObject({
      planet: first.planet,
      aspect: first.aspect,
      target: first.target,
      start: first.start,
      end: first.end,
      meaning: first.description,
      question: transitQuestion(first),
    });
    expect(backgroundOf([])).toBeNull();
  });

  test('its question names the transit in words the chat reads back to the same transit', () => {
    const q = transitQuestion({ planet: 'Saturn', aspect: 'square', target: 'Moon' });
    expect(q).toBe('Tell me about transiting Saturn square my Moon');
    expect(transitNamedIn(q)).toEqual({ kind: 'transit', planet: 'Saturn', aspect: 'square', target: 'Moon' });
    const own = transitQuestion({ planet: 'Jupiter', aspect: 'conjunction', target: 'Jupiter' });
    expect(own).toBe('Tell me about transiting Jupiter conjunct my natal Jupiter');
    expect(transitNamedIn(own)).toMatchObject({ planet: 'Jupiter', aspect: 'conjunction', target: 'Jupiter' });
  });
});

describe('the Today answer', () => {
  const visitor = anonymousRequestViewer;
  const withBirthData = {
    visitors: { load: async () => ({ birthData: sampleBirthData }) },
  } as unknown as Accounts;
  const today = (now: string, zone: string) =>
    new TodayService(withBirthData, {} as MemberChartsService, () => new Date(now)).today(visitor, 'token', zone);

  test("reads the Moon at the step's start; the date and the sign change are the local day's", async () => {
    // 2026-11-25 01:07 in Auckland (UTC+13) is 12:07 UT on the 24th.
    const body = await today('2026-11-24T12:07:42Z', 'Pacific/Auckland');
    const at = new Date('2026-11-24T12:00:00.000Z');
    expect(body).toMatchObject({ date: '2026-11-25', timezone: 'Pacific/Auckland', at: at.toISOString() });
    const sky = skyAt(at);
    expect(body.moon.sign).toBe(sky.points.Moon.signName);
    expect(body.moon.elongation).toBeCloseTo(sky.lunarPhase.angle, 2);
    expect(body.moon.phase).toBe(calendarPhase(sky.julianDay));
    const day = localDay('2026-11-25', 'Pacific/Auckland');
    expect(body.moon.signChange).toEqual(moonSignChange(day.start, day.end));
    // A visitor: the day's sky and the house the Moon moves through, no personal timing.
    expect(body).toMatchObject({ personal: false, background: null, hasChart: true });
    expect(body.moonHouse?.house).toBeGreaterThanOrEqual(1);
    expect([body.lead, ...body.more].every((i) => i.kind !== 'moon-contact' && i.kind !== 'exact')).toBe(true);
  });

  test('the date the browser names is the day read; the Moon is read within it', async () => {
    const service = new TodayService(withBirthData, {} as MemberChartsService, () => new Date('2026-11-24T12:07:00Z'));
    const tomorrow = await service.today(visitor, 'token', 'UTC', '2026-11-25');
    expect(tomorrow).toMatchObject({ date: '2026-11-25', at: '2026-11-25T00:00:00.000Z' });
    const yesterday = await service.today(visitor, 'token', 'UTC', '2026-11-23');
    expect(yesterday).toMatchObject({ date: '2026-11-23', at: '2026-11-23T23:50:00.000Z' });
    expect(tomorrow.lead.title).not.toBe(yesterday.lead.title);
  });

  test('the same answer within a step, the next step read at its own start', async () => {
    const a = await today('2026-11-24T12:00:00Z', 'UTC');
    expect(await today('2026-11-24T12:09:59Z', 'UTC')).toEqual(a);
    const b = await today('2026-11-24T12:10:00Z', 'UTC');
    expect(b.at).toBe('2026-11-24T12:10:00.000Z');
    // The Moon moves about 5' of arc in ten minutes: the elongation the card shows moves with it.
    expect(b.moon.elongation).toBeGreaterThan(a.moon.elongation);
  });
});
