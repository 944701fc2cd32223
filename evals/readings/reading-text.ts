// The shared ground of the readings eval's checks: the kinds of scripted message, the vocabulary the checks match
// (points, signs, houses, aspects), text helpers and look-ups in the person's chart. Pure, like the checks.
import { ORDINAL_WORDS, ordinal, SIGN_NAMES, TEN_PLANETS } from '@stellara/contract';
import type { ChartContext } from '@stellara/server/readings-eval';

// ---------------------------------------------------------------------------------------------
// Message kinds: every scripted message carries one, and each kind has its own on-topic rule.

export const messageKinds = [
  'big-three',
  'planet',
  'house',
  'aspect-has',
  'aspect-lacks',
  'definition',
  'love',
  'love-timing',
  'career',
  'money',
  'travel',
  'family',
  'transits',
  'mercury-retrograde',
  'compatibility',
  'follow-up',
  'hook-yes',
  'hook-no',
  'hook-neutral',
  'off-topic',
  'injection',
  'hostile',
  'gibberish',
  'greeting',
  'thanks',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Kinds that must be declined in a sentence or two and steered back to the chart. */
export const declineKinds: readonly MessageKind[] = ['off-topic', 'injection'];
/** Small talk: answered briefly by design, so left out of the basic word range. */
export const smallTalkKinds: readonly MessageKind[] = ['greeting', 'thanks', 'gibberish'];

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** Every point a reply may name. */
export const POINT_NAMES = [...TEN_PLANETS, 'Chiron', 'North Node', 'Ascendant', 'Midheaven', 'Descendant', 'IC', 'MC'];
export const ANGLES = ['Ascendant', 'Descendant', 'Midheaven', 'MC', 'IC'];
export const ASPECT_FORMS: Record<string, string> = {
  conjunction: 'conjunction',
  conjunct: 'conjunction',
  conjuncts: 'conjunction',
  conjoins: 'conjunction',
  opposition: 'opposition',
  opposite: 'opposition',
  opposes: 'opposition',
  opposing: 'opposition',
  square: 'square',
  squares: 'square',
  squaring: 'square',
  trine: 'trine',
  trines: 'trine',
  sextile: 'sextile',
  sextiles: 'sextile',
};
export const ASPECT_ANGLE: Record<string, number> = {
  conjunction: 0,
  opposition: 180,
  square: 90,
  trine: 120,
  sextile: 60,
};

export const alt = (words: readonly string[]) => words.map((w) => w.replace(/ /g, '\\s+')).join('|');
export const POINT = `(${alt(POINT_NAMES)})`;
export const SIGN = `(${alt(SIGN_NAMES)})`;
export const ORD = `(\\d{1,2}(?:st|nd|rd|th)|${alt(ORDINAL_WORDS)})`;
export const ASPECT = `(${alt(Object.keys(ASPECT_FORMS))})`;
export const DEGREE = `(?:\\d{1,2}°\\s*(?:\\d{1,2}[′']\\s*)?)`;

export const canonicalSign = (s: string) => SIGN_NAMES.find((n) => n.toLowerCase() === s.toLowerCase()) ?? s;
export function canonicalPoint(s: string): string {
  const x = s.replace(/\s+/g, ' ').toLowerCase();
  if (x === 'mc') return 'Midheaven';
  return POINT_NAMES.find((n) => n.toLowerCase() === x) ?? s;
}
export function houseNumber(s: string): number {
  const word = (ORDINAL_WORDS as readonly string[]).indexOf(s.toLowerCase());
  return word >= 0 ? word + 1 : Number.parseInt(s, 10);
}
export const ordinalOf = ordinal;

// ---------------------------------------------------------------------------------------------
// Text helpers

/** Markdown stripped, lowercase, spaces collapsed: how paragraphs and sentences are compared. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[*_#>`~]/g, '')
    .replace(/^\s*(?:[-•]|\d+[.)])\s+/gm, '')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function wordCount(text: string): number {
  return text
    .replace(/[*_#>`~]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The "Placements used: …" line the built-in reader ends with (a list of facts, not prose). */
export const isPlacementsLine = (paragraph: string) => /^placements used:/i.test(normalise(paragraph));

// ---------------------------------------------------------------------------------------------
// Chart look-ups

export interface PointFacts {
  sign: string;
  house: number | null;
  longitude: number;
  retrograde: boolean;
}

/** A point of the chart, with the Descendant and IC derived from the Ascendant and Midheaven. */
export function pointOf(chart: ChartContext, name: string): PointFacts | null {
  const canonical = canonicalPoint(name);
  const derived: Record<string, string> = { Descendant: 'Ascendant', IC: 'Midheaven' };
  const base = chart.planets.find((p) => p.name === (derived[canonical] ?? canonical));
  if (!base) return null;
  if (derived[canonical]) {
    const longitude = (base.longitude + 180) % 360;
    return { sign: SIGN_NAMES[Math.floor(longitude / 30)]!, house: null, longitude, retrograde: false };
  }
  const angle = canonical === 'Ascendant' || canonical === 'Midheaven';
  return { sign: base.sign, house: angle ? null : base.house, longitude: base.longitude, retrograde: base.retrograde };
}

/**
 * Whether the chart has this aspect. Geometry, not a list: the two points are within 11° of the exact angle
 * (7° for a sextile). That is wider than any orb table the writers use (Kerykeion's whole-degree rule included),
 * so only an aspect that is plainly not there counts as a contradiction.
 */
export function hasAspect(chart: ChartContext, p1: string, p2: string, type: string): boolean {
  const a = pointOf(chart, p1);
  const b = pointOf(chart, p2);
  const angle = ASPECT_ANGLE[ASPECT_FORMS[type.toLowerCase()] ?? type];
  if (!a || !b || angle === undefined) return false;
  let d = Math.abs(a.longitude - b.longitude) % 360;
  if (d > 180) d = 360 - d;
  return Math.abs(d - angle) <= (angle === 60 ? 7 : 11);
}
