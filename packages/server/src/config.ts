import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable the server reads. The README's configuration table mirrors this. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  LOG_RETENTION_DAYS: positiveInt(14),
  LOG_MAX_ROWS: positiveInt(50_000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o)), {
      message: 'must be a comma-separated list of origins like https://example.com',
    }),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  /** Names this instance behind a load balancer: sent as `x-served-by` on every response, prefixes its job worker id. */
  INSTANCE_ID: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9._-]{1,64}$/.test(v), {
    message: 'must be 1-64 letters, digits, dots, dashes or underscores',
  }),
  /** A visitor's chats, birth data and session are removed after this many hours without activity. */
  VISITOR_RETENTION_HOURS: positiveInt(48),
  /** Questions a visitor may ask in 24 hours (from the first of them); Plus and Pro have no limit. */
  VISITOR_QUESTIONS_PER_DAY: positiveInt(5),
  /** Questions a free member may ask in 24 hours (from the first of them). */
  FREE_QUESTIONS_PER_DAY: positiveInt(15),
  CHART_API_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_MAX: positiveInt(10),
  GRAPH_URL: optionalUrl(['bolt', 'bolt+s', 'bolt+ssc', 'neo4j', 'neo4j+s', 'neo4j+ssc']),
  GRAPH_USER: z.string().trim().default('neo4j'),
  GRAPH_PASSWORD: optionalText,
  LLM_BASE_URL: optionalUrl(['http', 'https']),
  LLM_API_KEY: optionalText,
  LLM_DEFAULT_MODEL: z.string().trim().min(1).default('openai/gpt-4o-mini'),
  /** Model call deadlines (llm/timeouts.ts): a hung gateway shows the person the error within first token + idle. */
  LLM_CONNECT_TIMEOUT_MS: positiveInt(10_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: positiveInt(15_000),
  LLM_IDLE_TIMEOUT_MS: positiveInt(10_000),
  LLM_REQUEST_TIMEOUT_MS: positiveInt(120_000),
  /** The engagement analysis of a hook answer runs beside the reply; past this it falls back to keywords. */
  LLM_ANALYSIS_TIMEOUT_MS: positiveInt(20_000),
  GEOCODER_URL: optionalUrl(['http', 'https']),
  /** Bundled gazetteer to load when GEOCODER_URL is not set: full (default), sample (big cities; tests), off. */
  PLACES_GAZETTEER: z.enum(['full', 'sample', 'off']).default('full'),
  OCR_URL: optionalUrl(['http', 'https']),
  OCR_API_KEY: optionalText,
  /** Document upload (admin): jobs read at once, limits per file and batch, PDF pages, OCR time, reader memory. */
  INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  INGEST_MAX_FILE_MB: z.coerce.number().int().min(1).max(200).default(25),
  INGEST_MAX_BATCH_FILES: z.coerce.number().int().min(1).max(100).default(20),
  INGEST_MAX_PDF_PAGES: positiveInt(2000),
  INGEST_MAX_OCR_PAGES: positiveInt(200),
  INGEST_OCR_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  INGEST_READ_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  INGEST_READER_MEMORY_MB: z.coerce.number().int().min(192).max(16_384).default(1024),
  /** How long an instance's claim on a job holds without renewal: another takes the job over after this. */
  INGEST_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().default('Stellara <no-reply@stellara.local>'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl(['http', 'https']),
  /**
   * The labelled test-mode checkout (upgrades without payment) when no Stripe keys are set. Unset: on outside
   * production, off in production, where only an explicit `true` turns it on (with a warning at start).
   */
  BILLING_TEST_MODE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET' | 'DATA_DIR' | 'BILLING_TEST_MODE'> {
  DATA_DIR: string;
  SESSION_SECRET: string;
  /** Resolved: the explicit value, else true outside production. */
  BILLING_TEST_MODE: boolean;
  /** The embedded model unless a gateway key is configured. */
  llmMode: 'builtin' | 'gateway';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment. A bad value stops the start with a message naming the
 * variable. Without SESSION_SECRET, development keeps a generated secret in DATA_DIR so sessions
 * survive restarts; production must set it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.NODE_ENV === 'production' && !values.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required when NODE_ENV=production (at least 32 characters)');
  }
  if (values.GRAPH_URL && !values.GRAPH_PASSWORD) problems.push('GRAPH_PASSWORD: required when GRAPH_URL is set');
  if (values.LLM_BASE_URL && !values.LLM_API_KEY && !isLocalUrl(values.LLM_BASE_URL)) {
    problems.push('LLM_API_KEY: required when LLM_BASE_URL points to a remote gateway');
  }
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (problems.length) throw new ConfigError(problems);

  const dataDir = resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    SESSION_SECRET: values.SESSION_SECRET ?? persistedSecret(dataDir),
    BILLING_TEST_MODE: values.BILLING_TEST_MODE ?? values.NODE_ENV !== 'production',
    llmMode: values.LLM_BASE_URL || values.LLM_API_KEY ? 'gateway' : 'builtin',
  };
}

function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function persistedSecret(dataDir: string): string {
  const path = join(dataDir, 'session-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
