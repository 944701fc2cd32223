// Two concurrent sends with the same clientMessageId stored one user message but streamed two
// replies. Now the reply is claimed in the database row that stores the message: while the first request streams, a
// second one (on this instance or another on the same PostgreSQL) gets 409; once the reply is complete a resend gets
// the stored reply again without asking the model. The model here is held open by a promise the test releases, so
// nothing depends on timing: the refused request is the one that can finish while the model is held. A retry with
// nothing to retry used to answer 200 with a generic error inside the stream; it is a 409 before the stream opens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCodes } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { GenerationRequest, LanguageModel } from '../llm/language-model.port.ts';
import { type RunningServer, startServer } from '../server.ts';
import { testServerEnv } from '../test-support/database-template.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from './conversation.routes.ts';
import { REPLY_CLAIM_STALE_MS, REPLY_IN_PROGRESS } from './resend-rules.ts';
import type { ConversationStore } from './store.ts';

const ROUNDS = 10;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A model whose replies wait at a gate the test opens; it says when a stream has started. */
class GatedModel implements LanguageModel {
  readonly mode = 'openai-compatible' as const;
  readonly detail = 'gated test model';
  streams = 0;
  /** Streams since the last reset. */
  private roundStreams = 0;
  private gate = deferred();
  private started = deferred();

  /** A new gate for the next round. */
  reset() {
    this.roundStreams = 0;
    this.gate = deferred();
    this.started = deferred();
  }
  /** Resolves once a reply stream has begun (the first request holds the claim then). */
  streaming() {
    return this.started.promise;
  }
  open() {
    this.gate.resolve();
  }
  async answerer() {
    return { kind: 'model' as const, name: 'test/gated' };
  }
  async *stream(_request: GenerationRequest) {
    this.streams++;
    // A second reply stream in a round is the bug: let everything finish so the assertions report it, not a hang.
    if (++this.roundStreams > 1) this.gate.resolve();
    this.started.resolve();
    yield 'Your Sun in Cancer ';
    await this.gate.promise;
    yield 'seeks a home in people.';
  }
  async complete() {
    return '{}';
  }
  async probe() {
    return { message: 'gated' };
  }
  clearModelCache() {}
}

/** Swaps the conversation capability's model (the deps object all streaming use cases share). */
function useModel(server: RunningServer, model: LanguageModel) {
  (server.ctx.conversations as unknown as { deps: { model: LanguageModel } }).deps.model = model;
}

let server: RunningServer;
/** On PostgreSQL, a second instance on the same database: the second request of each round goes there. */
let other: RunningServer;
let otherDataDir: string | undefined;
const model = new GatedModel();

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  other = server;
  if (testDatabaseKind === 'postgres') {
    otherDataDir = mkdtempSync(join(tmpdir(), 'stellara-test-'));
    other = await startServer(
      loadConfig({
        ...testServerEnv,
        RATE_LIMIT_PER_MINUTE: '100000',
        DATA_DIR: otherDataDir,
        DATABASE_URL: server.ctx.config.DATABASE_URL!,
      }),
      { logToStdout: false },
    );
    await other.app.ready();
  }
  useModel(server, model);
  useModel(other, model);
});
afterAll(async () => {
  if (other && other !== server) await other.close();
  if (otherDataDir) rmSync(otherDataDir, { recursive: true, force: true });
  await server?.close();
});

/** The conversation store behind the service, for claims as a second writer would take them. */
const store = (on: RunningServer) => (on.ctx.conversations as unknown as { store: ConversationStore }).store;

async function startConversation() {
  const res = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData } });
  expect(res.statusCode).toBe(201);
  const { session, token } = res.json();
  return { id: session.id as string, headers: { [CONVERSATION_TOKEN_HEADER]: token as string } };
}

type Chat = Awaited<ReturnType<typeof startConversation>>;
// Each request from its own address: the per-minute limit of the send route is per client.
let address = 1;
const send = (on: RunningServer, chat: Chat, clientMessageId: string) =>
  on.app.inject({
    method: 'POST',
    url: `/api/conversations/${chat.id}/messages`,
    headers: chat.headers,
    remoteAddress: `10.8.${address >> 8}.${address++ & 255}`,
    payload: { content: 'What does my Sun sign say about home?', clientMessageId },
  });

async function stored(chat: Chat) {
  const { rows } = await server.ctx.db.sql.query<{ sender: string; status: string; id: string }>(
    'select id, sender, status from conversation_messages where conversation_id = $1 order by seq',
    [chat.id],
  );
  return rows;
}

describe(`duplicate sends on ${testDatabaseKind} (PostgreSQL: two instances on one database)`, () => {
  it(`${ROUNDS} rounds of two concurrent sends with one client id: one message, one reply, the other 409`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      model.reset();
      const streamsBefore = model.streams;
      const chat = await startConversation();
      const clientId = `round-${round}`;
      const both = [send(server, chat, clientId), send(other, chat, clientId)];
      // Whichever stores the message streams and is held at the gate; the other can only finish with its refusal.
      const refused = await Promise.race(both);
      model.open();
      const answers = await Promise.all(both);
      const label = `round ${round}`;
      expect([label, answers.map((a) => a.statusCode).sort()]).toEqual([label, [200, 409]]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: { code: errorCodes.conflict, message: REPLY_IN_PROGRESS } });
      const streamed = parseSse(answers.find((a) => a.statusCode === 200)!.body);
      expect(streamed.at(-1)).toMatchObject({ event: 'done' });
      expect(streamed.at(-1)!.data.message.content).toBe('Your Sun in Cancer seeks a home in people.');
      expect([label, model.streams - streamsBefore]).toEqual([label, 1]);
      const rows = await stored(chat);
      expect([label, rows.map((r) => `${r.sender}:${r.status}`)]).toEqual([
        label,
        ['user:complete', 'Stellara:complete'],
      ]);

      // Once the reply is complete, a resend gets it again, without the model.
      const again = await send(other, chat, clientId);
      expect(again.statusCode).toBe(200);
      const replayed = parseSse(again.body);
      expect(replayed.map((e) => e.event)).toEqual(['user', 'done']);
      expect(replayed[0]!.data.message.id).toBe(rows[0]!.id);
      expect(replayed[1]!.data.message.id).toBe(rows[1]!.id);
      expect(model.streams - streamsBefore).toBe(1);
      expect(await stored(chat)).toHaveLength(2);
    }
  });

  it('retry with nothing to retry is a 409 in the error shape, before any stream opens; nothing is changed', async () => {
    const retry = (chat: Chat) =>
      server.app.inject({ method: 'POST', url: `/api/conversations/${chat.id}/retry`, headers: chat.headers });
    model.reset();
    const chat = await startConversation();
    const empty = await retry(chat);
    expect(empty.statusCode).toBe(409);
    expect(empty.headers['content-type']).toMatch(/application\/json/);
    expect(empty.json()).toEqual({
      error: { code: errorCodes.conflict, message: 'There is no message to answer again.' },
    });

    model.open();
    expect((await send(server, chat, 'answered')).statusCode).toBe(200);
    const before = await stored(chat);
    const answered = await retry(chat);
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error).toEqual({
      code: errorCodes.conflict,
      message: 'The last message already has a complete reply.',
    });
    expect(await stored(chat)).toEqual(before);

    // Access is still checked first: a wrong token is the same 404 as before.
    const stranger = await retry({ id: chat.id, headers: { [CONVERSATION_TOKEN_HEADER]: 'not-the-token' } });
    expect(stranger.statusCode).toBe(404);
  });

  it('a retry while the reply is still being written is refused, and no second reply is written', async () => {
    model.reset();
    const streamsBefore = model.streams;
    const chat = await startConversation();
    const first = send(server, chat, 'retry-race');
    await model.streaming();
    const retry = await other.app.inject({
      method: 'POST',
      url: `/api/conversations/${chat.id}/retry`,
      headers: chat.headers,
    });
    model.open();
    expect((await first).statusCode).toBe(200);
    // Refused before any stream opens: a real HTTP 409 in the error shape.
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ error: { code: errorCodes.conflict, message: REPLY_IN_PROGRESS } });
    expect(model.streams - streamsBefore).toBe(1);
    expect((await stored(chat)).map((r) => `${r.sender}:${r.status}`)).toEqual(['user:complete', 'Stellara:complete']);
  });

  it("a claim left by a writer that stopped mid-reply goes stale; a live writer's claim is renewed", async () => {
    model.reset();
    const chat = await startConversation();
    const first = send(server, chat, 'stopped-writer');
    await model.streaming();
    // As if the writer had been killed: its claim is no longer renewed and grows older than the stale age.
    const aged = `update conversation_messages set reply_claimed_at = now() - interval '${REPLY_CLAIM_STALE_MS + 1000} milliseconds'
                  where conversation_id = $1 and sender = 'user'`;
    await server.ctx.db.sql.query(aged, [chat.id]);
    const [user] = await stored(chat);
    expect(await store(server).claimReply(user!.id, 'another-writer', REPLY_CLAIM_STALE_MS)).toBe(true);
    model.open();
    expect((await first).statusCode).toBe(200);

    // A claim renewed by its writer (renewReply, every third of the stale age) stays its writer's.
    await store(server).renewReply(user!.id, 'another-writer');
    expect(await store(server).claimReply(user!.id, 'a-third-writer', REPLY_CLAIM_STALE_MS)).toBe(false);
  });

  it('a resend after a failed reply answers again under the claim, replacing the failed reply', async () => {
    model.reset();
    const chat = await startConversation();
    // The first attempt's reply failed (as stored by a cut stream), and its claim was given back.
    const first = send(server, chat, 'after-failure');
    await model.streaming();
    model.open();
    expect((await first).statusCode).toBe(200);
    const [, reply] = await stored(chat);
    await server.ctx.db.sql.query("update conversation_messages set status = 'error' where id = $1", [reply!.id]);
    model.reset();
    const streamsBefore = model.streams;
    const again = send(other, chat, 'after-failure');
    await model.streaming();
    model.open();
    const answer = await again;
    expect(answer.statusCode).toBe(200);
    expect(parseSse(answer.body).at(-1)).toMatchObject({ event: 'done' });
    expect(model.streams - streamsBefore).toBe(1);
    const rows = await stored(chat);
    expect(rows.map((r) => `${r.sender}:${r.status}`)).toEqual(['user:complete', 'Stellara:complete']);
    expect(rows[1]!.id).not.toBe(reply!.id);
  });
});
