// Chat sessions as the conversation engine keeps them: one row per session, one row per message, so a
// streamed reply is stored on its own and a user message is never rewritten by a concurrent reply.
// Also the usage events a chat records (user_analytics) and the personalities' prompt sections, trainer
// feedback, training data and staging configurations.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt, idColumn, updatedAt, utcTimestamp } from './common.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    /** The member who owns it; null for a visitor's temporary chat. */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    /** sha256 of the visitor's access token (temporary chats only). */
    tokenHash: text('token_hash'),
    title: text('title').notNull().default('New Conversation'),
    personality: text('personality').notNull().default('guide'),
    technicalLevel: text('technical_level').notNull().default('basic'),
    /** Birth data the chat reads the chart from (conversation contract's birth data). */
    birthData: jsonb('birth_data'),
    isTemporary: boolean('is_temporary').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 'user' or 'Stellara'. */
    sender: text('sender').notNull(),
    content: text('content').notNull(),
    personality: text('personality').notNull(),
    technicalLevel: text('technical_level').notNull(),
    /** complete, streaming, incomplete (cut off midway), error (the catalogue's text). */
    status: text('status').notNull().default('complete'),
    /** message, hook, welcome. */
    kind: text('kind').notNull().default('message'),
    placements: jsonb('placements').notNull().default([]),
    clientMessageId: text('client_message_id'),
    /**
     * A user message whose reply is being written: the claim of the request writing it (set in the statement that
     * stores the message, or taken over by a resend or retry once the reply failed; cleared when the reply is
     * stored). Instances share it through the database, so a resend meanwhile gets 409, never a second reply.
     */
    replyClaim: text('reply_claim'),
    replyClaimedAt: utcTimestamp('reply_claimed_at'),
    /** The reader's thumbs up/down on a reply ('up' or 'down'; null when not rated). Averaged on the admin Overview. */
    rating: text('rating', { enum: ['up', 'down'] }),
    ratedAt: utcTimestamp('rated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('conversation_messages_client_id_idx')
      .on(t.conversationId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
    index('conversation_messages_rating_idx').on(t.rating).where(sql`${t.rating} is not null`),
  ],
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

/**
 * The daily question allowance (conversation/allowance): one row per counted person, `member:<user id>` or
 * `visitor:<hash of the visitor session token>`, shared by every instance. A window is 24 hours from `window_start`.
 */
export const questionAllowances = pgTable('question_allowances', {
  person: text('person').primaryKey(),
  windowStart: utcTimestamp('window_start').notNull(),
  used: integer('used').notNull(),
});
