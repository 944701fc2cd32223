// Exact facts a technical reader asks for, each answered first and computed: the tightest aspect with its orb, the
// degree of a point, a planet's essential dignity and condition, the placements as a plain list, the house system
// and zodiac the chart is read in, and Black Moon Lilith. Pure: the engine's functions are the only thing called.
import {
  type EssentialDignity,
  essentialDignity,
  isTraditionalPlanet,
  type PointName,
  SIGN_NAME_BY_CODE,
  type SignCode,
  tightestAspects,
} from '@stellara/astro';
import { houseSystemText, TEN_PLANETS, zodiacText } from '@stellara/contract';
import {
  type ChartContext,
  type ChartPlanet,
  displayPointName,
  lookup,
  oppositeSign,
  ordinal,
  planetOf,
  rulerOf,
} from '../../chart-context.ts';
import { THEME } from '../../phrases.ts';
import { capital, list, named, position, type TechniqueAnswer } from './words.ts';

/** A computed fact: a technique answer whose `technique` is one of the ChartFact kinds. */
export type FactAnswer = TechniqueAnswer;

const SIGN_CODE_BY_NAME = Object.fromEntries(
  Object.entries(SIGN_NAME_BY_CODE).map(([code, name]) => [name, code]),
) as Record<string, SignCode>;

function engineName(display: string): PointName {
  if (display === 'North Node') return 'Mean_Node';
  if (display === 'Midheaven') return 'Medium_Coeli';
  return display as PointName;
}

/** "Sun conjunct Jupiter", "Mercury quincunx Uranus". */
function aspectText(a: { p1: PointName; p2: PointName; aspect: string }): string {
  const verb = a.aspect === 'conjunction' ? 'conjunct' : a.aspect === 'opposition' ? 'opposite' : a.aspect;
  return `${displayPointName(a.p1)} ${verb} ${displayPointName(a.p2)}`;
}

/** An orb as astrologers write it: 0°13'. */
export function orbText(orb: number): string {
  const d = Math.floor(orb);
  let m = Math.round((orb - d) * 60);
  if (m === 60) return `${d + 1}°00'`;
  m = Math.max(0, m);
  return `${d}°${String(m).padStart(2, '0')}'`;
}

const ANGLE_ASPECT_ORB = 1;

/** What each major aspect does between two drives, in a few plain words. */
const ASPECT_MEANING: Readonly<Record<string, string>> = {
  conjunction: 'A conjunction fuses two drives so they act as one',
  opposition: 'An opposition sets two drives facing each other, to be balanced rather than chosen between',
  square: 'A square makes two drives rub against each other, which pushes you to act',
  trine: 'A trine lets two drives help each other with little effort',
  sextile: 'A sextile gives two drives an easy opening that works when you use it',
};

/** The chart's aspects by orb alone, among the points the chat reads (angles only when the birth time is known). */
function byOrb(chart: ChartContext) {
  const points = Object.fromEntries(chart.planets.map((p) => [engineName(p.name), { longitude: p.longitude }]));
  // Aspects to the angles within 1°, as the chart's own aspect list counts them (chart-context natalAspects).
  return tightestAspects(
    points,
    chart.planets.map((p) => engineName(p.name)),
    ANGLE_ASPECT_ORB,
  );
}

// ---------------------------------------------------------------------------------------------
// The tightest aspect

/** "What's my tightest aspect?": the major aspect closest to exact, with its orb, and a tighter minor one if any. */
export function tightestAnswer(chart: ChartContext): FactAnswer | null {
  const t = byOrb(chart);
  if (!t.major) return null;
  const major = t.major;
  const answer = `Your tightest major aspect is ${aspectText(major)}, ${orbText(major.orb)} from exact.`;
  const details: string[] = [];
  const themes = [lookup(THEME, displayPointName(major.p1)), lookup(THEME, displayPointName(major.p2))];
  if (themes[0] && themes[1]) {
    details.push(
      `${ASPECT_MEANING[major.aspect] ?? 'It links two drives'}: here your ${themes[0]} with your ${themes[1]}.`,
    );
  }
  details.push(
    major.orb < 1
      ? 'An aspect this close to exact is felt all the time, like a note that never stops sounding.'
      : 'The closer an aspect is to exact, the more constantly it is felt.',
  );
  if (t.tighterMinor) {
    details.push(
      `Counting the minor aspects too, ${aspectText(t.tighterMinor)} is even closer, at ${orbText(t.tighterMinor.orb)}.`,
    );
  }
  const next = t.all.filter((a) => a.major && a !== major).slice(0, 2);
  if (next.length) {
    details.push(`After it come ${list(next.map((a) => `${aspectText(a)} (${orbText(a.orb)})`))}.`);
  }
  return {
    technique: 'tightest-aspect',
    answer,
    details,
    technical: t.all
      .slice(0, 6)
      .map((a) => `${aspectText(a)}: orb ${a.orb.toFixed(2)}°${a.major ? '' : ' (minor, counted within 1°)'}.`),
    ids: [`${displayPointName(major.p1)} ${major.aspect} ${displayPointName(major.p2)}`],
    closing: `Would you like me to read what ${aspectText(major)} means for you?`,
  };
}

// ---------------------------------------------------------------------------------------------
// One point's aspects within an orb

/** "Which tight aspects does my Sun make, under 3°?": every major aspect of that point within the orb, tightest first. */
export function pointAspectsAnswer(chart: ChartContext, name: string, maxOrb: number): FactAnswer | null {
  if (!planetOf(chart, name)) return null;
  const within = chart.aspects.filter((a) => (a.p1 === name || a.p2 === name) && a.orb <= maxOrb);
  const limit = `${Number(maxOrb.toFixed(2))}°`;
  // The asked point first: "Sun square Moon", however the chart's list orders the pair.
  const text = (a: (typeof within)[number]) =>
    `${aspectText({ p1: engineName(name), p2: engineName(a.p1 === name ? a.p2 : a.p1), aspect: a.type })} (${orbText(a.orb)}, ${a.applying ? 'applying' : 'separating'})`;
  return {
    technique: 'point-aspects',
    answer: within.length
      ? `Within ${limit}, your ${name} makes ${within.length === 1 ? 'one major aspect' : `${within.length} major aspects`}: ${list(within.map(text))}.`
      : `Your ${name} makes no major aspect within ${limit}.`,
    details: [],
    technical: [
      `Major aspects (conjunction, sextile, square, trine, opposition) with orb at most ${limit}, tightest first.`,
    ],
    ids: within.map((a) => `${a.p1} ${a.type} ${a.p2}`),
    closing: `Would you like me to read what ${within.length > 1 ? 'these aspects mean' : `your ${name} means`} for you?`,
  };
}

// ---------------------------------------------------------------------------------------------
// Degrees

/** The Descendant and IC sit opposite the Ascendant and Midheaven, at the same degree. */
export function pointPosition(
  chart: ChartContext,
  name: string,
): { name: string; sign: string; longitude: number } | null {
  if (name === 'Descendant' || name === 'IC') {
    const opposite = planetOf(chart, name === 'IC' ? 'Midheaven' : 'Ascendant');
    return opposite ? { name, sign: oppositeSign(opposite.sign), longitude: (opposite.longitude + 180) % 360 } : null;
  }
  if (name === 'Lilith') {
    const lilith = chart.birth?.natal.points.Mean_Lilith;
    return lilith ? { name, sign: lilith.signName, longitude: lilith.longitude } : null;
  }
  const p = planetOf(chart, name);
  return p ? { name: p.name, sign: p.sign, longitude: p.longitude } : null;
}

const SENTENCE_NAME: Readonly<Record<string, string>> = {
  Ascendant: 'Ascendant',
  Midheaven: 'Midheaven',
  Descendant: 'Descendant',
  IC: 'IC',
  'North Node': 'North Node',
  Lilith: 'Black Moon Lilith',
};

/** "Your Midheaven is at 28°22' Cancer." for every point asked for by degree. */
export function degreeAnswer(chart: ChartContext, points: readonly string[]): FactAnswer | null {
  const found = points.flatMap((n) => pointPosition(chart, n) ?? []);
  if (!found.length) return null;
  const parts = found.map((p) => {
    const house = planetOf(chart, p.name)?.house;
    const inHouse = house && !['Ascendant', 'Midheaven'].includes(p.name) ? `, in your ${ordinal(house)} house` : '';
    const rx = planetOf(chart, p.name)?.retrograde && TEN_PLANETS.some((t) => t === p.name) ? ', retrograde' : '';
    return `your ${SENTENCE_NAME[p.name] ?? p.name} is at ${position(p.longitude)}${inHouse}${rx}`;
  });
  const missing = points.filter((n) => !found.some((f) => f.name === n));
  const details = missing.length
    ? [`I can't give ${list(missing)} without a birth time, because angles and houses depend on it.`]
    : [];
  return {
    technique: 'degree',
    // Semicolons between points: each carries its own commas ("at 22°46' Cancer, in your 9th house").
    answer: `${capital(parts.join('; '))}.`,
    details,
    technical: found.map((p) => `${p.name}: ecliptic longitude ${p.longitude.toFixed(4)}° (${chart.frame.text}).`),
    ids: found.map((p) => `${p.name} degree`),
    closing: `If you'd like, I can read what ${found.length === 1 ? 'that placement' : 'those placements'} mean${found.length === 1 ? 's' : ''} for you.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Dignity and condition

const DIGNITY_WORDS: Readonly<Record<EssentialDignity, string>> = {
  domicile: 'in its domicile, the sign it rules, where it works at full strength',
  exaltation: 'in its exaltation, a sign where it is honoured and works at its best',
  detriment: 'in its detriment, the sign opposite its home, where it has to work harder and in less familiar ways',
  fall: 'in its fall, opposite its exaltation, where its strengths come less easily and are often earned',
  peregrine:
    'peregrine: it has no essential dignity in this sign, so it takes its cue from the planet that rules the sign',
};

export interface Condition {
  planet: ChartPlanet;
  dignity: EssentialDignity;
  signRuler: string;
}

export function conditionOf(chart: ChartContext, name: string): Condition | null {
  const planet = planetOf(chart, name);
  if (!planet || !TEN_PLANETS.some((t) => t === name)) return null;
  const report = essentialDignity(name as (typeof TEN_PLANETS)[number], SIGN_CODE_BY_NAME[planet.sign] as SignCode);
  return { planet, dignity: report.dignity, signRuler: report.signRuler };
}

/**
 * "What's the dignity of my Mars?", "is my Venus in detriment?", "condition of my chart ruler": sign, house,
 * essential dignity, retrograde or direct, and its closest aspects. `role` names why this planet was asked about.
 */
export function conditionAnswer(
  chart: ChartContext,
  name: string,
  options: { role?: string; why?: string; claimed?: EssentialDignity | 'dignified' | null } = {},
): FactAnswer | null {
  const c = conditionOf(chart, name);
  if (!c) return null;
  const { planet, dignity } = c;
  const who = options.role ? `${options.role}, ${named(name)},` : `your ${name}`;
  const house = planet.house ? ` in your ${ordinal(planet.house)} house` : '';
  const traditional = isTraditionalPlanet(name);
  const fact = traditional
    ? `${capital(who)} is in ${planet.sign}${house}, ${DIGNITY_WORDS[dignity]}`
    : `${capital(who)} is in ${planet.sign}${house}; as an outer planet it has no essential dignity in the traditional scheme`;
  const claimed = options.claimed;
  // "Is my Venus dignified?" asks for domicile or exaltation; "in detriment?" for that one dignity.
  const holds = claimed === 'dignified' ? dignity === 'domicile' || dignity === 'exaltation' : dignity === claimed;
  const answer = claimed ? `${holds ? 'Yes' : 'No'}: ${fact.charAt(0).toLowerCase()}${fact.slice(1)}.` : `${fact}.`;
  const aspects = chart.aspects
    .filter((a) => (a.p1 === name || a.p2 === name) && !(a.p1 === 'Ascendant' && a.p2 === 'Midheaven'))
    .slice(0, 3);
  // The lights never turn retrograde: only the planets get a word on their motion.
  const motion = ['Sun', 'Moon'].includes(name)
    ? null
    : planet.retrograde
      ? 'It was retrograde when you were born.'
      : 'It was moving direct when you were born.';
  const details = [
    ...(options.why ? [options.why] : []),
    ...(motion ? [motion] : []),
    aspects.length
      ? `Its closest aspects: ${list(aspects.map((a) => `${aspectText({ p1: engineName(a.p1), p2: engineName(a.p2), aspect: a.type })} (${orbText(a.orb)})`))}.`
      : 'It makes no major aspect within the usual orbs, so it works fairly much on its own.',
  ];
  if (dignity === 'peregrine' && traditional) {
    details.push(
      `${capital(named(c.signRuler))}, ruler of ${planet.sign}, is where it looks for direction; ${named(c.signRuler)} is in ${planetOf(chart, c.signRuler)?.sign ?? 'its own sign'}.`,
    );
  }
  const modern = rulerOf(planet.sign).modern;
  return {
    technique: 'dignity',
    answer,
    details,
    technical: [
      `${name} ${position(planet.longitude)}${planet.house ? `, house ${planet.house} (${chart.houseSystem})` : ''}; essential dignity (traditional rulers): ${dignity}${modern ? `; ${planet.sign}'s modern co-ruler is ${modern}` : ''}.`,
    ],
    ids: [`Dignity ${name}`],
    closing: `Would you like me to read what your ${name} in ${planet.sign} means for you?`,
  };
}

// ---------------------------------------------------------------------------------------------
// The placements as facts

/** "Just the facts": every body, node and angle with sign, degree and house, retrograde marked, and nothing else. */
export function placementsAnswer(chart: ChartContext): FactAnswer {
  const rows = chart.planets.map((p) => {
    const house = p.house && !['Ascendant', 'Midheaven'].includes(p.name) ? `, ${ordinal(p.house)} house` : '';
    // The mean node always moves backwards: marking it says nothing about this chart.
    const rx = p.retrograde && p.name !== 'North Node' ? ' (retrograde)' : '';
    return `- ${p.name}: ${position(p.longitude)}${house}${rx}`;
  });
  const lilith = pointPosition(chart, 'Lilith');
  const lilithHouse = chart.birth?.natal.points.Mean_Lilith?.house;
  if (lilith && !chart.timeUnknown)
    rows.push(
      `- Black Moon Lilith: ${position(lilith.longitude)}${lilithHouse ? `, ${ordinal(lilithHouse)} house` : ''}`,
    );
  const frame = chart.timeUnknown ? 'no houses or angles without a birth time' : chart.frame.text;
  return {
    technique: 'placements',
    answer: `Your placements at birth (${frame}):\n${rows.join('\n')}`,
    details: [],
    technical: [],
    ids: ['Placements list'],
    closing: 'Ask me about any of these and I will read it for you.',
  };
}

// ---------------------------------------------------------------------------------------------
// The frame the chart is read in

/** "Placidus or whole sign? Tropical?": the system and zodiac this chart is actually cast in, then the offer. */
export function frameAnswer(
  chart: ChartContext,
  asksZodiac: boolean,
  asksHouses: boolean,
  /** "Are you using whole sign?": the one system or zodiac the person named, answered yes or no first. */
  guessed: { houseSystem?: string; zodiac?: 'tropical' | 'sidereal' } = {},
): FactAnswer {
  const { cast } = chart.frame;
  const houses = houseSystemText(cast.houseSystemUsed);
  const zodiac = zodiacText(cast.zodiac);
  const parts = [
    ...(asksHouses || !asksZodiac ? [chart.timeUnknown ? null : houses] : []),
    ...(asksZodiac || asksHouses ? [`the ${zodiac}`] : []),
  ].filter((x): x is string => !!x);
  const said = `I read your chart in ${list(parts)}.`;
  const right =
    guessed.houseSystem !== undefined
      ? guessed.houseSystem === cast.houseSystemUsed
      : guessed.zodiac !== undefined
        ? (guessed.zodiac === 'tropical') === (cast.zodiac === 'tropical')
        : null;
  const answer = right === null ? said : `${right ? 'Yes' : 'No'}: ${said}`;
  const details: string[] = [];
  if (cast.houseSystemUsed !== cast.houseSystem)
    details.push(
      `You chose ${houseSystemText(cast.houseSystem)}, but they can't be drawn this close to the poles, so your houses fall back to ${houses}.`,
    );
  details.push(
    cast.zodiac === 'tropical'
      ? 'Tropical means the signs are measured from the spring equinox, as most Western astrologers do.'
      : 'Sidereal means the signs are measured against the fixed stars, as Vedic astrologers do.',
  );
  details.push(
    'Members can change the house system and the zodiac in Settings under Chart. If you like, I can show which placements would change house in whole sign or equal houses.',
  );
  return {
    technique: 'chart-frame',
    answer,
    details,
    technical: [`Chart frame: ${chart.frame.text}.`],
    ids: ['Chart frame'],
    // The offer to compare house systems already ends the answer.
    closing: '',
  };
}

// ---------------------------------------------------------------------------------------------
// Black Moon Lilith

/** Lilith's sign, house and meaning in our words, or a plain "not computed" when the chart lacks it. */
export function lilithAnswer(chart: ChartContext): FactAnswer {
  const lilith = chart.birth?.natal.points.Mean_Lilith;
  if (!lilith) {
    return {
      technique: 'lilith',
      answer:
        "I can't place Black Moon Lilith for this chart: Stellara only works it out from a full birth chart, and this one doesn't have it.",
      details: [],
      technical: [],
      ids: [],
    };
  }
  const house = chart.timeUnknown ? '' : ` in your ${ordinal(lilith.house)} house`;
  const sign = lilith.signName;
  return {
    technique: 'lilith',
    answer: `Your Black Moon Lilith is at ${position(lilith.longitude)}${house ? `,${house}` : ''}.`,
    details: [
      "Lilith isn't a body but a calculated point, the far end of the Moon's orbit. It marks what you may have learned to hide or feel judged for, and the self-possession that comes back when you stop hiding it.",
      `In ${sign}, that is ${LILITH_IN[sign] ?? 'the style of that sign'}.${house ? ` The ${ordinal(lilith.house)} house is where it plays out: ${HOUSE_AREA[lilith.house] ?? 'that area of life'}.` : ''}`,
    ],
    technical: [`Mean Lilith (mean lunar apogee) ${position(lilith.longitude)}, ${chart.frame.text}.`],
    ids: ['Lilith'],
  };
}

/** What Lilith hides and reclaims, by sign: our own words. */
const LILITH_IN: Readonly<Record<string, string>> = {
  Aries: 'anger and the wish to go first, which may have been called selfish',
  Taurus: 'appetite and the pleasure of having, which may have been called greedy',
  Gemini: 'a restless, questioning mind, which may have been called too much talk',
  Cancer: 'neediness and the wish to be looked after, which may have been called clingy',
  Leo: 'the wish to be seen and admired, which may have been called showing off',
  Virgo: 'high standards and critical eyes, which may have been called fussy',
  Libra: 'the wish for fairness on your own terms, which may have been called difficult',
  Scorpio: 'intensity, desire and the need for control, which may have been called too much',
  Sagittarius: 'blunt truth and a hunger for freedom, which may have been called reckless',
  Capricorn: 'ambition and the wish for authority, which may have been called cold',
  Aquarius: 'being different and going your own way, which may have been called odd',
  Pisces: 'longing, softness and escape, which may have been called unrealistic',
};

const HOUSE_AREA: Readonly<Record<number, string>> = {
  1: 'how you show yourself',
  2: 'money, possessions and self-worth',
  3: 'speech, siblings and everyday learning',
  4: 'home and family',
  5: 'pleasure, romance and creativity',
  6: 'work routines and the body',
  7: 'close partnerships',
  8: 'intimacy, shared money and what is hidden',
  9: 'beliefs and the wider world',
  10: 'career and reputation',
  11: 'friends and groups',
  12: 'solitude and what stays private',
};
