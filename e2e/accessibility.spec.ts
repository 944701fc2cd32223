import { themeIds } from '@stellara/web';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chatOpened, seedStorage, sessionBirthData } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';
import { tabThrough } from './harness/keyboard.ts';
import { signUpMember } from './harness/members.ts';

/** axe-core (WCAG 2.1 A and AA, colour contrast included) on the shell's screens in all eight themes. */
describe('accessibility', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession('desktop');
  });
  afterAll(async () => {
    await s.close();
  });

  test.each(themeIds)(
    '%s: landing with the form, sign-up, plans, member pages and settings pass axe',
    async (theme) => {
      const { page } = s;
      await seedStorage(page, { local: { theme } });
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/');
      await page.getByRole('button', { name: 'Enter Birth Details Now' }).click();
      await page.getByRole('form', { name: 'Your birth details' }).waitFor();
      expect(await axeViolations(page), `${theme}: landing`).toEqual([]);

      await page.goto('/login?mode=signup');
      await page.getByTestId('page-login').waitFor();
      expect(await axeViolations(page), `${theme}: sign-up`).toEqual([]);

      await page.goto('/upgrade');
      await page.getByTestId('page-upgrade').waitFor();
      expect(await axeViolations(page), `${theme}: plans`).toEqual([]);

      await page.evaluate((data) => sessionStorage.setItem('birthData', data), JSON.stringify(sessionBirthData));
      await page.goto('/folders');
      await page.getByTestId('page-folders').waitFor();
      expect(await axeViolations(page), `${theme}: folders`).toEqual([]);
      await page.goto('/profile');
      await page.getByTestId('page-profile').waitFor();
      expect(await axeViolations(page), `${theme}: profile`).toEqual([]);
      // The locked variants: sample cards under the register or upgrade prompt.
      for (const path of ['/history', '/charts', '/transits', '/compatibility']) {
        await page.goto(path);
        await page.getByTestId(`page-${path.slice(1)}`).waitFor();
        expect(await axeViolations(page), `${theme}: ${path} (visitor)`).toEqual([]);
      }

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.waitFor();
      expect(await axeViolations(page), `${theme}: settings personality`).toEqual([]);
      await dialog.getByRole('tab', { name: 'Theme' }).click();
      expect(await axeViolations(page), `${theme}: settings theme`).toEqual([]);
      await dialog.getByRole('tab', { name: 'Account' }).click();
      expect(await axeViolations(page), `${theme}: settings account`).toEqual([]);
    },
  );
});

const memberPages = ['/profile', '/history', '/folders', '/charts', '/transits', '/compatibility', '/upgrade'];

/** A pro member sees every page's real content: each one in every theme. */
describe('accessibility of the member pages (pro member)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession('desktop');
    await signUpMember(s.page, 'pro');
  });
  afterAll(async () => {
    await s.close();
  });

  test.each(themeIds)(
    '%s: profile, history, folders, charts, transits, compatibility, plans and the account tab pass axe',
    async (theme) => {
      const { page } = s;
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of memberPages) {
        await page.goto(path);
        await page.getByTestId(`page-${path.slice(1)}`).waitFor();
        // Member data arrives after the page: wait until nothing is loading.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await page.waitForTimeout(150);
        // The profile's chart sections are checked opened (their tables' contrast counts too).
        if (path === '/profile') {
          await page.getByTestId('section-major-aspects').waitFor();
          await page.$$eval('details.profile-section', (all) => {
            for (const d of all) (d as HTMLDetailsElement).open = true;
          });
        }
        expect(await axeViolations(page), `${theme}: ${path}`).toEqual([]);
      }
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.getByRole('tab', { name: 'Account' }).click();
      await dialog.getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(await axeViolations(page), `${theme}: settings account (pro)`).toEqual([]);
      if (theme === 'sun') await screenshot(page, 'a11y-settings-account-pro-sun-desktop');
    },
  );

  test('every control on each member page is reached by Tab, has a name and shows focus', async () => {
    const { page } = s;
    await page.evaluate(() => localStorage.setItem('theme', 'moon'));
    const problems: string[] = [];
    for (const path of memberPages) {
      await page.goto(path);
      await page.getByTestId(`page-${path.slice(1)}`).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      const { stops, missed } = await tabThrough(page);
      expect(stops.length, path).toBeGreaterThan(5);
      for (const stop of stops) {
        if (!stop.name) problems.push(`${path}: no name: ${stop.what}`);
        if (!stop.focusVisible) problems.push(`${path}: focus not visible: ${stop.what}`);
      }
      for (const m of missed) problems.push(`${path}: not reached by Tab: ${m}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('keyboard only', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession('desktop');
  });
  afterAll(async () => {
    await s.close();
  });

  test('the landing and its form: every control reached by Tab, named, with visible focus', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('button', { name: 'Enter Birth Details Now' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Your birth details' });
    await form.waitFor();
    const { stops, missed } = await tabThrough(page);
    expect(stops.map((x) => x.name)).toEqual(expect.arrayContaining(['Hour', 'Minute', 'AM', 'PM']));
    expect(stops.filter((x) => !x.name).map((x) => x.what)).toEqual([]);
    expect(stops.filter((x) => !x.focusVisible).map((x) => x.what)).toEqual([]);
    expect(missed).toEqual([]);
  });

  test('a visitor enters birth data, starts the reading and asks a question with the keyboard alone', async () => {
    const { page } = s;
    await page.goto('/');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    const open = page.getByRole('button', { name: 'Enter Birth Details Now' });
    await open.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Your birth details' });
    await form.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    // Headless Chromium here shows the date as mm/dd/yyyy.
    await page.keyboard.type('04121990');
    // Tab walks the date's own parts before it leaves the field.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Hour') break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Hour');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('35');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('PM');
    await page.keyboard.press('Space');
    expect(await form.getByRole('radio', { name: 'PM' }).getAttribute('aria-checked')).toBe('true');
    // Then "I don't know my birth time", left unticked, and the place.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('birthTimeUnknown');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('birthPlace');
    await page.keyboard.type('London');
    await page.keyboard.press('Enter');
    const list = form.getByRole('listbox', { name: 'Matching places' });
    await list.waitFor();
    // The place field is a combobox: Down makes the first place active (focus stays in the field), Enter picks it.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await list.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByTestId('utc-line').getByText('is 13:35 UTC').waitFor();
    expect(await form.getByLabel('Birth Date').inputValue()).toBe('1990-04-12');
    const start = form.getByRole('button', { name: 'Start Your Reading' });
    await start.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('chat').waitFor();
    // The hook arrives before the composer takes an answer.
    await chatOpened(page);
    await page.getByPlaceholder('Ask...').focus();
    await page.keyboard.type('What about my Moon?');
    await page.keyboard.press('Enter');
    await page.getByTestId('message-user').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });

    // Settings opens from the sidebar by keyboard, its tabs switch, Escape closes and focus returns.
    const settings = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await dialog.getByRole('tab', { name: 'Theme' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByTestId('theme-ocean').focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('ocean');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Settings');
    expect(s.errors).toEqual([]);
  });
});
