// What the technique answers share: the answer's shape, the question as asked, and the words and dates they
// are written with (lists, plain point names, positions, days in the birth place's calendar).
import { type PointName, type SignCode, signOf } from '@stellara/astro';
import { formatDegree, SIGN_NAME_BY_CODE, TEN_PLANETS } from '@stellara/contract';
import type { ChartContext } from '../../chart-context.ts';
import type { Technique, Understanding } from '../../understanding/understanding.ts';
import { localDay } from '../local-day.ts';

/** Exact facts a technical reader asks for, answered beside the techniques (techniques/chart-facts.ts). */
export type ChartFact =
  | 'tightest-aspect'
  | 'point-aspects'
  | 'degree'
  | 'dignity'
  | 'placements'
  | 'placements-table'
  | 'aspects-table'
  | 'transits-table'
  | 'chart-frame'
  | 'lilith'
  | 'big-three'
  | 'lunation'
  | 'eclipse'
  | 'ingress'
  | 'month-outlook'
  | 'area-comparison'
  | 'aspect-orb'
  | 'aspect-motion'
  | 'progression'
  | 'node'
  | 'area-outlook'
  | 'sky-now'
  | 'transit-span'
  | 'house-check'
  | 'orbs-used'
  | 'angle-contacts'
  | 'trait';

export interface TechniqueAnswer {
  technique: Technique | ChartFact;
  /** The first sentence: the direct answer (yes / no / which / when), plain words, dates as "14 March 2029". */
  answer: string;
  /** Further full sentences with the computed facts and what they mean for this person (2-4, plain words). */
  details: string[];
  /** Lines for the technical level (degrees, orbs, exact dates, house system names). */
  technical: string[];
  /** Memory labels of what it covered, e.g. "T-square Mars Saturn Moon", "Saturn return". */
  ids: string[];
  /** The line that ends the reply, where the voice's usual question would not fit (after a list of facts). */
  closing?: string;
  /** The counts as a markdown table, when a table was asked for ("a table is fine"): its own section. */
  table?: string;
}

/** "a table is fine", "en tabla", "em tabela", "sous forme de tableau", "als Tabelle", "in tabella", "in een tabel". */
export const TABLE_ASKED = /\b(tables?|tabla|tabela|tableau|tabelle|tabella|tabel)\b/;

export interface Asked {
  heard: Understanding;
  /** The message lower-cased, accents removed. */
  text: string;
  now: Date;
}

/** The message lower-cased, accents removed, so one pattern matches "júpiter" and "jupiter", "revolução" and "revolucao". */
export function plain(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** A question answered by yes or no ("do I have...", "is my Moon...", "tengo una gran cruz?"). */
const YES_NO =
  /^\W*(?:do|does|did|is|am|are|was|were|have|has|had|any|could|can|will|would|tengo|tienes|tiene|hay|tenho|tem|nasci|naci|soy|sou|estoy|estou|es|e)\b|\b(?:do i have|have i got|am i|is my|was i|was the|does my|do any|is it true|is that|would my|will my|could it|would it|right\?)/;

/** Questions opening with a question word ask which, what or when, even with "is my" further on. */
const WH_QUESTION =
  /^\W*(?:(?:so|and|ok|okay|but|then|e|y)\W+)?(?:what|which|who|when|where|how|why|que|qual|cual|quien|quem|quando|cuando|donde|onde|quand|wann|welche|quale)\b/;

export function isYesNo(ask: Asked): boolean {
  return YES_NO.test(ask.text) && !WH_QUESTION.test(ask.text);
}

export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A point as a sentence names it: "the Sun", "the Ascendant", but "Mars". */
export function named(point: string): string {
  return ['Sun', 'Moon', 'North Node', 'Midheaven', 'Ascendant'].includes(point) ? `the ${point}` : point;
}

export const signName = (code: SignCode) => SIGN_NAME_BY_CODE[code];

/** "12°34' Aries" for a longitude. */
export function position(longitude: number): string {
  const s = signOf(longitude);
  return `${formatDegree(longitude - s.num * 30)} ${s.name}`;
}

/** The context's points under the engine's names, for the engine's pure functions. */
export function enginePoints(chart: ChartContext): Partial<Record<PointName, { longitude: number }>> {
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
export function cuspsOf(chart: ChartContext): number[] {
  if (chart.birth) return chart.birth.natal.cusps;
  return chart.houses.map((h) => {
    const sign = Object.entries(SIGN_NAME_BY_CODE).findIndex(([, name]) => name === h.sign);
    return sign * 30 + h.degree;
  });
}

/** The planets a message names (the ten planets, by display name). */
export function namedPlanets(ask: Asked): string[] {
  return ask.heard.about.points.filter((p) => (TEN_PLANETS as readonly string[]).includes(p));
}

/** "14 March 2029" in the person's calendar. */
export function dayOf(chart: ChartContext, iso: string): string {
  return localDay(chart, iso);
}

/** A span of birth-time shift in words: "about 4 minutes", "about 3 hours", "about 2 days". */
export function duration(minutes: number): string {
  const m = Math.abs(minutes);
  if (m < 1) return 'less than a minute';
  if (m < 90) return `about ${Math.round(m)} minute${Math.round(m) === 1 ? '' : 's'}`;
  if (m < 48 * 60) return `about ${Math.round(m / 60)} hours`;
  return `about ${Math.round(m / 1440)} days`;
}

export function isLeapDay(chart: ChartContext): boolean {
  return chart.birth?.local?.date.slice(5) === '02-29';
}

/** Julian day (UT) of a date, for comparing with the engine's instants. */
export function jdOf(date: Date): number {
  return date.getTime() / 86_400_000 + 2_440_587.5;
}
