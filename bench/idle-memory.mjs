// Idle memory of the embedded server (budget: ≤ 400 MB RSS after start).
// Starts the built server (npm run build first) on a fresh data folder, waits until every
// embedded component has finished loading, lets it settle, then samples RSS once a second.
// Usage: node bench/idle-memory.mjs [settleSeconds=30] [samples=10]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const settleSeconds = Number(process.argv[2] ?? 30);
const sampleCount = Number(process.argv[3] ?? 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'stellara-mem-'));
const server = spawn(process.execPath, ['--expose-gc', '--max-semi-space-size=4', 'packages/server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line[1]) / 1024;
};

try {
  const started = Date.now();
  let report;
  for (;;) {
    if (Date.now() - started > 300_000) throw new Error('the server did not finish loading within 5 minutes');
    try {
      report = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
      const loading = Object.values(report.components).some((c) => c.status === 'degraded');
      if (!loading) break;
    } catch {}
    await sleep(1000);
  }
  const readyAfter = (Date.now() - started) / 1000;
  await sleep(settleSeconds * 1000);
  const samples = [];
  for (let i = 0; i < sampleCount; i++) {
    samples.push(rssMb());
    await sleep(1000);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  const peak = Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/)[1]) / 1024;
  const modes = Object.entries(report.components).map(([name, c]) => `${name}=${c.mode}/${c.status}`);
  console.log(`components: ${modes.join(' ')}`);
  console.log(`ready after ${readyAfter.toFixed(1)} s (fresh data folder, first start)`);
  console.log(
    `idle RSS median ${median.toFixed(0)} MB over ${sampleCount} samples after ${settleSeconds} s; peak ${peak.toFixed(0)} MB`,
  );
  console.log(`budget 400 MB: ratio ${(median / 400).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
