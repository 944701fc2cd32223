// Per-endpoint call counters for the admin API tester (table api_call_stats). Counted in memory and
// flushed in batches: one database write per request would cap the chart API's throughput.
import type { Database } from '../db/client.ts';

interface Tally {
  calls: number;
  ok: number;
  failed: number;
  totalMs: number;
  lastAt: number;
}

export class ApiCallStats {
  private pending = new Map<string, Tally>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Pick<Database, 'sql'>,
    private readonly flushEveryMs = 2000,
  ) {}

  record(functionName: string, success: boolean, durationMs: number, at = Date.now()): void {
    let t = this.pending.get(functionName);
    if (!t) {
      t = { calls: 0, ok: 0, failed: 0, totalMs: 0, lastAt: 0 };
      this.pending.set(functionName, t);
    }
    t.calls++;
    if (success) t.ok++;
    else t.failed++;
    t.totalMs += durationMs;
    t.lastAt = Math.max(t.lastAt, at);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.flushEveryMs);
      this.timer.unref();
    }
  }

  /** Writes what has been counted since the last flush (one upsert per endpoint); safe to call any time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    for (const [name, t] of batch) {
      // The running average is weighted by call counts: old avg x old calls + this batch's total time.
      await this.db.sql.query(
        `INSERT INTO api_call_stats (function_name, total_calls, successful_calls, failed_calls, avg_duration_ms, last_call_at)
         VALUES ($1, $2::int, $3::int, $4::int, $5::float8, to_timestamp($6::float8 / 1000.0))
         ON CONFLICT (function_name) DO UPDATE SET
           total_calls = api_call_stats.total_calls + EXCLUDED.total_calls,
           successful_calls = api_call_stats.successful_calls + EXCLUDED.successful_calls,
           failed_calls = api_call_stats.failed_calls + EXCLUDED.failed_calls,
           avg_duration_ms = (api_call_stats.avg_duration_ms * api_call_stats.total_calls + $7::float8)
             / (api_call_stats.total_calls + EXCLUDED.total_calls),
           last_call_at = GREATEST(api_call_stats.last_call_at, EXCLUDED.last_call_at)`,
        [name, t.calls, t.ok, t.failed, t.totalMs / t.calls, t.lastAt, t.totalMs],
      );
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
