// Midpoint composite chart: every point and cusp at the midpoint (shorter arc) of the two charts' positions.
import { HOUSE_NAMES, type PointName } from './constants.ts';
import { lunarPhase } from './moon-phase.ts';
import { ChartInputError, type ChartPoint, type HouseCusp, type NatalChart, zodiacPosition } from './natal.ts';
import { circularMean, houseOf, norm360 } from './zodiac.ts';

export interface CompositeChart {
  method: 'Midpoint';
  zodiac: NatalChart['zodiac'];
  ayanamsa: NatalChart['ayanamsa'];
  perspective: NatalChart['perspective'];
  houseSystem: NatalChart['houseSystem'];
  /** Speeds are the mean of the two charts' speeds; declination the mean of the two declinations. */
  points: Record<PointName, ChartPoint>;
  houses: HouseCusp[];
  cusps: number[];
  lunarPhase: NatalChart['lunarPhase'];
}

/** Kerykeion's circular_sort: keep the first, order the rest by counter-clockwise distance from it. */
function circularSort(values: number[]): number[] {
  const [ref, ...rest] = values;
  if (ref === undefined) return [];
  return [ref, ...rest.sort((a, b) => norm360(a - ref) - norm360(b - ref))];
}

export function calculateComposite(first: NatalChart, second: NatalChart): CompositeChart {
  for (const key of ['zodiac', 'ayanamsa', 'perspective'] as const) {
    if (first[key] !== second[key]) throw new ChartInputError(key, `both charts need the same ${key}`);
  }
  if (first.houseSystem.requested !== second.houseSystem.requested) {
    throw new ChartInputError('houses_system_identifier', 'both charts need the same house system');
  }
  const cusps = circularSort(first.cusps.map((c, i) => circularMean(c, second.cusps[i]!)));
  const points = {} as Record<PointName, ChartPoint>;
  for (const name of Object.keys(first.points) as PointName[]) {
    const a = first.points[name];
    const b = second.points[name];
    const longitude = circularMean(a.longitude, b.longitude);
    const speed = (a.speed + b.speed) / 2;
    const house = houseOf(longitude, cusps);
    points[name] = {
      name,
      pointType: a.pointType,
      ...zodiacPosition(longitude),
      latitude: (a.latitude + b.latitude) / 2,
      distance: (a.distance + b.distance) / 2,
      declination: (a.declination + b.declination) / 2,
      speed,
      retrograde: a.pointType === 'Planet' && speed < 0,
      house,
      houseName: HOUSE_NAMES[house - 1]!,
    };
  }
  const houses: HouseCusp[] = cusps.map((lon, i) => ({
    number: i + 1,
    name: HOUSE_NAMES[i]!,
    ...zodiacPosition(lon),
    speed: (first.houses[i]!.speed + second.houses[i]!.speed) / 2,
  }));
  return {
    method: 'Midpoint',
    zodiac: first.zodiac,
    ayanamsa: first.ayanamsa,
    perspective: first.perspective,
    houseSystem: first.houseSystem,
    points,
    houses,
    cusps,
    lunarPhase: lunarPhase({
      moonLongitude: points.Moon.longitude,
      moonLatitude: points.Moon.latitude,
      moonDistance: points.Moon.distance,
      sunLongitude: points.Sun.longitude,
      sunDistance: points.Sun.distance,
    }),
  };
}
