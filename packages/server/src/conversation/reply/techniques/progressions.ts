// Secondary progressions asked for ("where's my progressed moon?", "¿en qué signo está mi sol progresado?", "when
// does my progressed moon change sign?"): the progressed position first, with its natal house and the progressed
// Moon's next sign entry, then one plain sentence on what a progression is. Personal timing is Plus's: below it the
// answer says what progressions are and where they are read, never the person's own. Pure.
import {
  PROGRESSED_BODIES,
  type ProgressedBody,
  type Progressions,
  progressedAngles,
  progressedContacts,
  secondaryProgressions,
} from '@stellara/astro';
import { formatDegree, ordinal } from '@stellara/contract';
import { type ChartContext, displayPointName, pointNameOf } from '../../chart-context.ts';
import type { TimeRef } from '../../understanding/understanding.ts';
import { humanDate } from '../dates.ts';
import { orbText } from './chart-facts.ts';
import { list, position, type TechniqueAnswer } from './words.ts';

/**
 * Progressions named in English, Spanish, Portuguese, French, Italian, German (with its compounds:
 * "Sekundärprogressionen") or Dutch ("geprogresseerde maan"), the text lower-cased, no accents.
 */
export const PROGRESSION_ASK =
  /\bprogressed\b|\bprogressions\b|\bsecondary progression|\bprogresad[ao]s?\b|\bprogresiones\b|\bprogression(?:es)? secundaria|\bprogredid[ao]s?\b|\bprogressoes\b|\bprogressao secundaria|\bprogresse(?:e|s|es)?\b|\bprogressions? secondaires?\b|\bprogressat[aoie]\b|\bprogressioni\b|\bprogressiert\w*|\w*progressionen\b|\bsekundar\w*progression\w*|\bprogressions(?:mond|sonne|horoskop)\b|\bprogressies?\b|\bgeprogresseerde?\b|\bsecundaire progressie|\bprogressive[nmr]? (?:mond|sonne|merkur|venus|mars)\b/;

/** The progressed bodies a message names (its points), in the engine's order; all of them when it names none. */
function bodiesAsked(points: readonly string[]): ProgressedBody[] {
  const named = PROGRESSED_BODIES.filter((b) => points.includes(b));
  return named.length ? named : [...PROGRESSED_BODIES];
}

/** Birth-chart words before a point name in the reader's languages (folded text): "natal venus", "radix-Neptunus". */
const NATAL_BEFORE =
  /\b(?:natal|radix|birth|nativ[oa]|natale|natals?|geburts|de nascimento|de naissance|di nascita|de nacimiento)[\s-]+(sun|moon|mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto|sol|luna|lua|mercurio|marte|giove|jupiter|saturno|urano|netuno|neptuno|nettuno|plutao|pluton|plutone|sonne|mond|merkur|neptun|soleil|lune|mercure|saturne|neptunus|zon|maan)\b/g;
const NATAL_NAME: Record<string, ProgressedBody> = {
  sun: 'Sun',
  sol: 'Sun',
  sonne: 'Sun',
  soleil: 'Sun',
  zon: 'Sun',
  moon: 'Moon',
  luna: 'Moon',
  lua: 'Moon',
  mond: 'Moon',
  lune: 'Moon',
  maan: 'Moon',
  mercury: 'Mercury',
  mercurio: 'Mercury',
  merkur: 'Mercury',
  mercure: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  marte: 'Mars',
};

/** The progressable bodies the message names as natal points ("on my natal Venus"): targets, not bodies to progress. */
export function natalBodiesNamed(text: string): ProgressedBody[] {
  return [...text.matchAll(NATAL_BEFORE)].map((m) => NATAL_NAME[m[1]!]).filter((b): b is ProgressedBody => !!b);
}

const monthYear = (iso: string) => humanDate(iso.slice(0, 7));

/** The day a progression is read for: the first day of a year or month asked about, else now. */
export function progressionDate(time: TimeRef | null, now: Date): Date {
  const year = now.getUTCFullYear();
  const first = (y: number, m = 1) => new Date(Date.UTC(y, m - 1, 1, 12));
  switch (time?.kind) {
    case 'next-year':
      return first(year + 1);
    case 'year':
      return time.year > year ? first(time.year) : now;
    case 'next-month':
      return first(now.getUTCMonth() === 11 ? year + 1 : year, ((now.getUTCMonth() + 1) % 12) + 1);
    case 'month': {
      const y = time.year ?? (time.month - 1 < now.getUTCMonth() ? year + 1 : year);
      const d = first(y, time.month);
      return d > now ? d : now;
    }
    default:
      return now;
  }
}

/** "at 2° Virgo, in your 11th house" (the house only with a birth time). */
function where(p: Progressions['points'][ProgressedBody], joint = ', in'): string {
  const house = p.house === null ? '' : `${joint} your ${ordinal(p.house)} house`;
  return `at ${Math.floor(p.position)}° ${p.signName}${house}`;
}

const isAngle = (point: string) => point === 'Ascendant' || point === 'Midheaven';

/** "at 14° Scorpio, in your 1st house". */
const angleWhere = (a: { longitude: number; house: number }) =>
  `at ${position(a.longitude).replace(/°\d+'/, '°')}, in your ${ordinal(a.house)} house`;

const ASPECT_WORD: Record<string, string> = {
  conjunction: 'on',
  opposition: 'opposite',
  square: 'square to',
  trine: 'trine to',
  sextile: 'sextile to',
};

/**
 * The progressed bodies' contacts to natal points within a degree: "Yes: your progressed Moon is on your natal
 * Neptune, 0°07' from exact, exact on 5 December 2026." A natal point the message names leads, confirmed or not.
 */
function contactWords(
  natal: NonNullable<ChartContext['birth']>['natal'],
  at: Date,
  asked: readonly ProgressedBody[],
  points: readonly string[],
  natalNamed: readonly ProgressedBody[],
): { lead: string | null; more: string | null } {
  const contacts = progressedContacts(natal, at, asked);
  // The natal points named as targets: "on my natal Venus", or a point that does not progress here (Neptune, the Node).
  const named = [
    ...natalNamed,
    ...points.filter((x) => !PROGRESSED_BODIES.includes(x as ProgressedBody) && !isAngle(x)),
  ];
  const phrase = (c: (typeof contacts)[number]) =>
    `your progressed ${c.body} is ${ASPECT_WORD[c.aspect]} your natal ${displayPointName(c.natal)}, ${orbText(c.orb)} from exact${c.exact ? `, ${Date.parse(c.exact) < at.getTime() ? 'which it was' : 'exact'} on ${humanDate(c.exact.slice(0, 10))}` : ''}`;
  const hit = contacts.find((c) => named.includes(displayPointName(c.natal)) && c.natal !== c.body);
  const others = contacts.filter((c) => c !== hit).slice(0, 2);
  const more = others.length
    ? `${hit ? 'Also within a degree' : 'Within a degree'}: ${list(others.map(phrase))}.`
    : null;
  if (hit) return { lead: `Yes: ${phrase(hit)}.`, more };
  const target = named.map((n) => natal.points[pointNameOf(n)] ?? null).find(Boolean);
  const body = asked[0];
  if (target && body && named[0] !== body) {
    const p = secondaryProgressions(natal, at).points[body];
    return {
      lead: `Not within a degree: your progressed ${body} is at ${position(p.longitude)} and your natal ${named[0]} at ${position(target.longitude)}.`,
      more,
    };
  }
  return { lead: null, more };
}

/** The honest pointer below Plus: what progressions are, and that reading one's own needs Plus. */
function progressionsTaste(): TechniqueAnswer {
  return {
    technique: 'progression',
    answer:
      'Your own progressions are personal timing, which comes with Plus: there I work out where your progressed Sun and Moon stand today, which of your houses they move through, and the month your progressed Moon changes sign.',
    details: [
      'In a secondary progression each day after your birth stands for one year of your life, so the progressed Moon moves about a degree a month and changes sign every two and a half years or so, colouring what feels most needed in that stretch.',
    ],
    technical: [],
    ids: ['Progressions (taste)'],
    closing: 'Would you like me to read your birth Moon meanwhile, the one that stays yours for life?',
  };
}

/**
 * "Your progressed Moon is at 2° Virgo, in your 11th house; it enters Libra in January 2029." For the bodies named
 * (all five when none is), the progressed Moon's next sign entry whenever the Moon is read, and the progressed
 * lunation at the technical level. Null without the cast chart.
 */
export function progressionAnswer(
  chart: ChartContext,
  points: readonly string[],
  at: Date,
  personal: boolean,
  now: Date = at,
  natalNamed: readonly ProgressedBody[] = [],
): TechniqueAnswer | null {
  if (!personal) return progressionsTaste();
  const natal = chart.birth?.natal;
  if (!natal) return null;
  const p = secondaryProgressions(natal, at);
  // A later date asked for ("next year") is named first, so the positions are not read as today's.
  const later = at.getTime() - now.getTime() > 86_400_000;
  // "Is my progressed Moon on my natal Venus?": Venus is the target; the Moon alone is progressed.
  const progressedNamed = points.filter((x) => !natalNamed.includes(x as ProgressedBody));
  const asked = bodiesAsked(progressedNamed.length ? progressedNamed : points);
  const moon = p.points.Moon;
  const entry = `it enters ${p.moonNextSign.signName} in ${monthYear(p.moonNextSign.at)}`;
  const verb = later ? 'will be' : 'is';
  const lead = later ? `On ${humanDate(p.for)}, your` : 'Your';
  const [first, ...rest] = asked;
  if (!first) return null;
  // One body: "Your progressed Moon is at 2° Virgo, in your 11th house; it enters Libra in January 2029."
  // Several: "Your progressed Sun is at 27° Leo in your 10th house, Moon at 3° Virgo in your 11th house, ...".
  const answer =
    rest.length === 0
      ? `${lead} progressed ${first} ${verb} ${where(p.points[first])}${first === 'Moon' ? `; ${entry}` : ''}.`
      : `${lead} progressed ${first} ${verb} ${where(p.points[first], ' in')}, ${list(rest.map((b) => `${b} ${where(p.points[b], ' in')}`))}; your progressed Moon ${entry.replace(/^it /, '')}.`;
  // The progressed angles (solar arc MC, its Ascendant), when all is asked or an angle is named, with a birth time.
  const anglesAsked = !points.some((x) => PROGRESSED_BODIES.includes(x as ProgressedBody)) || points.some(isAngle);
  const angles = anglesAsked ? progressedAngles(natal, at) : null;
  const anglesLine = angles
    ? `Your progressed Ascendant is ${angleWhere(angles.ascendant)}, and your progressed Midheaven ${angleWhere(angles.midheaven)}.`
    : '';
  const contacts = contactWords(natal, at, asked, points, natalNamed);
  const details: string[] = contacts.more ? [contacts.more] : [];
  const natalMoon = chart.planets.find((x) => x.name === 'Moon');
  if (asked.includes('Moon') && natalMoon && natalMoon.sign !== moon.signName)
    details.push(`That is different from your birth Moon in ${natalMoon.sign}, which stays yours for life.`);
  details.push(
    'In a secondary progression each day after your birth stands for one year of your life: the progressed Moon moves about a degree a month and changes sign every two and a half years or so, colouring what you need most in that stretch, while the progressed Sun moves a degree a year.',
  );
  if (natal.timeUnknown)
    details.push(
      'Without your birth time the houses are left out, and the progressed Moon could be up to six degrees either way, so its sign change could come months earlier or later.',
    );
  const technical = [
    ...(angles
      ? [
          `Progressed Ascendant ${position(angles.ascendant.longitude)}, natal ${ordinal(angles.ascendant.house)} house; progressed Midheaven ${position(angles.midheaven.longitude)}, natal ${ordinal(angles.midheaven.house)} house (solar arc ${angles.arc.toFixed(2)}° in longitude for the MC, the Ascendant from it at the birth latitude).`,
        ]
      : []),
    ...asked.map(
      (b) =>
        `Progressed ${b} ${formatDegree(p.points[b].position)} ${p.points[b].signName}${p.points[b].house ? `, natal ${ordinal(p.points[b].house!)} house` : ''}${p.points[b].retrograde ? ', retrograde' : ''}.`,
    ),
    `Progressed Moon enters ${p.moonNextSign.signName} on ${humanDate(p.moonNextSign.at)}; progressed lunation: ${p.lunation.type} (Moon ${Math.round(p.lunation.elongation)}° from the Sun).`,
    `Secondary progressions, a day for a year (365.2422 days), for ${humanDate(p.for)} (age ${p.age.toFixed(1)}); ${chart.frame.text}.`,
  ];
  return {
    technique: 'progression',
    // An angle asked by name is the answer; otherwise the bodies lead and the angles follow.
    answer: [
      contacts.lead,
      !anglesLine ? answer : points.some(isAngle) ? `${anglesLine} ${answer}` : `${answer} ${anglesLine}`,
    ]
      .filter(Boolean)
      .join(' '),
    details,
    technical,
    ids: asked.map((b) => `Progressed ${b} ${p.points[b].signName}`),
  };
}
