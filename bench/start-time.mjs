// Start time of the embedded server (budget: health ≤ 2 s, place search ready ≤ 4 s, on a fresh data
// folder and on a restart alike; peak RSS during start ≤ 450 MB).
// Starts the built server (npm run build first) as `npm start` does, on a fresh data folder, then
// again on the same folder, several rounds; times from spawn to the first 200 of /api/health and to
// the first search for "London" that finds it, and reads the peak RSS (VmHWM) once search is ready.
// Usage: node bench/start-time.mjs [rounds=5]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const rounds = Number(process.argv[2] ?? 5);
const HANG_CAP_MS = 120_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const statusKb = (pid, field) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]);

async function answers(url, check) {
  try {
    const response = await fetch(url);
    return response.ok && check(await response.json());
  } catch {
    return false;
  }
}

/** One start: spawn, poll every 10 ms until health answers, then until place search finds London. */
async function start(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const server = spawn(process.execPath, ['--expose-gc', '--max-semi-space-size=4', 'packages/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    let health;
    let places;
    while (places === undefined) {
      if (performance.now() - began > HANG_CAP_MS) throw new Error('the server did not get ready within 2 minutes');
      const now = () => performance.now() - began;
      if (health === undefined && (await answers(`${base}/api/health`, () => true))) health = now();
      if (
        health !== undefined &&
        (await answers(`${base}/api/places?q=London`, (body) => body.results?.[0]?.city === 'London'))
      )
        places = now();
      else await sleep(10);
    }
    return { health, places, peakMb: statusKb(server.pid, 'VmHWM') / 1024 };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = { fresh: [], restart: [] };
const loads = [];
for (let round = 0; round < rounds; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stellara-start-'));
  try {
    loads.push(loadavg()[0]);
    runs.fresh.push(await start(dataDir));
    runs.restart.push(await start(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `start of the built server, ${rounds} rounds (medians; 1-minute load average ${loads.map((l) => l.toFixed(2)).join(', ')})`,
);
console.log('| start | health | place search ready | peak RSS |');
console.log('|---|---|---|---|');
for (const [kind, list] of Object.entries(runs)) {
  const h = median(list.map((r) => r.health));
  const p = median(list.map((r) => r.places));
  const m = median(list.map((r) => r.peakMb));
  console.log(`| ${kind} | ${(h / 1000).toFixed(2)} s | ${(p / 1000).toFixed(2)} s | ${m.toFixed(0)} MB |`);
}
console.log('budgets: health 2 s, place search 4 s, peak 450 MB');
for (const [kind, list] of Object.entries(runs)) {
  const each = list.map(
    (r) => `${(r.health / 1000).toFixed(2)}/${(r.places / 1000).toFixed(2)} s ${r.peakMb.toFixed(0)} MB`,
  );
  console.log(`${kind} runs (health/places, peak): ${each.join('; ')}`);
}
