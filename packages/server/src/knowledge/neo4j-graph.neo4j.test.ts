import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { describeGraphContract } from './graph.contract.ts';
import { Neo4jKnowledgeGraph } from './neo4j-graph.ts';

// The contract against a real Neo4j 5.26 started by src/test-support/neo4j.global-setup.ts. knowledge_updates and
// cleanup operations go to a fresh PGlite database, as they do to the server's database in production.
const url = inject('neo4jUrl');

describeGraphContract(
  'neo4j',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stellara-neo4j-journal-'));
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(db);
    const graph = new Neo4jKnowledgeGraph(db, { url, user: 'neo4j', password: inject('neo4jPassword') });
    // Start from an empty graph (one server serves the whole run).
    const wipe = await graph.runQuery('MATCH (n) DETACH DELETE n', { write: true });
    if (!wipe.ok) throw new Error(wipe.error);
    await db.sql.query('DELETE FROM knowledge_updates');
    return {
      graph,
      db,
      console: {
        countPlanets: 'MATCH (p:Planet) RETURN count(p) AS planets',
        duplicateHouse: (n) => `CREATE (:House {number: '${n}', name: 'imported house'})`,
        slow: 'MATCH (a), (b), (c) WHERE a.name < b.name AND b.name < c.name RETURN count(*) AS n',
        syntaxError: 'MATCH (n RETURN n',
      },
      async close() {
        await graph.close();
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  url ? undefined : inject('neo4jSkipReason') || 'no Neo4j test server',
);
