import { z } from 'zod';
import { chartDate } from './dates.ts';
import { safeText } from './text.ts';

/** The spec's alerts for place search (exact texts). */
export const placeMessages = {
  /** The geocoder failed (internally "Geocoding service unavailable"); the result list is cleared. */
  searchFailed: 'Unable to find location coordinates. Please try again or enter a more specific location.',
  noResults: 'Location not found. Please try a different format like "City, State" or "City, Country"',
  missingCoordinates: 'Please search for your birth location to get coordinates for accurate chart calculation.',
} as const;

export const PLACE_QUERY_MAX_LENGTH = 200;
export const PLACE_RESULTS_MAX = 5;

/** GET /api/places?q= : an empty query is ignored (no results), a query over 200 characters is refused. */
export const placeSearchQuerySchema = z.object({
  q: safeText({ error: 'must be text' })
    .max(PLACE_QUERY_MAX_LENGTH, `must be at most ${PLACE_QUERY_MAX_LENGTH} characters`)
    .optional()
    .default(''),
});

export const placeResultSchema = z.object({
  /** "Liverpool, England, United Kingdom". */
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  /** The region's name, not a code ('' when unknown). */
  state: z.string(),
  /** The county or district within the region ("Cambridgeshire", "Sangamon County"; '' when unknown). */
  county: z.string(),
  country: z.string(),
  /** ISO 3166-1 alpha-2 ('' when the geocoder does not say). */
  countryCode: z.string(),
  /** IANA zone, or the spec's fallback label ("UTC+5") when detection failed. */
  timezone: z.string(),
  /** null when the geocoder does not say. */
  population: z.number().nullable(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

export const placeSearchResponseSchema = z.object({ results: z.array(placeResultSchema).max(PLACE_RESULTS_MAX) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: 'must be a number' })
      .min(min, `must be between ${min} and ${max}`)
      .max(max, `must be between ${min} and ${max}`),
  );

/** GET /api/timezone?lat=&lon= */
export const timezoneQuerySchema = z.object({ lat: coordinate(-90, 90), lon: coordinate(-180, 180) });

export const timezoneSourceSchema = z.enum(['boundaries', 'longitude-estimate']);
export const timezoneResponseSchema = z.object({
  timezone: z.string(),
  /** "boundaries": from time-zone boundary data; "longitude-estimate": the fallback (longitude ÷ 15). */
  source: timezoneSourceSchema,
});
export type TimezoneResponse = z.infer<typeof timezoneResponseSchema>;

/** POST /api/time/utc */
export const utcConversionRequestSchema = z.object({
  date: chartDate({ error: 'must be a date as YYYY-MM-DD' }),
  time: safeText({ error: 'must be a time as HH:MM' }).regex(
    /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
    'must be a time as HH:MM or HH:MM:SS (24-hour)',
  ),
  timezone: safeText({ error: 'must be a time zone name' }).trim().min(1, 'is required').max(100, 'is too long'),
});
export type UtcConversionRequest = z.infer<typeof utcConversionRequestSchema>;

export const utcReadingSchema = z.object({
  utcDate: z.string(),
  /** "HH:MM:SS" */
  utcTime: z.string(),
  /** "+05:45", "-01:00", "+00:19:32" (local mean time). */
  offset: z.string(),
  offsetSeconds: z.number(),
  abbreviation: z.string(),
  dst: z.boolean(),
});
export type UtcReading = z.infer<typeof utcReadingSchema>;

export const utcConversionResponseSchema = utcReadingSchema.extend({
  /** "nonexistent": the clock skipped this time; "ambiguous": it showed it twice. Let the person choose from options. */
  status: z.enum(['ok', 'nonexistent', 'ambiguous']),
  timezone: z.string(),
  tzVersion: z.string(),
  options: z.array(utcReadingSchema).optional(),
});
export type UtcConversionResponse = z.infer<typeof utcConversionResponseSchema>;
