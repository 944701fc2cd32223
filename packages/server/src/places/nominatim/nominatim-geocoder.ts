import { type Geocoder, GeocoderUnavailableError, type PlaceResult } from '../geocoder.ts';
import type { DetectedTimeZone } from '../timezone/detect.ts';

const TIMEOUT_MS = 5_000;

/** The fields Stellara reads from a Nominatim /search answer (format=json, addressdetails=1). */
interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
  name?: unknown;
  address?: Record<string, unknown>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Place search on a Nominatim server (GEOCODER_URL): the spec's request (format json, q, limit 5,
 * addressdetails 1); display_name, lat, lon and address city/town/village, state, county, country read
 * from the answer; each result's time zone from the offline detector. Any failure is a
 * GeocoderUnavailableError ("Geocoding service unavailable").
 */
export class NominatimGeocoder implements Geocoder {
  readonly mode = 'nominatim' as const;
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly detectTimeZone: (latitude: number, longitude: number) => DetectedTimeZone,
    private readonly userAgent = 'Stellara (self-hosted astrology companion)',
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  private async get(path: string): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.base}${path}`, {
        headers: { accept: 'application/json', 'user-agent': this.userAgent },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GeocoderUnavailableError((error as Error).message);
    }
  }

  async search(query: string): Promise<PlaceResult[]> {
    const q = query.trim();
    if (!q) return [];
    const params = new URLSearchParams({ format: 'json', q, limit: '5', addressdetails: '1' });
    const response = await this.get(`/search?${params}`);
    if (!response.ok) throw new GeocoderUnavailableError(`HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GeocoderUnavailableError('the answer is not JSON');
    }
    if (!Array.isArray(body)) throw new GeocoderUnavailableError('the answer is not a list of places');
    const results: PlaceResult[] = [];
    for (const place of body.slice(0, 5) as NominatimPlace[]) {
      const latitude = Number(place.lat);
      const longitude = Number(place.lon);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
      const address = place.address ?? {};
      const displayName = text(place.display_name);
      const city =
        text(address.city) ||
        text(address.town) ||
        text(address.village) ||
        text(address.municipality) ||
        text(address.hamlet) ||
        text(place.name) ||
        displayName.split(',')[0]?.trim() ||
        '';
      results.push({
        displayName,
        latitude,
        longitude,
        city,
        state: text(address.state),
        county: text(address.county),
        country: text(address.country),
        countryCode: text(address.country_code).toUpperCase(),
        timezone: this.detectTimeZone(latitude, longitude).timezone,
        population: null,
      });
    }
    return results;
  }

  /** Nominatim's /status endpoint (format=json): status 0 is "OK". */
  async probe(): Promise<{ message: string }> {
    const response = await this.get('/status?format=json');
    if (!response.ok) throw new GeocoderUnavailableError(`status HTTP ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as { status?: number; message?: string };
    if (body.status !== 0) throw new GeocoderUnavailableError(`status ${body.status}: ${body.message ?? ''}`);
    return { message: 'Nominatim answers' };
  }
}
