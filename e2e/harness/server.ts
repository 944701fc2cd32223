import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@stellara/server/testing/free-port';
import { serverMain } from './build.ts';

const root = join(import.meta.dirname, '..', '..');

export type Gazetteer = 'full' | 'sample';

/**
 * Starts the built server on a free port (known beforehand, so PUBLIC_URL and the links it mails are
 * right) and resolves its address from the "listening" log line.
 */
export async function startServer(
  dataDir: string,
  logPath: string,
  gazetteer: Gazetteer,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; baseURL: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PLACES_GAZETTEER: gazetteer,
      // Browser sessions say who they are in X-Forwarded-For (see openSession), as a proxy would.
      TRUST_PROXY: 'true',
      // Specs ask a visitor or member many questions; the allowance spec starts a server with small allowances.
      VISITOR_QUESTIONS_PER_DAY: '100',
      FREE_QUESTIONS_PER_DAY: '100',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const output = () => log;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within 120 s. Output:\n${log}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      appendFileSync(logPath, chunk);
      const match = /Stellara is listening on (http:\/\/[^\s"]+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseURL: match[1], output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening. Output:\n${log}`));
    });
  });
}

/**
 * Waits until the server answers its health check and place search is ready (the gazetteer's index
 * opens in milliseconds once the server listens; the cap covers a slow start under load).
 */
export async function waitForHealth(baseURL: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}/api/health`);
      // Overall status may be degraded (parts not built yet); the app only needs places ready.
      if (response.ok || response.status === 503) {
        const body = (await response.json()) as { components?: { places?: { status: string; message?: string } } };
        const places = body.components?.places;
        if (places?.status === 'ok') return;
        last = `places ${places?.status ?? 'missing'}: ${places?.message ?? ''}`;
      } else {
        last = `status ${response.status}`;
      }
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`GET /api/health did not report places ready within ${timeoutMs / 1000} s (${last})`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}

export interface AppServer {
  baseURL: string;
  logPath: string;
  /** Milliseconds from spawning the process until place search answered. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * A second server of the built app for one spec, with a fresh data folder: used by the newcomer walk
 * to search the full gazetteer (the product's default) while the shared server runs the sample, and by
 * specs that need another configuration (`extraEnv`).
 * The app must already be built (the e2e global setup does that).
 */
export async function startAppServer(gazetteer: Gazetteer, extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const dir = mkdtempSync(join(tmpdir(), `stellara-e2e-${gazetteer}-`));
  const logPath = join(dir, 'server.log');
  const started = performance.now();
  const { child, baseURL } = await startServer(join(dir, 'data'), logPath, gazetteer, extraEnv);
  child.removeAllListeners('exit');
  try {
    await waitForHealth(baseURL);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const readyMs = performance.now() - started;
  return {
    baseURL,
    logPath,
    readyMs,
    async stop() {
      await stopServer(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
