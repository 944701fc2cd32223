import { natalRecordFacts } from '@stellara/contract/natal-record';
import { SIGN_GLYPHS, SIGN_NAME_BY_CODE } from '@stellara/contract/vocabulary';

export { INVALID_CHART_MESSAGE } from '@stellara/contract/natal-record';

/** docs/charts.md#birth-record: full sign names mapped from the chart API's three-letter codes. */
export const signNames: Record<string, string> = SIGN_NAME_BY_CODE;

export const signGlyphs: Record<string, string> = SIGN_GLYPHS;

/** A planet entry of the session birth record (docs/charts.md#birth-record). */
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

/**
 * The Astrologer-API answer of POST /api/v4/natal-aspects-data turned into the session record's natal_planets,
 * natal_houses and natal_aspects: the contract's one mapping, the one the server keeps a member's record with.
 */
export function natalDataFrom(response: unknown): NatalData {
  return natalRecordFacts(response);
}
