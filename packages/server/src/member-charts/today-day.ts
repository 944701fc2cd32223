// What is new in the sky on one local day, for one chart, pure (the day is the input, so a test sets the clock):
// the day's eclipse, lunation, stations, the Moon's sign change and the natal house it moves through, and for plus
// and pro the Moon's exact contacts to the chart and a slow transit's exact hit. The card leads with the first kind
// in a fixed order (TODAY_ITEM_KINDS) that the day has: the rare before the everyday, the personal before the general,
// so the lead changes from day to day; the slow passage in the background is one line of context.
import {
  aspectHits,
  eclipses,
  houseIngresses,
  longitudeInFrameOf,
  lunations,
  moonSignChanges,
  type NatalChart,
  natalHouseOf,
  type PointName,
  stations,
} from '@stellara/astro';
import {
  ASPECT_WORDS,
  type MemberTransit,
  ORDINAL_NUMBERS,
  type SignName,
  TODAY_ITEM_KINDS,
  type TodayBackground,
  type TodayItem,
  transitQuestion,
} from '@stellara/contract';
import { displayPointName, HOUSE_AREA, lookup, SIGN_STYLE, THEME } from '../conversation/index.ts';
import { NATAL_TARGETS, shortDate } from './member-charts.ts';

export interface DayInput {
  /** The person's local day: local midnight to the next. */
  day: { start: Date; end: Date };
  /** Their IANA zone, for the times the words name. */
  zone: string;
  /** The instant the Moon is read at (within the day), and its sign then. */
  at: Date;
  moonSign: SignName;
  /** Their natal chart, or null without birth data. */
  natal: NatalChart | null;
  /** Personal timing (plus and pro): the Moon's contacts, a slow transit's exact hit, the background passage. */
  personal: boolean;
  /** The transits in orb at `at`, strongest first (member-charts `activeTransits`); empty when not personal. */
  active: readonly MemberTransit[];
}

export interface TodayDay {
  lead: TodayItem;
  more: TodayItem[];
  moonHouse: { house: number; enters: { house: number; at: string } | null } | null;
  background: TodayBackground | null;
}

/** Slow enough that an exact hit is an event and a passage a background: Jupiter outwards, Chiron, the Node. */
const SLOW = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'North Node']);
/** Which of the day's Moon contacts leads: the strongest aspect to the most personal point (then the earliest). */
const ASPECT_WEIGHT = { conjunction: 5, opposition: 4, square: 4, trine: 3, sextile: 2 } as const;
const TARGET_WEIGHT: Partial<Record<PointName, number>> = {
  Sun: 3,
  Moon: 3,
  Ascendant: 3,
  Venus: 2,
  Mars: 2,
  Mercury: 2,
  Medium_Coeli: 2,
};
/** How an aspect works, said of a plural subject ("your feelings rub against ..."). */
const ASPECT_MOOD = {
  conjunction: 'run together with',
  opposition: 'pull against',
  square: 'rub against',
  trine: 'flow easily with',
  sextile: 'open a small door for',
} as const;
/** The same of one planet ("Saturn presses on ..."). */
const ASPECT_ACT = {
  conjunction: 'meets',
  opposition: 'faces',
  square: 'presses on',
  trine: 'flows with',
  sextile: 'opens a door to',
} as const;
/** The Moon contacts listed besides the lead: the strongest few (the Moon makes four to eight a day). */
const MOON_CONTACTS_SHOWN = 3;

const ordinal = (house: number) => ORDINAL_NUMBERS[house - 1]!;
const inHouse = (house: number | null) => (house === null ? '' : `, in your ${ordinal(house)} house`);
const area = (house: number) => HOUSE_AREA[house]!;

/** "14:20" on the person's wall clock. */
export function clockTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    hourCycle: 'h23',
  }).format(new Date(iso));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Everything the day holds, in the order the card ranks it, and the natal house the Moon moves through. */
export function pickToday(input: DayInput): TodayDay {
  const { day, zone, natal, personal } = input;
  const from = day.start;
  const to = day.end;
  const time = (iso: string) => clockTime(iso, zone);
  // A chart without a birth time has no houses for the sky to move through.
  const housed = natal && !natal.timeUnknown ? natal : null;
  const houseOf = (longitude: number) => (housed ? natalHouseOf(housed, longitude) : null);
  const items: TodayItem[] = [];
  const item = (kind: TodayItem['kind'], title: string, detail: string, at: string | null): TodayItem => ({
    kind,
    title,
    detail,
    at,
    question: null,
    about: null,
  });

  for (const e of eclipses(from, to)) {
    const house = houseOf(e.longitude);
    const where = house ? ` for ${area(house)}` : '';
    items.push(
      item(
        'eclipse',
        `${capital(e.kind)} ${e.body} eclipse in ${e.sign}${inHouse(house)}`,
        e.body === 'solar'
          ? `A new Moon with extra weight: a door opens${where}, often in ways you did not plan. Greatest at ${time(e.at)}.`
          : `A full Moon with extra weight: something${where} comes to a head and asks to be let go. Greatest at ${time(e.at)}.`,
        e.at,
      ),
    );
  }
  // An eclipse is its lunation told more fully: the lunation of that day is not listed twice.
  const eclipsed = items.length > 0;
  for (const l of eclipsed ? [] : lunations(from, to)) {
    const house = houseOf(l.longitude);
    const where = house ? ` for ${area(house)}` : '';
    items.push(
      item(
        'lunation',
        `${l.kind === 'new' ? 'New' : 'Full'} Moon in ${l.sign}${inHouse(house)}`,
        l.kind === 'new'
          ? `A fresh start${where}: a good day to name what you want to begin. Exact at ${time(l.at)}.`
          : `Something ripens${where}: what you started around the last new Moon comes into view. Exact at ${time(l.at)}.`,
        l.at,
      ),
    );
  }
  if (personal && natal) {
    for (const t of input.active) {
      if (!SLOW.has(t.planet)) continue;
      const hit = t.exact.find((x) => Date.parse(x) >= from.getTime() && Date.parse(x) < to.getTime());
      if (!hit) continue;
      const span = t.start && t.end ? `, the peak of a passage from ${shortDate(t.start)} to ${shortDate(t.end)}` : '';
      items.push({
        ...item(
          'exact',
          `${t.planet} exactly ${ASPECT_WORDS[t.aspect]} your ${targetWord(t.planet, t.target)} today`,
          `${t.planet} ${ASPECT_ACT[t.aspect]} your ${lookup(THEME, t.target) ?? t.target}: exact at ${time(hit)}${span}.`,
          hit,
        ),
        question: transitQuestion(t),
        about: { planet: t.planet, aspect: t.aspect, target: t.target },
      });
    }
  }
  for (const s of stations(from, to)) {
    const house = houseOf(s.longitude);
    items.push(
      item(
        'station',
        `${s.body} turns ${s.kind} in ${s.sign}${inHouse(house)}`,
        s.kind === 'retrograde'
          ? `${s.body} stands still at ${time(s.at)} and starts back: weeks for reviewing and mending${house ? ` around ${area(house)}` : ''} rather than launching.`
          : `${s.body} stands still at ${time(s.at)} and moves forward again: what stalled${house ? ` around ${area(house)}` : ''} can start to move.`,
        s.at,
      ),
    );
  }
  if (personal && natal) {
    // No contact to an angle a chart without a birth time does not have.
    const targets = natal.timeUnknown
      ? NATAL_TARGETS.filter((p) => p !== 'Ascendant' && p !== 'Medium_Coeli')
      : NATAL_TARGETS;
    const contacts = aspectHits(natal, from, to, ['Moon'], targets).sort(
      (a, b) =>
        ASPECT_WEIGHT[b.aspect] +
          (TARGET_WEIGHT[b.target] ?? 1) -
          (ASPECT_WEIGHT[a.aspect] + (TARGET_WEIGHT[a.target] ?? 1)) || a.jd - b.jd,
    );
    for (const c of contacts.slice(0, MOON_CONTACTS_SHOWN)) {
      const target = displayPointName(c.target);
      items.push({
        ...item(
          'moon-contact',
          `Moon ${ASPECT_WORDS[c.aspect]} your ${targetWord('Moon', target)} at ${time(c.at)}`,
          `For a few hours your feelings ${ASPECT_MOOD[c.aspect]} your ${lookup(THEME, target) ?? target}. Notice what it stirs before acting on it.`,
          c.at,
        ),
        question: `What does the Moon ${ASPECT_WORDS[c.aspect]} my ${targetWord('Moon', target)} today mean for me?`,
        about: { planet: 'Moon', aspect: c.aspect, target },
      });
    }
  }
  for (const m of moonSignChanges(from, to)) {
    items.push(
      item(
        'moon-sign',
        `Moon enters ${m.sign} at ${time(m.at)}`,
        `The mood of the day turns from ${SIGN_STYLE[m.from] ?? m.from} to ${SIGN_STYLE[m.sign] ?? m.sign}.`,
        m.at,
      ),
    );
  }
  let moonHouse: TodayDay['moonHouse'] = null;
  if (housed) {
    const moonAt = longitudeInFrameOf(housed, 'Moon', input.at);
    const enters = houseIngresses(housed, from, to, ['Moon']).filter((i) => !i.retrograde);
    for (const i of enters) {
      items.push(
        item(
          'moon-house',
          `Moon enters your ${ordinal(i.house)} house at ${time(i.at)}`,
          `For the next two days or so, feelings gather around ${area(i.house)}.`,
          i.at,
        ),
      );
    }
    const next = enters.find((i) => Date.parse(i.at) > input.at.getTime());
    moonHouse = {
      house: natalHouseOf(housed, moonAt),
      enters: next ? { house: next.house, at: next.at } : null,
    };
  }
  // Always there, last: the Moon in its sign (and, with a chart, the house it moves through).
  const sign = input.moonSign;
  items.push(
    item(
      'moon',
      `Moon in ${sign}${inHouse(moonHouse?.house ?? null)}`,
      `The mood leans ${SIGN_STYLE[sign] ?? sign}${moonHouse ? `, and feelings gather around ${area(moonHouse.house)}` : ''}.`,
      null,
    ),
  );

  const rank = (k: TodayItem['kind']) => TODAY_ITEM_KINDS.indexOf(k);
  // Stable: within a kind, the order above (eclipses and lunations by time, Moon contacts by weight).
  const ordered = items.map((x, i) => ({ x, i })).sort((a, b) => rank(a.x.kind) - rank(b.x.kind) || a.i - b.i);
  const [lead, ...more] = ordered.map((o) => o.x) as [TodayItem, ...TodayItem[]];
  return { lead, more, moonHouse, background: personal ? backgroundOf(input.active) : null };
}

/** "natal Moon" when a planet meets its own birth position, else the point's name. */
function targetWord(planet: string, target: string): string {
  return planet === target ? `natal ${target}` : target;
}

/** The slow passage the day sits in: the strongest slow transit in orb (the Current Transits page's order). */
export function backgroundOf(active: readonly MemberTransit[]): TodayBackground | null {
  const t = active.find((x) => SLOW.has(x.planet));
  if (!t) return null;
  return {
    planet: t.planet,
    aspect: t.aspect,
    target: t.target,
    orb: t.orb,
    start: t.start,
    end: t.end,
    meaning: t.description,
    question: transitQuestion(t),
  };
}
