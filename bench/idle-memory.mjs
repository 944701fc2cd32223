// Idle memory of the embedded server (budget: ≤ 300 MB RSS once idle, peak during start ≤ 450 MB).
// Starts the built server (npm run build first) as `npm start` does, on a fresh data folder and
// then again on that folder (a restart), several rounds; each time waits until every component has
// finished loading, lets it settle, samples RSS once a second and reads the peak (VmHWM).
// Usage: node bench/idle-memory.mjs [settleSeconds=30] [samples=10] [rounds=5]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, sleep, startBuiltServer, statusMb } from './server-process.mjs';

const settleSeconds = Number(process.argv[2] ?? 30);
const sampleCount = Number(process.argv[3] ?? 10);
const rounds = Number(process.argv[4] ?? 5);

async function measure(dataDir) {
  const server = await startBuiltServer(dataDir);
  try {
    const started = Date.now();
    let report;
    for (;;) {
      if (Date.now() - started > 300_000) throw new Error('the server did not finish loading within 5 minutes');
      try {
        report = await (await fetch(`${server.base}/api/health`)).json();
        if (!Object.values(report.components).some((c) => c.status === 'degraded')) break;
      } catch {}
      await sleep(250);
    }
    await sleep(settleSeconds * 1000);
    const samples = [];
    for (let i = 0; i < sampleCount; i++) {
      samples.push(statusMb(server.pid, 'VmRSS'));
      await sleep(1000);
    }
    const modes = Object.entries(report.components).map(([name, c]) => `${name}=${c.mode}/${c.status}`);
    return { idle: median(samples), peak: statusMb(server.pid, 'VmHWM'), modes: modes.join(' ') };
  } finally {
    await server.stop();
  }
}

const runs = { fresh: [], restart: [] };
const loads = [];
for (let round = 0; round < rounds; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stellara-mem-'));
  try {
    loads.push(loadavg()[0]);
    runs.fresh.push(await measure(dataDir));
    runs.restart.push(await measure(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`components: ${runs.fresh[0].modes}`);
console.log(
  `idle = median of ${sampleCount} samples after ${settleSeconds} s; medians of ${rounds} rounds ` +
    `(1-minute load average ${loads.map((l) => l.toFixed(2)).join(', ')})`,
);
console.log('| start | idle RSS | peak RSS |');
console.log('|---|---|---|');
for (const [kind, list] of Object.entries(runs)) {
  const idle = median(list.map((r) => r.idle));
  const peak = median(list.map((r) => r.peak));
  console.log(
    `| ${kind} | ${idle.toFixed(0)} MB (${(idle / 300).toFixed(2)} of 300) | ${peak.toFixed(0)} MB (${(peak / 450).toFixed(2)} of 450) |`,
  );
}
for (const [kind, list] of Object.entries(runs)) {
  console.log(
    `${kind} runs (idle/peak MB): ${list.map((r) => `${r.idle.toFixed(0)}/${r.peak.toFixed(0)}`).join('; ')}`,
  );
}
