// The option groups of Settings (Personality, Technical Level, Chart) as a screen reader and a keyboard meet them:
// each a group named by its legend, each card its own Tab stop, taken with Space or Enter unless the plan locks it.
// Desktop and a 390×844 phone, a free member.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

async function walkTheGroups(viewport: ViewportName) {
  s = await openSession(viewport);
  const { page } = s;
  await signUpMember(page, 'free');
  await chatOpened(page);
  // Settings itself is opened from the keyboard too.
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();

  // Personality: five voices in one named group; a locked voice is a Tab stop that Enter cannot take.
  const voices = dialog.getByRole('radiogroup', { name: 'Personality' });
  await voices.waitFor();
  expect(await voices.getByRole('radio').count()).toBe(5);
  await dialog.getByTestId('personality-guide').focus();
  await page.keyboard.press('Tab');
  expect(await focusedTestId(page)).toBe('personality-witchy');
  await page.keyboard.press('Enter');
  expect(await dialog.getByTestId('personality-witchy').getAttribute('aria-checked')).toBe('false');
  expect(await dialog.getByTestId('personality-guide').getAttribute('aria-checked')).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('personality'))).not.toBe('witchy');

  await dialog.getByRole('tab', { name: 'Technical Level' }).click();
  const levels = dialog.getByRole('radiogroup', { name: 'Technical level' });
  await levels.waitFor();
  expect(await levels.getByRole('radio').count()).toBe(2);

  // Chart: two questions, each under its visible legend; Space takes a card, Tab goes on to the next.
  await dialog.getByRole('tab', { name: 'Chart' }).click();
  const houses = dialog.getByRole('radiogroup', { name: 'House system' });
  await houses.waitFor();
  await dialog.getByRole('radiogroup', { name: 'Zodiac' }).waitFor();
  expect(await houses.locator('legend').isVisible()).toBe(true);
  const whole = houses.getByRole('radio', { name: /^Whole Sign/ });
  await whole.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => whole.getAttribute('aria-checked'), { timeout: 30_000 }).toBe('true');
  await dialog.locator('section[aria-busy="false"]').waitFor({ timeout: 30_000 });
  expect(await houses.getByRole('radio', { name: /^Placidus/ }).getAttribute('aria-checked')).toBe('false');
  await whole.focus();
  await page.keyboard.press('Tab');
  expect(await focusedTestId(page)).toBe('house-system-K');
  await screenshot(page, `settings-choices-chart-${viewport}`);
  expect(await axeViolations(page)).toEqual([]);
  // A new member has no chat to resume yet: /api/conversations/latest answers 404 (as in chart-frame.spec.ts).
  expect(s.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
}

describe('the option groups in Settings', () => {
  test('desktop: named groups, one Tab stop a card, Space and Enter choose', async () => {
    await walkTheGroups('desktop');
  });

  test('phone (390×844): the same on the phone', async () => {
    await walkTheGroups('mobile');
  });
});
