// What stands out in one chart, found before anything is written: planets on an angle, stelliums, the chart
// ruler and its condition, house rulers, essential dignities, and aspects ranked personal-before-generational.
// Both writers read these, so the built-in reader and a model notice the same things. Pure; no I/O.
import { angularDistance } from '@stellara/astro';
import { OUTER_PLANETS, PERSONAL_PLANETS } from '@stellara/contract';
import {
  type ChartAspect,
  type ChartContext,
  type ChartPlanet,
  type Dignity,
  dignityOf,
  planetOf,
  rulerOf,
} from '../chart-context.ts';
import { PLANETS_TEN } from '../phrases.ts';

/** A planet this close to an angle acts through it (a common convention: about 5°). */
export const ANGLE_CONTACT_ORB = 5;

const GENERATIONAL = new Set<string>(OUTER_PLANETS);
const ANGULAR_HOUSES = new Set([1, 4, 7, 10]);

export type AngleName = 'Ascendant' | 'Descendant' | 'Midheaven' | 'IC';

export interface AngleContact {
  planet: string;
  angle: AngleName;
  /** Degrees from the angle. */
  orb: number;
}

export interface Stellium {
  /** 'sign' or 'house' */
  by: 'sign' | 'house';
  sign?: string;
  house?: number;
  planets: string[];
}

export interface HouseRuler {
  house: number;
  cuspSign: string;
  cuspDegree: number;
  ruler: string;
  rulerSign: string | null;
  rulerHouse: number | null;
}

export interface ChartRuler extends HouseRuler {
  dignity: Dignity | null;
  /** The ruler stands in an angular house (1, 4, 7, 10). */
  angular: boolean;
  /** Its tightest aspect, if any. */
  tightestAspect: ChartAspect | null;
}

export interface ChartFeatures {
  angleContacts: AngleContact[];
  stelliums: Stellium[];
  chartRuler: ChartRuler | null;
  dignities: { planet: string; sign: string; dignity: Dignity }[];
  /** Natal aspects without the lunar node, personal contacts before generational ones, tighter first. */
  rankedAspects: ChartAspect[];
}

export function angleContacts(chart: ChartContext, maxOrb = ANGLE_CONTACT_ORB): AngleContact[] {
  const asc = planetOf(chart, 'Ascendant');
  const mc = planetOf(chart, 'Midheaven');
  if (!asc || !mc) return [];
  const angles: [AngleName, number][] = [
    ['Ascendant', asc.longitude],
    ['Descendant', (asc.longitude + 180) % 360],
    ['Midheaven', mc.longitude],
    ['IC', (mc.longitude + 180) % 360],
  ];
  const out: AngleContact[] = [];
  for (const p of chart.planets) {
    if (!(PLANETS_TEN as readonly string[]).includes(p.name) && p.name !== 'Chiron') continue;
    for (const [angle, lon] of angles) {
      const orb = angularDistance(p.longitude, lon);
      if (orb <= maxOrb) out.push({ planet: p.name, angle, orb });
    }
  }
  return out.sort((a, b) => a.orb - b.orb);
}

/** Three or more of the ten planets in one sign or one house. */
export function stelliums(chart: ChartContext): Stellium[] {
  const bodies = chart.planets.filter((p) => (PLANETS_TEN as readonly string[]).includes(p.name));
  const out: Stellium[] = [];
  const group = <K>(key: (p: ChartPlanet) => K) => {
    const m = new Map<K, string[]>();
    for (const p of bodies) m.set(key(p), [...(m.get(key(p)) ?? []), p.name]);
    return m;
  };
  for (const [sign, planets] of group((p) => p.sign)) if (planets.length >= 3) out.push({ by: 'sign', sign, planets });
  for (const [house, planets] of group((p) => p.house))
    if (planets.length >= 3) out.push({ by: 'house', house, planets });
  return out.sort((a, b) => b.planets.length - a.planets.length);
}

export function houseRuler(chart: ChartContext, house: number): HouseRuler | null {
  const cusp = chart.houses.find((h) => h.number === house);
  if (!cusp) return null;
  const ruler = rulerOf(cusp.sign).traditional;
  const at = planetOf(chart, ruler);
  return {
    house,
    cuspSign: cusp.sign,
    cuspDegree: cusp.degree,
    ruler,
    rulerSign: at?.sign ?? null,
    rulerHouse: at?.house ?? null,
  };
}

const isPersonal = (name: string) => (PERSONAL_PLANETS as readonly string[]).includes(name);

/** Personal contacts first (both personal, then one), generational pairs last; tighter first within a rank. */
export function rankAspects(aspects: readonly ChartAspect[]): ChartAspect[] {
  const rank = (a: ChartAspect) => {
    const personal = Number(isPersonal(a.p1)) + Number(isPersonal(a.p2));
    const angles =
      Number(a.p1 === 'Ascendant' || a.p1 === 'Midheaven') + Number(a.p2 === 'Ascendant' || a.p2 === 'Midheaven');
    if (angles === 2) return 9; // Ascendant–Midheaven is an artefact of the house system, not a personal tension
    if (GENERATIONAL.has(a.p1) && GENERATIONAL.has(a.p2)) return 8;
    return 3 - personal - (angles ? 0.5 : 0);
  };
  return aspects
    .filter((a) => a.p1 !== 'North Node' && a.p2 !== 'North Node' && rank(a) < 9)
    .map((a) => ({ a, r: rank(a) + a.orb / 4 }))
    .sort((x, y) => x.r - y.r)
    .map((x) => x.a);
}

export function chartFeatures(chart: ChartContext): ChartFeatures {
  const asc = planetOf(chart, 'Ascendant');
  const first = houseRuler(chart, 1);
  let chartRuler: ChartRuler | null = null;
  if (asc && first) {
    const r = planetOf(chart, first.ruler);
    chartRuler = {
      ...first,
      dignity: r ? dignityOf(r.name, r.sign) : null,
      angular: r ? ANGULAR_HOUSES.has(r.house) : false,
      tightestAspect:
        chart.aspects.find(
          (a) => (a.p1 === first.ruler || a.p2 === first.ruler) && a.p1 !== 'North Node' && a.p2 !== 'North Node',
        ) ?? null,
    };
  }
  const dignities = chart.planets.flatMap((p) => {
    const d = dignityOf(p.name, p.sign);
    return d ? [{ planet: p.name, sign: p.sign, dignity: d }] : [];
  });
  return {
    angleContacts: angleContacts(chart),
    stelliums: stelliums(chart),
    chartRuler,
    dignities,
    rankedAspects: rankAspects(chart.aspects),
  };
}
