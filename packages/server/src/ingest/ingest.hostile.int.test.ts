import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { makeAdmin, signedInMember, TEST_ORIGIN, type TestBrowser } from '../test-support/accounts.ts';
import { deflateBombPdf, pageBombPdf, textPdf } from '../test-support/documents.ts';
import { createTestServer } from '../test-support/test-server.ts';

// Hostile files through the whole server with small configured limits: each fails its own job with a clear message,
// and the server stays healthy and keeps reading ordinary files.
let server: RunningServer;
let admin: TestBrowser;

beforeAll(async () => {
  server = await createTestServer({
    INGEST_MAX_FILE_MB: '1',
    INGEST_MAX_BATCH_FILES: '3',
    INGEST_MAX_PDF_PAGES: '500',
    INGEST_READER_MEMORY_MB: '220',
  });
  const a = await signedInMember(server);
  await makeAdmin(server, a.email, 'astrological_admin');
  admin = a.browser;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const upload = (name: string, bytes: Uint8Array) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    headers: {
      origin: TEST_ORIGIN,
      cookie: admin.cookieHeader() ?? '',
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
    payload: Buffer.from(bytes),
  });

async function settle(id: string) {
  for (let i = 0; i < 900; i++) {
    const r = await admin.get(`/api/admin/documents/${id}`);
    if (['review_ready', 'error', 'completed'].includes(r.json().document.status)) return r.json().document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('document did not settle');
}

describe('hostile documents', () => {
  it('states the configured limits and applies the file size one', async () => {
    const list = (await admin.get('/api/admin/documents')).json();
    expect(list.limits).toEqual({ maxFileBytes: 2 ** 20, maxBatchFiles: 3 });
    const big = await upload('big.txt', new Uint8Array(2 ** 20 + 10).fill(0x61));
    expect(big.statusCode).toBe(201);
    expect(big.json().document).toMatchObject({ status: 'error', error: 'big.txt is larger than 1 MB' });
    // Far past the limit the body itself is refused, with the error shape.
    const huge = await upload('huge.txt', new Uint8Array(3 * 2 ** 20).fill(0x61));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBeTruthy();
  });

  it('a PDF that exhausts the reader memory and a page bomb fail their jobs; the server stays healthy', async () => {
    const memoryBomb = deflateBombPdf(300);
    expect(memoryBomb.length).toBeLessThan(2 ** 20);
    const [a, b] = await Promise.all([upload('memory-bomb.pdf', memoryBomb), upload('pages.pdf', pageBombPdf(50_000))]);
    const bomb = await settle(a?.json().document.id);
    expect(bomb).toMatchObject({
      status: 'error',
      error: 'OCR processing failed: Reading the file needed more than 220 MB of memory',
    });
    const pages = await settle(b?.json().document.id);
    expect(pages).toMatchObject({
      status: 'error',
      error: 'OCR processing failed: The PDF has 50000 pages; at most 500 pages are read',
    });

    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().components.database.status).toBe('ok');
    expect(health.json().components.ocr.status).toBe('ok');

    // And the next ordinary file is read as usual.
    const ok = await upload('moon.pdf', textPdf([['The Moon in Cancer is nurturing and protective.']]));
    expect(await settle(ok.json().document.id)).toMatchObject({ status: 'review_ready', ocrMethod: 'pdf-text' });
  }, 120_000);
});
