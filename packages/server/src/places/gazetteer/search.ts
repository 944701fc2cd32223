import type { Database } from '../../db/client.ts';
import type { PlaceResult } from '../geocoder.ts';
import type { FuzzyNameIndex } from './fuzzy-index.ts';
import { MAX_RESULTS, type PlaceQuery } from './query.ts';
import { type PlaceCandidate, rankPlaces } from './ranking.ts';

/** Candidates taken from each way of matching before ranking; enough for any "City, Region" narrowing. */
const CANDIDATES = 300;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Candidates only, ranking is rankPlaces's: exact and prefix matches on every spelling ($2, the
// exact ones and the most populous first), plus the typo hits found in memory ($3 ids, $4
// spellings), each with its place's columns (one round trip; most queries have a few candidates).
const HITS = `
  WITH hits AS (
    (SELECT place_id, name, main, CASE WHEN name = $1 THEN 0 ELSE 1 END AS tier
     FROM place_names WHERE name LIKE $2
     ORDER BY (name = $1) DESC, population DESC LIMIT ${CANDIDATES})
    UNION ALL
    SELECT place_id, name, true AS main, 2 AS tier FROM unnest($3::int[], $4::text[]) AS f(place_id, name)
  )`;
const COLUMNS = `h.place_id, h.name AS matched, h.main, h.tier, p.name, p.region, p.country, p.country_code,
  p.latitude, p.longitude, p.timezone, p.population, p.display_name`;

// Without region/country in the query every place qualifies, and the area names need not be read.
const CANDIDATES_SQL = `${HITS} SELECT ${COLUMNS}, true AS qualified FROM hits h JOIN places p ON p.id = h.place_id`;

// With them ($5): whether the place lies in every region/country named.
const CANDIDATES_IN_AREA_SQL = `${HITS}
  SELECT ${COLUMNS},
         (SELECT bool_and(COALESCE(r.names, '') || COALESCE(c.names, '') LIKE '%|' || q || '%')
          FROM unnest($5::text[]) AS q) AS qualified
  FROM hits h
  JOIN places p ON p.id = h.place_id
  LEFT JOIN place_areas r ON r.key = p.area_key
  LEFT JOIN place_areas c ON c.key = p.country_code`;

interface Row {
  place_id: number;
  matched: string;
  main: boolean;
  tier: number;
  qualified: boolean;
  name: string;
  region: string;
  country: string;
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population: number;
  display_name: string;
}

const toResult = (r: Row): PlaceResult => ({
  displayName: r.display_name,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  city: r.name,
  state: r.region,
  country: r.country,
  countryCode: r.country_code,
  timezone: r.timezone,
  population: Number(r.population),
});

/**
 * Searches the gazetteer: gathers candidates (exact and prefix matches on every spelling; from
 * three letters on also the in-memory index's similar main spellings, for typos) and ranks them
 * with rankPlaces (population against how well the spelling fits; places outside the asked
 * region/country only when none inside fits). At most five places.
 */
export async function searchGazetteer(db: Database, query: PlaceQuery, fuzzy?: FuzzyNameIndex): Promise<PlaceResult[]> {
  // One or two letters: whole names only (a prefix that short matches tens of thousands of places).
  const pattern = query.name.length >= 3 ? `${escapeLike(query.name)}%` : escapeLike(query.name);
  const typos = query.name.length >= 3 && fuzzy ? fuzzy.search(query.name, CANDIDATES) : [];
  const params = [query.name, pattern, typos.map((t) => t.placeId), typos.map((t) => t.name)];
  const { rows } = query.qualifiers.length
    ? await db.sql.query<Row>(CANDIDATES_IN_AREA_SQL, [...params, query.qualifiers])
    : await db.sql.query<Row>(CANDIDATES_SQL, params);
  const candidates: PlaceCandidate[] = rows.map((r) => ({
    placeId: r.place_id,
    name: r.matched,
    population: Number(r.population),
    tier: r.tier as PlaceCandidate['tier'],
    main: r.main,
    qualified: r.qualified,
  }));
  const places = new Map(rows.map((r) => [r.place_id, r]));
  return rankPlaces(query.name, candidates, MAX_RESULTS).map((id) => toResult(places.get(id)!));
}
