import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../config.ts';
import { type RunningServer, type StartOptions, startServer } from '../server.ts';
import { testServerEnv } from './database-template.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database this integration run uses (the vitest project sets it). */
export const testDatabaseKind: TestDatabaseKind = process.env.STELLARA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A server on a database of its own, as it is after the first start (the project's global setup
 * makes that template): a temporary PGlite folder, or a new database on the test PostgreSQL
 * server. `close()` stops it and removes the database.
 */
export async function createTestServer(
  env: Record<string, string> = {},
  options: Pick<StartOptions, 'printMailLinks' | 'morningNotes'> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stellara-test-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (testDatabaseKind === 'postgres') {
    dbName = `stellara_test_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('postgresTemplateDb')}`));
    const url = new URL(inject('postgresAdminUrl'));
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  } else {
    cpSync(inject('pgliteTemplateDir'), join(dataDir, 'db'), { recursive: true });
  }
  const config = loadConfig({
    ...testServerEnv,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const server = await startServer(config, { logToStdout: false, ...options });
  // As listen() does in production: background work (the gazetteer load) starts when the app is ready.
  await server.app.ready();
  return {
    ...server,
    async close() {
      await server.close();
      if (dbName) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
