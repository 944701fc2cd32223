// A member chooses Whole Sign houses in Settings: the profile's houses change, and the next chat reply about a planet
// names its new house (and says once that the chart is read in Whole Sign houses). Desktop and a 390×844 phone.
import { calculateNatalChart } from '@stellara/astro';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened, sessionBirthData } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

// signUpMember saves Ada's birth data: Liverpool, 12 April 1990, 2:35 PM BST (13:35 UT).
const venusHouse = (houseSystem: 'P' | 'W') =>
  calculateNatalChart({
    ut: '1990-04-12T13:35:00Z',
    latitude: sessionBirthData.latitude,
    longitude: sessionBirthData.longitude,
    houseSystem,
  }).points.Venus.house;

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The house the profile's Planetary Positions table gives a point. */
async function profileHouse(page: Page, point: string): Promise<string> {
  const section = page.getByTestId('section-planetary-positions');
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
  const row = section.locator('tbody tr', { has: page.getByRole('rowheader', { name: point, exact: true }) });
  return ((await row.locator('td').last().textContent()) ?? '').trim();
}

async function openSettings(page: Page, viewport: ViewportName) {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();
  return dialog;
}

async function switchToWholeSign(viewport: ViewportName) {
  s = await openSession(viewport);
  const { page } = s;
  await signUpMember(page, 'free');
  await chatOpened(page);

  await page.goto('/profile');
  const frame = page.getByTestId('chart-frame');
  await expect.poll(() => frame.textContent(), { timeout: 30_000 }).toBe('Placidus houses, tropical zodiac.');
  expect(await profileHouse(page, 'Venus')).toBe(String(venusHouse('P')));

  const dialog = await openSettings(page, viewport);
  await dialog.getByRole('tab', { name: 'Chart' }).click();
  const whole = dialog.getByRole('radio', { name: /^Whole Sign/ });
  expect(await dialog.getByRole('radio', { name: /^Placidus/ }).getAttribute('aria-checked')).toBe('true');
  await whole.click();
  await expect.poll(() => whole.getAttribute('aria-checked'), { timeout: 30_000 }).toBe('true');
  await dialog.locator('section[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await screenshot(page, `chart-frame-settings-${viewport}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // The profile is cast again: the frame line, the cusps at 0° of each sign, Venus in its whole-sign house.
  await expect.poll(() => frame.textContent(), { timeout: 30_000 }).toBe('Whole Sign houses, tropical zodiac.');
  expect(venusHouse('W')).not.toBe(venusHouse('P'));
  expect(await profileHouse(page, 'Venus')).toBe(String(venusHouse('W')));
  const cusps = page.getByTestId('section-house-cusps');
  await cusps.locator('summary').click();
  const degrees = await cusps.locator('tbody tr td:last-child').allTextContents();
  expect(degrees).toHaveLength(12);
  expect(degrees.every((d) => d.trim() === "0°00'")).toBe(true);
  await screenshot(page, `chart-frame-cusps-${viewport}`);
  await page.getByTestId('chart-wheel').locator('svg').first().waitFor({ timeout: 30_000 });
  await frame.scrollIntoViewIfNeeded();
  await screenshot(page, `chart-frame-profile-${viewport}`);

  // The next reply about a planet reads it in its new house and says the system once.
  await page.goto('/');
  await chatOpened(page);
  const reply = await ask(page, 'What does my Venus mean?');
  const text = (await reply.textContent()) ?? '';
  expect(text).toContain(`${ordinal(venusHouse('W'))} house`);
  expect(text).toContain("I'm reading your chart in Whole Sign houses, as you chose in Settings.");
  await reply.scrollIntoViewIfNeeded();
  await screenshot(page, `chart-frame-reply-${viewport}`);
  if (viewport === 'mobile') {
    const box = await reply.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  expect(s.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
}

describe('a member chooses their house system', () => {
  test('a visitor keeps Placidus and tropical, and is told an account can choose', async () => {
    s = await openSession('desktop');
    const { page } = s;
    await page.goto('/');
    const dialog = await openSettings(page, 'desktop');
    await dialog.getByRole('tab', { name: 'Chart' }).click();
    await dialog.getByText('Your chart is read in Placidus houses and the tropical zodiac.').waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await dialog.getByRole('link', { name: 'Create an account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('desktop: Whole Sign in Settings moves the profile houses and the next reply names the new house', async () => {
    await switchToWholeSign('desktop');
  });

  test('phone (390×844): the same from the phone', async () => {
    await switchToWholeSign('mobile');
  });
});
