// The sky's dates a person asks for outright: the next full or new Moon, the next eclipse, a planet entering a
// sign. Each answer opens with the computed date (and the time, in UT and where they were born), the sign, and the
// house of this chart it falls in; an entry into a sign adds its retrograde re-entries, whether it has happened, and
// the contacts the planet makes to this chart while it stays. Pure: the ephemeris is the only thing read.
import {
  aspectHits,
  chartFlags,
  EphemerisError,
  eclipses,
  InstantError,
  type Lunation,
  lunations,
  type NatalChart,
  natalHouseOf,
  type PointName,
  type SignIngress,
  type SignIngressBody,
  type SignStay,
  stayAround,
  transitingPosition,
} from '@stellara/astro';
import { type SignName, TEN_PLANETS } from '@stellara/contract';
import { type ChartContext, ordinal } from '../../chart-context.ts';
import { HOUSE_AREA } from '../../phrases.ts';
import type { Understanding } from '../../understanding/understanding.ts';
import { localMomentWords } from '../local-day.ts';
import { transitVerb } from '../transit-words.ts';
import { article } from '../voices/grammar.ts';
import { dayOf, list, position, type TechniqueAnswer } from './words.ts';

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// What is asked

const FULL =
  /\b(full ?(?:and new )?moons?|vollmond\w*|lunas? llenas?|luas? cheias?|lune piene|luna piena|pleines? lunes?|plenilunio)\b/;
const NEW =
  /\b(new ?(?:and full )?moons?|neumond\w*|lunas? nuevas?|luas? novas?|luna nuova|nouvelles? lunes?|novilunio)\b/;
const ECLIPSE = /(eclips|eclis|finsternis|blood moon|luna de sangre|lua de sangue)/;
const SOLAR = /\b(solar|solaire|sonnen\w*|del sol|do sol|sun)\b/;
const LUNAR = /\b(lunar|lunaire|mond\w*|lunare|blood moon|de sangre|de sangue)\b/;
/** A question about the sky now or ahead, not the Moon of their birth (that is the birth Moon phase). */
const AHEAD =
  /\?|\b(when|next|upcoming|coming|wann|nachste\w*|cuando|proxim\w*|quando|prossim\w*|quand|prochaine?s?|date|dates|day)\b/;
const BIRTH = /\b(born|birth|natal|nacimiento|naci|nasci|nascimento|geburt|geboren|nascita|naissance)\b/;

const MOVES =
  /\b(into|enters?|entering|entered|ingress\w*|goes in|moves? (?:in|to)|moving (?:in|to)|changes? signs?|entra\w*|ingres\w*|pasa a|passa (?:a|para|in)|geht in|wechselt|eintritt|tritt|kommt in|entre|entrera|rentre|leaves?|leaving|exits?|gets? out of|sale|saldra|sai|saira|sort|sortira|quitte|verlasst|esce|uscira)\b/;
const WHEN_IN =
  /\b(when|wann|cuando|quando|quand)\b.*\b(be|is|gets?|sera|estara|ist|sara|stara|est|ser|estar)\b.*\bin\b/;
/** The planets whose entry into a sign is answered (the Moon changes sign every two or three days). */
const INGRESS_PLANETS: readonly SignIngressBody[] = [...TEN_PLANETS.filter((p) => p !== 'Moon'), 'Chiron'];

export type SkyDateAsk =
  | { kind: 'lunation'; phases: ('new' | 'full')[] }
  | { kind: 'eclipse'; body: 'solar' | 'lunar' | null }
  | { kind: 'ingress'; planet: SignIngressBody; sign: SignName };

/** The sky's dates a message asks for, or null. `text` is the message lower-cased with accents removed. */
export function skyDateAsk(text: string, heard: Understanding): SkyDateAsk | null {
  if (ECLIPSE.test(text) && AHEAD.test(text) && !BIRTH.test(text)) {
    const solar = SOLAR.test(text) || /sonnenfinsternis/.test(text);
    const lunar = LUNAR.test(text) || /mondfinsternis/.test(text);
    return { kind: 'eclipse', body: solar === lunar ? null : solar ? 'solar' : 'lunar' };
  }
  const phases = [...(NEW.test(text) ? (['new'] as const) : []), ...(FULL.test(text) ? (['full'] as const) : [])];
  if (phases.length && AHEAD.test(text) && !BIRTH.test(text)) return { kind: 'lunation', phases };
  const planet = heard.about.points.find((p): p is SignIngressBody =>
    (INGRESS_PLANETS as readonly string[]).includes(p),
  );
  const sign = enteredSign(text, heard.about.signs);
  if (planet && sign && (MOVES.test(text) || WHEN_IN.test(text))) {
    // "My Saturn in Aries" is their own placement, unless the words say it moves.
    if (new RegExp(`\\bmy ${planet.toLowerCase()}\\b`).test(text) && !MOVES.test(text)) return null;
    return { kind: 'ingress', planet, sign };
  }
  return null;
}

/** The sign a planet is said to enter: the only one named, else the one named last ("from Pisces into Aries"). */
function enteredSign(text: string, signs: readonly SignName[]): SignName | null {
  if (signs.length <= 1) return signs[0] ?? null;
  const at = (s: SignName) => text.lastIndexOf(s.toLowerCase());
  return [...signs].sort((a, b) => at(b) - at(a))[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Shared wording

/** "23 December 2026 at 19:28 Mexico City time (24 December, 01:28 UT)": in the person's zone (local-day.ts). */
function when(chart: ChartContext, iso: string): string {
  return localMomentWords(chart, iso);
}

/** The natal house a light falls in at an instant; null without a birth time. */
function houseAt(chart: ChartContext, body: 'Sun' | 'Moon', jd: number): number | null {
  const natal = chart.birth?.natal;
  if (!natal || chart.timeUnknown) return null;
  const at = transitingPosition(body, jd, chartFlags(natal));
  return at ? natalHouseOf(natal, at.longitude) : null;
}

const inHouse = (house: number | null) => (house ? `, in your ${ordinal(house)} house` : '');

// ---------------------------------------------------------------------------------------------
// The next lunation or eclipse

const PHASE_WORD = { new: 'new Moon', full: 'full Moon' } as const;
const PHASE_MEANING = {
  new: 'A new Moon is a quiet start: a good few days to begin something small in',
  full: 'A full Moon brings things to a head: what has been building shows, often with feeling, in',
} as const;

export function lunationAnswer(chart: ChartContext, phases: readonly ('new' | 'full')[], now: Date): TechniqueAnswer {
  const ahead = lunations(now, new Date(now.getTime() + 40 * DAY_MS));
  const wanted = phases.map((p) => ahead.find((l) => l.kind === p)).filter((l): l is Lunation => !!l);
  wanted.sort((a, b) => a.jd - b.jd);
  const lines = wanted.map((l) => ({ l, house: houseAt(chart, 'Moon', l.jd) }));
  const [first, second] = lines;
  if (!first) throw new RangeError('no lunation found in the next 40 days');
  const say = (x: { l: Lunation; house: number | null }) =>
    `the next ${PHASE_WORD[x.l.kind]} is on ${when(chart, x.l.at)}, in ${x.l.sign}${inHouse(x.house)}`;
  const answer = `${capitalFirst(say(first))}${second ? `, and ${say(second)}` : ''}.`;
  const details = lines
    .filter((x) => x.house)
    .map((x) => `${PHASE_MEANING[x.l.kind]} ${HOUSE_AREA[x.house!]} for you.`);
  if (!lines.some((x) => x.house))
    details.push(
      chart.timeUnknown
        ? 'Without your birth time I cannot say which of your houses it falls in.'
        : `It is the same sky for everyone; what it touches in you depends on the house it falls in.`,
    );
  // The one after, so a date just past is never the only thing they get.
  if (lines.length === 1) {
    const other = ahead.find((l) => l.kind !== first.l.kind && l.jd > first.l.jd);
    if (other)
      details.push(
        `The ${PHASE_WORD[other.kind]} after it is on ${dayOf(chart, other.at)}, in ${other.sign}${inHouse(houseAt(chart, 'Moon', other.jd))}.`,
      );
  }
  return {
    technique: 'lunation',
    answer,
    details,
    technical: lines.map(
      (x) =>
        `${PHASE_WORD[x.l.kind]}: ${x.l.at.slice(0, 16).replace('T', ' ')} UT, Moon at ${position(x.l.longitude)}.`,
    ),
    ids: lines.map((x) => `${PHASE_WORD[x.l.kind]} ${x.l.at.slice(0, 10)}`),
    closing: 'If you like, I can look at what else that month holds for you.',
  };
}

const ECLIPSE_MEANING =
  'Eclipses are the louder cousins of new and full Moons: what they touch tends to change over the months around them, in';

export function eclipseAnswer(chart: ChartContext, body: 'solar' | 'lunar' | null, now: Date): TechniqueAnswer {
  const ahead = eclipses(now, new Date(now.getTime() + 2 * 365 * DAY_MS)).filter((e) => !body || e.body === body);
  const [next, after] = ahead;
  if (!next) throw new RangeError('no eclipse found in the next two years');
  const house = houseAt(chart, next.body === 'solar' ? 'Sun' : 'Moon', next.jd);
  const name = (e: typeof next) => `${e.kind} ${e.body} eclipse`;
  const a = (e: typeof next) => article(name(e));
  const details = [
    house
      ? `${ECLIPSE_MEANING} ${HOUSE_AREA[house]} for you.`
      : 'Without your birth time I cannot say which of your houses it falls in.',
  ];
  if (after)
    details.push(
      `The one after it is ${a(after)} on ${dayOf(chart, after.at)}, in ${after.sign}${inHouse(houseAt(chart, after.body === 'solar' ? 'Sun' : 'Moon', after.jd))}.`,
    );
  return {
    technique: 'eclipse',
    answer: `The next ${body ? `${body} ` : ''}eclipse is ${a(next)} on ${when(chart, next.at)}, in ${next.sign}${inHouse(house)}.`,
    details,
    technical: [
      `${name(next)}: greatest eclipse ${next.at.slice(0, 16).replace('T', ' ')} UT at ${position(next.longitude)}.`,
    ],
    ids: [`${name(next)} ${next.at.slice(0, 10)}`],
    closing: 'If you like, I can look at what else those months hold for you.',
  };
}

// ---------------------------------------------------------------------------------------------
// A planet entering a sign

/** The natal points a passing planet's contacts are read to (the angles only with a birth time). */
function contactTargets(chart: ChartContext): PointName[] {
  const planets: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
  return chart.timeUnknown ? planets : [...planets, 'Ascendant', 'Medium_Coeli'];
}

const targetName = (p: PointName) => (p === 'Medium_Coeli' ? 'Midheaven' : p);

/** At most this many contacts are named, the strongest: the lights and angles, and the hard aspects, first. */
const MOST_CONTACTS = 4;
const TARGET_WEIGHT: Record<string, number> = {
  Sun: 3,
  Moon: 3,
  Ascendant: 3,
  Midheaven: 3,
  Mercury: 2,
  Venus: 2,
  Mars: 2,
};
const ASPECT_WEIGHT: Record<string, number> = { conjunction: 3, opposition: 2, square: 2, trine: 1, sextile: 1 };
const weight = (c: { aspect: string; target: string }) =>
  (TARGET_WEIGHT[c.target] ?? 1) + (ASPECT_WEIGHT[c.aspect] ?? 0);

/** The contacts the planet makes to this chart during its stay, one per aspect and point, with every exact date. */
function stayContacts(natal: NatalChart, chart: ChartContext, stay: SignStay) {
  const end = stay.end?.at ?? new Date(Date.parse(stay.start.at) + 3 * 365 * DAY_MS).toISOString();
  // Only while it is in the sign: a retrograde dip back into the sign before is not this stay.
  const hits = aspectHits(natal, stay.start.at, end, [stay.body], contactTargets(chart)).filter(
    (h) => h.body !== targetName(h.target) && lastCrossingIsEntry(stay, Date.parse(h.at)),
  );
  const grouped = new Map<string, { aspect: string; target: string; dates: string[] }>();
  for (const h of hits) {
    const key = `${h.aspect} ${h.target}`;
    const g = grouped.get(key) ?? { aspect: h.aspect, target: targetName(h.target), dates: [] };
    g.dates.push(h.at);
    grouped.set(key, g);
  }
  return [...grouped.values()];
}

export function ingressAnswer(
  chart: ChartContext,
  planet: SignIngressBody,
  sign: SignName,
  now: Date,
): TechniqueAnswer | null {
  const found = stayAround(planet, sign, now);
  if (!found) return null;
  const { stay, when: tense } = found;
  const day = (i: SignIngress) => dayOf(chart, i.at);
  const [first, ...again] = stay.entries;
  const dip = stay.exits.find((x) => !stay.end || x.jd < stay.end.jd);
  const past = tense !== 'ahead';
  // "first on X, slips back into Pisces on Y, and returns for good on Z": every entry a calendar would show.
  const path = again.length
    ? `first on ${day(first!)}, ${past ? 'slipped' : 'slips'} back into ${dip?.sign ?? 'the sign before'}${dip ? ` on ${day(dip)}` : ''}, and ${past ? 'came' : 'comes'} back for good on ${day(again.at(-1)!)}`
    : `on ${day(first!)}`;
  const t = now.getTime();
  const inside = lastCrossingIsEntry(stay, t);
  const answer =
    tense === 'ahead'
      ? `${planet} next enters ${sign} ${path}${stay.end ? `; it stays until ${day(stay.end)}` : ''}.`
      : tense === 'now'
        ? `That has already begun: ${planet} entered ${sign} ${path}${stay.end ? `; it stays until ${day(stay.end)}` : ''}${inside ? '' : '; right now it has stepped back out for a while'}.`
        : `That has already happened: ${planet} was in ${sign} from ${day(first!)} to ${stay.end ? day(stay.end) : 'the end of the stay'}.`;
  const natal = chart.birth?.natal;
  const contacts = natal && tense !== 'past' ? stayContacts(natal, chart, stay) : [];
  const details: string[] = [];
  const named = [...contacts].sort((a, b) => weight(b) - weight(a)).slice(0, MOST_CONTACTS);
  const shown = contacts.filter((c) => named.includes(c));
  if (shown.length) {
    const line = (c: (typeof contacts)[number]) => {
      const future = c.dates.filter((d) => Date.parse(d) > t);
      const dates = list(c.dates.map((d) => dayOf(chart, d)));
      const ahead =
        future.length && future.length < c.dates.length
          ? `; still ahead: ${list(future.map((d) => dayOf(chart, d)))}`
          : '';
      return `${transitVerb(c.aspect)} your ${c.target} (exact ${dates}${ahead})`;
    };
    details.push(`Yes, it touches your chart: while it is there, ${planet} ${list(shown.map(line))}.`);
    const rest = contacts.length - shown.length;
    if (rest) details.push(`It makes ${rest} lighter contact${rest > 1 ? 's' : ''} besides.`);
  } else if (natal && tense !== 'past') {
    details.push(
      `While it is there, ${planet} makes no exact major contact to your planets or angles: for you it is a background change more than a personal one.`,
    );
  }
  return {
    technique: 'ingress',
    answer,
    details,
    technical: [
      ...stay.entries.map(
        (e) => `Enters ${sign}: ${e.at.slice(0, 16).replace('T', ' ')} UT${e.retrograde ? ' (retrograde)' : ''}.`,
      ),
      ...stay.exits.map(
        (e) => `Leaves for ${e.sign}: ${e.at.slice(0, 16).replace('T', ' ')} UT${e.retrograde ? ' (retrograde)' : ''}.`,
      ),
    ],
    ids: [`${planet} into ${sign}`],
    closing: 'Ask me about any of these contacts and I will read what it may bring.',
  };
}

/** Whether the planet is inside the sign at t (a retrograde dip out of it and back is "outside"). */
function lastCrossingIsEntry(stay: SignStay, t: number): boolean {
  const crossings = [
    ...stay.entries.map((e) => ({ jd: e.jd, in: true })),
    ...stay.exits.map((e) => ({ jd: e.jd, in: false })),
  ]
    .filter((c) => c.jd <= t / DAY_MS + 2_440_587.5)
    .sort((a, b) => a.jd - b.jd);
  return crossings.at(-1)?.in ?? false;
}

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The computed answer to a sky-date ask; null when the stay is beyond the ephemeris. */
export function skyDateAnswer(chart: ChartContext, ask: SkyDateAsk, now: Date): TechniqueAnswer | null {
  try {
    if (ask.kind === 'lunation') return lunationAnswer(chart, ask.phases, now);
    if (ask.kind === 'eclipse') return eclipseAnswer(chart, ask.body, now);
    return ingressAnswer(chart, ask.planet, ask.sign, now);
  } catch (error) {
    // A date outside the ephemeris: answered without the numbers, by the reading. Anything else is a bug.
    if (error instanceof RangeError || error instanceof EphemerisError || error instanceof InstantError) return null;
    throw error;
  }
}
