// Tables of charts: the call statistics of the chart API and the API tester; members' share links.
import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt, idColumn, utcTimestamp } from './common.ts';

export const apiCallStats = pgTable('api_call_stats', {
  functionName: text('function_name').primaryKey(),
  totalCalls: integer('total_calls').notNull().default(0),
  successfulCalls: integer('successful_calls').notNull().default(0),
  failedCalls: integer('failed_calls').notNull().default(0),
  avgDurationMs: doublePrecision('avg_duration_ms').notNull().default(0),
  lastCallAt: utcTimestamp('last_call_at'),
});

/**
 * A member's chart behind a public link (/s/<token>). Only the token's SHA-256 is kept; the chart is read from the
 * member's profile when the link is opened, so no copy of the birth data sits here. Revoking deletes the row.
 */
export const chartShares = pgTable(
  'chart_shares',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    firstName: text('first_name'),
    includeBirthDate: boolean('include_birth_date').notNull().default(false),
    includeBirthTime: boolean('include_birth_time').notNull().default(false),
    includeBirthPlace: boolean('include_birth_place').notNull().default(false),
    allowCompatibility: boolean('allow_compatibility').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chart_shares_user_idx').on(t.userId)],
);
