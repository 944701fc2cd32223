import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { ASTRO_LINES, pngOf } from '../test-support/documents.ts';
import { testDatabaseKind } from '../test-support/test-server.ts';

// A real server restart midway through an OCR job: the same data folder, a new process-level server.
describe.skipIf(testDatabaseKind !== 'pglite')('server restart', () => {
  it('resumes a document job that was being read when the server stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stellara-ingest-restart-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'info', PLACES_GAZETTEER: 'off' });
    try {
      const first = await startServer(config, { logToStdout: false });
      const [job] = await first.ctx.ingest.submit([{ name: 'restart.png', bytes: pngOf(ASTRO_LINES) }]);
      const id = job?.id as string;
      for (let i = 0; i < 200 && (await first.ctx.ingest.get(id)).status === 'uploading'; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      expect((await first.ctx.ingest.get(id)).status).toBe('ocr_processing');
      await first.close();

      const second = await startServer(config, { logToStdout: false });
      try {
        let status = '';
        for (let i = 0; i < 600; i++) {
          status = (await second.ctx.ingest.get(id)).status;
          if (status === 'review_ready' || status === 'error') break;
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(status).toBe('review_ready');
        const { extraction } = await second.ctx.ingest.getExtraction(id);
        expect(extraction?.extraction.concepts.map((c) => c.name)).toEqual(expect.arrayContaining(['Saturn', 'Venus']));
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
