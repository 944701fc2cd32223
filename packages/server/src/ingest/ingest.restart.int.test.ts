import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { ASTRO_LINES, pngOf } from '../test-support/documents.ts';
import { testDatabaseKind } from '../test-support/test-server.ts';

// A real server restart midway through an OCR job: the same data folder, a new process-level server.
const HANG_MS = 180_000;
describe.skipIf(testDatabaseKind !== 'pglite')('server restart', () => {
  it(
    'resumes a document job that was being read when the server stopped',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'stellara-ingest-restart-'));
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'info', PLACES_GAZETTEER: 'off' });
      try {
        const first = await startServer(config, { logToStdout: false });
        // The worker says when it starts reading (listened to before the job exists, so the event cannot be missed).
        const reading = new Promise<{ id: string; status: string }>((resolve) =>
          first.ctx.ingest.on('job', (job) => {
            if (job.status !== 'uploading') resolve(job);
          }),
        );
        const [job] = await first.ctx.ingest.submit([{ name: 'restart.png', bytes: pngOf(ASTRO_LINES) }]);
        const id = job?.id as string;
        expect(await reading).toMatchObject({ id, status: 'ocr_processing' });
        expect((await first.ctx.ingest.get(id)).status).toBe('ocr_processing');
        await first.close();

        const second = await startServer(config, { logToStdout: false });
        try {
          // Polled until the job settles; the cap only catches a hang, the test's own limit being above it.
          let status = '';
          for (const until = Date.now() + HANG_MS; Date.now() < until; ) {
            status = (await second.ctx.ingest.get(id)).status;
            if (status === 'review_ready' || status === 'error') break;
            await new Promise((r) => setTimeout(r, 100));
          }
          expect(status).toBe('review_ready');
          const { extraction } = await second.ctx.ingest.getExtraction(id);
          expect(extraction?.extraction.concepts.map((c) => c.name)).toEqual(
            expect.arrayContaining(['Saturn in Capricorn', 'Venus trine Jupiter']),
          );
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    HANG_MS + 120_000,
  );
});
