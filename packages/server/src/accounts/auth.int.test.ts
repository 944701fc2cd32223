import { accountMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { lastMail, localPath, signedInMember, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { adaBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { VISITOR_COOKIE } from './visitor.service.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('sign up, verify, sign in, sign out', () => {
  test('sign-up answers the spec text, mails a verification link and needs it before sign-in', async () => {
    const browser = new TestBrowser(server.app);
    const email = uniqueEmail();
    const signUp = await browser.post('/api/auth/sign-up/email', { name: 'Ada', email, password: 'secret1' });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().message).toBe(accountMessages.accountCreated);
    expect((await browser.get('/api/me')).json()).toMatchObject({ signedIn: false, plan: 'anonymous' });

    const early = await browser.post('/api/auth/sign-in/email', { email, password: 'secret1' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await lastMail(server, email);
    expect(mail?.kind).toBe('verify-email');
    expect(mail?.text).toContain(mail?.link);
    const verify = await browser.get(localPath(mail!.link!));
    expect(verify.statusCode).toBeLessThan(400);
    const me = (await browser.get('/api/me')).json();
    expect(me).toMatchObject({ signedIn: true, plan: 'free', isAdmin: false, user: { email, name: 'Ada' } });
    expect(me.user.emailVerified).toBe(true);

    // Cookies: httpOnly, SameSite=Lax, not Secure outside production.
    const other = new TestBrowser(server.app);
    const signIn = await other.post('/api/auth/sign-in/email', { email, password: 'secret1' });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie']].flat().find((c) => String(c).includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await other.get('/api/me')).json().signedIn).toBe(true);

    const session = await other.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);
    expect(new Date(session.json().session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const out = await other.post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect((await other.get('/api/me')).json().signedIn).toBe(false);
  });

  test('sign-out forgets the visitor session too: nothing of the person seeds the next guest', async () => {
    const { browser } = await signedInMember(server);
    // A visitor session written while signed in (e.g. by another tab of the app before it knew of the sign-in).
    const saved = await browser.put('/api/visitor/birth-data', adaBirthData);
    expect(saved.statusCode).toBe(200);
    expect(browser.cookies.has(VISITOR_COOKIE)).toBe(true);
    const token = browser.cookies.get(VISITOR_COOKIE)!;

    const out = await browser.post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect(browser.cookies.has(VISITOR_COOKIE)).toBe(false);
    expect((await browser.get('/api/me')).json().signedIn).toBe(false);
    expect((await browser.get('/api/visitor')).json()).toMatchObject({ birthData: null, chart: null });
    // The old cookie, replayed, finds nothing on the server either.
    const replay = await browser.get('/api/visitor', { cookie: `${VISITOR_COOKIE}=${token}` });
    expect(replay.json()).toMatchObject({ birthData: null, chart: null, currentChat: null });
  });

  test('passwords are stored as scrypt salt:key, never in clear', async () => {
    const { email } = await signedInMember(server);
    const { rows } = await server.ctx.db.sql.query<{ password: string }>(
      'SELECT a.password FROM auth_accounts a JOIN auth_users u ON u.id = a.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows[0]!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  test('bad sign-up input names the field', async () => {
    const browser = new TestBrowser(server.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: uniqueEmail(), password: 'secret1' }, 'name'],
      [{ name: ' ', email: uniqueEmail(), password: 'secret1' }, 'name'],
      [{ name: 'A', email: 'not-an-email', password: 'secret1' }, 'email'],
      [{ name: 'A', email: uniqueEmail(), password: '12345' }, 'password'],
      [{ name: 'A', email: uniqueEmail(), password: 'x'.repeat(129) }, 'password'],
    ];
    for (const [body, field] of cases) {
      const r = await browser.post('/api/auth/sign-up/email', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json().error.fields)).toContain(field);
    }
  });

  test('an unknown auth path is a 404 in our error shape', async () => {
    const r = await new TestBrowser(server.app).get('/api/auth/no-such-thing');
    expect(r.statusCode).toBe(404);
    expect(r.json().error.code).toBe('NOT_FOUND');
  });

  test('wrong password: a 401 in our error shape', async () => {
    const { email } = await signedInMember(server);
    const r = await new TestBrowser(server.app).post('/api/auth/sign-in/email', { email, password: 'wrong-one' });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) } });
  });

  test('password reset: mail with a link, new password works, old one does not', async () => {
    const { email } = await signedInMember(server, 'free', { password: 'first-pass' });
    const browser = new TestBrowser(server.app);
    const ask = await browser.post('/api/auth/request-password-reset', { email, redirectTo: '/login' });
    expect(ask.statusCode).toBe(200);
    const mail = await lastMail(server, email);
    expect(mail?.kind).toBe('reset-password');
    const follow = await browser.get(localPath(mail!.link!));
    expect(follow.statusCode).toBe(302);
    const token = new URL(follow.headers.location!, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await browser.post('/api/auth/reset-password', { token, newPassword: 'second-pass' });
    expect(reset.statusCode).toBe(200);
    expect((await browser.post('/api/auth/sign-in/email', { email, password: 'first-pass' })).statusCode).toBe(401);
    expect((await browser.post('/api/auth/sign-in/email', { email, password: 'second-pass' })).statusCode).toBe(200);
  });
});

describe('account pages that are not dead ends', () => {
  test('a reset link asked without a redirect opens the web reset page; a used link comes back with an error', async () => {
    const { email } = await signedInMember(server, 'free', { password: 'first-pass' });
    const browser = new TestBrowser(server.app);
    const ask = await browser.post('/api/auth/request-password-reset', { email });
    expect(ask.statusCode).toBe(200);
    const mail = await lastMail(server, email);
    const follow = await browser.get(localPath(mail!.link!));
    expect(follow.statusCode).toBe(302);
    const landing = new URL(follow.headers.location!, 'http://x');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    expect((await browser.post('/api/auth/reset-password', { token, newPassword: 'second-pass' })).statusCode).toBe(
      200,
    );

    // Used: the link lands on the same page with an error, and the token is refused with our words.
    const again = await browser.get(localPath(mail!.link!));
    const error = new URL(again.headers.location!, 'http://x');
    expect([error.pathname, error.searchParams.get('error')]).toEqual(['/reset-password', 'INVALID_TOKEN']);
    const reuse = await browser.post('/api/auth/reset-password', { token, newPassword: 'third-pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toEqual({ code: 'INVALID_TOKEN', message: accountMessages.resetLinkInvalid });
    const short = await browser.post('/api/auth/reset-password', { token, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('newPassword');
  });

  test('forgot password answers the same for an unknown address and mails nothing', async () => {
    const { email } = await signedInMember(server);
    const known = await new TestBrowser(server.app).post('/api/auth/request-password-reset', { email });
    const stranger = uniqueEmail('nobody');
    const unknown = await new TestBrowser(server.app).post('/api/auth/request-password-reset', { email: stranger });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMail(server, stranger)).toBeNull();
  });

  test('unverified sign-in says a new link was sent; resending mails another that verifies and signs in', async () => {
    const browser = new TestBrowser(server.app);
    const email = uniqueEmail('unverified');
    await browser.post('/api/auth/sign-up/email', {
      name: 'Vera',
      email,
      password: 'secret1',
      callbackURL: '/email-verified',
    });
    const early = await browser.post('/api/auth/sign-in/email', {
      email,
      password: 'secret1',
      callbackURL: '/email-verified',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: accountMessages.emailNotVerified });

    const resend = await browser.post('/api/auth/send-verification-email', { email, callbackURL: '/email-verified' });
    expect(resend.statusCode).toBe(200);
    // The same answer for an address without an account.
    const nobody = await browser.post('/api/auth/send-verification-email', {
      email: uniqueEmail('nobody'),
      callbackURL: '/email-verified',
    });
    expect([nobody.statusCode, nobody.json()]).toEqual([200, resend.json()]);
    const mail = await lastMail(server, email);
    expect(mail?.kind).toBe('verify-email');
    const follow = await browser.get(localPath(mail!.link!));
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/email-verified');
    expect((await browser.get('/api/me')).json()).toMatchObject({ signedIn: true, user: { email } });
    // A foreign landing page is refused before anything is mailed.
    const foreign = await browser.post('/api/auth/send-verification-email', {
      email,
      callbackURL: 'https://evil.example/x',
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  test('sign-in is limited per account (10 per 15 minutes), even with the right password after', async () => {
    const { email, password } = await signedInMember(server);
    const browser = new TestBrowser(server.app);
    for (let i = 0; i < 10; i++) {
      const r = await browser.post('/api/auth/sign-in/email', { email, password: 'wrong-guess' });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await browser.post('/api/auth/sign-in/email', { email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('sign-up is limited per IP (10 an hour)', async () => {
    const browser = new TestBrowser(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await browser.post('/api/auth/sign-up/email', { name: 'N', email: uniqueEmail(), password: 'secret1' });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('CSRF', () => {
  test('a cookie-carrying state change from another origin, or with no origin, is refused', async () => {
    const { browser } = await signedInMember(server);
    const cookie = browser.cookieHeader()!;
    const evil = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(evil.statusCode).toBe(403);
    const none = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(403);
    expect((await browser.get('/api/me')).json().signedIn).toBe(true);
  });
});
