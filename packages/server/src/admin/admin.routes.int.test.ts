import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHttpServer, registerRoutes } from '../app.ts';
import type { RunningServer } from '../server.ts';
import { signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';

// Whatever admin routes the tabs add, none may answer a visitor or a member who is not an administrator:
// every route under /api/admin is found as the app registers it, then asked by both.
let server: RunningServer;
const adminRoutes: { method: HTTPMethods; url: string }[] = [];

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await createHttpServer(server.ctx);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // The admin sign-in is where an administrator starts; HEAD mirrors GET.
      if (!route.url.startsWith('/api/admin') || route.url === '/api/admin/session' || method === 'HEAD') continue;
      adminRoutes.push({ method, url: route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000') });
    }
  });
  await registerRoutes(app, server.ctx);
  await app.close();
});
afterAll(async () => {
  await server?.close();
});

describe(`every /api/admin route on ${testDatabaseKind}`, () => {
  test('exists (the admin routes registered)', () => {
    expect(adminRoutes.length).toBeGreaterThan(5);
  });

  test('answers a visitor 401 and a member who is not an administrator 403, changing nothing', async () => {
    const visitor = new TestBrowser(server.app);
    const member = await signedInMember(server, 'pro');
    for (const { method, url } of adminRoutes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const asVisitor = await visitor.request(method, url, body);
      expect([asVisitor.statusCode, `${method} ${url}`]).toEqual([401, `${method} ${url}`]);
      const asMember = await member.browser.request(method, url, body);
      expect([asMember.statusCode, `${method} ${url}`]).toEqual([403, `${method} ${url}`]);
    }
  });
});
