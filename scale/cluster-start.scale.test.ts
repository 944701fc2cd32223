// Three instances started at the same moment on an empty database and an empty Neo4j, s3 in a container of
// deploy/Containerfile's image (podman); then, through the balancer only, a member's whole path and the shared
// rate limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSeed, migrationsDir, seedToGraph } from '@stellara/server/testing/scale';
import neo4j from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClientResponse } from './harness/client.ts';
import { type Cluster, startCluster } from './harness/cluster.ts';
import { inspectContainer, SCALE_IMAGE } from './harness/container.ts';

const RATE_LIMIT = 40;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    instances: 3,
    containerInstance: true,
    env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
  });
});

afterAll(async () => {
  await cluster?.stop();
});

describe('three instances started together on empty stores', () => {
  test('s3 runs in a container of the image, as its own non-root user, and serves through the balancer', async () => {
    const s3 = cluster.instance('s3');
    expect(s3.pid).toBeUndefined();
    expect(s3.containerName).toBeDefined();
    expect(inspectContainer(s3.containerName!)).toEqual({ running: true, image: SCALE_IMAGE, user: 'stellara' });
    expect(cluster.instances.filter((i) => i.containerName).map((i) => i.id)).toEqual(['s3']);
    // Round-robin over three: one of three requests in a row reaches s3.
    const client = cluster.client();
    const served: (string | null)[] = [];
    for (let n = 0; n < 3; n++) {
      const response = await client.get('/api/health');
      expect(response.status).toBe(200);
      served.push(response.servedBy);
    }
    expect(served).toContain('s3');
  });

  test('migrations ran once: every instance is healthy and each migration is recorded once', async () => {
    for (const instance of cluster.instances) {
      const health = await fetch(`${instance.url}/api/health`);
      expect(health.status).toBe(200);
      expect((await health.json()).components.database.status).toBe('ok');
    }
    const journal: { entries: { tag: string }[] } = JSON.parse(
      readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    );
    const { rows } = await cluster.db.query<{ tag: string }>('SELECT tag FROM stellara_migrations ORDER BY tag');
    expect(rows.map((r) => r.tag)).toEqual(journal.entries.map((e) => e.tag).sort());
  });

  test('the starter knowledge base was loaded once, by one instance', async () => {
    // Each instance says when its graph is ready: one loaded the starter knowledge, the others found it there.
    await cluster.waitForGraph();
    const loaders = cluster.instances.filter((i) =>
      i.output().includes('starter knowledge base loaded into the graph'),
    );
    expect(loaders.map((i) => i.id)).toHaveLength(1);

    const seed = seedToGraph(loadSeed());
    const driver = neo4j.driver(cluster.neo4j!.url, neo4j.auth.basic('neo4j', cluster.neo4j!.password));
    try {
      const result = await driver.executeQuery('MATCH (n) RETURN count(n) AS nodes');
      expect(Number(result.records[0]!.get('nodes'))).toBe(seed.nodes.length);
    } finally {
      await driver.close();
    }
    const { rows } = await cluster.db.query<{ source: string; success: boolean }>(
      "SELECT source, success FROM knowledge_updates WHERE update_type = 'seed'",
    );
    expect(rows).toEqual([{ source: 'starter-knowledge-base (first start)', success: true }]);
  });
});

describe('through the balancer', () => {
  test('sign up, verify, sign in, upgrade: each request lands on another instance than the one before', async () => {
    const person = cluster.client();
    const served: string[] = [];
    const expectStatus = (response: ClientResponse, status: number) => {
      served.push(response.servedBy ?? 'none');
      expect(response.status, `${response.status} ${response.body.slice(0, 300)}`).toBe(status);
      return response;
    };
    const email = `scale-${Date.now().toString(36)}@example.com`;
    const password = 'correct horse battery';
    expectStatus(await person.post('/api/auth/sign-up/email', { name: 'Scale Member', email, password }), 200);
    // The verification mail waits in the outbox table (no SMTP); its link points at the balancer (PUBLIC_URL).
    const { rows } = await cluster.db.query<{ link: string }>(
      "SELECT link FROM mail_outbox WHERE to_address = $1 AND kind = 'verify-email' ORDER BY created_at DESC LIMIT 1",
      [email],
    );
    const link = new URL(rows[0]!.link);
    expect(link.origin).toBe(cluster.url);
    const verified = await person.get(`${link.pathname}${link.search}`);
    served.push(verified.servedBy ?? 'none');
    expect(verified.status).toBeLessThan(400);
    expect(expectStatus(await person.get('/api/me'), 200).json()).toMatchObject({ signedIn: true, plan: 'free' });
    expectStatus(await person.post('/api/auth/sign-out', {}), 200);
    expect(expectStatus(await person.get('/api/me'), 200).json().signedIn).toBe(false);
    expectStatus(await person.post('/api/auth/sign-in/email', { email, password }), 200);
    expect(expectStatus(await person.get('/api/billing'), 200).json()).toMatchObject({ testMode: true, plan: 'free' });
    const checkout = expectStatus(await person.post('/api/billing/checkout', { plan: 'plus' }), 200).json();
    expect(expectStatus(await person.get(checkout.url), 200).body).toContain('TEST MODE');
    const done = expectStatus(
      await person.request('POST', `${checkout.url}/complete`, undefined, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      303,
    );
    expect(done.headers.get('location')).toBe('/upgrade?checkout=success');
    expect(expectStatus(await person.get('/api/me'), 200).json().plan).toBe('plus');

    // Round-robin: never the same instance twice in a row, and every instance took part.
    expect(served).not.toContain('none');
    for (let i = 1; i < served.length; i++) expect(served[i], served.join(' ')).not.toBe(served[i - 1]);
    expect(new Set(served)).toEqual(new Set(cluster.instances.map((i) => i.id)));
  });

  test(`rate limits are shared: ${RATE_LIMIT} requests a minute over three instances, then 429`, async () => {
    // Every request of this process comes from 127.0.0.1: start from a fresh count (a new one-minute window).
    await cluster.db.query('DELETE FROM rate_limit_counters');
    const client = cluster.client();
    const served = new Set<string>();
    for (let n = 1; n <= RATE_LIMIT; n++) {
      // A client cannot pass for another one: the balancer drops the address it claims.
      const response = await client.get('/api/me', { 'x-forwarded-for': `203.0.113.${n}` });
      expect(response.status, `request ${n}`).toBe(200);
      // One counter for the whole cluster: the remaining count goes down whichever instance answers.
      expect(response.headers.get('x-ratelimit-remaining'), `request ${n}`).toBe(String(RATE_LIMIT - n));
      served.add(response.servedBy!);
    }
    expect(served).toEqual(new Set(cluster.instances.map((i) => i.id)));
    const over = await client.get('/api/me');
    expect(over.status).toBe(429);
    // And every instance, asked directly from the same address, refuses it too.
    for (const instance of cluster.instances) {
      const direct = await client.via(instance.url).get('/api/me');
      expect(direct.servedBy).toBe(instance.id);
      expect(direct.status).toBe(429);
    }
    await cluster.db.query('DELETE FROM rate_limit_counters');
  });
});

describe('the container instance', () => {
  test('killed with SIGKILL, it is gone with its container; started again, a new container serves', async () => {
    const s3 = cluster.instance('s3');
    const first = s3.containerName!;
    await s3.kill('SIGKILL');
    expect(s3.running).toBe(false);
    // `podman run --rm` has exited: the container is removed, not left stopped.
    expect(inspectContainer(first)).toBeNull();
    await cluster.balancer.waitFor('s3', 'DOWN');
    await s3.start();
    expect(s3.containerName).not.toBe(first);
    expect(inspectContainer(s3.containerName!)?.running).toBe(true);
    await cluster.balancer.waitFor('s3', 'UP');
    const direct = await cluster.client().via(s3.url).get('/api/health');
    expect(direct.servedBy).toBe('s3');
    expect(direct.status).toBe(200);
  });
});
