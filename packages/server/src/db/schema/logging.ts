// Tables of logging: structured server logs and system metrics.
import { bigserial, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, utcTimestamp } from './common.ts';

/** Structured server logs, read by the admin System Logs tab; pruned to a bounded size. */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level', { enum: ['debug', 'info', 'warning', 'error'] }).notNull(),
    message: text('message').notNull(),
    context: jsonb('context').notNull().default({}),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('system_logs_created_idx').on(t.createdAt.desc()),
    index('system_logs_level_created_idx').on(t.level, t.createdAt.desc()),
  ],
);

export const systemMetrics = pgTable(
  'system_metrics',
  {
    id: idColumn(),
    metricType: text('metric_type').notNull(),
    value: doublePrecision('value').notNull(),
    labels: jsonb('labels').notNull().default({}),
    recordedAt: utcTimestamp('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('system_metrics_type_recorded_idx').on(t.metricType, t.recordedAt.desc())],
);
