import { Writable } from 'node:stream';
import { replaceUnsafeText } from '@stellara/contract';
import type { SqlClient } from '../db/client.ts';
import { maskEmails } from './mask-email.ts';

export type StoredLogLevel = 'debug' | 'info' | 'warning' | 'error';

export interface LogEntry {
  level: StoredLogLevel;
  message: string;
  context: Record<string, unknown>;
  requestId: string | null;
  createdAt: Date;
}

const PINO_LEVELS: Record<number, StoredLogLevel> = {
  20: 'debug',
  30: 'info',
  40: 'warning',
  50: 'error',
  60: 'error',
};
const OMITTED_KEYS = new Set(['level', 'time', 'msg', 'reqId', 'pid', 'hostname']);

// A link's token must never reach system_logs (every administrator reads it): a sign-in by verification or a
// password reset is one click away. The mailer keeps links out of the logger; this is the second guard, for any line
// that carries one anyway (a request URL at debug level, an error quoting a link). Two shapes are recognised, also
// percent-encoded inside another link: a token-like query parameter (`?token=…`, `&reset_token=…`, `?code=…`) and the
// path segment after an action that takes one (`/reset-password/<token>`).
const TOKEN_PARAM = /((?:[?&#;]|%3F|%26)[\w.-]*(?:token|secret|code|otp|signature|sig|key)(?:=|%3D))[^&#\s"'\\<>]+/gi;
const TOKEN_PATH =
  /((?:\/|%2F)(?:reset-password|verify-email|verify|reset|magic-link|confirm|invite|invitation|token)(?:\/|%2F))(?!\[redacted\])[^/?#&\s"'\\<>]+/gi;
/** Cheap test first: most lines name none of these and are stored untouched. */
const MAY_CARRY_TOKEN = /token|secret|code|otp|sig|key|reset|verify|magic|confirm|invit/i;
export const REDACTED = '[redacted]';

/** The text with every link token replaced by `[redacted]`. */
export function redactLinkTokens(text: string): string {
  if (!MAY_CARRY_TOKEN.test(text)) return text;
  return text.replace(TOKEN_PARAM, `$1${REDACTED}`).replace(TOKEN_PATH, `$1${REDACTED}`);
}

function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactLinkTokens(value);
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = redactDeep(v, depth + 1);
  return out;
}

/**
 * A logged value as PostgreSQL can keep it: a NUL or a lone surrogate (from a refused request's field name, say) in
 * text or jsonb fails the insert, and with it the whole batch, so they become U+FFFD.
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return replaceUnsafeText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [replaceUnsafeText(k), storable(v)]));
  }
  return value;
}

/**
 * Turns one pino JSON line into a row for system_logs (null for trace lines and garbage); link tokens redacted,
 * e-mail addresses masked.
 */
export function toLogEntry(line: string): LogEntry | null {
  let record: Record<string, unknown>;
  try {
    // The logger masks addresses as it writes (logger.ts); masking again here guards any other writer of this sink.
    record = JSON.parse(maskEmails(line));
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  if (MAY_CARRY_TOKEN.test(line)) record = redactDeep(record) as Record<string, unknown>;
  const level = PINO_LEVELS[record.level as number];
  if (!level) return null;
  const context: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (!OMITTED_KEYS.has(key)) context[key] = storable(value);
  const time = typeof record.time === 'string' || typeof record.time === 'number' ? new Date(record.time) : new Date();
  return {
    level,
    message: typeof record.msg === 'string' ? replaceUnsafeText(record.msg) : '',
    context,
    requestId: typeof record.reqId === 'string' ? record.reqId : null,
    createdAt: Number.isNaN(time.getTime()) ? new Date() : time,
  };
}

export interface LogSinkOptions {
  retentionDays: number;
  maxRows: number;
  flushIntervalMs?: number;
  pruneIntervalMs?: number;
}

/**
 * Keeps the structured logs in the database for the admin System Logs tab. Lines are buffered and
 * written in batches (a write per line would slow every request); retention is bounded by age and
 * by row count. A failing write is reported on stderr, never through the logger (no feedback loop).
 */
export class DatabaseLogSink extends Writable {
  private buffer: LogEntry[] = [];
  private readonly flushTimer: NodeJS.Timeout;
  private readonly pruneTimer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private static readonly MAX_BUFFER = 5_000;

  constructor(
    private readonly sql: SqlClient,
    private readonly options: LogSinkOptions,
  ) {
    super();
    this.flushTimer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1_000);
    this.pruneTimer = setInterval(() => void this.prune(), options.pruneIntervalMs ?? 10 * 60_000);
    this.flushTimer.unref();
    this.pruneTimer.unref();
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      const entry = toLogEntry(line);
      // Under a flood (database down), drop the oldest lines rather than grow without bound.
      if (entry) this.buffer.push(entry);
      if (this.buffer.length > DatabaseLogSink.MAX_BUFFER) this.buffer.shift();
    }
    if (this.buffer.length >= 200) void this.flush();
    done();
  }

  /** Writes what is buffered; concurrent calls are chained so rows keep their order. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBatch());
    return this.flushing;
  }

  private async writeBatch(): Promise<void> {
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    try {
      await this.sql.query(
        `INSERT INTO system_logs (level, message, context, request_id, created_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::timestamptz[])`,
        [
          batch.map((e) => e.level),
          batch.map((e) => e.message),
          batch.map((e) => JSON.stringify(e.context)),
          batch.map((e) => e.requestId),
          batch.map((e) => e.createdAt.toISOString()),
        ],
      );
    } catch (error) {
      process.stderr.write(`Could not store ${batch.length} log lines: ${(error as Error).message}\n`);
    }
  }

  async prune(): Promise<void> {
    try {
      await this.sql.query(`DELETE FROM system_logs WHERE created_at < now() - make_interval(days => $1)`, [
        this.options.retentionDays,
      ]);
      await this.sql.query(
        `DELETE FROM system_logs WHERE id <= (SELECT id FROM system_logs ORDER BY id DESC OFFSET $1 LIMIT 1)`,
        [this.options.maxRows],
      );
    } catch (error) {
      process.stderr.write(`Could not prune system logs: ${(error as Error).message}\n`);
    }
  }

  /** Stops the timers and writes what is left (called on shutdown, before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.pruneTimer);
    await this.flush();
  }
}
