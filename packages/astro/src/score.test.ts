import { describe, expect, it } from 'vitest';
import type { Aspect } from './aspects.ts';
import { calculateNatalChart } from './natal.ts';
import { aspectPoints, relationshipScore, scoreDescription } from './score.ts';

const asp = (p1: Aspect['p1'], p2: Aspect['p2'], aspect: Aspect['aspect'], orbit: number): Aspect => ({
  p1,
  p2,
  aspect,
  orbit,
  p1Longitude: 0,
  p2Longitude: 0,
  aspectDegrees: 0,
  diff: 0,
  movement: 'Static',
});

describe('relationship score', () => {
  it('scores each rule as Discepolo does', () => {
    expect(aspectPoints(asp('Sun', 'Sun', 'conjunction', 3))).toBe(8);
    expect(aspectPoints(asp('Sun', 'Sun', 'square', 1.5))).toBe(11);
    expect(aspectPoints(asp('Sun', 'Sun', 'opposition', -2))).toBe(11);
    expect(aspectPoints(asp('Sun', 'Sun', 'opposition', -6))).toBe(8); // Kerykeion would give 11 here
    expect(aspectPoints(asp('Sun', 'Moon', 'conjunction', 1))).toBe(11);
    expect(aspectPoints(asp('Moon', 'Sun', 'conjunction', 4))).toBe(8);
    expect(aspectPoints(asp('Sun', 'Moon', 'trine', 4))).toBe(4);
    expect(aspectPoints(asp('Sun', 'Sun', 'sextile', 1))).toBe(4);
    expect(aspectPoints(asp('Ascendant', 'Sun', 'square', 1))).toBe(4);
    expect(aspectPoints(asp('Moon', 'Ascendant', 'trine', 1))).toBe(4);
    expect(aspectPoints(asp('Mars', 'Venus', 'opposition', 1))).toBe(4);
    expect(aspectPoints(asp('Venus', 'Mars', 'quintile', 0.1))).toBe(0); // major aspects only
    expect(aspectPoints(asp('Jupiter', 'Venus', 'trine', 0))).toBe(0);
  });

  it('labels the score', () => {
    expect(scoreDescription(0)).toBe('Minimal');
    expect(scoreDescription(4)).toBe('Minimal');
    expect(scoreDescription(5)).toBe('Medium');
    expect(scoreDescription(10)).toBe('Important');
    expect(scoreDescription(15)).toBe('Very Important');
    expect(scoreDescription(20)).toBe('Exceptional');
    expect(scoreDescription(29)).toBe('Exceptional');
    expect(scoreDescription(30)).toBe('Rare Exceptional');
  });

  it('adds the destiny sign and sums the aspects', () => {
    const a = calculateNatalChart({ ut: '1990-06-15T12:30:00Z', latitude: 45, longitude: 9 });
    const b = calculateNatalChart({ ut: '1992-03-05T02:10:00Z', latitude: -33, longitude: 151 });
    const s = relationshipScore(a, b);
    expect(s.isDestinySign).toBe(a.points.Sun.quality === b.points.Sun.quality);
    expect(s.value).toBe((s.isDestinySign ? 5 : 0) + s.aspects.reduce((sum, x) => sum + x.points, 0));
    expect(s.description).toBe(scoreDescription(s.value));
    // Gemini and Pisces Suns: both mutable.
    expect(s.isDestinySign).toBe(true);
    expect(s.aspects.map((x) => `${x.p1}-${x.p2}-${x.aspect}`)).toEqual(['Sun-Moon-square', 'Moon-Sun-conjunction']);
    expect(s.value).toBe(20);
  });
});
