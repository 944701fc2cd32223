// Tables of llm: model configurations and their test sessions.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './common.ts';

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
