import { apiKeyMessages } from '@stellara/contract';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { answerConfirm, openSession, type Session, screenshot } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

const subject = (name: string, year: number) => ({
  name,
  year,
  month: 4,
  day: 12,
  hour: 14,
  minute: 35,
  longitude: -0.1278,
  latitude: 51.5074,
  city: 'London',
  nation: 'GB',
  timezone: 'Europe/London',
});
const pair = { first_subject: subject('Ada', 1990), second_subject: subject('Bo', 1992) };

describe('personal API keys in Settings', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('a pro member creates a key, copies it, calls the chart API with it, and revokes it', async () => {
    const { page, context, baseURL } = s;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signUpMember(page, 'pro');
    // From a program: no cookies, only the key.
    const score = (authorization?: string) =>
      fetch(`${baseURL}/api/v4/relationship-score`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(pair),
      });
    expect((await score()).status).toBe(401);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('tab', { name: 'Account' }).click();
    await dialog.getByText('No API keys yet.').waitFor();
    await dialog.getByLabel('Key name').fill('My transit script');
    await dialog.getByRole('button', { name: 'Create API Key' }).click();

    const created = dialog.getByTestId('api-key-created');
    await created.waitFor();
    expect(await created.textContent()).toContain(apiKeyMessages.shownOnce);
    const key = await dialog.getByTestId('api-key-secret').inputValue();
    expect(key).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    await created.getByRole('button', { name: 'Copy' }).click();
    await created.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const row = dialog.getByTestId('api-key-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('My transit script');
    expect(await row.textContent()).toContain(key.slice(0, 12));
    expect(await row.textContent()).not.toContain(key.slice(12));
    expect(await row.textContent()).toContain('never used');
    await created.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys-created');

    const answer = await score(`Bearer ${key}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { score: unknown }).score).toEqual(expect.any(Number));

    // Once dismissed, the key is gone from the page for good; the list shows its use.
    await created.getByRole('button', { name: 'I have saved it' }).click();
    await created.waitFor({ state: 'detached' });
    await dialog.getByRole('tab', { name: 'Personality' }).click();
    await dialog.getByRole('tab', { name: 'Account' }).click();
    await dialog
      .getByTestId('api-key-row')
      .getByText(/last used/)
      .waitFor();
    await dialog.getByTestId('api-key-row').scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys-list');
    expect(await dialog.textContent()).not.toContain(key.slice(12));

    await dialog.getByRole('button', { name: 'Revoke API key My transit script' }).click();
    expect(await answerConfirm(page, 'confirm')).toBe(apiKeyMessages.revokeConfirm('My transit script'));
    await dialog.getByText('No API keys yet.').waitFor();
    await screenshot(page, 'api-keys-revoked');

    const refused = await score(`Bearer ${key}`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(apiKeyMessages.invalidKey);
    // A new member has no latest conversation yet (404), as in the other member specs.
    expect(s.errors.filter((e) => !/\b404\b/.test(e))).toEqual([]);
  });
});
