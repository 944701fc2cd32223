import type { Page } from 'playwright-core';

export interface E2eAdmin {
  email: string;
  password: string;
  name: string;
  role: string;
}

export const technicalAdmin: E2eAdmin = {
  email: 'tech.admin@example.com',
  password: 'orbit-keeper-42',
  name: 'Tess Tech',
  role: 'technical_admin',
};

export const astrologicalAdmin: E2eAdmin = {
  email: 'astro.admin@example.com',
  password: 'house-of-stars-7',
  name: 'Astra Lore',
  role: 'astrological_admin',
};

/** Created by the e2e global setup before the server starts. */
export const e2eAdmins = [technicalAdmin, astrologicalAdmin];

/** Opens /admin, signs in with the admin login form and waits for the dashboard. */
export async function signInAdmin(page: Page, admin: E2eAdmin): Promise<void> {
  await page.goto('/admin');
  const form = page.getByTestId('admin-login');
  await form.getByLabel('Admin Email').fill(admin.email);
  await form.getByLabel('Password', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Access Admin Portal' }).click();
  await page.getByTestId('admin-dashboard').waitFor();
}

/** Clicks a dashboard tab by its label and waits for it to be selected. */
export async function openTab(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tab', { name: label, exact: true });
  await tab.click();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('[role="tab"]')].some(
        (t) => t.textContent === name && t.getAttribute('aria-selected') === 'true',
      ),
    label,
  );
}
