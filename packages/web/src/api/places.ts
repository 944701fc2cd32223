import {
  type PlaceResult,
  placeSearchResponseSchema,
  type UtcConversionResponse,
  utcConversionResponseSchema,
} from '@stellara/contract';
import { apiRequest } from './client.ts';

/** GET /api/places?q= : up to 5 places, best first. */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<PlaceResult[]> {
  const { results } = await apiRequest(`/places?q=${encodeURIComponent(q)}`, {
    schema: placeSearchResponseSchema,
    signal,
  });
  return results;
}

/** POST /api/time/utc : a local wall-clock time in a zone, with DST gaps and overlaps reported. */
export function convertToUtc(
  input: { date: string; time: string; timezone: string },
  signal?: AbortSignal,
): Promise<UtcConversionResponse> {
  return apiRequest('/time/utc', { method: 'POST', body: input, schema: utcConversionResponseSchema, signal });
}
