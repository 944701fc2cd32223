// Rulers and dispositors: the chart ruler, a house's ruler, one planet's chain, the final dispositor and receptions.
import { findDispositors } from '@stellara/astro';
import { ORDINAL_WORDS, type SignName } from '@stellara/contract';
import { type ChartContext, oppositeSign, ordinal, planetOf, rulerOf } from '../../chart-context.ts';
import {
  type Asked,
  capital,
  enginePoints,
  isYesNo,
  list,
  named,
  namedPlanets,
  position,
  signName,
  type TechniqueAnswer,
} from './words.ts';

const CHART_RULER_WORDS =
  /chart ruler|ruler of my chart|ruling planet|rules my chart|regente (?:do|de) (?:meu |mi )?(?:mapa|carta)|regidor/;
const DISPOSITOR_WORDS = /dispositor|final|reception|recepcion|recepcao|chain|cadena|cadeia/;

/** A sign's rulers; none where the chart has no such cusp. */
const rulerAt = (sign: SignName | undefined) => (sign ? rulerOf(sign) : { traditional: '', modern: null });

/** "Venus", "the Moon", "Mars, with Pluto as its modern co-ruler". */
function rulerText(sign: SignName): string {
  const r = rulerOf(sign);
  return r.modern ? `${named(r.traditional)}, with ${r.modern} as its modern co-ruler` : named(r.traditional);
}

/** Houses named as "my 7th", "the tenth", "casa 2" when the understanding found none (it reads "7th house"). */
function housesIn(text: string): number[] {
  const out = new Set<number>();
  for (const m of text.matchAll(/\b(1[0-2]|[1-9])(?:st|nd|rd|th)\b|\bcasa (1[0-2]|[1-9])\b/g))
    out.add(Number(m[1] ?? m[2]));
  ORDINAL_WORDS.forEach((w, i) => {
    if (new RegExp(`\\b${w} house\\b`).test(text)) out.add(i + 1);
  });
  return [...out];
}

const ANGLE_MEANING: Readonly<Record<string, string>> = {
  Midheaven:
    'The Midheaven is your most public point, your aims and reputation, so its ruler shows where your working life tends to lead.',
  IC: 'The IC is your most private point, home and roots, so its ruler shows where you look for a sense of belonging.',
  Descendant:
    'The Descendant is the point of the people you pair with, so its ruler shows what you look for in a partner.',
};

/** An angle other than the Ascendant named in a rulership question, with its sign (IC and Descendant: opposite signs). */
function angleAsked(chart: ChartContext, ask: Asked): { name: string; sign: SignName } | null {
  const points = ask.heard.about.points;
  const mc = planetOf(chart, 'Midheaven');
  const asc = planetOf(chart, 'Ascendant');
  if (points.includes('Midheaven') && mc) return { name: 'Midheaven', sign: mc.sign };
  if (points.includes('IC') && mc) return { name: 'IC', sign: oppositeSign(mc.sign) };
  if (points.includes('Descendant') && asc) return { name: 'Descendant', sign: oppositeSign(asc.sign) };
  return null;
}

/** The planet a message says rules the chart ("Mars rules my ascendant", "my ruler is Venus, right?"), if any. */
function claimedRuler(text: string, planets: readonly string[]): string | undefined {
  return planets.find((p) => {
    const name = p.toLowerCase();
    return new RegExp(
      `\\b${name}\\b[^,.?!;]{0,25}\\b(?:rul|rige|reg)|\\b(?:ruler|ruling|regente|rige)\\w*[^,.?!;]{0,25}\\b${name}\\b`,
    ).test(text);
  });
}

/** The traditional ruler of the sign a planet stands in. */
function signRulerOf(chart: ChartContext, planet: string): string {
  return rulerAt(planetOf(chart, planet)?.sign).traditional;
}

export function rulershipAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const d = findDispositors({ points: enginePoints(chart) });
  const asc = planetOf(chart, 'Ascendant');
  if (!asc) return null;
  const planets = namedPlanets(ask);
  const heardHouses = ask.heard.about.houses.filter((h) => h >= 1 && h <= 12);
  const houses = heardHouses.length ? heardHouses : housesIn(ask.text);
  const where = (name: string) => {
    const p = planetOf(chart, name);
    return p ? `${p.sign} in your ${ordinal(p.house)} house` : '';
  };
  const details: string[] = [];
  const ids: string[] = [];
  let answer: string;

  const finalText = d.finalDispositor
    ? `${named(d.finalDispositor)} is your final dispositor: every planet's chain of rulers ends with it in ${planetOf(chart, d.finalDispositor)?.sign ?? 'its own sign'}`
    : d.finalDispositors.length
      ? `you have no single final dispositor: your chains of rulers end at ${list(d.finalDispositors.map((f) => `${named(f.planet)} in ${planetOf(chart, f.planet)?.sign ?? ''}`))}${d.loops[0] ? ` or in a loop of ${list(d.loops[0].map(named))}` : ''}`
      : `you have no final dispositor: your chains of rulers run in a loop of ${list((d.loops[0] ?? []).map(named))}`;
  const receptions = d.mutualReceptions.map(
    (m) =>
      `${named(m.planets[0])} in ${signName(m.signs[0])} and ${named(m.planets[1])} in ${signName(m.signs[1])} sit in each other's signs, a mutual reception that lets them help each other`,
  );
  const chartRuler = rulerOf(asc.sign);
  const rulerAt0 = planetOf(chart, chartRuler.traditional);
  /** "24°26' Gemini in your 9th house": the degree, sign and house asked for with a chart ruler. */
  const rulerPlace = rulerAt0 ? `${position(rulerAt0.longitude)} in your ${ordinal(rulerAt0.house)} house` : '';
  const angle = angleAsked(chart, ask);

  if (DISPOSITOR_WORDS.test(ask.text) && !(planets.length && /chain|cadena|cadeia/.test(ask.text))) {
    const aboutReception = /reception|recepcion|recepcao/.test(ask.text);
    if (aboutReception && !/dispositor|final/.test(ask.text)) {
      answer = receptions.length ? `Yes: ${receptions[0]}.` : 'No: none of your planets sit in each other’s signs.';
      details.push(`As for the chain of rulers, ${finalText}.`);
    } else {
      answer = isYesNo(ask) ? `${d.finalDispositor ? 'Yes' : 'No'}: ${finalText}.` : `${capital(finalText)}.`;
      details.push(
        d.finalDispositor
          ? `A final dispositor works like the last word in your chart: whatever the other planets want, it runs through ${named(d.finalDispositor)}'s way of doing things.`
          : 'With no single planet at the end of every chain, no one planet has the last word: your chart shares its authority between them.',
      );
      if (receptions[0]) details.push(`${capital(receptions[0])}.`);
      else if (aboutReception)
        details.push('You have no mutual reception: none of your planets sit in each other’s signs.');
    }
    ids.push(d.finalDispositor ? `Final dispositor ${d.finalDispositor}` : 'Dispositors');
  } else if (angle && !CHART_RULER_WORDS.test(ask.text)) {
    // "Neptune rules my Midheaven?": the ruler of the angle's sign.
    const ruler = rulerOf(angle.sign);
    const claimed = claimedRuler(ask.text, planets);
    const fact = `your ${angle.name} is in ${angle.sign}, so ${rulerText(angle.sign)} ${ruler.modern ? 'rule' : 'rules'} it`;
    answer = claimed
      ? claimed === ruler.traditional || claimed === ruler.modern
        ? `Yes: ${fact}.`
        : `No: ${fact}, not ${named(claimed)}.`
      : `${capital(fact)}.`;
    details.push(
      `${capital(named(ruler.traditional))} sits in ${where(ruler.traditional)}, which is where the ${angle.name}'s story plays out.`,
    );
    const meaning = ANGLE_MEANING[angle.name];
    if (meaning) details.push(meaning);
    ids.push(`Ruler of the ${angle.name} ${ruler.traditional}`);
  } else if (houses.length && !CHART_RULER_WORDS.test(ask.text)) {
    const parts = houses.map((h) => {
      const cusp = chart.houses[h - 1];
      const ruler = rulerAt(cusp?.sign).traditional;
      ids.push(`Ruler of the ${ordinal(h)} house ${ruler}`);
      return `${named(ruler)} rules your ${ordinal(h)} house, which opens in ${cusp?.sign ?? ''}, and it sits in ${where(ruler)}`;
    });
    answer = `${capital(list(parts))}.`;
    for (const h of houses) {
      const cusp = chart.houses[h - 1];
      const modern = rulerAt(cusp?.sign).modern;
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
    const claimed = claimedRuler(ask.text, planets);
    const isRuler = claimed !== undefined && (claimed === chartRuler.traditional || claimed === chartRuler.modern);
    const fact = `your rising sign is ${asc.sign}, so ${rulerText(asc.sign)} ${chartRuler.modern ? 'rule' : 'rules'} your chart`;
    answer = claimed
      ? isRuler
        ? `Yes: ${fact}.`
        : `No: ${fact}, not ${named(claimed)}.`
      : `Your chart ruler is ${rulerText(asc.sign)}${rulerPlace ? `, at ${rulerPlace}` : ''}, because your rising sign is ${asc.sign}.`;
    const rulerPlanet = planetOf(chart, chartRuler.traditional);
    if (rulerPlanet && claimed) details.push(`${capital(named(chartRuler.traditional))} sits at ${rulerPlace}.`);
    if (rulerPlanet) {
      details.push(
        `So ${rulerPlanet.sign}'s style and the ${ordinal(rulerPlanet.house)} house's part of life colour how you meet the world.`,
      );
    }
    details.push('The chart ruler is like the driver of the whole chart: where it goes, your energy tends to follow.');
    // The dispositors only when asked: a ruler asked for is one planet, not the whole chain of rulers.
    ids.push(`Chart ruler ${chartRuler.traditional}`);
  }

  const technical = [
    `Ascendant ${position(asc.longitude)}; ruler ${chartRuler.traditional}${chartRuler.modern ? ` (modern: ${chartRuler.modern})` : ''}${
      planetOf(chart, chartRuler.traditional)
        ? ` at ${position(planetOf(chart, chartRuler.traditional)?.longitude ?? 0)}, ${ordinal(planetOf(chart, chartRuler.traditional)?.house ?? 0)} house (${chart.houseSystem})`
        : ''
    }.`,
    ...(ids.some((id) => /^(Final dispositor|Dispositor)/.test(id)) ? dispositorLines() : []),
  ];
  function dispositorLines(): string[] {
    return [
      `Dispositors (traditional rulers): ${d.chains
        .map(
          (c) => `${c.chain.join(' → ')}${c.end.kind === 'final' ? ' (final)' : ` (loop ${c.end.planets.join('–')})`}`,
        )
        .join('; ')}.`,
      d.mutualReceptions.length
        ? `Mutual receptions: ${d.mutualReceptions.map((m) => `${m.planets[0]} in ${signName(m.signs[0])} ↔ ${m.planets[1]} in ${signName(m.signs[1])}`).join('; ')}.`
        : 'No mutual reception by domicile.',
    ];
  }
  return { technique: 'rulership', answer, details: details.slice(0, 4), technical, ids };
}
