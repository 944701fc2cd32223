import type { Database } from '../../db/client.ts';
import type { PlaceResult } from '../geocoder.ts';
import type { FuzzyNameIndex } from './fuzzy-index.ts';
import { MAX_RESULTS, type PlaceQuery } from './query.ts';
import { type PlaceCandidate, rankPlaces } from './ranking.ts';

/** Candidates taken from each way of matching before ranking; enough for any "City, Region" narrowing. */
const CANDIDATES = 300;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Candidates only, ranking is rankPlaces's: exact and prefix matches on every spelling ($3, the
// exact ones and the most populous first), plus the typo hits found in memory ($4 ids, $5 spellings),
// each with whether its place lies in every region/country the query named ($2).
const CANDIDATES_SQL = `
  WITH hits AS (
    (SELECT place_id, name, main, CASE WHEN name = $1 THEN 0 ELSE 1 END AS tier
     FROM place_names WHERE name LIKE $3
     ORDER BY (name = $1) DESC, population DESC LIMIT ${CANDIDATES})
    UNION ALL
    SELECT place_id, name, true AS main, 2 AS tier FROM unnest($4::int[], $5::text[]) AS f(place_id, name)
  )
  SELECT h.place_id, h.name, h.main, h.tier, p.population,
         COALESCE((SELECT bool_and(COALESCE(r.names, '') || COALESCE(c.names, '') LIKE '%|' || q || '%')
                   FROM unnest($2::text[]) AS q), true) AS qualified
  FROM hits h
  JOIN places p ON p.id = h.place_id
  LEFT JOIN place_areas r ON r.key = p.area_key
  LEFT JOIN place_areas c ON c.key = p.country_code`;

const PLACES_SQL = `
  SELECT id, name, region, country, country_code, latitude, longitude, timezone, population, display_name
  FROM places WHERE id = ANY($1::int[])`;

interface CandidateRow {
  place_id: number;
  name: string;
  main: boolean;
  tier: number;
  population: number;
  qualified: boolean;
}

interface Row {
  id: number;
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
 * three letters on also similar main spellings, for typos), ranks them with rankPlaces (population
 * against how well the spelling fits, the asked region/country first), then reads the places.
 * Places outside the asked region/country come only when none inside fits. At most five places.
 */
export async function searchGazetteer(db: Database, query: PlaceQuery, fuzzy?: FuzzyNameIndex): Promise<PlaceResult[]> {
  // One or two letters: whole names only (a prefix that short matches tens of thousands of places).
  const pattern = query.name.length >= 3 ? `${escapeLike(query.name)}%` : escapeLike(query.name);
  const typos = query.name.length >= 3 && fuzzy ? fuzzy.search(query.name, CANDIDATES) : [];
  const { rows } = await db.sql.query<CandidateRow>(CANDIDATES_SQL, [
    query.name,
    query.qualifiers,
    pattern,
    typos.map((t) => t.placeId),
    typos.map((t) => t.name),
  ]);
  const candidates: PlaceCandidate[] = rows.map((r) => ({
    placeId: r.place_id,
    name: r.name,
    population: Number(r.population),
    tier: r.tier as PlaceCandidate['tier'],
    main: r.main,
    qualified: r.qualified,
  }));
  const ids = rankPlaces(query.name, candidates, MAX_RESULTS);
  if (!ids.length) return [];
  const places = new Map((await db.sql.query<Row>(PLACES_SQL, [ids])).rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = places.get(id);
    return r ? [toResult(r)] : [];
  });
}
