// The public /api/health showed the data folder's path and the model gateway's host. Anyone may
// read it, so it keeps each component's status and kind only; the admin System Health keeps the detail.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { type SignedInAdmin, signedInAdmin } from '../test-support/admin.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { createTestServer } from '../test-support/test-server.ts';

const OCR_HOST = 'ocr.internal.example:9443';
let server: RunningServer;
let gateway: FakeOpenAiServer;
let admin: SignedInAdmin;

beforeAll(async () => {
  gateway = await startFakeOpenAiServer();
  server = await createTestServer({
    LLM_BASE_URL: `${gateway.url}/v1`,
    LLM_API_KEY: 'test-key',
    OCR_URL: `https://${OCR_HOST}/ocr`,
    OCR_API_KEY: 'ocr-key',
  });
  admin = await signedInAdmin(server, 'technical_admin');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

describe('GET /api/health', () => {
  test('shows status per component and no path, host or URL', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.components).sort()).toEqual(['database', 'graph', 'llm', 'ocr', 'places']);
    expect(body.components.llm).toMatchObject({ mode: 'openai-compatible', status: 'ok', detail: 'external service' });
    expect(body.components.database.status).toBe('ok');
    expect(body.components.ocr.detail).toBe('external service');
    expect(body.components.places).toMatchObject({ mode: 'embedded', detail: 'built in' });

    const gatewayHost = new URL(gateway.url).host;
    for (const secret of [server.ctx.config.DATA_DIR, gatewayHost, OCR_HOST, '://', '/tmp/']) {
      expect(response.body, secret).not.toContain(secret);
    }
  });

  test('the admin System Health keeps the detail', async () => {
    const cards = (await admin.browser.get('/api/admin/system/health')).json().cards as {
      component: string;
      detail: string;
    }[];
    const by = Object.fromEntries(cards.map((c) => [c.component, c]));
    expect(by.llm!.detail).toContain(new URL(gateway.url).host);
    // Anyone else gets no System Health at all.
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/system/health' })).statusCode).toBe(401);
  });
});
