// Transits ranked by weight and said with their numbers. An astrologer reads the slow outer planets and contacts to
// the angles first: they last for months and shape the stretch, while a fast planet's contact is gone in days. The
// technical line gives what a technical reader checks: the transiting planet's degree and sign (and retrograde),
// the natal point's, the aspect, the orb and whether it is applying or separating; the basic line says the same
// facts in plain words. Pure: positions come from the ephemeris at the moment given.
import { type PointName, toJulianDay, transitingPosition } from '@stellara/astro';
import { type ChartContext, type ChartTransit, lookup } from '../chart-context.ts';
import { THEME } from '../phrases.ts';
import { humanDate, humanDates } from './dates.ts';
import { localDate } from './local-day.ts';
import { position } from './techniques/words.ts';
import { transitVerb } from './transit-words.ts';

/** How much a transiting body weighs: the outer planets most, then Jupiter and Chiron, the fast ones, the nodes. */
const PLANET_WEIGHT: Record<string, number> = {
  Pluto: 4,
  Neptune: 4,
  Uranus: 4,
  Saturn: 4,
  Jupiter: 3,
  Chiron: 3,
  Mars: 2,
  Sun: 2,
  Venus: 1,
  Mercury: 1,
  'North Node': 0,
  'South Node': 0,
};

/** The chart's angles: a contact to one is felt in the whole life, so it ranks with the outer planets. */
const ANGLES = new Set(['Ascendant', 'Midheaven', 'Descendant', 'IC', 'Imum Coeli']);

/** The outer planets, which a message asking about "the outer planets" means. */
export const OUTER_PLANETS = new Set(['Saturn', 'Uranus', 'Neptune', 'Pluto']);

/** A transit's weight: its planet's, plus two for an angle. */
export const transitWeight = (t: Pick<ChartTransit, 'planet' | 'target'>) =>
  (PLANET_WEIGHT[t.planet] ?? 1) + (ANGLES.has(t.target) ? 2 : 0);

/** Heaviest first (outer planets and angles), then tightest. A new array. */
export function rankTransits<T extends Pick<ChartTransit, 'planet' | 'target' | 'orb'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => transitWeight(b) - transitWeight(a) || a.orb - b.orb);
}

const day = (iso: string) => humanDate(iso.slice(0, 10));
const orbText = (orb: number) => (orb < 0.05 ? 'under 0.1°' : `${orb.toFixed(1)}°`);

/** Where the transiting planet stands at `at`: "1°07' Aquarius, retrograde". Null for a point the engine lacks. */
export function transitingPlace(planet: string, at: Date, flags: number): string | null {
  const pos = transitingPosition(planet.replace(/ /g, '_') as PointName, toJulianDay(at), flags);
  if (!pos) return null;
  return `${position(pos.longitude)}${pos.speed < 0 ? ' (retrograde)' : ''}`;
}

/** The natal point's own degree and sign: "1°57' Taurus". */
function natalPlace(chart: ChartContext, target: string): string | null {
  const p = chart.planets.find((x) => x.name === target);
  return p ? position(p.longitude) : null;
}

/** "applying" / "separating" now, or nothing when the passage is not in orb now. */
const motion = (t: ChartTransit) => (t.applying === null ? '' : t.applying ? ', applying' : ', separating');

/** The passage's dates: in orb from … to …, exact on … (every hit). */
export function passageDates(t: ChartTransit, at: Date, chart?: ChartContext): string {
  // Exact hits are instants: their day is the person's (local-day.ts) when the chart is given.
  const dayOfHit = (x: string) => (chart ? localDate(chart, x) : x.slice(0, 10));
  const past = t.exact.filter((x) => Date.parse(x) <= at.getTime()).map(dayOfHit);
  const ahead = t.exact.filter((x) => Date.parse(x) > at.getTime()).map(dayOfHit);
  const exact = [
    ...(past.length ? [`was exact on ${humanDates(past)}`] : []),
    ...(ahead.length ? [`${past.length ? 'is exact again' : 'exact'} on ${humanDates(ahead)}`] : []),
  ];
  const hits = exact.length ? exact.join(' and ') : 'close, but not exact this time';
  const span = t.start && t.end ? `in orb ${day(t.start)} to ${day(t.end)}` : t.end ? `in orb until ${day(t.end)}` : '';
  return span ? `${hits}; ${span}` : hits;
}

/**
 * One transit with its numbers (technical): "Transiting Pluto at 1°07' Aquarius squares your natal Mars at 1°57'
 * Taurus: orb 0.8°, separating; exact on …; in orb … to …".
 */
export function technicalTransitLine(chart: ChartContext, t: ChartTransit, at: Date, flags: number): string {
  const from = transitingPlace(t.planet, at, flags);
  const to = natalPlace(chart, t.target);
  return `Transiting ${t.planet}${from ? ` at ${from}` : ''} ${transitVerb(t.aspect)} your natal ${t.target}${to ? ` at ${to}` : ''}: orb ${orbText(t.orb)}${motion(t)}; ${passageDates(t, at, chart)}`;
}

/** The same transit in plain words (basic): no degrees, the point's meaning, and until when. */
export function plainTransitLine(t: ChartTransit, at: Date): string {
  const theme = lookup(THEME, t.target) ?? t.target;
  const ahead = t.exact.find((x) => Date.parse(x) > at.getTime());
  // Separating now but with a hit still ahead (a retrograde loop): easing for now, not over.
  const nearing =
    t.applying === null ? '' : t.applying ? ', still building' : ahead ? ', easing for now' : ', already easing';
  const until = t.end ? `, until ${day(t.end)}` : '';
  const peak = ahead ? ` (strongest around ${day(ahead)})` : '';
  return `Transiting ${t.planet} ${transitVerb(t.aspect)} your ${t.target} (your ${theme})${nearing}${until}${peak}`;
}
