// Synastry: aspects between two charts and each chart's points placed in the other's houses.
import { type Aspect, calculateInterAspects, type NatalAspectOptions } from './aspects.ts';
import { AXES_ORB, HOUSE_NAMES, type HouseName, POINT_NAMES, type PointName } from './constants.ts';
import type { NatalChart } from './natal.ts';
import { houseOf } from './zodiac.ts';

export interface HouseOverlay {
  point: PointName;
  longitude: number;
  /** House (1..12) of the other chart the point falls in. */
  house: number;
  houseName: HouseName;
}

export interface Synastry {
  /** p1 is always a point of the first chart, p2 of the second. */
  aspects: Aspect[];
  /** The first person's points in the second person's houses. */
  firstInSecondHouses: HouseOverlay[];
  /** The second person's points in the first person's houses. */
  secondInFirstHouses: HouseOverlay[];
}

export function houseOverlays(points: NatalChart['points'], houses: NatalChart): HouseOverlay[] {
  // A chart without a birth time has no houses for the other's points to fall in.
  if (houses.timeUnknown) return [];
  return POINT_NAMES.map((name) => {
    const house = houseOf(points[name].longitude, houses.cusps);
    return { point: name, longitude: points[name].longitude, house, houseName: HOUSE_NAMES[house - 1]! };
  });
}

/**
 * Inter-chart aspects and house overlays. The aspects are Kerykeion's SynastryAspects.relevant_aspects (what its
 * synastry charts draw: aspects to an axis only within 1°); pass `axesOrb: null` for all of them.
 */
export function calculateSynastry(first: NatalChart, second: NatalChart, options: NatalAspectOptions = {}): Synastry {
  return {
    aspects: calculateInterAspects(first.points, second.points, { axesOrb: AXES_ORB, ...options }),
    firstInSecondHouses: houseOverlays(first.points, second),
    secondInFirstHouses: houseOverlays(second.points, first),
  };
}
