import type { PlaceResult } from '../geocoder.ts';
import type { FuzzyNameIndex } from './fuzzy-index.ts';
import { distinguishNamesakes } from './namesakes.ts';
import type { PlaceIndex } from './place-index.ts';
import { MAX_RESULTS, type PlaceQuery } from './query.ts';
import { type PlaceCandidate, rankPlaces } from './ranking.ts';

/** Candidates taken from each way of matching before ranking; enough for any "City, Region" narrowing. */
const CANDIDATES = 300;

/**
 * Searches the gazetteer in memory: exact then prefix matches of every spelling (the most populous
 * first), similar spellings of the main names for typos, each marked in or out of the region or
 * country the query names; rankPlaces orders them. At most five places, namesakes told apart by county.
 * `inAreaOnly` keeps only places inside the named region or country: a region guessed from words typed
 * without a comma ("dayton ohio") must hold the place, or the guess was wrong.
 */
export function searchPlaces(
  index: PlaceIndex,
  query: PlaceQuery,
  fuzzy?: FuzzyNameIndex,
  inAreaOnly = false,
): PlaceResult[] {
  const named = index.areasNamed(query.qualifiers);
  const candidates: PlaceCandidate[] = [];
  // One or two letters: whole names only (a prefix that short matches tens of thousands of places).
  const longEnough = query.name.length >= 3;
  for (const hit of index.lookup(query.name, longEnough, CANDIDATES)) {
    candidates.push({
      placeId: index.placeIdAt(hit.place),
      name: hit.name,
      population: index.populationAt(hit.place),
      tier: hit.name === query.name ? 0 : 1,
      main: hit.main,
      qualified: index.inAreas(hit.place, named),
    });
  }
  if (fuzzy && longEnough) {
    for (const hit of fuzzy.search(query.name, CANDIDATES)) {
      const place = index.positionOf(hit.placeId);
      if (place < 0) continue;
      candidates.push({
        placeId: hit.placeId,
        name: hit.name,
        population: hit.population,
        tier: 2,
        main: true,
        qualified: index.inAreas(place, named),
      });
    }
  }
  const kept = inAreaOnly ? candidates.filter((c) => c.qualified) : candidates;
  return distinguishNamesakes(
    rankPlaces(query.name, kept, MAX_RESULTS).map((id) => index.result(index.positionOf(id))),
  );
}
