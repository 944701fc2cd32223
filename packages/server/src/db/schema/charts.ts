// Tables of charts: the call statistics of the chart API and the API tester.
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './common.ts';

export const apiCallStats = pgTable('api_call_stats', {
  functionName: text('function_name').primaryKey(),
  totalCalls: integer('total_calls').notNull().default(0),
  successfulCalls: integer('successful_calls').notNull().default(0),
  failedCalls: integer('failed_calls').notNull().default(0),
  avgDurationMs: doublePrecision('avg_duration_ms').notNull().default(0),
  lastCallAt: utcTimestamp('last_call_at'),
});
