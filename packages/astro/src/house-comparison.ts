// What changes if the chart is read in whole-sign or equal houses instead of its own system (Placidus by default).
import { TEN_PLANETS } from '@stellara/contract/vocabulary';
import { HOUSE_SYSTEMS, type HouseSystemId, type PointName } from './constants.ts';
import type { NatalChart } from './natal.ts';
import { houseLookup, norm360 } from './zodiac.ts';

/** The placements compared: the ten planets, Chiron, the (mean) North Node and the Midheaven. The Ascendant opens
 * the 1st house in all three systems, so it never moves. */
export const COMPARED_POINTS: readonly PointName[] = [...TEN_PLANETS, 'Chiron', 'Mean_Node', 'Medium_Coeli'];

export interface HouseMove {
  point: PointName;
  /** House in the chart's own system. */
  from: number;
  /** House in the compared system. */
  to: number;
}

export interface ComparedHouseSystem {
  system: Extract<HouseSystemId, 'W' | 'A'>;
  name: string;
  /** The compared system's twelve cusps. */
  cusps: number[];
  /** The direct answer: some placement changes house. */
  changes: boolean;
  /** The placements that change house, in COMPARED_POINTS order. */
  moves: HouseMove[];
  /** Every compared placement's house in the compared system. */
  houses: Partial<Record<PointName, number>>;
}

export interface HouseComparison {
  /** The chart's own system (the one its houses were computed in, after any polar fallback). */
  base: { system: HouseSystemId; name: string };
  wholeSign: ComparedHouseSystem;
  equal: ComparedHouseSystem;
}

/** Whole-sign cusps: the 1st house is the whole rising sign, then one sign per house. */
export function wholeSignCusps(ascendant: number): number[] {
  const first = Math.floor(norm360(ascendant) / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i));
}

/** Equal-house cusps: 30° apart, the 1st at the Ascendant's degree. */
export function equalHouseCusps(ascendant: number): number[] {
  return Array.from({ length: 12 }, (_, i) => norm360(ascendant + 30 * i));
}

/**
 * Compares the chart's houses with whole-sign and equal houses from the same Ascendant (in the chart's zodiac,
 * so a sidereal chart gets sidereal whole signs). Pure arithmetic on the chart: no ephemeris call.
 */
export function compareHouseSystems(
  chart: NatalChart,
  points: readonly PointName[] = COMPARED_POINTS,
): HouseComparison {
  const asc = chart.points.Ascendant.longitude;
  const compare = (system: 'W' | 'A', cusps: number[]): ComparedHouseSystem => {
    const houseAt = houseLookup(cusps);
    const houses: Partial<Record<PointName, number>> = {};
    const moves: HouseMove[] = [];
    for (const name of points) {
      const p = chart.points[name];
      const to = houseAt(p.longitude);
      houses[name] = to;
      if (to !== p.house) moves.push({ point: name, from: p.house, to });
    }
    return { system, name: HOUSE_SYSTEMS[system], cusps, changes: moves.length > 0, moves, houses };
  };
  return {
    base: { system: chart.houseSystem.used, name: chart.houseSystem.name },
    wholeSign: compare('W', wholeSignCusps(asc)),
    equal: compare('A', equalHouseCusps(asc)),
  };
}
