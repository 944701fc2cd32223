// Test helpers for the admin routes: signed-in administrators and members, and one table-driven check that
// every admin route refuses a visitor (401 AUTH_REQUIRED) and a signed-in member who is not an administrator
// (403 FORBIDDEN). Used by the admin *.int.test.ts files of every tab.
import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { makeAdmin, signedInMember, TestBrowser } from './accounts.ts';

export type AdminRole = 'technical_admin' | 'astrological_admin' | (string & {});

export interface SignedInAdmin {
  browser: TestBrowser;
  email: string;
  password: string;
  userId: string;
  role: AdminRole;
  /** As the admin portal shows it (admin.name, else the account name). */
  name: string;
}

/**
 * A verified account with an active admin_users row, signed in through the admin portal
 * (POST /api/admin/session), so its browser carries the admin session cookie.
 */
export async function signedInAdmin(
  server: RunningServer,
  role: AdminRole = 'technical_admin',
  options: { email?: string; name?: string } = {},
): Promise<SignedInAdmin> {
  const member = await signedInMember(server, 'free', {
    name: options.name ?? 'Test Admin',
    ...(options.email ? { email: options.email } : {}),
  });
  await makeAdmin(server, member.email, role);
  const browser = new TestBrowser(server.app);
  const r = await browser.post('/api/admin/session', { email: member.email, password: member.password });
  if (r.statusCode !== 200) throw new Error(`admin sign-in failed: ${r.statusCode} ${r.body}`);
  return {
    browser,
    email: member.email,
    password: member.password,
    userId: member.userId,
    role,
    name: r.json().admin?.name ?? 'Admin',
  };
}

export { signedInMember } from './accounts.ts';

/** One admin route as a test sends it; `:id`-style paths should name a well-formed (even unknown) id. */
export interface AdminRouteCall {
  method: InjectOptions['method'];
  /** Full path, e.g. '/api/admin/logs?level=error'. */
  url: string;
  body?: unknown;
}

/** Short form: 'GET /api/admin/logs' or 'POST /api/admin/graph/query'. */
export type AdminRouteSpec = AdminRouteCall | `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

function toCall(spec: AdminRouteSpec): AdminRouteCall {
  if (typeof spec !== 'string') return spec;
  const space = spec.indexOf(' ');
  const method = spec.slice(0, space) as InjectOptions['method'];
  return { method, url: spec.slice(space + 1), ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) };
}

const members = new WeakMap<RunningServer, Promise<TestBrowser>>();
/** One signed-in non-admin member per test server (signing up is the slow part). */
function memberOf(server: RunningServer): Promise<TestBrowser> {
  let member = members.get(server);
  if (!member) {
    member = signedInMember(server).then((m) => m.browser);
    members.set(server, member);
  }
  return member;
}

/**
 * Checks that a visitor gets 401 AUTH_REQUIRED and a signed-in member 403 FORBIDDEN on every route, and that
 * nothing those calls would do happens (the guard runs before the body is even validated).
 *
 *   const routes: AdminRouteSpec[] = ['GET /api/admin/logs', { method: 'POST', url: '/api/admin/x', body: {...} }];
 *   test('admin only', () => expectAdminOnly(server, routes));
 */
export async function expectAdminOnly(server: RunningServer, routes: AdminRouteSpec[]): Promise<void> {
  const visitor = new TestBrowser(server.app);
  const member = await memberOf(server);
  const failures: string[] = [];
  for (const spec of routes) {
    const call = toCall(spec);
    for (const [who, browser, status, code] of [
      ['visitor', visitor, 401, 'AUTH_REQUIRED'],
      ['member', member, 403, 'FORBIDDEN'],
    ] as const) {
      const r = await browser.request(call.method, call.url, call.body);
      let body: { error?: { code?: string } } = {};
      try {
        body = r.json();
      } catch {
        // not JSON: reported below
      }
      if (r.statusCode !== status || body.error?.code !== code) {
        failures.push(`${call.method} ${call.url} as ${who}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      }
    }
  }
  expect(failures, `routes that did not refuse:\n${failures.join('\n')}`).toEqual([]);
}

/**
 * Declares one test per route (visitor 401, member 403), for a describe block:
 *
 *   describeAdminOnly(() => server, ['GET /api/admin/logs', 'DELETE /api/admin/knowledge-updates/<uuid>']);
 */
export function describeAdminOnly(getServer: () => RunningServer, routes: AdminRouteSpec[]): void {
  for (const spec of routes) {
    const call = toCall(spec);
    test(`${call.method} ${call.url}: 401 for a visitor, 403 for a member`, async () => {
      await expectAdminOnly(getServer(), [call]);
    });
  }
}

/**
 * Waits until the query console answers a plain read. On PGlite its sandbox process starts on first use (seconds,
 * more on a busy machine): until then an answer says it is still starting, and the start goes on for the next call.
 */
export async function consoleReady(admin: SignedInAdmin): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const r = await admin.browser.post('/api/admin/graph/query', {
      query: 'SELECT count(*)::int AS n FROM graph_nodes',
    });
    if (r.statusCode === 200) return;
    if (attempt === 10 || !/still starting/.test(r.body)) throw new Error(`the console is not ready: ${r.body}`);
  }
}
