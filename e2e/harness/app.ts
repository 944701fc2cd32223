import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Complete session birth data, as the birth form will store it once place search lands. */
export const sessionBirthData = {
  name: 'Ada',
  birthDate: '1990-04-12',
  birthTime: '14:35',
  birthPlace: 'Liverpool, England, United Kingdom',
  latitude: 53.41058,
  longitude: -2.97794,
  timezone: 'Europe/London',
};

/** Opens / and puts values in the page's storage, as a returning visitor would have them. */
export async function seedStorage(
  page: Page,
  values: { session?: Record<string, string>; local?: Record<string, string> },
): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ session, local }) => {
    for (const [k, v] of Object.entries(session ?? {})) sessionStorage.setItem(k, v);
    for (const [k, v] of Object.entries(local ?? {})) localStorage.setItem(k, v);
  }, values);
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** Fills the landing's birth form for Ada, born in London on 12 April 1990 at 2:35 PM, and starts the reading. */
export async function enterBirthData(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
  const form = page.getByRole('form', { name: 'Your birth details' });
  await form.getByLabel('Name', { exact: true }).fill('Ada');
  await form.getByLabel('Birth Date').fill('1990-04-12');
  await form.getByLabel('Hour').fill('2');
  await form.getByLabel('Minute').fill('35');
  await form.getByRole('radio', { name: 'PM' }).click();
  await form.getByLabel('Birth Place').fill('London');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await form.getByRole('option', { name: /London.*England/ }).click();
  await page.getByTestId('utc-line').getByText('is 13:35 UTC').waitFor();
  await form.getByRole('button', { name: 'Start Your Reading' }).click();
  await page.getByTestId('chat').waitFor();
}

/**
 * Waits until the chat has opened: its first message (the hook, or a welcome when the chart has none) is there
 * and the chat is no longer busy (it stays busy through a first message sent for the person). Returns the first
 * assistant message.
 */
export async function chatOpened(page: Page): Promise<Locator> {
  const first = page.getByTestId('message-assistant').first();
  await first.waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
  return first;
}

/** Sends a message from the composer and waits for the whole reply; returns the reply's bubble. */
export async function ask(page: Page, text: string): Promise<Locator> {
  const assistant = page.getByTestId('message-assistant');
  const before = await assistant.count();
  const input = page.getByPlaceholder('Ask...');
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => assistant.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
  return assistant.nth(before);
}

/**
 * Sends a message, checks its reply came whole (not cut off or failed) and returns the reply's text. `trim` takes
 * off the white space around it, for specs that anchor a pattern at the text's start or end.
 */
export async function replyText(page: Page, text: string, options: { trim?: boolean } = {}): Promise<string> {
  const bubble = await ask(page, text);
  expect(await bubble.getAttribute('data-status')).toBe('complete');
  const shown = (await bubble.locator('.markdown').textContent()) ?? '';
  return options.trim ? shown.trim() : shown;
}

/** A reply with no price, plan or upgrade line in it: none belongs on a hard turn. */
export function expectNoPrice(text: string): void {
  expect(text).not.toContain('$');
  expect(text).not.toContain('/month');
  expect(text).not.toMatch(/\bStellara\+|\bStellara Pro\b|\bupgrade\b/i);
}
