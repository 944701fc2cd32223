import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../scripts/services.mjs';
import { e2eAdmins } from './admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the app under test. */
    baseURL: string;
    /** The server's output so far (JSON log lines), for what it only writes there, e.g. mail links. */
    serverLogPath: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
const webIndex = join(root, 'packages/web/dist/index.html');
const serverMain = join(root, 'packages/server/dist/main.js');

/** Newest modification time under `path` (files only, skipping dist and node_modules). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** The built app is fresh when both outputs are newer than every source they are built from. */
function buildIsFresh(): boolean {
  if (!existsSync(webIndex) || !existsSync(serverMain)) return false;
  const built = Math.min(statSync(webIndex).mtimeMs, statSync(serverMain).mtimeMs);
  const sources = [
    'packages/web',
    'packages/contract',
    'packages/astro/src',
    'packages/server/src',
    'package-lock.json',
  ];
  return sources.every((source) => newest(join(root, source)) <= built);
}

function build(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(webIndex) && existsSync(serverMain)) return;
  if (buildIsFresh()) return;
  console.log('[e2e] building the app (npm run build)...');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed with code ${result.status}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the server on a free port (known beforehand, so PUBLIC_URL and the links it mails are
 * right) and resolves its address from the "listening" log line.
 */
async function startServer(
  dataDir: string,
  logPath: string,
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
      // The gazetteer's deterministic subset (larger towns and cities) loads in a second or two.
      PLACES_GAZETTEER: process.env.PLACES_GAZETTEER ?? 'sample',
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

/** The administrators the admin specs sign in with, made the way an operator would (npm run admin:create). */
function createAdmins(dataDir: string): void {
  for (const admin of e2eAdmins) {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/server/src/accounts/admin-create.cli.ts',
        '--email',
        admin.email,
        '--role',
        admin.role,
        '--name',
        admin.name,
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', STELLARA_ADMIN_PASSWORD: admin.password },
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      },
    );
    if (result.status !== 0)
      throw new Error(`admin:create failed for ${admin.email}:\n${result.stdout}${result.stderr}`);
  }
}

/** Waits until the server answers its health check and place search has finished loading. */
async function waitForHealth(baseURL: string): Promise<void> {
  const deadline = Date.now() + 90_000;
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
  throw new Error(`GET /api/health did not report places ready within 90 s (${last})`);
}

/**
 * Builds the app (or reuses a fresh build), starts it on a free 127.0.0.1 port with a fresh
 * DATA_DIR, and gives specs its address through `inject('baseURL')`. Stops it afterwards.
 */
export default async function setup(project: TestProject) {
  if (!findChromium()) throw new Error('Chromium not found at /usr/bin/chromium (apt-get install chromium)');
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'stellara-e2e-'));
  const logPath = join(dataDir, 'server.log');
  createAdmins(join(dataDir, 'data'));
  const { child, baseURL, output } = await startServer(join(dataDir, 'data'), logPath);
  child.removeAllListeners('exit');
  try {
    await waitForHealth(baseURL);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('serverLogPath', logPath);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timeout);
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG === '1') console.log(output());
  };
}
