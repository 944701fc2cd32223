import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_MODEL_TIMEOUTS, worstCaseHangMs } from './llm/timeouts.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('defaults to the embedded mode on port 3000 with ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, NODE_ENV: 'development', llmMode: 'builtin' });
    expect(config.DATA_DIR).toBe(join(process.cwd(), 'data'));
    expect(config.DATABASE_URL).toBeUndefined();
    rmSync(join(process.cwd(), 'data', 'session-secret'), { force: true });
  });

  it('names the variable whose value is wrong', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: must be a URL starting with postgres/);
    expect(problemsOf({ GRAPH_URL: 'http://neo4j' })[0]).toMatch(/^GRAPH_URL: /);
    // It goes into a response header: a value that is not a plain name is refused at start.
    expect(problemsOf({ INSTANCE_ID: 'web 1\r\nx-evil: 1' })[0]).toMatch(/^INSTANCE_ID: must be 1-64 letters/);
    expect(problemsOf({ INSTANCE_ID: 'web-1.eu_west' })).toEqual([]);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL: /);
    expect(problemsOf({ CORS_ORIGINS: 'example.com' })[0]).toMatch(/^CORS_ORIGINS: /);
    expect(problemsOf({ SESSION_SECRET: 'short' })[0]).toBe('SESSION_SECRET: must be at least 32 characters');
  });

  it("model deadlines: the defaults keep a hung gateway's error within 30 s; a bad value is named", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const timeouts = {
      connectMs: config.LLM_CONNECT_TIMEOUT_MS,
      firstTokenMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
      idleMs: config.LLM_IDLE_TIMEOUT_MS,
      requestMs: config.LLM_REQUEST_TIMEOUT_MS,
    };
    expect(timeouts).toEqual(DEFAULT_MODEL_TIMEOUTS);
    expect(worstCaseHangMs(timeouts)).toBeLessThanOrEqual(30_000);
    expect(config.LLM_ANALYSIS_TIMEOUT_MS).toBe(20_000);
    expect(loadConfig({ DATA_DIR: dataDir(), LLM_IDLE_TIMEOUT_MS: '2500' }).LLM_IDLE_TIMEOUT_MS).toBe(2500);
    expect(problemsOf({ LLM_CONNECT_TIMEOUT_MS: '0' })[0]).toMatch(/^LLM_CONNECT_TIMEOUT_MS: /);
    expect(problemsOf({ LLM_FIRST_TOKEN_TIMEOUT_MS: 'soon' })[0]).toMatch(/^LLM_FIRST_TOKEN_TIMEOUT_MS: /);
  });

  it('requires the secrets that production and the external services need', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain(
      'SESSION_SECRET: required when NODE_ENV=production (at least 32 characters)',
    );
    expect(problemsOf({ GRAPH_URL: 'bolt://db:7687' })).toContain('GRAPH_PASSWORD: required when GRAPH_URL is set');
    expect(problemsOf({ LLM_BASE_URL: 'https://gateway.example/api/v1' })).toContain(
      'LLM_API_KEY: required when LLM_BASE_URL points to a remote gateway',
    );
    expect(problemsOf({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toContain(
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  });

  it('turns the test-mode checkout on outside production only, unless BILLING_TEST_MODE says otherwise', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ DATA_DIR: dataDir() }).BILLING_TEST_MODE).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).BILLING_TEST_MODE).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), BILLING_TEST_MODE: 'false' }).BILLING_TEST_MODE).toBe(false);
    expect(loadConfig(production).BILLING_TEST_MODE).toBe(false);
    expect(loadConfig({ ...production, BILLING_TEST_MODE: 'true' }).BILLING_TEST_MODE).toBe(true);
    expect(problemsOf({ BILLING_TEST_MODE: 'yes' })[0]).toMatch(/^BILLING_TEST_MODE: /);
  });

  it('keeps a generated session secret in the data folder across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it('reads the document upload settings, with their defaults and bounds', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      INGEST_CONCURRENCY: 1,
      INGEST_MAX_FILE_MB: 25,
      INGEST_MAX_BATCH_FILES: 20,
      INGEST_MAX_PDF_PAGES: 2000,
      INGEST_MAX_OCR_PAGES: 200,
      INGEST_OCR_TIMEOUT_SECONDS: 60,
      INGEST_READ_TIMEOUT_SECONDS: 600,
      INGEST_READER_MEMORY_MB: 1024,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        INGEST_CONCURRENCY: '2',
        INGEST_MAX_FILE_MB: '10',
        INGEST_READER_MEMORY_MB: '512',
      }),
    ).toMatchObject({ INGEST_CONCURRENCY: 2, INGEST_MAX_FILE_MB: 10, INGEST_READER_MEMORY_MB: 512 });
    expect(problemsOf({ INGEST_CONCURRENCY: '0' })[0]).toMatch(/^INGEST_CONCURRENCY: /);
    expect(problemsOf({ INGEST_MAX_FILE_MB: 'big' })[0]).toMatch(/^INGEST_MAX_FILE_MB: /);
    expect(problemsOf({ INGEST_MAX_BATCH_FILES: '1000' })[0]).toMatch(/^INGEST_MAX_BATCH_FILES: /);
    expect(problemsOf({ INGEST_MAX_PDF_PAGES: '-1' })[0]).toMatch(/^INGEST_MAX_PDF_PAGES: /);
    expect(problemsOf({ INGEST_OCR_TIMEOUT_SECONDS: '1' })[0]).toMatch(/^INGEST_OCR_TIMEOUT_SECONDS: /);
    expect(problemsOf({ INGEST_READER_MEMORY_MB: '64' })[0]).toMatch(/^INGEST_READER_MEMORY_MB: /);
  });

  it('switches to the gateway when a model key or URL is configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), LLM_API_KEY: 'k' }).llmMode).toBe('gateway');
  });
});
