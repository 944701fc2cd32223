import { editDistance } from './fuzzy-index.ts';
import { normalizePlaceName } from './normalize.ts';

export interface PlaceCandidate {
  placeId: number;
  /** The normalized spelling that matched. */
  name: string;
  population: number;
  /** 0 the spelling equals the query, 1 it starts with the query, 2 a similar spelling (typo). */
  tier: 0 | 1 | 2;
  /** The spelling is a main name (the place's name), not an alternate. */
  main: boolean;
  /** The place lies in the region/country the query named (true when it named none). */
  qualified: boolean;
}

// How a place is weighed against the query, in powers of ten of population: each place scores
// log10(people) minus what its spelling costs. A cost of 1 means a place needs 10x the people to
// come before another whose spelling fits the query better. Chosen on the typo set and the whole
// names of bench/places-search.ts (other seeds agree):
// - exact main name: 0.
// - exact alternate spelling (another language, an old name; GeoNames lists many loose ones): 1,
//   so "Kiev" finds Kyiv, but "Concordia" (145,000) is not taken for an alternate name of El Paso.
// - a main name the query starts, as while typing: 1.5 (30x). "Lond" shows London, "Pari" Paris
//   (2.1 M) rather than a village of a few hundred called Pari; yet Man (Côte d'Ivoire, 240,000)
//   typed whole stays above Manaus (2.2 M, 9x bigger).
// - an alternate spelling the query starts: 4.5; those are mostly transliterations nobody types
//   toward ("hana…" for Hong Kong), they only fill the list.
// - each edit (a wrong, missing, extra or swapped letter): 2.5 (about 300x). "Lnodon" finds London
//   and "Pars" Paris (a letter missing) above Parsberg (7,000) and Pārsābād (100,000), which "pars"
//   starts; a village of 900 called "Lonon" loses to London (8.9 M) one letter away. But a place
//   typed exactly stays first against a city less than ~300x bigger one edit away (Huangzhou,
//   120,000, is not taken for Guangzhou), and "Totland" (3,000) stays above Portland (two edits).
// A population GeoNames leaves at 0 (unknown, often a district seat) counts as 1,000, the
// gazetteer's floor, so a typo reading of a small town does not bury a place typed exactly.
// Places outside the region/country the query named come only when none inside fits (and never
// for a query of one or two letters, which matches whole names only).
const ALTERNATE_COST = 1;
const PREFIX_COST = 1.5;
const ALTERNATE_PREFIX_COST = 4.5;
const EDIT_COST = 2.5;
const POPULATION_FLOOR = 1_000;

/** The score of one spelling of a place for the (normalized) query; higher is better. */
function placeScore(query: string, c: PlaceCandidate): number {
  let cost: number;
  if (c.tier === 0) cost = c.main ? 0 : ALTERNATE_COST;
  else if (c.tier === 1) cost = c.main ? PREFIX_COST : ALTERNATE_PREFIX_COST;
  // A typo candidate is at least one edit away, whatever the spelling says.
  else cost = EDIT_COST * Math.max(1, editDistance(query, c.name)) + (c.main ? 0 : ALTERNATE_COST);
  return Math.log10(Math.max(POPULATION_FLOOR, c.population)) - cost;
}

/** Place ids, best first, each once, at most `limit`. */
export function rankPlaces(query: string, candidates: PlaceCandidate[], limit: number): number[] {
  const q = normalizePlaceName(query);
  const inArea = candidates.filter((c) => c.qualified);
  const usable = inArea.length || q.length < 3 ? inArea : candidates;
  // Each place by its best-fitting spelling.
  const best = new Map<number, { score: number; population: number }>();
  for (const c of usable) {
    const score = placeScore(q, c);
    const prev = best.get(c.placeId);
    if (!prev) best.set(c.placeId, { score, population: c.population });
    else prev.score = Math.max(prev.score, score);
  }
  return [...best.entries()]
    .sort(([ia, a], [ib, b]) => b.score - a.score || b.population - a.population || ia - ib)
    .slice(0, Math.max(0, limit))
    .map(([id]) => id);
}
