import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Logger } from '../../logging/logger.ts';
import { type Geocoder, GeocoderUnavailableError, type PlaceResult } from '../geocoder.ts';
import type { GazetteerSubset } from './bundle.ts';
import { FuzzyNameIndex } from './fuzzy-index.ts';
import { loadPlaceIndex } from './load-place-index.ts';
import type { PlaceIndex } from './place-index.ts';
import { parsePlaceQuery, uncommaedSplits } from './query.ts';
import { searchPlaces } from './search.ts';

export type GazetteerState =
  | { phase: 'loading' }
  | { phase: 'ready'; places: number; typos: boolean }
  | { phase: 'failed'; error: string }
  | { phase: 'off' };

/**
 * Place search over the bundled GeoNames gazetteer, in memory (nothing in the database). `start()`
 * opens the binary index (prebuilt by `npm run build`, else built from the bundled file), then
 * builds the typo index; a search made before the place index is open waits for it, one made
 * before the typo index is built finds exact and prefix matches only.
 */
export class EmbeddedGeocoder implements Geocoder {
  readonly mode = 'embedded' as const;
  private state: GazetteerState;
  private index: PlaceIndex | undefined;
  private fuzzy: FuzzyNameIndex | undefined;
  private opening: Promise<PlaceIndex | undefined> | undefined;
  private loading: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly logger: Logger,
    private readonly subset: GazetteerSubset | 'off',
  ) {
    this.state = subset === 'off' ? { phase: 'off' } : { phase: 'loading' };
  }

  get status(): GazetteerState {
    return this.state;
  }

  /** Opens the place index, then builds the typo index; settles when both are done (or failed). */
  start(): Promise<void> {
    this.loading ??= (async () => {
      const index = await this.open();
      if (!index || this.stopping) return;
      // The place index already answers: give waiting requests their turn before this synchronous build.
      await yieldToEventLoop();
      if (this.stopping) return;
      try {
        const started = performance.now();
        // In steps, so requests (health, exact names) are answered while it builds.
        this.fuzzy = await FuzzyNameIndex.buildGradually(index.mainSpellings(), yieldToEventLoop);
        if (this.stopping) return;
        this.state = { phase: 'ready', places: index.placeCount, typos: true };
        this.logger.info(
          { names: this.fuzzy.size, ms: Math.round(performance.now() - started) },
          'Typo-tolerant place search ready',
        );
      } catch (error) {
        // Exact and prefix search keep working.
        this.logger.error({ err: error }, 'Building the typo index for place search failed');
      }
    })();
    return this.loading;
  }

  private open(): Promise<PlaceIndex | undefined> {
    if (this.subset === 'off') return Promise.resolve(undefined);
    const subset = this.subset;
    this.opening ??= (async () => {
      // Called as the server gets ready: let it start listening first.
      await yieldToEventLoop();
      try {
        const started = performance.now();
        const { index, origin, reason } = loadPlaceIndex(subset);
        this.index = index;
        this.state = { phase: 'ready', places: index.placeCount, typos: false };
        this.logger.info(
          {
            subset,
            origin,
            ...(reason ? { reason } : {}),
            places: index.placeCount,
            ms: Math.round(performance.now() - started),
          },
          'Place index ready',
        );
        return index;
      } catch (error) {
        this.state = { phase: 'failed', error: (error as Error).message };
        this.logger.error({ err: error }, 'Loading the place gazetteer failed');
        return undefined;
      }
    })();
    return this.opening;
  }

  /** Whether misspelt names are looked up yet. */
  get hasFuzzyIndex(): boolean {
    return this.fuzzy !== undefined;
  }

  /** Resolves once loading has finished, typo index included (tests, benchmarks). */
  ready(): Promise<void> {
    return this.start();
  }

  /** Waits for a load in progress to end; what it then finishes is not put to use. */
  async close(): Promise<void> {
    this.stopping = true;
    await this.loading;
  }

  async search(text: string): Promise<PlaceResult[]> {
    const query = parsePlaceQuery(text);
    if (!query) return [];
    if (this.state.phase === 'off')
      throw new GeocoderUnavailableError('the gazetteer is switched off (PLACES_GAZETTEER=off)');
    // Opening takes milliseconds (a prebuilt index) to a few seconds (built from the bundled file): wait.
    const index = this.index ?? (await this.open());
    if (!index) {
      const reason = this.state.phase === 'failed' ? this.state.error : 'it is not loaded';
      throw new GeocoderUnavailableError(`the gazetteer could not be loaded: ${reason}`);
    }
    const found = searchPlaces(index, query, this.fuzzy);
    if (found.length) return found;
    // "dayton ohio": no place is called that, so read the last words as the region or country a comma would
    // have set apart, and take the first reading whose region holds a place of that name.
    for (const [name, ...qualifiers] of uncommaedSplits(text)) {
      const within = searchPlaces(index, { name: name!, qualifiers }, this.fuzzy, true);
      if (within.length) return within;
    }
    return [];
  }
}
