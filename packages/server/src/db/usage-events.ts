// Usage events (user_analytics, docs/admin.md): what members do, counted by the admin dashboards. The event
// types the spec counts: chat_message (recorded by the conversation store), chart_created, folder_created and
// compatibility_reading (recorded here, in the same transaction as the row they describe, so one action is one
// event and a failed action is none).
import type { Tier } from '@stellara/contract';
import type { Orm } from './client.ts';
import { userAnalytics } from './schema/conversation.ts';

export const USAGE_EVENT_TYPES = ['chat_message', 'chart_created', 'folder_created', 'compatibility_reading'] as const;
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[number];

/** Anything that can insert: the database's ORM or a transaction of it. */
type Inserter = Pick<Orm, 'insert'>;

export async function recordUsageEvent(
  orm: Inserter,
  event: { type: UsageEventType; member: { id: string; plan: Tier }; data?: Record<string, unknown> },
): Promise<void> {
  await orm.insert(userAnalytics).values({
    userId: event.member.id,
    eventType: event.type,
    eventData: event.data ?? {},
    userTier: event.member.plan,
    isAnonymous: false,
  });
}
