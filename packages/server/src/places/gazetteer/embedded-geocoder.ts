import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logging/logger.ts';
import { GazetteerLoadingError, type Geocoder, GeocoderUnavailableError, type PlaceResult } from '../geocoder.ts';
import { type GazetteerSubset, gazetteerVersion, readGazetteer } from './bundle.ts';
import { FuzzyNameIndex } from './fuzzy-index.ts';
import { loadedVersion, loadGazetteer } from './loader.ts';
import { parsePlaceQuery } from './query.ts';
import { searchGazetteer } from './search.ts';

// Any constant works; it only has to be the same for every instance (db/migrate.ts holds another).
const GAZETTEER_LOCK_KEY = 726_447_303;

export type GazetteerState =
  | { phase: 'loading'; percent: number }
  | { phase: 'ready'; places: number }
  | { phase: 'failed'; error: string }
  | { phase: 'off' };

/**
 * Place search over the bundled GeoNames gazetteer in the database. `start()` loads the gazetteer
 * in the background the first time (or when the bundled file changed); searches wait for nothing:
 * until it is ready they fail with GazetteerLoadingError.
 */
export class EmbeddedGeocoder implements Geocoder {
  readonly mode = 'embedded' as const;
  private state: GazetteerState;
  private loading: Promise<void> = Promise.resolve();
  private stopping = false;
  private fuzzy: FuzzyNameIndex | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly subset: GazetteerSubset | 'off',
  ) {
    this.state = subset === 'off' ? { phase: 'off' } : { phase: 'loading', percent: 0 };
  }

  get status(): GazetteerState {
    return this.state;
  }

  /** Begins loading if needed; the promise settles when the gazetteer is ready (or failed). */
  start(): Promise<void> {
    if (this.subset === 'off') return this.loading;
    const subset = this.subset;
    this.loading = (async () => {
      try {
        const version = gazetteerVersion(subset);
        // Instances starting together on one database take turns: one loads, the others then find it loaded.
        const outcome = await this.db.exclusive(GAZETTEER_LOCK_KEY, () => this.loadUnlessPresent(subset, version));
        if (outcome === 'stopped') return;
        const { rows } = await this.db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM places');
        // Misspelt names are looked up in memory only: search is ready once that index is.
        const names = await this.db.sql.query<{ place_id: number; name: string; population: number }>(
          'SELECT place_id, name, population FROM place_names WHERE main',
        );
        this.fuzzy = FuzzyNameIndex.build(
          names.rows.map((r) => ({ placeId: r.place_id, name: r.name, population: Number(r.population) })),
        );
        this.state = { phase: 'ready', places: Number(rows[0]?.n ?? 0) };
      } catch (error) {
        if (this.stopping) return;
        this.state = { phase: 'failed', error: (error as Error).message };
        this.logger.error({ err: error }, 'Loading the place gazetteer failed');
      }
    })();
    return this.loading;
  }

  /** Loads the bundled gazetteer unless the database holds this version completely. */
  private async loadUnlessPresent(subset: GazetteerSubset, version: string): Promise<'loaded' | 'present' | 'stopped'> {
    const existing = await loadedVersion(this.db);
    if (existing?.status === 'ready' && existing.version === version) return 'present';
    const started = performance.now();
    this.logger.info({ subset }, 'Loading the place gazetteer into the database');
    const gazetteer = readGazetteer(subset);
    const outcome = await loadGazetteer(
      this.db,
      gazetteer,
      ({ done, total }) => {
        this.state = { phase: 'loading', percent: Math.floor((done / total) * 100) };
      },
      () => this.stopping,
    );
    if (outcome === 'stopped') return outcome;
    this.logger.info(
      { places: gazetteer.places.length, names: gazetteer.nameCount, ms: Math.round(performance.now() - started) },
      'Place gazetteer loaded',
    );
    return 'loaded';
  }

  /** Whether misspelt names are looked up in memory yet. */
  get hasFuzzyIndex(): boolean {
    return this.fuzzy !== undefined;
  }

  /** Resolves once loading has finished (tests, benchmarks). */
  ready(): Promise<void> {
    return this.loading;
  }

  /** Stops a load in progress between two batches (it is redone at the next start). */
  async close(): Promise<void> {
    this.stopping = true;
    await this.loading;
  }

  async search(text: string): Promise<PlaceResult[]> {
    const query = parsePlaceQuery(text);
    if (!query) return [];
    if (this.state.phase === 'loading') throw new GazetteerLoadingError(this.state.percent);
    if (this.state.phase === 'off')
      throw new GeocoderUnavailableError('the gazetteer is switched off (PLACES_GAZETTEER=off)');
    if (this.state.phase === 'failed')
      throw new GeocoderUnavailableError(`the gazetteer could not be loaded: ${this.state.error}`);
    return searchGazetteer(this.db, query, this.fuzzy);
  }
}
