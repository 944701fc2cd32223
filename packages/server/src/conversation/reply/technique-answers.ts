// Computed answers to technique questions (issue #29, item 3): the Moon phase at birth, the element balance, aspect
// patterns, another house system, rulers and dispositors, returns and birth-time sensitivity. Each answer opens
// with the direct answer (yes / no / which / when) worked out by the astro engine, then says what it means in plain
// words; the numbers go to the technical lines. Pure: the engine's ephemeris is the only thing read.
import {
  type AspectPattern,
  angularDistance,
  BALANCE_POINTS,
  birthMoonPhase,
  calculateNatalChart,
  compareHouseSystems,
  elementBalance,
  findAspectPatterns,
  findDispositors,
  type LunarPhaseName,
  type LunationType,
  type NatalChart,
  PATTERN_ORBS,
  type PlanetReturn,
  type PointName,
  phaseOfElongation,
  planetaryReturns,
  type ReturnBody,
  SIGN_EDGE_ORB,
  type SignCode,
  signEdges,
  signOf,
  solarReturn,
} from '@stellara/astro';
import { SIGN_NAME_BY_CODE, TEN_PLANETS } from '@stellara/contract';
import { type ChartContext, displayPointName, formatDegree, ordinal, planetOf, rulerOf } from '../chart-context.ts';
import type { Technique, Understanding } from '../understanding/understanding.ts';
import { humanDate, humanRange } from './dates.ts';

export interface TechniqueAnswer {
  technique: Technique;
  /** The first sentence: the direct answer (yes / no / which / when), plain words, dates as "14 March 2029". */
  answer: string;
  /** Further full sentences with the computed facts and what they mean for this person (2-4, plain words). */
  details: string[];
  /** Lines for the technical level (degrees, orbs, exact dates, house system names). */
  technical: string[];
  /** Memory labels of what it covered, e.g. "T-square Mars Saturn Moon", "Saturn return". */
  ids: string[];
}

/** The techniques answered here; retrograde, transits, synastry and definitions are answered elsewhere. */
export const COMPUTED_TECHNIQUES = [
  'moon-phase',
  'balance',
  'aspect-pattern',
  'house-system',
  'rulership',
  'return',
  'birth-time',
] as const satisfies readonly Technique[];

/**
 * The computed answer to a technique question about this chart, or null for a technique answered elsewhere (or one
 * that needs the cast chart when the context was built without it). `message` is the person's own words: the
 * understanding names the technique but not which pattern, house system or return they meant, nor whether they
 * asked yes or no.
 */
export function answerTechnique(
  technique: Technique,
  chart: ChartContext,
  heard: Understanding,
  now: Date,
  message = '',
): TechniqueAnswer | null {
  const ask: Asked = { heard, text: plain(message), now };
  try {
    switch (technique) {
      case 'moon-phase':
        return moonPhaseAnswer(chart, ask);
      case 'balance':
        return balanceAnswer(chart, ask);
      case 'aspect-pattern':
        return patternAnswer(chart, ask);
      case 'house-system':
        return houseSystemAnswer(chart, ask);
      case 'rulership':
        return rulershipAnswer(chart, ask);
      case 'return':
        return returnAnswer(chart, ask);
      case 'birth-time':
        return birthTimeAnswer(chart, ask);
      default:
        return null;
    }
  } catch {
    // A date outside the ephemeris or a chart the engine cannot take: the caller answers without the numbers.
    return null;
  }
}

interface Asked {
  heard: Understanding;
  /** The message lower-cased, accents removed. */
  text: string;
  now: Date;
}

// ---------------------------------------------------------------------------------------------------------------
// Words

function plain(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** A question answered by yes or no ("do I have...", "is my Moon...", "tengo una gran cruz?"). */
const YES_NO =
  /^\W*(?:do|does|did|is|am|are|was|were|have|has|had|any|could|can|will|would|tengo|tienes|tiene|hay|tenho|tem|nasci|naci|soy|sou|estoy|estou|es|e)\b|\b(?:do i have|have i got|am i|is my|was i|was the|does my|do any|is it true|is that|would my|will my|could it|would it|right\?)/;

function isYesNo(ask: Asked): boolean {
  return YES_NO.test(ask.text);
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "the Sun", "your Moon"-free plain names: planets read as names, the two lights with "the". */
function named(point: string): string {
  return ['Sun', 'Moon', 'North Node', 'Midheaven', 'Ascendant'].includes(point) ? `the ${point}` : point;
}

const signName = (code: SignCode) => SIGN_NAME_BY_CODE[code];

/** "12°34' Aries" for a longitude. */
function position(longitude: number): string {
  const s = signOf(longitude);
  return `${formatDegree(longitude - s.num * 30)} ${s.name}`;
}

/** The context's points under the engine's names, for the engine's pure functions. */
function enginePoints(chart: ChartContext): Partial<Record<PointName, { longitude: number }>> {
  const out: Partial<Record<PointName, { longitude: number }>> = {};
  for (const p of chart.planets) out[engineName(p.name)] = { longitude: p.longitude };
  return out;
}

function engineName(display: string): PointName {
  if (display === 'North Node') return 'Mean_Node';
  if (display === 'Midheaven') return 'Medium_Coeli';
  return display as PointName;
}

/** The house cusps' longitudes (the chart's own system). */
function cuspsOf(chart: ChartContext): number[] {
  if (chart.birth) return chart.birth.natal.cusps;
  return chart.houses.map((h) => {
    const sign = Object.entries(SIGN_NAME_BY_CODE).findIndex(([, name]) => name === h.sign);
    return sign * 30 + h.degree;
  });
}

/** The planets a message names (the ten planets, by display name). */
function namedPlanets(ask: Asked): string[] {
  return ask.heard.about.points.filter((p) => (TEN_PLANETS as readonly string[]).includes(p));
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

/** A UT instant as the birth place's calendar reads it: { date "2027-03-14", time "08:12" } (UT without a zone). */
function localMoment(iso: string, timezone: string | null): { date: string; time: string; zone: string } {
  const at = new Date(iso);
  if (timezone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return {
        date: `${part('year')}-${part('month')}-${part('day')}`,
        time: `${part('hour')}:${part('minute')}`,
        zone: timezone,
      };
    } catch {
      // An unknown zone: UT below.
    }
  }
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), zone: 'UT' };
}

function zoneOf(chart: ChartContext): string | null {
  return chart.birth?.local?.timezone ?? null;
}

/** "14 March 2029" in the birth place's calendar. */
function dayOf(chart: ChartContext, iso: string): string {
  return humanDate(localMoment(iso, zoneOf(chart)).date);
}

/** A span of birth-time shift in words: "about 4 minutes", "about 3 hours", "about 2 days". */
function duration(minutes: number): string {
  const m = Math.abs(minutes);
  if (m < 1) return 'less than a minute';
  if (m < 90) return `about ${Math.round(m)} minute${Math.round(m) === 1 ? '' : 's'}`;
  if (m < 48 * 60) return `about ${Math.round(m / 60)} hours`;
  return `about ${Math.round(m / 1440)} days`;
}

// ---------------------------------------------------------------------------------------------------------------
// Moon phase at birth

/** How a phase reads, in our own words (after Rudhyar's eight lunation types). */
const LUNATION_MEANING: Readonly<Record<LunationType, string>> = {
  New: 'A New Moon birth is read as instinctive and fresh: you tend to act first and find the meaning on the way.',
  Crescent:
    'The crescent phase is read as a push away from old habits: a need to prove that a new way of doing things can work.',
  'First Quarter':
    'The first quarter is read as a phase of decisions and action: pressure tends to make you build something sturdier.',
  Gibbous: 'The gibbous phase is read as a drive to improve: looking closely, adjusting, wanting things to be right.',
  Full: 'A Full Moon birth is read as living with two pulls at once, what you want and what others need, and finding yourself through other people.',
  Disseminating: "The disseminating phase is read as the teacher's phase: what you understand, you want to pass on.",
  'Last Quarter':
    'The last quarter is read as a turning point in belief: quietly outgrowing old structures and reshaping them from within.',
  Balsamic:
    'The balsamic phase, the last sliver before the New Moon, is read as an ending and a seed at once: intuitive, looking ahead, sometimes a little out of step with your time.',
};

/** Phases a message may name, and whether the birth phase is one of them. */
const PHASE_WORDS: readonly { pattern: RegExp; label: string; matches: (p: BirthPhase) => boolean }[] = [
  { pattern: /full moon|luna llena|lua cheia|\bfull\b/, label: 'a Full Moon', matches: (p) => p.phase === 'Full Moon' },
  {
    pattern: /new moon|luna nueva|lua nova|dark moon|moon dark|moon was dark/,
    label: 'a New Moon',
    matches: (p) => p.phase === 'New Moon',
  },
  { pattern: /balsamic|balsamica/, label: 'a balsamic Moon', matches: (p) => p.lunationType === 'Balsamic' },
  {
    pattern: /disseminating|diseminante|disseminadora/,
    label: 'a disseminating Moon',
    matches: (p) => p.lunationType === 'Disseminating',
  },
  { pattern: /gibbous|gibosa/, label: 'a gibbous Moon', matches: (p) => /Gibbous/.test(p.phase) },
  { pattern: /crescent\b/, label: 'a crescent Moon', matches: (p) => /Crescent/.test(p.phase) },
  { pattern: /quarter|cuarto|quarto/, label: 'a quarter Moon', matches: (p) => /Quarter/.test(p.phase) },
  { pattern: /waxing|creciente|crescente/, label: 'a waxing Moon', matches: (p) => p.waxing },
  { pattern: /waning|menguante|minguante/, label: 'a waning Moon', matches: (p) => !p.waxing },
];

interface BirthPhase {
  phase: LunarPhaseName;
  lunationType: LunationType;
  waxing: boolean;
  elongation: number;
  illumination: number;
  daysAfterNewMoon: number;
}

const phaseName = (phase: LunarPhaseName) => (phase.endsWith('Moon') ? phase : `${phase} Moon`);

function birthPhaseOf(chart: ChartContext): BirthPhase {
  if (chart.birth) return birthMoonPhase(chart.birth.natal);
  // Without the cast chart: the elongation from the two lights the context keeps.
  const sun = planetOf(chart, 'Sun')?.longitude ?? 0;
  const moon = planetOf(chart, 'Moon')?.longitude ?? 0;
  const elongation = (((moon - sun) % 360) + 360) % 360;
  const types: LunationType[] = [
    'New',
    'Crescent',
    'First Quarter',
    'Gibbous',
    'Full',
    'Disseminating',
    'Last Quarter',
    'Balsamic',
  ];
  return {
    phase: phaseOfElongation(elongation),
    lunationType: types[Math.floor(elongation / 45) % 8] ?? 'New',
    waxing: elongation < 180,
    elongation,
    illumination: chart.moonPhase.illumination,
    daysAfterNewMoon: (elongation / 360) * 29.530589,
  };
}

function moonPhaseAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer {
  const p = birthPhaseOf(chart);
  const name = phaseName(p.phase);
  const lit = Math.round(p.illumination * 100);
  const days = Math.round(p.daysAfterNewMoon);
  const when =
    days === 0 ? 'within a day of the New Moon' : `about ${days} day${days === 1 ? '' : 's'} after the New Moon`;
  const fact = `you were born under a ${name}, ${when}, with ${lit}% of its face lit`;
  const asked = PHASE_WORDS.find((w) => w.pattern.test(ask.text));
  let answer: string;
  if (asked && isYesNo(ask)) {
    answer = asked.matches(p) ? `Yes: ${fact}.` : `No, not ${asked.label}: ${fact}.`;
  } else answer = `${capital(fact)}.`;

  const details = [
    p.waxing
      ? 'The Moon was growing towards full when you arrived, which astrologers link with a reaching-out, building kind of energy.'
      : 'The Moon was shrinking back towards new when you arrived, which astrologers link with sharing, sorting and letting go more than starting from scratch.',
    LUNATION_MEANING[p.lunationType],
  ];
  if (!name.toLowerCase().startsWith(p.lunationType.toLowerCase())) {
    details.push(`Astrologers who use the eight-phase system call this the ${p.lunationType.toLowerCase()} phase.`);
  }
  const moon = planetOf(chart, 'Moon');
  if (moon) {
    details.push(
      `Your Moon itself is in ${moon.sign} in your ${ordinal(moon.house)} house: the sign says how you feel, the phase how that feeling meets the Sun's will.`,
    );
  }
  return {
    technique: 'moon-phase',
    answer,
    details,
    technical: [
      `Sun–Moon elongation ${p.elongation.toFixed(1)}° (${p.waxing ? 'waxing' : 'waning'}), illumination ${lit}%.`,
      `Lunation type ${p.lunationType} (${Math.floor(p.elongation / 45) * 45}–${Math.floor(p.elongation / 45) * 45 + 45}°); about ${p.daysAfterNewMoon.toFixed(1)} days after the New Moon (mean synodic month).`,
    ],
    ids: ['Birth Moon phase'],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Element and modality balance

const ELEMENT_WORDS: Readonly<Record<string, RegExp>> = {
  Fire: /\bfire\b|fuego|\bfogo\b/,
  Earth: /\bearth\b|tierra|\bterra\b/,
  Air: /\bair\b|\baire\b|\bar\b/,
  Water: /\bwater\b|\bagua\b/,
};
const MODALITY_WORDS: Readonly<Record<string, RegExp>> = {
  Cardinal: /cardinal/,
  Fixed: /\bfixed\b|\bfij[oa]s?\b|\bfix[oa]s?\b/,
  Mutable: /mutable|mutavel|mutaveis/,
};
const LACK = /\bno\b|\bnot\b|lack|missing|without|weakest|least|\bfalta|me falta|nao tenho|no tengo|sin\b|\bsem\b/;

const ELEMENT_GIFT: Readonly<Record<string, string>> = {
  Fire: 'drive, courage and spontaneity',
  Earth: 'patience, practical sense and trust in the body',
  Air: 'ideas, talk and a step back to see the whole',
  Water: 'feeling, empathy and intuition',
};
const MODALITY_GIFT: Readonly<Record<string, string>> = {
  Cardinal: 'starting things and taking the first step',
  Fixed: 'holding steady and seeing things through',
  Mutable: 'adapting, learning and changing course',
};

function balanceAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer {
  const b = elementBalance({ points: enginePoints(chart) }, { points: BALANCE_POINTS });
  const total = b.counted.length;
  const names = (points: readonly PointName[]) => points.map((p) => named(displayPointName(p)));
  const modalityAsked =
    Object.values(MODALITY_WORDS).some((re) => re.test(ask.text)) || /modalit|quality|qualities|modo\b/.test(ask.text);
  const set = modalityAsked ? b.modalities : b.elements;
  const groups = set.groups as { key: string; score: number; points: PointName[] }[];
  const kind = modalityAsked ? 'mode' : 'element';
  const words = modalityAsked ? MODALITY_WORDS : ELEMENT_WORDS;
  const gift = modalityAsked ? MODALITY_GIFT : ELEMENT_GIFT;
  const low = (k: string) => k.toLowerCase();
  const dominant = set.dominant.map(low);
  const top = groups.find((g) => g.key === set.dominant[0]);
  const lack = LACK.test(ask.text);
  const namedGroups = groups.filter((g) => words[g.key]?.test(ask.text));
  // "Cardinal, fixed or mutable?" names all three: a which-question, not a yes/no one.
  const namedGroup = namedGroups.length === 1 ? namedGroups[0] : undefined;
  const fewest = [...groups].sort((x, y) => x.score - y.score)[0];

  const lead =
    dominant.length > 1
      ? `your chart is split evenly between ${list(dominant)}, with ${top?.score ?? 0} placements each`
      : `your chart leans most on ${dominant[0] ?? `no one ${kind}`}: ${top?.score ?? 0} of your ${total} placements are in ${dominant[0]} signs`;
  let answer: string;
  if (namedGroup && (isYesNo(ask) || lack)) {
    const g = namedGroup;
    const count = `${g.score} of your ${total} placements`;
    if (lack) {
      answer =
        g.score === 0
          ? `Yes: you have nothing in ${low(g.key)}, not one of your ${total} placements.`
          : `No: you do have ${low(g.key)}, ${count}${g === fewest ? `, though it is your lightest ${kind}` : ''}.`;
    } else {
      answer = set.dominant.includes(g.key as never)
        ? `Yes: ${low(g.key)} is your strongest ${kind}, with ${count}.`
        : `No: ${low(g.key)} has ${count}; ${lead}.`;
    }
  } else if (lack && fewest) {
    answer =
      set.missing.length > 0
        ? `Your missing ${kind} is ${list(set.missing.map(low))}: none of your ${total} placements is there.`
        : `Your lightest ${kind} is ${low(fewest.key)}, with ${fewest.score} of your ${total} placements.`;
  } else answer = `${capital(lead)}.`;

  const details: string[] = [];
  if (top && dominant.length === 1) {
    details.push(`They are ${list(names(top.points))}, so ${gift[top.key]} come easily to you.`);
  } else if (dominant.length > 1) {
    details.push(`${capital(set.dominant.map((k) => `${low(k)} gives you ${gift[k]}`).join('; '))}.`);
  }
  for (const missing of set.missing) {
    details.push(
      `With nothing in ${low(missing)}, ${gift[missing]} may take more conscious effort, and you may look for it in the people around you.`,
    );
  }
  if (set.missing.length === 0 && fewest && !dominant.includes(low(fewest.key))) {
    details.push(
      `Your lightest ${kind} is ${low(fewest.key)}, with only ${list(names(fewest.points))} there: ${gift[fewest.key]} are in you, but they are not your first instinct.`,
    );
  }
  // The other half of the balance, in one sentence.
  const other = modalityAsked ? b.elements : b.modalities;
  const otherTop = other.dominant.map(low);
  const otherGift = modalityAsked ? ELEMENT_GIFT : MODALITY_GIFT;
  if (otherTop.length === 1 && other.dominant[0]) {
    details.push(
      `By ${modalityAsked ? 'element' : 'mode'}, you are mostly ${otherTop[0]}: ${otherGift[other.dominant[0]]}.`,
    );
  }

  const line = (title: string, gs: readonly { key: string; score: number; points: PointName[] }[]) =>
    `${title}: ${gs
      .map(
        (g) =>
          `${g.key} ${g.score} (${Math.round((g.score / total) * 100)}%${g.points.length ? `: ${g.points.map(displayPointName).join(', ')}` : ''})`,
      )
      .join('; ')}.`;
  return {
    technique: 'balance',
    answer,
    details: details.slice(0, 4),
    technical: [
      `Counted: the ten planets, the Ascendant and the Midheaven, one point each (${total}).`,
      line('Elements', b.elements.groups),
      line('Modalities', b.modalities.groups),
    ],
    ids: [modalityAsked ? 'Modality balance' : 'Element balance'],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Aspect patterns

type Kind = AspectPattern['kind'];

const PATTERN_WORDS: readonly [Kind, RegExp][] = [
  ['T-square', /t[\s-]?squares?|t[\s-]?cuadrad[ao]|t[\s-]?quadrad[ao]|te cuadrada/],
  ['grand trine', /grand(?:e)? trines?|gran(?:de)? trigono/],
  ['grand cross', /grand cross|gran(?:de)? cruz/],
  ['yod', /\byods?\b|finger of god|dedo de dios|dedo de deus/],
  ['kite', /\bkites?\b|\bcometa\b|\bpipa\b/],
  ['stellium', /stell?i(?:um|a)|estelio|estelium|stelio/],
];

const PATTERN_MEANING: Readonly<Record<Kind, string>> = {
  'T-square':
    'A T-square is built-in tension that keeps you moving: the planet at the point takes the pressure, and is often where you grow the most.',
  'grand trine':
    'A grand trine is a gift that flows without effort; the catch is that it can feel so natural you never push it further.',
  'grand cross':
    'A grand cross is the most demanding figure: four needs that each ask for room, which tends to build unusual strength and staying power.',
  yod: 'A yod is nicknamed the finger of God: the planet it points at carries a sense of a special task, usually found by adjusting rather than forcing.',
  kite: "A kite gives a grand trine's ease a direction: the planet opposite the trine is the string that points it somewhere.",
  stellium:
    "Three or more planets in one place make that part of life loud: it's where your attention and energy go again and again.",
};

function patternPlanets(p: AspectPattern): string[] {
  return p.planets.map(displayPointName);
}

/** "a T-square of Mars, Saturn and the Moon, with the Moon at its point". */
function describePattern(p: AspectPattern, chart: ChartContext): string {
  const at = (name: PointName) => {
    const planet = planetOf(chart, displayPointName(name));
    return planet ? `${named(planet.name)} in ${planet.sign}` : named(displayPointName(name));
  };
  switch (p.kind) {
    case 'T-square':
      return `a T-square: ${at(p.opposition[0])} and ${at(p.opposition[1])} pull against each other, and both press on ${at(p.apex)}`;
    case 'grand trine':
      return `a grand trine${p.element ? ` in ${p.element.toLowerCase()}` : ''}: ${list(p.planets.map(at))} support each other in an easy circle`;
    case 'grand cross':
      return `a grand cross: ${list(p.planets.map(at))} pull on each other from four sides`;
    case 'yod':
      return `a yod: ${at(p.base[0])} and ${at(p.base[1])} work together and both point at ${at(p.apex)}`;
    case 'kite':
      return `a kite: the grand trine of ${list(p.grandTrine.map(at))}, with ${at(p.tail)} opposite ${named(displayPointName(p.head))} giving it direction`;
    case 'stellium':
      return p.by === 'sign' && p.sign
        ? `a stellium in ${signName(p.sign)}: ${list(patternPlanets(p).map(named))} gather in one sign`
        : `a stellium in your ${ordinal(p.house ?? 0)} house: ${list(patternPlanets(p).map(named))} gather there`;
  }
}

/**
 * A second figure. One that differs from the first by a single planet is the same figure with a planet standing
 * beside one of its corners (two planets in conjunction make two figures): said as that, not as a new figure.
 */
function alsoSentence(p: AspectPattern, first: AspectPattern, chart: ChartContext): string {
  if (p.kind === first.kind && p.kind !== 'stellium') {
    const mine = patternPlanets(p);
    const theirs = patternPlanets(first);
    const extra = mine.filter((n) => !theirs.includes(n));
    const replaced = theirs.filter((n) => !mine.includes(n));
    if (extra.length === 1 && replaced.length === 1 && extra[0] && replaced[0]) {
      const sign = planetOf(chart, extra[0])?.sign;
      return `${capital(named(extra[0]))} stands beside ${named(replaced[0])}${sign ? ` in ${sign}` : ''}, so it is part of the same ${p.kind} too.`;
    }
  }
  return `You also have ${describePattern(p, chart)}.`;
}

function patternId(p: AspectPattern): string {
  if (p.kind === 'stellium') {
    return p.by === 'sign' && p.sign ? `Stellium ${signName(p.sign)}` : `Stellium ${ordinal(p.house ?? 0)} house`;
  }
  return `${capital(p.kind)} ${patternPlanets(p).join(' ')}`;
}

function patternTechnical(p: AspectPattern): string {
  if (p.kind === 'stellium') {
    const where = p.by === 'sign' && p.sign ? signName(p.sign) : `${ordinal(p.house ?? 0)} house`;
    return `Stellium in ${where}: ${patternPlanets(p).join(', ')}, spanning ${p.span.toFixed(1)}°.`;
  }
  const sides = p.aspects
    .map((a) => `${displayPointName(a.p1)} ${a.aspect} ${displayPointName(a.p2)} ${a.orb.toFixed(1)}°`)
    .join(', ');
  const quality =
    p.kind === 'T-square' || p.kind === 'grand cross'
      ? p.modality
        ? ` (${p.modality.toLowerCase()})`
        : ' (out of sign)'
      : p.kind === 'grand trine' || p.kind === 'kite'
        ? p.element
          ? ` (${p.element.toLowerCase()})`
          : ' (out of sign)'
        : '';
  return `${capital(p.kind)}${quality}: ${sides}.`;
}

function patternAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer {
  const found = findAspectPatterns({ points: enginePoints(chart), cusps: cuspsOf(chart) });
  // A T-square inside a grand cross and a grand trine inside a kite are told as the bigger figure.
  const all: AspectPattern[] = [
    ...found.grandCrosses,
    ...found.tSquares.filter((t) => !t.inGrandCross),
    ...found.kites,
    ...found.grandTrines.filter((g) => !g.inKite),
    ...found.yods,
    ...found.stelliums,
  ];
  const askedKinds = PATTERN_WORDS.filter(([, re]) => re.test(ask.text)).map(([k]) => k);
  const planets = namedPlanets(ask);
  const { signs, houses } = ask.heard.about;
  let relevant = askedKinds.length ? all.filter((p) => askedKinds.includes(p.kind)) : all;
  // A sign or house named with a stellium question: that sign's or house's stellium.
  if (askedKinds.includes('stellium') && (signs.length || houses.length)) {
    relevant = relevant.filter(
      (p) =>
        p.kind !== 'stellium' ||
        (p.sign !== null && signs.includes(signName(p.sign))) ||
        (p.house !== null && houses.includes(p.house)),
    );
  }
  if (planets.length) {
    const withPlanet = relevant.filter((p) => patternPlanets(p).some((n) => planets.includes(n)));
    if (withPlanet.length) relevant = withPlanet;
  }
  const others = all.filter((p) => !relevant.includes(p));
  const kindWords = (kinds: readonly Kind[]) => list(kinds.map((k) => (k === 'yod' ? 'yod' : k)));
  const yesNo = isYesNo(ask) || askedKinds.length > 0;

  let answer: string;
  const details: string[] = [];
  const first = relevant[0];
  if (first) {
    let lead = describePattern(first, chart);
    // "Is my Moon the apex of a T-square?": say whether it is the point, not just in the figure.
    const apex = first.kind === 'T-square' || first.kind === 'yod' ? displayPointName(first.apex) : null;
    if (planets.length && apex && /apex|point|focal|vertice|apice/.test(ask.text)) {
      lead = planets.includes(apex)
        ? `your ${apex} is the point of ${lead}`
        : `your ${planets[0]} is part of ${lead}, though not at its point`;
      answer = planets.includes(apex) ? `Yes: ${lead}.` : `Not quite: ${lead}.`;
    } else {
      answer = `${yesNo ? 'Yes: you have ' : 'Your chart has '}${lead}.`;
    }
    details.push(PATTERN_MEANING[first.kind]);
    for (const p of relevant.slice(1, 3)) details.push(alsoSentence(p, first, chart));
  } else if (askedKinds.includes('stellium') && (signs.length || houses.length)) {
    // "Five planets in Virgo, is that a stellium?": count them.
    const where = signs[0] ?? null;
    const inIt = chart.planets.filter(
      (p) =>
        (TEN_PLANETS as readonly string[]).includes(p.name) && (where ? p.sign === where : houses.includes(p.house)),
    );
    const place = where ?? `your ${ordinal(houses[0] ?? 0)} house`;
    answer =
      inIt.length === 0
        ? `No: none of your planets is in ${place}, and a stellium takes three or more.`
        : `No: you have ${inIt.length === 1 ? 'one planet' : `${inIt.length} planets`} in ${place}, ${list(inIt.map((p) => named(p.name)))}, and a stellium takes three or more.`;
  } else {
    const what = askedKinds.length
      ? kindWords(askedKinds)
      : 'T-square, grand trine, grand cross, yod, kite or stellium';
    // A bare no is a poor answer when another figure is there: the no and the figure go in one sentence.
    answer = others[0]
      ? `No ${what}, but you do have ${describePattern(others[0], chart)}.`
      : `No: there's no ${what} in your chart, nor any of the other big figures.`;
  }
  if (!first && others[0]) {
    if (!answer.includes(', but you do have')) details.push(`But you do have ${describePattern(others[0], chart)}.`);
    details.push(PATTERN_MEANING[others[0].kind]);
    if (others[1]) details.push(alsoSentence(others[1], others[0], chart));
  } else if (!first) {
    details.push(
      'That is common, and it means no single figure dominates: your aspects work more as separate threads than as one knot.',
    );
    const tightest = chart.aspects.find((a) => (TEN_PLANETS as readonly string[]).includes(a.p1));
    if (tightest) {
      details.push(
        `Your strongest single contact is ${named(tightest.p1)} ${tightest.type} ${named(tightest.p2)}, which does much of what a pattern would.`,
      );
    }
  } else if (askedKinds.length && others.length && relevant.length < 2) {
    details.push(`Beyond that, you have ${describePattern(others[0] as AspectPattern, chart)}.`);
  }

  const orbs = Object.entries(PATTERN_ORBS)
    .map(([a, o]) => `${a} ${o}°`)
    .join(', ');
  return {
    technique: 'aspect-pattern',
    answer,
    details: details.slice(0, 4),
    technical: [
      ...(all.length ? all.map(patternTechnical) : ['No pattern among the ten planets.']),
      `Pattern orbs: ${orbs}; stelliums of three or more planets by sign and by ${chart.houseSystem} house.`,
    ],
    ids: (relevant.length ? relevant : others.slice(0, 1))
      .slice(0, 3)
      .map(patternId)
      .concat(relevant.length || others.length ? [] : ['Aspect patterns']),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// House systems

const OTHER_SYSTEMS =
  /\b(koch|porphyr\w*|campanus|regiomontanus|topocentric|alcabitius|morinus|meridian|polich|krusinski)\b/;
const WHICH_SYSTEM = /\b(which|what|que|qual|cual)\b.*\b(use|using|usa|usas|usam|usan|utilizas)\b/;

function houseSystemAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const natal = chart.birth?.natal;
  if (!natal) return null;
  const cmp = compareHouseSystems(natal);
  const equal = /\bequal\b|iguais|iguales|igual\b|\bequais\b/.test(ask.text);
  const system = equal ? cmp.equal : cmp.wholeSign;
  const label = equal ? 'Equal' : 'Whole Sign';
  const systemName = equal ? 'equal houses' : 'whole sign houses';
  const base = cmp.base.name;
  const planets = namedPlanets(ask).concat(ask.heard.about.points.includes('Midheaven') ? ['Midheaven'] : []);
  const moveText = (m: { point: PointName; from: number; to: number }) =>
    `${named(displayPointName(m.point))} moves from the ${ordinal(m.from)} house to the ${ordinal(m.to)}`;
  const other = OTHER_SYSTEMS.exec(ask.text)?.[1];

  let answer: string;
  if (planets.length) {
    const moves = system.moves.filter((m) => planets.includes(displayPointName(m.point)));
    const stays = planets.filter((p) => !moves.some((m) => displayPointName(m.point) === p));
    const parts = [
      ...moves.map(moveText),
      ...stays.map((p) => `${named(p)} stays in the ${ordinal(planetOf(chart, p)?.house ?? 0)} house`),
    ];
    answer = `${moves.length ? 'Yes' : 'No'}: in ${systemName} ${list(parts)}.`;
  } else if (WHICH_SYSTEM.test(ask.text) && !other) {
    answer = `I read your chart in ${base} houses, and in ${systemName} ${system.moves.length ? `${system.moves.length === 1 ? 'one placement changes' : `${system.moves.length} placements change`} house` : 'nothing changes house'}.`;
  } else if (other) {
    answer = `I can't recast your chart in ${capital(other)} houses, but next to ${systemName} your ${base} chart ${system.moves.length ? `changes for ${system.moves.length === 1 ? 'one placement' : `${system.moves.length} placements`}` : 'does not change at all'}.`;
  } else if (system.moves.length) {
    const shown = system.moves.slice(0, 3).map(moveText);
    const more = system.moves.length > 3 ? `, and ${system.moves.length - 3} more` : '';
    const count = system.moves.length === 1 ? 'one placement changes' : `${system.moves.length} placements change`;
    const body = `in ${systemName}, ${count} house: ${list(shown)}${more}.`;
    answer = isYesNo(ask) ? `Yes: ${body}` : capital(body);
  } else {
    const body = `every placement stays in the same house in ${systemName} as in ${base}.`;
    answer = isYesNo(ask) ? `No: ${body}` : capital(body);
  }

  const asc = planetOf(chart, 'Ascendant');
  const details = [
    equal
      ? `Equal houses cut your chart into twelve even slices of 30°, starting from the exact degree of your Ascendant${asc ? ` in ${asc.sign}` : ''}.`
      : `Whole sign houses give each house one whole sign, starting with your rising sign${asc ? `, ${asc.sign},` : ''} as the 1st.`,
    `${base} divides the sky by the time each part takes to rise, so its house lines fall in the middle of signs and its houses come in different sizes.`,
    'Neither is wrong: your signs and aspects stay exactly the same, only the area of life a planet is read in shifts.',
  ];
  if (system.moves.length && !planets.length) {
    details.push(
      'If a moved planet reads truer to you in its new house, that is a good hint which system fits your life.',
    );
  }
  if (natal.houseSystem.fallback || Math.abs(natal.latitude) > 60) {
    details.push(
      `You were born far from the equator, where ${base}'s houses stretch unevenly, so whole sign houses are often the steadier choice there.`,
    );
  }
  const cuspLine = system.cusps.map((c, i) => `${ordinal(i + 1)} ${position(c)}`).join(', ');
  return {
    technique: 'house-system',
    answer,
    details: details.slice(0, 4),
    technical: [
      `Chart houses: ${base} (${cmp.base.system}); compared: ${label} (${system.system}) from the Ascendant ${asc ? position(asc.longitude) : ''}.`,
      ...(system.moves.length
        ? system.moves.map(
            (m) =>
              `${displayPointName(m.point)} ${position(natal.points[m.point].longitude)}: ${ordinal(m.from)} (${base}) → ${ordinal(m.to)} (${label}).`,
          )
        : [`No placement changes house in ${label}.`]),
      `${label} cusps: ${cuspLine}.`,
    ],
    ids: [equal ? 'Equal houses' : 'Whole sign houses'],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rulers and dispositors

const DISPOSITOR_WORDS = /dispositor|final|reception|recepcion|recepcao|chain|cadena|cadeia/;

function rulerText(sign: string): string {
  const r = rulerOf(sign);
  return r.modern ? `${r.traditional}, with ${r.modern} as its modern co-ruler` : r.traditional;
}

/** The traditional ruler of the sign a planet stands in. */
function signRulerOf(chart: ChartContext, planet: string): string {
  return rulerOf(planetOf(chart, planet)?.sign ?? '').traditional;
}

function rulershipAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const d = findDispositors({ points: enginePoints(chart) });
  const asc = planetOf(chart, 'Ascendant');
  if (!asc) return null;
  const planets = namedPlanets(ask);
  const houses = ask.heard.about.houses.filter((h) => h >= 1 && h <= 12);
  const where = (name: string) => {
    const p = planetOf(chart, name);
    return p ? `${p.sign} in your ${ordinal(p.house)} house` : '';
  };
  const details: string[] = [];
  const ids: string[] = [];
  let answer: string;

  const finalText = d.finalDispositor
    ? `${d.finalDispositor} is your final dispositor: every planet's chain of rulers ends with it in ${planetOf(chart, d.finalDispositor)?.sign ?? 'its own sign'}`
    : d.finalDispositors.length
      ? `you have no single final dispositor: your chains of rulers end at ${list(d.finalDispositors.map((f) => `${named(f.planet)} in ${planetOf(chart, f.planet)?.sign ?? ''}`))}${d.loops[0] ? ` or in a loop of ${list(d.loops[0].map(named))}` : ''}`
      : `you have no final dispositor: your chains of rulers run in a loop of ${list((d.loops[0] ?? []).map(named))}`;
  const receptions = d.mutualReceptions.map(
    (m) =>
      `${named(m.planets[0])} in ${signName(m.signs[0])} and ${named(m.planets[1])} in ${signName(m.signs[1])} sit in each other's signs, a mutual reception that lets them help each other`,
  );
  const chartRuler = rulerOf(asc.sign);

  if (DISPOSITOR_WORDS.test(ask.text) && !(planets.length && /chain|cadena|cadeia/.test(ask.text))) {
    const aboutReception = /reception|recepcion|recepcao/.test(ask.text);
    if (aboutReception && !/dispositor|final/.test(ask.text)) {
      answer = receptions.length ? `Yes: ${receptions[0]}.` : 'No: none of your planets sit in each other’s signs.';
      details.push(`As for the chain of rulers, ${finalText}.`);
    } else {
      answer = isYesNo(ask) ? `${d.finalDispositor ? 'Yes' : 'No'}: ${finalText}.` : `${capital(finalText)}.`;
      details.push(
        d.finalDispositor
          ? `A final dispositor works like the last word in your chart: whatever the other planets want, it runs through ${d.finalDispositor}'s way of doing things.`
          : 'With no single planet at the end of every chain, no one planet has the last word: your chart shares its authority between them.',
      );
      if (receptions[0]) details.push(`${capital(receptions[0])}.`);
      else if (aboutReception)
        details.push('You have no mutual reception: none of your planets sit in each other’s signs.');
    }
    ids.push(d.finalDispositor ? `Final dispositor ${d.finalDispositor}` : 'Dispositors');
  } else if (houses.length) {
    const parts = houses.map((h) => {
      const cusp = chart.houses[h - 1];
      const ruler = rulerOf(cusp?.sign ?? '').traditional;
      ids.push(`Ruler of the ${ordinal(h)} house ${ruler}`);
      return `${ruler} rules your ${ordinal(h)} house, which opens in ${cusp?.sign ?? ''}, and it sits in ${where(ruler)}`;
    });
    answer = `${capital(list(parts))}.`;
    for (const h of houses) {
      const cusp = chart.houses[h - 1];
      const modern = rulerOf(cusp?.sign ?? '').modern;
      if (modern)
        details.push(`Modern astrologers also give ${cusp?.sign} to ${modern}, which sits in ${where(modern)}.`);
    }
    details.push(
      "A house's ruler carries that part of life to wherever it sits: the house it stands in is where that story plays out.",
    );
  } else if (planets.length && /chain|cadena|cadeia|dispos/.test(ask.text)) {
    const chains = d.chains.filter((c) => planets.includes(c.planet));
    const chainText = (c: (typeof d.chains)[number]) => {
      const steps = c.chain.map((p) => `${named(p)} in ${planetOf(chart, p)?.sign ?? ''}`);
      const last = c.chain[c.chain.length - 1] ?? c.planet;
      const end =
        c.end.kind === 'final'
          ? ', which rules its own sign'
          : `, which answers to ${named(signRulerOf(chart, last))} again and closes the loop`;
      const [head, second, ...rest] = steps;
      if (!second) return `${head} is in its own sign, so it answers to no one`;
      return `${head} answers to ${second}${rest.length ? `, then ${rest.join(', then ')}` : ''}${end}`;
    };
    answer = `${capital(list(chains.map(chainText)))}.`;
    details.push(
      'Each planet answers to the ruler of the sign it stands in; following the chain shows whose way of doing things has the last word.',
    );
    ids.push(...chains.map((c) => `Dispositor chain ${c.planet}`));
  } else {
    // "Who rules my chart", "my rising is Libra so my ruler is Venus, right?".
    const claimed = planets[0];
    const isRuler = claimed !== undefined && (claimed === chartRuler.traditional || claimed === chartRuler.modern);
    const fact = `${rulerText(asc.sign)} ${chartRuler.modern ? 'rule' : 'rules'} your chart, because your rising sign is ${asc.sign}`;
    answer = claimed
      ? isRuler
        ? `Yes: ${fact}.`
        : `No: ${fact}, not ${named(claimed)}.`
      : `Your chart ruler is ${rulerText(asc.sign)}, because your rising sign is ${asc.sign}.`;
    const rulerPlanet = planetOf(chart, chartRuler.traditional);
    if (rulerPlanet) {
      details.push(
        `${chartRuler.traditional} sits in ${where(chartRuler.traditional)}, so that sign's style and that area of life colour how you meet the world.`,
      );
    }
    details.push('The chart ruler is like the driver of the whole chart: where it goes, your energy tends to follow.');
    details.push(`Following the rulers further, ${finalText}.`);
    ids.push(`Chart ruler ${chartRuler.traditional}`);
  }

  const technical = [
    `Ascendant ${position(asc.longitude)}; ruler ${chartRuler.traditional}${chartRuler.modern ? ` (modern: ${chartRuler.modern})` : ''}${
      planetOf(chart, chartRuler.traditional)
        ? ` at ${position(planetOf(chart, chartRuler.traditional)?.longitude ?? 0)}, ${ordinal(planetOf(chart, chartRuler.traditional)?.house ?? 0)} house (${chart.houseSystem})`
        : ''
    }.`,
    `Dispositors (traditional rulers): ${d.chains
      .map((c) => `${c.chain.join(' → ')}${c.end.kind === 'final' ? ' (final)' : ` (loop ${c.end.planets.join('–')})`}`)
      .join('; ')}.`,
    d.mutualReceptions.length
      ? `Mutual receptions: ${d.mutualReceptions.map((m) => `${m.planets[0]} in ${signName(m.signs[0])} ↔ ${m.planets[1]} in ${signName(m.signs[1])}`).join('; ')}.`
      : 'No mutual reception by domicile.',
  ];
  return { technique: 'rulership', answer, details: details.slice(0, 4), technical, ids };
}

// ---------------------------------------------------------------------------------------------------------------
// Returns

interface ReturnKind {
  body: ReturnBody;
  name: string;
  /** Within this many degrees of the natal place counts as "in it". */
  orb: number;
  meaning: string;
}

const RETURN_KINDS: Readonly<Record<'Saturn' | 'Jupiter' | 'Node', ReturnKind>> = {
  Saturn: {
    body: 'Saturn',
    name: 'Saturn return',
    orb: 5,
    meaning:
      'A Saturn return is Saturn coming back to where it stood when you were born, about every 29 years: a stretch that tends to ask what you are building and whether it is really yours.',
  },
  Jupiter: {
    body: 'Jupiter',
    name: 'Jupiter return',
    orb: 5,
    meaning:
      'A Jupiter return is Jupiter coming back to its place in your chart, about every 12 years: a time when new chances and a wish to grow tend to show up.',
  },
  Node: {
    body: 'Mean_Node',
    name: 'nodal return',
    orb: 3,
    meaning:
      "A nodal return is the Moon's nodes coming back to where they were at your birth, about every 18 and a half years: the question of where your life is heading comes round again.",
  },
};

const SOLAR_WORDS = /solar|birthday|cumpleanos|aniversario|revolucao|revolucion|bday|b-day/;

function returnAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const natal = chart.birth?.natal;
  if (!natal) return null;
  const points = ask.heard.about.points;
  if (SOLAR_WORDS.test(ask.text) || (points.includes('Sun') && !points.includes('Saturn'))) {
    return solarReturnAnswer(chart, natal, ask);
  }
  const kind =
    points.includes('Jupiter') || /jupiter/.test(ask.text)
      ? RETURN_KINDS.Jupiter
      : points.includes('North Node') ||
          points.includes('South Node') ||
          /\bnod(?:e|es|al|o|os)\b|\bnos\b/.test(ask.text)
        ? RETURN_KINDS.Node
        : RETURN_KINDS.Saturn;
  return planetReturnAnswer(chart, natal, kind, ask);
}

function hitDays(chart: ChartContext, r: PlanetReturn): string {
  return list(r.hits.map((h) => dayOf(chart, h.at)));
}

/**
 * "14 March 2029", with the age clause after the first hit and the loop's other hits after it: "14 March 2029, when
 * you'll be 58, and again on 2 August 2029 and 1 January 2030 as it loops back and forth".
 */
function whenText(chart: ChartContext, r: PlanetReturn, age = ''): string {
  const [first, ...rest] = r.hits.map((h) => dayOf(chart, h.at));
  const again = rest.length ? `, and again on ${list(rest)} as it loops back and forth` : '';
  return `${first}${age ? `, ${age}` : ''}${again}`;
}

/** Where a body is at an instant, in the chart's own zodiac and perspective. */
function bodyLongitudeAt(natal: NatalChart, body: ReturnBody, at: Date): number {
  const sky = calculateNatalChart({
    ut: at,
    latitude: natal.latitude,
    longitude: natal.longitude,
    zodiac: natal.zodiac,
    ayanamsa: natal.ayanamsa,
    perspective: natal.perspective,
  });
  return sky.points[body].longitude;
}

function planetReturnAnswer(chart: ChartContext, natal: NatalChart, kind: ReturnKind, ask: Asked): TechniqueAnswer {
  const result = planetaryReturns(natal, kind.body, { orb: kind.orb, now: ask.now, untilAge: 100 });
  const past = result.returns.filter((r) => r.status === 'past');
  const last = past[past.length - 1] ?? null;
  const active = result.returns.find((r) => r.status === 'active') ?? null;
  const next = result.returns.find((r) => r.status === 'upcoming') ?? null;
  const title = kind.name;
  const age = (r: PlanetReturn) => Math.floor(r.age);
  const time = ask.heard.time;
  const asksNow =
    time?.kind === 'now' ||
    time?.kind === 'today' ||
    time?.kind === 'this-week' ||
    time?.kind === 'this-month' ||
    /\b(right now|now|currently|ahora|agora|am i in|estoy en|estou no)\b/.test(ask.text);
  const yearAsked =
    time?.kind === 'year'
      ? time.year
      : time?.kind === 'this-year'
        ? ask.now.getUTCFullYear()
        : time?.kind === 'next-year'
          ? ask.now.getUTCFullYear() + 1
          : null;

  const inYear = (r: PlanetReturn, year: number) =>
    r.hits.some((h) => Number(h.at.slice(0, 4)) === year) ||
    (r.passage !== null && Number(r.passage.start.slice(0, 4)) <= year && Number(r.passage.end.slice(0, 4)) >= year);
  const season = (r: PlanetReturn) =>
    r.passage
      ? humanRange(localMoment(r.passage.start, zoneOf(chart)).date, localMoment(r.passage.end, zoneOf(chart)).date)
      : null;

  let answer: string;
  let focus: PlanetReturn | null;
  // The engine's passage ends when the body leaves the orb after its last exact hit; a later retrograde swing can
  // bring it back within the orb without touching the exact degree, and that is still felt as the return.
  const distanceNow = angularDistance(bodyLongitudeAt(natal, kind.body, ask.now), result.natalLongitude);
  const nearLast = last && (active === null || active === undefined) && distanceNow <= kind.orb;
  if (asksNow) {
    focus = active ?? (nearLast ? last : next);
    answer = active
      ? `Yes: you are in your ${title} now, exact on ${whenText(chart, active)}.`
      : nearLast && last
        ? `Yes: ${kind.body === 'Mean_Node' ? 'the node' : kind.body} is back within ${Math.max(1, Math.round(distanceNow))}° of where it stood when you were born, the tail of the ${title} that was exact on ${whenText(chart, last)}.`
        : next
          ? `No: you are not in your ${title} now; the next one is exact on ${whenText(chart, next, `when you'll be ${age(next)}`)}.`
          : `No: you are not in your ${title} now.`;
  } else if (yearAsked !== null) {
    const hit = result.returns.find((r) => inYear(r, yearAsked)) ?? null;
    focus = hit ?? active ?? next;
    answer = hit
      ? `Yes: your ${title} falls in ${yearAsked}, exact on ${whenText(chart, hit)}.`
      : `No, not in ${yearAsked}: ${next ? `your next ${title} is exact on ${whenText(chart, next)}` : `your last ${title} was exact on ${last ? whenText(chart, last) : 'no date I can find'}`}.`;
  } else if (time?.kind === 'past') {
    focus = last ?? next;
    answer = last
      ? `Your last ${title} was exact on ${whenText(chart, last, `when you were ${age(last)}`)}.`
      : `You haven't had a ${title} yet: the first is exact on ${next ? whenText(chart, next) : 'a date beyond my tables'}.`;
  } else if (active) {
    focus = active;
    answer = `You are in your ${title} now: it is exact on ${whenText(chart, active)}, around your ${ordinal(age(active))} year.`;
  } else if (next) {
    focus = next;
    answer = `Your next ${title} is exact on ${whenText(chart, next, `when you'll be ${age(next)}`)}.`;
  } else {
    focus = last;
    answer = last
      ? `Your last ${title} was exact on ${whenText(chart, last, `when you were ${age(last)}`)}.`
      : `I can't find a ${title} within the ephemeris for your chart.`;
  }

  const details = [kind.meaning];
  const span = focus ? season(focus) : null;
  if (focus && span) {
    details.push(
      `${focus === active ? 'This' : 'That'} season runs from about ${span}, while ${kind.body === 'Mean_Node' ? 'the node' : kind.body} is within ${kind.orb}° of its place at your birth.`,
    );
  }
  if (focus !== last && last) details.push(`Your last one was exact on ${hitDays(chart, last)}, at ${age(last)}.`);
  else if (focus === last && (active ?? next)) {
    const coming = (active ?? next) as PlanetReturn;
    details.push(`The next one is exact on ${hitDays(chart, coming)}, at ${age(coming)}.`);
  }

  const zone = localMoment(natal.utc, zoneOf(chart)).zone;
  const technical = [
    `Natal ${kind.body === 'Mean_Node' ? 'mean North Node' : kind.body} ${position(result.natalLongitude)}; orb ${kind.orb}°; dates in ${zone === 'UT' ? 'UT' : `the birth zone (${zone})`}.`,
    ...result.returns.map((r) => {
      const hits = r.hits
        .map((h) => `${h.at.replace('T', ' ').slice(0, 16)} UT${h.retrograde ? ' (R)' : ''}`)
        .join(', ');
      const window = r.passage ? `; in orb ${r.passage.start.slice(0, 10)} to ${r.passage.end.slice(0, 10)}` : '';
      return `${ordinal(r.number)} return (age ${r.age.toFixed(1)}, ${r.status ?? ''}): ${hits}${window}.`;
    }),
  ];
  return { technique: 'return', answer, details: details.slice(0, 4), technical, ids: [capital(title)] };
}

const HOUSE_THEME: readonly string[] = [
  'yourself, your body and fresh starts',
  'money, resources and what you value',
  'learning, talk and the people nearby',
  'home, family and roots',
  'creativity, pleasure and romance',
  'work, routines and health habits',
  'partnerships and close one-to-one ties',
  'shared resources, intimacy and change',
  'travel, study and the bigger picture',
  'career and your public role',
  'friends, groups and hopes for the future',
  'rest, retreat and the inner life',
];

function isLeapDay(chart: ChartContext): boolean {
  return chart.birth?.local?.date.slice(5) === '02-29';
}

/** The solar return of the year asked for (the next birthday by default, the last one for the past). */
function solarReturnAnswer(chart: ChartContext, natal: NatalChart, ask: Asked): TechniqueAnswer {
  const time = ask.heard.time;
  const thisYear = ask.now.getUTCFullYear();
  let year: number;
  if (time?.kind === 'year') year = time.year;
  else if (time?.kind === 'next-year') year = thisYear + 1;
  else if (time?.kind === 'this-year') year = thisYear;
  else if (time?.kind === 'past')
    year = time.year ?? thisYear - (solarReturn(natal, thisYear).jd > jdOf(ask.now) ? 1 : 0);
  else year = solarReturn(natal, thisYear).jd >= jdOf(ask.now) ? thisYear : thisYear + 1;
  const sr = solarReturn(natal, year);
  const local = localMoment(sr.at, zoneOf(chart));
  const zoneWords =
    local.zone === 'UT' ? 'UT' : `${(local.zone.split('/').pop() ?? local.zone).replace(/_/g, ' ')} time`;
  const sun = natal.points.Sun;
  const answer = `Your solar return in ${year} falls on ${humanDate(local.date)} at ${local.time}, ${zoneWords}, the moment the Sun comes back to exactly where it was when you were born.`;

  const details = ['A chart cast for that moment is read as the theme of your year, from that birthday to the next.'];
  // The year's chart, cast for the birth place (where the person is then is not known here).
  const yearChart = calculateNatalChart({ ut: sr.jd, latitude: natal.latitude, longitude: natal.longitude });
  const srAsc = yearChart.points.Ascendant;
  const srSunHouse = yearChart.points.Sun.house;
  details.push(
    `Cast for your birth place, that chart has ${srAsc.signName} rising and puts the Sun in its ${ordinal(srSunHouse)} house, which points the year towards ${HOUSE_THEME[srSunHouse - 1] ?? 'the Sun’s house'}.`,
  );
  if (isLeapDay(chart)) {
    details.push(
      'Because you were born on 29 February, in years without that date your birthday in the sky falls on 28 February or 1 March: it follows the Sun, not the calendar.',
    );
  }
  return {
    technique: 'return',
    answer,
    details,
    technical: [
      `Solar return ${year}: ${sr.at.replace('T', ' ').slice(0, 19)} UT (${local.date} ${local.time} ${local.zone}); natal Sun ${position(sun.longitude)}.`,
      `Solar return chart for the birth place (${natal.latitude.toFixed(2)}, ${natal.longitude.toFixed(2)}): Ascendant ${position(srAsc.longitude)}, Midheaven ${position(yearChart.points.Medium_Coeli.longitude)}, Sun in the ${ordinal(srSunHouse)} house (${yearChart.houseSystem.name}), Moon ${position(yearChart.points.Moon.longitude)} in the ${ordinal(yearChart.points.Moon.house)}.`,
    ],
    ids: [`Solar return ${year}`],
  };
}

/** Julian day (UT) of a date, for comparing with the engine's instants. */
function jdOf(date: Date): number {
  return date.getTime() / 86_400_000 + 2_440_587.5;
}

// ---------------------------------------------------------------------------------------------------------------
// Birth time: sign edges, an unknown time, a leap-day birthday

const UNKNOWN_TIME =
  /no (?:clue|idea)|don'?t know|dont know|not sure|unknown|adopted|uncertain|rectif|in the (?:morning|afternoon|evening|night)|no (?:se|tengo) (?:la )?hora|nao sei|sem hora|no tengo hora|disagree|an hour|\bhour off\b/;
const LEAP_WORDS = /leap|29 (?:de )?feb|feb(?:ruary)? 29|bisiesto|bissexto|29\/0?2/;

const EDGE_DISPLAY: Readonly<Record<string, PointName>> = {
  Ascendant: 'Ascendant',
  Midheaven: 'Medium_Coeli',
  Sun: 'Sun',
  Moon: 'Moon',
};

function birthTimeAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const natal = chart.birth?.natal;
  if (!natal) return null;
  if (isLeapDay(chart) || (LEAP_WORDS.test(ask.text) && chart.birth?.local)) return leapDayAnswer(chart, natal, ask);
  if (UNKNOWN_TIME.test(ask.text)) return unknownTimeAnswer(chart, natal, ask);

  const edges = signEdges(natal);
  const asked = ask.heard.about.points.filter((p) => p in EDGE_DISPLAY);
  // "Aries or Taurus?" with no point named: the sign people mean is the Sun's.
  const signsAsked = ask.heard.about.signs;
  const focus: PointName[] = asked.length
    ? asked.map((p) => EDGE_DISPLAY[p] as PointName)
    : signsAsked.length
      ? [
          (['Sun', 'Moon', 'Ascendant', 'Medium_Coeli'] as PointName[]).find((p) =>
            signsAsked.includes(natal.points[p].signName as never),
          ) ?? 'Sun',
        ]
      : [];
  const shift = (name: PointName) => {
    const p = natal.points[name];
    const degree = p.position;
    const perDay = Math.abs(p.speed) || 1;
    return { earlier: (degree / perDay) * 1440, later: ((30 - degree) / perDay) * 1440 };
  };
  const signNow = (name: PointName) => natal.points[name].signName;
  const word = (name: PointName) => (name === 'Ascendant' ? 'your rising sign' : `your ${displayPointName(name)}`);

  let answer: string;
  const details: string[] = [];
  if (focus.length) {
    const name = focus[0] as PointName;
    const edge = edges.edges.find((e) => e.point === name);
    if (edge) {
      const when = `${duration(edge.minutesToEdge)} ${edge.minutesToEdge < 0 ? 'earlier' : 'later'}`;
      const fact = `${capital(word(name))} is in ${signNow(name)}, but only just: ${formatDegree(edge.distance)} from ${signName(edge.neighbour)}, so a birth ${when} would put it in ${signName(edge.neighbour)}`;
      answer =
        isYesNo(ask) && !signsAsked.length ? `Yes: ${fact.charAt(0).toLowerCase()}${fact.slice(1)}.` : `${fact}.`;
      details.push(
        'If your recorded birth time is exact to the minute, trust it; if it was rounded, it is worth reading both signs and seeing which one sounds like you.',
      );
    } else {
      const s = shift(name);
      const fact = `${word(name)} is safely inside ${signNow(name)}: it would take a birth ${duration(s.earlier)} earlier or ${duration(s.later)} later to change it`;
      answer = isYesNo(ask) && !signsAsked.length ? `No: ${fact}.` : `${capital(fact)}.`;
    }
    for (const other of focus.slice(1)) {
      const e = edges.edges.find((x) => x.point === other);
      details.push(
        e
          ? `${capital(word(other))} is close to an edge too: ${formatDegree(e.distance)} from ${signName(e.neighbour)}.`
          : `${capital(word(other))} sits well inside ${signNow(other)}.`,
      );
    }
  } else if (edges.birthTimeMatters) {
    const parts = edges.edges.map(
      (e) => `${word(e.point)} is ${formatDegree(e.distance)} from the ${signName(e.neighbour)} edge`,
    );
    answer = `${isYesNo(ask) ? 'Yes: ' : ''}${isYesNo(ask) ? '' : 'Your exact birth time matters here: '}${list(parts)}.`;
    answer = capital(answer);
  } else {
    answer = `${isYesNo(ask) ? 'No: ' : ''}none of your Ascendant, Midheaven, Sun or Moon sits within ${SIGN_EDGE_ORB}° of a sign edge, so a few minutes either way would not change their signs.`;
    answer = capital(answer);
  }
  if (!focus.includes('Ascendant')) {
    const s = shift('Ascendant');
    details.push(
      `Your rising sign is the most time-sensitive: yours, ${signNow('Ascendant')}, would change with a birth ${duration(s.earlier)} earlier or ${duration(s.later)} later.`,
    );
  }
  details.push('The houses move with the rising sign; the planets’ signs and aspects barely move in a few minutes.');

  return {
    technique: 'birth-time',
    answer,
    details: details.slice(0, 4),
    technical: [
      `Chart cast for ${chart.birth?.local ? `${chart.birth.local.date} ${chart.birth.local.time} ${chart.birth.local.timezone} (` : ''}${natal.utc.replace('T', ' ').slice(0, 16)} UT${chart.birth?.local ? ')' : ''}.`,
      ...(['Ascendant', 'Medium_Coeli', 'Sun', 'Moon'] as PointName[]).map((name) => {
        const p = natal.points[name];
        const s = shift(name);
        return `${displayPointName(name)} ${position(p.longitude)}: ${formatDegree(p.position)} into the sign, ${formatDegree(30 - p.position)} to go; sign holds from ${duration(s.earlier)} earlier to ${duration(s.later)} later (speed ${p.speed.toFixed(2)}°/day).`;
      }),
    ],
    ids: ['Birth time sensitivity'],
  };
}

/** "I don't know my birth time": what holds over the whole birth day and what does not. */
function unknownTimeAnswer(chart: ChartContext, natal: NatalChart, ask: Asked): TechniqueAnswer {
  const local = chart.birth?.local;
  const [h, m] = (local?.time ?? '12:00').split(':').map(Number);
  const sinceMidnight = (h ?? 12) * 60 + (m ?? 0);
  const untilMidnight = 1440 - sinceMidnight;
  // Where a light could be at the day's first and last minute, from its speed at the recorded time.
  const range = (name: 'Sun' | 'Moon') => {
    const p = natal.points[name];
    const from = signOf(p.longitude - (p.speed * sinceMidnight) / 1440).name;
    const to = signOf(p.longitude + (p.speed * untilMidnight) / 1440).name;
    return { sign: p.signName, from, to, holds: from === to };
  };
  const sun = range('Sun');
  const moon = range('Moon');
  const holding = [sun, moon].every((r) => r.holds);
  const lightText = (label: string, r: ReturnType<typeof range>) =>
    r.holds
      ? `your ${label} stays in ${r.sign} all day`
      : `your ${label} could be ${r.from} or ${r.to}, depending on the hour`;
  const asc = natal.points.Ascendant;
  const answer = holding
    ? `Without a sure birth time your Sun and Moon signs still hold, ${sun.sign} and ${moon.sign}, but your rising sign and houses don't.`
    : `Without a sure birth time, ${lightText('Sun', sun)} and ${lightText('Moon', moon)}, and your rising sign and houses are open.`;
  return {
    technique: 'birth-time',
    answer,
    details: [
      `Your chart here is cast for ${local?.time ?? 'the time given'}, which gives ${asc.signName} rising; the rising sign moves on about every two hours, so a different hour can mean a different one.`,
      'The planets’ signs and most aspects stay the same through the day, so those readings are safe to trust.',
      isYesNo(ask) || /rectif/.test(ask.text)
        ? 'Rectifying a birth time from life events is skilled, slow work that I can’t do reliably here; a birth certificate or hospital record is the surest source.'
        : 'If you can find a record of the time, even a rough one, the rising sign and houses come into focus.',
    ],
    technical: [
      `Recorded ${local ? `${local.date} ${local.time} ${local.timezone}` : natal.utc}; Sun ${position(natal.points.Sun.longitude)} (${natal.points.Sun.speed.toFixed(2)}°/day), Moon ${position(natal.points.Moon.longitude)} (${natal.points.Moon.speed.toFixed(2)}°/day).`,
      `Over the birth day: Sun ${sun.from}${sun.holds ? '' : `–${sun.to}`}, Moon ${moon.from}${moon.holds ? '' : `–${moon.to}`}; Ascendant ${position(asc.longitude)} at the recorded time.`,
    ],
    ids: ['Birth time unknown'],
  };
}

/** A 29 February birthday: when the Sun's return falls in the years without one. */
function leapDayAnswer(chart: ChartContext, natal: NatalChart, ask: Asked): TechniqueAnswer {
  const local = chart.birth?.local;
  if (!isLeapDay(chart)) {
    // They named a leap day, the chart says otherwise: say what the chart holds.
    const date = local ? humanDate(local.date) : dayOf(chart, natal.utc);
    return {
      technique: 'birth-time',
      answer: `The birth date I have for you is ${date}, not 29 February: if that is wrong, change it in your birth details and I'll cast the chart again.`,
      details: ['Everything in your chart, from the rising sign to the Moon, follows from that date and time.'],
      technical: [`Chart cast for ${local ? `${local.date} ${local.time} ${local.timezone}` : natal.utc}.`],
      ids: ['Birth date'],
    };
  }
  const thisYear = ask.now.getUTCFullYear();
  const first = solarReturn(natal, thisYear).jd >= jdOf(ask.now) ? thisYear : thisYear + 1;
  const years = [0, 1, 2, 3].map((i) => first + i);
  const moments = years.map((y) => ({ y, at: localMoment(solarReturn(natal, y).at, zoneOf(chart)) }));
  const upcoming = moments[0];
  const answer = `${isYesNo(ask) ? 'Yes: ' : ''}${isYesNo(ask) ? 'your' : 'Your'} birthday in the sky comes every year, leap year or not: it is the moment the Sun returns to ${position(natal.points.Sun.longitude)}, and next it falls on ${humanDate(upcoming?.at.date ?? '')}.`;
  return {
    technique: 'birth-time',
    answer,
    details: [
      'In years without 29 February that moment lands on 28 February or 1 March, depending on the year and the hour you were born, so your solar return chart is just as real as anyone’s.',
      `Over the next few years it falls on ${list(moments.map((m) => humanDate(m.at.date)))}.`,
      'Nothing else in your chart is touched by the leap day: your placements are the same as for any other date.',
    ],
    technical: moments.map(
      (m) =>
        `Solar return ${m.y}: ${m.at.date} ${m.at.time} ${m.at.zone} (natal Sun ${position(natal.points.Sun.longitude)}).`,
    ),
    ids: ['Leap-day birthday'],
  };
}
