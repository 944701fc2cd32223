import type { PlaceResult } from '@stellara/contract';

export type { PlaceResult };

/** A place-search backend: the bundled gazetteer or a Nominatim server. */
export interface Geocoder {
  readonly mode: 'embedded' | 'nominatim';
  /** Up to five places for a non-empty query of at most 200 characters, best first. */
  search(query: string): Promise<PlaceResult[]>;
}

/** The geocoder could not answer (service down, bad answer). Internally: "Geocoding service unavailable". */
export class GeocoderUnavailableError extends Error {
  constructor(detail: string) {
    super(`Geocoding service unavailable: ${detail}`);
    this.name = 'GeocoderUnavailableError';
  }
}
