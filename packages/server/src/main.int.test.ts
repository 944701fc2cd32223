import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';
import { freePort } from './test-support/free-port.ts';
import { testDatabaseKind } from './test-support/test-server.ts';

// The real process, as `npm start` runs it: start-up, the one-server-per-folder rule, SIGTERM.
const dataDir = mkdtempSync(join(tmpdir(), 'stellara-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Only a hang takes this long: a slow start on a loaded machine waits for the readiness line, not for a clock. */
const HANG_CAP_MS = 5 * 60_000;

interface MainProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves when the output shows `text`; rejects, with the output, if the process exits first or hangs. */
  waitForOutput(text: string): Promise<void>;
}

function startMain(port: number): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src', 'main.ts')], {
    // The small gazetteer keeps the first start short; the full one is tested with the places capability.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PLACES_GAZETTEER: 'sample' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // 'close', not 'exit': the output is complete by then.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
    for (const listener of listeners) listener();
  });
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => settle(new Error(`no "${text}" within ${HANG_CAP_MS} ms:\n${output}`)),
        HANG_CAP_MS,
      );
      const settle = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (output.includes(text)) settle();
        else if (exitCode !== undefined) settle(new Error(`exited (${exitCode}) before "${text}":\n${output}`));
      };
      listeners.add(check);
      check();
    });
  return { child, output: () => output, exited, waitForOutput };
}

describe.runIf(testDatabaseKind === 'pglite')('the server process in embedded mode', () => {
  it(
    'starts, refuses a second server on the same data folder, and shuts down cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const first = startMain(port);
      let second: MainProcess | undefined;
      try {
        // Ready when it says so (main.ts logs this line once it listens): then health answers at once.
        await first.waitForOutput('Stellara is listening on');
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
        const body = (await health.json()) as { components: { database: { mode: string } } };
        expect(body.components.database.mode).toBe('embedded');

        second = startMain(await freePort());
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`is already using the data folder ${dataDir}`);

        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        expect(first.output()).toContain('Shutting down');
        expect(existsSync(join(dataDir, 'stellara.lock'))).toBe(false);
      } finally {
        first.child.kill('SIGKILL');
        second?.child.kill('SIGKILL');
      }
    },
    HANG_CAP_MS + 60_000,
  );
});
