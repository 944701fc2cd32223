import type * as GeoTz from 'geo-tz/all';
import { lazyModule } from '../../lazy-module.ts';
import { canonicalZoneName } from '../time/index.ts';

/** "boundaries": from the time-zone boundary data; "longitude-estimate": the spec's fallback from longitude ÷ 15. */
export type TimeZoneSource = 'boundaries' | 'longitude-estimate';

export interface DetectedTimeZone {
  timezone: string;
  source: TimeZoneSource;
}

/** Finds the zones at a point; geo-tz's full data set keeps zones apart that differed before 1970. */
export type ZoneFinder = (latitude: number, longitude: number) => string[];

const geoTz = lazyModule<typeof GeoTz>('geo-tz/all');
const findInBoundaries: ZoneFinder = (latitude, longitude) => geoTz().find(latitude, longitude);

/** The spec's mapping of whole-hour offsets to a representative zone; other offsets get a "UTC±n" label. */
export const FALLBACK_ZONES: Readonly<Record<number, string>> = {
  [-8]: 'America/Los_Angeles',
  [-7]: 'America/Denver',
  [-6]: 'America/Chicago',
  [-5]: 'America/New_York',
  0: 'Europe/London',
  1: 'Europe/Paris',
  9: 'Asia/Tokyo',
  10: 'Australia/Sydney',
};

/** The spec's fallback: the offset estimated as longitude ÷ 15 (rounded), mapped or labelled "UTC+5". */
export function fallbackTimeZone(longitude: number): string {
  const hours = Math.round(longitude / 15) || 0;
  return FALLBACK_ZONES[hours] ?? `UTC${hours < 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * The IANA zone at a point, offline. Coordinates must be valid (latitude -90..90, longitude
 * -180..180). When the boundary data gives nothing usable, falls back silently (as the spec says)
 * to the longitude estimate, and says so in `source`.
 */
export function detectTimeZone(
  latitude: number,
  longitude: number,
  finder: ZoneFinder = findInBoundaries,
): DetectedTimeZone {
  try {
    for (const zone of finder(latitude, longitude)) {
      const known = canonicalZoneName(zone);
      if (known) return { timezone: known, source: 'boundaries' };
    }
  } catch {
    // Fall through to the estimate: the boundary data could not answer for this point.
  }
  return { timezone: fallbackTimeZone(longitude), source: 'longitude-estimate' };
}
