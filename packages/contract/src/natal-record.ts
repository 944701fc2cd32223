/**
 * The chart answer (POST /api/v4/natal-aspects-data, Kerykeion names) -> the natal record kept with the birth data
 * (docs/charts.md#birth-record: natal_planets, natal_houses, natal_aspects). Pure, and the only copy: the server keeps
 * a member's record with it, the browser keeps the visitor's session record with it.
 */
import type { AspectEntry, HouseEntry, PlanetEntry } from './accounts.ts';
import type { CHART_POINT_NAMES, ChartAspectResponse } from './charts.ts';
import { BODY_NAMES, ORDINAL_WORDS, SIGN_NAME_BY_CODE } from './vocabulary.ts';

const signName = (code: string): string => SIGN_NAME_BY_CODE[code as keyof typeof SIGN_NAME_BY_CODE] ?? code;

/** The bodies the record keeps (docs/charts.md#birth-record): the record's name, and the chart API's point name. */
export const NATAL_RECORD_BODIES: readonly (readonly [name: string, point: (typeof CHART_POINT_NAMES)[number]])[] = [
  ...BODY_NAMES.map((name) => [name, name] as const),
  ['NorthNode', 'Mean_Node'],
  ['Ascendant', 'Ascendant'],
];

/** The chart API's points for the record's bodies, in the record's order: ask for aspects among these. */
export const NATAL_RECORD_POINTS = NATAL_RECORD_BODIES.map(([, point]) => point);

export const INVALID_CHART_MESSAGE = 'API returned invalid natal chart data';

/** The chart facts of the record (what the chart answer gives; the record adds the UT and when it was made). */
export interface NatalRecordFacts {
  natal_planets: PlanetEntry[];
  natal_houses: Record<string, HouseEntry>;
  natal_aspects: AspectEntry[];
}

interface AnswerPoint {
  sign: string;
  position: number;
  abs_pos: number;
  house?: string | null;
  retrograde?: boolean | null;
  element?: string;
  quality?: string;
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

function isPoint(value: unknown): value is AnswerPoint {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return typeof p.sign === 'string' && typeof p.position === 'number' && typeof p.abs_pos === 'number';
}

function houseNumber(house: string | null | undefined): number | null {
  if (!house) return null;
  const index = (ORDINAL_WORDS as readonly string[]).indexOf(house.replace(/_House$/i, '').toLowerCase());
  return index === -1 ? null : index + 1;
}

const RECORD_NAME = new Map<string, string>(NATAL_RECORD_BODIES.map(([name, point]) => [point, name]));

/**
 * The record's chart facts from a natal chart answer (`{ data: { subject }, aspects }`): the kept bodies with full
 * sign names, house numbers and retrograde marks, the twelve cusps keyed House_1..House_12, and the aspects among the
 * kept bodies with the spec's field names. Degrees are kept to 4 decimals, orbs to 2. Throws INVALID_CHART_MESSAGE
 * when the answer holds no subject, none of the bodies, or a body (the Ascendant aside) without its house.
 */
export function natalRecordFacts(answer: unknown): NatalRecordFacts {
  const subject = (answer as { data?: { subject?: Record<string, unknown> } } | null)?.data?.subject;
  if (!subject || typeof subject !== 'object') throw new Error(INVALID_CHART_MESSAGE);

  const natal_planets: PlanetEntry[] = [];
  for (const [name, point] of NATAL_RECORD_BODIES) {
    const p = subject[point.toLowerCase()];
    if (!isPoint(p)) continue;
    // The Ascendant is the first cusp itself; any other body without a house is not a chart answer.
    const house = houseNumber(p.house) ?? (name === 'Ascendant' ? 1 : null);
    if (house === null) throw new Error(INVALID_CHART_MESSAGE);
    natal_planets.push({
      name,
      sign: signName(p.sign),
      degree: round(p.position),
      house,
      retrograde: p.retrograde === true,
      abs_pos: round(p.abs_pos),
      element: p.element ?? '',
      quality: p.quality ?? '',
    });
  }
  if (natal_planets.length === 0) throw new Error(INVALID_CHART_MESSAGE);

  const natal_houses: Record<string, HouseEntry> = {};
  ORDINAL_WORDS.forEach((key, index) => {
    const cusp = subject[`${key}_house`];
    if (!isPoint(cusp)) return;
    natal_houses[`House_${index + 1}`] = {
      house: index + 1,
      sign: signName(cusp.sign),
      degree: round(cusp.position),
      abs_pos: round(cusp.abs_pos),
    };
  });

  const aspects = (answer as { aspects?: unknown }).aspects;
  const natal_aspects: AspectEntry[] = (Array.isArray(aspects) ? (aspects as ChartAspectResponse[]) : [])
    .filter((a) => RECORD_NAME.has(a.p1_name) && RECORD_NAME.has(a.p2_name))
    .map((a) => ({
      planet1: RECORD_NAME.get(a.p1_name)!,
      planet2: RECORD_NAME.get(a.p2_name)!,
      type: a.aspect,
      orb: round(a.orbit, 2),
      angle: a.aspect_degrees,
    }));
  return { natal_planets, natal_houses, natal_aspects };
}

/** The record's points that only a known birth time gives (the angles). */
const TIMED_POINTS = new Set(['Ascendant', 'Midheaven', 'Descendant', 'ImumCoeli']);

/**
 * The record of a chart cast for noon because the birth time is not known: the bodies by sign and degree only. No
 * houses, no Ascendant and no aspect to it: all of them turn with the clock, so none of them can be told.
 */
export function withoutBirthTime<T extends NatalRecordFacts>(record: T): T {
  return {
    ...record,
    natal_planets: record.natal_planets.filter((p) => !TIMED_POINTS.has(p.name)).map((p) => ({ ...p, house: null })),
    natal_houses: {},
    natal_aspects: record.natal_aspects.filter((a) => !TIMED_POINTS.has(a.planet1) && !TIMED_POINTS.has(a.planet2)),
  };
}
