import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt, idColumn, updatedAt, utcTimestamp } from './common.ts';

// Chat sessions as the conversation engine keeps them: one row per session, one row per message, so a
// streamed reply is stored on its own and a user message is never rewritten by a concurrent reply.

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
