// The Birth Chart Profile's collapsible sections (spec section 2): the stored chart record's
// natal_planets, natal_houses and natal_aspects made ready to list. No astrology is computed here.
import type { AspectEntry, HouseEntry, PlanetEntry } from './chart.ts';

/** The five major aspect types the profile lists, in the engine's spelling. */
export const MAJOR_ASPECT_TYPES = ['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const;
/** How many major aspects the profile lists at most. */
export const MAX_LISTED_ASPECTS = 20;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The planet entries of a stored record (malformed entries left out). */
export function planetList(planets: unknown): PlanetEntry[] {
  if (!Array.isArray(planets)) return [];
  return planets.filter(
    (p): p is PlanetEntry =>
      isObject(p) && typeof p.name === 'string' && typeof p.sign === 'string' && isNumber(p.degree),
  );
}

/** The house cusps of a stored record (House_1 ... House_12), in house order. */
export function houseCusps(houses: unknown): HouseEntry[] {
  if (!isObject(houses)) return [];
  return Object.values(houses)
    .filter(
      (h): h is HouseEntry =>
        isObject(h) &&
        isNumber(h.house) &&
        h.house >= 1 &&
        h.house <= 12 &&
        typeof h.sign === 'string' &&
        isNumber(h.degree),
    )
    .sort((a, b) => a.house - b.house);
}

/** The major aspects (conjunction, opposition, trine, square, sextile) of a stored record, the first 20 in stored order. */
export function majorAspects(aspects: unknown): AspectEntry[] {
  if (!Array.isArray(aspects)) return [];
  const major: readonly string[] = MAJOR_ASPECT_TYPES;
  return aspects
    .filter(
      (a): a is AspectEntry =>
        isObject(a) &&
        typeof a.planet1 === 'string' &&
        typeof a.planet2 === 'string' &&
        typeof a.type === 'string' &&
        major.includes(a.type.toLowerCase()) &&
        isNumber(a.orb),
    )
    .slice(0, MAX_LISTED_ASPECTS);
}

/** An orb to one decimal: "2.3°" from 2.345 or -2.345 (the sign of a stored orb only says which side). */
export function formatOrb(orb: number): string {
  return `${Math.abs(orb).toFixed(1)}°`;
}

/** "Conjunction" from "conjunction". */
export function aspectLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}

const pointNames: Record<string, string> = {
  NorthNode: 'North Node',
  Mean_Node: 'North Node',
  Mean_South_Node: 'South Node',
  Mean_Lilith: 'Lilith',
};

/** "North Node" from "NorthNode" or the engine's "Mean_Node"; other engine names without underscores. */
export function pointLabel(name: string): string {
  return pointNames[name] ?? name.replace(/_/g, ' ');
}
