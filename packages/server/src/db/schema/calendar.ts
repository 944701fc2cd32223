// Calendar subscriptions: one private feed link per member. Only the SHA-256 of the link's secret is stored (the
// secret is 32 random bytes, so a fast hash leaves nothing to guess); revoking deletes the row, and the link 404s.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt } from './common.ts';

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
