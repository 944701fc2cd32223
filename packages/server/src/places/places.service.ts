import type { Config } from '../config.ts';
import type { HealthCheck } from '../health/index.ts';
import type { Logger } from '../logging/logger.ts';
import { EmbeddedGeocoder } from './gazetteer/embedded-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { NominatimGeocoder } from './nominatim/nominatim-geocoder.ts';
import { type DetectedTimeZone, detectTimeZone } from './timezone/detect.ts';

/** Place search (gazetteer or Nominatim) and offline time-zone detection, as the API uses them. */
export class PlacesService {
  constructor(
    readonly geocoder: EmbeddedGeocoder | NominatimGeocoder,
    private readonly detect: (latitude: number, longitude: number) => DetectedTimeZone = detectTimeZone,
  ) {}

  /** Nominatim when GEOCODER_URL is set, else the bundled gazetteer (PLACES_GAZETTEER: full, sample, off). */
  static create(config: Config, logger: Logger): PlacesService {
    if (config.GEOCODER_URL) return new PlacesService(new NominatimGeocoder(config.GEOCODER_URL, detectTimeZone));
    return new PlacesService(new EmbeddedGeocoder(logger, config.PLACES_GAZETTEER));
  }

  get search(): Geocoder['search'] {
    return (query) => this.geocoder.search(query);
  }

  timezoneAt(latitude: number, longitude: number): DetectedTimeZone {
    return this.detect(latitude, longitude);
  }

  /** Opens the gazetteer in memory when it is the embedded one; settles when it is ready. */
  start(): Promise<void> {
    return this.geocoder instanceof EmbeddedGeocoder ? this.geocoder.start() : Promise.resolve();
  }

  async close(): Promise<void> {
    if (this.geocoder instanceof EmbeddedGeocoder) await this.geocoder.close();
  }

  healthCheck(config: Config): HealthCheck {
    const geocoder = this.geocoder;
    if (geocoder instanceof NominatimGeocoder) {
      return {
        mode: 'nominatim',
        detail: `Nominatim at ${new URL(config.GEOCODER_URL ?? '').host}; time zones from bundled boundary data`,
        probe: () => geocoder.probe(),
      };
    }
    return {
      mode: 'embedded',
      detail: 'bundled GeoNames gazetteer; time zones from bundled boundary data',
      // Loading state and the number of places: nothing about where they live.
      publicMessages: true,
      probe: async () => {
        const state = geocoder.status;
        switch (state.phase) {
          case 'loading':
            return { status: 'degraded', message: 'loading' };
          case 'off':
            return { status: 'degraded', message: 'the gazetteer is switched off (PLACES_GAZETTEER=off)' };
          case 'failed':
            throw new Error(`the gazetteer could not be loaded: ${state.error}`);
          case 'ready': {
            const places = `${state.places.toLocaleString('en-US')} places`;
            return { message: state.typos ? places : `${places} (typo tolerance still loading)` };
          }
        }
      },
    };
  }
}
