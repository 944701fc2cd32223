// The Birth Chart Profile's collapsible sections (docs/routing.md): the stored chart record's
// natal_planets, natal_houses and natal_aspects made ready to list. No astrology is computed here.
import { NATAL_ASPECT_ORB } from '@stellara/contract/vocabulary';
import type { AspectEntry, HouseEntry, PlanetEntry } from './chart.ts';

/** The five major aspect types the profile lists, in the engine's spelling. */
export const MAJOR_ASPECT_TYPES = ['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const;
/** How many major aspects the profile lists at most. */
export const MAX_LISTED_ASPECTS = 20;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The planet entries of a stored record (malformed entries left out), each point once however it is spelt. */
export function planetList(planets: unknown): PlanetEntry[] {
  if (!Array.isArray(planets)) return [];
  const seen = new Set<string>();
  return planets.filter((p): p is PlanetEntry => {
    if (!isObject(p) || typeof p.name !== 'string' || typeof p.sign !== 'string' || !isNumber(p.degree)) return false;
    const label = pointLabel(p.name);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
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

/**
 * The widest orb a "major" aspect is listed with (the stored record keeps the chart API's wide orbs, up to 10°):
 * 6° for conjunctions and oppositions, 5° for squares and trines, 4° for sextiles. The profile's wheel draws its
 * aspect lines with the same orbs, so the lines and the list agree.
 */
export const MAJOR_ASPECT_ORBS = NATAL_ASPECT_ORB;
/** The widest orb listed for an aspect of this type. */
export function orbLimit(type: string): number {
  return MAJOR_ASPECT_ORBS[type.toLowerCase() as keyof typeof MAJOR_ASPECT_ORBS] ?? 0;
}

/** The South Node always sits opposite the North Node, so its aspects repeat the North Node's: never listed. */
const SOUTH_NODE = new Set(['South Node']);

/**
 * The profile's Major Aspects from a stored record: conjunction, opposition, trine, square and sextile within
 * their orbs (orbLimit), between points the Planetary Positions list (`listed`, by record name; every point when
 * omitted), each pair once (however the engine spelt the point: "Mean_Lilith" and "Lilith" are one), never the
 * South Node's mirror of a North Node aspect; tightest first, the first 20.
 */
export function majorAspects(aspects: unknown, listed?: readonly string[]): AspectEntry[] {
  if (!Array.isArray(aspects)) return [];
  const major: readonly string[] = MAJOR_ASPECT_TYPES;
  const shown = listed ? new Set(listed.map(pointLabel)) : null;
  const seen = new Set<string>();
  return aspects
    .filter((a): a is AspectEntry => {
      if (
        !isObject(a) ||
        typeof a.planet1 !== 'string' ||
        typeof a.planet2 !== 'string' ||
        typeof a.type !== 'string' ||
        !major.includes(a.type.toLowerCase()) ||
        !isNumber(a.orb)
      ) {
        return false;
      }
      const [p1, p2] = [pointLabel(a.planet1), pointLabel(a.planet2)];
      if (p1 === p2 || SOUTH_NODE.has(p1) || SOUTH_NODE.has(p2)) return false;
      if (shown && !(shown.has(p1) && shown.has(p2))) return false;
      if (Math.abs(a.orb) > orbLimit(a.type)) return false;
      const key = `${[p1, p2].sort().join('|')}|${a.type.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => Math.abs(a.orb) - Math.abs(b.orb))
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
  True_Node: 'North Node',
  SouthNode: 'South Node',
  Mean_South_Node: 'South Node',
  True_South_Node: 'South Node',
  Mean_Lilith: 'Lilith',
  Medium_Coeli: 'Midheaven',
};

/** "North Node" from "NorthNode" or the engine's "Mean_Node"; other engine names without underscores. */
export function pointLabel(name: string): string {
  return pointNames[name] ?? name.replace(/_/g, ' ');
}
