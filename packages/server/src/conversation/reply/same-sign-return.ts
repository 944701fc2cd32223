// "Jupiter is in Leo right now, like mine": a slow planet back in the sign it held at birth is on its way to (or past)
// its return, the moment it stands exactly on its natal degree. The sky-now answer then says when that is exact,
// from the engine's returns, rather than only that it is in the same sign. Pure.
import { type NatalChart, planetaryReturns, type ReturnBody } from '@stellara/astro';
import { type ChartContext, planetOf } from '../chart-context.ts';
import { localDay } from './local-day.ts';
import { list, position } from './techniques/words.ts';

/** The planets whose return is a named passage (the Sun's is the solar return, asked for by its own name). */
const RETURN_BODIES: readonly string[] = ['Mars', 'Jupiter', 'Saturn', 'Chiron'];
const DAY_MS = 86_400_000;
/** The longest stay in one sign of these planets, a little over (Saturn's, with a retrograde loop). */
const SAME_STAY_DAYS = 3.2 * 365;

/**
 * "It is back in Leo, the sign your Jupiter holds: your Jupiter return, Jupiter exactly on your natal 14°48' Leo, was
 * exact on 6 September 2026." Null when the planet is not in its natal sign, or its return is not near.
 */
export function sameSignReturn(chart: ChartContext, planet: string, signNow: string, at: Date): string | null {
  const natalPlanet = planetOf(chart, planet);
  const natal: NatalChart | undefined = chart.birth?.natal;
  if (!natal || !natalPlanet || natalPlanet.sign !== signNow || !RETURN_BODIES.includes(planet)) return null;
  const near = (iso: string) => Math.abs(Date.parse(iso) - at.getTime()) < SAME_STAY_DAYS * DAY_MS;
  const found = planetaryReturns(natal, planet as ReturnBody, { now: at }).returns.find((r) =>
    r.hits.some((h) => near(h.at)),
  );
  if (!found) return null;
  const past = found.hits.filter((h) => Date.parse(h.at) <= at.getTime()).map((h) => localDay(chart, h.at));
  const ahead = found.hits.filter((h) => Date.parse(h.at) > at.getTime()).map((h) => localDay(chart, h.at));
  const when = [
    ...(past.length ? [`was exact on ${list(past)}`] : []),
    ...(ahead.length ? [`${past.length ? 'is exact again' : 'is exact'} on ${list(ahead)}`] : []),
  ].join(' and ');
  return `It is back in ${signNow}, the sign your own ${planet} holds: your ${planet} return, ${planet} exactly on your natal ${position(natalPlanet.longitude)}, ${when}.`;
}
