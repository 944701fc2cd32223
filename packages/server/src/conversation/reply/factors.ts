// The chart factors a reply can rest on: one type per kind, their memory labels (what a chat has said), and the
// Builder that makes them from this chart, minus what the chat has already covered; factor-candidates.ts picks,
// for a question, the ones that answer it, strongest first. The planner (plan.ts) decides which a message needs.
// Pure.
import { PERSONAL_PLANETS } from '@stellara/contract';
import {
  type ChartAspect,
  type ChartContext,
  type ChartPlanet,
  type Dignity,
  dignityOf,
  ordinal,
  planetOf,
  theBody,
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
import type { Theme } from './question.ts';

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
export const stelliumId = (s: Stellium) =>
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
    // The other planet named: "a tight conjunction" alone leaves the reader asking "with what?".
    const other = tight ? (tight.p1 === p.name ? tight.p2 : tight.p1) : null;
    if (tight && other) out.push(`tied into a tight ${tight.type} with ${theBody(other)} (${tight.orb.toFixed(1)}°)`);
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
