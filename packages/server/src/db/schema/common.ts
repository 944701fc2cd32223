import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every timestamp is stored as timestamptz and handled in UTC. */
export const utcTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => utcTimestamp('created_at').notNull().defaultNow();
export const updatedAt = () => utcTimestamp('updated_at').notNull().defaultNow();
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
