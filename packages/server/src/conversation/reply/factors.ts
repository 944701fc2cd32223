// The chart factors a reply can rest on: one type per kind, their memory labels (what a chat has said), and the
// builders that pick, for a question, the factors that answer it in this chart, strongest first, minus what the
// chat has already covered. The planner (plan.ts) decides which of these a message needs. Pure.
import { PERSONAL_PLANETS } from '@stellara/contract';
import {
  type ChartAspect,
  type ChartContext,
  type ChartPlanet,
  type Dignity,
  dignityOf,
  ordinal,
  planetOf,
  rulerOf,
} from '../chart-context.ts';
import {
  type AngleContact,
  type ChartFeatures,
  chartFeatures,
  type HouseRuler,
  houseRuler,
  patternOf,
  type Stellium,
} from './chart-features.ts';
import type { Question, Theme } from './question.ts';
import type { SituationFactors } from './situations.ts';
import { article } from './voices/grammar.ts';

/** What a reading is about, by kind: a theme, or one point, house, sign or aspect asked by name. */
export type ReplyTheme = Theme | 'planet' | 'house' | 'sign' | 'aspect';

/** What every factor carries, whatever its kind. */
interface FactorBase {
  /** Memory labels this factor covers ("Moon in Aquarius", "Moon in the 11th house"); stored with the reply. */
  ids: string[];
  /** Why this factor weighs (angular, chart ruler, tight orb...), in short words. */
  reasons: string[];
}

/** A point's sign and house. */
export interface PlacementFactor extends FactorBase {
  kind: 'placement';
  point: ChartPlanet;
  /** Which parts are new to this chat. */
  showSign: boolean;
  showHouse: boolean;
  dignity?: Dignity | null;
  /** Role in this reading, e.g. "ruler of your 7th house" or "your chart ruler". */
  role?: string;
  /** The person asked about this point by name: its sign and house are stated even if said before. */
  asked?: boolean;
}

/** A house: its cusp, its ruler and the planets inside it. */
export interface HouseFactor extends FactorBase {
  kind: 'house';
  house: number;
  ruler: HouseRuler;
  occupants: ChartPlanet[];
}

/** An aspect between two points. */
export interface AspectFactor extends FactorBase {
  kind: 'aspect';
  aspect: ChartAspect;
  /** Asked about by name: read even if this chat had it before. */
  asked?: boolean;
}

/** A planet close to an angle. */
export interface AngleFactor extends FactorBase {
  kind: 'angle';
  angle: AngleContact;
  point: ChartPlanet;
}

/** Several planets gathered in one sign or house. */
export interface StelliumFactor extends FactorBase {
  kind: 'stellium';
  stellium: Stellium;
}

/** One thing in the chart a reply rests on. */
export type Factor = PlacementFactor | HouseFactor | AspectFactor | AngleFactor | StelliumFactor;
export type FactorKind = Factor['kind'];

/** The chart point a factor stands on: a placement's, or the planet on an angle. */
export const pointOf = (f: Factor | null | undefined): ChartPlanet | undefined =>
  f?.kind === 'placement' || f?.kind === 'angle' ? f.point : undefined;

// ---------------------------------------------------------------------------------------------
// Memory labels

export const signId = (p: { name: string; sign: string }) =>
  p.name === 'Ascendant'
    ? `Ascendant in ${p.sign}`
    : p.name === 'Midheaven'
      ? `Midheaven in ${p.sign}`
      : `${p.name} in ${p.sign}`;
export const houseId = (p: { name: string; house: number }) => `${p.name} in the ${ordinal(p.house)} house`;
export const aspectId = (a: { p1: string; p2: string; type: string }) => `${a.p1} ${a.type} ${a.p2}`;
export const houseFactorId = (n: number) => `${ordinal(n)} house`;
/** A transit's memory label, so a follow-up moves on to the next one. */
export const transitId = (t: { planet: string; aspect: string; target: string }) =>
  `transiting ${t.planet} ${t.aspect} ${t.target}`;
const angleId = (c: AngleContact) => `${c.planet} on the ${c.angle}`;
const stelliumId = (s: Stellium) =>
  s.by === 'sign' ? `stellium in ${s.sign}` : `stellium in the ${ordinal(s.house ?? 0)} house`;

export const ANGLES = new Set(['Ascendant', 'Midheaven']);
export const NO_HOUSE = new Set(['Ascendant', 'Midheaven']);

// ---------------------------------------------------------------------------------------------
// Factor builders

export class Builder {
  readonly features: ChartFeatures;
  readonly used: Set<string>;
  constructor(
    readonly chart: ChartContext,
    used: readonly string[],
  ) {
    this.features = chartFeatures(chart);
    this.used = new Set(used);
  }

  reasonsFor(p: ChartPlanet): string[] {
    const out: string[] = [];
    const contact = this.features.angleContacts.find((c) => c.planet === p.name);
    if (contact) out.push(`${contact.orb.toFixed(1)}° from your ${contact.angle}`);
    else if (!NO_HOUSE.has(p.name) && [1, 4, 7, 10].includes(p.house))
      out.push(`in an angular house (the ${ordinal(p.house)})`);
    if (this.features.chartRuler?.ruler === p.name) out.push('your chart ruler');
    const d = dignityOf(p.name, p.sign);
    if (d) out.push(`in its ${d}`);
    const tight = this.chart.aspects.find(
      (a) => (a.p1 === p.name || a.p2 === p.name) && a.orb < 1.5 && a.p1 !== 'North Node' && a.p2 !== 'North Node',
    );
    if (tight) out.push(`tied into a tight ${tight.type} (${tight.orb.toFixed(1)}°)`);
    return out;
  }

  /** A planet's sign and house, only the parts this chat has not had yet. */
  placement(name: string, role?: string, signOnly = false): PlacementFactor | null {
    const p = planetOf(this.chart, name);
    if (!p) return null;
    const sId = signId(p);
    // No house id for the angles, nor for any point of a chart without a birth time (house 0).
    const hId = NO_HOUSE.has(p.name) || p.house < 1 ? null : houseId(p);
    const showSign = !this.used.has(sId);
    // The sign alone when a reading covers several placements at once (the Big Three); the house comes later.
    const showHouse = hId !== null && !this.used.has(hId) && !(signOnly && showSign);
    if (!showSign && !showHouse) return null;
    return {
      kind: 'placement',
      ids: [showSign ? sId : null, showHouse ? hId : null].filter((x): x is string => x !== null),
      point: p,
      showSign,
      showHouse,
      dignity: dignityOf(p.name, p.sign),
      reasons: this.reasonsFor(p),
      ...(role ? { role } : {}),
    };
  }

  /** A placement named again without its meaning (already read in this chat): no new memory label. */
  restated(name: string): PlacementFactor | null {
    const p = planetOf(this.chart, name);
    if (!p) return null;
    return {
      kind: 'placement',
      ids: [],
      point: p,
      showSign: false,
      showHouse: false,
      asked: true,
      reasons: this.reasonsFor(p),
    };
  }

  house(n: number): HouseFactor | null {
    const id = houseFactorId(n);
    if (this.used.has(id)) return null;
    const ruler = houseRuler(this.chart, n);
    if (!ruler) return null;
    const occupants = this.chart.planets.filter(
      (p) => p.house === n && !NO_HOUSE.has(p.name) && p.name !== 'North Node',
    );
    return { kind: 'house', ids: [id], house: n, ruler, occupants, reasons: [] };
  }

  aspect(a: ChartAspect): AspectFactor | null {
    const id = aspectId(a);
    if (this.used.has(id)) return null;
    const reasons = [a.orb < 1 ? 'almost exact' : a.orb < 3 ? 'close' : 'wide'];
    return { kind: 'aspect', ids: [id], aspect: a, reasons };
  }

  aspectsOf(name: string, limit = 3): Factor[] {
    return this.features.rankedAspects
      .filter((a) => a.p1 === name || a.p2 === name)
      .slice(0, limit)
      .flatMap((a) => this.aspect(a) ?? []);
  }

  angle(c: AngleContact): AngleFactor | null {
    const id = angleId(c);
    if (this.used.has(id)) return null;
    const p = planetOf(this.chart, c.planet);
    return p
      ? { kind: 'angle', ids: [id], angle: c, point: p, reasons: [`${c.orb.toFixed(1)}° from the ${c.angle}`] }
      : null;
  }

  stellium(s: Stellium): StelliumFactor | null {
    const id = stelliumId(s);
    // The same planets gathered in one sign and one house are one feature, named by the sign.
    const same = this.features.stelliums.find(
      (o) => o !== s && o.by === 'sign' && o.planets.join() === s.planets.join(),
    );
    if (s.by === 'house' && same) return null;
    if (this.used.has(id)) return null;
    return { kind: 'stellium', ids: [id], stellium: s, reasons: [`${s.planets.length} planets together`] };
  }

  /** Where the ruler of a house stands: the thread a house without planets is read by. */
  rulerOfHouse(n: number): PlacementFactor | null {
    const r = houseRuler(this.chart, n);
    if (!r) return null;
    const f = this.placement(
      r.ruler,
      n === 1
        ? `your chart ruler (${r.cuspSign} rising)`
        : `ruler of your ${ordinal(n)} house (${r.cuspSign} on its cusp)`,
    );
    return f;
  }

  /**
   * The chart's most distinctive features, strongest first: the tightest side of each tight aspect pattern (named as
   * part of it), the lights and personal planets close to an angle, the chart ruler, the strongest aspects (the
   * lights, personal and node contacts), then stelliums, other angle contacts and dignities.
   */
  distinctive(): Factor[] {
    const f = this.features;
    const inPattern = f.patterns.flatMap((p) => {
      const side = f.rankedAspects.find((a) => patternOf(a, [p]));
      const fac = side ? this.aspect(side) : null;
      if (!side || !fac) return [];
      const others = p.planets.filter((n) => n !== side.p1 && n !== side.p2);
      const label = `part of a ${p.kind} with ${others.join(' and ')}`;
      return [{ ...fac, reasons: [...fac.reasons, label] }];
    });
    const loudAngle = (c: AngleContact) => c.orb <= 3 && c.planet !== 'Chiron';
    const out: (Factor | null)[] = [
      ...inPattern,
      ...f.angleContacts.filter(loudAngle).map((c) => this.angle(c)),
      ...f.stelliums.filter((s) => s.planets.length >= 4).map((s) => this.stellium(s)),
      this.rulerOfHouse(1),
      ...f.rankedAspects.slice(0, 4).map((a) => this.aspect(a)),
      ...f.stelliums.filter((s) => s.planets.length === 3).map((s) => this.stellium(s)),
      ...f.angleContacts.filter((c) => !loudAngle(c)).map((c) => this.angle(c)),
      ...f.dignities
        .filter((d) => (PERSONAL_PLANETS as readonly string[]).includes(d.planet))
        .map((d) => this.placement(d.planet)),
    ];
    return dedupe(out);
  }
}

export function dedupe(list: (Factor | null)[]): Factor[] {
  const seen = new Set<string>();
  const out: Factor[] = [];
  for (const f of list) {
    if (!f || f.ids.some((id) => seen.has(id))) continue;
    for (const id of f.ids) seen.add(id);
    out.push(f);
  }
  return out;
}

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
    out.push(b.placement('Ascendant'), b.rulerOfHouse(1));
    for (const c of b.features.angleContacts.filter((c) => c.angle === 'Ascendant')) out.push(b.angle(c));
    out.push(...b.aspectsOf('Ascendant', 2), b.house(1));
    return dedupe(out);
  }
  if (name === 'Midheaven') {
    out.push(b.placement('Midheaven'), b.rulerOfHouse(10));
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
    return { factors: houseCandidates(b, n), missing: null, topic: `your ${ordinal(n)} house`, theme: 'house' };
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
export function definitionExample(b: Builder, term: string): Factor | null {
  const aspectTerms = ['trine', 'square', 'sextile', 'opposition', 'conjunction'];
  if (aspectTerms.includes(term)) {
    const all = b.features.rankedAspects.filter((x) => x.type === term);
    const fresh = all.map((a) => b.aspect(a)).find((f) => f !== null);
    const a = all[0];
    return fresh ?? (a ? { kind: 'aspect', ids: [aspectId(a)], aspect: a, reasons: [] } : null);
  }
  const again = (f: Factor | null, name: string) => f ?? placementEvenIfUsed(b, name);
  switch (term) {
    case 'aspect':
    case 'orb': {
      const a = b.features.rankedAspects[0];
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
      return b.house(1) ?? null;
    case 'north node':
      return again(b.placement('North Node'), 'North Node');
    case 'dignity': {
      const d = b.features.dignities[0];
      return d ? again(b.placement(d.planet), d.planet) : null;
    }
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
