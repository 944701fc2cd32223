// Start time of the embedded server (budget: health ≤ 2 s, place search ready ≤ 4 s, on a fresh data
// folder and on a restart alike; peak RSS during start ≤ 450 MB).
// Starts the built server (npm run build first) as `npm start` does, on a fresh data folder, then
// again on the same folder, several rounds; times from spawn to the first 200 of /api/health and to
// the first search for "London" that finds it, and reads the peak RSS (VmHWM) once search is ready.
// Usage: node bench/start-time.mjs [rounds=5]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, sleep, startBuiltServer, statusMb } from './server-process.mjs';

const rounds = Number(process.argv[2] ?? 5);
const HANG_CAP_MS = 120_000;

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
  const began = performance.now();
  const server = await startBuiltServer(dataDir);
  try {
    const since = () => performance.now() - began;
    let health;
    let places;
    while (places === undefined) {
      if (since() > HANG_CAP_MS) throw new Error('the server did not get ready within 2 minutes');
      if (health === undefined && (await answers(`${server.base}/api/health`, () => true))) health = since();
      const found = (body) => body.results?.[0]?.city === 'London';
      if (health !== undefined && (await answers(`${server.base}/api/places?q=London`, found))) places = since();
      else await sleep(10);
    }
    return { health, places, peakMb: statusMb(server.pid, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

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

const loadList = loads.map((l) => l.toFixed(2)).join(', ');
console.log(`start of the built server, ${rounds} rounds (medians; 1-minute load average ${loadList})`);
console.log('| start | health | place search ready | peak RSS |');
console.log('|---|---|---|---|');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
for (const [kind, list] of Object.entries(runs)) {
  const h = median(list.map((r) => r.health));
  const p = median(list.map((r) => r.places));
  const m = median(list.map((r) => r.peakMb));
  console.log(`| ${kind} | ${seconds(h)} | ${seconds(p)} | ${m.toFixed(0)} MB |`);
}
console.log('budgets: health 2 s, place search 4 s, peak 450 MB');
for (const [kind, list] of Object.entries(runs)) {
  const each = list.map((r) => `${seconds(r.health)}/${seconds(r.places)} ${r.peakMb.toFixed(0)} MB`);
  console.log(`${kind} runs (health/places, peak): ${each.join('; ')}`);
}
