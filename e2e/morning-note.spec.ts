// Settings > Account > Morning note by e-mail, on a desktop and a phone: off by default, the browser's zone offered,
// the hour and the zone chosen, switched on and off, and the choice kept on the account (a reload reads it back).
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function openAccount(page: Page) {
  // The app has drawn the member's shell (the sidebar is open on a desktop, behind the menu on a phone).
  await page.getByTestId('member-label').waitFor({ state: 'attached' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Account' }).click();
  return settings;
}

describe('Settings > Account > Morning note by e-mail', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`${viewport}: off by default, switched on at a chosen hour in the browser's zone, kept, and switched off`, async () => {
      // A zone that is not the harness default, so the offered zone is visibly the browser's.
      s = await openSession(viewport, { timezoneId: 'America/Chicago' });
      const { page } = s;
      await signUpMember(page, 'free', { name: 'Mira' });
      let settings = await openAccount(page);
      const section = settings.getByTestId('morning-note');
      const toggle = section.getByRole('switch', { name: 'Morning note by e-mail' });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(false);
      expect(await section.getByTestId('morning-note-zone').inputValue()).toBe('America/Chicago');
      expect(await section.textContent()).toContain("This is your browser's time zone.");
      expect(await section.getByTestId('morning-note-hour').inputValue()).toBe('7');

      await section.getByLabel('Local hour').selectOption('6');
      await section.getByText('Saved. No morning notes will come.').waitFor();
      await toggle.check();
      await section.getByText('Saved. Your next note comes at 06:00, America/Chicago time.').waitFor();
      await section.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `morning-note-on-${viewport}`);

      // Kept on the account: a reload reads it back from the server.
      await page.reload();
      settings = await openAccount(page);
      const again = settings.getByTestId('morning-note');
      const toggleAgain = again.getByRole('switch', { name: 'Morning note by e-mail' });
      await toggleAgain.waitFor();
      expect(await toggleAgain.isChecked()).toBe(true);
      expect(await again.getByTestId('morning-note-hour').inputValue()).toBe('6');
      await again.getByLabel('Time zone').selectOption('Asia/Tokyo');
      await again.getByText('Saved. Your next note comes at 06:00, Asia/Tokyo time.').waitFor();
      expect(await again.textContent()).not.toContain("This is your browser's time zone.");

      await toggleAgain.uncheck();
      await again.getByText('Saved. No morning notes will come.').waitFor();
      const stored = await page.evaluate(async () => (await fetch('/api/morning-note')).json());
      expect(stored).toEqual({ enabled: false, hour: 6, timezone: 'Asia/Tokyo', emailVerified: true });
    });
  }
});
