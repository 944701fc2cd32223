// The Neo4j adapter when nothing answers at GRAPH_URL: the first call finds out, the next ones fail at once (a
// chat reply must not wait for the driver's retries on every lookup), and the health probe still really tries.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { freePort } from '../test-support/free-port.ts';
import { Neo4jKnowledgeGraph } from './neo4j-graph.ts';

describe('Neo4j unreachable', async () => {
  // A free port nobody listens on: every connection is refused.
  const port = await freePort();
  const graph = new Neo4jKnowledgeGraph({} as Database, {
    url: `bolt://127.0.0.1:${port}`,
    user: 'neo4j',
    password: 'unused',
  });
  afterAll(() => graph.close());

  it('fails fast after a call found it unreachable; the health probe still tries, and reports it', async () => {
    const first = await graph.getPlanet('Sun').catch((error: Error) => error);
    expect(first).toBeInstanceOf(Error);
    expect((first as Error).message).not.toMatch(/failing fast/);
    const next = await graph.getSign('Aries').catch((error: Error) => error);
    expect((next as Error).message).toMatch(/Neo4j is unreachable \(failing fast until it answers\)/);
    const probe = await graph.testConnection();
    expect(probe.ok).toBe(false);
    expect(probe.message).toMatch(/^Neo4j connection failed: /);
    expect(probe.message).not.toMatch(/failing fast/);
  });
});
