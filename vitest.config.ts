import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, several suites ("projects"). scripts/test.mjs decides which suites this machine can run.
const unitExclude = [
  '**/node_modules/**',
  '**/dist/**',
  '**/*.int.test.ts',
  '**/*.neo4j.test.ts',
  '**/*.stripe.test.ts',
  '**/*.fuzz.test.ts',
  'e2e/**',
  'bench/**',
  'scale/**',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Two keep both
    // cores busy while the integration suites wait on their databases (measured on 2 cores: 614 s
    // instead of about 1,000 s for unit and both integration suites). Suites with fileParallelism
    // off (e2e, Neo4j) still run alone.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Time limits catch a hung test, not a slow one: with two workers sharing two busy cores a test
    // can take three times its usual time (measured: a 10 s integration test took 30 s), so the
    // limits below leave that much room and more.
    projects: [
      {
        test: {
          name: 'unit',
          testTimeout: 30_000,
          // Pure logic: a worker keeps the modules it loaded for the next file instead of importing them again, which
          // took most of the suite's time (measured: 171 s instead of about 400 s for the whole suite on 2 cores).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'evals/*/**/*.test.ts',
          ],
          exclude: unitExclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration-pglite',
          include: ['packages/*/src/**/*.int.test.ts', 'evals/*/**/*.int.test.ts'],
          env: { STELLARA_TEST_DB: 'pglite' },
          globalSetup: ['packages/server/src/test-support/pglite.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration-postgres',
          include: ['packages/*/src/**/*.int.test.ts', 'evals/*/**/*.int.test.ts'],
          env: { STELLARA_TEST_DB: 'postgres' },
          globalSetup: ['packages/server/src/test-support/postgres.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The knowledge-graph contract suite against a real Neo4j 5.26 (scripts/ci/neo4j.sh installs it).
          name: 'graph-neo4j',
          include: ['packages/*/src/**/*.neo4j.test.ts'],
          globalSetup: ['packages/server/src/test-support/neo4j.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The Stripe adapter's API calls against stripe-mock (scripts/ci/stripe-mock.sh builds it).
          name: 'billing-stripe',
          include: ['packages/*/src/**/*.stripe.test.ts'],
          globalSetup: [
            'packages/server/src/accounts/billing/stripe-mock.global-setup.ts',
            'packages/server/src/test-support/pglite.global-setup.ts',
          ],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Schemathesis over /api/docs/openapi.json as visitor, pro member and technical admin (scripts/ci/python-oracles.sh
          // installs it). One file, alone: it keeps both cores busy for a few minutes.
          name: 'api-fuzz',
          include: ['packages/*/src/**/*.fuzz.test.ts'],
          env: { STELLARA_TEST_DB: 'pglite' },
          globalSetup: ['packages/server/src/test-support/pglite.global-setup.ts'],
          testTimeout: 20 * 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Three instances of the production build on PostgreSQL and Neo4j behind HAProxy (deploy/haproxy.cfg),
          // with faults. Each file starts its own cluster (scale/harness/cluster.ts); files run one at a time.
          name: 'scale',
          include: ['scale/**/*.scale.test.ts'],
          globalSetup: ['scale/harness/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/harness/global-setup.ts'],
          testTimeout: 120_000,
          // A cap that only catches hangs: a page under CI load can take seconds to show what a poll waits for.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
