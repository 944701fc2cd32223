import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { testDatabaseKind } from '../test-support/test-server.ts';
import { EmbeddedKnowledgeGraph } from './embedded-graph.ts';
import { describeGraphContract } from './graph.contract.ts';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describeGraphContract(`embedded (${testDatabaseKind})`, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-graph-'));
  let dbName: string | undefined;
  let url: string | undefined;
  if (testDatabaseKind === 'postgres') {
    dbName = `stellara_graph_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(inject('postgresAdminUrl'));
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const db = url
    ? await openDatabase({ kind: 'postgresql', url })
    : await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateDatabase(db);
  const graph = new EmbeddedKnowledgeGraph(db);
  return {
    graph,
    db,
    console: {
      countPlanets: "SELECT count(*) AS planets FROM graph_nodes WHERE label = 'Planet'",
      duplicateHouse: (n) =>
        `INSERT INTO graph_nodes (label, key, properties) VALUES ('House', 'imported-${n}', '{"number": "${n}", "name": "imported house"}')`,
      slow: 'SELECT count(*) FROM graph_nodes a, graph_nodes b, graph_nodes c WHERE a.key < b.key AND b.key < c.key',
      syntaxError: 'SELECT FROM WHERE nothing',
    },
    async close() {
      await graph.close();
      await db.close();
      if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
