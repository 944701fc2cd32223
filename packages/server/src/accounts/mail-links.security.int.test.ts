// The links of account mails carry live tokens (a verification link signs in, a reset link sets the
// password). Without SMTP they wait in the outbox; they must never reach system_logs, which every admin reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { authUsers } from '../db/schema/index.ts';
import type { RunningServer } from '../server.ts';
import { lastMail, localPath, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { createTestServer } from '../test-support/test-server.ts';

/** The secret part of a mail link: the `token` parameter, or the last path segment (`/reset-password/<token>`). */
function tokenOf(link: string): string {
  const url = new URL(link);
  const token = url.searchParams.get('token') ?? url.pathname.split('/').pop()!;
  expect(token.length).toBeGreaterThan(10);
  return token;
}

/** Every stored log row as text, after the sink has written what it holds. */
async function storedLogs(server: RunningServer): Promise<string[]> {
  await server.flushLogs();
  const { rows } = await server.ctx.db.sql.query<{ line: string }>(
    `SELECT message || ' ' || context::text AS line FROM system_logs ORDER BY id`,
  );
  return rows.map((r) => r.line);
}

/** Signs up (verification mail), follows the link, then asks for a password reset (reset mail) and follows it. */
async function signUpAndForgetPassword(server: RunningServer) {
  const email = uniqueEmail('links');
  const browser = new TestBrowser(server.app);
  const signUp = await browser.post('/api/auth/sign-up/email', { name: 'Link Holder', email, password: 'first-pass' });
  expect(signUp.statusCode).toBe(200);
  const verify = await lastMail(server, email);
  expect(verify?.kind).toBe('verify-email');
  expect((await browser.get(localPath(verify!.link!))).statusCode).toBeLessThan(400);
  const ask = await new TestBrowser(server.app).post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/login',
  });
  expect(ask.statusCode).toBe(200);
  const reset = await lastMail(server, email);
  expect(reset?.kind).toBe('reset-password');
  expect((await browser.get(localPath(reset!.link!))).statusCode).toBe(302);
  return { email, links: [verify!.link!, reset!.link!] };
}

describe('without SMTP (outbox), in test mode', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // debug: every request URL is logged too, including the followed links.
    server = await createTestServer({ LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('no row of system_logs holds a link token; the outbox holds the links', async () => {
    const { email, links } = await signUpAndForgetPassword(server);
    const logs = await storedLogs(server);
    // The mails were logged (without their links, nor the address: by kind and account id), and the followed links as
    // request lines (token redacted).
    const [user] = await server.ctx.db.orm
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    expect(logs.filter((l) => l.includes('Mail written to the outbox') && l.includes(user!.id))).toHaveLength(2);
    expect(logs.some((l) => l.includes('/api/auth/verify-email?token=[redacted]'))).toBe(true);
    for (const link of links) {
      const token = tokenOf(link);
      expect(logs.filter((l) => l.includes(token))).toEqual([]);
      expect(logs.filter((l) => l.includes(link))).toEqual([]);
    }
    const { rows } = await server.ctx.db.sql.query<{ link: string; text: string }>(
      'SELECT link, text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at, id',
      [email],
    );
    expect(rows.map((r) => r.link)).toEqual(links);
    for (const row of rows) expect(row.text).toContain(row.link);
  });
});

/** What the server writes with process.stdout.write while `work` runs. */
async function stdoutDuring(work: () => Promise<void>): Promise<string[]> {
  const printed: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return printed;
}

describe('without SMTP, printing links on stdout (as `npm run dev` and the e2e server do)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer({ NODE_ENV: 'development' }, { printMailLinks: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the links are printed on stdout, marked DEVELOPMENT ONLY, and still kept out of system_logs', async () => {
    let links: string[] = [];
    const printed = await stdoutDuring(async () => {
      links = (await signUpAndForgetPassword(server)).links;
    });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(printed.filter((line) => line.includes(link))).toEqual([
        expect.stringMatching(/^DEVELOPMENT ONLY\b.*\n$/),
      ]);
      const token = tokenOf(link);
      expect((await storedLogs(server)).filter((l) => l.includes(token))).toEqual([]);
    }
  });
});

describe('without SMTP, in production', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer(
      { NODE_ENV: 'production', SESSION_SECRET: 'production-test-secret-0123456789abcdef' },
      { printMailLinks: true },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  test('links are never printed, even when asked, nor logged; the outbox keeps them', async () => {
    let links: string[] = [];
    const printed = await stdoutDuring(async () => {
      links = (await signUpAndForgetPassword(server)).links;
    });
    expect(links).toHaveLength(2);
    const logs = await storedLogs(server);
    for (const link of links) {
      const token = tokenOf(link);
      expect(printed.filter((line) => line.includes(token))).toEqual([]);
      expect(logs.filter((l) => l.includes(token))).toEqual([]);
    }
  });
});
