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

  // Someone switching from the Astrologer API finds what we add and what differs, on a desktop and a phone (390x844).
  test.each(['desktop', 'mobile'] as const)('the switching notes are on the page (%s)', async (viewport) => {
    const own = viewport === 'desktop' ? s : await openSession('mobile');
    try {
      const { page } = own;
      await page.goto('/api/docs#switching-from-astrologer-api');
      const part = page.locator('#switching-from-astrologer-api');
      await part.scrollIntoViewIfNeeded();
      await expect(part.getByRole('heading', { name: 'Switching from the Astrologer API' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(part.getByRole('cell', { name: 'aspect_movement', exact: true }).isVisible()).resolves.toBe(true);
      await expect(part.getByRole('cell', { name: 'retrograde_planets', exact: true }).isVisible()).resolves.toBe(true);
      await expect(part.getByText('Keys both send that differ').isVisible()).resolves.toBe(true);
      await screenshot(page, `api-docs-switching-${viewport}`);
      expect(own.errors).toEqual([]);
    } finally {
      if (own !== s) await own.close();
    }
  });
});
