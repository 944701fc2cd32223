// Members' e-mail addresses appeared in System Logs ("Mail written to the outbox" lines). Every
// technical administrator reads those rows: they get the event (which mail, which account id), and any address a
// line still carries (a request URL, an error) is masked to `a…@example.com`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authUsers, mailOutbox } from '../db/schema/index.ts';
import type { RunningServer } from '../server.ts';
import { TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { signedInAdmin } from '../test-support/admin.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  // debug: every request URL is logged too.
  server = await createTestServer({ LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  await server?.close();
});

interface StoredLine {
  message: string;
  context: Record<string, unknown>;
  text: string;
}

async function storedLogs(): Promise<StoredLine[]> {
  await server.flushLogs();
  const { rows } = await server.ctx.db.sql.query<{ message: string; context: Record<string, unknown> }>(
    'SELECT message, context FROM system_logs ORDER BY id',
  );
  return rows.map((r) => ({ ...r, text: `${r.message} ${JSON.stringify(r.context)}` }));
}

const masked = (address: string) => `${address[0]}…@${address.split('@')[1]}`;

describe('e-mail addresses in System Logs', () => {
  test('mail lines name the kind, the account id and the outbox row, never the address', async () => {
    const email = uniqueEmail('logged');
    const browser = new TestBrowser(server.app);
    const signUp = await browser.post('/api/auth/sign-up/email', {
      name: 'Logged Member',
      email,
      password: 'pass-1234',
    });
    expect(signUp.statusCode).toBe(200);
    const ask = await browser.post('/api/auth/request-password-reset', { email, redirectTo: '/login' });
    expect(ask.statusCode).toBe(200);

    const [user] = await server.ctx.db.orm
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    const mails = await server.ctx.db.orm
      .select({ id: mailOutbox.id, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(mails.map((m) => m.kind).sort()).toEqual(['reset-password', 'verify-email']);

    const logs = await storedLogs();
    const mailLines = logs.filter(
      (l) => l.message.startsWith('Mail written to the outbox') && l.context.userId === user!.id,
    );
    expect(mailLines.map((l) => l.context).sort((a, b) => String(a.kind).localeCompare(String(b.kind)))).toEqual(
      mails
        .sort((a, b) => a.kind.localeCompare(b.kind))
        .map((m) => ({ kind: m.kind, userId: user!.id, mailId: typeof m.id === 'number' ? m.id : String(m.id) })),
    );
    expect(logs.filter((l) => l.text.includes(email))).toEqual([]);
    expect(logs.filter((l) => l.text.includes(email.split('@')[0]!))).toEqual([]);
  });

  test('an address anywhere else in a line (request URL, error, nested field) is masked, on every path', async () => {
    const email = uniqueEmail('elsewhere');
    const encoded = encodeURIComponent(email);
    await new TestBrowser(server.app).get(`/api/no-such-route?email=${encoded}`);
    server.ctx.logger.warn({ detail: { who: [email] } }, `refused for ${email}`);
    server.ctx.logger.error(new Error(`duplicate key (email)=(${email})`), 'insert failed');

    const logs = await storedLogs();
    const local = email.split('@')[0]!;
    expect(logs.filter((l) => l.text.includes(local))).toEqual([]);
    expect(logs.filter((l) => l.text.includes(encoded))).toEqual([]);
    expect(logs.find((l) => l.message === `refused for ${masked(email)}`)?.context).toEqual({
      detail: { who: [masked(email)] },
    });
    expect(logs.some((l) => JSON.stringify(l.context.err ?? '').includes(`(email)=(${masked(email)})`))).toBe(true);
    expect(logs.some((l) => String(l.context.url).includes(`?email=${local[0]}…%40example.com`))).toBe(true);
  });

  test("an administrator's action is recorded by account id, not by address", async () => {
    const admin = await signedInAdmin(server, 'technical_admin');
    await admin.browser.post('/api/admin/graph/query', { query: 'SELECT 1 AS one' });
    const audit = (await storedLogs()).filter(
      (l) => l.message === 'admin action' && l.context.adminUserId === admin.userId,
    );
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(audit.filter((l) => l.text.includes(admin.email.split('@')[0]!))).toEqual([]);
  });
});
