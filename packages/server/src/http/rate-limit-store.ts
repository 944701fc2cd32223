import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SqlClient } from '../db/client.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A fixed-window counter per key in PostgreSQL, so that several instances behind a load balancer
 * share one limit. (The embedded mode runs a single process and keeps counters in memory.)
 */
export function postgresRateLimitStore(sql: SqlClient): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweepExpired = () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    sql.query('DELETE FROM rate_limit_counters WHERE reset_at < now()').catch(() => {});
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = timeWindow ?? 60_000;
      sql
        .query<{ count: number; ttl: number }>(
          `INSERT INTO rate_limit_counters AS c (key, count, reset_at)
           VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
             reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
           RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl`,
          [this.prefix + key, windowMs],
        )
        .then(({ rows }) => callback(null, { current: rows[0]!.count, ttl: rows[0]!.ttl }))
        .catch((error: Error) => callback(error));
      sweepExpired();
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route under routeInfo (empty for rateLimit() preHandlers).
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(`${this.prefix}${route?.method ?? ''}${route?.url ?? ''}:`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
