import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/** A PGlite database after a first start, which createTestServer copies for each test server. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-pglite-template-'));
  await prepareDatabaseTemplate({ DATA_DIR: dir });
  project.provide('pgliteTemplateDir', join(dir, 'db'));
  return () => rmSync(dir, { recursive: true, force: true });
}
