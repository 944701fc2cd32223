import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './common.ts';

/** Rate-limit counters shared by every instance behind a load balancer (PostgreSQL mode). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: utcTimestamp('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
