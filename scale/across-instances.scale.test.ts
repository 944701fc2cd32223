// What one instance does, the others see: document progress, a model change, a reply being written; and what a
// killed instance leaves behind (a document job, a reply cut midway) is finished by the others. Everything goes
// through the balancer unless a step needs one instance in particular (then it says so).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPLY_CLAIM_STALE_MS } from '../packages/server/src/conversation/resend-rules.ts';
import { ASTRO_LINES, scannedPdf } from '../packages/server/src/test-support/documents.ts';
import { sampleBirthData } from '../packages/server/src/test-support/fixtures.ts';
import type { ClusterClient } from './harness/client.ts';
import { type Cluster, startCluster, waitUntil } from './harness/cluster.ts';
import { StreamRecorder, sseEvents } from './harness/sse.ts';

const TOKEN_HEADER = 'x-conversation-token';
const LEASE_SECONDS = 5;
const NEW_MODEL = 'example/cluster-model';

let cluster: Cluster;
/** Technical (models) and astrological (documents) administrators. */
let technical: ClusterClient;
let admin: ClusterClient;

/** A verified account made an administrator, signed in to the admin portal through the balancer. */
async function signedInAdmin(role: 'technical_admin' | 'astrological_admin'): Promise<ClusterClient> {
  const client = cluster.client();
  const email = `${role}-${Date.now().toString(36)}@example.com`.replace('_', '-');
  const password = 'correct horse battery';
  const signUp = await client.post('/api/auth/sign-up/email', { name: 'Scale Admin', email, password });
  expect(signUp.status, signUp.body).toBe(200);
  const { rows } = await cluster.db.query<{ link: string }>(
    "SELECT link FROM mail_outbox WHERE to_address = $1 AND kind = 'verify-email' ORDER BY created_at DESC LIMIT 1",
    [email],
  );
  const link = new URL(rows[0]!.link);
  expect((await client.get(`${link.pathname}${link.search}`)).status).toBeLessThan(400);
  await cluster.db.query(
    "INSERT INTO admin_users (email, name, role, is_active) VALUES ($1, 'Scale Admin', $2, true)",
    [email, role],
  );
  const session = await client.post('/api/admin/session', { email, password });
  expect(session.status, session.body).toBe(200);
  return client;
}

/** A visitor's chat, started through the balancer. */
async function startChat() {
  const visitor = cluster.client();
  const created = await visitor.post('/api/conversations', { birthData: sampleBirthData });
  expect(created.status, created.body).toBe(201);
  return {
    visitor,
    id: created.json().session.id as string,
    headers: { [TOKEN_HEADER]: created.json().token as string },
  };
}
type Chat = Awaited<ReturnType<typeof startChat>>;

const send = (chat: Chat, content: string, via: ClusterClient = chat.visitor) =>
  via.fetch(`/api/conversations/${chat.id}/messages`, {
    method: 'POST',
    headers: { ...chat.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });

/** Messages stored for a chat, by sender: the database's own count, whatever the streams said. */
async function storedCounts(chatId: string): Promise<Record<string, number>> {
  const { rows } = await cluster.db.query<{ sender: string; status: string; n: number }>(
    `SELECT sender, status, count(*)::int AS n FROM conversation_messages WHERE conversation_id = $1
     GROUP BY sender, status`,
    [chatId],
  );
  return Object.fromEntries(rows.map((r) => [`${r.sender}:${r.status}`, r.n]));
}

/** A reply held midway by the fake model until `release()`. */
function heldReply(chunks: string[], after: number) {
  let release!: () => void;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  cluster.llm!.enqueue({ kind: 'text', chunks, pause: { after, until } });
  return { release, text: chunks.join('') };
}

beforeAll(async () => {
  cluster = await startCluster({
    instances: 3,
    llm: true,
    env: {
      // The built-in reader answers (and extracts documents) until an administrator activates a model.
      LLM_DEFAULT_MODEL: 'stellara/built-in-reader',
      INGEST_LEASE_SECONDS: String(LEASE_SECONDS),
    },
  });
  technical = await signedInAdmin('technical_admin');
  admin = await signedInAdmin('astrological_admin');
});

afterAll(async () => {
  await cluster?.stop();
});

describe('document upload', () => {
  test("a job's live progress reaches admins whose streams are on every instance", async () => {
    // Three streams through the round-robin balancer: one on each instance, so two are not on the job's instance.
    const streams = await Promise.all(
      [0, 1, 2].map(async () => {
        const response = await admin.fetch('/api/admin/documents/events');
        expect(response.status).toBe(200);
        return { on: response.headers.get('x-served-by'), recorder: new StreamRecorder(response) };
      }),
    );
    expect(new Set(streams.map((s) => s.on))).toEqual(new Set(cluster.instances.map((i) => i.id)));

    const response = await admin.fetch('/api/admin/documents', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'progress.txt' },
      body: ASTRO_LINES.join('\n'),
    });
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: { id: string } };

    const ready = (e: { event: string; data: { id: string; status: string } }) =>
      e.event === 'job' && e.data.id === document.id && e.data.status === 'review_ready';
    await Promise.all(streams.map((s) => s.recorder.until(ready)));
    const { rows } = await cluster.db.query<{ claimed_by: string | null; status: string }>(
      'SELECT claimed_by, status FROM document_jobs WHERE id = $1',
      [document.id],
    );
    expect(rows[0]?.status).toBe('review_ready');
    for (const stream of streams) {
      const statuses = stream.recorder.events.filter((e) => e.data.id === document.id).map((e) => e.data.status);
      // Each stream saw the job move, not only its end.
      expect(statuses.length, `${stream.on}: ${statuses.join(', ')}`).toBeGreaterThan(1);
    }
  });

  test('kill -9 the instance working a job: another takes it over when the lease ends, and finishes it', async () => {
    const pdf = scannedPdf(ASTRO_LINES, 8);
    const response = await admin.fetch('/api/admin/documents', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'scanned.pdf' },
      body: new Uint8Array(pdf),
    });
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: { id: string } };
    const claim = async () => {
      const { rows } = await cluster.db.query<{ claimed_by: string | null; status: string }>(
        'SELECT claimed_by, status FROM document_jobs WHERE id = $1',
        [document.id],
      );
      return rows[0]!;
    };
    // The worker id starts with the instance id (INSTANCE_ID): the claim names the instance to kill.
    let holder = '';
    await waitUntil('an instance claims the job and starts reading it', async () => {
      const row = await claim();
      holder = row.claimed_by ?? '';
      return !!row.claimed_by && row.status !== 'review_ready';
    });
    const victim = cluster.instances.find((i) => holder.startsWith(`${i.id}-`));
    expect(victim, `claimed by ${holder}`).toBeDefined();
    await victim!.kill('SIGKILL');
    try {
      const holders = new Set<string>();
      await waitUntil(
        'another instance takes the job over and finishes it',
        async () => {
          const row = await claim();
          if (row.claimed_by && row.claimed_by !== holder) holders.add(row.claimed_by);
          return row.status === 'review_ready';
        },
        180_000,
      );
      // Another instance's worker was seen holding it, and the killed one stayed down meanwhile.
      expect(victim!.running).toBe(false);
      expect(holders.size).toBeGreaterThan(0);
      for (const taker of holders) expect(taker.startsWith(`${victim!.id}-`), taker).toBe(false);
      const { rows } = await cluster.db.query<{ extraction: unknown }>(
        'SELECT extraction FROM document_jobs WHERE id = $1',
        [document.id],
      );
      expect(rows[0]?.extraction).toBeTruthy();
    } finally {
      await victim!.start();
      await cluster.balancer.waitFor(victim!.id, 'UP');
    }
  });
});

describe('the language model', () => {
  test('activated on one instance, it answers the next reply of every instance, after a PostgreSQL restart too', async () => {
    // The instances' listening connections are cut by the restart: each listens again before the change is made.
    await cluster.postgres.restart();
    await waitUntil('every instance listens for cluster events again', async () =>
      cluster.instances.every((i) => i.output().includes('cluster events: listening again')),
    );
    const list = await technical.get('/api/admin/llm/configurations');
    expect(list.status).toBe(200);
    const added = await technical.post('/api/admin/llm/configurations', { modelName: NEW_MODEL, provider: 'example' });
    expect(added.status, added.body).toBe(201);
    const activated = await technical.post(`/api/admin/llm/configurations/${added.json().id}/activate`, {});
    expect(activated.status, activated.body).toBe(200);
    const changedOn = activated.servedBy;
    // Each instance says when it has dropped the old model (the NOTIFY arrived); until then it may still use it.
    const heard = 'an administrator activated another model';
    await waitUntil('every instance heard of the new model', async () =>
      cluster.instances.every((i) => i.output().includes(heard)),
    );
    // The bound, as the logs time it: from the instance that made the change to the last one to hear it.
    const heardAt = cluster.instances.map((i) => {
      const line =
        i
          .output()
          .split('\n')
          .find((l) => l.includes(heard)) ?? '{}';
      return Date.parse(JSON.parse(line).time);
    });
    console.log(`model change heard by every instance within ${Math.max(...heardAt) - Math.min(...heardAt)} ms`);

    const chat = await startChat();
    for (const instance of cluster.instances) {
      const before = cluster.llm!.requests.length;
      const response = await send(chat, `A question for ${instance.id}`, chat.visitor.via(instance.url));
      expect(response.headers.get('x-served-by')).toBe(instance.id);
      const events = [];
      for await (const event of sseEvents(response)) events.push(event);
      expect(events.at(-1)?.event, JSON.stringify(events.at(-1))).toBe('done');
      const asked = cluster.llm!.requests.slice(before).filter((r) => r.body?.stream);
      expect(
        asked.map((r) => r.body?.model),
        `reply from ${instance.id} (change made on ${changedOn})`,
      ).toEqual([NEW_MODEL]);
    }
  });
});

describe('a chat across instances', () => {
  test('posted through one, read live through another, history through a third: nothing lost or twice', async () => {
    const chat = await startChat();
    const reply = heldReply(['Your Sun ', 'in Capricorn ', 'builds ', 'slowly ', 'and well.'], 2);
    const posted = await send(chat, 'What does my Sun say about work?');
    expect(posted.status).toBe(200);
    const writer = new StreamRecorder(posted);
    await writer.until((e) => e.event === 'token');

    const live = await chat.visitor.fetch(`/api/conversations/${chat.id}/live`, { headers: chat.headers });
    expect(live.status).toBe(200);
    const follower = new StreamRecorder(live);
    // The follower has the text written so far (from the writer's instance) before the rest is let through.
    await follower.until((e) => e.event === 'token');
    reply.release();
    await Promise.all([writer.finished, follower.finished]);

    const history = await chat.visitor.get(`/api/conversations/${chat.id}`, chat.headers);
    expect(history.status).toBe(200);
    const served = [posted.headers.get('x-served-by'), live.headers.get('x-served-by'), history.servedBy];
    expect(new Set(served).size, served.join(' ')).toBe(3);

    expect(writer.text()).toBe(reply.text);
    expect(follower.text()).toBe(reply.text);
    const messageId = writer.events.find((e) => e.event === 'start')?.data.messageId;
    expect(follower.events[0]).toEqual({ event: 'start', data: { messageId } });
    expect(follower.events.at(-1)?.event).toBe('done');
    expect(follower.events.at(-1)?.data.message).toMatchObject({ id: messageId, content: reply.text });
    const messages = history.json().session.messages as { id: string; sender: string; content: string }[];
    expect(messages.map((m) => m.sender)).toEqual(['user', 'Stellara']);
    expect(messages[1]).toMatchObject({ id: messageId, content: reply.text });
    expect(await storedCounts(chat.id)).toEqual({ 'user:complete': 1, 'Stellara:complete': 1 });
  });

  test('kill -9 the instance writing a reply: the message is kept and a retry through the balancer completes', async () => {
    const chat = await startChat();
    const reply = heldReply(['Your Moon ', 'in Pisces ', 'listens ', 'closely.'], 1);
    const posted = await send(chat, 'What does my Moon need?');
    expect(posted.status).toBe(200);
    const writer = new StreamRecorder(posted);
    await writer.until((e) => e.event === 'token');
    const victim = cluster.instance(posted.headers.get('x-served-by') ?? '');
    await victim.kill('SIGKILL');
    try {
      await writer.finished;
      expect(writer.events.some((e) => e.event === 'done')).toBe(false);
      reply.release();
      // The person's message was stored before the model was asked; nothing of the cut reply was.
      expect(await storedCounts(chat.id)).toEqual({ 'user:complete': 1 });

      const retry = () =>
        chat.visitor.fetch(`/api/conversations/${chat.id}/retry`, { method: 'POST', headers: chat.headers });
      // The dead writer's claim on the reply holds until it lapses (nobody renews it): no second writer meanwhile.
      const early = await retry();
      expect(early.status).toBe(409);
      await early.body?.cancel();
      await waitUntil(
        "the dead writer's claim lapses",
        async () => {
          const { rows } = await cluster.db.query(
            `SELECT 1 FROM conversation_messages WHERE conversation_id = $1 AND sender = 'user'
             AND reply_claimed_at < now() - $2::int * interval '1 millisecond'`,
            [chat.id, REPLY_CLAIM_STALE_MS],
          );
          return rows.length === 1;
        },
        120_000,
      );
      const retried = await retry();
      expect(retried.status).toBe(200);
      expect(retried.headers.get('x-served-by')).not.toBe(victim.id);
      const events = [];
      for await (const event of sseEvents(retried)) events.push(event);
      expect(events.at(-1)?.event, JSON.stringify(events.at(-1))).toBe('done');
      expect(await storedCounts(chat.id)).toEqual({ 'user:complete': 1, 'Stellara:complete': 1 });
    } finally {
      await victim.start();
      await cluster.balancer.waitFor(victim.id, 'UP');
    }
  });
});
