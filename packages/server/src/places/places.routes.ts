import {
  errorCodes,
  type PlaceSearchResponse,
  placeMessages,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  type TimezoneResponse,
  timezoneQuerySchema,
  timezoneResponseSchema,
  type UtcConversionResponse,
  utcConversionRequestSchema,
  utcConversionResponseSchema,
} from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { docsFor } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { GeocoderUnavailableError } from './geocoder.ts';
import type { PlacesService } from './places.service.ts';
import { isKnownZone, localToUtc, tzdataVersion } from './time/index.ts';

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
const doc = docsFor({ tag: 'places', access: 'visitor' });

export async function placesRoutes(app: FastifyInstance, opts: { places: PlacesService }): Promise<void> {
  const { places } = opts;
  const typed = withInput(app);

  const search = doc(
    'Search places by name',
    { query: placeSearchQuerySchema, response: placeSearchResponseSchema },
    perMinute(60),
  );
  typed.get('/places', search, async ({ query }, request): Promise<PlaceSearchResponse> => {
    const { q } = query;
    if (!q.trim()) return { results: [] };
    try {
      return { results: await places.search(q) };
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) {
        request.log.warn({ err: error }, 'Geocoding service unavailable');
        throw new HttpError(503, errorCodes.unavailable, placeMessages.searchFailed);
      }
      throw error;
    }
  });

  const zone = doc(
    'The time zone at a latitude and longitude',
    { query: timezoneQuerySchema, response: timezoneResponseSchema },
    perMinute(120),
  );
  typed.get('/timezone', zone, async ({ query }): Promise<TimezoneResponse> => {
    const { lat, lon } = query;
    return places.timezoneAt(lat, lon);
  });

  const toUtc = doc(
    'Convert a local wall-clock time in a zone to UTC (DST gaps and overlaps reported)',
    { body: utcConversionRequestSchema, response: utcConversionResponseSchema },
    perMinute(120),
  );
  typed.post('/time/utc', toUtc, async ({ body }): Promise<UtcConversionResponse> => {
    const { date, time, timezone } = body;
    if (!isKnownZone(timezone)) {
      const message = 'is not a known time zone (use an IANA name such as Europe/London, or a label such as UTC+5)';
      throw new HttpError(400, errorCodes.validationFailed, `Invalid input. timezone: ${message}`, {
        timezone: message,
      });
    }
    const result = localToUtc({ date, time }, timezone);
    if (result.status === 'unconverted') {
      // Unreachable after the checks above; kept so a gap between them can never become a 500.
      throw new HttpError(400, errorCodes.validationFailed, `Invalid input. ${result.reason}`, { body: result.reason });
    }
    return { ...result, tzVersion: tzdataVersion };
  });
}
