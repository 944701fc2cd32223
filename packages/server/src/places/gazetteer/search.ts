import type { Database, SqlClient } from '../../db/client.ts';
import type { PlaceResult } from '../geocoder.ts';
import type { FuzzyNameIndex } from './fuzzy-index.ts';
import { MAX_RESULTS, type PlaceQuery } from './query.ts';

/** Candidates taken from each way of matching before ranking; enough for any "City, Region" narrowing. */
const CANDIDATES = 300;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Ranks candidates: places in the asked region/country first, then by match quality (0 exact name,
// 1 name starting with the query, 2 similar spelling), closeness of spelling, population.
const RANK = `
  SELECT p.id, p.name, p.region, p.country, p.country_code, p.latitude, p.longitude, p.timezone,
         p.population, p.display_name, h.tier, h.sim,
         COALESCE((SELECT bool_and(COALESCE(r.names, '') || COALESCE(c.names, '') LIKE '%|' || q || '%')
                   FROM unnest($2::text[]) AS q), true) AS qualified
  FROM (SELECT place_id, min(tier) AS tier, max(sim) AS sim FROM hits GROUP BY place_id) h
  JOIN places p ON p.id = h.place_id
  LEFT JOIN place_areas r ON r.key = p.area_key
  LEFT JOIN place_areas c ON c.key = p.country_code
  ORDER BY qualified DESC, h.tier, h.sim DESC, p.population DESC, p.id
  LIMIT ${MAX_RESULTS}`;

const BY_NAME = `
  WITH hits AS (
    SELECT place_id, CASE WHEN name = $1 THEN 0 ELSE 1 END AS tier, 1::real AS sim
    FROM place_names WHERE name LIKE $3
    ORDER BY (name = $1) DESC, population DESC LIMIT ${CANDIDATES}
  )${RANK}`;

const BY_SIMILARITY = `
  WITH hits AS (
    SELECT place_id, 2 AS tier, similarity(name, $1) AS sim
    FROM place_names WHERE main AND name % $1
    ORDER BY sim DESC, population DESC LIMIT ${CANDIDATES}
  )${RANK}`;

// The same ranking over hits found in memory (FuzzyNameIndex): $3 place ids, $4 similarities.
const BY_GIVEN_HITS = `
  WITH hits AS (
    SELECT place_id, 2 AS tier, sim FROM unnest($3::int[], $4::real[]) AS h(place_id, sim) WHERE $1::text <> ''
  )${RANK}`;

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
  qualified: boolean;
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
 * Similar spellings of the main names (typos): a strict trigram threshold first (fast, few false
 * friends), a looser one only when that finds nothing.
 */
async function similarNames(db: Database, query: PlaceQuery, fuzzy?: FuzzyNameIndex): Promise<Row[]> {
  if (fuzzy) {
    for (const threshold of [0.5, 0.3]) {
      const hits = fuzzy.search(query.name, threshold, CANDIDATES);
      if (!hits.length) continue;
      const params = [query.name, query.qualifiers, hits.map((h) => h.placeId), hits.map((h) => h.similarity)];
      return (await db.sql.query<Row>(BY_GIVEN_HITS, params)).rows;
    }
    return [];
  }
  return db.transaction(async (tx: SqlClient) => {
    for (const threshold of ['0.5', '0.3']) {
      await tx.query(`SELECT set_config('pg_trgm.similarity_threshold', $1, true)`, [threshold]);
      const rows = (await tx.query<Row>(BY_SIMILARITY, [query.name, query.qualifiers])).rows;
      if (rows.length) return rows;
    }
    return [];
  });
}

/**
 * Searches the gazetteer tables: exact then prefix matches on every spelling, ranked by population;
 * only when none of them fits (in the asked region/country, if any) similar spellings of the main
 * names, for typos. At most five places.
 */
export async function searchGazetteer(db: Database, query: PlaceQuery, fuzzy?: FuzzyNameIndex): Promise<PlaceResult[]> {
  // One or two letters: whole names only (a prefix that short matches tens of thousands of places).
  const pattern = query.name.length >= 3 ? `${escapeLike(query.name)}%` : escapeLike(query.name);
  const direct = (await db.sql.query<Row>(BY_NAME, [query.name, query.qualifiers, pattern])).rows;
  const qualified = direct.filter((r) => r.qualified);
  if (qualified.length || query.name.length < 3) return qualified.map(toResult);
  const similar = await similarNames(db, query, fuzzy);
  const ranked = [...similar.filter((r) => r.qualified), ...direct, ...similar];
  const seen = new Set<number>();
  const results: PlaceResult[] = [];
  for (const r of ranked) {
    if (results.length >= MAX_RESULTS) break;
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    results.push(toResult(r));
  }
  return results;
}
