import { afterEach, describe, expect, test } from 'vitest';
import { seedStorage, sessionBirthData } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/**
 * A tab left open across a deployment: the lazy page's files of its build are gone (404). Desktop loses the page's
 * script, the phone its stylesheet ("Unable to preload CSS").
 */
const cases: { viewport: ViewportName; file: string }[] = [
  { viewport: 'desktop', file: '**/assets/Profile-*.js' },
  { viewport: 'mobile', file: '**/assets/Profile-*.css' },
];

describe('a newer build under a running tab', () => {
  for (const { viewport, file } of cases) {
    test(`${viewport}: a missing ${file.split('.').pop()} file reloads once, then shows the update screen`, async () => {
      s = await openSession(viewport);
      const { page } = s;
      await seedStorage(page, { session: { birthData: JSON.stringify(sessionBirthData) } });
      await page.goto('/');
      await page.getByTestId('landing').waitFor();
      await page.route(file, (route) => route.fulfill({ status: 404, body: 'Not found' }));

      // In-app navigation to a lazy page: its file fails, the tab reloads itself once (the guard is set)...
      const reloaded = page.waitForEvent('load');
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Birth Chart Profile/ })
        .click();
      await reloaded;
      // ...and as the files are still missing after that, it asks instead of reloading again.
      const screen = page.getByTestId('update-screen');
      await screen.waitFor();
      expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe('Stellara was updated');
      expect(await page.evaluate(() => sessionStorage.getItem('reloadedForUpdate'))).toBe('1');
      const body = (await page.textContent('body')) ?? '';
      expect(body).not.toContain('Unexpected Application Error');
      expect(body).not.toContain('Hey developer');
      await screenshot(page, `update-screen-${viewport}`);

      // The new build is in place: Reload opens the page, and the guard is released for a later deployment.
      await page.unroute(file);
      await screen.getByRole('button', { name: 'Reload' }).click();
      await page.getByTestId('page-profile').waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');
      expect(await page.evaluate(() => sessionStorage.getItem('reloadedForUpdate'))).toBeNull();
      expect(s.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    }, 60_000);
  }
});
