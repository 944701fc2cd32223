import { TEN_PLANETS } from '@stellara/contract/vocabulary';
import { describe, expect, it } from 'vitest';
import { type AspectPattern, findAspectPatterns, PATTERN_ORBS, type PatternAspectName } from './aspect-patterns.ts';
import type { PointName } from './constants.ts';
import { BODY, calcBody, FLG_SWIEPH, initEphemeris } from './ephemeris.ts';
import { calculateNatalChart } from './natal.ts';
import { seededRandom } from './testing/seeded-random.ts';
import { angularDistance } from './zodiac.ts';

type Points = Partial<Record<PointName, { longitude: number }>>;
const chart = (lons: Partial<Record<PointName, number>>): { points: Points } => ({
  points: Object.fromEntries(Object.entries(lons).map(([n, l]) => [n, { longitude: l }])) as Points,
});

describe('findAspectPatterns on hand-built charts', () => {
  it('finds a cardinal T-square with its apex, and nothing else', () => {
    const p = findAspectPatterns(chart({ Sun: 5, Moon: 183, Mars: 95, Venus: 50 }));
    expect(p.found).toEqual(['T-square']);
    expect(p.tSquares).toHaveLength(1);
    expect(p.tSquares[0]).toMatchObject({
      planets: ['Sun', 'Moon', 'Mars'],
      apex: 'Mars',
      opposition: ['Sun', 'Moon'],
      modality: 'Cardinal',
      inGrandCross: false,
    });
    expect(p.tSquares[0]!.maxOrb).toBeCloseTo(2, 9); // Moon–Mars square 88°
  });

  it('finds a grand cross once, and marks its four T-squares', () => {
    const p = findAspectPatterns(chart({ Sun: 10, Moon: 100, Mars: 190, Saturn: 280 }));
    expect(p.grandCrosses).toHaveLength(1);
    expect(p.grandCrosses[0]).toMatchObject({ planets: ['Sun', 'Moon', 'Mars', 'Saturn'], modality: 'Cardinal' });
    expect(p.grandCrosses[0]!.aspects).toHaveLength(6);
    expect(p.tSquares).toHaveLength(4);
    expect(p.tSquares.every((t) => t.inGrandCross)).toBe(true);
    expect(new Set(p.tSquares.map((t) => t.apex)).size).toBe(4);
  });

  it('finds a fire grand trine inside a kite, with head and tail', () => {
    const p = findAspectPatterns(chart({ Sun: 5, Jupiter: 125, Moon: 245, Saturn: 185 }));
    expect(p.grandTrines).toHaveLength(1);
    expect(p.grandTrines[0]).toMatchObject({ planets: ['Sun', 'Moon', 'Jupiter'], element: 'Fire', inKite: true });
    expect(p.kites).toHaveLength(1);
    expect(p.kites[0]).toMatchObject({
      planets: ['Sun', 'Moon', 'Jupiter', 'Saturn'],
      grandTrine: ['Sun', 'Moon', 'Jupiter'],
      head: 'Sun',
      tail: 'Saturn',
      element: 'Fire',
    });
    expect(p.kites[0]!.aspects.map((a) => a.aspect).sort()).toEqual([
      'opposition',
      'sextile',
      'sextile',
      'trine',
      'trine',
      'trine',
    ]);
    expect(p.found).toEqual(['grand trine', 'kite']);
    // Without the tail the grand trine stands alone.
    const alone = findAspectPatterns(chart({ Sun: 5, Jupiter: 125, Moon: 245 }));
    expect(alone.grandTrines[0]!.inKite).toBe(false);
    expect(alone.kites).toEqual([]);
  });

  it('finds a yod with its apex', () => {
    const p = findAspectPatterns(chart({ Venus: 0, Mars: 61, Pluto: 211 }));
    expect(p.found).toEqual(['yod']);
    expect(p.yods[0]).toMatchObject({ planets: ['Venus', 'Mars', 'Pluto'], apex: 'Pluto', base: ['Venus', 'Mars'] });
    expect(p.yods[0]!.maxOrb).toBeCloseTo(1, 9);
  });

  it('keeps to its orbs, and reads an out-of-sign grand trine as of no single element', () => {
    const orb = PATTERN_ORBS.trine;
    expect(findAspectPatterns(chart({ Sun: 0, Moon: 120 + orb - 0.01, Mars: 240 })).grandTrines).toHaveLength(1);
    expect(findAspectPatterns(chart({ Sun: 0, Moon: 120 + orb + 0.01, Mars: 240 })).grandTrines).toHaveLength(0);
    expect(findAspectPatterns(chart({ Venus: 0, Mars: 60, Pluto: 210 + PATTERN_ORBS.quincunx + 0.01 })).yods).toEqual(
      [],
    );
    const outOfSign = findAspectPatterns(chart({ Sun: 359, Moon: 119, Mars: 243 }));
    expect(outOfSign.grandTrines[0]!.element).toBeNull();
    expect(
      findAspectPatterns(chart({ Sun: 0, Moon: 120, Mars: 240 }), { orbs: { trine: 0 } }).grandTrines,
    ).toHaveLength(1);
  });

  it('makes one figure per planet when two are conjunct at a corner, and never repeats a set', () => {
    const p = findAspectPatterns(chart({ Sun: 5, Mercury: 8, Moon: 185, Mars: 95 }));
    expect(p.tSquares.map((t) => t.planets)).toEqual([
      ['Sun', 'Moon', 'Mars'], // exact: tightest first
      ['Moon', 'Mercury', 'Mars'],
    ]);
  });

  it('finds stelliums by sign, and by house when cusps are given', () => {
    const points = chart({ Sun: 61, Mercury: 75, Venus: 88, Mars: 200, Jupiter: 205, Mean_Node: 70 }).points;
    const cusps = [50, 80, 110, 140, 170, 195, 230, 260, 290, 320, 350, 20];
    const p = findAspectPatterns({ points, cusps });
    expect(p.stelliums).toEqual([
      { kind: 'stellium', by: 'sign', sign: 'Gem', house: null, planets: ['Sun', 'Mercury', 'Venus'], span: 27 },
    ]);
    const withHouse = findAspectPatterns({ points: { ...points, Saturn: { longitude: 215 } }, cusps });
    expect(withHouse.stelliums.map((s) => [s.by, s.sign ?? s.house, s.planets])).toEqual([
      ['sign', 'Gem', ['Sun', 'Mercury', 'Venus']],
      ['house', 6, ['Mars', 'Jupiter', 'Saturn']],
    ]);
    expect(findAspectPatterns({ points }, { stelliumMin: 4 }).stelliums).toEqual([]);
  });
});

/** An independent brute force: every ordered choice of planets checked against the textbook definition. */
function bruteForce(lon: (n: PointName) => number, names: PointName[]): Record<string, Set<string>> {
  const angle: Record<PatternAspectName, number> = {
    opposition: 180,
    square: 90,
    trine: 120,
    sextile: 60,
    quincunx: 150,
  };
  const is = (a: PointName, b: PointName, x: PatternAspectName) =>
    Math.abs(angularDistance(lon(a), lon(b)) - angle[x]) <= PATTERN_ORBS[x];
  const out: Record<string, Set<string>> = {
    'T-square': new Set(),
    'grand trine': new Set(),
    'grand cross': new Set(),
    yod: new Set(),
    kite: new Set(),
  };
  const id = (...ps: PointName[]) => [...ps].sort().join(',');
  for (const a of names) {
    for (const b of names) {
      for (const c of names) {
        if (new Set([a, b, c]).size < 3) continue;
        if (is(a, b, 'opposition') && is(c, a, 'square') && is(c, b, 'square')) out['T-square']!.add(id(a, b, c));
        if (is(a, b, 'trine') && is(b, c, 'trine') && is(a, c, 'trine')) out['grand trine']!.add(id(a, b, c));
        if (is(a, b, 'sextile') && is(c, a, 'quincunx') && is(c, b, 'quincunx')) out.yod!.add(id(a, b, c));
        for (const d of names) {
          if (new Set([a, b, c, d]).size < 4) continue;
          const cross =
            is(a, c, 'opposition') &&
            is(b, d, 'opposition') &&
            is(a, b, 'square') &&
            is(b, c, 'square') &&
            is(c, d, 'square') &&
            is(d, a, 'square');
          if (cross) out['grand cross']!.add(id(a, b, c, d));
          const kite =
            is(a, b, 'trine') &&
            is(b, c, 'trine') &&
            is(a, c, 'trine') &&
            is(d, a, 'opposition') &&
            is(d, b, 'sextile') &&
            is(d, c, 'sextile');
          if (kite) out.kite!.add(id(a, b, c, d));
        }
      }
    }
  }
  return out;
}

describe('findAspectPatterns on real charts', () => {
  it('finds exactly what a brute force over Swiss Ephemeris positions finds, in 300 charts', () => {
    initEphemeris();
    const rnd = seededRandom(29);
    const planets: PointName[] = [...TEN_PLANETS];
    const seen: Record<string, number> = {};
    for (let i = 0; i < 300; i++) {
      const jd = 2415020 + rnd() * 365.25 * 120;
      const chart = calculateNatalChart({ ut: jd, latitude: 40, longitude: -3 });
      const direct = new Map(planets.map((n) => [n, calcBody(jd, BODY[n as keyof typeof BODY], FLG_SWIEPH).longitude]));
      const lon = (n: PointName) => direct.get(n)!;
      const expected = bruteForce(lon, planets);
      const p = findAspectPatterns(chart);
      const got = (list: AspectPattern[]) => list.map((x) => [...x.planets].sort().join(','));
      for (const [kind, list] of [
        ['T-square', p.tSquares],
        ['grand trine', p.grandTrines],
        ['grand cross', p.grandCrosses],
        ['yod', p.yods],
        ['kite', p.kites],
      ] as const) {
        const ids = got(list);
        expect(new Set(ids).size, `${kind} listed twice`).toBe(ids.length);
        expect(new Set(ids), `${kind} at JD ${jd}`).toEqual(expected[kind]);
        seen[kind] = (seen[kind] ?? 0) + ids.length;
        for (const pattern of list) {
          for (const a of pattern.aspects) {
            expect(a.orb).toBeLessThanOrEqual(PATTERN_ORBS[a.aspect]);
            expect(pattern.maxOrb).toBeGreaterThanOrEqual(a.orb);
          }
        }
      }
      // Stelliums by sign: every sign holding three or more of the ten planets.
      const bySign = new Map<string, number>();
      for (const n of planets) bySign.set(chart.points[n].sign, (bySign.get(chart.points[n].sign) ?? 0) + 1);
      expect(p.stelliums.filter((s) => s.by === 'sign').map((s) => s.sign)).toEqual(
        [...bySign.entries()]
          .filter(([, c]) => c >= 3)
          .map(([s]) => s)
          .sort((a, b) => order(a) - order(b)),
      );
    }
    // The sample holds every kind, so none of the checks above is vacuous.
    for (const kind of ['T-square', 'grand trine', 'yod', 'kite']) expect(seen[kind], kind).toBeGreaterThan(0);
  });
});

const SIGN_ORDER = ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'];
const order = (code: string) => SIGN_ORDER.indexOf(code);
