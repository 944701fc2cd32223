// The events of a member's calendar feed, pure (no I/O): the coming year's sky (new and full Moons, eclipses,
// stations, planets changing sign) and, by plan, what it does to their own chart (the natal house a lunation or
// eclipse falls in, their solar return and the returns of the slow planets, the exact hits of slow transits from the
// one transit model). Each event carries a UID made of what it is and the day it happens, never of when the feed was
// made, so a calendar app updates an event instead of adding it twice. Stellara's own words.
import {
  chartFlags,
  type Eclipse,
  eclipses,
  type Lunation,
  lunations,
  type NatalChart,
  natalHouseOf,
  planetaryReturns,
  type ReturnBody,
  type SignIngress,
  STATION_BODIES,
  type Station,
  signIngresses,
  solarReturn,
  stations,
  transitingPosition,
  transitPassages,
} from '@stellara/astro';
import { canUseFeature, type Tier } from '@stellara/contract/plans';
import { displayPointName, HOUSE_AREA, SIGN_STYLE, THEME } from '../conversation/index.ts';
import { ASPECT_FEEL, ASPECT_VERB, NATAL_TARGETS, YEAR_ASPECTS, YEAR_PLANETS } from '../member-charts/index.ts';

const DAY_MS = 86_400_000;
/** The feed looks a year ahead. */
export const CALENDAR_DAYS = 365;

/**
 * What a feed holds, by the member's plan as it is when the calendar app asks (a downgrade applies at the next
 * refresh):
 * - sky: the general sky only (free: no personal timing, as the plan rules say);
 * - personal: plus the natal house of each lunation and eclipse, the solar return and the slow planets' returns
 *   and oppositions (plus: personal transit forecasts);
 * - timing: plus the exact hits of the slow planets' transits to the chart (pro: advanced transit timing, the year
 *   ahead that the Current Transits page shows only to pro).
 */
export type CalendarLevel = 'sky' | 'personal' | 'timing';

export function calendarLevel(plan: Tier): CalendarLevel {
  if (canUseFeature(plan, 'transitTiming')) return 'timing';
  if (canUseFeature(plan, 'transits')) return 'personal';
  return 'sky';
}

export type CalendarEventKind =
  | 'lunation'
  | 'eclipse'
  | 'station'
  | 'ingress'
  | 'solar-return'
  | 'planet-return'
  | 'transit';

export interface CalendarEvent {
  /** Stable: kind, bodies and the UT day of the exact moment. */
  uid: string;
  kind: CalendarEventKind;
  /** The exact moment, ISO UT to the second (the transit model's or the sky's own). */
  at: string;
  /** True where the hour does not matter (a slow transit, a return, a station): shown on its day where the member lives. */
  allDay: boolean;
  summary: string;
  description: string;
}

const dayKey = (iso: string) => iso.slice(0, 10).replaceAll('-', '');
const slug = (...parts: (string | number)[]) =>
  parts
    .map((p) =>
      String(p)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-'),
    )
    .join('-')
    .replace(/-+/g, '-');
const ordinal = (house: number) => `${house}${['st', 'nd', 'rd'][house - 1] ?? 'th'}`;
const houseArea = (house: number) => HOUSE_AREA[house] ?? 'this part of your life';
const degreeIn = (longitude: number) => Math.floor(longitude % 30);

const SOLAR_ECLIPSE_WORDS = {
  total: 'total solar eclipse',
  annular: 'annular solar eclipse',
  hybrid: 'hybrid solar eclipse',
  partial: 'partial solar eclipse',
} as const;
const LUNAR_ECLIPSE_WORDS = {
  total: 'total lunar eclipse',
  partial: 'partial lunar eclipse',
  penumbral: 'penumbral lunar eclipse',
} as const;

const STATION_WORDS: Record<string, string> = {
  Mercury: 'plans, messages and journeys',
  Venus: 'love, money and what you value',
  Mars: 'drive, effort and disputes',
  Jupiter: 'growth, faith and opportunity',
  Saturn: 'duties, limits and long projects',
  Uranus: 'sudden change and the wish for freedom',
  Neptune: 'dreams, ideals and what is unclear',
  Pluto: 'power, control and deep change',
  Chiron: 'old hurts and how you tend them',
};

/** The slow planets whose returns and oppositions a calendar carries, with what each cycle is about. */
const CYCLES: { body: ReturnBody; aspect: 'conjunction' | 'opposition'; words: string }[] = [
  {
    body: 'Jupiter',
    aspect: 'conjunction',
    words: 'Jupiter is back where it was when you were born: a twelve-year cycle of growth starts again.',
  },
  {
    body: 'Jupiter',
    aspect: 'opposition',
    words:
      'Jupiter stands opposite its place at your birth: halfway through its twelve-year cycle, a time to see what has grown.',
  },
  {
    body: 'Saturn',
    aspect: 'conjunction',
    words:
      'Saturn is back where it was when you were born: the return that asks what you have built and what you want to carry on building.',
  },
  {
    body: 'Saturn',
    aspect: 'opposition',
    words:
      'Saturn stands opposite its place at your birth: halfway through its cycle, a check on the structures of your life.',
  },
  {
    body: 'Chiron',
    aspect: 'conjunction',
    words:
      'Chiron is back where it was when you were born, about fifty years on: old hurts come up to be understood, not to be relived.',
  },
  {
    body: 'Chiron',
    aspect: 'opposition',
    words:
      'Chiron stands opposite its place at your birth: an old hurt may show itself through someone else, and asks for care.',
  },
];

function skyEvents(natal: NatalChart | null, sky: Sky): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  // The natal house of a light at an instant, read in the chart's own zodiac and perspective (the sky's positions
  // above are tropical and geocentric; the cusps may be sidereal).
  // A chart without a birth time has no houses: its events name none.
  const housed = natal && !natal.timeUnknown ? natal : null;
  const flags = housed ? chartFlags(housed) : 0;
  const houseOf = (body: 'Sun' | 'Moon', jd: number) => {
    const at = housed ? transitingPosition(body, jd, flags) : null;
    return housed && at ? natalHouseOf(housed, at.longitude) : null;
  };

  for (const l of sky.lunations) {
    const house = houseOf('Moon', l.jd);
    const name = l.kind === 'new' ? 'New Moon' : 'Full Moon';
    const where = house ? `, in your ${ordinal(house)} house` : '';
    const meaning =
      l.kind === 'new'
        ? 'The Sun and Moon meet: a quiet start, good for choosing one thing to begin.'
        : 'The Moon stands opposite the Sun, fully lit: what has been building comes into view, and something may be ready to finish.';
    const personal = house ? ` For you it falls on ${houseArea(house)}.` : '';
    out.push({
      uid: slug('lunation', l.kind, dayKey(l.at)),
      kind: 'lunation',
      at: l.at,
      allDay: false,
      summary: `${name} in ${l.sign}${where}`,
      description: `${name} at ${degreeIn(l.longitude)}° ${l.sign}. ${meaning}${personal}`,
    });
  }

  for (const e of sky.eclipses) {
    const house = houseOf(e.body === 'solar' ? 'Sun' : 'Moon', e.jd);
    const words = e.body === 'solar' ? SOLAR_ECLIPSE_WORDS[e.kind] : LUNAR_ECLIPSE_WORDS[e.kind];
    const name = words.charAt(0).toUpperCase() + words.slice(1);
    const meaning =
      e.body === 'solar'
        ? 'A New Moon that darkens the Sun: a start that tends to show its meaning over the following months.'
        : 'A Full Moon in the Earth’s shadow: an ending or a release that has been a while coming.';
    const personal = house ? ` In your chart it lands in the ${ordinal(house)} house: ${houseArea(house)}.` : '';
    out.push({
      uid: slug('eclipse', e.body, dayKey(e.at)),
      kind: 'eclipse',
      at: e.at,
      allDay: false,
      summary: `${name} in ${e.sign}${house ? `, in your ${ordinal(house)} house` : ''}`,
      description: `${name} at ${degreeIn(e.longitude)}° ${e.sign}. ${meaning}${personal}`,
    });
  }

  for (const s of sky.stations) {
    const turning = s.kind === 'retrograde' ? 'turns retrograde' : 'turns direct';
    const meaning =
      s.kind === 'retrograde'
        ? `It seems to stand still, then move backwards: a season for going over ${STATION_WORDS[s.body]} again rather than pushing ahead.`
        : `It seems to stand still, then move forward again: ${STATION_WORDS[s.body]} start to move after a time of review.`;
    out.push({
      uid: slug('station', s.body, s.kind, dayKey(s.at)),
      kind: 'station',
      at: s.at,
      allDay: true,
      summary: `${s.body} ${turning} in ${s.sign}`,
      description: `${s.body} ${turning} at ${degreeIn(s.longitude)}° ${s.sign}. ${meaning}`,
    });
  }

  for (const i of sky.ingresses) {
    const name = displayPointName(i.body);
    out.push({
      uid: slug('ingress', i.body, i.sign, dayKey(i.at)),
      kind: 'ingress',
      at: i.at,
      allDay: false,
      summary: i.retrograde ? `${name} slips back into ${i.sign}` : `${name} enters ${i.sign}`,
      description: i.retrograde
        ? `${name}, moving backwards, leaves ${i.from} and returns to ${i.sign} for a while: unfinished business there gets another look.`
        : `${name} leaves ${i.from} and enters ${i.sign}: ${THEME[name as keyof typeof THEME] ?? 'its themes'} turn ${SIGN_STYLE[i.sign]}.`,
    });
  }
  return out;
}

function returnEvents(natal: NatalChart, from: Date, to: Date): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  if (natal.perspective !== 'Heliocentric') {
    for (const year of [from.getUTCFullYear(), from.getUTCFullYear() + 1]) {
      const sr = solarReturn(natal, year);
      const t = Date.parse(sr.at);
      if (t < from.getTime() || t >= to.getTime()) continue;
      out.push({
        uid: slug('solar-return', year),
        kind: 'solar-return',
        at: sr.at,
        allDay: false,
        summary: 'Your solar return',
        description:
          'The Sun comes back to the exact place it held when you were born: your astrological new year, and a good moment to ask what you want from the next one.',
      });
    }
  }
  const birth = Date.parse(natal.utc);
  const untilAge = (to.getTime() - birth) / (365.2425 * DAY_MS) + 1;
  for (const cycle of CYCLES) {
    const result = planetaryReturns(natal, cycle.body, { aspect: cycle.aspect, untilAge });
    for (const r of result.returns) {
      for (const [i, hit] of r.hits.entries()) {
        const t = Date.parse(hit.at);
        if (t < from.getTime() || t >= to.getTime()) continue;
        const of = r.hits.length > 1 ? ` (pass ${i + 1} of ${r.hits.length})` : '';
        const name = cycle.aspect === 'conjunction' ? `${cycle.body} return` : `${cycle.body} opposite its birth place`;
        out.push({
          uid: slug('cycle', cycle.body, cycle.aspect, dayKey(hit.at)),
          kind: 'planet-return',
          at: hit.at,
          allDay: true,
          summary: `Your ${name}${of}`,
          description: `${cycle.words}${hit.retrograde ? ` ${cycle.body} is moving backwards on this pass.` : ''}`,
        });
      }
    }
  }
  return out;
}

/** The exact hits of the slow planets' transits within the window: the same passages as the year view. */
function transitEvents(natal: NatalChart, from: Date, to: Date): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  const passages = transitPassages(natal, from, to, {
    transiting: YEAR_PLANETS,
    targets: NATAL_TARGETS,
    aspects: YEAR_ASPECTS,
  });
  for (const p of passages) {
    const aspect = p.aspect as (typeof YEAR_ASPECTS)[number];
    const planet = displayPointName(p.transiting);
    const target = displayPointName(p.natal);
    for (const hit of p.exact) {
      const t = Date.parse(hit.at);
      if (t < from.getTime() || t >= to.getTime()) continue;
      const meeting =
        planet === target
          ? `${planet} ${ASPECT_VERB[aspect]} its own birth position`
          : `${planet} ${ASPECT_VERB[aspect]} your ${target}`;
      const span =
        p.start && p.end
          ? ` It is in orb from ${p.start.slice(0, 10)} to ${p.end.slice(0, 10)}; this is its exact day.`
          : ' This is its exact day.';
      const house = p.house
        ? ` ${planet} is working through your ${ordinal(p.house)} house: ${houseArea(p.house)}.`
        : '';
      out.push({
        uid: slug('transit', p.transiting, p.aspect, p.natal, dayKey(hit.at)),
        kind: 'transit',
        at: hit.at,
        allDay: true,
        summary: `${meeting.charAt(0).toUpperCase()}${meeting.slice(1)}${hit.retrograde ? ' (retrograde)' : ''}`,
        description: `${meeting}: ${ASPECT_FEEL[aspect]}.${span}${house}`,
      });
    }
  }
  return out;
}

/** The sky's own events of a window: the same for every member, so a day's is worked out once and shared. */
export interface Sky {
  from: string;
  to: string;
  lunations: Lunation[];
  eclipses: Eclipse[];
  stations: Station[];
  ingresses: SignIngress[];
}

export function skyOf(from: Date, days = CALENDAR_DAYS): Sky {
  const to = new Date(from.getTime() + days * DAY_MS);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    lunations: lunations(from, to),
    eclipses: eclipses(from, to),
    stations: stations(from, to, STATION_BODIES),
    ingresses: signIngresses(from, to),
  };
}

/**
 * Every event of a feed from `from` for `days`, in time order. `natal` is null for a member without birth data
 * (the sky only, whatever the plan). `sky` is the window's skyOf, when the caller keeps it.
 */
export function calendarEvents(
  natal: NatalChart | null,
  level: CalendarLevel,
  from: Date,
  days = CALENDAR_DAYS,
  sky: Sky = skyOf(from, days),
): CalendarEvent[] {
  const to = new Date(from.getTime() + days * DAY_MS);
  if (sky.from !== from.toISOString() || sky.to !== to.toISOString())
    throw new RangeError('the sky is of another window');
  const personal = natal && level !== 'sky' ? natal : null;
  const events = skyEvents(personal, sky);
  if (personal) events.push(...returnEvents(personal, from, to));
  if (personal && level === 'timing') events.push(...transitEvents(personal, from, to));
  return events.sort((a, b) => a.at.localeCompare(b.at) || a.uid.localeCompare(b.uid));
}
