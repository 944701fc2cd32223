import { afterEach, describe, expect, test } from 'vitest';
import { enterBirthData } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('Terms and Privacy', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`${viewport}: linked from the sidebar and sign-up, stating this server's periods; sign-up knows the name`, async () => {
      s = await openSession(viewport);
      const { page } = s;
      const nav = page.getByRole('navigation', { name: 'Main' });
      const openMenu = async () => {
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      };

      // A first visit, no birth data yet: both pages open from the sidebar's foot.
      await page.goto('/');
      await page.getByTestId('landing').waitFor();
      await openMenu();
      await nav.getByRole('link', { name: 'Privacy' }).click();
      const privacy = page.getByTestId('page-privacy');
      await privacy.waitFor();
      const policies = await page.evaluate(() => fetch('/api/policies').then((r) => r.json()));
      const hours = policies.visitorRetentionHours as number;
      await expect.poll(() => privacy.textContent()).toContain(`after ${hours} hours`);
      const text = (await privacy.textContent()) ?? '';
      expect(text).toContain(`${policies.memberSessionDays} days after you last use it`);
      expect(text).toContain(`after ${policies.logRetentionDays} days`);
      expect(text).toContain('Export My Data');
      expect(text).toContain('Delete Account');
      // The embedded reader answers here: conversations stay on the server, and the page says so.
      await privacy.getByText("Replies on this service are written by Stellara's own reader").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `privacy-${viewport}`);

      await openMenu();
      await nav.getByRole('link', { name: 'Terms' }).click();
      const terms = page.getByTestId('page-terms');
      await terms.waitFor();
      expect(await terms.getByRole('heading', { level: 1 }).textContent()).toBe('Terms of Service');
      expect(await terms.textContent()).toContain('never fate');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `terms-${viewport}`);

      // With a chart entered, sign-up already knows the name, and its notice links both pages.
      await enterBirthData(page);
      await page.goto('/login?mode=signup');
      expect(await page.getByLabel('Name').inputValue()).toBe('Ada');
      const form = page.getByTestId('page-login');
      expect(await form.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
      expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `signup-legal-${viewport}`);
      expect(s.errors).toEqual([]);
    }, 90_000);
  }
});
