// The sky a reading talks about: where the planets are now (slow ones above all), whether Mercury is retrograde
// and until when. A pure function of time over the ephemeris; the callers cache it. (The chart's own transits:
// ../chart-passages.ts.)
import { calculateNatalChart, calendarPhase, type NatalChart, stations } from '@stellara/astro';
import { TEN_PLANETS } from '@stellara/contract';
import { displayPointName, type SkyNow } from '../chart-context.ts';

const DAY_MS = 86_400_000;
/** Where the sky is cast when nothing else is known (the spec's fallback transit location, London). */
const SKY_LATITUDE = 51.4825766;
const SKY_LONGITUDE = 0;

const SKY_BODIES = TEN_PLANETS;

const cast = (at: Date) => calculateNatalChart({ ut: at, latitude: SKY_LATITUDE, longitude: SKY_LONGITUDE });

/** The date (UT) of Mercury's next station: the instant its motion turns, not the first day found past it. */
function mercuryStation(from: Date): string | null {
  const next = stations(from, new Date(from.getTime() + 130 * DAY_MS), ['Mercury'])[0];
  return next ? next.at.slice(0, 10) : null;
}

export function skyAt(at: Date, chart: NatalChart = cast(at)): SkyNow {
  const mercuryRx = chart.points.Mercury.retrograde;
  return {
    at: at.toISOString().slice(0, 10),
    // Named as the Today card names it (exact opposition is "Full Moon"), not with Kerykeion's steps the /api/v4
    // dialect keeps: one screen never shows two phases.
    moonPhase: calendarPhase(at),
    retrogrades: chart.retrogrades.names.map((n) => displayPointName(n)),
    positions: SKY_BODIES.map((name) => {
      const p = chart.points[name as keyof NatalChart['points']];
      return { name, sign: p.signName, degree: p.position, longitude: p.longitude, retrograde: p.retrograde };
    }),
    mercury: { retrograde: mercuryRx, nextStation: mercuryStation(at) },
  };
}
