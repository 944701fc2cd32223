// Session tokens stay in the httpOnly cookie (never in an answer a page script reads), a session
// is signed out by its id, and account mails are built from the configured public URL, never from the request's Host.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { lastMail, signedInMember, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { createTestServer } from '../test-support/test-server.ts';

const PUBLIC_URL = 'https://stellara.example';
let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer({ PUBLIC_URL });
});
afterAll(async () => {
  await server?.close();
});

/** The raw session token: the cookie holds `<token>.<signature>`. */
function sessionToken(browser: TestBrowser): string {
  const cookie = browser.cookies.get('stellara.session_token');
  expect(cookie).toBeTruthy();
  return decodeURIComponent(cookie!).split('.')[0]!;
}

async function mailCount(email: string): Promise<number> {
  const { rows } = await server.ctx.db.sql.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1',
    [email],
  );
  return Number(rows[0]!.n);
}

describe('session answers', () => {
  test('sign-in, get-session and list-sessions carry no session token', async () => {
    const { email, password, browser } = await signedInMember(server);
    const other = new TestBrowser(server.app);
    const signIn = await other.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.email).toBe(email);
    expect(signIn.body).not.toContain(sessionToken(other));
    expect(signIn.json()).not.toHaveProperty('token');

    const session = await browser.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json().session.id).toBeTruthy();
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.body).not.toContain(sessionToken(browser));

    const list = await browser.get('/api/auth/list-sessions');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    for (const s of list.json()) expect(s).not.toHaveProperty('token');
    expect(list.body).not.toContain(sessionToken(browser));
    expect(list.body).not.toContain(sessionToken(other));

    // Signed out, the answer stays JSON null.
    const anonymous = await new TestBrowser(server.app).get('/api/auth/get-session');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
  });

  test('a member signs out another of their sessions by id; nobody else can', async () => {
    const { email, password, browser } = await signedInMember(server);
    const phone = new TestBrowser(server.app);
    expect((await phone.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(200);
    const own = (await browser.get('/api/auth/get-session')).json().session.id as string;
    const phoneId = (await phone.get('/api/auth/get-session')).json().session.id as string;
    expect(phoneId).not.toBe(own);

    // Another member cannot sign it out (it is not theirs: the same 404 as an unknown id).
    const stranger = await signedInMember(server);
    const foreign = await stranger.browser.delete(`/api/account/sessions/${phoneId}`);
    expect(foreign.statusCode).toBe(404);
    expect((await phone.get('/api/auth/get-session')).json()).not.toBeNull();
    expect((await new TestBrowser(server.app).delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(401);

    const revoked = await browser.delete(`/api/account/sessions/${phoneId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    expect((await phone.get('/api/auth/get-session')).json()).toBeNull();
    expect((await browser.get('/api/auth/get-session')).json().session.id).toBe(own);
    expect((await browser.delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(404);

    // Signing out every other session still works without any token.
    const laptop = new TestBrowser(server.app);
    expect((await laptop.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(200);
    expect((await browser.post('/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect((await laptop.get('/api/auth/get-session')).json()).toBeNull();
    expect((await browser.get('/api/me')).json().signedIn).toBe(true);
  });
});

describe('links in account mails', () => {
  test('a forged Host never reaches a reset mail: the link is built from PUBLIC_URL', async () => {
    const { email } = await signedInMember(server);
    const before = await mailCount(email);
    const forged = { host: 'evil.example' };
    const asker = new TestBrowser(server.app, 'http://evil.example');

    for (const redirectTo of ['http://evil.example/reset-password', '//evil.example/reset', 'javascript:alert(1)']) {
      const refused = await asker.post('/api/auth/request-password-reset', { email, redirectTo }, forged);
      expect(refused.statusCode, redirectTo).toBe(400);
      expect(refused.json().error.message).toContain('redirectTo must be a page of this site');
    }
    expect(await mailCount(email)).toBe(before);

    const asked = await asker.post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/reset-password' },
      forged,
    );
    expect(asked.statusCode).toBe(200);
    const mail = await lastMail(server, email);
    expect(mail?.kind).toBe('reset-password');
    expect(mail!.link!.startsWith(`${PUBLIC_URL}/api/auth/reset-password/`)).toBe(true);
    expect(mail!.link).not.toContain('evil.example');
    expect(mail!.text).not.toContain('evil.example');

    // An absolute address on the public URL is one of our pages.
    const absolute = await asker.post(
      '/api/auth/request-password-reset',
      { email, redirectTo: `${PUBLIC_URL}/reset-password` },
      forged,
    );
    expect(absolute.statusCode).toBe(200);
  });

  test('sign-up and a new verification mail refuse a foreign callbackURL, and mail nothing', async () => {
    const email = uniqueEmail('callback');
    const browser = new TestBrowser(server.app);
    const signUp = await browser.post(
      '/api/auth/sign-up/email',
      { name: 'Forged', email, password: 'correct horse', callbackURL: 'https://evil.example/' },
      { host: 'evil.example' },
    );
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.fields).toEqual({ callbackURL: 'is not a page of this site' });
    expect(await mailCount(email)).toBe(0);

    expect(
      (
        await browser.post('/api/auth/sign-up/email', {
          name: 'Real',
          email,
          password: 'correct horse',
          callbackURL: '/',
        })
      ).statusCode,
    ).toBe(200);
    expect(await mailCount(email)).toBe(1);
    const resend = await browser.post('/api/auth/send-verification-email', {
      email,
      callbackURL: 'http://evil.example/',
    });
    expect(resend.statusCode).toBe(400);
    expect(await mailCount(email)).toBe(1);
    const link = await browser.get('/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example%2F');
    expect(link.statusCode).toBe(400);
  });
});
