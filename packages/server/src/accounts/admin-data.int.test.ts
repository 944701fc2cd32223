import { accountMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { makeAdmin, signedInMember, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { createAdmin } from './admin-create.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('admin sign-in', () => {
  test('needs an active admin_users row: "Access denied. Admin privileges required." and no session', async () => {
    const { email, password } = await signedInMember(server);
    const browser = new TestBrowser(server.app);
    const r = await browser.post('/api/admin/session', { email, password });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.message).toBe(accountMessages.adminDenied);
    expect(browser.cookies.size).toBe(0);
    const { rows } = await server.ctx.db.sql.query(
      'SELECT s.id FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows).toHaveLength(1); // only the one from sign-up verification
  });

  test('an inactive row is refused the same way; a wrong password is a login failure', async () => {
    const { email, password } = await signedInMember(server);
    await makeAdmin(server, email, 'technical_admin', false);
    const browser = new TestBrowser(server.app);
    expect((await browser.post('/api/admin/session', { email, password })).json().error.message).toBe(
      accountMessages.adminDenied,
    );
    const wrong = await browser.post('/api/admin/session', { email, password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('LOGIN_FAILED');
    const bad = await browser.post('/api/admin/session', { email: 'nope', password: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'password']);
  });

  test('an active admin signs in, last_login is recorded, and counts as pro', async () => {
    const { email, password } = await signedInMember(server);
    await makeAdmin(server, email, 'astrological_admin');
    const browser = new TestBrowser(server.app);
    const r = await browser.post('/api/admin/session', { email, password });
    expect(r.statusCode).toBe(200);
    expect(r.json().admin).toMatchObject({ email, role: 'astrological_admin' });
    const { rows } = await server.ctx.db.sql.query<{ last_login: Date }>(
      'SELECT last_login FROM admin_users WHERE email = $1',
      [email],
    );
    expect(Date.now() - new Date(rows[0]!.last_login).getTime()).toBeLessThan(60_000);
    expect((await browser.get('/api/me')).json()).toMatchObject({
      signedIn: true,
      plan: 'pro',
      isAdmin: true,
      adminRole: 'astrological_admin',
    });
    expect((await browser.get('/api/admin/session')).json().admin.role).toBe('astrological_admin');
    expect((await browser.get('/api/compatibility')).statusCode).toBe(200);
  });

  test('admin:create makes the row and a verified account that can sign in at /admin', async () => {
    const email = uniqueEmail('root');
    const result = await createAdmin(server.ctx.accounts, {
      email: email.toUpperCase(),
      role: 'technical_admin',
      name: 'Root',
      password: 'first-admin-pass',
    });
    expect(result).toEqual({ email, role: 'technical_admin', adminRow: 'created', account: 'created' });
    const browser = new TestBrowser(server.app);
    const r = await browser.post('/api/admin/session', { email, password: 'first-admin-pass' });
    expect(r.statusCode).toBe(200);
    expect(r.json().admin).toMatchObject({ role: 'technical_admin', name: 'Root' });
    expect((await browser.get('/api/profile')).statusCode).toBe(200);
    // Running it again updates the row, keeps the account.
    const again = await createAdmin(server.ctx.accounts, { email, role: 'astrological_admin' });
    expect(again).toMatchObject({ adminRow: 'updated', account: 'exists' });
    await expect(createAdmin(server.ctx.accounts, { email: 'x', role: 'technical_admin' })).rejects.toThrow(/email/);
  });
});

describe('your data', () => {
  test('Export My Data: every row of the account as a JSON download, no secrets', async () => {
    const { browser, email } = await signedInMember(server, 'pro');
    await browser.put('/api/profile', { birthData: sampleBirthData });
    const folder = (await browser.post('/api/folders', { name: 'Mine' })).json();
    await browser.post('/api/chats', {
      title: 'Exported',
      folderId: folder.id,
      messages: [{ id: '1', content: 'hi', sender: 'user', timestamp: '2026-01-01T00:00:00Z' }],
    });
    const { name: _n, ...birth } = sampleBirthData;
    await browser.post('/api/charts', { ...birth, name: 'Exported chart' });
    const r = await browser.get('/api/account/export');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="stellara-export-\d{4}-\d{2}-\d{2}\.json"/);
    const data = r.json();
    expect(data.format).toBe('stellara-account-export/1');
    expect(data.account.email).toBe(email);
    expect(data.profile.birthPlace).toBe(sampleBirthData.birthPlace);
    expect(data.savedChats[0].title).toBe('Exported');
    expect(data.chatFolders[0].name).toBe('Mine');
    expect(data.birthCharts[0].name).toBe('Exported chart');
    expect(data.mails.length).toBeGreaterThan(0);
    expect(r.body).not.toMatch(/"password"|"token"/);
  });

  test('account deletion: the typed email confirms it, no row of the account is left, the email signs up again', async () => {
    const { browser, email, userId } = await signedInMember(server, 'pro');
    await browser.put('/api/profile', { birthData: sampleBirthData });
    const folder = (await browser.post('/api/folders', { name: 'Gone' })).json();
    await browser.post('/api/chats', {
      title: 'Gone',
      folderId: folder.id,
      messages: [{ id: '1', content: 'hi', sender: 'user', timestamp: '2026-01-01T00:00:00Z' }],
    });
    const { name: _n, ...birth } = sampleBirthData;
    const charts = (await browser.get('/api/charts')).json().charts as { id: string }[];
    const second = (await browser.post('/api/charts', { ...birth, name: 'A friend' })).json();
    expect(
      (await browser.post('/api/compatibility', { chart1Id: charts[0]!.id, chart2Id: second.id })).statusCode,
    ).toBe(201);
    expect((await browser.post('/api/account/api-keys', { name: 'Gone key' })).statusCode).toBe(201);
    expect((await browser.post('/api/account/calendar')).statusCode).toBe(201);
    const conversation = await browser.post('/api/conversations', { birthData: sampleBirthData });
    expect(conversation.statusCode).toBe(201);
    const conversationId = conversation.json().session.id as string;
    await browser.post(`/api/conversations/${conversationId}/messages`, { content: 'What does my Moon say?' });
    // The data is really there before: transits of its conversation, analytics, a chart, a key.
    for (const [table, where, value] of [
      ['session_transits', 'session_id', conversationId],
      ['user_analytics', 'user_id', userId],
      ['compatibility_readings', 'user_id', userId],
      ['api_keys', 'user_id', userId],
      ['calendar_feeds', 'user_id', userId],
      ['conversations', 'user_id', userId],
    ]) {
      const { rows } = await server.ctx.db.sql.query(`SELECT 1 FROM ${table} WHERE ${where} = $1`, [value]);
      expect(rows.length, table).toBeGreaterThan(0);
    }

    const unconfirmed = await browser.delete('/api/account', {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields).toHaveProperty('confirm');
    const wrong = await browser.delete('/api/account', { confirm: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(accountMessages.deleteConfirmMismatch);
    const r = await browser.delete('/api/account', { confirm: ` ${email.toUpperCase()} ` });
    expect(r.statusCode).toBe(200);
    expect((await browser.get('/api/me')).json().signedIn).toBe(false);

    // Every text column of every table: none holds the account's id, its email or its conversation's id. The one
    // trace is the confirmation mail itself (the outbox is how the embedded mode sends mail).
    const { rows: columns } = await server.ctx.db.sql.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'uuid')`,
    );
    const left: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await server.ctx.db.sql.query<{ kind?: string }>(
        `SELECT ${table === 'mail_outbox' ? 'kind' : '1 AS one'} FROM "${table}"
          WHERE "${column}"::text IN ($1, $2, $3)`,
        [userId, email, conversationId],
      );
      for (const row of rows) if (row.kind !== 'account-deleted') left.push(`${table}.${column}`);
    }
    expect(left).toEqual([]);
    // The attempt counters name the address inside their key.
    const counters = await server.ctx.db.sql.query('SELECT key FROM auth_attempts WHERE position($1 in key) > 0', [
      email,
    ]);
    expect(counters.rows).toEqual([]);
    const mails = await server.ctx.db.sql.query<{ kind: string; text: string }>(
      'SELECT kind, text FROM mail_outbox WHERE to_address = $1',
      [email],
    );
    expect(mails.rows.map((m) => m.kind)).toEqual(['account-deleted']);
    expect(mails.rows[0]!.text).toContain('your Stellara account is deleted');

    // The same email is free again: a new account, a new verification mail.
    const again = await signedInMember(server, 'free', { email });
    expect(again.userId).not.toBe(userId);
    expect((await again.browser.get('/api/me')).json().signedIn).toBe(true);
  });
});
