// Faults of the shared services under three instances: PostgreSQL restarted while idle, Neo4j stopped and started.

import { adaBirthData as birthData } from '@stellara/server/testing/fixtures';
import { parseSse } from '@stellara/server/testing/sse';
import neo4j from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClusterClient } from './harness/client.ts';
import { type Cluster, type Instance, startCluster, waitUntil } from './harness/cluster.ts';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ instances: 3 });
  await cluster.waitForGraph();
});

afterAll(async () => {
  await cluster?.stop();
});

interface Health {
  status: string;
  components: Record<string, { status: string }>;
}

async function healthOf(instance: Instance): Promise<{ code: number; body: Health }> {
  const response = await fetch(`${instance.url}/api/health`);
  return { code: response.status, body: (await response.json()) as Health };
}

/** Waits until the instance's own health (not the balancer's view) says `status`. */
async function waitForHealth(instance: Instance, status: string, timeoutMs = 90_000): Promise<Health> {
  let last: Health | undefined;
  await waitUntil(
    `${instance.id} health ${status} (last: ${JSON.stringify(last?.components ?? null)})`,
    async () => {
      last = (await healthOf(instance)).body;
      return last.status === status;
    },
    timeoutMs,
  );
  return last!;
}

/** A new chat as a visitor: stored birth data and session rows, so it needs the database. */
async function newChat(client: ClusterClient) {
  const created = await client.post('/api/conversations', { birthData });
  expect(created.status, created.body.slice(0, 300)).toBe(201);
  const { session, token } = created.json();
  return { id: session.id as string, servedBy: created.servedBy, headers: { 'x-conversation-token': token as string } };
}

/** Posts to a streaming route and reads the whole stream. */
async function stream(client: ClusterClient, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await client.request('POST', path, body, headers);
  expect(response.status, response.body.slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  return { events: parseSse(response.body), servedBy: response.servedBy };
}

async function graphNodeCount(): Promise<number> {
  const driver = neo4j.driver(cluster.neo4j!.url, neo4j.auth.basic('neo4j', cluster.neo4j!.password));
  try {
    const result = await driver.executeQuery('MATCH (n) RETURN count(n) AS nodes');
    return Number(result.records[0]!.get('nodes'));
  } finally {
    await driver.close();
  }
}

describe('shared services fail and come back', () => {
  test('every instance is healthy to begin with', async () => {
    for (const instance of cluster.instances) await waitForHealth(instance, 'ok');
  });

  test('PostgreSQL restarted while idle: every instance reconnects, health returns to ok', async () => {
    // Each instance holds pooled connections from its start; the restart breaks all of them.
    for (const instance of cluster.instances) await newChat(cluster.client({ baseUrl: instance.url }));
    await cluster.postgres.restart();

    for (const instance of cluster.instances) {
      const health = await waitForHealth(instance, 'ok');
      expect(health.components.database!.status).toBe('ok');
      // A request that writes to the database, on this instance itself.
      const chat = await newChat(cluster.client({ baseUrl: instance.url }));
      expect(chat.servedBy).toBe(instance.id);
      const { rows } = await cluster.db.query('SELECT 1 FROM conversations WHERE id = $1', [chat.id]);
      expect(rows).toHaveLength(1);
    }
    // The balancer has taken them all back (its checks saw 503 while the database was away, or not).
    for (const instance of cluster.instances) await cluster.balancer.waitFor(instance.id, 'UP');
    const client = cluster.client();
    const served = new Set<string | null>();
    for (let n = 0; n < cluster.instances.length; n++) served.add((await newChat(client)).servedBy);
    expect(served).toEqual(new Set(cluster.instances.map((i) => i.id)));
  });

  test('Neo4j stopped: health says degraded, chat still answers; back when Neo4j is', async () => {
    const nodes = await graphNodeCount();
    expect(nodes).toBeGreaterThan(0);
    await cluster.neo4j!.stop();
    try {
      for (const instance of cluster.instances) {
        const response = await waitForHealth(instance, 'degraded');
        expect(response.components.graph!.status).toBe('down');
        expect(response.components.database!.status).toBe('ok');
        // Degraded is still 200: the balancer keeps every instance in.
        expect((await healthOf(instance)).code).toBe(200);
      }
      // A whole chat through the balancer: opened on one instance, the message answered on the next.
      const client = cluster.client();
      const chat = await newChat(client);
      const open = await stream(client, `/api/conversations/${chat.id}/open`, chat.headers);
      expect(open.events.at(-1)?.event).toBe('done');
      const reply = await stream(client, `/api/conversations/${chat.id}/messages`, chat.headers, {
        content: 'What does my Sun sign say about me?',
      });
      expect(reply.servedBy).not.toBe(open.servedBy);
      const done = reply.events.find((e) => e.event === 'done');
      expect(done, JSON.stringify(reply.events.slice(-3))).toBeDefined();
      expect(reply.events.some((e) => e.event === 'error')).toBe(false);
      expect(String(done!.data.message.content).length).toBeGreaterThan(40);
      const { rows } = await cluster.db.query<{ sender: string; status: string }>(
        'SELECT sender, status FROM conversation_messages WHERE conversation_id = $1 ORDER BY seq',
        [chat.id],
      );
      expect(rows.slice(-2)).toEqual([
        { sender: 'user', status: 'complete' },
        { sender: 'Stellara', status: 'complete' },
      ]);
    } finally {
      if (!cluster.neo4j!.running) await cluster.neo4j!.start();
    }
    for (const instance of cluster.instances) {
      const health = await waitForHealth(instance, 'ok');
      expect(health.components.graph!.status).toBe('ok');
    }
    expect(await graphNodeCount()).toBe(nodes);
  });
});
