// `npm test`: runs every test suite this machine can run, says which it skipped and why,
// and ends with one summary line. With REQUIRE_ALL_SUITES=1 a suite that cannot run is a failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { suiteRequirements } from './services.mjs';

const allSuites = [
  'unit',
  'integration-pglite',
  'integration-postgres',
  'graph-neo4j',
  'billing-stripe',
  'api-fuzz',
  'e2e',
  'scale',
];
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';
const only = process.env.SUITES ? process.env.SUITES.split(',') : allSuites;

const runnable = [];
const missing = [];
for (const suite of only) {
  const reason = suiteRequirements[suite]?.() ?? null;
  if (reason) missing.push({ suite, reason });
  else runnable.push(suite);
}
for (const { suite, reason } of missing) {
  console.log(`${requireAll ? 'MISSING' : 'Skipping'} suite ${suite}: ${reason}`);
}

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
rmSync(report, { force: true });
const args = ['vitest', 'run', ...runnable.flatMap((s) => ['--project', s])];
args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2));
const run = spawnSync('npx', args, { stdio: 'inherit' });

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + json.numTodoTests;
} catch {
  failed = Math.max(failed, 1);
  console.log('The test run did not produce a report (see the output above).');
}
console.log(
  `Suites run: ${runnable.join(', ') || 'none'}${missing.length ? `; skipped: ${missing.map((m) => m.suite).join(', ')}` : ''}`,
);
if (requireAll && missing.length) {
  console.log(`REQUIRE_ALL_SUITES=1 and ${missing.length} suite(s) could not run.`);
  failed += missing.length;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
