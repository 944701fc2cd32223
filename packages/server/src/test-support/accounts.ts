// Test helpers for the accounts capability: a cookie-keeping client and account set-up shortcuts.
import type { MemberPlan } from '@stellara/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { adminUsers, mailOutbox, userProfiles } from '../db/schema/index.ts';
import type { RunningServer } from '../server.ts';

export const TEST_ORIGIN = 'http://localhost:80';
let browserCount = 1;

/** A browser-like client: keeps cookies and sends our Origin on every request. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** Each test browser comes from its own address, so per-IP limits do not leak between tests. */
  readonly ip = `10.${(browserCount >> 16) & 255}.${(browserCount >> 8) & 255}.${browserCount++ & 255}`;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string | null = TEST_ORIGIN,
  ) {}

  cookieHeader(): string | undefined {
    if (!this.cookies.size) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(this.origin ? { origin: this.origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  put = (url: string, body: unknown, headers?: Record<string, string>) => this.request('PUT', url, body, headers);
  patch = (url: string, body: unknown, headers?: Record<string, string>) => this.request('PATCH', url, body, headers);
  delete = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('DELETE', url, body, headers);
}

/** The newest outbox mail to an address. */
export async function lastMail(server: RunningServer, to: string) {
  const [mail] = await server.ctx.db.orm
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail ?? null;
}

/** Path and query of a link from a mail (the test server is reached by inject, not by its public URL). */
export function localPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
export const uniqueEmail = (tag = 'member') => `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Signs up, follows the verification link (which signs in), and sets the plan. */
export async function signedInMember(
  server: RunningServer,
  plan: MemberPlan = 'free',
  options: { email?: string; name?: string; password?: string; browser?: TestBrowser } = {},
): Promise<{ browser: TestBrowser; email: string; password: string; userId: string }> {
  const browser = options.browser ?? new TestBrowser(server.app);
  const email = options.email ?? uniqueEmail(plan);
  const password = options.password ?? 'correct horse';
  const signUp = await browser.post('/api/auth/sign-up/email', {
    name: options.name ?? 'Test Member',
    email,
    password,
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const mail = await lastMail(server, email);
  if (!mail?.link) throw new Error('no verification mail');
  const verify = await browser.get(localPath(mail.link));
  if (verify.statusCode >= 400) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  const me = (await browser.get('/api/me')).json();
  if (!me.signedIn) throw new Error(`not signed in after verification: ${JSON.stringify(me)}`);
  if (plan !== 'free') await setPlan(server, me.user.id, plan);
  return { browser, email, password, userId: me.user.id };
}

export async function setPlan(server: RunningServer, userId: string, plan: MemberPlan): Promise<void> {
  await server.ctx.db.orm.update(userProfiles).set({ tier: plan }).where(eq(userProfiles.id, userId));
}

export async function makeAdmin(server: RunningServer, email: string, role = 'technical_admin', isActive = true) {
  await server.ctx.db.orm.insert(adminUsers).values({ email, name: 'Admin', role, isActive });
}
