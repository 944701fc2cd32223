import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';
import { testDatabaseKind } from './test-support/test-server.ts';

// The real process, as `npm start` runs it: start-up, the one-server-per-folder rule, SIGTERM.
const dataDir = mkdtempSync(join(tmpdir(), 'stellara-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startMain(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src', 'main.ts')], {
    // The small gazetteer keeps the first start short; the full one is tested with the places capability.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PLACES_GAZETTEER: 'sample' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number): Promise<Response> {
  for (let i = 0; i < 300; i++) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not start within 30 s');
}

describe.runIf(testDatabaseKind === 'pglite')('the server process in embedded mode', () => {
  it('starts, refuses a second server on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startMain(port);
    try {
      const health = await waitForHealth(port);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { components: { database: { mode: string } } };
      expect(body.components.database.mode).toBe('embedded');

      const second = startMain(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is already using the data folder ${dataDir}`);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('Shutting down');
      expect(existsSync(join(dataDir, 'stellara.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 60_000);
});
