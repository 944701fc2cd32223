import { describe, expect, test } from 'vitest';
import { moonPath } from './TodayCard.tsx';

/** The arcs' x radius and sweep flags of a path: [limb sweep, terminator rx, terminator sweep]. */
const arcs = (d: string) => {
  const m = /A 10 10 0 0 (\d) 12 22 A ([\d.]+) 10 0 0 (\d) 12 2/.exec(d);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
};

describe('moonPath', () => {
  test('new: nothing lit; full: the whole disc', () => {
    expect(moonPath(0)).toBeNull();
    expect(moonPath(360)).toBeNull();
    expect(arcs(moonPath(180)!)).toEqual([1, 10, 1]);
  });

  test('waxing is lit on the right, waning on the left; the terminator bulges to the lit side for a crescent', () => {
    // Waxing crescent: limb on the right, terminator bulging right too.
    expect(arcs(moonPath(45)!)).toEqual([1, 7.071, 0]);
    // First quarter: a straight terminator.
    expect(arcs(moonPath(90)!)?.[1]).toBeCloseTo(0, 2);
    // Waxing gibbous: terminator bulging left.
    expect(arcs(moonPath(135)!)).toEqual([1, 7.071, 1]);
    // Waning gibbous and crescent: limb on the left.
    expect(arcs(moonPath(225)!)).toEqual([0, 7.071, 0]);
    expect(arcs(moonPath(315)!)).toEqual([0, 7.071, 1]);
  });
});
