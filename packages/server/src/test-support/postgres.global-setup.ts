import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplate } from './database-template.ts';
import { startPostgresServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplateDb: string;
  }
}

/**
 * Starts a throw-away PostgreSQL server from the machine's binaries: initdb in a temporary folder,
 * a free port on 127.0.0.1, removed afterwards. Tests create their own database on it.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  const dir = mkdtempSync(join(tmpdir(), 'stellara-pg-template-'));
  const { adminUrl } = server;
  project.provide('postgresAdminUrl', adminUrl);
  // The database each test's CREATE DATABASE copies (see prepareDatabaseTemplate).
  const template = 'stellara_template';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`).finally(() => admin.end());
  await prepareDatabaseTemplate({ DATA_DIR: join(dir, 'template-data'), DATABASE_URL: server.urlFor(template) });
  project.provide('postgresTemplateDb', template);

  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
