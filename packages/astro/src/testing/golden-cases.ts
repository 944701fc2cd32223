// Seeded random birth data for the golden test against Kerykeion (same cases on every run).
import {
  AYANAMSAS,
  type Ayanamsa,
  HOUSE_SYSTEMS,
  type HouseSystemId,
  type Perspective,
  type ZodiacType,
} from '../constants.ts';
import { seededRandom } from './seeded-random.ts';

export interface GoldenCase {
  id: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  latitude: number;
  longitude: number;
  zodiac: ZodiacType;
  ayanamsa?: Ayanamsa;
  house_system: HouseSystemId;
  perspective: Perspective;
}

export interface GoldenPair {
  id: string;
  first: GoldenCase;
  second: GoldenCase;
}

// Places worldwide: both hemispheres, the tropics, and inside both polar circles.
const PLACES: [string, number, number][] = [
  ['London', 51.5074, -0.1278],
  ['New York', 40.7128, -74.006],
  ['Los Angeles', 34.0522, -118.2437],
  ['Mexico City', 19.4326, -99.1332],
  ['Quito', -0.1807, -78.4678],
  ['Lima', -12.0464, -77.0428],
  ['Buenos Aires', -34.6037, -58.3816],
  ['Ushuaia', -54.8019, -68.303],
  ['Sao Paulo', -23.5505, -46.6333],
  ['Cape Town', -33.9249, 18.4241],
  ['Nairobi', -1.2921, 36.8219],
  ['Lagos', 6.5244, 3.3792],
  ['Cairo', 30.0444, 31.2357],
  ['Reykjavik', 64.1466, -21.9426],
  ['Tromso', 69.6492, 18.9553],
  ['Longyearbyen', 78.2232, 15.6267],
  ['Murmansk', 68.9585, 33.0827],
  ['Utqiagvik', 71.2906, -156.7886],
  ['Anchorage', 61.2181, -149.9003],
  ['Moscow', 55.7558, 37.6173],
  ['Mumbai', 19.076, 72.8777],
  ['Kathmandu', 27.7172, 85.324],
  ['Singapore', 1.3521, 103.8198],
  ['Tokyo', 35.6762, 139.6503],
  ['Sydney', -33.8688, 151.2093],
  ['Hobart', -42.8821, 147.3272],
  ['Auckland', -36.8485, 174.7633],
  ['Honolulu', 21.3069, -157.8583],
  ['Apia', -13.8333, -171.75],
  ['McMurdo Station', -77.8419, 166.6863],
  ['Rome', 41.9028, 12.4964],
  ['Johannesburg', -26.2041, 28.0473],
];

const SYSTEMS = Object.keys(HOUSE_SYSTEMS) as HouseSystemId[];
const MODES = Object.keys(AYANAMSAS) as Ayanamsa[];

function randomCase(rnd: () => number, i: number, id: string, opts: { polar: boolean }): GoldenCase {
  // Uniform over 1800-01-01 .. 2100-12-31 (whole minutes, as Kerykeion takes them).
  const start = Date.UTC(1800, 0, 1);
  const end = Date.UTC(2101, 0, 1);
  const d = new Date(start + Math.floor((rnd() * (end - start)) / 60000) * 60000);
  let latitude: number;
  let longitude: number;
  if (opts.polar && i % 10 === 7) {
    // Inside a polar circle, north or south: where Placidus, Koch and Gauquelin are undefined.
    latitude = Math.round((66.6 + rnd() * 22.4) * (rnd() < 0.5 ? -1 : 1) * 1e4) / 1e4;
    longitude = Math.round((rnd() * 360 - 180) * 1e4) / 1e4;
  } else if (i % 4 === 3) {
    // Anywhere on Earth (polar caps included unless excluded).
    const maxLat = opts.polar ? 89 : 60;
    latitude = Math.round((rnd() * 2 - 1) * maxLat * 1e4) / 1e4;
    longitude = Math.round((rnd() * 360 - 180) * 1e4) / 1e4;
  } else {
    const places = opts.polar ? PLACES : PLACES.filter(([, lat]) => Math.abs(lat) < 60);
    const p = places[Math.floor(rnd() * places.length)]!;
    latitude = p[1];
    longitude = p[2];
  }
  const sidereal = i % 3 === 2;
  const perspective: Perspective =
    i % 7 === 5
      ? 'Topocentric'
      : i % 11 === 3
        ? 'True Geocentric'
        : i % 13 === 6
          ? 'Heliocentric'
          : 'Apparent Geocentric';
  return {
    id,
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    latitude,
    longitude,
    zodiac: sidereal ? 'Sidereal' : 'Tropic',
    ...(sidereal ? { ayanamsa: MODES[Math.floor(rnd() * MODES.length)]! } : {}),
    house_system: SYSTEMS[i % SYSTEMS.length]!,
    perspective,
  };
}

export function goldenCases(count = 552, pairs = 120, seed = 20260101): { natal: GoldenCase[]; pairs: GoldenPair[] } {
  const rnd = seededRandom(seed);
  const natal = Array.from({ length: count }, (_, i) => randomCase(rnd, i, `n${i}`, { polar: true }));
  const pairList = Array.from({ length: pairs }, (_, i) => {
    const first = randomCase(rnd, i, `p${i}a`, { polar: false });
    const second = randomCase(rnd, i, `p${i}b`, { polar: false });
    // A composite needs both charts in the same zodiac, house system and perspective.
    const { zodiac, ayanamsa, house_system, perspective } = first;
    const { ayanamsa: _drop, ...rest } = second;
    return {
      id: `p${i}`,
      first,
      second: { ...rest, zodiac, house_system, perspective, ...(ayanamsa ? { ayanamsa } : {}) },
    };
  });
  return { natal, pairs: pairList };
}

/** The UT instant of a case as ISO text. */
export function caseInstant(c: GoldenCase): string {
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute)).toISOString();
}
