import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './common.ts';

/**
 * The bundled GeoNames gazetteer (CC BY 4.0), loaded at first start from
 * packages/server/assets/gazetteer/places.tsv.gz. No foreign keys: the loader replaces the whole set.
 */
export const places = pgTable('places', {
  /** GeoNames id. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Region (first-level division) name; '' when the data has none. */
  region: text('region').notNull(),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
  /** Key of the place's region in place_areas ("DE.02"). */
  areaKey: text('area_key').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timezone: text('timezone').notNull(),
  population: integer('population').notNull(),
  displayName: text('display_name').notNull(),
});

/**
 * Every searchable spelling of a place (name, ASCII name, alternate names), normalized: lower
 * case, accents and punctuation removed (normalizePlaceName). Population is copied for ranking.
 * Exact and prefix search use the btree on every spelling; similar-spelling search the trigram index
 * on the main names.
 */
export const placeNames = pgTable(
  'place_names',
  {
    placeId: integer('place_id').notNull(),
    name: text('name').notNull(),
    population: integer('population').notNull(),
    /** The place's own name or its ASCII form (typo-tolerant search covers these only, to stay fast). */
    main: boolean('main').notNull(),
  },
  (t) => [
    index('place_names_main_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).where(sql`${t.main}`),
    index('place_names_name_prefix_idx').on(t.name.op('text_pattern_ops')),
  ],
);

/** Countries ("DE") and regions ("DE.02") with their names, for "City, Region" and "City, Country" queries. */
export const placeAreas = pgTable('place_areas', {
  key: text('key').primaryKey(),
  /** Normalized names, each between bars: "|bavaria|bayern|by|". */
  names: text('names').notNull(),
});

/** Which gazetteer is loaded: a load interrupted half-way is redone at the next start. */
export const placeDatasets = pgTable('place_datasets', {
  id: text('id').primaryKey(),
  /** Hash of the bundled file (or "sample:<hash>"). */
  version: text('version').notNull(),
  status: text('status', { enum: ['loading', 'ready'] }).notNull(),
  places: integer('places').notNull(),
  names: integer('names').notNull(),
  loadedAt: utcTimestamp('loaded_at'),
});
