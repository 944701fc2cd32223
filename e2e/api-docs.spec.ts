import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot } from './harness/browser.ts';

// The API reference page as a browser gets it from the built server: under the app's CSP (a blocked script or
// style would show as a console error), with the chart API's operations listed and their schemas readable.
describe('API docs', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openSession('desktop');
  });
  afterEach(async () => {
    await s.close();
  });

  test('/api/docs lists the operations, the v4 natal-aspects-data one with its body schema', async () => {
    const { page } = s;
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Stellara API');
    await screenshot(page, 'api-docs-top');

    const natal = page.locator('[data-operation="POST /api/v4/natal-aspects-data"]');
    await natal.scrollIntoViewIfNeeded();
    await expect(natal.locator('h3').textContent()).resolves.toContain('/api/v4/natal-aspects-data');
    await expect(natal.getByRole('cell', { name: 'subject', exact: true }).isVisible()).resolves.toBe(true);
    // Its body schema is the one birth-data takes, printed once there: the link leads to it.
    await natal.getByRole('link', { name: 'POST /api/v4/birth-data' }).first().click();
    expect(page.url()).toMatch(/#postV4BirthData-body$/);
    const body = page.locator('#postV4BirthData-body');
    await body.locator('summary').click();
    await expect(body.locator('pre').textContent()).resolves.toContain('"zodiac_type"');
    await screenshot(page, 'api-docs-natal-aspects-data');

    const document = await (await page.request.get('/api/docs/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/v4/natal-aspects-data'].post.summary).toBeTruthy();
    expect(s.errors).toEqual([]);
  });
});
