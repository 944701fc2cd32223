// Two app instances on one PostgreSQL database hear each other (db/cluster-events.ts): what an administrator changes
// on one, and a document job worked by one, reach the other. The scale suite (scale/) proves the same through a
// balancer with three production builds.

import type { DocumentJob } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresClusterEvents } from './db/cluster-events.ts';
import { IngestService } from './ingest/ingest-service.ts';
import { TesseractOcr } from './ingest/tesseract-ocr.ts';
import { BuiltinExtractor } from './knowledge/extract/extractor.ts';
import type { RunningServer } from './server.ts';
import { signedInAdmin } from './test-support/admin.ts';
import { createTestServer, testDatabaseKind } from './test-support/test-server.ts';

describe.runIf(testDatabaseKind === 'postgres')('two instances on one database', () => {
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    // A local gateway address puts both in gateway mode, where the active model chooses who answers.
    const gateway = { LLM_BASE_URL: 'http://127.0.0.1:9/v1' };
    a = await createTestServer(gateway);
    b = await createTestServer({ ...gateway, DATABASE_URL: a.ctx.config.DATABASE_URL ?? '' });
    await Promise.all([a, b].map((s) => (s.ctx.events as PostgresClusterEvents).listening()));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a model activated on one is the next answerer on the other', async () => {
    expect((await b.ctx.llm.answerer()).name).toBe('openai/gpt-4o-mini');
    const added = await a.ctx.db.sql.query<{ id: string }>(
      `INSERT INTO llm_configurations (model_name, provider) VALUES ('example/cluster-model', 'example') RETURNING id`,
    );
    const heard = new Promise<void>((resolve) => b.ctx.events.subscribe('llm.active-model', () => resolve()));
    const admin = await signedInAdmin(a, 'technical_admin');
    const response = await admin.browser.post(`/api/admin/llm/configurations/${added.rows[0]?.id}/activate`, {});
    expect(response.statusCode).toBe(200);
    await heard;
    expect((await b.ctx.llm.answerer()).name).toBe('example/cluster-model');
  });

  it("a job worked on one instance is seen moving on the other's stream", async () => {
    // Only A works jobs here: B's own worker is stopped, so every change B sees came from A.
    await b.ctx.ingest.close();
    const worker = new IngestService({
      db: a.ctx.db,
      graph: a.ctx.graph,
      extractor: new BuiltinExtractor(),
      ocr: new TesseractOcr(),
      events: a.ctx.events,
      pollMs: 100,
    });
    await a.ctx.ingest.close();
    worker.start();
    const seenOnB: DocumentJob['status'][] = [];
    const ready = new Promise<void>((resolve) =>
      b.ctx.ingest.on('job', (job) => {
        seenOnB.push(job.status);
        if (job.status === 'review_ready') resolve();
      }),
    );
    const text = 'The Sun in Leo shines with warmth and generosity. Venus in Libra seeks harmony.';
    await worker.submit([{ name: 'cluster.txt', bytes: new TextEncoder().encode(text) }]);
    await ready;
    await worker.close();
    expect(seenOnB[0]).toBe('uploading');
    expect(seenOnB).toContain('extracting');
  });
});
