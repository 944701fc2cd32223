import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt, idColumn, updatedAt, utcTimestamp } from './common.ts';

// Administrator-side tables of the spec (admin document, section 3).

export const adminUsers = pgTable('admin_users', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  name: text('name'),
  role: text('role').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastLogin: utcTimestamp('last_login'),
  createdAt: createdAt(),
});

export const userAnalytics = pgTable(
  'user_analytics',
  {
    id: idColumn(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').notNull().default({}),
    userTier: text('user_tier').notNull(),
    isAnonymous: boolean('is_anonymous').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_analytics_created_idx').on(t.createdAt.desc()),
    index('user_analytics_type_created_idx').on(t.eventType, t.createdAt.desc()),
    index('user_analytics_user_idx').on(t.userId),
  ],
);

export const knowledgeUpdates = pgTable(
  'knowledge_updates',
  {
    id: idColumn(),
    entityType: text('entity_type').notNull(),
    updateType: text('update_type').notNull(),
    source: text('source').notNull(),
    entityData: jsonb('entity_data').notNull().default({}),
    success: boolean('success').notNull(),
    errorMessage: text('error_message'),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    approvedBy: text('approved_by'),
    approvedAt: utcTimestamp('approved_at'),
    status: text('status').notNull().default('recorded'),
    createdAt: createdAt(),
  },
  (t) => [
    index('knowledge_updates_created_idx').on(t.createdAt.desc()),
    index('knowledge_updates_type_idx').on(t.updateType),
  ],
);

export const apiCallStats = pgTable('api_call_stats', {
  functionName: text('function_name').primaryKey(),
  totalCalls: integer('total_calls').notNull().default(0),
  successfulCalls: integer('successful_calls').notNull().default(0),
  failedCalls: integer('failed_calls').notNull().default(0),
  avgDurationMs: doublePrecision('avg_duration_ms').notNull().default(0),
  lastCallAt: utcTimestamp('last_call_at'),
});

export const llmConfigurations = pgTable(
  'llm_configurations',
  {
    id: idColumn(),
    modelName: text('model_name').notNull(),
    provider: text('provider').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Exactly one model may be active at a time.
    uniqueIndex('llm_configurations_one_active_idx').on(t.isActive).where(sql`${t.isActive}`),
    index('llm_configurations_created_idx').on(t.createdAt.desc()),
  ],
);

export const llmTestSessions = pgTable(
  'llm_test_sessions',
  {
    id: idColumn(),
    adminId: text('admin_id').notNull(),
    testMessage: text('test_message').notNull(),
    personalityMode: text('personality_mode').notNull(),
    technicalLevel: text('technical_level').notNull(),
    environment: text('environment').notNull().default('staging'),
    responseStaging: text('response_staging'),
    foundKnowledge: jsonb('found_knowledge'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('llm_test_sessions_admin_created_idx').on(t.adminId, t.createdAt.desc())],
);

export const personalityPrompts = pgTable(
  'personality_prompts',
  {
    id: idColumn(),
    personalityMode: text('personality_mode').notNull(),
    promptSection: text('prompt_section', {
      enum: ['system_base', 'greeting', 'style', 'knowledge_context', 'response_pattern'],
    }).notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('personality_prompts_mode_section_idx').on(t.personalityMode, t.promptSection)],
);

export const personalityFeedback = pgTable(
  'personality_feedback',
  {
    id: idColumn(),
    personalityMode: text('personality_mode').notNull(),
    feedbackType: text('feedback_type').notNull().default('conversational'),
    originalResponse: text('original_response').notNull(),
    feedbackContent: text('feedback_content').notNull(),
    suggestedImprovement: text('suggested_improvement'),
    analysis: jsonb('analysis'),
    createdBy: text('created_by'),
    status: text('status', { enum: ['pending', 'applied', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    appliedAt: utcTimestamp('applied_at'),
  },
  (t) => [index('personality_feedback_status_created_idx').on(t.status, t.createdAt.desc())],
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

export const aiTrainingData = pgTable(
  'ai_training_data',
  {
    id: idColumn(),
    personalityMode: text('personality_mode').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_training_data_mode_active_idx').on(t.personalityMode, t.isActive)],
);

export const stagingConfigurations = pgTable('staging_configurations', {
  id: idColumn(),
  configType: text('config_type').notNull(),
  config: jsonb('config').notNull().default({}),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const teachingSessions = pgTable(
  'teaching_sessions',
  {
    id: idColumn(),
    adminId: text('admin_id').notNull(),
    personalityMode: text('personality_mode'),
    messages: jsonb('messages').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teaching_sessions_admin_updated_idx').on(t.adminId, t.updatedAt.desc())],
);

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
