// `npm test`: runs every test suite this machine can run, says which it skipped and why,
// and ends with one summary line. With REQUIRE_ALL_SUITES=1 a suite that cannot run is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { suiteRequirements } from './services.mjs';

/**
 * Two phases, to keep both cores busy (measured on 2 cores: one vitest run of everything took 78 min of CI, most
 * of it the browser specs, which keep only about 1.5 cores busy):
 * 1. the suites whose files run two at a time;
 * 2. the browser specs, and beside them the suites whose files run one at a time (Neo4j, fuzz, scale).
 */
const phases = [
  [['unit', 'integration-pglite', 'integration-postgres', 'billing-stripe']],
  [['e2e'], ['graph-neo4j', 'api-fuzz', 'scale']],
];
const allSuites = phases.flat(2);
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

/** One vitest run of `suites`; resolves with its exit code and the counts of its JSON report. */
function runVitest(suites, index) {
  const report = `.tmp/vitest-report-${index}.json`;
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...suites.flatMap((s) => ['--project', s])];
  // Files named on the command line may all belong to the other run of the phase: finding none here is no failure.
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`, '--passWithNoTests');
  args.push(...process.argv.slice(2));
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: 'inherit' });
    child.on('close', (code) => {
      try {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        resolve({
          code,
          passed: json.numPassedTests,
          failed: json.numFailedTests,
          skipped: json.numPendingTests + json.numTodoTests,
        });
      } catch {
        console.log(`The run of ${suites.join(', ')} did not produce a report (see the output above).`);
        resolve({ code, passed: 0, failed: 1, skipped: 0 });
      }
    });
  });
}

/** The browser specs and the scale suite both start the built app: build it once, before they run side by side. */
function buildOnce() {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "(await import('./e2e/harness/build.ts')).ensureProductionBuild('tests')",
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The production build failed (see the output above).');
}

const results = [];
let runs = 0;
for (const phase of phases) {
  const groups = phase.map((suites) => suites.filter((s) => runnable.includes(s))).filter((g) => g.length);
  if (groups.some((g) => g.includes('e2e') || g.includes('scale'))) buildOnce();
  results.push(...(await Promise.all(groups.map((g) => runVitest(g, runs++)))));
}

const passed = results.reduce((n, r) => n + r.passed, 0);
let failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(
  `Suites run: ${runnable.join(', ') || 'none'}${missing.length ? `; skipped: ${missing.map((m) => m.suite).join(', ')}` : ''}`,
);
if (requireAll && missing.length) {
  console.log(`REQUIRE_ALL_SUITES=1 and ${missing.length} suite(s) could not run.`);
  failed += missing.length;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.code === 0) && failed === 0 ? 0 : 1);
