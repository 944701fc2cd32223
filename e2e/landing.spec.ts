import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot } from './harness/browser.ts';

describe('landing screen', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('a first visit shows the landing screen with the sidebar, and the form on demand', async () => {
    const { page } = s;
    await page.goto('/');
    const landing = page.getByTestId('landing');
    await landing.waitFor();
    expect(await page.title()).toContain('Stellara');
    expect(await landing.getByRole('heading', { level: 1 }).textContent()).toContain('Your birth chart');
    await landing.getByRole('link', { name: 'Already have an account? Sign in' }).waitFor();
    expect(await landing.getByRole('link', { name: 'Explore plans' }).getAttribute('href')).toBe('/upgrade');
    expect(await landing.textContent()).toContain('stored temporarily for this browser session');

    // The sidebar: member label, each route, the sign-in and crown markers for a guest.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.getByTestId('member-label').textContent()).toBe('Guest User');
    const folders = nav.getByRole('link', { name: /Chat Folders/ });
    expect(await folders.textContent()).toContain('Needs sign-in');
    expect(await folders.textContent()).toContain('Plus');
    expect(await nav.getByRole('link', { name: /Compatibility/ }).textContent()).toContain('Pro');
    expect(await nav.getByRole('link', { name: /Birth Chart Profile/ }).textContent()).toContain('Needs sign-in');
    expect(await nav.getByRole('link', { name: /^Plans/ }).textContent()).not.toContain('Needs sign-in');
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(page, 'landing-desktop');

    await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
    const form = page.getByRole('form', { name: 'Your birth details' });
    await form.waitFor();
    for (const label of ['Name', 'Birth Date', 'Hour', 'Minute', 'Birth Place']) {
      await form.getByLabel(label, { exact: true }).waitFor();
    }
    // No place search on this server yet: the form says so and cannot be submitted.
    const submit = form.getByRole('button', { name: 'Search Location First' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByTestId('place-search-note').textContent()).toContain(
      'Place search is not part of this build yet.',
    );
    expect(await form.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(true);
    await form.getByLabel('Hour').fill('12');
    await form.getByLabel('Minute').fill('5');
    await form.getByRole('radio', { name: 'AM' }).click();
    await form.getByLabel('Minute').blur();
    expect(await form.textContent()).toContain('24-hour time: 00:05');
    await screenshot(page, 'landing-form-desktop');
    expect(s.errors).toEqual([]);
  });

  test('a theme chosen in Settings is applied and kept after a reload', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByTestId('landing').waitFor();
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());
    expect(await theme()).toBe('moon');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    for (const tab of ['Personality', 'Technical Level', 'Theme', 'Account']) {
      await dialog.getByRole('tab', { name: tab }).waitFor();
    }
    // Below plus only the guide is selectable; the others carry the crown.
    expect(await dialog.getByTestId('personality-guide').getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByTestId('personality-witchy').getAttribute('aria-disabled')).toBe('true');
    expect(await dialog.getByTestId('personality-witchy').textContent()).toContain('Plus');
    await screenshot(page, 'settings-personality-desktop');

    await dialog.getByRole('tab', { name: 'Theme' }).click();
    expect(await dialog.getByRole('radio').count()).toBe(8);
    await dialog.getByTestId('theme-sunset').click();
    expect(await theme()).toBe('sunset');
    expect(await bg()).toBe('#1d0e1b');
    expect(await dialog.getByTestId('theme-sunset').getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'settings-theme-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByTestId('landing').waitFor();
    expect(await theme()).toBe('sunset');
    expect(await bg()).toBe('#1d0e1b');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('sunset');
    await screenshot(page, 'landing-sunset-desktop');
    expect(s.errors).toEqual([]);
  });
});
