import type { TestProject } from 'vitest/node';
import { neo4jMissingReason, startNeo4jServer } from './neo4j-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** bolt:// URL of the test Neo4j, or '' when it cannot run here (see neo4jSkipReason). */
    neo4jUrl: string;
    neo4jPassword: string;
    neo4jSkipReason: string;
  }
}

/**
 * Starts a throw-away Neo4j 5.26 (installed by scripts/ci/neo4j.sh) on a free 127.0.0.1 port with a random
 * password, in a temporary folder removed afterwards. Without it the suite is skipped with the reason, unless
 * REQUIRE_ALL_SUITES=1.
 */
export default async function setup(project: TestProject) {
  const missing = neo4jMissingReason();
  if (missing) {
    if (process.env.REQUIRE_ALL_SUITES === '1') throw new Error(missing);
    project.provide('neo4jUrl', '');
    project.provide('neo4jPassword', '');
    project.provide('neo4jSkipReason', missing);
    return;
  }
  const server = await startNeo4jServer();
  project.provide('neo4jUrl', server.url);
  project.provide('neo4jPassword', server.password);
  project.provide('neo4jSkipReason', '');
  return () => server.close();
}
