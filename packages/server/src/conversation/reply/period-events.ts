// The sky's own markers in a period a message names: new and full Moons, eclipses, the stations of Mercury, Venus
// and Mars, and for a week the Moon's sign changes. The same for everyone; with personal timing, the natal house a
// lunation or eclipse falls in and the planets entering a natal house. Pure (ephemeris work only).
import {
  chartFlags,
  eclipses,
  houseIngresses,
  type IngressBody,
  lunations,
  moonSignChanges,
  type NatalChart,
  natalHouseOf,
  stations,
  transitingPosition,
} from '@stellara/astro';
import { ordinal } from '../chart-context.ts';
import { humanDate } from './dates.ts';
import type { Period } from './periods.ts';
import { andList } from './voices/grammar.ts';

export type PeriodEvent =
  | { kind: 'lunation'; at: string; phase: 'new' | 'full'; sign: string; house: number | null }
  | { kind: 'eclipse'; at: string; body: 'solar' | 'lunar'; type: string; sign: string; house: number | null }
  | { kind: 'station'; at: string; body: string; turns: 'retrograde' | 'direct'; sign: string }
  | { kind: 'moon-sign'; at: string; sign: string }
  | { kind: 'house-ingress'; at: string; body: string; house: number; retrograde: boolean };

const DAY_MS = 86_400_000;
/** Lunations and stations are named for a stretch up to about two months (now to the end of next month); over longer ones only eclipses stand out. */
const MONTH_DAYS = 70;
/** The Moon changes sign every two or three days: worth naming for a week, noise over a month. */
const WEEK_DAYS = 8;
/** Planets whose entry into a natal house is worth a line: the faster ones over a month, the slow ones over longer. */
const MONTH_INGRESS: readonly IngressBody[] = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
const LONG_INGRESS: readonly IngressBody[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
/** At most this many house entries are named: the slowest first, as they colour the longest stretch. */
const INGRESSES_NAMED = 2;

/** The sky's markers in the period, in time order; `natal` (personal timing only) adds the natal house. */
export function periodEvents(period: Period, natal: NatalChart | null): PeriodEvent[] {
  if (period.span === 'now') return [];
  const { from, to } = period;
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  // The sky's longitudes are tropical; the natal cusps are in the chart's own zodiac, so a light's house is read from
  // its position in that frame at the instant (a house does not depend on the zodiac it is measured in).
  const flags = natal ? chartFlags(natal) : 0;
  const houseAt = (body: 'Sun' | 'Moon', jd: number) => {
    const at = natal ? transitingPosition(body, jd, flags) : null;
    return natal && at ? natalHouseOf(natal, at.longitude) : null;
  };
  const found = eclipses(from, to);
  const out: PeriodEvent[] = found.map((e) => ({
    kind: 'eclipse',
    at: e.at,
    body: e.body,
    type: e.kind,
    sign: e.sign,
    house: houseAt(e.body === 'solar' ? 'Sun' : 'Moon', e.jd),
  }));
  if (days <= MONTH_DAYS) {
    // A lunation within a day of an eclipse is that eclipse, already named.
    const isEclipse = (at: string) => found.some((e) => Math.abs(Date.parse(e.at) - Date.parse(at)) < DAY_MS);
    for (const l of lunations(from, to)) {
      if (!isEclipse(l.at))
        out.push({ kind: 'lunation', at: l.at, phase: l.kind, sign: l.sign, house: houseAt('Moon', l.jd) });
    }
    for (const s of stations(from, to)) {
      out.push({ kind: 'station', at: s.at, body: s.body, turns: s.kind, sign: s.sign });
    }
  }
  if (natal) {
    const bodies = days <= MONTH_DAYS ? MONTH_INGRESS : LONG_INGRESS;
    const entries = houseIngresses(natal, from, to, bodies)
      .sort((a, b) => bodies.indexOf(b.body) - bodies.indexOf(a.body) || a.jd - b.jd)
      .slice(0, INGRESSES_NAMED);
    for (const e of entries) {
      out.push({ kind: 'house-ingress', at: e.at, body: e.body, house: e.house, retrograde: e.retrograde });
    }
  }
  if (days <= WEEK_DAYS) {
    for (const m of moonSignChanges(from, to)) out.push({ kind: 'moon-sign', at: m.at, sign: m.sign });
  }
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

const day = (iso: string) => humanDate(iso.slice(0, 10));
const inHouse = (house: number | null) => (house ? `, your ${ordinal(house)} house` : '');

/**
 * The events in words, one phrase per kind so a list never repeats itself: "the Moon is new in Sagittarius on 9
 * December 2026 (your 2nd house) and full in Cancer on 24 December 2026", "Mercury turns direct in Aquarius on
 * 3 March 2027", "the Moon moves into Leo on 28 November, Virgo on 30 November...".
 */
export function eventPhrases(events: readonly PeriodEvent[]): string[] {
  const out: string[] = [];
  const eclipsesIn = events.filter((e) => e.kind === 'eclipse');
  if (eclipsesIn.length) {
    const items = eclipsesIn.map((e) => `${e.sign} on ${day(e.at)} (${e.type} ${e.body}${inHouse(e.house)})`);
    out.push(`${eclipsesIn.length === 1 ? 'an eclipse in' : 'eclipses in'} ${andList(items)}`);
  }
  const lunationsIn = events.filter((e) => e.kind === 'lunation');
  if (lunationsIn.length) {
    const items = lunationsIn.map(
      (l) => `${l.phase} in ${l.sign} on ${day(l.at)}${l.house ? ` (your ${ordinal(l.house)} house)` : ''}`,
    );
    out.push(`the Moon is ${andList(items)}`);
  }
  for (const s of events.filter((e) => e.kind === 'station')) {
    out.push(`${s.body} turns ${s.turns} in ${s.sign} on ${day(s.at)}`);
  }
  const entries = events.filter((e) => e.kind === 'house-ingress');
  if (entries.length) {
    const items = entries.map(
      (e, i) =>
        `${e.body}${i === 0 ? ' moves' : ''} into your ${ordinal(e.house)} house on ${day(e.at)}${e.retrograde ? ' (moving back)' : ''}`,
    );
    out.push(andList(items));
  }
  const moonSigns = events.filter((e) => e.kind === 'moon-sign');
  if (moonSigns.length) out.push(`the Moon moves into ${andList(moonSigns.map((m) => `${m.sign} on ${day(m.at)}`))}`);
  return out;
}

/** One line per event, its date first, for a list asked for ("what to watch in December, with dates"). */
export function eventItems(events: readonly PeriodEvent[]): string[] {
  return events.map((e) => {
    const when = `**${day(e.at)}**`;
    switch (e.kind) {
      case 'eclipse':
        return `${when}: a ${e.type} ${e.body} eclipse in ${e.sign}${inHouse(e.house)}`;
      case 'lunation':
        return `${when}: ${e.phase === 'new' ? 'New' : 'Full'} Moon in ${e.sign}${inHouse(e.house)}`;
      case 'station':
        return `${when}: ${e.body} turns ${e.turns} in ${e.sign}`;
      case 'house-ingress':
        return `${when}: ${e.body} moves into your ${ordinal(e.house)} house${e.retrograde ? ' (moving back)' : ''}`;
      default:
        return `${when}: the Moon moves into ${e.sign}`;
    }
  });
}
