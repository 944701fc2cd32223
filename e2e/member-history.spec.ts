// Reading History, Chat Folders, the chat's Save, the account buttons and upgrades from the plans page, in Chromium
// against the real server (embedded database, test-mode payments), on a desktop and a 390x844 phone.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened, enterBirthData, pathname, seedStorage, sessionBirthData } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { answerConfirm, openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { verificationLinkFor } from './harness/members.ts';

const PASSWORD = 'stardust42';

/** The newest verification link the server printed for `email` (embedded mode keeps mails instead of sending). */
const verificationLink = verificationLinkFor;

/** A same-origin API call from the page (cookies and Origin as the app sends them). */
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the checks
type Json = any;

async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: r.status, json };
    },
    { method, path, body },
  );
}

/** Signs up through the API and follows the mailed link, as a person would; returns the email. */
async function signUpAndVerify(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  if (!page.url().startsWith('http')) await page.goto('/');
  const r = await api(page, 'POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD, callbackURL: '/' });
  expect(r.status).toBe(200);
  await expect.poll(() => verificationLink(email), { timeout: 10_000 }).toBeTruthy();
  await page.goto(verificationLink(email)!);
  await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Free Member');
  return email;
}

/** A signed-in free member with birth data on the account and in the session. */
async function newMember(page: Page, name: string): Promise<string> {
  await page.goto('/');
  const email = await signUpAndVerify(page, name);
  const saved = await api(page, 'PUT', '/api/profile', { birthData: sessionBirthData });
  expect(saved.status).toBe(200);
  await seedStorage(page, { session: { birthData: JSON.stringify(sessionBirthData) } });
  return email;
}

/** Upgrades through the plans page and the server's labelled test-mode checkout. */
async function upgradeFromPlans(page: Page, plan: 'plus' | 'pro', shot?: string): Promise<void> {
  await page.goto('/upgrade');
  const card = page.getByTestId(`plan-${plan}`);
  await card.getByRole('button', { name: 'Upgrade Now' }).click();
  await page.getByRole('heading', { name: /Confirm: Stellara/ }).waitFor();
  expect(await page.textContent('body')).toContain('TEST MODE');
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Complete test purchase' }).click();
  await page.waitForURL('**/upgrade?checkout=success');
  await page.getByTestId('checkout-success').waitFor();
  const label = plan === 'plus' ? 'Plus Member' : 'Pro Member';
  await expect.poll(() => page.getByTestId('member-label').textContent(), { timeout: 15_000 }).toBe(label);
  await expect
    .poll(() => page.getByTestId('checkout-success').textContent(), { timeout: 15_000 })
    .toContain(`Welcome to Stellara ${plan === 'plus' ? 'Plus' : 'Pro'}`);
  expect(await page.getByTestId(`plan-${plan}`).getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
}

async function openAccount(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Account' }).click();
  return dialog;
}

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const unexpectedErrors = (session: Session) =>
  session.errors.filter((e) => !/401|403|404|Failed to load resource/.test(e));

describe.each<ViewportName>(['desktop', 'mobile'])('Reading History and Chat Folders for visitors (%s)', (viewport) => {
  test('sample cards, the register text and the folders upgrade banner; every upgrade action goes to /upgrade', async () => {
    s = await openSession(viewport);
    const { page } = s;
    await seedStorage(page, { session: { birthData: JSON.stringify(sessionBirthData) } });

    await page.goto('/history');
    const history = page.getByTestId('page-history');
    await history.waitFor();
    const samples = history.getByRole('list', { name: 'Sample conversations' }).getByRole('listitem');
    expect(await samples.count()).toBe(4);
    expect(await samples.first().textContent()).toContain('Sample');
    expect(await samples.first().textContent()).toMatch(/12 messages/);
    expect(await history.textContent()).toContain('Register to save your actual conversations');
    await screenshot(page, `history-visitor-${viewport}`);
    expect(await axeViolations(page)).toEqual([]);
    // The whole sample card is one control, reachable and operable by keyboard.
    await samples.nth(1).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');

    await page.goto('/folders');
    const folders = page.getByTestId('page-folders');
    await folders.waitFor();
    expect(await folders.textContent()).toContain('Upgrade to Stellara+ for $25/month');
    const sampleFolders = folders.getByRole('list', { name: 'Sample folders' });
    for (const [name, chats] of [
      ['Love & Relationships', 8],
      ['Career Guidance', 5],
      ['Transit Tracking', 12],
    ] as const) {
      const card = sampleFolders.getByRole('listitem').filter({ hasText: name });
      expect(await card.textContent()).toContain(`${chats} chats`);
      expect(await card.textContent()).toContain('Sample');
    }
    await screenshot(page, `folders-visitor-${viewport}`);
    expect(await axeViolations(page)).toEqual([]);
    await folders.getByRole('link', { name: 'Upgrade for Folders' }).click();
    await page.waitForURL('**/upgrade');
    await page.goBack();
    await folders.getByRole('link', { name: 'Upgrade to Organize Chats' }).click();
    await page.waitForURL('**/upgrade');
    // A visitor: Sign Up Free for the free plan, Register Now for the paid ones; their own plan is current.
    await page.getByTestId('page-upgrade').waitFor();
    expect(await page.getByTestId('plan-anonymous').getByRole('button', { name: 'Current Plan' }).count()).toBe(1);
    expect(await page.getByTestId('plan-free').getByRole('link', { name: 'Sign Up Free' }).count()).toBe(1);
    expect(await page.getByTestId('plan-plus').getByRole('link', { name: 'Register Now' }).count()).toBe(1);
    // Register Now opens the sign-up form (it used to open sign-in).
    await page.getByTestId('plan-plus').getByRole('link', { name: 'Register Now' }).click();
    await page.getByRole('heading', { name: 'Join Stellara' }).waitFor();
    await page.goBack();
    await page.getByTestId('page-upgrade').waitFor();
    expect(await page.getByTestId('plan-plus').textContent()).toContain('Most Popular');
    await screenshot(page, `plans-visitor-${viewport}`);
    expect(unexpectedErrors(s)).toEqual([]);
  });
});

describe('a member: save, history, continue, folders, upgrades, invoices, export, cancel (desktop)', () => {
  test('from a visitor chat saved by signing up to a cancelled Pro subscription', { timeout: 240_000 }, async () => {
    s = await openSession('desktop');
    const { page } = s;

    // A visitor's chat (the hook, answered) is temporary: Save offers a free account.
    await enterBirthData(page);
    await chatOpened(page);
    await ask(page, "yes, that's me");
    const save = page.getByTestId('chat-save');
    expect(await save.textContent()).toContain('Save');
    await save.click();
    await page.waitForURL('**/login?mode=signup');

    // Signing up keeps the chat: it is saved in the account.
    await signUpAndVerify(page, 'Hypatia');
    await page.goto('/');
    await page.getByTestId('chat-saved').waitFor();
    await screenshot(page, 'chat-saved-desktop');

    await page.goto('/history');
    const history = page.getByTestId('page-history');
    const cards = history.getByTestId('chat-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    const firstTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
    expect(firstTitle.length).toBeGreaterThan(0);
    expect(await cards.first().textContent()).toMatch(/\d+ messages/);
    // Free: no folders, the plan's limit said.
    expect(await history.getByRole('combobox').count()).toBe(0);
    expect(await history.getByTestId('history-count').textContent()).toContain('keeps your last 10');

    // A member's chat that is not saved yet (opened, no question): Save makes it permanent.
    const created = await api(page, 'POST', '/api/conversations', { birthData: sessionBirthData });
    expect(created.status).toBe(201);
    const id = created.json.session.id as string;
    await api(page, 'POST', `/api/conversations/${id}/open`, {});
    await page.evaluate((chatId) => sessionStorage.setItem('openChat', chatId), id);
    await page.goto('/');
    const saveButton = page.getByRole('button', { name: 'Save' });
    await saveButton.waitFor();
    await screenshot(page, 'chat-save-member-desktop');
    await saveButton.click();
    await page.getByTestId('chat-saved').waitFor();
    expect((await api(page, 'GET', `/api/conversations/${id}`)).json.session.saved).toBe(true);

    await page.goto('/history');
    await expect.poll(() => cards.count()).toBe(2);
    await screenshot(page, 'history-member-desktop');

    // Continue a chat from the history: the chat screen opens that conversation.
    const older = cards.filter({ hasText: firstTitle });
    const olderCount = Number(/(\d+) messages/.exec((await older.textContent()) ?? '')?.[1]);
    await older.getByRole('button', { name: `Continue ${firstTitle}` }).click();
    await page.getByTestId('chat').waitFor();
    await expect.poll(() => page.getByTestId('messages').getByRole('listitem').count()).toBe(olderCount);
    expect(await page.getByTestId('chat-saved').count()).toBe(1);

    // Export My Data: a JSON file with the member's things.
    let dialog = await openAccount(page);
    expect(await dialog.getByRole('button', { name: 'Update Payment Method' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stellara-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(JSON.stringify(exported)).toContain('Hypatia');
    expect(JSON.stringify(exported)).toContain(id);
    await dialog.getByTestId('account-status').waitFor();
    await screenshot(page, 'account-free-desktop');
    await page.keyboard.press('Escape');

    // Free -> Plus through the plans page.
    await page.goto('/upgrade');
    await page.getByTestId('page-upgrade').waitFor();
    expect(await page.getByTestId('plan-free').getByRole('button', { name: 'Current Plan' }).count()).toBe(1);
    await upgradeFromPlans(page, 'plus', 'checkout-test-mode-desktop');
    await screenshot(page, 'plans-upgraded-plus-desktop');

    // Folders: create, rename, move a chat in, open it from the folder, delete a folder.
    await page.goto('/folders');
    const folders = page.getByTestId('page-folders');
    await folders.getByRole('heading', { name: 'No Folders Yet' }).waitFor();
    await screenshot(page, 'folders-empty-plus-desktop');
    await folders.getByRole('button', { name: 'Create First Folder' }).click();
    await folders.getByLabel('New folder name').fill('Love & Relationships');
    await folders.getByRole('button', { name: 'Create Folder' }).click();
    await folders.getByRole('heading', { name: 'Love & Relationships' }).waitFor();
    await folders.getByRole('button', { name: 'New Folder', exact: true }).click();
    await folders.getByLabel('New folder name').fill('Career');
    await page.keyboard.press('Enter');
    await folders.getByRole('heading', { name: 'Career' }).waitFor();
    // Rename by keyboard only: the button, the field (focused and selected), Enter.
    await folders.getByRole('button', { name: 'Rename Career' }).press('Enter');
    const rename = folders.getByLabel('New name for Career');
    await expect.poll(() => rename.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Career Guidance');
    await page.keyboard.press('Enter');
    await folders.getByRole('heading', { name: 'Career Guidance' }).waitFor();
    expect(await folders.getByTestId('folder').count()).toBe(2);

    const unfiled = folders.getByRole('list', { name: 'Chats not in a folder' });
    await unfiled.getByLabel(`Folder for ${firstTitle}`).selectOption({ label: 'Love & Relationships' });
    const love = folders.getByTestId('folder').filter({ hasText: 'Love & Relationships' });
    await expect.poll(() => love.textContent()).toContain('1 chat ');
    await love.getByRole('button', { name: 'Show chats' }).click();
    const inLove = love.getByRole('list', { name: 'Chats in Love & Relationships' });
    await inLove.getByRole('heading', { name: firstTitle }).waitFor();
    await screenshot(page, 'folders-plus-desktop');
    const career = folders.getByTestId('folder').filter({ hasText: 'Career Guidance' });
    await career.getByRole('button', { name: 'Delete Career Guidance' }).click();
    expect(await answerConfirm(page, 'confirm')).toBe(
      'Delete the folder "Career Guidance"? Its chats stay in your history.',
    );
    await expect.poll(() => folders.getByTestId('folder').count()).toBe(1);
    const listed = (await api(page, 'GET', '/api/folders')).json.folders as { name: string; chatCount: number }[];
    expect(listed).toEqual([expect.objectContaining({ name: 'Love & Relationships', chatCount: 1 })]);
    // History shows the folder too, and the chat opens from inside the folder.
    // (The folder names arrive with their own request, possibly after the cards.)
    await page.goto('/history');
    await expect.poll(() => cards.filter({ hasText: firstTitle }).textContent()).toContain('In Love & Relationships');
    await page.goto('/folders');
    await love.getByRole('button', { name: 'Show chats' }).click();
    await inLove.getByRole('button', { name: `Continue ${firstTitle}` }).click();
    await expect.poll(() => page.getByTestId('messages').getByRole('listitem').count()).toBe(olderCount);

    // Plus -> Pro.
    await upgradeFromPlans(page, 'pro');
    await screenshot(page, 'plans-upgraded-pro-desktop');

    // The paid account buttons.
    dialog = await openAccount(page);
    for (const name of [
      'Update Payment Method',
      'Download Invoices',
      'Cancel Subscription',
      'Export My Data',
      'Sign Out',
    ]) {
      expect(await dialog.getByRole('button', { name }).count(), name).toBe(1);
    }
    await dialog.getByRole('button', { name: 'Download Invoices' }).click();
    const invoices = dialog.getByTestId('invoices').getByRole('listitem');
    await expect.poll(() => invoices.count()).toBe(2);
    expect(await invoices.first().textContent()).toContain('$45.00');
    expect(await invoices.nth(1).textContent()).toContain('$25.00');
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      invoices
        .first()
        .getByRole('link', { name: /Download/ })
        .click(),
    ]);
    expect(invoice.suggestedFilename()).toMatch(/^stellara-invoice-TEST-\d{8}-[0-9A-F]{6}\.html$/);
    expect(readFileSync((await invoice.path())!, 'utf8')).toContain('Stellara Pro, one month');
    await screenshot(page, 'account-pro-desktop');

    // Cancel Subscription is a quiet action that asks first; "Keep Pro" changes nothing.
    const cancel = dialog.getByRole('button', { name: 'Cancel Subscription', exact: true });
    expect(await cancel.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(180, 35, 42)');
    await cancel.click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
    await confirm.waitFor();
    // Test mode learns the period's end when the subscription is cancelled: until then the dialog names no date.
    expect((await api(page, 'GET', '/api/billing')).json).toMatchObject({ currentPeriodEnd: null });
    expect(await confirm.textContent()).toContain(
      'You keep Pro until the end of the period you paid for. It does not renew.Then your account is Free',
    );
    await screenshot(page, 'account-cancel-confirm-desktop');
    await confirm.getByRole('button', { name: 'Keep Pro' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await api(page, 'GET', '/api/billing')).json).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
    await cancel.click();
    await confirm.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByTestId('account-status').textContent()).toMatch(/Pro stays open until/);
    expect(await dialog.getByRole('button', { name: 'Cancellation Scheduled' }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('account-plan').textContent()).toMatch(/Pro Member · ends/);
    expect((await api(page, 'GET', '/api/billing')).json).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    await screenshot(page, 'account-cancelled-desktop');

    // Update Payment Method: the (test-mode) payment page, and back.
    await dialog.getByRole('button', { name: 'Update Payment Method' }).click();
    await page.waitForURL('**/api/billing/test-portal');
    expect(await page.textContent('body')).toContain('no card is stored');
    await page.getByRole('link', { name: 'Back to Stellara' }).click();
    await page.getByTestId('page-upgrade').waitFor();

    dialog = await openAccount(page);
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => page.getByTestId('member-label').textContent()).toBe('Guest User');
    expect(unexpectedErrors(s)).toEqual([]);
  });
});

describe('a member on a phone (390x844)', () => {
  test('history, folders, plans and the account section fit and work', { timeout: 180_000 }, async () => {
    s = await openSession('mobile');
    const { page } = s;
    await newMember(page, 'Maria');
    await page.goto('/history');
    await page.getByRole('heading', { name: 'No Chat History Yet' }).waitFor();
    expect(await page.textContent('body')).toContain('Start chatting to build your reading history');
    await screenshot(page, 'history-empty-mobile');
    await page.getByRole('link', { name: 'Start Your First Chat' }).click();
    // The chat home, or already the new chat's own address.
    expect(pathname(page)).toMatch(/^\/(chat\/[^/]+)?$/);

    // A saved chat to file (made through the API: the phone walk is about the pages).
    const created = await api(page, 'POST', '/api/conversations', { birthData: sessionBirthData });
    const id = created.json.session.id as string;
    await api(page, 'POST', `/api/conversations/${id}/open`, {});
    expect((await api(page, 'POST', `/api/conversations/${id}/save`, {})).status).toBe(200);

    await upgradeFromPlans(page, 'plus');
    await screenshot(page, 'plans-plus-mobile');
    // Leaving the checkout without paying changes nothing.
    await page.getByTestId('plan-pro').getByRole('button', { name: 'Upgrade Now' }).click();
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await page.getByTestId('checkout-cancelled').waitFor();
    expect(await page.getByTestId('member-label').textContent()).toBe('Plus Member');
    await page.goto('/folders');
    const folders = page.getByTestId('page-folders');
    await folders.getByRole('button', { name: 'New Folder', exact: true }).click();
    await folders.getByLabel('New folder name').fill('Transit Tracking');
    await folders.getByRole('button', { name: 'Create Folder' }).click();
    await folders.getByRole('heading', { name: 'Transit Tracking' }).waitFor();
    await folders.getByRole('list', { name: 'Chats not in a folder' }).getByRole('combobox').selectOption({
      label: 'Transit Tracking',
    });
    await expect.poll(() => folders.getByTestId('folder').textContent()).toContain('1 chat ');
    await folders.getByRole('button', { name: 'Show chats' }).click();
    await screenshot(page, 'folders-plus-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto('/history');
    await page.getByTestId('chat-card').waitFor();
    await screenshot(page, 'history-member-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const dialog = await openAccount(page);
    await dialog.getByRole('button', { name: 'Update Payment Method' }).waitFor();
    await screenshot(page, 'account-plus-mobile');
    expect(unexpectedErrors(s)).toEqual([]);
  });
});

describe('contrast and labels in all 8 themes (desktop)', () => {
  test('history, folders and plans pass axe for a Plus member', { timeout: 240_000 }, async () => {
    s = await openSession('desktop');
    const { page } = s;
    await newMember(page, 'Theo');
    const created = await api(page, 'POST', '/api/conversations', { birthData: sessionBirthData });
    const id = created.json.session.id as string;
    await api(page, 'POST', `/api/conversations/${id}/open`, {});
    await api(page, 'POST', `/api/conversations/${id}/save`, {});
    const checkout = await api(page, 'POST', '/api/billing/checkout', { plan: 'plus' });
    expect((await api(page, 'POST', `${checkout.json.url}/complete`, {})).status).toBe(200);
    await api(page, 'POST', '/api/folders', { name: 'Love & Relationships' });
    const problems: string[] = [];
    for (const theme of ['cosmic', 'mystic', 'nature', 'sunset', 'ocean', 'galaxy', 'sun', 'moon']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of ['/history', '/folders', '/upgrade']) {
        await page.goto(path);
        await page.locator('.chat-card, .folder-card, .plan-card').first().waitFor();
        for (const v of await axeViolations(page)) {
          problems.push(`${theme} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
        if (theme === 'sun' || theme === 'sunset') await screenshot(page, `${path.slice(1)}-${theme}-desktop`);
      }
    }
    expect(problems).toEqual([]);
  });
});
