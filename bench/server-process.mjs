// Shared by the start-time and idle-memory benches: the built server started as `npm start` runs it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** A field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak). */
export const statusMb = (pid, field) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]) / 1024;

/** Spawns packages/server/dist/main.js (npm run build first) on `dataDir`; `stop()` sends SIGTERM and waits. */
export async function startBuiltServer(dataDir) {
  const port = await freePort();
  const server = spawn(process.execPath, ['--expose-gc', '--max-semi-space-size=4', 'packages/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  return {
    pid: server.pid,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
  };
}
