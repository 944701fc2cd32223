// Benchmark: POST /api/v4/natal-aspects-data requests per second and latency with autocannon, against the
// real server (child process, embedded PGlite, its own temporary data folder, place search off) on this machine.
// Run: npx tsx bench/astro-api.ts [seconds] [connections]. Goal: >= 3,000 req/s, p99 <= 25 ms.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 16);

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

async function waitUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not come up');
}

/** CPU seconds (user + system) the server process has used so far, from /proc (Linux, 100 ticks/s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// 24 different people: the engine cannot lean on a cache of one chart.
const zones = [
  'Europe/Rome',
  'America/New_York',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Africa/Lagos',
  'America/Sao_Paulo',
];
const bodies = Array.from({ length: 24 }, (_, i) =>
  JSON.stringify({
    subject: {
      name: `Bench ${i}`,
      year: 1950 + i * 2,
      month: (i % 12) + 1,
      day: (i % 27) + 1,
      hour: (i * 5) % 24,
      minute: (i * 7) % 60,
      latitude: -40 + i * 3.3,
      longitude: -170 + i * 14,
      city: 'Bench',
      nation: 'XX',
      timezone: zones[i % zones.length],
    },
  }),
);

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'stellara-bench-'));
// The production bundle, built as scripts/build-server.mjs builds it (workspace code bundled, node_modules
// external), into the temporary folder so a running dist/ is left alone.
const external = new Set<string>();
for (const dir of readdirSync('packages')) {
  const manifest = JSON.parse(readFileSync(join('packages', dir, 'package.json'), 'utf8'));
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (!name.startsWith('@stellara/')) external.add(name);
  }
}
const bundle = join(process.cwd(), 'packages/server/.bench-dist/main.js');
await build({
  entryPoints: ['packages/server/src/main.ts'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), bundle], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The chart API does not use place search; loading the gazetteer in the background would skew the figure.
    PLACES_GAZETTEER: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health`, child);
  await new Promise((r) => setTimeout(r, 5000)); // let start-up work (migrations, seeding) settle
  const check = await fetch(`${base}/api/v4/natal-aspects-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodies[0],
  });
  if (!check.ok) throw new Error(`natal-aspects-data answered ${check.status}: ${await check.text()}`);
  const run = (duration: number) =>
    autocannon({
      url: `${base}/api/v4/natal-aspects-data`,
      connections,
      duration,
      requests: bodies.map((body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    });
  await run(3); // warm-up
  const cpuBefore = cpuSeconds(child.pid!);
  const r = await run(seconds);
  const cpuPerRequest = (cpuSeconds(child.pid!) - cpuBefore) / r.requests.total;
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log('# POST /api/v4/natal-aspects-data (autocannon)\n');
  console.log(
    `- machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, Node ${process.version}; server and load generator share it`,
  );
  console.log(
    `- ${connections} connections, ${seconds} s after a 3 s warm-up, 24 different birth data, embedded PGlite\n`,
  );
  console.log('| req/s (mean) | latency p50 | p99 | max | non-2xx | errors |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${fmt(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.latency.max} ms | ${r.non2xx} | ${r.errors} |`,
  );
  console.log(
    `\nserver CPU per request: ${(cpuPerRequest * 1e6).toFixed(0)} µs -> ${fmt(1 / cpuPerRequest)} req/s per fully ` +
      'available core (CPU time: holds when other work shares the machine; the load generator needs the other core)',
  );
  console.log(`load average after the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(
    `\ngoal: >= 3,000 req/s and p99 <= 25 ms -> ${r.requests.average >= 3000 && r.latency.p99 <= 25 ? 'met' : 'NOT met'}`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(process.cwd(), 'packages/server/.bench-dist'), { recursive: true, force: true });
}
