// Three instances started at the same moment on an empty database and an empty Neo4j; then, through the balancer
// only, a member's whole path and the shared rate limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import neo4j from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSeed } from '../packages/server/src/knowledge/seed/load.ts';
import { seedToGraph } from '../packages/server/src/knowledge/seed-graph.ts';
import { migrationsDir } from '../packages/server/src/paths.ts';
import { type Cluster, startCluster, waitUntil } from './harness/cluster.ts';

const RATE_LIMIT = 40;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ instances: 3, env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
});

afterAll(async () => {
  await cluster?.stop();
});

describe('three instances started together on empty stores', () => {
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
    const loaded = 'starter knowledge base loaded into the graph';
    const found = 'starter knowledge base already loaded';
    await waitUntil('every instance has prepared the graph', async () =>
      cluster.instances.every((i) => i.output().includes(loaded) || i.output().includes(found)),
    );
    const loaders = cluster.instances.filter((i) => i.output().includes(loaded));
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
