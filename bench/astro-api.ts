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
  // Two workloads: 24 people asked again and again (what a client re-rendering a chart sends; the answer cache
  // serves them) and a new birth moment on every request (every answer computed).
  let serial = 0;
  const distinct = (): string => {
    serial++;
    const subject = JSON.parse(bodies[serial % bodies.length]!).subject;
    // Unique for the first 800,000 requests: no answer is ever asked for twice.
    const year = 1900 + (serial % 200);
    const month = 1 + (Math.floor(serial / 200) % 12);
    const day = 1 + (Math.floor(serial / 2400) % 28);
    const hour = 10 + (Math.floor(serial / 67_200) % 12); // midday hours: never in a DST gap
    return JSON.stringify({ subject: { ...subject, year, month, day, hour, minute: 17 } });
  };
  const run = (duration: number, fresh: boolean) =>
    autocannon({
      url: `${base}/api/v4/natal-aspects-data`,
      connections,
      duration,
      requests: fresh
        ? [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: distinct() }),
            },
          ]
        : bodies.map((body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    });
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log('# POST /api/v4/natal-aspects-data (autocannon)\n');
  console.log(
    `- machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, Node ${process.version}; server and load generator share it`,
  );
  console.log(`- ${connections} connections, ${seconds} s after a 3 s warm-up, embedded PGlite\n`);
  console.log('| workload | req/s (mean) | latency p50 | p99 | max | non-2xx | errors | server CPU per request |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const results: { name: string; rps: number; p99: number }[] = [];
  for (const [name, fresh] of [
    ['24 people, repeated', false],
    ['a new birth moment every request', true],
  ] as const) {
    await run(3, fresh); // warm-up
    const cpuBefore = cpuSeconds(child.pid!);
    const r = await run(seconds, fresh);
    const cpuPerRequest = (cpuSeconds(child.pid!) - cpuBefore) / r.requests.total;
    results.push({ name, rps: r.requests.average, p99: r.latency.p99 });
    console.log(
      `| ${name} | ${fmt(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.latency.max} ms | ${r.non2xx} | ${r.errors} | ${(cpuPerRequest * 1e6).toFixed(0)} µs |`,
    );
  }
  console.log(
    `\nload average after the runs: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  for (const { name, rps, p99 } of results) {
    console.log(`goal (>= 3,000 req/s, p99 <= 25 ms), ${name}: ${rps >= 3000 && p99 <= 25 ? 'met' : 'NOT met'}`);
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(process.cwd(), 'packages/server/.bench-dist'), { recursive: true, force: true });
}
