// System Logs: the structured server logs stored in system_logs (logging/database-log-sink.ts), newest first,
// filtered by level, with the count per level, paged by id.
import type { LogLevel, LogsAnswer } from '@stellara/contract';
import type { Database } from '../db/client.ts';

export interface LogsRequest {
  level: 'all' | LogLevel;
  limit: number;
  before?: number | undefined;
}

export class LogsService {
  constructor(private readonly db: Database) {}

  /** Lines reach the table within about a second (the sink writes in batches). */
  async list(request: LogsRequest): Promise<LogsAnswer> {
    const level = request.level === 'all' ? null : request.level;
    const { rows } = await this.db.sql.query<{
      id: string | number;
      level: LogLevel;
      message: string;
      context: Record<string, unknown>;
      request_id: string | null;
      created_at: Date | string;
    }>(
      `SELECT id, level, message, context, request_id, created_at FROM system_logs
       WHERE ($1::text IS NULL OR level = $1::text) AND ($2::bigint IS NULL OR id < $2::bigint)
       ORDER BY id DESC LIMIT $3`,
      [level, request.before ?? null, request.limit + 1],
    );
    const page = rows.slice(0, request.limit);
    const counts = await this.db.sql.query<{ level: LogLevel; n: number }>(
      'SELECT level, count(*)::int AS n FROM system_logs GROUP BY level',
    );
    const by = Object.fromEntries(counts.rows.map((r) => [r.level, Number(r.n)])) as Partial<Record<LogLevel, number>>;
    const info = by.info ?? 0;
    const warning = by.warning ?? 0;
    const error = by.error ?? 0;
    const debug = by.debug ?? 0;
    const last = page.at(-1);
    return {
      logs: page.map((r) => ({
        id: Number(r.id),
        level: r.level,
        message: r.message,
        context: r.context ?? {},
        requestId: r.request_id,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      counts: { all: info + warning + error + debug, info, warning, error, debug },
      nextBefore: rows.length > request.limit && last ? Number(last.id) : null,
    };
  }
}
