import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Concept, DocumentStatus } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { EmbeddedKnowledgeGraph } from '../knowledge/embedded-graph.ts';
import { BuiltinExtractor } from '../knowledge/extract/extractor.ts';
import type { KnowledgeGraph } from '../knowledge/graph.port.ts';
import { Neo4jKnowledgeGraph } from '../knowledge/neo4j-graph.ts';
import { IngestService } from './ingest-service.ts';
import type { OcrEngine } from './tesseract-ocr.ts';

// The document path into the graph on both adapters: a Markdown document is read, extracted, reviewed (a concept
// dropped) and loaded through IngestService into a real Neo4j 5.26 (src/test-support/neo4j.global-setup.ts) and into the
// embedded graph; then a load test: many concepts through the same path, in serial batches of 50, timed on Neo4j.
const url = inject('neo4jUrl');
const skip = url ? undefined : inject('neo4jSkipReason') || 'no Neo4j test server';

const noOcr: OcrEngine = {
  method: 'tesseract',
  recognize: async () => {
    throw new Error('no OCR in this test');
  },
  close: async () => {},
};

const MARKDOWN = [
  '# Notes on Saturn',
  '',
  'Saturn in Capricorn is disciplined and patient, and it builds structure over the years.',
  'The Moon in Cancer is nurturing and protective of home and family.',
  'The tenth house describes career, reputation and the public role.',
].join('\n');

interface Harness {
  graph: KnowledgeGraph;
  db: Database;
  ingest: IngestService;
  /** Names of the nodes written from `file`, by label. */
  written(file: string): Promise<Array<{ label: string; name: string }>>;
  close(): Promise<void>;
}

async function openHarness(adapter: 'neo4j' | 'embedded'): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), `stellara-ingest-${adapter}-`));
  const db = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateDatabase(db);
  const graph =
    adapter === 'neo4j'
      ? new Neo4jKnowledgeGraph(db, { url, user: 'neo4j', password: inject('neo4jPassword') })
      : new EmbeddedKnowledgeGraph(db);
  await graph.init();
  if (adapter === 'neo4j') {
    const wipe = await graph.runQuery('MATCH (n) DETACH DELETE n', { write: true });
    if (!wipe.ok) throw new Error(wipe.error);
  }
  const ingest = new IngestService({
    db,
    graph,
    extractor: new BuiltinExtractor(),
    ocr: noOcr,
    pollMs: 50,
    recoverOnStart: false,
  });
  ingest.start();
  return {
    graph,
    db,
    ingest,
    async written(file) {
      const query =
        adapter === 'neo4j'
          ? `MATCH (n) WHERE n.source_file = '${file}' RETURN labels(n)[0] AS label, coalesce(n.name, toString(n.number)) AS name ORDER BY name`
          : `SELECT label, coalesce(properties->>'name', properties->>'number') AS name FROM graph_nodes WHERE properties->>'source_file' = '${file}' ORDER BY name`;
      const result = await graph.runQuery(query, { timeoutMs: 30_000 });
      if (!result.ok) throw new Error(result.error);
      return result.records as Array<{ label: string; name: string }>;
    },
    async close() {
      await ingest.close();
      await graph.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitFor(ingest: IngestService, id: string, statuses: DocumentStatus[], timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await ingest.get(id);
    if (statuses.includes(job.status)) return job;
    if (Date.now() > until) throw new Error(`job stayed ${job.status} (${job.error})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A reviewed document with `count` concepts: houses, planets and many techniques, as an admin's edit would save. */
function manyConcepts(count: number, tag: string): Concept[] {
  const planets = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
  return Array.from({ length: count }, (_, i): Concept => {
    const base = {
      short_summary: `Load test concept ${i} from ${tag}.`,
      properties: {},
      traits: ['steady', `trait-${i % 12}`],
      gifts: [],
      shadow: [],
      themes: ['load'],
      related: [],
      notes: '',
      evidence: [{ quote: `concept ${i} evidence`, pointer: `${tag}#${i}` }],
      confidence: 0.8,
    };
    if (i % 50 === 0) {
      const house = (i / 50) % 12 || 12;
      return {
        ...base,
        concept_type: 'House',
        name: `${house}th House`,
        normalized_name: `${house}th house`,
        properties: { house_number: house },
      };
    }
    if (i % 50 === 1) {
      const planet = planets[i % planets.length] as string;
      return { ...base, concept_type: 'Planet', name: planet, normalized_name: planet.toLowerCase() };
    }
    return {
      ...base,
      concept_type: 'Technique',
      name: `Load technique ${tag} ${i}`,
      normalized_name: `load technique ${tag} ${i}`,
    };
  });
}

describe.skipIf(skip)('documents into the graph (both adapters)', () => {
  for (const adapter of ['neo4j', 'embedded'] as const) {
    describe(adapter, () => {
      let h: Harness;
      beforeAll(async () => {
        h = await openHarness(adapter);
      }, 120_000);
      afterAll(async () => {
        await h?.close();
      });

      it("loads a reviewed document's concepts through the ingest path, journalled in knowledge_updates", async () => {
        const file = `saturn-notes-${adapter}.md`;
        const [job] = await h.ingest.submit([{ name: file, bytes: new TextEncoder().encode(MARKDOWN) }], null);
        const ready = await waitFor(h.ingest, job?.id as string, ['review_ready', 'error']);
        expect(ready.status).toBe('review_ready');
        const { extraction } = await h.ingest.getExtraction(ready.id);
        if (!extraction) throw new Error('no extraction');
        const names = extraction.extraction.concepts.map((c) => c.name);
        expect(names).toEqual(expect.arrayContaining(['Saturn', 'Saturn in Capricorn', 'Moon in Cancer']));

        // The admin drops the Moon in Cancer, then loads.
        extraction.extraction.concepts = extraction.extraction.concepts.filter((c) => c.name !== 'Moon in Cancer');
        await h.ingest.updateExtraction(ready.id, extraction);
        await h.ingest.requestLoad(ready.id);
        const done = await waitFor(h.ingest, ready.id, ['completed', 'error']);
        expect(done).toMatchObject({ status: 'completed', error: null });
        const { uploadResult } = await h.ingest.getExtraction(ready.id);
        expect(uploadResult).toMatchObject({
          batches: 1,
          total: extraction.extraction.concepts.length,
          committedOperations: extraction.extraction.concepts.length,
          failedOperations: 0,
        });

        const written = await h.written(file);
        expect(written).toEqual(
          expect.arrayContaining([
            { label: 'Planet', name: 'Saturn' },
            { label: 'Concept', name: 'Saturn in Capricorn' },
          ]),
        );
        expect(written.map((n) => n.name)).not.toContain('Moon in Cancer');
        // A new planet node takes the document's description (there was none to keep).
        const saturn = await h.graph.getPlanet('Saturn');
        expect(saturn?.node.properties.source_file).toBe(file);
        expect(saturn?.node.properties.summary).toBe('Notes on Saturn');
        const placement = await h.graph.runQuery(
          adapter === 'neo4j'
            ? "MATCH (c:Concept {name: 'Saturn in Capricorn'})-[:INTERPRETS]->(n) RETURN coalesce(n.name, '') AS name, c.keywords AS keywords ORDER BY name"
            : "SELECT n.properties->>'name' AS name, c.properties->'keywords' AS keywords FROM graph_nodes c JOIN graph_edges e ON e.from_id = c.id AND e.type = 'INTERPRETS' JOIN graph_nodes n ON n.id = e.to_id WHERE c.label = 'Concept' AND c.properties->>'name' = 'Saturn in Capricorn' ORDER BY name",
          { timeoutMs: 30_000 },
        );
        if (!placement.ok) throw new Error(placement.error);
        // Capricorn is not in this graph: the placement interprets the Saturn it has.
        expect(placement.records.map((r) => r.name)).toEqual(['Saturn']);
        expect(placement.records[0]?.keywords).toEqual(expect.arrayContaining(['disciplined']));

        const { rows } = await h.db.sql.query<{ success: boolean; entity_data: Record<string, unknown> }>(
          `SELECT success, entity_data FROM knowledge_updates WHERE update_type = 'document_extract'
             AND entity_data->>'file_id' = $1`,
          [ready.id],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.success).toBe(true);
        expect(rows[0]?.entity_data).toMatchObject({
          file_name: file,
          file_type: 'md',
          concept_count: extraction.extraction.concepts.length,
        });
      }, 60_000);

      it('load test: 500 concepts of a document in 10 serial batches of 50', async () => {
        const file = `load-${adapter}.md`;
        const [job] = await h.ingest.submit([{ name: file, bytes: new TextEncoder().encode(MARKDOWN) }], null);
        const ready = await waitFor(h.ingest, job?.id as string, ['review_ready', 'error']);
        const { extraction } = await h.ingest.getExtraction(ready.id);
        if (!extraction) throw new Error('no extraction');
        extraction.extraction.concepts = manyConcepts(500, adapter);
        await h.ingest.updateExtraction(ready.id, extraction);
        const started = performance.now();
        await h.ingest.requestLoad(ready.id);
        const done = await waitFor(h.ingest, ready.id, ['completed', 'error'], 120_000);
        const ms = performance.now() - started;
        expect(done.status).toBe('completed');
        const { uploadResult } = await h.ingest.getExtraction(ready.id);
        expect(uploadResult).toMatchObject({ batches: 10, total: 500, committedOperations: 500, failedOperations: 0 });
        const written = await h.written(file);
        // Houses and planets are shared nodes (keyed by number and name): the techniques are the document's own.
        expect(written.filter((n) => n.label === 'Concept')).toHaveLength(480);
        const perSecond = Math.round((500 / ms) * 1000);
        console.log(
          `[ingest load test] ${adapter}: 500 concepts, 10 batches of 50, serial: ${(ms / 1000).toFixed(2)} s (${perSecond} concepts/s, job included)`,
        );
      }, 180_000);

      it('load test on the port: 5,000 concepts in 100 serial batches', async () => {
        const concepts = manyConcepts(5_000, `port-${adapter}`);
        const started = performance.now();
        const result = await h.graph.batchUpsert(concepts, { file_name: `port-${adapter}.md`, file_id: 'load' });
        const ms = performance.now() - started;
        expect(result).toMatchObject({ batches: 100, total: 5_000, committedOperations: 5_000, failedOperations: 0 });
        console.log(
          `[ingest load test] ${adapter} port: 5000 concepts, 100 batches of 50, serial: ${(ms / 1000).toFixed(2)} s (${Math.round((5_000 / ms) * 1000)} concepts/s)`,
        );
      }, 300_000);
    });
  }
});
