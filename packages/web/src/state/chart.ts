import type { ChartAspectResponse, ChartPointResponse } from '@stellara/contract';
import { BODY_NAMES, ORDINAL_WORDS, SIGN_GLYPHS, SIGN_NAME_BY_CODE } from '@stellara/contract/vocabulary';

/** Spec section 3: full sign names mapped from the chart API's three-letter codes. */
export const signNames: Record<string, string> = SIGN_NAME_BY_CODE;

export const signGlyphs: Record<string, string> = SIGN_GLYPHS;

/** A planet entry of the session birth record (spec section 3). */
export interface PlanetEntry {
  name: string;
  sign: string;
  degree: number;
  house: number | null;
  retrograde: boolean;
  abs_pos: number;
  element: string;
  quality: string;
}

export interface HouseEntry {
  house: number;
  sign: string;
  degree: number;
  abs_pos: number;
}

export interface AspectEntry {
  planet1: string;
  planet2: string;
  type: string;
  orb: number;
  angle: number;
}

export interface NatalData {
  natal_planets: PlanetEntry[];
  natal_houses: Record<string, HouseEntry>;
  natal_aspects: AspectEntry[];
}

export const INVALID_CHART_MESSAGE = 'API returned invalid natal chart data';

/** The bodies the spec keeps, with the API's key for each. */
const bodies: [key: string, name: string][] = [
  ...BODY_NAMES.map((name): [string, string] => [name.toLowerCase(), name]),
  ['mean_node', 'NorthNode'],
  ['ascendant', 'Ascendant'],
];

const houseKeys: readonly string[] = ORDINAL_WORDS;

function houseNumber(house: string | null | undefined): number | null {
  if (!house) return null;
  const index = houseKeys.indexOf(house.replace(/_House$/i, '').toLowerCase());
  return index === -1 ? null : index + 1;
}

function isPoint(value: unknown): value is ChartPointResponse {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return typeof p.sign === 'string' && typeof p.position === 'number' && typeof p.abs_pos === 'number';
}

/**
 * The Astrologer-API answer of POST /api/v4/natal-aspects-data turned into the session record's
 * natal_planets, natal_houses and natal_aspects. Throws INVALID_CHART_MESSAGE without a subject.
 */
export function natalDataFrom(response: unknown): NatalData {
  const data = (response as { data?: { subject?: Record<string, unknown> } } | null)?.data;
  const subject = data?.subject;
  if (!subject || typeof subject !== 'object') throw new Error(INVALID_CHART_MESSAGE);

  const natal_planets: PlanetEntry[] = [];
  for (const [key, name] of bodies) {
    const point = subject[key];
    if (!isPoint(point)) continue;
    natal_planets.push({
      name,
      sign: signNames[point.sign] ?? point.sign,
      degree: point.position,
      house: name === 'Ascendant' ? 1 : houseNumber(point.house),
      retrograde: point.retrograde === true,
      abs_pos: point.abs_pos,
      element: point.element,
      quality: point.quality,
    });
  }
  if (natal_planets.length === 0) throw new Error(INVALID_CHART_MESSAGE);

  const natal_houses: Record<string, HouseEntry> = {};
  houseKeys.forEach((key, index) => {
    const cusp = subject[`${key}_house`];
    if (!isPoint(cusp)) return;
    natal_houses[`House_${index + 1}`] = {
      house: index + 1,
      sign: signNames[cusp.sign] ?? cusp.sign,
      degree: cusp.position,
      abs_pos: cusp.abs_pos,
    };
  });

  const aspects = (response as { aspects?: unknown }).aspects;
  const natal_aspects: AspectEntry[] = Array.isArray(aspects)
    ? (aspects as ChartAspectResponse[]).map((a) => ({
        planet1: a.p1_name,
        planet2: a.p2_name,
        type: a.aspect,
        orb: a.orbit,
        angle: a.aspect_degrees,
      }))
    : [];
  return { natal_planets, natal_houses, natal_aspects };
}

/** "22°23′" from 22.38. */
export function formatDegree(degree: number): string {
  let d = Math.floor(degree);
  let m = Math.round((degree - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}′`;
}
