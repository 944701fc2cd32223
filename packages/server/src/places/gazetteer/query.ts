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

/** Words a region and country written without a comma run to at most ("rio grande do sul", "new south wales"). */
const MAX_AREA_WORDS = 4;

/**
 * The ways to read "city region" or "city region country" typed without a comma ("dayton ohio", "san jose costa
 * rica", "london england uk"): each [city, ...qualifiers], the longest city first, since "ohio", "texas" and "spain"
 * are one word far more often than not; a region and country read apart only after the words as one area. Empty
 * when a comma was typed (the person split it themselves) or there is one word only. Normalized.
 */
export function uncommaedSplits(text: string): string[][] {
  if (text.includes(',')) return [];
  const words = normalizePlaceName(text).split(' ').filter(Boolean);
  const splits: string[][] = [];
  for (let areaWords = 1; areaWords < words.length && areaWords <= MAX_AREA_WORDS; areaWords++) {
    const city = words.slice(0, -areaWords).join(' ');
    const area = words.slice(-areaWords);
    splits.push([city, area.join(' ')]);
    for (let cut = 1; cut < area.length; cut++)
      splits.push([city, area.slice(0, cut).join(' '), area.slice(cut).join(' ')]);
  }
  return splits;
}
