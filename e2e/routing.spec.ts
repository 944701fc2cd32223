import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { pathname, seedStorage, sessionBirthData } from './harness/app.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';

const RESET_TEXT = 'Reset authentication state? This will log you out and reload the page.';

describe('routing rules', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('a page that needs birth data sends a visitor without it back to the landing screen', async () => {
    const { page } = s;
    for (const path of ['/profile', '/history', '/folders', '/charts', '/transits', '/compatibility']) {
      await page.goto(path);
      await page.getByTestId('landing').waitFor();
      expect(pathname(page), path).toBe('/');
    }
    // Pages that need no birth data open as they are.
    await page.goto('/upgrade');
    await page.getByTestId('page-upgrade').waitFor();
    expect(await page.getByTestId('page-upgrade').textContent()).toContain('Most Popular');
    await screenshot(page, 'plans-desktop');
    await page.goto('/login');
    await page.getByTestId('page-login').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByTestId('admin-login').waitFor();
    expect(s.errors).toEqual([]);
  });

  test('with session birth data the profile opens as the session profile', async () => {
    const { page } = s;
    await seedStorage(page, { session: { birthData: JSON.stringify(sessionBirthData) } });
    await page.goto('/profile');
    const profile = page.getByTestId('page-profile');
    await profile.waitFor();
    expect(pathname(page)).toBe('/profile');
    const text = await profile.textContent();
    expect(text).toContain('Your Session Profile');
    expect(text).toContain('Session User');
    expect(text).toContain('Liverpool, England, United Kingdom');
    expect(text).toContain('2:35 PM');
    expect(text).toContain('Save Profile Permanently');
    await screenshot(page, 'profile-session-desktop');

    // What each member page shows per plan is in gating.spec.ts.
    expect(s.errors).toEqual([]);
  });

  test('the message query parameter waits to be the first chat message', async () => {
    const { page } = s;
    await page.goto('/?message=What%20does%20my%20Moon%20say%3F');
    await page.getByText('Your question is waiting').waitFor();
    expect(await page.getByTestId('landing').textContent()).toContain('What does my Moon say?');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('pendingMessage'))).toBe('What does my Moon say?');
  });

  test('Ctrl+Shift+L returns to the landing screen; Ctrl+Shift+R asks, then clears storage', async () => {
    const { page } = s;
    await seedStorage(page, {
      session: { birthData: JSON.stringify(sessionBirthData) },
      local: { hasInteracted: 'true', theme: 'ocean' },
    });
    await page.goto('/');
    await page.getByTestId('chat').waitFor();
    expect(await page.getByPlaceholder('Ask...').count()).toBe(1);
    // Nothing typed yet: the send button is disabled.
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await screenshot(page, 'chat-desktop');

    await page.keyboard.press('Control+Shift+L');
    await page.getByTestId('landing').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hasInteracted'))).toBeNull();

    // The app's own confirm dialog, with the spec's text. Cancelled: nothing changes.
    const confirm = page.getByTestId('confirm-dialog');
    await page.keyboard.press('Control+Shift+R');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(RESET_TEXT);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('ocean');

    // Confirmed: local and session storage are cleared and the app starts again at /.
    await page.keyboard.press('Meta+Shift+R');
    await confirm.waitFor();
    const reloaded = page.waitForEvent('load');
    await confirm.getByRole('button', { name: 'Reset and reload' }).click();
    await reloaded;
    await page.getByTestId('landing').waitFor();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('moon');
  });
});
