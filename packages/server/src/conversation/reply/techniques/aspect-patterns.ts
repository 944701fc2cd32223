// Aspect patterns: which figures the chart has, with their planets; the one asked for, or the one there is instead.
import { type AspectPattern, findAspectPatterns, PATTERN_ORBS, type PointName } from '@stellara/astro';
import { TEN_PLANETS } from '@stellara/contract';
import { type ChartContext, displayPointName, ordinal, planetOf } from '../../chart-context.ts';
import { angleFigureSentences } from './angle-patterns.ts';
import {
  type Asked,
  capital,
  cuspsOf,
  enginePoints,
  isYesNo,
  list,
  named,
  namedPlanets,
  signName,
  type TechniqueAnswer,
} from './words.ts';

type Kind = AspectPattern['kind'];

const PATTERN_WORDS: readonly [Kind, RegExp][] = [
  ['T-square', /t[\s-]?squares?|t[\s-]?cuadrad[ao]|t[\s-]?quadrad[ao]|te cuadrada/],
  ['grand trine', /grand(?:e)? trines?|gran(?:de)? trigono|grand trigone|grosses trigon/],
  ['grand cross', /grand cross|gran(?:de)? cruz|grande croix|gran(?:de)? croce|grosses kreuz/],
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

export function patternAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer {
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
  // The figure asked about, found elsewhere in the chart, comes before any other ("no stellium in Cancer, but one in
  // Capricorn" before "but a T-square").
  const others = all
    .filter((p) => !relevant.includes(p))
    .sort((a, b) => Number(askedKinds.includes(b.kind)) - Number(askedKinds.includes(a.kind)));
  // "No yod or kite": the figures asked for, joined with "or".
  const kindWords = (kinds: readonly Kind[]) => list(kinds).replace(/ and ([^,]+)$/, ' or $1');
  const yesNo = isYesNo(ask) || askedKinds.length > 0;

  let answer: string;
  const details: string[] = [];
  const first = relevant[0];
  let butSaid = false;
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
      // "A grand trine or a T-square?": each figure asked about gets its own yes or no, in one sentence.
      const absent = askedKinds.filter((k) => !relevant.some((p) => p.kind === k));
      answer = absent.length
        ? `No ${kindWords(absent)}, but yes: you have ${lead}.`
        : `${yesNo ? 'Yes: you have ' : 'Your chart has '}${lead}.`;
    }
    details.push(PATTERN_MEANING[first.kind]);
    for (const p of relevant.slice(1, 3)) details.push(alsoSentence(p, first, chart));
  } else if (askedKinds.includes('stellium') && (signs.length || houses.length)) {
    // "Five planets in Virgo, is that a stellium?": count them, in each sign or house named.
    const places = [
      ...signs.map((sign) => ({ place: sign, holds: (p: { sign: string }) => p.sign === sign })),
      ...houses.map((h) => ({ place: `your ${ordinal(h)} house`, holds: (p: { house: number }) => p.house === h })),
    ];
    const counts = places.map(({ place, holds }) => {
      const inIt = chart.planets.filter((p) => (TEN_PLANETS as readonly string[]).includes(p.name) && holds(p));
      if (inIt.length === 0) return `none in ${place}`;
      const howMany = inIt.length === 1 ? 'one planet' : `${inIt.length} planets`;
      return `${howMany} in ${place}, ${list(inIt.map((p) => named(p.name)))}`;
    });
    const onlyNone = counts.every((c) => c.startsWith('none'));
    answer = onlyNone
      ? `No: none of your planets is in ${list(places.map((p) => p.place)).replace(/ and ([^,]+)$/, ' or $1')}, and a stellium takes three or more.`
      : `No: you have ${counts.join('; ')}, and a stellium takes three or more.`;
  } else {
    const what = askedKinds.length
      ? kindWords(askedKinds)
      : 'T-square, grand trine, grand cross, yod, kite or stellium';
    // A bare no is a poor answer when another figure is there: the no and the figure go in one sentence.
    butSaid = others.length > 0;
    answer = others[0]
      ? `No ${what}, but you do have ${describePattern(others[0], chart)}.`
      : `No: there's no ${what} in your chart${askedKinds.length ? ', nor any of the other big figures' : ''}.`;
  }
  if (!first && others[0]) {
    if (!butSaid) details.push(`But you do have ${describePattern(others[0], chart)}.`);
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

  // An angle that completes or joins a figure, labelled as an angle: said right after the first figure.
  details.splice(1, 0, ...angleFigureSentences(chart, all));
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
