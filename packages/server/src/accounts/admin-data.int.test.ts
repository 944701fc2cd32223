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

  test('account deletion needs the confirmation, then removes everything (cascade) and signs out', async () => {
    const { browser, email, userId } = await signedInMember(server, 'plus');
    await browser.put('/api/profile', { birthData: sampleBirthData });
    await browser.post('/api/chats', {
      title: 'Gone',
      messages: [{ id: '1', content: 'hi', sender: 'user', timestamp: '2026-01-01T00:00:00Z' }],
    });
    const unconfirmed = await browser.delete('/api/account', {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields).toHaveProperty('confirm');
    const r = await browser.delete('/api/account', { confirm: 'DELETE' });
    expect(r.statusCode).toBe(200);
    expect((await browser.get('/api/me')).json().signedIn).toBe(false);
    for (const [table, column] of [
      ['auth_users', 'id'],
      ['auth_sessions', 'user_id'],
      ['auth_accounts', 'user_id'],
      ['user_profiles', 'id'],
      ['saved_chats', 'user_id'],
    ]) {
      const { rows } = await server.ctx.db.sql.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [userId]);
      expect(rows, table).toHaveLength(0);
    }
    const mails = await server.ctx.db.sql.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [email]);
    expect(mails.rows).toHaveLength(0);
  });
});
