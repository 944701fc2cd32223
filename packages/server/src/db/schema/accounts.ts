// Accounts capability: anonymous visitor sessions, sign-in attempt counters, the mail outbox, billing and personal
// API keys. Also the admin_users roster.
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt, idColumn, updatedAt, utcTimestamp } from './common.ts';

/**
 * An anonymous visitor's session (what the spec kept in the browser's session storage): birth data, the
 * computed chart and the current chat. Keyed by the SHA-256 of the cookie's random token.
 */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: text('id').primaryKey(),
    birthData: jsonb('birth_data'),
    chart: jsonb('chart'),
    currentChat: jsonb('current_chat'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: utcTimestamp('expires_at').notNull(),
  },
  (t) => [index('visitor_sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window attempt counters (sign-in and sign-up per IP and per account), shared by all instances. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: utcTimestamp('reset_at').notNull(),
});

/** Mails written instead of sent when no SMTP server is configured (embedded mode). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    link: text('link'),
    /** The HTML part, when the mail has one (the morning note). */
    html: text('html'),
    /** Extra headers the mail carries (List-Unsubscribe), as SMTP would send them. */
    headers: jsonb('headers'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

/** The member's paid plan with the payment provider (one row per member). */
export const billingAccounts = pgTable('billing_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  plan: text('plan', { enum: ['free', 'plus', 'pro'] })
    .notNull()
    .default('free'),
  extraCharts: integer('extra_charts').notNull().default(0),
  status: text('status').notNull().default('none'),
  currentPeriodEnd: utcTimestamp('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Checkouts started (test mode completes them itself; Stripe through its webhook). */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    plan: text('plan', { enum: ['plus', 'pro'] }),
    extraCharts: integer('extra_charts').notNull().default(0),
    /** The provider's subscription this checkout started (extra charts end with it). */
    subscriptionId: text('subscription_id'),
    status: text('status', { enum: ['open', 'completed', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    completedAt: utcTimestamp('completed_at'),
  },
  (t) => [index('billing_checkouts_user_idx').on(t.userId)],
);

/** Provider events already applied: a replayed webhook is recognised and ignored. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  userId: text('user_id'),
  receivedAt: createdAt(),
});

/**
 * Personal API keys for the /api/v4 chart endpoints. Only the SHA-256 of the key is stored (a key is 32 random
 * bytes, so a fast hash is enough: there is nothing to guess); `prefix` is its visible start, to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: utcTimestamp('last_used_at'),
    revokedAt: utcTimestamp('revoked_at'),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

export const adminUsers = pgTable('admin_users', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  name: text('name'),
  role: text('role').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastLogin: utcTimestamp('last_login'),
  createdAt: createdAt(),
});
