import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot } from './harness/browser.ts';

describe('mobile (390×844)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('mobile');
  });
  afterEach(async () => {
    await s.close();
  });

  test('the sidebar is an overlay that closes on a tap outside it', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByTestId('landing').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await screenshot(page, 'landing-mobile');

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await nav.waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const box = document.getElementById('sidebar')?.getBoundingClientRect();
      return box !== undefined && box.left === 0;
    });
    await screenshot(page, 'sidebar-open-mobile');

    // A tap to the right of the overlay, on the dimmed page.
    await page.touchscreen.tap(370, 420);
    await nav.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('sidebar-scrim').count()).toBe(0);

    // Following a link closes it too.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await nav.getByRole('link', { name: /^Plans/ }).tap();
    await page.getByTestId('page-upgrade').waitFor();
    await nav.waitFor({ state: 'hidden' });
    await screenshot(page, 'plans-mobile');

    await page.goto('/');
    await page.getByRole('button', { name: 'Enter Birth Details Now' }).tap();
    await page.getByRole('form', { name: 'Your birth details' }).waitFor();
    await screenshot(page, 'landing-form-mobile');

    await page.getByRole('button', { name: 'Settings' }).tap();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.getByRole('tab', { name: 'Theme' }).tap();
    await screenshot(page, 'settings-theme-mobile');
    expect(s.errors).toEqual([]);
  });
});
