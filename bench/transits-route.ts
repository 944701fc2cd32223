// Benchmark: the Current Transits answer (GET /api/transits) for a Pro member's main chart, server time, against the
// baseline code in the same run. The budget (docs/limits.md#budgets): p95 at most 300 ms.
//
//   npx tsx bench/transits-route.ts [calls-per-round] [rounds]
//   BENCH_BASELINE=<git ref>  the code to compare with (default: where this branch left main); "none" to skip
//
// bench/transits-route.worker.ts is bundled as the server is (scripts/server-bundle.json) from this tree and from the
// baseline's sources (git archive), and each bundle runs in its own child process, taking turns round by round so
// load from other processes on this shared machine falls on both alike. Each call is the first of its day for its
// chart (no cache serves it: "cold"); a second call a minute later shows what the cache gives ("warm"). Prints a
// Markdown table; bench/results/transits-route.md keeps a recorded run.
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import serverBundle from '../scripts/server-bundle.json' with { type: 'json' };

const calls = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 3);
const baselineRef =
  process.env.BENCH_BASELINE ?? execSync('git merge-base HEAD main', { encoding: 'utf8' }).trim().slice(0, 12);
const work = join(process.cwd(), 'packages/server/.bench-dist/transits');
const WORKER = 'bench/transits-route.worker.ts';

async function bundle(sourceRoot: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [join(sourceRoot, WORKER)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(serverBundle.external).flatMap((name) => [name, `${name}/*`]),
    banner: { js: serverBundle.requireBanner },
    logLevel: 'warning',
  });
  return outfile;
}

/** The baseline's sources from git with this tree's worker beside them, its own workspace packages linked. */
async function baselineBundle(ref: string): Promise<string> {
  const root = join(work, 'baseline-src');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'bench'), { recursive: true });
  execSync(
    `git archive ${ref} tsconfig.base.json packages/astro/src packages/astro/package.json packages/contract packages/server | tar -x -C ${root}`,
  );
  execSync(`cp ${WORKER} ${join(root, WORKER)}`);
  mkdirSync(join(root, 'node_modules/@stellara'), { recursive: true });
  // The worker imports the server through its package entry (@stellara/server/bench/transits), so a baseline must have it.
  for (const name of ['astro', 'contract', 'server'])
    symlinkSync(join(root, 'packages', name), join(root, 'node_modules/@stellara', name));
  const file = await bundle(root, join(work, 'baseline.mjs'));
  // The bundle carries everything: the sources (and their tests) need not linger in the tree.
  rmSync(root, { recursive: true, force: true });
  return file;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

mkdirSync(work, { recursive: true });
const entries: [string, string][] = [['current', await bundle(process.cwd(), join(work, 'current.mjs'))]];
if (baselineRef !== 'none') entries.push([`baseline ${baselineRef}`, await baselineBundle(baselineRef)]);

const results = new Map<string, { cold: number[]; coldCpu: number[]; warm: number[] }>(
  entries.map(([name]) => [name, { cold: [], coldCpu: [], warm: [] }]),
);
for (let round = 0; round < rounds; round++) {
  for (const [name, file] of entries) {
    // The same days for both codes within a round; new days every round.
    const out = execFileSync(
      process.execPath,
      ['--max-semi-space-size=4', file, String(calls), String(round * calls)],
      {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      },
    );
    const { cold, coldCpu, warm } = JSON.parse(out.trim().split('\n').at(-1)!) as {
      cold: number[];
      coldCpu: number[];
      warm: number[];
    };
    results.get(name)!.cold.push(...cold);
    results.get(name)!.coldCpu.push(...coldCpu);
    results.get(name)!.warm.push(...warm);
    console.error(
      `round ${round + 1} ${name}: cold median ${quantile(cold, 0.5).toFixed(0)} ms, load ${loadavg()[0]!.toFixed(2)}`,
    );
  }
}

console.log(
  `\n## Current Transits answer, Pro main chart (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)})\n`,
);
console.log(
  `- ${rounds} rounds x ${calls} calls per code, each call a new day and chart (cold), then the same a minute later (warm)\n`,
);
console.log('| code | calls | cold median | cold p95 | cold CPU median | cold CPU p95 | warm median | warm p95 |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, { cold, coldCpu, warm }] of results) {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `| ${name} | ${cold.length} | ${ms(quantile(cold, 0.5))} | ${ms(quantile(cold, 0.95))} | ${ms(quantile(coldCpu, 0.5))} | ${ms(quantile(coldCpu, 0.95))} | ${ms(quantile(warm, 0.5))} | ${ms(quantile(warm, 0.95))} |`,
  );
}
const current = results.get('current')!;
const p95 = quantile(current.cold, 0.95);
const cpuP95 = quantile(current.coldCpu, 0.95);
console.log(
  `\nBudget: p95 ≤ 300 ms. Current cold p95 ${p95.toFixed(0)} ms wall (${p95 <= 300 ? 'within' : 'OVER'}), ${cpuP95.toFixed(0)} ms CPU (${cpuP95 <= 300 ? 'within' : 'OVER'}); the wall figure grows with the machine's load (in the header).`,
);
