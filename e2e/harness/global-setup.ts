import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { defaultFakeReply, startFakeOpenAiServer } from '../../packages/server/src/test-support/fake-openai-server.ts';
import { findChromium } from '../../scripts/services.mjs';
import { e2eAdmins } from './admin.ts';
import { type Gazetteer, serverMain, startServer, stopServer, waitForHealth } from './server.ts';

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
  // The shared server searches the gazetteer's sample (cities of a million people and more): it loads
  // in seconds. The newcomer walk starts its own server with the full gazetteer (newcomer.spec.ts).
  const gazetteer: Gazetteer = process.env.PLACES_GAZETTEER === 'full' ? 'full' : 'sample';
  // The local OpenAI-compatible test server is the gateway; the default model stays the built-in reader, so
  // replies are the reader's until a spec activates a gateway model (admin-models.spec.ts, which switches back).
  const llm = await startFakeOpenAiServer();
  llm.fallback = (req) =>
    req.body?.temperature === 0.3
      ? defaultFakeReply(req)
      : { kind: 'text', chunks: ['Reply from ', String(req.body?.model), ' through the local test gateway.'] };
  const { child, baseURL, output } = await startServer(join(dataDir, 'data'), logPath, gazetteer, {
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'e2e-test-key',
    LLM_DEFAULT_MODEL: 'stellara/built-in-reader',
  });
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
    await stopServer(child);
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG === '1') console.log(output());
  };
}
