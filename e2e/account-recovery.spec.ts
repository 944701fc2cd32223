// Account pages that are not dead ends. Forgot password through the mailed link to a new password and a
// sign-in (desktop and phone); "Email not verified" on sign-in offers a new link that verifies and signs in.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { mailedLinksFor, signUpMember } from './harness/members.ts';

const RESET_REQUESTED =
  'If an account uses this email, a link to choose a new password is on its way. It works for one hour.';
const VERIFICATION_RESENT = 'If this email belongs to an account that is not verified yet, a new link is on its way.';

const sessions: Session[] = [];
async function open(viewport: ViewportName = 'desktop'): Promise<Session> {
  const session = await openSession(viewport);
  sessions.push(session);
  return session;
}
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
});

/** The `nth` link (1 for the first) of `kind` mailed to `email`, once the server has printed it. */
async function mailedLink(kind: 'reset-password' | 'verify-email', email: string, nth = 1): Promise<string> {
  await expect.poll(() => mailedLinksFor(kind, email).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(nth);
  return mailedLinksFor(kind, email)[nth - 1]!;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Forgot password from the sign-in form, the mailed link, a new password; then sign-in with it, not the old one. */
async function resetThroughTheMailedLink(viewport: ViewportName) {
  const { page: memberPage } = await open(viewport);
  const member = await signUpMember(memberPage, 'free', { name: viewport === 'mobile' ? 'Rhea' : 'Iris' });
  const { page, errors } = await open(viewport);

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByTestId('page-forgot-password').waitFor();
  // The address typed on the sign-in form comes along.
  expect(await page.getByLabel('Email').inputValue()).toBe(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  expect(await page.getByTestId('reset-requested').textContent()).toBe(RESET_REQUESTED);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `forgot-password-sent-${viewport}`);
  const link = await mailedLink('reset-password', member.email);

  // An address without an account gets the same sentence (and no mail).
  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  expect(await page.getByTestId('reset-requested').textContent()).toBe(RESET_REQUESTED);

  // The mailed link opens the web page.
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/reset-password');
  const fresh = page.getByLabel('New password', { exact: true });
  const again = page.getByLabel('Confirm new password', { exact: true });
  await fresh.fill('short');
  await again.fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  expect(await page.getByTestId('reset-problem').textContent()).toBe('Your new password needs at least 6 characters.');
  await fresh.fill('moonlight-77');
  await again.fill('moonlight-78');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect
    .poll(() => page.getByTestId('reset-problem').textContent())
    .toMatch(/^The two passwords are not the same/);
  await screenshot(page, `reset-password-problem-${viewport}`);
  await again.fill('moonlight-77');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Show new password' }).click();
  expect(await fresh.getAttribute('type')).toBe('text');
  await screenshot(page, `reset-password-${viewport}`);
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Back on the sign-in form: the old password fails, the new one signs in.
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  expect(await page.getByRole('status').textContent()).toBe('Your password is changed. Sign in with the new one.');
  await signInThroughForm(page, member.email, member.password);
  await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  await signInThroughForm(page, member.email, 'moonlight-77');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('member-label').getByText('Free Member', { exact: true }).waitFor({ state: 'attached' });

  // The link works once: opened again, it says so and offers a new one.
  await page.goto(link);
  await page.getByTestId('reset-link-invalid').waitFor();
  expect(await page.getByTestId('reset-link-invalid').textContent()).toBe(
    'This reset link has expired or was already used. Ask for a new one below.',
  );
  await screenshot(page, `reset-link-used-${viewport}`);
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await page.getByTestId('page-forgot-password').waitFor();

  // The reset signed out the member's other sessions.
  await memberPage.goto('/');
  await memberPage.getByTestId('member-label').getByText('Guest User', { exact: true }).waitFor({ state: 'attached' });
  // 400: the used token (the page asks before the link is known dead); 401: the wrong password; 404: no chat yet.
  expect(errors.filter((e) => !/40[014]/.test(e))).toEqual([]);
}

describe('forgot password', () => {
  test('desktop: the mailed link, a new password with the sign-up rules, sign-in with it', async () => {
    await resetThroughTheMailedLink('desktop');
  }, 120_000);

  test('phone (390×844): the same path', async () => {
    await resetThroughTheMailedLink('mobile');
  }, 120_000);
});

describe('email verification', () => {
  test('"Email not verified" offers a new link; it verifies, signs in, and the password signs in too', async () => {
    const { page } = await open('desktop');
    const email = `vera.${Date.now()}@example.com`;
    await page.goto('/login?mode=signup');
    await page.getByLabel('Name').fill('Vera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('stardust42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Right after sign-up, back on the chat home: the banner's action sends the link again.
    await page.waitForURL((url) => url.pathname === '/');
    await mailedLink('verify-email', email, 1);
    const banner = page.getByTestId('notices').getByRole('status');
    await banner.getByRole('button', { name: 'Resend verification email' }).click();
    await expect.poll(() => banner.locator('p').textContent()).toBe(VERIFICATION_RESENT);
    await mailedLink('verify-email', email, 2);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('stardust42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .getByText('Please verify your email address first. We sent you a new link.', { exact: true })
      .waitFor();
    // The refused sign-in mailed the third link; the button mails a fourth.
    await mailedLink('verify-email', email, 3);
    await screenshot(page, 'verification-needed-desktop');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect.poll(() => page.getByTestId('login-notice').textContent()).toBe(VERIFICATION_RESENT);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'verification-resent-desktop');
    const link = await mailedLink('verify-email', email, 4);

    // The new link verifies the address and signs the person in, on a page that says so.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/email-verified');
    expect(await page.getByTestId('page-email-verified').textContent()).toContain(
      "Welcome to Stellara, Vera. You're signed in.",
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'email-verified-desktop');
    await page.getByRole('link', { name: 'Start chatting' }).click();
    await page.getByTestId('member-label').getByText('Free Member', { exact: true }).waitFor({ state: 'attached' });

    // Another browser: the password signs in now.
    const other = (await open('desktop')).page;
    await other.goto('/login');
    await signInThroughForm(other, email, 'stardust42');
    await other.waitForURL((url) => url.pathname === '/');
    await other.getByTestId('member-label').getByText('Free Member', { exact: true }).waitFor({ state: 'attached' });

    // An expired link lands on the same page, which offers a new one.
    await other.context().clearCookies();
    await other.goto('/email-verified?error=TOKEN_EXPIRED');
    await other.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await other.getByLabel('Email').fill(email);
    await other.getByRole('button', { name: 'Resend verification email' }).click();
    expect(await other.getByTestId('verification-resent').textContent()).toBe(VERIFICATION_RESENT);
    await screenshot(other, 'email-link-expired-desktop');
  }, 120_000);
});
