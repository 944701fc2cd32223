// Current Transits chooses (docs/charts.md#passages): it leads with at most five passages close to exact, then the
// year's longer ones, the rest folded; the timeline marks exact hits and today; the bi-wheel fills a phone's width and
// zooms.
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

/** Width of the wheel's drawing and of the page's content column (the transit list beside or above it). */
async function wheelShare(page: Page): Promise<number> {
  const svg = page.getByTestId('transit-wheel').locator('svg[role="img"]');
  await svg.waitFor();
  const wheel = (await svg.boundingBox())!.width;
  const content = (await page.locator('.transits-main').boundingBox())!.width;
  return wheel / content;
}

describe('Current Transits chooses', () => {
  test.each(['desktop', 'mobile'] as const)(
    'pro (%s): Now, This year, the rest folded; timeline; wheel',
    async (viewport: ViewportName) => {
      s = await openSession(viewport);
      const { page } = s;
      await signUpMember(page, 'pro');
      await page.goto('/transits');
      const lead = page.getByTestId('now-transits');
      await lead.waitFor({ timeout: 30_000 });
      await page.getByTestId('transit-wheel').locator('svg[role="img"]').waitFor();

      // The page leads with Now: at most five, before This year; the folded rest starts closed.
      const nowCards = lead.getByTestId('transit');
      expect(await nowCards.count()).toBeLessThanOrEqual(5);
      const year = page.getByTestId('year-transits');
      const order = await page.evaluate(() =>
        ['now-transits', 'year-transits', 'more-transits-toggle'].map(
          (id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? -1,
        ),
      );
      expect(order[0]).toBeLessThan(order[1]!);
      expect(order[1]).toBeLessThan(order[2]!);
      const toggle = page.getByTestId('more-transits-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('more-transits').isVisible()).toBe(false);
      const folded = Number(/\((\d+)\)/.exec((await toggle.textContent()) ?? '')?.[1]);
      expect(folded).toBeGreaterThan(0);
      await screenshot(page, `transits-page-lead-${viewport}`);

      // Opening the fold shows its cards.
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const more = page.getByTestId('more-transits').getByTestId('transit');
      await more.first().waitFor();
      expect(await more.count()).toBe(folded);
      expect((await nowCards.count()) + (await year.getByTestId('transit').count())).toBeGreaterThan(0);
      await more.first().scrollIntoViewIfNeeded();
      await screenshot(page, `transits-page-folded-${viewport}`);

      // The wheel: at least 90 % of the content width on a phone; zoom in and back.
      const share = await wheelShare(page);
      if (viewport === 'mobile') expect(share).toBeGreaterThanOrEqual(0.9);
      else expect(share).toBeGreaterThan(0.3);
      const wheel = page.getByTestId('transit-wheel');
      await wheel.scrollIntoViewIfNeeded();
      const before = (await wheel.locator('svg[role="img"]').boundingBox())!.width;
      await wheel.getByRole('button', { name: 'Zoom in' }).click();
      await expect
        .poll(async () => (await wheel.locator('svg[role="img"]').boundingBox())!.width)
        .toBeGreaterThan(before * 1.4);
      await screenshot(page, `transits-page-wheel-zoomed-${viewport}`);
      expect(await axeViolations(page), 'wheel zoomed').toEqual([]);
      await wheel.getByRole('button', { name: 'Fit the wheel' }).click();
      await expect
        .poll(async () => (await wheel.locator('svg[role="img"]').boundingBox())!.width)
        .toBeCloseTo(before, 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'mobile' ? 390 : 1440,
      );

      // The timeline: one today line inside the tracks, a dot per exact hit in the window, neutral bars.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Timeline' }).click();
      const timeline = page.getByTestId('transit-timeline');
      await timeline.waitFor();
      const today = timeline.getByTestId('timeline-today');
      expect(await today.count()).toBe(1);
      const line = (await today.boundingBox())!;
      const track = (await timeline.locator('.timeline-track').first().boundingBox())!;
      expect(line.x).toBeGreaterThan(track.x);
      expect(line.x).toBeLessThan(track.x + track.width);
      expect(line.height).toBeGreaterThan(track.height * 2);
      expect(await timeline.getByTestId('timeline-hit').count()).toBeGreaterThan(0);
      const colours = await timeline
        .locator('.timeline-row:not([data-lead="true"]) .timeline-bar')
        .evaluateAll((bars) => new Set(bars.map((b) => getComputedStyle(b).backgroundColor)).size);
      expect(colours).toBeLessThanOrEqual(1);
      await timeline.scrollIntoViewIfNeeded();
      await screenshot(page, `transits-page-timeline-${viewport}`);
      expect(await axeViolations(page), 'timeline').toEqual([]);
      expect(s.errors.filter((e) => !/40[134]/.test(e))).toEqual([]);
    },
    180_000,
  );
});
