import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { makeAdmin, signedInMember, TEST_ORIGIN, type TestBrowser } from '../test-support/accounts.ts';
import { textPdf } from '../test-support/documents.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
let admin: TestBrowser;
let member: TestBrowser;

beforeAll(async () => {
  server = await createTestServer();
  const a = await signedInMember(server);
  await makeAdmin(server, a.email, 'astrological_admin');
  admin = a.browser;
  member = (await signedInMember(server)).browser;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const upload = (browser: TestBrowser, name: string, bytes: Uint8Array) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    headers: {
      origin: TEST_ORIGIN,
      cookie: browser.cookieHeader() ?? '',
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
    payload: Buffer.from(bytes),
  });

async function settle(id: string, statuses: string[]) {
  for (let i = 0; i < 600; i++) {
    const r = await admin.get(`/api/admin/documents/${id}`);
    if (statuses.includes(r.json().document.status)) return r.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('document did not settle');
}

describe('admin document routes', () => {
  it('are for administrators only', async () => {
    expect((await member.get('/api/admin/documents')).statusCode).toBe(403);
    expect((await upload(member, 'a.txt', new TextEncoder().encode('Mars'))).statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/documents' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('AUTH_REQUIRED');
  });

  it('upload, read, review, load: a text PDF ends in the graph', async () => {
    const pdf = textPdf([['Mars in Aries is bold and courageous.', 'The first house shows the identity.']]);
    const r = await upload(admin, 'Mars notes.pdf', pdf);
    expect(r.statusCode).toBe(201);
    const { document } = r.json();
    expect(document).toMatchObject({ fileName: 'Mars notes.pdf', fileType: 'pdf', status: 'uploading' });
    const ready = await settle(document.id, ['review_ready', 'error']);
    expect(ready.document.status).toBe('review_ready');
    expect(ready.document.textPreview).toContain('Mars in Aries is bold');
    const names = ready.extraction.extraction.concepts.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Mars in Aries', '1st House']));

    const bad = await admin.request('PUT', `/api/admin/documents/${document.id}/extraction`, { extraction: {} });
    expect(bad.statusCode).toBe(400);
    const load = await admin.post(`/api/admin/documents/${document.id}/load`);
    expect(load.statusCode).toBe(202);
    const done = await settle(document.id, ['completed', 'error']);
    expect(done.document.status).toBe('completed');
    expect(done.uploadResult).toMatchObject({ batches: 1, failedOperations: 0 });
    expect((await server.ctx.graph.getHouse(1))?.node.properties.source_file).toBe('starter-knowledge-base');
    const placement = (await server.ctx.graph.search('Mars in Aries')).hits.find(
      (h) => h.node.label === 'Concept' && h.node.properties.name === 'Mars in Aries',
    );
    expect(placement?.node.properties.source_file).toBe('Mars notes.pdf');

    const list = (await admin.get('/api/admin/documents')).json().documents;
    expect(list.map((d: { id: string }) => d.id)).toContain(document.id);
  }, 60_000);

  it('answers bad ids and renamed files with 4xx or an error job, never 500', async () => {
    expect((await admin.get('/api/admin/documents/not-an-id')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/documents/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    const renamed = await upload(admin, 'virus.pdf', new Uint8Array([0x4d, 0x5a, 0, 0, 0x90, 0, 3, 0]));
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().document).toMatchObject({
      status: 'error',
      error: 'Unsupported file type for processing',
      fileType: 'unknown',
    });
    const load = await admin.post(`/api/admin/documents/${renamed.json().document.id}/load`);
    expect(load.statusCode).toBe(409);
    expect(load.json().error.message).toBe('No Stellara extraction data available for upload');
    const json = await admin.post('/api/admin/documents', { a: 1 });
    expect(json.statusCode).toBe(415);
  });

  it('streams progress as server-sent events', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/admin/documents/events`, {
      headers: { cookie: admin.cookieHeader() ?? '', origin: TEST_ORIGIN },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const r = await upload(admin, 'venus.txt', new TextEncoder().encode('Venus in Libra seeks harmony.'));
    const id = r.json().document.id as string;
    const statuses: string[] = [];
    let buffer = '';
    const decoder = new TextDecoder();
    while (!statuses.includes('review_ready')) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const event = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (event.startsWith('event: job') && data) {
          const job = JSON.parse(data.slice(6));
          if (job.id === id) statuses.push(job.status);
        }
        cut = buffer.indexOf('\n\n');
      }
    }
    expect(statuses).toEqual(expect.arrayContaining(['text_reading', 'extracting', 'review_ready']));
    const forbidden = await fetch(`${address}/api/admin/documents/events`, {
      headers: { cookie: member.cookieHeader() ?? '' },
    });
    expect(forbidden.status).toBe(403);
    // The stream is still open: closing the server must end it rather than wait (afterAll closes it).
    void controller;
  }, 30_000);
});
