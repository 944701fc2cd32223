// A chat has an address (/chat/:id): reload, Back/Forward and a second tab open the same chat, and an address the
// viewer may not open says so. In Chromium against the real server, on a desktop and a 390x844 phone.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened, enterBirthData, pathname } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** The id of the chat shown, once the address bar carries it. */
async function chatAddress(page: Page): Promise<string> {
  await expect.poll(() => pathname(page), { timeout: 30_000 }).toMatch(/^\/chat\/[^/]+$/);
  const id = decodeURIComponent(pathname(page).slice('/chat/'.length));
  await expect.poll(() => page.getByTestId('chat').getAttribute('data-conversation-id')).toBe(id);
  return id;
}

/** Holds every request to `url` until the returned function is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const lastQuestion = (page: Page) => page.getByTestId('message-user').last().textContent();

describe.each<ViewportName>(['desktop', 'mobile'])('a chat has its own address (%s)', (viewport) => {
  test('a member: reload, Back and a second tab open the same chat; another address says it does not exist', async () => {
    s = await openSession(viewport);
    const { page } = s;
    await signUpMember(page, 'free');
    await chatOpened(page);
    const first = await chatAddress(page);
    await ask(page, 'What does my Moon say about home?');

    await page.reload();
    await chatOpened(page);
    expect(await chatAddress(page)).toBe(first);
    expect(await lastQuestion(page)).toBe('What does my Moon say about home?');

    // A second chat, then Back to the first and Forward again.
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('new-chat').click();
    await expect
      .poll(() => page.getByTestId('chat').getAttribute('data-conversation-id'), { timeout: 30_000 })
      .not.toMatch(new RegExp(`^(${first})?$`));
    await chatOpened(page);
    const second = await chatAddress(page);
    expect(second).not.toBe(first);
    await ask(page, 'And my Venus?');
    await page.goBack();
    await expect.poll(() => page.getByTestId('chat').getAttribute('data-conversation-id')).toBe(first);
    expect(pathname(page)).toBe(`/chat/${first}`);
    await expect.poll(() => lastQuestion(page)).toBe('What does my Moon say about home?');
    await page.goForward();
    await expect.poll(() => page.getByTestId('chat').getAttribute('data-conversation-id')).toBe(second);
    await expect.poll(() => lastQuestion(page)).toBe('And my Venus?');

    // A second tab (its own session storage) opens the same chat from the address alone.
    const other = await s.context.newPage();
    await other.goto(`/chat/${first}`);
    await chatOpened(other);
    expect(await chatAddress(other)).toBe(first);
    expect(await lastQuestion(other)).toBe('What does my Moon say about home?');
    await screenshot(other, `chat-address-second-tab-${viewport}`);

    await other.goto('/chat/00000000-0000-4000-8000-000000000000');
    await other.getByText('This conversation does not exist.').waitFor();
    await screenshot(other, `chat-address-missing-${viewport}`);
    await other.getByRole('link', { name: 'Back to your chat' }).click();
    await chatOpened(other);
    await chatAddress(other);
    expect(s.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test("a visitor's chat keeps its address through a reload; someone else's chat is not theirs to open", async () => {
    s = await openSession(viewport);
    const { page } = s;
    await enterBirthData(page);
    await chatOpened(page);
    const id = await chatAddress(page);
    await ask(page, 'Tell me about my Sun.');
    await page.reload();
    await chatOpened(page);
    expect(await chatAddress(page)).toBe(id);
    expect(await lastQuestion(page)).toBe('Tell me about my Sun.');

    // Another visitor (a new browser) has no token for it.
    const stranger = await openSession(viewport);
    try {
      await stranger.page.goto(`/chat/${id}`);
      await stranger.page.getByText('This conversation does not exist.').waitFor();
      expect(await stranger.page.getByTestId('message-user').count()).toBe(0);
    } finally {
      await stranger.close();
    }
  });
});

test('a link followed while the chat is still opening is not taken back by the chat address', async () => {
  s = await openSession('desktop');
  const { page } = s;
  await signUpMember(page, 'free');
  await chatOpened(page);
  // Hold the chat's opening and the next page's script, so the click lands while both are pending.
  const releaseChat = await holdRequests(page, '**/api/conversations/latest');
  const releasePage = await holdRequests(page, '**/assets/Charts-*.js');
  const asked = page.waitForRequest('**/api/conversations/latest');
  await page.goto('/');
  await asked;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Birth Charts/ })
    .click();
  // The chat opens while the Birth Charts page is still loading; only then does the page's script arrive.
  releaseChat();
  await expect.poll(() => page.getByTestId('chat').getAttribute('data-conversation-id')).not.toBe('');
  releasePage();
  await page.getByTestId('page-charts').waitFor();
  expect(pathname(page)).toBe('/charts');
});

test('on a phone, the menu opened while the chat opens stays open when the chat takes its address', async () => {
  s = await openSession('mobile');
  const { page } = s;
  await signUpMember(page, 'free');
  await chatOpened(page);
  const releaseChat = await holdRequests(page, '**/api/conversations/latest');
  const asked = page.waitForRequest('**/api/conversations/latest');
  await page.goto('/');
  await asked;
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  releaseChat();
  await chatAddress(page);
  expect(await nav.isVisible()).toBe(true);
  // A link tapped in the menu still closes it.
  await nav.getByRole('link', { name: /Birth Charts/ }).click();
  await page.getByTestId('page-charts').waitFor();
  await expect.poll(() => nav.isVisible()).toBe(false);
});
