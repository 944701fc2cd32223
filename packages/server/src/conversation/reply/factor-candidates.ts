// Which factors could answer a question in this chart: for a theme, a point, a house, a sign, an aspect or a
// situation, the candidates in order of weight, before the planner picks the ones not yet said. Pure.
import { AXES_ORB } from '@stellara/astro';
import { dignityOf, ordinal, planetOf, rulerOf } from '../chart-context.ts';
import { houseRuler } from './chart-features.ts';
import {
  aspectId,
  Builder,
  dedupe,
  type Factor,
  NO_HOUSE,
  type PlacementFactor,
  type ReplyTheme,
  signId,
  stelliumId,
} from './factors.ts';
import type { Question, Theme } from './question.ts';
import type { SituationFactors } from './situation-factors.ts';
import { orbText } from './techniques/chart-facts.ts';
import { article } from './voices/grammar.ts';

/** The houses and points each theme is read from, in order of weight. */
export const THEME_SOURCES: Record<Theme, { houses: number[]; points: string[] }> = {
  self: { houses: [], points: ['Sun', 'Moon', 'Ascendant'] },
  love: { houses: [7, 5], points: ['Venus', 'Moon', 'Mars'] },
  career: { houses: [10, 6], points: ['Midheaven', 'Saturn', 'Sun'] },
  money: { houses: [2, 8], points: ['Venus', 'Jupiter'] },
  home: { houses: [4], points: ['Moon'] },
  travel: { houses: [9, 3], points: ['Jupiter'] },
  health: { houses: [6, 1], points: ['Ascendant', 'Sun', 'Mars', 'Moon'] },
  friends: { houses: [11], points: ['Venus', 'Uranus'] },
  creativity: { houses: [5], points: ['Sun', 'Venus', 'Neptune'] },
  spirituality: { houses: [12], points: ['Neptune', 'North Node', 'Moon'] },
  communication: { houses: [3], points: ['Mercury'] },
  growth: { houses: [], points: ['North Node', 'Saturn', 'Sun'] },
  emotions: { houses: [4], points: ['Moon'] },
};

/** Candidate factors for a theme, in reading order. */
export function themeCandidates(b: Builder, theme: Theme): Factor[] {
  const src = THEME_SOURCES[theme];
  const out: (Factor | null)[] = [];
  if (theme === 'self') {
    out.push(b.placement('Sun', undefined, true), b.placement('Moon', undefined, true), b.placement('Ascendant'));
    out.push(b.rulerOfHouse(1), b.placement('Sun'), b.placement('Moon'));
    out.push(...b.distinctive());
    return dedupe(out);
  }
  // Planets on the angle that rules this area come first (the Descendant for love, the Midheaven for career).
  const angleFor: Partial<Record<Theme, string>> = {
    love: 'Descendant',
    career: 'Midheaven',
    home: 'IC',
    health: 'Ascendant',
  };
  for (const c of b.features.angleContacts) if (c.angle === angleFor[theme]) out.push(b.angle(c));
  const [firstPoint, ...otherPoints] = src.points;
  if (firstPoint) out.push(b.placement(firstPoint));
  for (const h of src.houses.slice(0, 1)) {
    out.push(b.house(h));
    const house = houseRuler(b.chart, h);
    if (house && !b.chart.planets.some((p) => p.house === h && !NO_HOUSE.has(p.name))) out.push(b.rulerOfHouse(h));
  }
  for (const p of otherPoints) out.push(b.placement(p));
  if (firstPoint) out.push(...b.aspectsOf(firstPoint, 2));
  for (const h of src.houses.slice(1)) out.push(b.house(h));
  for (const h of src.houses.slice(0, 1)) out.push(b.rulerOfHouse(h));
  for (const p of otherPoints) out.push(...b.aspectsOf(p, 1));
  return dedupe(out);
}

export function pointCandidates(b: Builder, name: string, asked = false): Factor[] {
  const out: (Factor | null)[] = [];
  const p = planetOf(b.chart, name);
  if (name === 'Ascendant') {
    out.push(b.placement('Ascendant') ?? (asked ? b.restated('Ascendant') : null), b.rulerOfHouse(1));
    for (const c of b.features.angleContacts.filter((c) => c.angle === 'Ascendant')) out.push(b.angle(c));
    out.push(...b.aspectsOf('Ascendant', 2), b.house(1));
    return dedupe(out);
  }
  if (name === 'Midheaven') {
    // Asked by name, the Midheaven itself comes first, even after a reading that had it; then its ruler.
    out.push(b.placement('Midheaven') ?? (asked ? b.restated('Midheaven') : null), b.rulerOfHouse(10));
    for (const c of b.features.angleContacts.filter((c) => c.angle === 'Midheaven')) out.push(b.angle(c));
    out.push(b.house(10), ...b.aspectsOf('Midheaven', 2));
    return dedupe(out);
  }
  // Asked by name, the point is always stated (its sign and house), even when its meaning was read before.
  const own = b.placement(name) ?? (asked ? b.restated(name) : null);
  out.push(own && asked ? { ...own, asked: true } : own);
  for (const c of b.features.angleContacts.filter((c) => c.planet === name)) out.push(b.angle(c));
  out.push(...b.aspectsOf(name, 6));
  // The planet answers to the ruler of its sign (its dispositor).
  if (p) {
    const r = rulerOf(p.sign).traditional;
    if (r && r !== name) out.push(b.placement(r, `ruler of your ${name}'s sign`));
  }
  return dedupe(out);
}

function houseCandidates(b: Builder, n: number): Factor[] {
  const out: (Factor | null)[] = [b.house(n), b.rulerOfHouse(n)];
  for (const p of b.chart.planets.filter((x) => x.house === n && !NO_HOUSE.has(x.name) && x.name !== 'North Node')) {
    out.push(b.placement(p.name));
  }
  return dedupe(out);
}

function signCandidates(b: Builder, sign: string): { factors: Factor[]; missing: string | null } {
  const inSign = b.chart.planets.filter((p) => p.sign === sign && p.name !== 'North Node');
  if (inSign.length) return { factors: dedupe(inSign.map((p) => b.placement(p.name))), missing: null };
  const cusps = b.chart.houses.filter((h) => h.sign === sign).map((h) => h.number);
  return {
    factors: dedupe(cusps.map((n) => b.house(n))),
    missing: `You have no planets in ${sign}${cusps.length ? `, so ${sign} speaks through the ${cusps.map(ordinal).join(' and ')} house${cusps.length > 1 ? 's' : ''}, which ${cusps.length > 1 ? 'begin' : 'begins'} there` : ''}.`,
  };
}

function aspectCandidates(b: Builder, q: Question): { factors: Factor[]; missing: string | null } {
  const [p1, p2] = q.points;
  const matches = b.features.rankedAspects.filter(
    (a) =>
      (!p1 || a.p1 === p1 || a.p2 === p1) && (!p2 || a.p1 === p2 || a.p2 === p2) && (!q.aspect || a.type === q.aspect),
  );
  if (matches.length) {
    // The aspect first, then the two placements it joins, so the picture is complete.
    const placements = q.points.length ? q.points : [matches[0]!.p1, matches[0]!.p2];
    // An aspect asked about by name is read even if this chat had it before (like a named point).
    const first = matches[0]!;
    const named: Factor | null =
      p1 && p2 && q.aspect && !b.aspect(first)
        ? { kind: 'aspect', ids: [], aspect: first, reasons: [], asked: true }
        : null;
    return {
      factors: dedupe([named, ...matches.map((a) => b.aspect(a)), ...placements.map((p) => b.placement(p))]),
      missing: null,
    };
  }
  const named =
    q.points.length >= 2
      ? `${p1} ${q.aspect ?? 'aspect'} ${p2}`
      : `a ${q.aspect ?? 'major aspect'}${p1 ? ` to your ${p1}` : ''}`;
  const between =
    p1 && p2
      ? b.features.rankedAspects.find((a) => (a.p1 === p1 && a.p2 === p2) || (a.p1 === p2 && a.p2 === p1))
      : undefined;
  // A planet a few degrees from an angle is not in the aspect list (angles count within 1° there), but it is one of
  // the loudest things in the chart: say how close, never that the two "work independently".
  const onAngle =
    p1 && p2 && (!q.aspect || q.aspect === 'conjunction')
      ? b.features.angleContacts.find((c) => (c.planet === p1 && c.angle === p2) || (c.planet === p2 && c.angle === p1))
      : undefined;
  if (onAngle && !between) {
    return {
      factors: dedupe([b.angle(onAngle), ...q.points.map((p) => b.placement(p))]),
      missing: `Your ${onAngle.planet} is ${orbText(onAngle.orb)} from your ${onAngle.angle}, a conjunction to an angle, which makes it one of the loudest voices in your chart (the aspect list counts contacts with an angle only within ${AXES_ORB}°, which is why it is not listed there).`,
    };
  }
  const missing = between
    ? `Your chart does not have ${named}: your ${p1} and ${p2} form ${article(between.type)} instead.`
    : `Your chart does not have ${named}${p1 && p2 ? `: your ${p1} and ${p2} make no major aspect to each other, so they work more independently than most` : ''}.`;
  const factors = dedupe([between ? b.aspect(between) : null, ...q.points.map((p) => b.placement(p))]);
  return { factors, missing };
}

export function candidatesFor(
  b: Builder,
  q: Question,
  asked: boolean,
): { factors: Factor[]; missing: string | null; topic: string; theme: ReplyTheme } {
  if (q.aspect && (q.points.length >= 2 || q.points.length === 1)) {
    const r = aspectCandidates(b, q);
    return {
      ...r,
      topic: q.points.length >= 2 ? `your ${q.points.join(' and ')}` : `your ${q.points[0]}`,
      theme: 'aspect',
    };
  }
  if (q.points.length >= 2 && !q.theme) {
    const r = aspectCandidates(b, q);
    return { ...r, topic: `your ${q.points.join(' and ')}`, theme: 'aspect' };
  }
  if (q.points.length >= 1) {
    const name = q.points[0]!;
    const topic = name === 'Ascendant' ? 'your Rising sign' : `your ${name}`;
    const factors = pointCandidates(b, name, asked);
    if (q.theme && q.theme !== 'self') factors.push(...themeCandidates(b, q.theme));
    return { factors: dedupe(factors), missing: null, topic, theme: 'planet' };
  }
  if (q.houses.length) {
    const n = q.houses[0]!;
    // Asked by name, a house is answered even when an earlier reply touched it in passing (a situation's reading).
    const factors = houseCandidates(b, n);
    const again = asked && !factors.length ? houseCandidates(new Builder(b.chart, []), n) : [];
    return {
      factors: factors.length ? factors : again,
      missing: null,
      topic: `your ${ordinal(n)} house`,
      theme: 'house',
    };
  }
  if (q.aspect) {
    const r = aspectCandidates(b, q);
    return { ...r, topic: `your ${q.aspect}s`, theme: 'aspect' };
  }
  if (q.theme)
    return {
      factors: themeCandidates(b, q.theme),
      missing: null,
      topic: q.theme === 'self' ? 'you' : q.theme,
      theme: q.theme,
    };
  if (q.signs.length) {
    const r = signCandidates(b, q.signs[0]!);
    return { ...r, topic: q.signs[0]!, theme: 'sign' };
  }
  return { factors: themeCandidates(b, 'self'), missing: null, topic: 'you', theme: 'self' };
}

/** The chart factors a situation is read from, those not said in this chat yet, strongest source first. */
export function situationCandidates(b: Builder, sources: SituationFactors): Factor[] {
  const point = (p: string) => (p === 'IC' ? b.house(4) : p === 'Descendant' ? b.house(7) : b.placement(p));
  return dedupe([
    ...sources.points.map(point),
    ...sources.rulersOf.map((h) => b.rulerOfHouse(h)),
    ...sources.houses.map((h) => b.house(h)),
  ]);
}

/** The person's own example of a defined term. */
/** The term's own example in this chart; a house named by number ("the 4th house") is that house, not the 1st. */
export function definitionExample(b: Builder, term: string, housesNamed: readonly number[] = []): Factor | null {
  const aspectTerms = ['trine', 'square', 'sextile', 'opposition', 'conjunction'];
  if (aspectTerms.includes(term)) {
    const all = b.features.rankedAspects.filter((x) => x.type === term);
    const fresh = all.map((a) => b.aspect(a)).find((f) => f !== null);
    const a = all[0];
    return fresh ?? (a ? { kind: 'aspect', ids: [aspectId(a)], aspect: a, reasons: [] } : null);
  }
  const again = (f: Factor | null, name: string) => f ?? placementEvenIfUsed(b, name);
  switch (term) {
    case 'aspect': {
      const a = b.features.rankedAspects[0];
      return a ? { kind: 'aspect', ids: [aspectId(a)], aspect: a, reasons: [] } : null;
    }
    case 'orb': {
      // An orb is shown on the aspect closest to exact (the chart's list is by orb), not on the loudest one.
      const a = b.chart.aspects.find((x) => !(x.p1 === 'Ascendant' && x.p2 === 'Midheaven'));
      return a ? { kind: 'aspect', ids: [aspectId(a)], aspect: a, reasons: [] } : null;
    }
    case 'retrograde': {
      const rx = b.chart.planets.find((p) => p.retrograde && !['North Node', 'Chiron'].includes(p.name));
      return rx ? again(b.placement(rx.name), rx.name) : again(b.placement('Mercury'), 'Mercury');
    }
    case 'rising sign':
      return again(b.placement('Ascendant'), 'Ascendant');
    case 'midheaven':
      return again(b.placement('Midheaven'), 'Midheaven');
    case 'chart ruler':
      return (
        b.rulerOfHouse(1) ??
        placementEvenIfUsed(b, rulerOf(planetOf(b.chart, 'Ascendant')?.sign ?? 'Aries').traditional)
      );
    case 'stellium': {
      const s = b.features.stelliums[0];
      return s ? { kind: 'stellium', ids: [stelliumId(s)], stellium: s, reasons: [] } : null;
    }
    case 'house':
      return b.house(housesNamed[0] ?? 1) ?? null;
    case 'north node':
      return again(b.placement('North Node'), 'North Node');
    case 'dignity': {
      const d = b.features.dignities[0];
      return d ? again(b.placement(d.planet), d.planet) : null;
    }
    case 'descendant':
      // The Descendant is read through the 7th house it opens; the IC through the 4th.
      return b.house(7) ?? null;
    case 'ic':
      return b.house(4) ?? null;
    // Terms whose own example is computed with the definition (definitions.ts ownExample), not a reading of the Sun.
    case 'quincunx':
    case 'semi-sextile':
    case 'semi-square':
    case 'sesquiquadrate':
    case 'quintile':
    case 'biquintile':
    case 'cusp':
    case 'angle':
    case 'dispositor':
    case 'return':
    case 'lilith':
      return null;
    default:
      return again(b.placement('Sun'), 'Sun');
  }
}

export function placementEvenIfUsed(b: Builder, name: string): PlacementFactor | null {
  const p = planetOf(b.chart, name);
  if (!p) return null;
  return {
    kind: 'placement',
    ids: [signId(p)],
    point: p,
    showSign: true,
    showHouse: !NO_HOUSE.has(name),
    reasons: b.reasonsFor(p),
    dignity: dignityOf(p.name, p.sign),
  };
}
