// The sky a reading talks about: where the planets are now (slow ones above all), whether Mercury is retrograde
// and until when, and the slow planets' contacts with a natal chart over the coming year. Pure functions of
// time over the ephemeris; the callers cache them.
import {
  type AspectName,
  angularDistance,
  calculateNatalChart,
  type NatalChart,
  phaseOfElongation,
} from '@stellara/astro';
import { SLOW_PLANETS, TEN_PLANETS } from '@stellara/contract';
import { type ChartContext, displayPointName, type SkyNow, type SlowTransit } from '../chart-context.ts';
import { PERSONAL_POINTS } from '../phrases.ts';

const DAY_MS = 86_400_000;
/** Where the sky is cast when nothing else is known (the spec's fallback transit location, London). */
const SKY_LATITUDE = 51.4825766;
const SKY_LONGITUDE = 0;

const SKY_BODIES = TEN_PLANETS;

const cast = (at: Date) => calculateNatalChart({ ut: at, latitude: SKY_LATITUDE, longitude: SKY_LONGITUDE });

/** The next day on which Mercury's motion changes direction, searched day by day (it stations 3-4 times a year). */
function mercuryStation(from: Date, retrograde: boolean): string | null {
  for (let d = 1; d <= 130; d++) {
    const at = new Date(from.getTime() + d * DAY_MS);
    if (cast(at).points.Mercury.retrograde !== retrograde) return at.toISOString().slice(0, 10);
  }
  return null;
}

export function skyAt(at: Date, chart: NatalChart = cast(at)): SkyNow {
  const mercuryRx = chart.points.Mercury.retrograde;
  return {
    at: at.toISOString().slice(0, 10),
    // Named as the Today card names it (exact opposition is "Full Moon"), not with Kerykeion's steps the /api/v4
    // dialect keeps: one screen never shows two phases.
    moonPhase: phaseOfElongation(chart.lunarPhase.angle),
    retrogrades: chart.retrogrades.names.map((n) => displayPointName(n)),
    positions: SKY_BODIES.map((name) => {
      const p = chart.points[name as keyof NatalChart['points']];
      return { name, sign: p.signName, degree: p.position, longitude: p.longitude, retrograde: p.retrograde };
    }),
    mercury: { retrograde: mercuryRx, nextStation: mercuryStation(at, mercuryRx) },
  };
}

// ---------------------------------------------------------------------------------------------
// The year ahead: slow planets against the natal chart.

const SLOW = SLOW_PLANETS;
const TARGETS = PERSONAL_POINTS;
const ASPECT_ANGLES: [AspectName, number][] = [
  ['conjunction', 0],
  ['opposition', 180],
  ['square', 90],
  ['trine', 120],
  ['sextile', 60],
];
/** A slow planet within this of exact is felt; it stays there for weeks to months. */
const SLOW_ORB = 2;
const STEP_DAYS = 7;
/** How long each planet's contact tends to last, as a weight: the slower, the more it shapes a year. */
const PLANET_WEIGHT: Record<string, number> = { Jupiter: 2, Saturn: 3, Uranus: 3.5, Neptune: 3.5, Pluto: 4 };
const ASPECT_WEIGHT: Partial<Record<AspectName, number>> = {
  conjunction: 3,
  opposition: 2.5,
  square: 2.5,
  trine: 1.5,
  sextile: 1,
};

/** Slow-planet contacts to the personal points and angles over the next `days` days, heaviest first. */
export function slowTransitsAhead(chart: ChartContext, from: Date, days = 365): SlowTransit[] {
  const found = new Map<string, SlowTransit>();
  for (let d = 0; d <= days; d += STEP_DAYS) {
    const at = new Date(from.getTime() + d * DAY_MS);
    const sky = cast(at);
    const date = at.toISOString().slice(0, 10);
    for (const planet of SLOW) {
      const lon = sky.points[planet].longitude;
      for (const target of TARGETS) {
        const natal = chart.planets.find((p) => p.name === target);
        if (!natal) continue;
        for (const [aspect, angle] of ASPECT_ANGLES) {
          const orb = Math.abs(angularDistance(lon, natal.longitude) - angle);
          if (orb > SLOW_ORB) continue;
          const key = `${planet} ${aspect} ${target}`;
          const seen = found.get(key);
          const personal = target === 'Sun' || target === 'Moon' || target === 'Ascendant' ? 1.5 : 1;
          const weight =
            (PLANET_WEIGHT[planet] ?? 1) * (ASPECT_WEIGHT[aspect] ?? 1) * personal * (1 + (SLOW_ORB - orb) / SLOW_ORB);
          if (!seen) {
            found.set(key, { planet, aspect, target, orb, from: date, to: date, now: d === 0, weight });
          } else {
            seen.to = date;
            if (orb < seen.orb) {
              seen.orb = orb;
              seen.weight = Math.max(seen.weight, weight);
            }
          }
        }
      }
    }
  }
  return [...found.values()].sort((a, b) => b.weight - a.weight);
}
