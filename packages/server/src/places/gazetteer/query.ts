import { normalizePlaceName } from './normalize.ts';

export const MAX_QUERY_LENGTH = 200;
export const MAX_RESULTS = 5;

/** A place query split into the name searched and the region/country names that narrow it. */
export interface PlaceQuery {
  /** Normalized place name ("springfield"). */
  name: string;
  /** Normalized qualifiers after commas ("illinois"), at most two. */
  qualifiers: string[];
}

/**
 * Reads "City", "City, Region", "City, Country" or "City, Region, Country". Undefined for a query
 * with nothing to search (empty or punctuation only): the spec ignores those.
 */
export function parsePlaceQuery(text: string): PlaceQuery | undefined {
  const parts = text
    .split(',')
    .map(normalizePlaceName)
    .filter((p) => p.length > 0);
  const [name, ...qualifiers] = parts;
  if (!name) return undefined;
  return { name, qualifiers: qualifiers.slice(0, 2) };
}
