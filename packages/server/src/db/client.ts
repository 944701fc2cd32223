import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type DatabaseKind = 'pglite' | 'postgresql';
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL with $1-style parameters, the same on both stores. */
export interface SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * One interface over both stores, PGlite in-process or a PostgreSQL server. Callers use `orm`
 * (drizzle) for table queries, `sql` for raw SQL and `transaction` for several statements that
 * must stand or fall together.
 */
export interface Database {
  kind: DatabaseKind;
  orm: Orm;
  sql: SqlClient;
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a transaction-scoped advisory lock on `key`, so that of several instances starting
   * together only one does it at a time. On PostgreSQL the lock lives on a connection of its own, outside the pool,
   * so `work` may use every pooled connection; if the process dies the server drops the lock with the connection.
   * PGlite has one process (the data-folder lock sees to that): `work` just runs.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgresql'; url: string; poolMax?: number };

// PGlite needs the same extensions on every open, or writes to trigram-indexed tables fail.
const pgliteExtensions = { pg_trgm, unaccent };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgresql' ? openPostgres(target.url, target.poolMax ?? 10) : openPglite(target.dataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A broken idle connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  return {
    kind: 'postgresql',
    orm: drizzlePg({ client: pool, schema }) as unknown as Orm,
    sql: { query: (text, params) => pool.query(text, params) as never },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (text, params) => client.query(text, params) as never });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusive(key, work) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [key]);
        const result = await work();
        await client.query('COMMIT');
        return result;
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  // PGlite's 128 MB of shared buffers were most of the idle server's memory (measured: 300 MB RSS
  // for PGlite alone, 190 MB with 32 MB); the operating system's file cache still holds the rest.
  const pglite = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    initialMemory: 128 * 2 ** 20,
    postgresqlconf: ['shared_buffers = 32MB'],
  });
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client: pglite, schema }) as unknown as Orm,
    sql: { query: (text, params) => pglite.query(text, params) as never },
    // PGlite runs one statement at a time; its transaction holds that turn until the work is done.
    transaction: (work) =>
      pglite.transaction((tx) => work({ query: (text, params) => tx.query(text, params) as never })),
    exclusive: (_key, work) => work(),
    close: () => pglite.close(),
  };
}
