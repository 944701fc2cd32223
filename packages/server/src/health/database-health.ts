import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { HealthCheck } from './health.service.ts';

export function databaseHealthCheck(db: Database, config: Config): HealthCheck {
  const embedded = db.kind === 'pglite';
  return {
    mode: embedded ? 'embedded' : 'postgresql',
    detail: embedded ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL server',
    // "PostgreSQL 16.4": the server's version, never its address.
    publicMessages: true,
    async probe() {
      const { rows } = await db.sql.query<{ server_version: string }>('SHOW server_version');
      return { message: `PostgreSQL ${rows[0]?.server_version ?? 'unknown'}` };
    },
  };
}
