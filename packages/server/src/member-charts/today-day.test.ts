import { eclipses, lunations, stations } from '@stellara/astro';
import { type SignName, TODAY_ITEM_KINDS } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { birthDataChartOrThrow } from '../charts/birth-chart.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { activeTransits } from './member-charts.ts';
import { localDay, skyAt } from './today.ts';
import { type DayInput, pickToday } from './today-day.ts';

const natal = birthDataChartOrThrow(sampleBirthData);
const ZONE = 'Europe/London';

/** The day's input as the service builds it, read at local noon. */
function dayOf(date: string, personal: boolean, withChart = true): DayInput {
  const day = localDay(date, ZONE);
  const at = new Date((day.start.getTime() + day.end.getTime()) / 2);
  return {
    day,
    zone: ZONE,
    at,
    moonSign: skyAt(at).points.Moon.signName as SignName,
    natal: withChart ? natal : null,
    personal,
    active: personal && withChart ? activeTransits(natal, at).active : [],
  };
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const rank = (kind: (typeof TODAY_ITEM_KINDS)[number]) => TODAY_ITEM_KINDS.indexOf(kind);

describe('what the Today card leads with', () => {
  test('a fixed chart gets a different lead on each of ten consecutive days (plus)', () => {
    const leads = Array.from({ length: 10 }, (_, i) => pickToday(dayOf(addDays('2026-12-01', i), true)).lead);
    for (let i = 1; i < leads.length; i++) {
      expect(leads[i]!.title, `${addDays('2026-12-01', i)}`).not.toBe(leads[i - 1]!.title);
    }
    // Most days the Moon touches the chart somewhere: the lead is personal, not the same sky for everyone.
    expect(leads.filter((l) => l.kind === 'moon-contact').length).toBeGreaterThanOrEqual(3);
  });

  test('the lead is the first kind in the fixed order; the rest follow in that order', () => {
    for (let i = 0; i < 6; i++) {
      const { lead, more } = pickToday(dayOf(addDays('2026-12-01', i), true));
      const kinds = [lead, ...more].map((x) => rank(x.kind));
      expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
      // The Moon in its sign is always there, last.
      expect([lead, ...more].at(-1)!.kind).toBe('moon');
    }
  });

  test('a lunation day leads with the lunation, with its natal house and exact time', () => {
    for (const l of lunations('2026-12-01T00:00:00Z', '2027-03-01T00:00:00Z')) {
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(l.at));
      const day = localDay(date, ZONE);
      // An eclipse day leads with the eclipse (the lunation told more fully).
      if (eclipses(day.start, day.end).length) continue;
      const { lead } = pickToday(dayOf(date, true));
      expect(lead.kind).toBe('lunation');
      expect(lead.title).toMatch(
        new RegExp(`^${l.kind === 'new' ? 'New' : 'Full'} Moon in ${l.sign}, in your \\d+(st|nd|rd|th) house$`),
      );
      expect(lead.at).toBe(l.at);
      // The same day for a free member and a visitor: the lunation is the day's sky, not personal timing.
      expect(pickToday(dayOf(date, false)).lead.kind).toBe('lunation');
      expect(pickToday(dayOf(date, false, false)).lead.title).toBe(
        `${l.kind === 'new' ? 'New' : 'Full'} Moon in ${l.sign}`,
      );
    }
  });

  test('an eclipse day leads with the eclipse: the total solar eclipse of 12 August 2026', () => {
    const { lead, more } = pickToday(dayOf('2026-08-12', true));
    expect(lead.kind).toBe('eclipse');
    expect(lead.title).toMatch(/^Total solar eclipse in Leo, in your \d+(st|nd|rd|th) house$/);
    expect(more.some((x) => x.kind === 'lunation')).toBe(false);
  });

  test("a station day names the station: Mercury's of early 2027", () => {
    const s = stations('2027-01-01T00:00:00Z', '2027-06-01T00:00:00Z', ['Mercury'])[0]!;
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(s.at));
    const { lead, more } = pickToday(dayOf(date, false));
    const station = [lead, ...more].find((x) => x.kind === 'station')!;
    expect(station.title).toMatch(new RegExp(`^Mercury turns ${s.kind} in ${s.sign}`));
    expect(station.at).toBe(s.at);
  });

  test('a slow transit exact today is named, with its question', () => {
    // Find a day within a year when a slow transit to this chart is exact (one exists: they come several a year).
    const from = new Date('2026-12-01T12:00:00Z');
    const hit = activeTransits(natal, from)
      .active.filter((t) => ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron'].includes(t.planet))
      .flatMap((t) => t.exact.map((at) => ({ t, at })))
      .find(({ at }) => Date.parse(at) > from.getTime() - 200 * 86_400_000);
    if (!hit) return;
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(hit.at));
    const { lead, more } = pickToday(dayOf(date, true));
    const exact = [lead, ...more].find((x) => x.kind === 'exact' && x.about?.planet === hit.t.planet)!;
    expect(exact.title).toContain(`${hit.t.planet} exactly`);
    expect(exact.question).toContain(`transiting ${hit.t.planet}`);
    // Not for a free member.
    expect(pickToday(dayOf(date, false)).more.some((x) => x.kind === 'exact')).toBe(false);
  });

  test('free and visitors: the day’s sky and the Moon’s natal house, nothing personal, no background', () => {
    for (let i = 0; i < 4; i++) {
      const date = addDays('2026-12-01', i);
      const free = pickToday(dayOf(date, false));
      const all = [free.lead, ...free.more];
      expect(all.some((x) => x.kind === 'moon-contact' || x.kind === 'exact')).toBe(false);
      expect(all.every((x) => x.question === null && x.about === null)).toBe(true);
      expect(free.background).toBeNull();
      expect(free.moonHouse?.house).toBeGreaterThanOrEqual(1);
      const none = pickToday(dayOf(date, false, false));
      expect(none.moonHouse).toBeNull();
      expect([none.lead, ...none.more].some((x) => /your \d/.test(x.title))).toBe(false);
    }
  });

  test('plus: the slow passage in the background, one per day', () => {
    const { background } = pickToday(dayOf('2026-12-01', true));
    expect(background).not.toBeNull();
    expect(background!.meaning.length).toBeGreaterThan(40);
  });
});
