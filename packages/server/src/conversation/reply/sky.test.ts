import { describe, expect, it } from 'vitest';
import { skyAt } from './sky.ts';

describe('the sky a reading talks about', () => {
  it("dates Mercury's next station by the instant it turns, not the first whole day after it", () => {
    // Swiss Ephemeris (pyswisseph): Mercury's speed crosses zero on 9 Feb 2027 between 16:00 and 18:00 UT.
    const sky = skyAt(new Date('2026-11-30T12:00:00Z'));
    expect(sky.mercury.retrograde).toBe(false);
    expect(sky.mercury.nextStation).toBe('2027-02-09');
  });

  it('while Mercury is retrograde, the next station is the one where it turns direct', () => {
    // Mercury stations retrograde on 9 Feb 2027 and direct again about three weeks later (3 Mar 2027).
    const sky = skyAt(new Date('2027-02-15T12:00:00Z'));
    expect(sky.mercury.retrograde).toBe(true);
    expect(sky.mercury.nextStation).toBe('2027-03-03');
  });
});
