import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { describeAdminOnly, expectAdminOnly, signedInAdmin } from './admin.ts';
import { createTestServer } from './test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('admin test helpers', () => {
  test('signedInAdmin signs in through the admin portal with the role asked for', async () => {
    const technical = await signedInAdmin(server, 'technical_admin', { name: 'Tess' });
    const session = await technical.browser.get('/api/admin/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().admin).toMatchObject({ email: technical.email, role: 'technical_admin' });
    const astrological = await signedInAdmin(server, 'astrological_admin');
    expect((await astrological.browser.get('/api/admin/session')).json().admin.role).toBe('astrological_admin');
  });

  test('expectAdminOnly fails for a route that lets members in', async () => {
    await expect(expectAdminOnly(server, ['GET /api/health'])).rejects.toThrow(/GET \/api\/health as visitor: 200/);
  });
});

describe('the helper on guarded routes', () => {
  describeAdminOnly(() => server, ['GET /api/admin/session', 'GET /api/admin/documents']);
});
