import { describe, expect, it } from 'vitest';
import type { PointName } from './constants.ts';
import { calculateNatalChart } from './natal.ts';
import { signEdges } from './sign-edges.ts';
import { toJulianDay } from './time.ts';

const PLACE = { latitude: 48.8566, longitude: 2.3522 };

/** The first minute of a day when a point stands between `low` and `high` degrees into its sign. */
function findBirth(point: PointName, low: number, high: number, dayIso: string) {
  const start = toJulianDay(dayIso);
  for (let m = 0; m < 1440 * 3; m++) {
    const chart = calculateNatalChart({ ut: start + m / 1440, ...PLACE });
    const p = chart.points[point].position;
    if (p >= low && p <= high) return chart;
  }
  throw new Error(`no ${point} between ${low}° and ${high}°`);
}

describe('signEdges', () => {
  it('flags an Ascendant in the last degree of its sign, and the birth-time shift that changes it', () => {
    const chart = findBirth('Ascendant', 29.5, 29.8, '1990-06-15T00:00:00Z');
    const r = signEdges(chart);
    expect(r.birthTimeMatters).toBe(true);
    const asc = r.edges.find((e) => e.point === 'Ascendant')!;
    expect(asc.edge).toBe('end');
    expect(asc.distance).toBeCloseTo(30 - chart.points.Ascendant.position, 12);
    expect(asc.neighbour).toBe(
      calculateNatalChart({ ut: chart.julianDay + 10 / 1440, ...PLACE }).points.Ascendant.sign,
    );
    // A few minutes later the Ascendant is in the next sign: the minutes given are right to within a few percent.
    expect(asc.minutesToEdge).toBeGreaterThan(0);
    expect(asc.minutesToEdge).toBeLessThan(4);
    const shifted = (minutes: number) =>
      calculateNatalChart({ ut: chart.julianDay + minutes / 1440, ...PLACE }).points.Ascendant.sign;
    expect(shifted(asc.minutesToEdge * 0.95)).toBe(asc.sign);
    expect(shifted(asc.minutesToEdge * 1.05)).toBe(asc.neighbour);
  });

  it('flags a Moon just into a sign, with a negative shift (an earlier birth) back across the edge', () => {
    const chart = findBirth('Moon', 0.2, 0.3, '1990-06-15T00:00:00Z');
    const moon = signEdges(chart).edges.find((e) => e.point === 'Moon')!;
    expect(moon).toMatchObject({ edge: 'start', sign: chart.points.Moon.sign });
    expect(moon.minutesToEdge).toBeLessThan(0);
    // The Moon moves about half a degree an hour: 0.2-0.3° is 20-40 minutes.
    expect(Math.abs(moon.minutesToEdge)).toBeGreaterThan(15);
    expect(Math.abs(moon.minutesToEdge)).toBeLessThan(45);
    const earlier = calculateNatalChart({ ut: chart.julianDay + (moon.minutesToEdge * 1.05) / 1440, ...PLACE });
    expect(earlier.points.Moon.sign).toBe(moon.neighbour);
  });

  it('says the time does not matter when nothing is near an edge, and takes another orb', () => {
    const chart = findBirth('Ascendant', 14, 16, '1990-06-15T00:00:00Z');
    const quiet = ['Ascendant', 'Medium_Coeli', 'Sun', 'Moon'].every((n) => {
      const p = chart.points[n as PointName].position;
      return p > 1 && p < 29;
    });
    expect(signEdges(chart).birthTimeMatters).toBe(!quiet);
    expect(signEdges(chart, 15).edges.length).toBeGreaterThan(0);
    expect(signEdges(chart, 0).birthTimeMatters).toBe(false);
  });
});
