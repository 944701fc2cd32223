// A place search result for tests on both sides of the contract: Richmond in North Yorkshire, one of two
// Richmonds in England, so tests can make its namesake by overriding a few fields.
import type { PlaceResult } from '../places.ts';

export function richmondNorthYorkshire(over: Partial<PlaceResult> = {}): PlaceResult {
  return {
    displayName: 'Richmond, England, United Kingdom',
    latitude: 54.4036,
    longitude: -1.73434,
    city: 'Richmond',
    state: 'England',
    county: 'North Yorkshire',
    country: 'United Kingdom',
    countryCode: 'GB',
    timezone: 'Europe/London',
    population: 8413,
    ...over,
  };
}
