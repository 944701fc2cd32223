// Visitors' chats are kept for their browser session, not forever (spec: "Birth data for anonymous visitors is kept
// only for the browser session"). This removes every visitor conversation idle since before a cutoff, with what is
// keyed by it: messages (cascade), hook state, stored transits and its chat_message analytics events. Single
// statements on rows already past the cutoff: safe when several instances sweep at once, and idempotent.
import type { Database } from '../db/client.ts';

/** A visitor conversation's last activity: its own last change or its newest message, whichever is later. */
const LAST_ACTIVITY = `greatest(c.updated_at,
  coalesce((select max(m.created_at) from conversation_messages m where m.conversation_id = c.id), c.updated_at))`;

/** Removes visitor conversations idle since before `cutoff`; answers how many went. */
export async function removeIdleVisitorConversations(db: Database, cutoff: Date): Promise<number> {
  const { rows } = await db.sql.query<{ n: string | number }>(
    `with gone as (
       delete from conversations c
        where c.user_id is null and ${LAST_ACTIVITY} < $1::timestamptz
        returning c.id::text as id
     ), hooks as (
       delete from session_hook_data h where h.user_id is null and h.session_id in (select id from gone)
     ), transits as (
       delete from session_transits t where t.session_id in (select id from gone)
     ), events as (
       delete from user_analytics a where a.user_id is null and a.event_data->>'conversationId' in (select id from gone)
     )
     select count(*) as n from gone`,
    [cutoff.toISOString()],
  );
  // What a conversation removed some other way (or before this sweep existed) left behind, once past the cutoff too.
  await db.sql.query(
    `delete from session_hook_data h where h.user_id is null and h.updated_at < $1::timestamptz
        and not exists (select 1 from conversations c where c.id::text = h.session_id)`,
    [cutoff.toISOString()],
  );
  await db.sql.query(
    `delete from session_transits t where t.created_at < $1::timestamptz
        and not exists (select 1 from conversations c where c.id::text = t.session_id)`,
    [cutoff.toISOString()],
  );
  await db.sql.query(
    `delete from user_analytics a where a.user_id is null and a.created_at < $1::timestamptz and a.event_data ? 'conversationId'
        and not exists (select 1 from conversations c where c.id::text = a.event_data->>'conversationId')`,
    [cutoff.toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}
