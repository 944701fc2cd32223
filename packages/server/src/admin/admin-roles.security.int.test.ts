// The admin role split is enforced by the server, per the two dashboards of
// docs/admin.md#roles-and-dashboards. Every /api/admin route is found as the app registers it, with the dashboards it
// declares, then called by an administrator of each dashboard: the other dashboard's role gets 403 with a message
// naming the area's dashboard, its own role (and both roles on shared areas) gets past the guard. A route added later
// is in the list.
import { type AdminDashboard, adminDashboardMessages, errorCodes } from '@stellara/contract';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHttpServer, registerRoutes } from '../app.ts';
import { llmConfigurations } from '../db/schema/index.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import type { RunningServer } from '../server.ts';
import { consoleReady, type SignedInAdmin, signedInAdmin } from '../test-support/admin.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';

interface AdminRoute {
  method: HTTPMethods;
  url: string;
  dashboards: readonly AdminDashboard[];
  /** An event stream never ends by itself: only its refusal is checked here. */
  stream: boolean;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let server: RunningServer;
let technical: SignedInAdmin;
let astrological: SignedInAdmin;
const routes: AdminRoute[] = [];

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  // The same routes as the running app, registered once more on a throw-away instance to read their options.
  const app = await createHttpServer(server.ctx);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/') || route.url === '/api/admin/session') return;
    const doc = route.config?.doc as RouteDoc | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url.replace(/:[a-zA-Z]+/g, (param) => (param === ':personality' ? 'guide' : UNKNOWN_ID)),
        dashboards: doc?.dashboards ?? [],
        stream: doc?.answer === 'event-stream',
      });
    }
  });
  await registerRoutes(app, server.ctx);
  await app.close();
  technical = await signedInAdmin(server, 'technical_admin');
  astrological = await signedInAdmin(server, 'astrological_admin');
});
afterAll(async () => {
  await server?.close();
});

const bodyFor = (method: HTTPMethods) => (method === 'GET' || method === 'DELETE' ? undefined : {});
const call = (admin: SignedInAdmin, route: Pick<AdminRoute, 'method' | 'url'>, body?: unknown) =>
  admin.browser.request(route.method, route.url, body ?? bodyFor(route.method));

describe(`admin roles on ${testDatabaseKind}`, () => {
  test('every admin route declares its dashboards, and the split follows the spec', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => r.dashboards.length === 0)).toEqual([]);
    const owners = (url: string) => routes.find((r) => r.url.startsWith(url))?.dashboards;
    // Technical only: System Health, LLM Config, Astrology APIs, Database Cleanup, System Logs.
    for (const url of ['/api/admin/system/health', '/api/admin/llm/', '/api/admin/astrology-apis/', '/api/admin/logs'])
      expect([url, owners(url)]).toEqual([url, ['technical']]);
    expect(routes.filter((r) => r.url.startsWith('/api/admin/cleanup/')).map((r) => r.dashboards)).toSatisfy(
      (all: AdminDashboard[][]) => all.length >= 6 && all.every((d) => d.join() === 'technical'),
    );
    // Astrological only: Overview, Personality Control, Document Upload.
    for (const url of ['/api/admin/overview', '/api/admin/training/', '/api/admin/documents'])
      expect([url, owners(url)]).toEqual([url, ['astrological']]);
    // Both: Neo4j Monitor (its query tester is read-only) and the graph-only test.
    for (const url of ['/api/admin/graph/', '/api/admin/knowledge-updates', '/api/admin/graph-test'])
      expect([url, owners(url)]).toEqual([url, ['technical', 'astrological']]);
  });

  test("each role gets 403 naming the other dashboard on that dashboard's own routes", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const [admin, dashboard] of [
        [technical, 'technical'],
        [astrological, 'astrological'],
      ] as const) {
        if (route.dashboards.includes(dashboard)) continue;
        const r = await call(admin, route);
        const expected = adminDashboardMessages[route.dashboards[0]!];
        const error = r.statusCode === 403 ? r.json().error : null;
        if (error?.code !== errorCodes.forbidden || error?.message !== expected) {
          failures.push(`${route.method} ${route.url} as ${dashboard}: ${r.statusCode} ${r.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures, `not refused:\n${failures.join('\n')}`).toEqual([]);
  });

  test('each role gets past the guard on its own routes and on the shared ones', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      if (route.stream) continue;
      for (const [admin, dashboard] of [
        [technical, 'technical'],
        [astrological, 'astrological'],
      ] as const) {
        if (!route.dashboards.includes(dashboard)) continue;
        const r = await call(admin, route);
        checked++;
        // An empty body or an unknown id may be a 4xx of its own; never the guard's 401/403, never a 5xx.
        if (r.statusCode === 401 || r.statusCode === 403 || r.statusCode >= 500) {
          failures.push(`${route.method} ${route.url} as ${dashboard}: ${r.statusCode} ${r.body.slice(0, 160)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(routes.length);
    expect(failures, `refused or failed:\n${failures.join('\n')}`).toEqual([]);
  });

  test('the astrological admin cannot add a model, read the logs or run a write-mode cleanup query', async () => {
    const models = async () => (await server.ctx.db.orm.select().from(llmConfigurations)).length;
    const before = await models();
    const model = { modelName: 'acme/sneaky-model', provider: 'acme', description: 'added by the wrong role' };
    const add = await call(astrological, { method: 'POST', url: '/api/admin/llm/configurations' }, model);
    expect([add.statusCode, add.json().error.message]).toEqual([403, adminDashboardMessages.technical]);
    expect(await models()).toBe(before);

    server.ctx.logger.warn('a line only the technical dashboard reads');
    const logs = await call(astrological, { method: 'GET', url: '/api/admin/logs' });
    expect([logs.statusCode, logs.json().error.message]).toEqual([403, adminDashboardMessages.technical]);
    expect(logs.body).not.toContain('a line only the technical dashboard reads');

    const nodes = async () => (await server.ctx.graph.totals()).nodes;
    const nodesBefore = await nodes();
    const write = {
      query:
        server.ctx.graph.mode === 'neo4j'
          ? "CREATE (:Planet {name: 'Vulcan'})"
          : "INSERT INTO graph_nodes (label, key, properties) VALUES ('Planet', 'vulcan', '{\"name\":\"Vulcan\"}')",
      write: true,
    };
    const cleanup = await call(astrological, { method: 'POST', url: '/api/admin/cleanup/query' }, write);
    expect([cleanup.statusCode, cleanup.json().error.message]).toEqual([403, adminDashboardMessages.technical]);
    expect(await nodes()).toBe(nodesBefore);

    // The same calls work for the technical administrator, so the refusals above are the role split.
    const added = await call(technical, { method: 'POST', url: '/api/admin/llm/configurations' }, model);
    expect(added.statusCode).toBe(201);
    expect(await models()).toBe(before + 1);
    await server.ctx.db.orm.delete(llmConfigurations).where(eq(llmConfigurations.modelName, model.modelName));
    expect((await call(technical, { method: 'GET', url: '/api/admin/logs' })).statusCode).toBe(200);
  });

  test("the astrological admin's Neo4j Monitor query tester is read-only", async () => {
    const nodes = async () => (await server.ctx.graph.totals()).nodes;
    const nodesBefore = await nodes();
    if (server.ctx.graph.mode !== 'neo4j') await consoleReady(technical);
    const query =
      server.ctx.graph.mode === 'neo4j'
        ? "CREATE (:Planet {name: 'Vulcan'})"
        : "INSERT INTO graph_nodes (label, key, properties) VALUES ('Planet', 'vulcan', '{\"name\":\"Vulcan\"}')";
    const r = await call(astrological, { method: 'POST', url: '/api/admin/graph/query' }, { query });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(await nodes()).toBe(nodesBefore);
    // The same statement is a valid write: the Database Cleanup's write mode (technical) stores it.
    const written = await call(technical, { method: 'POST', url: '/api/admin/cleanup/query' }, { query, write: true });
    expect(written.statusCode).toBe(200);
    expect(await nodes()).toBe(nodesBefore + 1);
    const undo =
      server.ctx.graph.mode === 'neo4j'
        ? "MATCH (p:Planet {name: 'Vulcan'}) DELETE p"
        : "DELETE FROM graph_nodes WHERE label = 'Planet' AND key = 'vulcan'";
    expect(
      (await call(technical, { method: 'POST', url: '/api/admin/cleanup/query' }, { query: undo, write: true }))
        .statusCode,
    ).toBe(200);
    expect(await nodes()).toBe(nodesBefore);
    const read = await call(
      astrological,
      { method: 'POST', url: '/api/admin/graph/query' },
      {
        query:
          server.ctx.graph.mode === 'neo4j'
            ? 'MATCH (n) RETURN count(n) AS n'
            : 'SELECT count(*) AS n FROM graph_nodes',
      },
    );
    expect(read.statusCode).toBe(200);
  });

  test('the API documentation says which role each admin route needs', async () => {
    const doc = (await technical.browser.get('/api/docs/openapi.json')).json();
    const op = (path: string, method: string) => doc.paths[path][method];
    expect(op('/api/admin/logs', 'get')['x-admin-dashboards']).toEqual(['technical']);
    expect(op('/api/admin/logs', 'get').description).toMatch(/technical dashboard \(role technical_admin\)/);
    expect(op('/api/admin/overview', 'get')['x-admin-dashboards']).toEqual(['astrological']);
    expect(op('/api/admin/overview', 'get').description).toMatch(/astrological dashboard/);
    expect(op('/api/admin/graph/query', 'post')['x-admin-dashboards']).toEqual(['technical', 'astrological']);
  });
});
