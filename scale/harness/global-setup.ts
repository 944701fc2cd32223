import { ensureProductionBuild } from '../../e2e/harness/build.ts';
import { suiteRequirements } from '../../scripts/services.mjs';

/**
 * Before any scale file: the services must be here (PostgreSQL binaries, haproxy, the Neo4j test server and java;
 * scripts/test.mjs skips the suite without them unless REQUIRE_ALL_SUITES=1), and the production build current.
 * Each file starts its own cluster (./cluster.ts).
 */
export default function setup() {
  const missing = suiteRequirements.scale?.();
  if (missing) throw new Error(`The scale suite cannot run here: ${missing}`);
  ensureProductionBuild('scale');
}
