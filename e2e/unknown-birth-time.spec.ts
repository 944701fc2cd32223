// "I don't know my birth time" (docs/charts.md#casting-a-chart): a visitor ticks it on the landing and gets a chart and
// a reply that say the time is unknown and name no Rising sign; a member who adds the time later sees the Rising appear
// (and, with Whole Sign chosen in Settings, no houses before the time and Whole Sign houses after).
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The chat's sentences that say the time is unknown name the Rising sign and houses as missing: left out here. */
const NOTE =
  /I don't have your birth time[\s\S]*?they'll appear\.|Your Rising sign and your houses come from[\s\S]*?read them for you\./g;
/** A statement of a house, the Rising sign or an angle. */
const TIMED =
  /\b(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]house\b|\bhouses?\b|\brising\b|\bascendant\b|\bmidheaven\b|\bdescendant\b|chart ruler/i;

/** Whole Sign houses, chosen in Settings (Chart tab), the dialog closed again. */
async function chooseWholeSign(page: Page, viewport: ViewportName) {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: 'Chart' }).click();
  const whole = dialog.getByRole('radio', { name: /^Whole Sign/ });
  await whole.click();
  await expect.poll(() => whole.getAttribute('aria-checked'), { timeout: 30_000 }).toBe('true');
  await dialog.locator('section[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

async function visitorWithoutTime(page: Page, viewport: ViewportName) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
  const form = page.getByRole('form', { name: 'Your birth details' });
  await form.getByLabel('Name', { exact: true }).fill('Ada');
  // 18 July 1990 in London: the Moon went from Taurus into Gemini that day.
  await form.getByLabel('Birth Date').fill('1990-07-18');
  await form.getByLabel("I don't know my birth time").check();
  expect(await form.getByLabel('Hour').isDisabled()).toBe(true);
  await form.getByTestId('time-unknown-note').waitFor();
  await form.getByLabel('Birth Place').fill('London');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await form.getByRole('option', { name: /London.*England/ }).click();
  // Read for local noon: 11:00 UT in summer time.
  await page.getByTestId('utc-line').getByText('is 11:00 UTC').waitFor();
  await screenshot(page, `unknown-time-form-${viewport}`);
  await form.getByRole('button', { name: 'Start Your Reading' }).click();
  await page.getByTestId('chat').waitFor();
}

describe("I don't know my birth time", () => {
  test.each(['desktop', 'mobile'] as const)(
    'a visitor gets a chart and a reading without houses or a Rising sign (%s)',
    async (viewport) => {
      s = await openSession(viewport);
      const { page } = s;
      await visitorWithoutTime(page, viewport);
      await chatOpened(page);
      // The chat opens with its observation (no house in it); the first reply says once that the time is unknown.
      const replies = page.getByTestId('message-assistant');
      const rising = await ask(page, "What's my rising sign?");
      expect(await rising.textContent()).toMatch(/I don't have your birth time/);
      expect(await rising.textContent()).toMatch(/without your birth time I can't tell them/);
      const moon = await ask(page, 'Tell me about my moon');
      expect(await moon.textContent()).toMatch(/Your Moon was in Taurus or Gemini: it changed sign at \d\d:\d\d/);
      await screenshot(page, `unknown-time-chat-${viewport}`);
      const all = (await replies.allTextContents()).join('\n');
      // Said once in the chat, not in every reply.
      expect(all.match(/I don't have your birth time/g)).toHaveLength(1);
      expect(all.replace(NOTE, '')).not.toMatch(TIMED);

      await page.goto('/profile');
      await page.getByTestId('chart-wheel').locator('svg').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('big-three-sun').waitFor();
      expect(await page.getByTestId('big-three-ascendant').count()).toBe(0);
      expect(await page.getByTestId('moon-day').textContent()).toMatch(/Taurus or Gemini: it changed sign at/);
      expect(await page.getByTestId('birth-time').textContent()).toContain('Not known');
      const wheel = (await page.getByTestId('chart-wheel').innerHTML()) ?? '';
      expect(wheel).not.toMatch(/>A[CS]<|>MC<|>DC<|>IC</);
      const legend = (await page.getByTestId('glyph-legend').textContent()) ?? '';
      expect(legend).toContain('Sun');
      expect(legend).not.toMatch(/Ascendant|Midheaven/);
      await screenshot(page, `unknown-time-profile-${viewport}`);
    },
    180_000,
  );

  test.each(['desktop', 'mobile'] as const)(
    'a member without a time sees no Rising; adding the time brings it in (%s)',
    async (viewport) => {
      s = await openSession(viewport);
      const { page } = s;
      await signUpMember(page, 'free');
      await page.goto('/profile');
      await page.getByTestId('big-three-ascendant').waitFor({ timeout: 30_000 });

      // The time was a guess: the member ticks "I don't know my birth time".
      await page.getByRole('button', { name: 'Edit birth data' }).click();
      let dialog = page.getByRole('dialog', { name: 'Edit your birth data' });
      await dialog.waitFor();
      await dialog.getByLabel("I don't know my birth time").check();
      await dialog.getByTestId('utc-line').getByText('UTC on').waitFor();
      await dialog.getByRole('button', { name: 'Generate My Reading' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByTestId('time-unknown-card').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('big-three-ascendant').count()).toBe(0);
      await screenshot(page, `unknown-time-member-before-${viewport}`);

      // Whole Sign chosen in Settings: without a time there are still no houses, and the frame line names none.
      await chooseWholeSign(page, viewport);
      const frame = page.getByTestId('chart-frame');
      await expect.poll(() => frame.textContent(), { timeout: 30_000 }).toBe('Tropical zodiac.');
      expect(await page.getByTestId('big-three-ascendant').count()).toBe(0);
      expect(await page.locator('main').textContent()).not.toMatch(/Whole Sign/);
      expect((await page.getByTestId('chart-wheel').innerHTML()) ?? '').not.toMatch(/>A[CS]<|>MC<|>DC<|>IC</);
      await screenshot(page, `unknown-time-member-whole-sign-${viewport}`);

      // The time turns up: unticked, typed in, and the Rising sign and houses appear.
      await page.getByRole('button', { name: 'Edit birth data' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit your birth data' });
      await dialog.waitFor();
      expect(await dialog.getByLabel("I don't know my birth time").isChecked()).toBe(true);
      await dialog.getByLabel("I don't know my birth time").uncheck();
      await dialog.getByLabel('Hour').fill('2');
      await dialog.getByLabel('Minute').fill('35');
      await dialog.getByRole('radio', { name: 'PM' }).click();
      await dialog.getByTestId('utc-line').getByText('is 13:35 UTC').waitFor();
      await dialog.getByRole('button', { name: 'Generate My Reading' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByTestId('big-three-ascendant').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('time-unknown-card').count()).toBe(0);
      expect(await page.getByTestId('birth-time').textContent()).toContain('2:35 PM');
      // With the time known, the houses follow the frame the member chose.
      await expect
        .poll(() => page.getByTestId('chart-frame').textContent(), { timeout: 30_000 })
        .toBe('Whole Sign houses, tropical zodiac.');
      await screenshot(page, `unknown-time-member-after-${viewport}`);
    },
    180_000,
  );
});
