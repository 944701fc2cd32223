import { SIGN_NAMES } from '@stellara/contract/vocabulary';
import { describe, expect, it } from 'vitest';
import { type SignStay, signStays, stayAround } from './sign-stays.ts';
import { runSwissephOracle, swissephOracleMissing } from './testing/swisseph-oracle.ts';
import { toJulianDay } from './time.ts';

const MINUTE = 1 / 1440;
const day = (s: { at: string }) => s.at.slice(0, 10);

describe('a planet’s stay in a sign', () => {
  it('gives Saturn in Aries its first entry, its retrograde dip back and its final entry', () => {
    const found = stayAround('Saturn', 'Aries', new Date('2026-11-28T12:00:00Z'));
    expect(found?.when).toBe('now');
    const stay = found!.stay;
    expect(stay.entries.map(day)).toEqual(['2025-05-25', '2026-02-14']);
    expect(stay.entries.map((e) => e.retrograde)).toEqual([false, false]);
    expect(stay.exits.map(day)[0]).toBe('2025-09-01');
    expect(stay.end && day(stay.end)).toBe('2028-04-13');
  });

  it('looks ahead when the stay has not begun, and back when it is over', () => {
    const ahead = stayAround('Jupiter', 'Leo', new Date('2026-01-01T00:00:00Z'));
    expect(ahead?.when).toBe('ahead');
    expect(day(ahead!.stay.start)).toBe('2026-06-30');
    // A stay that ended in the window and none to come within it: the last one, marked past.
    const past = stayAround('Saturn', 'Pisces', new Date('2029-01-01T00:00:00Z'), { aheadYears: 5 });
    expect(past?.when).toBe('past');
    expect(past!.stay.end!.jd).toBeLessThan(toJulianDay('2029-01-01T00:00:00Z'));
  });
});

const missing = swissephOracleMissing();
const required = process.env.REQUIRE_ALL_SUITES === '1';
if (missing && !required) console.warn(`[astro sign stays oracle test] SKIPPED: ${missing}`);

describe.skipIf(missing !== null && !required)('sign stays against pyswisseph', () => {
  const cases = [
    { body: 'Saturn', sign: 'Aries', from: '2024-01-01', to: '2030-01-01' },
    { body: 'Jupiter', sign: 'Cancer', from: '2024-01-01', to: '2027-01-01' },
    { body: 'Pluto', sign: 'Aquarius', from: '2022-01-01', to: '2026-01-01' },
    { body: 'Mercury', sign: 'Scorpio', from: '2026-09-01', to: '2027-01-01' },
    { body: 'Chiron', sign: 'Taurus', from: '2026-01-01', to: '2029-01-01' },
  ] as const;
  it('finds every entry and exit the oracle finds, to the minute', () => {
    const oracle = runSwissephOracle<{ cases: { id: string; entries: number[]; exits: number[] }[] }>(
      'sign_edges_oracle.py',
      {
        cases: cases.map((c, i) => ({
          id: String(i),
          body: c.body,
          sign: SIGN_NAMES.indexOf(c.sign),
          from: toJulianDay(`${c.from}T00:00:00Z`),
          to: toJulianDay(`${c.to}T00:00:00Z`),
        })),
      },
    );
    cases.forEach((c, i) => {
      const stays: SignStay[] = signStays(c.body, c.sign, `${c.from}T00:00:00Z`, `${c.to}T00:00:00Z`);
      const want = oracle.cases[i]!;
      const entries = stays.flatMap((s) => s.entries.map((e) => e.jd));
      const exits = stays.flatMap((s) => s.exits.map((e) => e.jd));
      expect(entries.length, `${c.body} into ${c.sign}`).toBe(want.entries.length);
      expect(entries.length).toBeGreaterThan(0);
      for (const [k, jd] of entries.entries()) expect(Math.abs(jd - want.entries[k]!)).toBeLessThan(MINUTE);
      // An exit before the window's first entry belongs to no stay found here.
      const wantExits = want.exits.filter((jd) => jd > entries[0]!);
      expect(exits.length, `${c.body} out of ${c.sign}`).toBe(wantExits.length);
      for (const [k, jd] of exits.entries()) expect(Math.abs(jd - wantExits[k]!)).toBeLessThan(MINUTE);
    });
  });
});
