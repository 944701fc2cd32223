import { trigramsOf } from './fuzzy-index.ts';

export interface PlaceCandidate {
  placeId: number;
  /** The normalized spelling that matched. */
  name: string;
  population: number;
  /** 0 the spelling equals the query, 1 it starts with the query, 2 a similar spelling (typo). */
  tier: 0 | 1 | 2;
  /** The spelling is a main name (name or ASCII name), not an alternate. */
  main: boolean;
  /** The place lies in the region/country the query named (true when it named none). */
  qualified: boolean;
}

/** pg_trgm's similarity: common trigrams over all distinct trigrams of both. */
function similarity(queryTrigrams: Set<string>, name: string): number {
  const own = trigramsOf(name);
  let common = 0;
  for (const t of own) if (queryTrigrams.has(t)) common++;
  const all = queryTrigrams.size + own.length - common;
  return all ? common / all : 0;
}

interface Ranked {
  placeId: number;
  qualified: boolean;
  tier: number;
  similarity: number;
  population: number;
}

/**
 * Place ids, best first, each once, at most `limit`. `query` is the normalized name searched
 * (without its region/country). Order: places in the asked region/country first, then the match
 * (exact, prefix, similar), the closeness of a similar spelling, population, id. As the search
 * always did: when a spelling equals or starts with the query in the asked area (or the query has
 * under three letters), those places are the whole answer; similar spellings and places elsewhere
 * only fill in otherwise.
 */
export function rankPlaces(query: string, candidates: PlaceCandidate[], limit: number): number[] {
  const direct = candidates.filter((c) => c.qualified && c.tier < 2);
  const pool = direct.length || query.length < 3 ? direct : candidates;
  const queryTrigrams = new Set(trigramsOf(query));
  const byPlace = new Map<number, Ranked>();
  for (const c of pool) {
    // An exact or prefix match counts as fully similar.
    const sim = c.tier < 2 ? 1 : similarity(queryTrigrams, c.name);
    const seen = byPlace.get(c.placeId);
    if (!seen) {
      byPlace.set(c.placeId, {
        placeId: c.placeId,
        qualified: c.qualified,
        tier: c.tier,
        similarity: sim,
        population: c.population,
      });
      continue;
    }
    seen.qualified ||= c.qualified;
    seen.tier = Math.min(seen.tier, c.tier);
    seen.similarity = Math.max(seen.similarity, sim);
    seen.population = Math.max(seen.population, c.population);
  }
  return [...byPlace.values()]
    .sort(
      (a, b) =>
        Number(b.qualified) - Number(a.qualified) ||
        a.tier - b.tier ||
        b.similarity - a.similarity ||
        b.population - a.population ||
        a.placeId - b.placeId,
    )
    .slice(0, limit)
    .map((r) => r.placeId);
}
