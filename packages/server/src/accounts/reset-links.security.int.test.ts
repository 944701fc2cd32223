// An older reset link still worked after a newer one was used. Issuing a reset link and using
// one now end every other reset link of that account (and, as before, a reset ends the account's sessions).
import { randomBytes } from 'node:crypto';
import { accountMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authVerifications } from '../db/schema/index.ts';
import type { RunningServer } from '../server.ts';
import { lastMail, signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Asks for a reset mail and returns the token of its link (`/api/auth/reset-password/<token>?callbackURL=…`). */
async function askReset(email: string): Promise<string> {
  const ask = await new TestBrowser(server.app).post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/login',
  });
  expect(ask.statusCode).toBe(200);
  const mail = await lastMail(server, email);
  expect(mail?.kind).toBe('reset-password');
  return new URL(mail!.link!).pathname.split('/').pop()!;
}

const reset = (token: string, newPassword: string) =>
  new TestBrowser(server.app).post('/api/auth/reset-password', { token, newPassword });

async function signsIn(email: string, password: string): Promise<boolean> {
  const r = await new TestBrowser(server.app).post('/api/auth/sign-in/email', { email, password });
  return r.statusCode === 200;
}

/** A reset token stored as better-auth stores one (what an earlier version left outstanding). */
async function storedResetToken(userId: string): Promise<string> {
  const token = randomBytes(12).toString('hex');
  await server.ctx.db.orm.insert(authVerifications).values({
    id: randomBytes(12).toString('hex'),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

async function resetTokensOf(userId: string): Promise<number> {
  const { rows } = await server.ctx.db.sql.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM auth_verifications WHERE identifier LIKE 'reset-password:%' AND value = $1`,
    [userId],
  );
  return Number(rows[0]!.n);
}

describe('reset links die together', () => {
  test('after the newer link is used, the older one is refused and the password stays as set', async () => {
    const { email, userId } = await signedInMember(server, 'free', { password: 'first-pass' });
    const t1 = await askReset(email);
    const t2 = await askReset(email);
    expect(t2).not.toBe(t1);

    expect((await reset(t2, 'second-pass')).statusCode).toBe(200);
    const old = await reset(t1, 'attacker-pass');
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toEqual({ code: 'INVALID_TOKEN', message: accountMessages.resetLinkInvalid });

    expect(await signsIn(email, 'attacker-pass')).toBe(false);
    expect(await signsIn(email, 'second-pass')).toBe(true);
    expect(await resetTokensOf(userId)).toBe(0);
  });

  test('asking for a new link ends the older one at once: its page and its reset are refused', async () => {
    const { email } = await signedInMember(server, 'free', { password: 'first-pass' });
    const t1 = await askReset(email);
    const t2 = await askReset(email);

    const page = await new TestBrowser(server.app).get(`/api/auth/reset-password/${t1}?callbackURL=/login`);
    expect(page.statusCode).toBe(302);
    expect(new URL(page.headers.location!, 'http://x').searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await reset(t1, 'second-pass')).statusCode).toBe(400);
    expect(await signsIn(email, 'first-pass')).toBe(true);

    expect((await reset(t2, 'third-pass')).statusCode).toBe(200);
    expect(await signsIn(email, 'third-pass')).toBe(true);
  });

  test('using one of several outstanding links (left by an earlier version) ends the others', async () => {
    const { email, userId } = await signedInMember(server, 'free', { password: 'first-pass' });
    const left = [await storedResetToken(userId), await storedResetToken(userId), await storedResetToken(userId)];
    expect(await resetTokensOf(userId)).toBe(3);

    expect((await reset(left[1]!, 'second-pass')).statusCode).toBe(200);
    for (const token of [left[0]!, left[2]!]) expect((await reset(token, 'other-pass')).statusCode).toBe(400);
    expect(await signsIn(email, 'second-pass')).toBe(true);
  });

  test('of two links used at the same moment, at most one sets the password', async () => {
    const { email, userId } = await signedInMember(server, 'free', { password: 'first-pass' });
    const [a, b] = [await storedResetToken(userId), await storedResetToken(userId)];
    const answers = await Promise.all([reset(a, 'pass-from-a'), reset(b, 'pass-from-b')]);
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBeLessThanOrEqual(1);
    const signIns = [await signsIn(email, 'pass-from-a'), await signsIn(email, 'pass-from-b')];
    expect(signIns.filter(Boolean)).toHaveLength(ok);
    expect(await resetTokensOf(userId)).toBe(0);
  });

  test("another account's reset link keeps working, and a reset still ends the account's sessions", async () => {
    const first = await signedInMember(server, 'free', { password: 'first-pass' });
    const second = await signedInMember(server, 'free', { password: 'first-pass' });
    const t1 = await askReset(first.email);
    const t2 = await askReset(second.email);

    expect((await reset(t1, 'second-pass')).statusCode).toBe(200);
    expect((await first.browser.get('/api/me')).json().signedIn).toBe(false);
    expect((await second.browser.get('/api/me')).json().signedIn).toBe(true);

    expect((await reset(t2, 'second-pass')).statusCode).toBe(200);
    expect(await signsIn(second.email, 'second-pass')).toBe(true);
  });

  test('an expired link is refused and ends nothing', async () => {
    const { email, userId } = await signedInMember(server, 'free', { password: 'first-pass' });
    const live = await askReset(email);
    const expired = randomBytes(12).toString('hex');
    await server.ctx.db.orm.insert(authVerifications).values({
      id: randomBytes(12).toString('hex'),
      identifier: `reset-password:${expired}`,
      value: userId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await reset(expired, 'other-pass')).statusCode).toBe(400);
    expect((await reset(live, 'second-pass')).statusCode).toBe(200);
    expect(await signsIn(email, 'second-pass')).toBe(true);
  });
});
