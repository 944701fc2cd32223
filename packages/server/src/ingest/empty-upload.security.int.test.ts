// #16 item 11 (the empty upload) with item 4's group: an empty file uploaded to Document Upload said "Unsupported
// file type for processing"; the first design (docs/admin.md) said "No text could be extracted from this file".
import { ingestMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { TEST_ORIGIN } from '../test-support/accounts.ts';
import { signedInAdmin } from '../test-support/admin.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
let cookie = '';

beforeAll(async () => {
  server = await createTestServer();
  cookie = (await signedInAdmin(server, 'astrological_admin')).browser.cookieHeader() ?? '';
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('an empty upload', () => {
  it('ends in error with "No text could be extracted from this file", not "Unsupported file type"', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('empty.txt'),
      },
      payload: Buffer.alloc(0),
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().document).toMatchObject({
      fileName: 'empty.txt',
      fileSize: 0,
      status: 'error',
      error: ingestMessages.noText,
    });
    expect(ingestMessages.noText).toBe('No text could be extracted from this file');
    const listed = await server.app.inject({ method: 'GET', url: '/api/admin/documents', headers: { cookie } });
    expect(listed.json().documents[0]).toMatchObject({ fileName: 'empty.txt', error: ingestMessages.noText });
  });
});
