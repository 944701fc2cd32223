import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { enterBirthData, pathname } from './harness/app.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';
import { verificationLinkFor } from './harness/members.ts';

const ACCOUNT_CREATED = 'Account created! Please check your email to verify your account.';

/** The newest verification link the server printed for `email` (embedded mode keeps mails instead of sending). */
function verificationLink(email: string): string {
  const link = verificationLinkFor(email);
  if (!link) throw new Error(`No verification link for ${email} in the server output`);
  return link;
}

describe('a member', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('signs up, verifies the email, sees the member sidebar, and signs out', async () => {
    const { page } = s;
    const email = `ada.${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Join free' }).click();
    await page.getByRole('heading', { name: 'Join Stellara' }).waitFor();
    expect(await page.getByTestId('page-login').textContent()).toContain('Terms of Service and Privacy Policy');

    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('stardust42');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await screenshot(page, 'signup-desktop');

    // Sign-up leads back to the chat home (no browser alert), with the banner and its resend action.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const banner = page.getByTestId('notices').getByRole('status');
    await expect.poll(() => banner.locator('p').textContent()).toBe(ACCOUNT_CREATED);
    await banner.getByRole('button', { name: 'Resend verification email' }).waitFor();
    await screenshot(page, 'signup-banner-desktop');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });

    // Not verified yet: signing in is refused with the server's message.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('stardust42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();

    // The verification link signs the member in, on a page that says so; Start chatting opens the chat home.
    await page.goto(verificationLink(email));
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await page.getByRole('link', { name: 'Start chatting' }).click();
    await page.getByTestId('landing').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Free Member');
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    const history = await nav.getByRole('link', { name: /Reading History/ }).textContent();
    expect(history).not.toContain('Needs sign-in');
    const folders = await nav.getByRole('link', { name: /Chat Folders/ }).textContent();
    expect(folders).not.toContain('Needs sign-in');
    expect(folders).toContain('Plus');
    await screenshot(page, 'member-landing-desktop');

    // No birth data on the account yet: member pages lead back to the landing screen.
    await page.goto('/history');
    await page.getByTestId('landing').waitFor();
    expect(pathname(page)).toBe('/');

    await nav.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('tab', { name: 'Account' }).click();
    expect(await dialog.textContent()).toContain(email);
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Guest User');
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    // Sign Out turns the page into a guest's before asking again: no 401 for data it may no longer see.
    expect(s.errors.filter((e) => !e.includes('403'))).toEqual([]);
  });

  test('a visitor who signs up keeps the chart entered before: it moves into the account', async () => {
    const { page } = s;
    const email = `grace.${Date.now()}@example.com`;
    await enterBirthData(page);
    await page.goto('/login?mode=signup');
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('moonrise7');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Back in the chat begun as a visitor, with the banner saying the link is on its way.
    await page.getByTestId('chat').waitFor();
    await page.getByTestId('notices').getByRole('status').getByText(ACCOUNT_CREATED).waitFor();

    await page.goto(verificationLink(email));
    await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Free Member');
    await page.goto('/profile');
    const profile = page.getByTestId('page-profile');
    await profile.waitFor();
    const text = await profile.textContent();
    expect(text).toContain('Birth Chart Profile');
    expect(text).toContain(email);
    expect(text).toContain('London, England, United Kingdom');
    expect(await page.getByTestId('big-three').getByRole('listitem').count()).toBe(3);
    await screenshot(page, 'member-profile-desktop');

    // A new tab (empty session storage, same sign-in): / is the chat with the account's birth data.
    const tab = await s.context.newPage();
    await tab.goto(`${s.baseURL}/`);
    await tab.locator('[data-testid="chat"], [data-testid="landing"]').first().waitFor();
    expect(await tab.getByTestId('landing').count()).toBe(0);
    await tab.getByPlaceholder('Ask...').waitFor();
    expect(await tab.getByRole('heading', { level: 1 }).first().textContent()).toBe("Ada's reading");
    await screenshot(tab, 'member-new-tab-chat-desktop');
    await tab.close();
  });
});
