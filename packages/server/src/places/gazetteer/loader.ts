import type { Database } from '../../db/client.ts';
import type { Gazetteer } from './bundle.ts';

const DATASET_ID = 'gazetteer';
const PLACE_BATCH = 5_000;
const NAME_BATCH = 20_000;

export interface LoadProgress {
  done: number;
  total: number;
}

/**
 * PGlite runs each statement inside this process and settles its promise at once, so a loop of
 * batches would be one long chain of microtasks: no socket, timer or listen callback would run
 * until the whole load ended. A macrotask turn between batches lets the server answer meanwhile.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether the database already holds this gazetteer, completely. */
export async function loadedVersion(db: Database): Promise<{ version: string; status: string } | undefined> {
  const { rows } = await db.sql.query<{ version: string; status: string }>(
    'SELECT version, status FROM place_datasets WHERE id = $1',
    [DATASET_ID],
  );
  return rows[0];
}

/**
 * Replaces the gazetteer tables' content with `gazetteer`, in batches (each its own statement, so
 * an embedded database keeps answering other requests meanwhile). Marks the set "loading" first and
 * "ready" last: a load cut short is redone at the next start. `shouldStop` ends it between batches.
 */
export async function loadGazetteer(
  db: Database,
  gazetteer: Gazetteer,
  onProgress: (p: LoadProgress) => void = () => {},
  shouldStop: () => boolean = () => false,
): Promise<'loaded' | 'stopped'> {
  const total = gazetteer.places.length + gazetteer.nameCount;
  let done = 0;
  onProgress({ done, total });
  await db.sql.query(
    `INSERT INTO place_datasets (id, version, status, places, names, loaded_at) VALUES ($1, $2, 'loading', 0, 0, NULL)
     ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = 'loading', places = 0, names = 0, loaded_at = NULL`,
    [DATASET_ID, gazetteer.version],
  );
  await db.sql.query('TRUNCATE places, place_names, place_areas');
  await db.sql.query('INSERT INTO place_areas (key, names) SELECT * FROM unnest($1::text[], $2::text[])', [
    gazetteer.areas.map((a) => a.key),
    gazetteer.areas.map((a) => `|${a.names.join('|')}|`),
  ]);

  for (let i = 0; i < gazetteer.places.length; i += PLACE_BATCH) {
    if (shouldStop()) return 'stopped';
    const batch = gazetteer.places.slice(i, i + PLACE_BATCH);
    await db.sql.query(
      `INSERT INTO places (id, name, region, country, country_code, area_key, latitude, longitude, timezone, population, display_name)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                            $7::float8[], $8::float8[], $9::text[], $10::int[], $11::text[])`,
      [
        batch.map((p) => p.id),
        batch.map((p) => p.name),
        batch.map((p) => p.region),
        batch.map((p) => p.country),
        batch.map((p) => p.countryCode),
        batch.map((p) => p.areaKey),
        batch.map((p) => p.latitude),
        batch.map((p) => p.longitude),
        batch.map((p) => p.timezone),
        batch.map((p) => p.population),
        batch.map((p) => p.displayName),
      ],
    );
    done += batch.length;
    onProgress({ done, total });
    await yieldToEventLoop();
  }

  let ids: number[] = [];
  let names: string[] = [];
  let pops: number[] = [];
  let main: boolean[] = [];
  const flush = async () => {
    await db.sql.query(
      `INSERT INTO place_names (place_id, name, population, main)
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::bool[])`,
      [ids, names, pops, main],
    );
    done += ids.length;
    onProgress({ done, total });
    await yieldToEventLoop();
    ids = [];
    names = [];
    pops = [];
    main = [];
  };
  for (const place of gazetteer.places) {
    place.searchNames.forEach((name, i) => {
      ids.push(place.id);
      names.push(name);
      pops.push(place.population);
      main.push(i < place.mainNames);
    });
    if (ids.length >= NAME_BATCH) {
      if (shouldStop()) return 'stopped';
      await flush();
    }
  }
  if (ids.length) await flush();

  await db.sql.query('ANALYZE places');
  await db.sql.query('ANALYZE place_names');
  await db.sql.query(
    `UPDATE place_datasets SET status = 'ready', places = $2, names = $3, loaded_at = now() WHERE id = $1`,
    [DATASET_ID, gazetteer.places.length, gazetteer.nameCount],
  );
  return 'loaded';
}
