import { themeIds, themes } from '@stellara/web';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot } from './harness/browser.ts';

describe('all eight themes', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession('desktop');
  });
  afterAll(async () => {
    await s.close();
  });

  test.each(themeIds)('%s is restored from local storage and paints the page', async (id) => {
    const { page } = s;
    await page.goto('/');
    await page.evaluate((theme) => localStorage.setItem('theme', theme), id);
    await page.reload();
    await page.getByTestId('landing').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(id);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(themes[id].ink.text.slice(i, i + 2), 16));
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe(`rgb(${r}, ${g}, ${b})`);
    await screenshot(page, `theme-${id}-desktop`);
  });
});
