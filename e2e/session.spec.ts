// Sign Out that forgets, a member's own chats, and no 401 noise, in Chromium against the real server, on a
// desktop and a 390x844 phone: after Sign Out the tab holds nothing of the member (page, storage, cookies); signing in
// again reopens the saved chat; the sidebar's New chat starts a second chat with its own title; the browser never
// asks for data it may no longer see.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { technicalAdmin } from './harness/admin.ts';
import { ask, chatOpened, pathname } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

/** Every answer of 400 or more the page received, as "status METHOD path". */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return failures;
}

/** The 401s among the failed answers and the console errors (Chromium logs each failed resource there too). */
const unauthorised = (s: Session, failures: string[]) =>
  [...failures, ...s.errors].filter((line) => /\b401\b|Unauthori[sz]ed/i.test(line));

async function openNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.waitFor();
  }
  return nav;
}

async function signOutFromSettings(page: Page): Promise<void> {
  const nav = await openNav(page);
  await nav.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Account' }).click();
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByTestId('landing').waitFor();
  await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Guest User');
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The saved chats' titles in Reading History, reached through the sidebar (no reload). */
async function historyTitles(page: Page): Promise<string[]> {
  const nav = await openNav(page);
  await nav.getByRole('link', { name: /Reading History/ }).click();
  const list = page.getByRole('list', { name: 'Your conversations' });
  await list.waitFor();
  return list.getByTestId('chat-card').locator('h2, h3').allTextContents();
}

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe.each<ViewportName>(['desktop', 'mobile'])('a member session (%s)', (viewport) => {
  test('Sign Out forgets the member in the tab; signing in again reopens the saved chat, the only one', async () => {
    s = await openSession(viewport);
    const { page } = s;
    const failures = watchFailures(page);
    const member = await signUpMember(page, 'free', { name: 'Johanna' });
    await page.getByTestId('chat').waitFor();
    await chatOpened(page);
    const question = 'Yes, that sounds like me, honestly.';
    const reply = await ask(page, question);
    expect(await reply.getAttribute('data-status')).toBe('complete');
    const hookText = (await page.getByTestId('message-assistant').first().textContent()) ?? '';
    const messages = await page.locator('.message').allTextContents();
    expect(messages.length).toBe(3);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe("Johanna's reading");

    await signOutFromSettings(page);
    await screenshot(page, `session-signed-out-${viewport}`);
    // Nothing of the member on the page: no name, no chart, no chat.
    const body = (await page.locator('body').textContent()) ?? '';
    for (const trace of ['Johanna', 'Liverpool', member.email, question, hookText.slice(0, 60)]) {
      expect(body, `the page still shows "${trace}"`).not.toContain(trace);
    }
    expect(await page.getByTestId('chat').count()).toBe(0);
    // Nor in storage (the theme and voice may stay), nor in cookies.
    const storage = await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage),
      values: [...Object.values(sessionStorage), ...Object.values(localStorage)].join(' '),
    }));
    expect(storage.session).toEqual([]);
    expect(storage.local.filter((k) => !['theme', 'personality', 'technical'].includes(k))).toEqual([]);
    expect(storage.values).not.toContain('Johanna');
    const cookies = (await s.context.cookies()).map((c) => c.name);
    expect(cookies.filter((name) => /session_token|visitor/.test(name))).toEqual([]);
    // Member pages lead a guest without birth data back to the landing (no session profile with the old chart).
    const nav = await openNav(page);
    const entries = await page.evaluate(() => history.length);
    await nav.getByRole('link', { name: /Birth Chart Profile/ }).click();
    // The landing is on screen already: wait for the visit to /profile (a new history entry) and its way back to /.
    await page.waitForFunction((before) => history.length > before && location.pathname === '/', entries);
    await page.getByTestId('landing').waitFor();
    expect(await page.locator('body').textContent()).not.toContain('Johanna');
    // The phone's menu closes with the route change.
    await page.getByTestId('sidebar-scrim').waitFor({ state: 'detached' });

    // Signing in again: the latest saved chat reopens as it was.
    await signInWithForm(page, member.email, member.password);
    await page.getByTestId('chat').waitFor();
    await expect.poll(() => page.locator('.message').count(), { timeout: 20_000 }).toBe(messages.length);
    expect(await page.locator('.message').allTextContents()).toEqual(messages);
    expect(await page.getByTestId('chat-saved').count()).toBe(1);
    await screenshot(page, `session-signed-in-again-${viewport}`);
    expect(await historyTitles(page)).toHaveLength(1);
    await screenshot(page, `session-history-one-${viewport}`);

    expect(unauthorised(s, failures)).toEqual([]);
  });

  test('New chat in the sidebar starts an empty chat; each chat gets its own topic title in history', async () => {
    s = await openSession(viewport);
    const { page } = s;
    const failures = watchFailures(page);
    await signUpMember(page, 'free', { name: 'Maren' });
    await chatOpened(page);
    await ask(page, "Yes, that's me");
    const topic = page.locator('.chat-topic');
    await topic.waitFor();
    const firstTitle = ((await topic.textContent()) ?? '').replace(/^\s*·\s*/, '');
    expect(firstTitle).not.toBe('Birth Chart Reading');
    expect(firstTitle).not.toBe('New Conversation');

    const nav = await openNav(page);
    await screenshot(page, `session-sidebar-new-chat-${viewport}`);
    await nav.getByRole('button', { name: 'New chat' }).click();
    // A new conversation: it opens (with the hook) and holds none of the first chat's messages.
    await expect.poll(() => page.getByTestId('message-user').count(), { timeout: 20_000 }).toBe(0);
    await chatOpened(page);
    expect(await page.getByTestId('message-user').count()).toBe(0);
    expect(await page.getByTestId('message-assistant').count()).toBe(1);
    expect(await page.locator('.chat-topic').count()).toBe(0);
    await screenshot(page, `session-new-chat-${viewport}`);

    await ask(page, 'What does my chart say about my career?');
    await expect.poll(() => page.locator('.chat-topic').textContent()).toContain('Career Guidance');

    const titles = await historyTitles(page);
    expect(titles).toHaveLength(2);
    expect(new Set(titles).size).toBe(2);
    expect(titles).toContain('Career Guidance');
    expect(titles).toContain(firstTitle);
    await screenshot(page, `session-history-two-${viewport}`);
    // Signing out from Reading History: its cards leave without asking the server for anything on the way.
    await signOutFromSettings(page);
    expect(await page.locator('body').textContent()).not.toContain('Career Guidance');
    expect(unauthorised(s, failures)).toEqual([]);
  });
});

describe('an administrator', () => {
  test('logs in and out without a 401 on the way; the landing shows afterwards', async () => {
    s = await openSession('desktop');
    const { page } = s;
    const failures = watchFailures(page);
    await page.goto('/admin');
    const form = page.getByTestId('admin-login');
    await form.getByLabel('Admin Email').fill(technicalAdmin.email);
    await form.getByLabel('Password', { exact: true }).fill(technicalAdmin.password);
    await form.getByRole('button', { name: 'Access Admin Portal' }).click();
    await page.getByTestId('admin-dashboard').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByTestId('landing').waitFor();
    expect(pathname(page)).toBe('/');
    await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Guest User');
    expect(await page.evaluate(() => localStorage.getItem('stellara.admin-role'))).toBeNull();
    expect(unauthorised(s, failures)).toEqual([]);
  });
});
