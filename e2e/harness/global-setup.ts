import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultFakeReply, startFakeOpenAiServer } from '@stellara/server/testing/fake-openai-server';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../scripts/services.mjs';
import { e2eAdmins } from './admin.ts';
import { ensureProductionBuild } from './build.ts';
import { type Gazetteer, startServer, stopServer, waitForHealth } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the app under test. */
    baseURL: string;
    /** The server's output so far (JSON log lines), for what it only writes there, e.g. mail links. */
    serverLogPath: string;
  }
}

const root = join(import.meta.dirname, '..', '..');

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
  ensureProductionBuild('e2e');
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
