// The birth place is a WAI-ARIA combobox. Suggestions come while typing (no button, no Enter);
// Up and Down move through them with focus kept in the field (aria-activedescendant), Escape closes the list, Enter
// picks; the whole walk passes axe. Places of one name in one region are told apart by county and population.
import type { PlaceResult } from '@stellara/contract';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';

// GeoNames (cities1000, as bundled): the North Yorkshire town and the London one, both "Richmond, England".
const richmond = (county: string, latitude: number, longitude: number, population: number): PlaceResult => ({
  displayName: `Richmond, ${county}, England, United Kingdom`,
  latitude,
  longitude,
  city: 'Richmond',
  state: 'England',
  county,
  country: 'United Kingdom',
  countryCode: 'GB',
  timezone: 'Europe/London',
  population,
});

const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null);

describe('place search', () => {
  let s: Session | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${viewport}: suggestions while typing, operated by keyboard alone, and axe passes`, async () => {
      s = await openSession(viewport);
      const { page } = s;
      await page.goto('/');
      await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
      const form = page.getByRole('form', { name: 'Your birth details' });
      const place = form.getByRole('combobox', { name: 'Birth Place' });
      await place.focus();
      await page.keyboard.type('San');
      const list = form.getByRole('listbox', { name: 'Matching places' });
      await list.waitFor();
      expect(await place.getAttribute('aria-expanded')).toBe('true');
      expect(await place.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
      const options = list.getByRole('option');
      const count = await options.count();
      expect(count).toBeGreaterThan(1);

      // Down, Down, Up: the active option follows, focus never leaves the field.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await place.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowUp');
      const first = options.first();
      expect(await place.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      expect(await active(page)).toBe('combobox');
      expect(await axeViolations(page), 'with the list open').toEqual([]);
      await screenshot(page, `place-search-open-${viewport}`);

      // Escape closes the list and keeps the text; Down opens it again.
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await place.getAttribute('aria-expanded')).toBe('false');
      expect(await place.getAttribute('aria-activedescendant')).toBeNull();
      expect(await place.inputValue()).toBe('San');
      await page.keyboard.press('ArrowDown');
      await list.waitFor();
      const name = (await first.locator('.place-name').textContent()) ?? '';
      expect(name).toMatch(/^San/);
      await page.keyboard.press('Enter');
      await list.waitFor({ state: 'detached' });
      expect(await place.inputValue()).toMatch(new RegExp(`^${name}, `));
      await page.getByTestId('detected-place').waitFor();
      // Enter picked; it did not submit the form.
      expect(await page.getByTestId('landing').isVisible()).toBe(true);
      expect(await axeViolations(page), 'after picking').toEqual([]);
      expect(s.errors).toEqual([]);
    }, 120_000);

    test(`${viewport}: two places of one name in one region are told apart`, async () => {
      s = await openSession(viewport);
      const { page } = s;
      await page.route('**/api/places?*', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            results: [
              richmond('Greater London', 51.46171, -0.30633, 21_469),
              richmond('North Yorkshire', 54.4036, -1.73434, 8413),
            ],
          }),
        }),
      );
      await page.goto('/');
      await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
      const form = page.getByRole('form', { name: 'Your birth details' });
      await form.getByRole('combobox', { name: 'Birth Place' }).fill('Richmond');
      const options = form.getByRole('listbox', { name: 'Matching places' }).getByRole('option');
      // The suggestions come after the typing pause and a request: wait for them with a generous cap.
      await expect.poll(() => options.count(), { timeout: 30_000 }).toBe(2);
      const texts = await options.allTextContents();
      expect(texts[0]).toContain('Greater London, England, United Kingdom');
      expect(texts[0]).toContain('21,469 people');
      expect(texts[1]).toContain('North Yorkshire, England, United Kingdom');
      expect(texts[1]).toContain('8,413 people');
      await screenshot(page, `place-search-namesakes-${viewport}`);
      expect(s.errors).toEqual([]);
    }, 120_000);
  }

  test('typed before the server said it has a place search: the suggestions still come', async () => {
    s = await openSession('desktop');
    const { page } = s;
    // Hold the health answer (which says the place search is there) until the typing pause has passed.
    let releaseHealth = () => {};
    const healthHeld = new Promise<void>((resolve) => {
      releaseHealth = resolve;
    });
    await page.route('**/api/health', async (route) => {
      await healthHeld;
      await route.continue();
    });
    await page.route('**/api/places?*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ results: [richmond('Greater London', 51.46171, -0.30633, 21_469)] }),
      }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
    const form = page.getByRole('form', { name: 'Your birth details' });
    await form.getByRole('combobox', { name: 'Birth Place' }).fill('Richmond');
    await page.waitForTimeout(1000); // well past the 300 ms typing pause (SUGGEST_DELAY_MS)
    releaseHealth();
    const options = form.getByRole('listbox', { name: 'Matching places' }).getByRole('option');
    await expect.poll(() => options.count(), { timeout: 30_000 }).toBe(1);
    expect(await options.first().textContent()).toContain('Richmond');
    expect(s.errors).toEqual([]);
  }, 120_000);
});
