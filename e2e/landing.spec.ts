import { placeMessages } from '@stellara/contract';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot } from './harness/browser.ts';

const CHART_ERROR = 'There was an error calculating your birth chart. Please try again.';

/** The text of the app's error banner (its own, in place of the spec's alert boxes). */
function alertBanner(page: Page): () => Promise<string | null> {
  return () => page.getByTestId('notices').getByRole('alert').textContent({ timeout: 5_000 });
}

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

    // The sidebar: member label, each route, the sign-in and crown markers for a guest. Every page opens, so no
    // lock: the "sign-in" word on the pages a free account keeps, the crown alone on the paid ones.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.getByTestId('member-label').textContent()).toBe('Guest User');
    const folders = nav.getByRole('link', { name: /Chat Folders/ });
    expect(await folders.textContent()).not.toContain('Needs sign-in');
    expect(await folders.textContent()).toContain('Plus');
    expect(await nav.getByRole('link', { name: /Compatibility/ }).textContent()).toContain('Pro');
    expect(await nav.getByRole('link', { name: /Birth Chart Profile/ }).textContent()).toContain('Needs sign-in');
    expect(await nav.getByRole('link', { name: /Reading History/ }).textContent()).toContain('Needs sign-in');
    expect(await nav.locator('.badge-signin svg').count()).toBe(0);
    expect(await nav.getByRole('link', { name: /^Plans/ }).textContent()).not.toContain('Needs sign-in');
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(page, 'landing-desktop');

    await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
    const form = page.getByRole('form', { name: 'Your birth details' });
    await form.waitFor();
    for (const label of ['Name', 'Birth Date', 'Hour', 'Minute', 'Birth Place']) {
      await form.getByLabel(label, { exact: true }).waitFor();
    }
    // Without a place there are no coordinates: the form cannot be submitted.
    const submit = form.getByRole('button', { name: 'Search Location First' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Name', { exact: true }).fill('Ada');
    await form.getByLabel('Birth Date').fill('1990-10-28');
    await form.getByLabel('Hour').fill('1');
    await form.getByLabel('Minute').fill('5');
    await form.getByRole('radio', { name: 'AM' }).click();
    await form.getByLabel('Minute').blur();
    expect(await form.getByLabel('Minute').inputValue()).toBe('05');
    expect(await form.textContent()).toContain('24-hour time: 01:05');

    // Place search over the server's gazetteer (the e2e server loads its sample of large cities):
    // up to five places; editing the text clears them.
    const place = form.getByLabel('Birth Place');
    await place.fill('London');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    const list = form.getByRole('listbox', { name: 'Matching places' });
    await list.waitFor();
    const count = await list.getByRole('option').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await place.press('End');
    await place.press('Backspace');
    await list.waitFor({ state: 'detached' });
    await place.fill('London');
    await place.press('Enter');
    await list.waitFor();
    await screenshot(page, 'landing-places-desktop');
    await list.getByRole('option', { name: /London.*England/ }).click();
    // The field keeps what fits a phone; the whole name is shown with the zone.
    expect(await place.inputValue()).toBe('London, England');
    const detected = page.getByTestId('detected-place');
    expect(await detected.textContent()).toContain('London, England, United Kingdom');
    expect(await detected.textContent()).toContain('Europe/London');
    expect(await detected.textContent()).toContain('51.5085°, -0.1257°');

    // 1:05 AM on 28 October 1990 happened twice in London (clocks went back): the form asks which.
    const utcLine = page.getByTestId('utc-line');
    await utcLine.getByRole('group').waitFor();
    expect(await utcLine.textContent()).toContain('happened twice');
    expect(await utcLine.getByRole('radio').count()).toBe(2);
    const start = form.getByRole('button', { name: 'Start Your Reading' });
    expect(await start.isDisabled()).toBe(true);
    await form.getByLabel('Hour').fill('2');
    await form.getByRole('radio', { name: 'PM' }).click();
    await utcLine.getByText('is 14:05 UTC').waitFor();
    expect(await utcLine.textContent()).toContain('GMT');
    await form.getByLabel('Hour').fill('1');
    await form.getByRole('radio', { name: 'AM' }).click();
    await utcLine.getByRole('radio', { name: /BST/ }).check();
    expect(await start.isDisabled()).toBe(false);
    await screenshot(page, 'landing-form-desktop');

    // The chart is calculated, the landing fades out and the chat begins; the chart stays for the session.
    await start.click();
    await page.getByTestId('chat').waitFor();
    const record = JSON.parse((await page.evaluate(() => sessionStorage.getItem('birthData'))) ?? '{}');
    expect(record).toMatchObject({
      name: 'Ada',
      birthDate: '1990-10-28',
      birthTime: '01:05',
      birthPlace: 'London, England, United Kingdom',
      timezone: 'Europe/London',
      utcDate: '1990-10-28',
      utcTime: '00:05',
    });
    expect(record.natal_planets.map((p: { name: string }) => p.name)).toContain('Ascendant');
    expect(Object.keys(record.natal_houses)).toHaveLength(12);
    expect(await page.evaluate(() => localStorage.getItem('hasInteracted'))).toBe('true');
    // The server keeps the visitor's birth data too (it moves into the account on sign-up).
    const visitor = await page.evaluate(() => fetch('/api/visitor').then((r) => r.json()));
    expect(visitor.birthData).toMatchObject({ birthDate: '1990-10-28', birthTime: '01:05', timezone: 'UTC+01:00' });
    expect(visitor.chart.natal_planets.length).toBeGreaterThan(10);
    await page.reload();
    await page.getByTestId('chat').waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Birth Chart Profile/ })
      .click();
    const bigThree = page.getByTestId('big-three');
    await bigThree.waitFor();
    expect(await bigThree.getByRole('listitem').count()).toBe(3);
    expect(await bigThree.textContent()).toMatch(/Sun.*Moon.*Rising/);
    await screenshot(page, 'profile-chart-desktop');
    expect(s.errors).toEqual([]);
  });

  test('the birth form: required fields and ranges, the search alerts, a time that did not exist, a chart error', async () => {
    const { page } = s;
    const banner = alertBanner(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
    const form = page.getByRole('form', { name: 'Your birth details' });
    const name = form.getByLabel('Name', { exact: true });
    const hour = form.getByLabel('Hour');
    const minute = form.getByLabel('Minute');
    const place = form.getByLabel('Birth Place');
    const search = form.getByRole('button', { name: 'Search', exact: true });
    const submit = form.getByRole('button', { name: /Search Location First|Start Your Reading/ });
    const hint = form.getByText(/^24-hour time:/);
    const invalid = (field: typeof hour) => field.evaluate((el) => !(el as HTMLInputElement).checkValidity());

    // Required fields are marked as such; empty place text cannot be searched (button off, Enter ignored).
    for (const field of [name, form.getByLabel('Birth Date'), hour, minute, place]) {
      expect(await field.getAttribute('required')).not.toBeNull();
    }
    expect(await search.isDisabled()).toBe(true);
    await place.press('Enter');
    await place.fill('   ');
    expect(await search.isDisabled()).toBe(true);
    await place.press('Enter');
    expect(await form.getByRole('listbox', { name: 'Matching places' }).count()).toBe(0);

    // Hour 1-12 and minute 0-59: out of range there is no time, and the field reports itself invalid.
    await hour.fill('13');
    await minute.fill('5');
    expect(await invalid(hour)).toBe(true);
    expect(await hint.count()).toBe(0);
    await hour.fill('0');
    expect(await invalid(hour)).toBe(true);
    expect(await hint.count()).toBe(0);
    await hour.fill('12');
    await minute.fill('60');
    expect(await invalid(minute)).toBe(true);
    expect(await hint.count()).toBe(0);
    // 12 AM is 00, 12 PM stays 12, PM adds 12; the minute is padded.
    await minute.fill('7');
    await minute.blur();
    expect(await minute.inputValue()).toBe('07');
    await form.getByRole('radio', { name: 'AM' }).click();
    expect(await hint.textContent()).toBe('24-hour time: 00:07');
    await form.getByRole('radio', { name: 'PM' }).click();
    expect(await hint.textContent()).toBe('24-hour time: 12:07');
    await hour.fill('11');
    expect(await hint.textContent()).toBe('24-hour time: 23:07');

    // No match: the spec's text, said under the field (never a browser alert). A failing search: the other text,
    // and the list is cleared.
    const placeStatus = form.getByTestId('place-search-status');
    await place.fill('Qwxzvbnmq');
    await search.click();
    await expect.poll(() => placeStatus.textContent()).toBe(placeMessages.noResults);
    await place.fill('London');
    await search.click();
    const list = form.getByRole('listbox', { name: 'Matching places' });
    await list.waitFor();
    await page.route('**/api/places?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      }),
    );
    await search.click();
    await expect.poll(() => placeStatus.textContent()).toBe(placeMessages.searchFailed);
    await list.waitFor({ state: 'detached' });
    await page.unroute('**/api/places?*');

    // Without coordinates the submit stays off; the form's own guard says why if it is submitted anyway.
    await name.fill('Ada');
    await form.getByLabel('Birth Date').fill('1990-03-25');
    expect(await submit.textContent()).toBe('Search Location First');
    expect(await submit.isDisabled()).toBe(true);
    await form.evaluate((el) => (el as HTMLFormElement).requestSubmit());
    await expect.poll(banner).toBe(placeMessages.missingCoordinates);

    // 1:30 AM on 25 March 1990 never happened in London (clocks jumped from 1:00 to 2:00): the form says so
    // and asks how to read it; Start waits for the answer.
    await hour.fill('1');
    await minute.fill('30');
    await form.getByRole('radio', { name: 'AM' }).click();
    await search.click();
    // While the local time is read in the picked place's zone, the button says so and stays off.
    let releaseUtc = () => {};
    const utcHeld = new Promise<void>((resolve) => {
      releaseUtc = resolve;
    });
    await page.route('**/api/time/utc', async (route) => {
      await utcHeld;
      await route.continue();
    });
    await list.getByRole('option', { name: /London.*England/ }).click();
    const detecting = form.getByRole('button', { name: 'Detecting timezone...' });
    await detecting.waitFor();
    expect(await detecting.isDisabled()).toBe(true);
    releaseUtc();
    await detecting.waitFor({ state: 'detached' });
    await page.unroute('**/api/time/utc');
    const utcLine = page.getByTestId('utc-line');
    const choice = utcLine.getByRole('group');
    await choice.waitFor();
    expect(await choice.textContent()).toContain('1:30 AM did not exist that day in Europe/London');
    expect(await choice.getByRole('radio').count()).toBe(2);
    const start = form.getByRole('button', { name: 'Start Your Reading' });
    expect(await start.isDisabled()).toBe(true);
    await start.scrollIntoViewIfNeeded();
    await screenshot(page, 'landing-nonexistent-time-desktop');
    await choice.getByRole('radio', { name: /BST/ }).check();
    expect(await choice.textContent()).toMatch(/BST, UTC\+01:00: 00:30 UTC on 25 Mar 1990/);
    expect(await start.isDisabled()).toBe(false);
    // A name is required too.
    await name.fill('');
    expect(await start.isDisabled()).toBe(true);
    await name.fill('Ada');

    // The time zone override replaces the detected zone in the UTC reading.
    await form.getByLabel('Time zone override (optional)').selectOption('America/New_York');
    await utcLine.getByText('is 06:30 UTC').waitFor();
    expect(await utcLine.textContent()).toContain('EST');
    await form.getByLabel('Time zone override (optional)').selectOption('');
    await choice.waitFor();
    await choice.getByRole('radio', { name: /GMT/ }).check();

    // The chart service fails: the catalogue text shows and the form stays, ready to try again.
    await page.route('**/api/v4/natal-aspects-data', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      }),
    );
    await start.click();
    const error = form.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe(CHART_ERROR);
    expect(await page.getByTestId('landing').isVisible()).toBe(true);
    expect(await start.isDisabled()).toBe(false);
    await screenshot(page, 'landing-chart-error-desktop');
    await page.unroute('**/api/v4/natal-aspects-data');
    await start.click();
    await page.getByTestId('chat').waitFor();
    const record = JSON.parse((await page.evaluate(() => sessionStorage.getItem('birthData'))) ?? '{}');
    expect(record).toMatchObject({ birthDate: '1990-03-25', birthTime: '01:30', utcTime: '01:30' });
    expect(s.errors.filter((e) => !e.includes('500'))).toEqual([]);
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
    // The technical level toggle needs plus too: a guest reads at the basic level.
    await dialog.getByRole('tab', { name: 'Technical Level' }).click();
    expect(await dialog.getByTestId('level-basic').getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByTestId('level-technical').getAttribute('aria-disabled')).toBe('true');

    await dialog.getByRole('tab', { name: 'Theme' }).click();
    expect(await dialog.getByRole('radio').count()).toBe(8);
    // The theme in use is marked before any choice: the default, Moon, and only it.
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await dialog.getByTestId('theme-moon').getAttribute('aria-checked')).toBe('true');
    // Moon is the last card, below the panel's fold: the line above the cards names it.
    expect(await dialog.getByTestId('theme-current').textContent()).toContain('in use now: Moon.');
    await screenshot(page, 'settings-theme-current-desktop');
    await dialog.getByTestId('theme-sunset').click();
    expect(await theme()).toBe('sunset');
    expect(await bg()).toBe('#1d0e1b');
    expect(await dialog.getByTestId('theme-sunset').getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByTestId('theme-current').textContent()).toContain('in use now: Sunset.');
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
