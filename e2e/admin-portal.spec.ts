import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { astrologicalAdmin, signInAdmin, technicalAdmin } from './harness/admin.ts';
import { pathname } from './harness/app.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';

const tabNames = async (s: Session) => s.page.getByRole('tab').allTextContents();

describe('the admin portal', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('the login form checks the email, reports a wrong password, and shows both password modes', async () => {
    const { page } = s;
    await page.goto('/admin');
    const form = page.getByTestId('admin-login');
    await form.waitFor();
    await form.getByRole('button', { name: 'Access Admin Portal' }).click();
    await form.getByRole('alert').getByText('Please enter your email and password.').waitFor();
    await form.getByLabel('Admin Email').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('whatever');
    await form.getByRole('button', { name: 'Access Admin Portal' }).click();
    await form.getByRole('alert').getByText('Please enter a valid email address.').waitFor();

    const password = form.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await form.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    await form.getByLabel('Admin Email').fill(technicalAdmin.email);
    await password.fill('wrong-password');
    await form.getByRole('button', { name: 'Access Admin Portal' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('stellara.admin-role'))).toBeNull();
    await screenshot(page, 'admin-login-error');
    expect(s.errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('a technical administrator gets the technical dashboard, is kept on /admin, and logs out to /', async () => {
    const { page } = s;
    await signInAdmin(page, technicalAdmin);
    const header = page.locator('.admin-header');
    expect(await header.textContent()).toContain('Technical Administrator');
    expect(await header.textContent()).toContain(technicalAdmin.name);
    expect(await header.textContent()).toContain(technicalAdmin.email);
    expect(await tabNames(s)).toEqual([
      'System Health',
      'LLM Config',
      'Astrology APIs',
      'Knowledge Graph',
      'Database Cleanup',
      'System Logs',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('stellara.admin-role'))).toBe('technical_admin');

    // Keyboard: arrow keys move between tabs and change the address.
    await page.getByRole('tab', { name: 'System Health' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/admin/llm-config');

    // An administrator is sent to /admin from every other path.
    await page.goto('/profile');
    await page.waitForURL('**/admin');
    await page.getByTestId('admin-dashboard').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('stellara.admin-role'))).toBeNull();
    await page.goto('/admin');
    await page.getByTestId('admin-login').waitFor();
    expect(pathname(page)).toBe('/admin');
  });

  test('an astrological administrator gets the astrological dashboard', async () => {
    const { page } = s;
    await signInAdmin(page, astrologicalAdmin);
    expect(await page.locator('.admin-header').textContent()).toContain('Astrological Administrator');
    expect(await tabNames(s)).toEqual([
      'Overview',
      'Test Stellara',
      'Personality Control',
      'Document Upload',
      'Knowledge Graph',
    ]);
    await screenshot(page, 'admin-astrological-dashboard');
  });
});
