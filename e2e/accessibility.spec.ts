import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { themeIds } from '../packages/web/src/themes/themes.ts';
import { seedStorage, sessionBirthData } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session } from './harness/browser.ts';

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
