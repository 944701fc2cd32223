// Following a reply while it is written (GET /api/conversations/:id/live). On PostgreSQL the follower is a second
// instance on the same database, so the text crosses by LISTEN/NOTIFY; on PGlite it is a second tab on the one
// instance. Either way the follower sees the text written before it came, every token after, and the stored reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresClusterEvents } from '../db/cluster-events.ts';
import type { RunningServer } from '../server.ts';
import { defaultFakeReply, type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from './conversation.routes.ts';

const HANG_MS = 60_000;

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + HANG_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the awaited state never came');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('following a reply being written', () => {
  let fake: FakeOpenAiServer;
  let writer: RunningServer;
  let follower: RunningServer;
  let conversation: { id: string; headers: Record<string, string> };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const env = { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'test-key', LLM_DEFAULT_MODEL: 'example/model' };
    writer = await createTestServer(env);
    follower =
      testDatabaseKind === 'postgres'
        ? await createTestServer({ ...env, DATABASE_URL: writer.ctx.config.DATABASE_URL ?? '' })
        : writer;
    if (testDatabaseKind === 'postgres') {
      await Promise.all([writer, follower].map((s) => (s.ctx.events as PostgresClusterEvents).listening()));
    }
    const created = await writer.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { birthData: sampleBirthData },
    });
    expect(created.statusCode).toBe(201);
    conversation = { id: created.json().session.id, headers: { [CONVERSATION_TOKEN_HEADER]: created.json().token } };
  }, 120_000);
  afterAll(async () => {
    if (follower !== writer) await follower?.close();
    await writer?.close();
    await fake?.close();
  });

  const follow = () =>
    follower.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversation.id}/live`,
      headers: conversation.headers,
    });

  it('before anything is written: idle', async () => {
    const events = parseSse((await follow()).body);
    expect(events.map((e) => e.event)).toEqual(['idle']);
  });

  it('midway: the text so far, every later token, then the stored reply, nothing twice', async () => {
    let release!: () => void;
    const chunks = ['Your Sun ', 'in Capricorn ', 'builds ', 'slowly ', 'and well.'];
    fake.enqueue({ kind: 'text', chunks, pause: { after: 2, until: new Promise<void>((r) => (release = r)) } });
    fake.fallback = defaultFakeReply;
    const sent = writer.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: conversation.headers,
      payload: { content: 'What does my Sun say about work?' },
    });
    await until(() => fake.requests.some((r) => r.body?.stream && r.path.endsWith('/chat/completions')));
    // The writer hears the follower before the rest of the reply is let through.
    const heard = new Promise<void>((resolve) => writer.ctx.events.subscribe('reply.follow', () => resolve()));
    const followed = follow();
    await heard;
    release();

    const own = parseSse((await sent).body);
    const seen = parseSse((await followed).body);
    const text = (events: typeof own) =>
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data.text)
        .join('');
    expect(text(own)).toBe(chunks.join(''));
    expect(text(seen)).toBe(chunks.join(''));
    const start = own.find((e) => e.event === 'start')?.data.messageId;
    expect(seen[0]).toEqual({ event: 'start', data: { messageId: start } });
    const done = seen.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.message).toMatchObject({ id: start, content: chunks.join(''), status: 'complete' });

    const { rows } = await writer.ctx.db.sql.query<{ sender: string; n: number }>(
      'SELECT sender, count(*)::int AS n FROM conversation_messages WHERE conversation_id = $1 GROUP BY sender',
      [conversation.id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.sender, r.n]))).toEqual({ user: 1, Stellara: 1 });
  });

  it('after it is stored: the stored reply', async () => {
    const events = parseSse((await follow()).body);
    expect(events.map((e) => e.event)).toEqual(['done']);
    expect(events[0]?.data.message.content).toBe('Your Sun in Capricorn builds slowly and well.');
  });
});
