import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinExtractor } from '../knowledge/extract/extractor.ts';
import type { KnowledgeGraph } from '../knowledge/graph.port.ts';
import type { RunningServer } from '../server.ts';
import { ASTRO_LINES, pageBombPdf, pngOf, textPdf } from '../test-support/documents.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { IngestService } from './ingest-service.ts';
import { type OcrEngine, TesseractOcr } from './tesseract-ocr.ts';

let server: RunningServer;
const ocr = new TesseractOcr();
const services: IngestService[] = [];

/** Only a hang takes this long: the jobs below wait for their states, never for a length of time. */
const HANG_MS = 120_000;

function service(
  overrides: { ocr?: OcrEngine; renewMs?: number; graph?: KnowledgeGraph; recoverOnStart?: boolean } = {},
) {
  const s = new IngestService({
    db: server.ctx.db,
    graph: overrides.graph ?? server.ctx.graph,
    extractor: new BuiltinExtractor(),
    ocr: overrides.ocr ?? ocr,
    // A lease no load can run out: where a test needs one to end, it ends it explicitly (expireLease).
    leaseMs: 10 * 60_000,
    ...(overrides.renewMs ? { renewMs: overrides.renewMs } : {}),
    pollMs: 100,
    concurrency: 2,
    recoverOnStart: overrides.recoverOnStart ?? false,
  });
  services.push(s);
  return s;
}

const enc = (s: string) => new TextEncoder().encode(s);

async function waitFor(s: IngestService, id: string, statuses: string[], timeoutMs = HANG_MS) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await s.get(id);
    if (statuses.includes(job.status)) return job;
    if (Date.now() > until) throw new Error(`job stayed ${job.status} (${job.error})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A job's claim as stored: who holds it and until when. */
async function claimOf(where: { id: string } | { fileName: string }) {
  const { rows } = await server.ctx.db.sql.query<{ claimed_by: string | null; lease_until: Date | string | null }>(
    `SELECT claimed_by, lease_until FROM document_jobs WHERE ${'id' in where ? 'id::text' : 'file_name'} = $1`,
    ['id' in where ? where.id : where.fileName],
  );
  const row = rows[0];
  return {
    claimedBy: row?.claimed_by ?? null,
    leaseUntil: row?.lease_until ? new Date(row.lease_until).getTime() : null,
  };
}

/** Ends a job's lease now, as the passing of time would: the worker holding it is taken to be gone. */
async function expireLease(id: string) {
  await server.ctx.db.sql.query(
    "UPDATE document_jobs SET lease_until = now() - interval '1 millisecond' WHERE id::text = $1",
    [id],
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  server = await createTestServer();
  // The services under test are the only workers on this database (the server's own would race them for jobs).
  await server.ctx.ingest.stop();
}, 120_000);

afterAll(async () => {
  for (const s of services) await s.stop();
  await ocr.close();
  await server.close();
});

describe('document jobs', () => {
  it('takes a Markdown file through review into the graph, recorded in knowledge_updates', async () => {
    const s = service();
    s.start();
    const seen: string[] = [];
    s.on('job', (job) => seen.push(job.status));
    const md =
      '# Saturn\n\nSaturn in Capricorn is disciplined and patient, and builds structure.\nThe Moon in Cancer is nurturing.';
    const [job] = await s.submit([{ name: 'saturn-notes.md', bytes: enc(md) }], 'admin-1');
    expect(job?.status).toBe('uploading');
    expect(job?.fileType).toBe('md');
    const ready = await waitFor(s, job?.id as string, ['review_ready', 'error']);
    expect(ready).toMatchObject({ status: 'review_ready', ocrConfidence: 1, ocrMethod: 'text', error: null });
    expect(ready.textPreview).toBe(md);
    await s.idle(); // the last event is sent just after the row changes
    expect(seen).toEqual(expect.arrayContaining(['uploading', 'text_reading', 'extracting', 'review_ready']));
    const { extraction } = await s.getExtraction(ready.id);
    const names = extraction?.extraction.concepts.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Saturn', 'Saturn in Capricorn', 'Moon in Cancer']));

    // The admin drops the Moon in Cancer before loading.
    const edited = structuredClone(extraction);
    if (!edited) throw new Error('no extraction');
    edited.extraction.concepts = edited.extraction.concepts.filter((c) => c.name !== 'Moon in Cancer');
    await s.updateExtraction(ready.id, edited);
    await s.requestLoad(ready.id);
    const done = await waitFor(s, ready.id, ['completed', 'error']);
    expect(done.status).toBe('completed');
    const { uploadResult } = await s.getExtraction(ready.id);
    expect(uploadResult).toMatchObject({ committedOperations: edited.extraction.concepts.length, failedOperations: 0 });
    // Saturn keeps its own description; the placement is a concept of its own.
    const saturn = await server.ctx.graph.getPlanet('Saturn');
    expect(saturn?.node.properties.source_file).toBe('starter-knowledge-base');
    const placement = (await server.ctx.graph.search('Saturn in Capricorn')).hits.find(
      (h) => h.node.label === 'Concept' && h.node.properties.name === 'Saturn in Capricorn',
    );
    expect(placement?.node.properties.source_file).toBe('saturn-notes.md');
    const { rows } = await server.ctx.db.sql.query<{ success: boolean; source: string; entity_data: unknown }>(
      "SELECT success, source, entity_data FROM knowledge_updates WHERE update_type = 'document_extract' AND source = 'saturn-notes.md'",
    );
    expect(rows).toEqual([
      {
        success: true,
        source: 'saturn-notes.md',
        entity_data: expect.objectContaining({
          file_id: ready.id,
          file_name: 'saturn-notes.md',
          file_type: 'md',
          concept_count: edited.extraction.concepts.length,
          extraction_confidence: edited.extraction.confidence,
          committedOperations: edited.extraction.concepts.length,
        }),
      },
    ]);
    await expect(s.requestLoad(ready.id)).rejects.toThrow('The document is not ready for upload');
  }, 60_000);

  it('ends unsupported, oversized, empty and bomb files in error with the right texts', async () => {
    const s = service();
    s.start();
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 0, 0, 0]);
    const jobs = await s.submit([
      { name: 'report.pdf', bytes: zip },
      { name: 'huge.txt', bytes: new Uint8Array(25 * 1024 * 1024 + 1).fill(65) },
      { name: 'blank.txt', bytes: enc('   \n\n  ') },
      { name: 'bomb.pdf', bytes: pageBombPdf(50_000) },
    ]);
    expect(jobs.map((j) => j.status)).toEqual(['error', 'error', 'uploading', 'uploading']);
    expect(jobs[0]?.error).toBe('Unsupported file type for processing');
    expect(jobs[1]?.error).toBe('huge.txt is larger than 25 MB');
    const blank = await waitFor(s, jobs[2]?.id as string, ['error', 'review_ready']);
    expect(blank.error).toBe('No text could be extracted from this file');
    const bomb = await waitFor(s, jobs[3]?.id as string, ['error', 'review_ready']);
    expect(bomb.error).toBe('OCR processing failed: The PDF has 50000 pages; at most 2000 pages are read');
    await expect(s.requestLoad(blank.id)).rejects.toThrow('No Stellara extraction data available for upload');
  }, 60_000);

  it('reads a text PDF and a PNG, with pages counted', async () => {
    const s = service();
    s.start();
    const [pdf, png] = await s.submit([
      { name: 'two-pages.pdf', bytes: textPdf([[ASTRO_LINES[0] as string], [ASTRO_LINES[2] as string]]) },
      { name: 'scan.png', bytes: pngOf(ASTRO_LINES) },
    ]);
    const pdfJob = await waitFor(s, pdf?.id as string, ['review_ready', 'error']);
    expect(pdfJob).toMatchObject({ status: 'review_ready', pagesDone: 2, pagesTotal: 2, ocrMethod: 'pdf-text' });
    const pngJob = await waitFor(s, png?.id as string, ['review_ready', 'error']);
    expect(pngJob.status).toBe('review_ready');
    expect(pngJob.ocrMethod).toBe('tesseract');
    expect(pngJob.ocrConfidence).toBeGreaterThan(0.7);
    const names = (await s.getExtraction(pngJob.id)).extraction?.extraction.concepts.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Saturn in Capricorn', 'Venus trine Jupiter']));
  }, 60_000);

  it(
    'resumes a job left running when the server stopped midway',
    async () => {
      let started = 0;
      const hanging: OcrEngine = {
        method: 'tesseract',
        recognize: (_image, signal) =>
          new Promise((_, reject) => {
            started++;
            signal?.addEventListener('abort', () => reject(signal.reason));
          }),
        close: async () => {},
      };
      for (const s of services) await s.stop(); // only the two workers below take part
      const first = service({ ocr: hanging });
      first.start();
      const [job] = await first.submit([{ name: 'restart.png', bytes: pngOf(ASTRO_LINES) }]);
      await waitFor(first, job?.id as string, ['ocr_processing']);
      while (started === 0) await new Promise((r) => setTimeout(r, 20));
      await first.stop(); // the process goes away with the job claimed
      expect((await first.get(job?.id as string)).status).toBe('ocr_processing');

      // Stopping gave the claim back, so the second worker resumes at once (no lease has to run out).
      const second = service();
      second.start();
      const resumed = await waitFor(second, job?.id as string, ['review_ready', 'error']);
      expect(resumed.status).toBe('review_ready');
      const { rows } = await server.ctx.db.sql.query<{ attempts: number }>(
        'SELECT attempts FROM document_jobs WHERE id = $1',
        [job?.id],
      );
      expect(rows[0]?.attempts).toBe(0);
    },
    HANG_MS + 60_000,
  );

  it(
    'renews the claim of a slow job while it works, so a second worker does not take it over',
    async () => {
      for (const s of services) await s.stop();
      let calls = 0;
      const held: { claimedBy: string | null; leaseUntil: number | null }[] = [];
      const slow: OcrEngine = {
        method: 'tesseract',
        // The page takes until the claim has been renewed twice: the test waits for renewals, not for a time.
        recognize: async () => {
          calls++;
          const until = Date.now() + HANG_MS;
          held.push(await claimOf({ fileName: 'slow.png' }));
          while (held.length < 3) {
            if (Date.now() > until) throw new Error('the claim was not renewed');
            await sleep(20);
            const now = await claimOf({ fileName: 'slow.png' });
            if ((now.leaseUntil ?? 0) > (held.at(-1)?.leaseUntil ?? 0)) held.push(now);
          }
          return { text: 'Jupiter in Sagittarius is generous.', confidence: 0.9, method: 'tesseract' };
        },
        close: async () => {},
      };
      const a = service({ ocr: slow, renewMs: 50 });
      const b = service({ ocr: slow, renewMs: 50 });
      a.start();
      b.start();
      const [job] = await a.submit([{ name: 'slow.png', bytes: pngOf(['Jupiter']) }]);
      const done = await waitFor(a, job?.id as string, ['review_ready', 'error']);
      expect(done.status).toBe('review_ready');
      expect(calls).toBe(1);
      // One worker held it throughout, and its lease moved on while the page was read.
      expect(new Set(held.map((h) => h.claimedBy)).size).toBe(1);
      expect([a.workerId, b.workerId]).toContain(held[0]?.claimedBy);
    },
    HANG_MS + 60_000,
  );

  it('a load that fails ends in error and is journalled with success false', async () => {
    for (const s of services) await s.stop();
    const down = Object.create(server.ctx.graph) as KnowledgeGraph;
    down.batchUpsert = async () => {
      throw new Error('connection refused');
    };
    const s = service({ graph: down });
    s.start();
    const [job] = await s.submit([{ name: 'mars.txt', bytes: enc('Mars in Aries is bold.') }]);
    await waitFor(s, job?.id as string, ['review_ready']);
    await s.requestLoad(job?.id as string);
    const failed = await waitFor(s, job?.id as string, ['error', 'completed']);
    expect(failed.error).toBe('Upload failed: connection refused');
    const { rows } = await server.ctx.db.sql.query<{ success: boolean; error_message: string; entity_data: unknown }>(
      "SELECT success, error_message, entity_data FROM knowledge_updates WHERE source = 'mars.txt'",
    );
    expect(rows).toEqual([
      {
        success: false,
        error_message: 'Upload failed: connection refused',
        entity_data: expect.objectContaining({ file_id: job?.id, file_type: 'txt', concept_count: 1 }),
      },
    ]);
  }, 30_000);

  it(
    'after a crash, a job claimed by the dead process is resumed (at once on PGlite, when its lease ends on PostgreSQL)',
    async () => {
      for (const s of services) await s.stop();
      const { rows } = await server.ctx.db.sql.query<{ id: string }>(
        `INSERT INTO document_jobs (file_name, file_size, file_type, content, status, stage, claimed_by, lease_until, attempts)
       VALUES ('crash.txt', 22, 'txt', $1, 'text_reading', 'text_reading', 'dead-worker', now() + interval '1 hour', 1)
       RETURNING id`,
        [Buffer.from('Uranus in Aquarius.')],
      );
      const id = rows[0]?.id as string;
      const pglite = server.ctx.db.kind === 'pglite';
      const s = service({ recoverOnStart: pglite });
      s.start();
      if (!pglite) {
        // Other servers may be working on PostgreSQL: the claim stands until its lease ends, ended here explicitly.
        expect(await claimOf({ id })).toMatchObject({ claimedBy: 'dead-worker' });
        await expireLease(id);
      }
      const done = await waitFor(s, id, ['review_ready', 'error']);
      expect(done.status).toBe('review_ready');
    },
    HANG_MS + 60_000,
  );
});
