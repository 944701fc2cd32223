import { readFileSync } from 'node:fs';
import { accountMessages } from '@stellara/contract';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember, verificationLinkFor } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function openAccount(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Account' }).click();
  return settings;
}

describe('Settings > Account > Delete Account', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`${viewport}: export offered first, the typed email confirms, signed out, and the email signs up again`, async () => {
      s = await openSession(viewport);
      const { page } = s;
      const member = await signUpMember(page, 'plus', { name: 'Dara' });
      // "No conversation" is a 404 by contract (the chat home asks for the member's latest as the tab turns into a
      // guest's, and the deleted chat's address no longer opens); any other missing resource is a fault.
      const missing: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 404) missing.push(new URL(r.url()).pathname);
      });
      const settings = await openAccount(page);
      await settings.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `delete-account-${viewport}`);

      // The export comes first in the dialog and downloads the member's data.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Export My Data' }).click(),
      ]);
      const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
      expect(exported.account.email).toBe(member.email);

      // Only the account's own email unlocks the button.
      const confirm = dialog.getByLabel('Type your email to confirm');
      const remove = dialog.getByRole('button', { name: 'Delete my account' });
      await confirm.fill('someone.else@example.com');
      expect(await remove.isDisabled()).toBe(true);
      await confirm.fill(member.email.toUpperCase());
      expect(await remove.isDisabled()).toBe(false);
      await screenshot(page, `delete-account-typed-${viewport}`);
      await remove.click();

      // Signed out, on the landing screen, told so in the app's own banner.
      await page.getByTestId('landing').waitFor();
      await page.getByTestId('notices').getByText(accountMessages.accountDeleted).waitFor();
      await page.getByTestId('member-label').getByText('Guest User', { exact: true }).waitFor({ state: 'attached' });
      const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
      expect(me.signedIn).toBe(false);
      await screenshot(page, `delete-account-done-${viewport}`);

      // The same email can make a new account.
      const before = verificationLinkFor(member.email);
      await page.goto('/login?mode=signup');
      await page.getByLabel('Name').fill('Dara');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill('stardust42');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('notices').getByText(accountMessages.accountCreated).waitFor();
      await expect.poll(() => verificationLinkFor(member.email)).not.toBe(before);
      // The deleted member's chat (its address) and their latest chat are gone by design: 404s there are expected.
      expect(missing.filter((path) => !path.startsWith('/api/conversations/'))).toEqual([]);
      expect(s.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    }, 90_000);
  }
});
