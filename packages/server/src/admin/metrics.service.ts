// The astrological dashboard's Overview (docs/admin.md), from
// real data only: accounts and visitor chats, chat messages, thumbs up/down ratings, the graph's node count, topics
// by the auto-title rules and personalities per message. A metric that cannot be read is null, never a guess.
import { type DashboardMetrics, type PersonalityId, personalityIds } from '@stellara/contract';
import { personalityNames, topicOf } from '../conversation/index.ts';
import type { Database } from '../db/client.ts';
import type { KnowledgeGraph } from '../knowledge/index.ts';
import type { Logger } from '../logging/logger.ts';

/** The bucket for first questions that match none of the auto-title topics. */
export const OTHER_TOPIC = 'Other Questions';
/** Popular Topics reads at most this many of the latest questions. */
export const TOPIC_SAMPLE_MAX = 50_000;

const percent = (count: number, total: number) => (total ? Math.round((count / total) * 1000) / 10 : 0);

export class MetricsService {
  constructor(private readonly deps: { db: Database; graph: KnowledgeGraph; logger: Logger }) {}

  private async metric<T>(name: string, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      this.deps.logger.warn({ err: (error as Error).message, metric: name }, 'dashboard metric failed');
      return null;
    }
  }

  private async count(sql: string): Promise<number> {
    const { rows } = await this.deps.db.sql.query<{ n: string | number }>(sql);
    return Number(rows[0]?.n ?? 0);
  }

  async overview(): Promise<DashboardMetrics> {
    const [userCounts, featureUsage, rating, knowledgeNodes, popularTopics, personalityUsage] = await Promise.all([
      this.metric('userCounts', async () => {
        // Members are the people using the app: an account that is an active administrator is staff, not a user.
        const members = await this.count(
          `select count(*) as n from auth_users u where not exists (
             select 1 from admin_users a where a.email = lower(u.email) and a.is_active)`,
        );
        // A visitor is known only by their temporary chat (its token): one who wrote in it counts; an opened chat
        // nobody wrote in does not. Chats claimed on sign-up count as the member's, and the retention sweep removes
        // chats idle for VISITOR_RETENTION_HOURS, so this is the visitors active within that window.
        const visitors = await this.count(
          `select count(*) as n from conversations c where c.user_id is null and exists (
             select 1 from conversation_messages m where m.conversation_id = c.id and m.sender = 'user')`,
        );
        return { total: members + visitors, members, visitors };
      }),
      this.metric('featureUsage', async () => {
        // One event per action, recorded with the row it describes (db/usage-events.ts).
        const { rows } = await this.deps.db.sql.query<Record<string, string | number>>(
          `select count(*) filter (where event_type = 'chart_created') as charts,
                  count(*) filter (where event_type = 'folder_created') as folders,
                  count(*) filter (where event_type = 'compatibility_reading') as readings
             from user_analytics where event_type in ('chart_created', 'folder_created', 'compatibility_reading')`,
        );
        return {
          chatMessages: await this.count(
            "select count(*) as n from conversation_messages where sender = 'user' and kind = 'message'",
          ),
          conversations: await this.count(
            "select count(distinct conversation_id) as n from conversation_messages where sender = 'user'",
          ),
          chartsCreated: Number(rows[0]?.charts ?? 0),
          foldersCreated: Number(rows[0]?.folders ?? 0),
          compatibilityReadings: Number(rows[0]?.readings ?? 0),
        };
      }),
      this.metric('rating', async () => {
        const { rows } = await this.deps.db.sql.query<{ up: string | number; down: string | number }>(
          `select count(*) filter (where rating = 'up') as up, count(*) filter (where rating = 'down') as down
             from conversation_messages where rating is not null`,
        );
        const up = Number(rows[0]?.up ?? 0);
        const down = Number(rows[0]?.down ?? 0);
        const ratings = up + down;
        return { average: ratings ? Math.round((up / ratings) * 1000) / 1000 : null, ratings, up, down };
      }),
      this.metric('knowledgeNodes', async () => (await this.deps.graph.totals()).nodes),
      this.metric('popularTopics', async () => {
        // Each question is classified by the auto-title rules (the topic it would title a chat with). Per question,
        // not per chat: every chat opens with the same "tell me about my chart" message after the birth data.
        const { rows } = await this.deps.db.sql.query<{ content: string }>(
          `select content from conversation_messages where sender = 'user' and kind = 'message'
            order by created_at desc limit ${TOPIC_SAMPLE_MAX}`,
        );
        const counts = new Map<string, number>();
        for (const r of rows) {
          const topic = topicOf(r.content) ?? OTHER_TOPIC;
          counts.set(topic, (counts.get(topic) ?? 0) + 1);
        }
        return [...counts]
          .map(([topic, count]) => ({ topic, count, percentage: percent(count, rows.length) }))
          .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic));
      }),
      this.metric('personalityUsage', async () => {
        const { rows } = await this.deps.db.sql.query<{ personality: string; n: string | number }>(
          `select personality, count(*) as n from conversation_messages
            where sender = 'user' and kind = 'message' group by personality`,
        );
        const known = rows.filter((r): r is { personality: PersonalityId; n: string | number } =>
          (personalityIds as readonly string[]).includes(r.personality),
        );
        const total = known.reduce((s, r) => s + Number(r.n), 0);
        return known
          .map((r) => ({
            personality: r.personality,
            name: personalityNames[r.personality],
            count: Number(r.n),
            percentage: percent(Number(r.n), total),
          }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      }),
    ]);
    return { userCounts, featureUsage, rating, knowledgeNodes, popularTopics, personalityUsage };
  }
}
