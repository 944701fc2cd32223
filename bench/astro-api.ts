// Benchmark: POST /api/v4/natal-aspects-data against the real server (child process, embedded PGlite, its own
// temporary data folder, place search off, `npm start`'s Node flags), driven by autocannon from this process.
//
//   npx tsx bench/astro-api.ts [seconds] [connections] [rounds]
//   BENCH_BASELINE=<git ref>  the code to compare with (default: where this branch left main); "none" to skip
//   BENCH_NODE_ARGS="..."     the servers' Node flags (default: --expose-gc --max-semi-space-size=4, as npm start);
//                             add --cpu-prof --cpu-prof-dir=<dir> to profile them (written when they stop)
//   BENCH_FRESH_ONLY=1        only the new-birth-moment workload (for a profile of that path alone)
//   BENCH_KEEP_BUNDLE=1       keep packages/server/.bench-dist (bench/profile-breakdown.mjs reads current.mjs)
//   BENCH_BASELINE_NODE_ARGS  the baseline server's Node flags (default: BENCH_NODE_ARGS); with BENCH_BASELINE=HEAD,
//                             compares two sets of flags on the same code (e.g. --max-semi-space-size)
//
// In the same run, in interleaved rounds (the two servers take turns, first one then the other), it measures:
//   (a) the bare Swiss Ephemeris calls of the same charts: exactly the calls calculateNatalChart makes for the
//       default settings (houses_ex2 Placidus, the obliquity, 14 calc_ut), straight on the sweph binding, in this
//       process while the servers are idle, as CPU time per chart (process.cpuUsage);
//   (b) the server's CPU per request (/proc/<pid>/stat of the server process: the load generator's CPU is not in
//       it) while every request carries a new birth moment, and its ratio to (a): the budget is 2.5x;
//   (c) requests per second and p99 of 24 people asked again and again (the answer cache serves them), against
//       the baseline code: built from git (git archive) into its own bundle and run beside this one;
//   (d) unless BENCH_FLOORS=0, two floors for (b), taking turns with the servers: a bare node:http server making
//       only the bare calls of (a) and sending a fixed answer of the real answer's size, and one running the real
//       chart, aspects and answer writer with no framework, validation or guards (bench/astro-api-floor-server.ts).
// Prints every round and the medians, with the load average beside them; bench/results/astro-api.md keeps runs.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { initEphemeris } from '@stellara/astro';
import { BODY, FLG_SWIEPH, swe } from '@stellara/astro/ephemeris';
import { castBirthChart } from '@stellara/server/bench/v4';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import serverBundle from '../scripts/server-bundle.json' with { type: 'json' };

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);
const rounds = Number(process.argv[4] ?? 3);
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '--expose-gc --max-semi-space-size=4').split(' ').filter(Boolean);
const baselineNodeArgs = process.env.BENCH_BASELINE_NODE_ARGS?.split(' ').filter(Boolean) ?? nodeArgs;
const baselineRef =
  process.env.BENCH_BASELINE ?? execSync('git merge-base HEAD main', { encoding: 'utf8' }).trim().slice(0, 12);
const work = join(process.cwd(), 'packages/server/.bench-dist');
const freshOnly = process.env.BENCH_FRESH_ONLY === '1';
const withFloors = process.env.BENCH_FLOORS !== '0';

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

async function waitUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not come up');
}

/** Resident memory of a process now (MB), from /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** CPU seconds a process has used so far in user and kernel mode, from /proc (Linux, 100 ticks/s). */
function cpuSeconds(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

// The production bundle, built as scripts/build-server.mjs builds it (workspace code and most packages bundled,
// those in scripts/server-bundle.json external), into .bench-dist so a running dist/ is left alone.
async function bundle(sourceRoot: string, outfile: string, entry = 'packages/server/src/main.ts'): Promise<string> {
  await build({
    entryPoints: [join(sourceRoot, entry)],
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

/** The baseline's sources from git, with its own workspace packages beside them, bundled like the current code. */
async function baselineBundle(ref: string): Promise<string> {
  const root = join(work, 'baseline-src');
  mkdirSync(root, { recursive: true });
  execSync(
    `git archive ${ref} tsconfig.base.json packages/astro/src packages/astro/package.json packages/contract packages/server | tar -x -C ${root}`,
    {
      stdio: 'inherit',
    },
  );
  mkdirSync(join(root, 'node_modules/@stellara'), { recursive: true });
  for (const name of ['astro', 'contract']) {
    symlinkSync(join(root, 'packages', name), join(root, 'node_modules/@stellara', name));
  }
  return bundle(root, join(work, 'baseline.mjs'));
}

interface Server {
  name: string;
  /** A floor (bench/astro-api-floor-server.ts): only the new-birth-moment workload. */
  floor: boolean;
  child: ChildProcess;
  base: string;
  dataDir: string;
  /** Serial of the next new birth moment sent to this server (each server gets the same sequence). */
  serial: number;
}

async function startServer(
  name: string,
  entry: string,
  flags: string[],
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stellara-bench-'));
  const child = spawn(process.execPath, [...flags, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // The chart API does not use place search; loading the gazetteer in the background would skew the figure.
      PLACES_GAZETTEER: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health`, child);
  return { name, child, base, dataDir, serial: 0, floor: 'FLOOR' in extraEnv };
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
const subjects = Array.from({ length: 24 }, (_, i) => ({
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
  timezone: zones[i % zones.length]!,
}));
const bodies = subjects.map((subject) => JSON.stringify({ subject }));

/** The n-th new birth moment: unique for the first 800,000 (no answer is ever asked for twice). */
function freshSubject(serial: number) {
  const year = 1900 + (serial % 200);
  const month = 1 + (Math.floor(serial / 200) % 12);
  const day = 1 + (Math.floor(serial / 2400) % 28);
  const hour = 10 + (Math.floor(serial / 67_200) % 12); // midday hours: never in a DST gap
  return { ...subjects[serial % subjects.length]!, year, month, day, hour, minute: 17 };
}

interface Figures {
  rps: number;
  p99: number;
  cpuUs: number;
  /** The part of cpuUs spent in the kernel (the socket writes and reads, both ends of loopback TCP). */
  kernelUs: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The server's resident memory when the workload ended. */
  rssMb: number;
}

async function drive(server: Server, duration: number, fresh: boolean): Promise<Figures> {
  const cpuBefore = cpuSeconds(server.child.pid!);
  const r = await autocannon({
    url: `${server.base}/api/v4/natal-aspects-data`,
    connections,
    duration,
    requests: fresh
      ? [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ subject: freshSubject(++server.serial) }),
            }),
          },
        ]
      : bodies.map((body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body })),
  });
  const cpuAfter = cpuSeconds(server.child.pid!);
  const user = cpuAfter.user - cpuBefore.user;
  const system = cpuAfter.system - cpuBefore.system;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    cpuUs: ((user + system) / r.requests.total) * 1e6,
    kernelUs: (system / r.requests.total) * 1e6,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    rssMb: rssMb(server.child.pid!),
  };
}

// (a) The bare ephemeris calls of the same new-birth-moment charts, each chart's instant found (untimed) through
// the server's own local time -> UT path.
initEphemeris();
const BODIES = Object.values(BODY);
const ECL_NUT = swe.constants.SE_ECL_NUT;
const SPEED = swe.constants.SEFLG_SPEED;
const bareCharts = Array.from({ length: 4000 }, (_, i) => {
  const s = freshSubject(i + 1);
  const r = castBirthChart({ ...s, second: 0 });
  if (r.status !== 'ok') throw new Error(`bench chart ${i} is not castable: ${r.status}`);
  return { jd: r.chart.julianDay, latitude: s.latitude, longitude: s.longitude };
});
let sink = 0;
function bareChart(jd: number, lat: number, lon: number): void {
  sink += swe.houses_ex2(jd, 0, lat, lon, 'P').data.houses[0];
  sink += swe.calc_ut(jd, ECL_NUT, 0).data[0]!;
  for (const b of BODIES) sink += swe.calc_ut(jd, b, FLG_SWIEPH | SPEED).data[0]!;
}
/** CPU µs per chart of the bare calls, over ~1 s of them. */
function bareCpuUs(): number {
  const start = process.cpuUsage();
  let n = 0;
  const end = performance.now() + 1000;
  while (performance.now() < end) {
    for (const c of bareCharts) bareChart(c.jd, c.latitude, c.longitude);
    n += bareCharts.length;
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

rmSync(work, { recursive: true, force: true });
const entries: [string, string, string[]][] = [
  ['current', await bundle(process.cwd(), join(work, 'current.mjs')), nodeArgs],
];
const flagsDiffer = baselineNodeArgs.join(' ') !== nodeArgs.join(' ');
if (baselineRef !== 'none') {
  const name = `baseline ${baselineRef}${flagsDiffer ? ` (${baselineNodeArgs.join(' ')})` : ''}`;
  entries.push([name, await baselineBundle(baselineRef), baselineNodeArgs]);
}
const servers: Server[] = [];
try {
  for (const [name, entry, flags] of entries) servers.push(await startServer(name, entry, flags));
  await new Promise((r) => setTimeout(r, 5000)); // let start-up work (migrations, seeding) settle
  let answerBytes = 0;
  for (const server of servers) {
    const check = await fetch(`${server.base}/api/v4/natal-aspects-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject: freshSubject(0) }),
    });
    if (!check.ok)
      throw new Error(`${server.name}: natal-aspects-data answered ${check.status}: ${await check.text()}`);
    answerBytes ||= (await check.arrayBuffer()).byteLength;
  }
  if (withFloors) {
    const floorEntry = await bundle(process.cwd(), join(work, 'floor.mjs'), 'bench/astro-api-floor-server.ts');
    for (const floor of ['ephemeris', 'engine']) {
      const env = { FLOOR: floor, FLOOR_ANSWER_BYTES: String(answerBytes) };
      servers.push(await startServer(`floor: ${floor}`, floorEntry, nodeArgs, env));
    }
  }
  for (const server of servers) {
    await drive(server, 3, true); // warm-up, both workloads
    if (!freshOnly && !server.floor) await drive(server, 3, false);
  }
  bareCpuUs(); // warm-up

  console.log('# POST /api/v4/natal-aspects-data (autocannon)\n');
  console.log(
    `- machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, Node ${process.version}; servers and load generator share it`,
  );
  console.log(
    `- ${connections} connections, ${seconds} s per workload, ${rounds} rounds, servers run with \`${nodeArgs.join(' ')}\`${flagsDiffer ? ` (baseline: \`${baselineNodeArgs.join(' ')}\`)` : ''}, embedded PGlite\n`,
  );
  console.log(
    '| round | code | workload | req/s | p99 | server CPU/request | of which kernel | bare ephemeris/chart | ratio | server RSS after | load average |',
  );
  console.log('| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const results = new Map<string, { fresh: Figures[]; repeated: Figures[]; ratio: number[] }>();
  const bare: number[] = [];
  for (const s of servers) results.set(s.name, { fresh: [], repeated: [], ratio: [] });
  for (let round = 1; round <= rounds; round++) {
    // Alternate who goes first, so a drift of the machine's load falls on both alike.
    const order = round % 2 ? servers : [...servers].reverse();
    for (const server of order) {
      const own = results.get(server.name)!;
      const a = bareCpuUs();
      bare.push(a);
      const fresh = await drive(server, seconds, true);
      const repeated = freshOnly || server.floor ? fresh : await drive(server, seconds, false);
      own.fresh.push(fresh);
      own.repeated.push(repeated);
      own.ratio.push(fresh.cpuUs / a);
      const workloads = [
        ['new birth moment', fresh],
        ['24 people repeated', repeated],
      ] as const;
      // With BENCH_FRESH_ONLY the repeated workload did not run: no row for it.
      for (const [workload, f] of freshOnly || server.floor ? workloads.slice(0, 1) : workloads) {
        const ratio = f === fresh ? `${(fresh.cpuUs / a).toFixed(2)}x` : '';
        const failures = f.non2xx || f.errors ? ` (${f.non2xx} non-2xx, ${f.errors} errors)` : '';
        console.log(
          `| ${round} | ${server.name} | ${workload}${failures} | ${fmt(f.rps)} | ${f.p99} ms | ${fmt(f.cpuUs)} µs | ${fmt(f.kernelUs)} µs | ${f === fresh ? `${fmt(a)} µs` : ''} | ${ratio} | ${fmt(f.rssMb)} MB | ${load()} |`,
        );
      }
    }
  }
  console.log('\n## Medians\n');
  console.log(
    '| code | new: req/s | new: p99 | new: CPU/request | of which kernel | ratio to bare (budget 2.5x) | repeated: req/s | repeated: p99 | repeated: CPU/request | RSS after new |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, r] of results) {
    const m = (xs: Figures[], k: keyof Figures) => median(xs.map((x) => x[k]));
    const repeated = name.startsWith('floor')
      ? '– | – | –'
      : `${fmt(m(r.repeated, 'rps'))} | ${m(r.repeated, 'p99')} ms | ${fmt(m(r.repeated, 'cpuUs'))} µs`;
    console.log(
      `| ${name} | ${fmt(m(r.fresh, 'rps'))} | ${m(r.fresh, 'p99')} ms | ${fmt(m(r.fresh, 'cpuUs'))} µs | ${fmt(m(r.fresh, 'kernelUs'))} µs | ${median(r.ratio).toFixed(2)}x | ${repeated} | ${fmt(m(r.fresh, 'rssMb'))} MB |`,
    );
  }
  console.log(`\nbare ephemeris calls per chart (median of ${bare.length}): ${fmt(median(bare))} µs CPU`);
  console.log(`load average at the end: ${load()}`);
  await new Promise((r) => setTimeout(r, 5000));
  console.log(
    `server RSS 5 s after the load: ${servers.map((s) => `${s.name} ${fmt(rssMb(s.child.pid!))} MB`).join(', ')}`,
  );
  const current = results.get('current')!;
  const ratio = median(current.ratio);
  console.log(
    `budget (server CPU per new chart <= 2.5x the bare calls): ${ratio <= 2.5 ? 'met' : 'NOT met'} (${ratio.toFixed(2)}x)`,
  );
  const baseline = [...results.keys()].find((name) => name.startsWith('baseline'));
  if (baseline && !freshOnly) {
    const b = results.get(baseline)!;
    const rps = median(current.repeated.map((f) => f.rps)) / median(b.repeated.map((f) => f.rps));
    const p99 = median(current.repeated.map((f) => f.p99)) - median(b.repeated.map((f) => f.p99));
    console.log(
      `repeated bodies against ${baseline}: req/s ${(rps * 100).toFixed(0)} %, p99 ${p99 >= 0 ? '+' : ''}${p99} ms (${rps >= 0.95 ? 'no slower, within 5 %' : 'SLOWER'})`,
    );
  }
  if (sink === Number.POSITIVE_INFINITY) console.log(sink); // keep the bare calls' work observable
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    if (server.child.exitCode === null) await new Promise((r) => server.child.once('exit', r));
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_KEEP_BUNDLE !== '1') rmSync(work, { recursive: true, force: true });
}
