// Pro's extras (docs/plans.md): a compatibility reading whose ring, label and dynamics agree, the composite chart, and
// advanced transit timing (exact hit times, the year ahead) that plus does not get.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const colourOf = (pct: number) => (pct >= 80 ? 'green' : pct >= 60 ? 'yellow' : 'red');
const labelOf = (pct: number) =>
  pct >= 80 ? 'Strong connection' : pct >= 60 ? 'Good connection' : pct >= 40 ? 'Mixed connection' : 'Light connection';
/** An ISO date or instant leaking into the page ("2026-11-19", "2026-11-19T..."). */
const ISO = /\b\d{4}-\d{2}-\d{2}\b/;
/** A human moment as the timing shows it: "3 Dec 2026, 14:05 UTC". */
const MOMENT = /\b\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} [A-Z]/;

/**
 * Ben, London, 14 February 1991, 11:00: with Ada (the harness's member) a tight Sun-Moon sextile and a Moon-Venus
 * trine, so the highlights name Moon contacts.
 */
async function addBen(page: Page) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/api/charts`, {
    headers: { origin, 'content-type': 'application/json' },
    data: JSON.stringify({
      name: 'Ben',
      birthDate: '1991-02-14',
      birthTime: '11:00',
      birthPlace: 'London, England, United Kingdom',
      latitude: 51.5074,
      longitude: -0.1278,
      timezone: 'Europe/London',
    }),
  });
  expect(response.status()).toBe(201);
}

async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

describe('pro extras', () => {
  test.each(['desktop', 'mobile'] as const)(
    'pro (%s): a reading whose ring, label and dynamics agree, and the composite chart',
    async (viewport: ViewportName) => {
      s = await openSession(viewport);
      const { page } = s;
      await signUpMember(page, 'pro');
      await addBen(page);
      await page.goto('/compatibility');
      await page.getByLabel('Second chart').waitFor();
      await page.getByLabel('Second chart').selectOption({ label: 'Ben' });
      await page.getByRole('button', { name: 'Compare Charts' }).click();
      const reading = page.getByTestId('reading');
      await reading.waitFor();

      // One number: the ring's colour and the label are its bands; no bare score.
      const score = reading.getByTestId('score');
      const pct = Number(/(\d+)%/.exec((await score.textContent()) ?? '')?.[1]);
      expect(pct).toBeGreaterThan(0);
      expect(await score.getAttribute('data-colour')).toBe(colourOf(pct));
      expect(await reading.getByTestId('score-label').textContent()).toBe(labelOf(pct));
      expect(await reading.textContent()).not.toMatch(/score \d/i);
      expect(await reading.getByTestId('score-summary').textContent()).toMatch(
        /contacts? within 5° between the charts/,
      );

      // The emotional line leads with the strongest Moon contact, which the highlights name first among Moon ones.
      const highlights = await reading.getByTestId('highlights').locator('li').allTextContents();
      const moonHighlight = highlights.find(
        (h) => /^(Your|Ben's) \w+ \w+ (your|Ben's) \w+,/.test(h) && /Moon/.test(h.split(',')[0]!),
      );
      expect(moonHighlight, highlights.join('\n')).toBeDefined();
      const contact = moonHighlight!.split(',')[0]!;
      const emotion = reading.getByTestId('dynamics').locator('li', { hasText: 'Emotional bond' });
      const emotionText = (await emotion.textContent()) ?? '';
      expect(emotionText.toLowerCase()).toContain(contact.toLowerCase());
      expect(emotionText).not.toMatch(/No (close )?contact/);
      // Dots of the emotional bond: at least three for a strong contact.
      const dots = Number(/: (\d) of 5/.exec((await emotion.getByRole('img').getAttribute('aria-label')) ?? '')?.[1]);
      expect(dots).toBeGreaterThanOrEqual(3);

      // The composite chart: what stands out, twelve positions, its wheel.
      const composite = reading.getByTestId('composite');
      await composite.getByTestId('composite-highlights').waitFor();
      const lines = await composite.getByTestId('composite-highlights').locator('li').allTextContents();
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines[0]).toMatch(/^The composite Sun in \w+ in the \d+(st|nd|rd|th) house/);
      expect(await composite.getByTestId('composite-positions').locator('tbody tr').count()).toBe(12);
      // Midpoints have no motion: nothing in the composite (table or wheel) is marked retrograde.
      expect(await composite.textContent()).not.toContain('℞');
      const wheel = composite.getByTestId('composite-wheel').locator('svg[role="img"]');
      await wheel.waitFor();
      expect((await wheel.boundingBox())?.width).toBeGreaterThan(200);
      expect(await mainText(page)).not.toMatch(ISO);

      await reading.scrollIntoViewIfNeeded();
      await screenshot(page, `pro-compatibility-${viewport}`);
      await composite.scrollIntoViewIfNeeded();
      await screenshot(page, `pro-composite-${viewport}`);
      if (viewport === 'mobile') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      expect(s.errors.filter((e) => !/40[134]/.test(e))).toEqual([]);
    },
    120_000,
  );

  test.each(['desktop', 'mobile'] as const)(
    'Current Transits (%s): pro sees exact hit times and the year ahead; plus does not',
    async (viewport: ViewportName) => {
      s = await openSession(viewport);
      const { page } = s;
      await signUpMember(page, 'pro');
      await page.goto('/transits');
      await page.getByTestId('transit').first().waitFor();
      const hits = page.getByTestId('transit-hit');
      await hits.first().waitFor();
      for (const text of await hits.allTextContents()) expect(text).toMatch(MOMENT);
      const year = page.getByTestId('year-ahead');
      await year.waitFor();
      const rows = year.getByTestId('year-transit');
      expect(await rows.count()).toBeGreaterThan(0);
      for (const text of await rows.locator('h3').allTextContents()) {
        expect(text).toMatch(/^(Jupiter|Saturn|Uranus|Neptune|Pluto) (conjunction|opposition|square|trine) /);
      }
      const yearHits = (await year.getByTestId('year-hits').first().textContent()) ?? '';
      expect(yearHits).toMatch(/^Exact (once|twice|three times|\d+ times): /);
      expect(yearHits).toMatch(MOMENT);
      expect(await mainText(page)).not.toMatch(ISO);
      expect(await page.getByTestId('timing-upsell').count()).toBe(0);
      await page.getByTestId('transit-hits').first().scrollIntoViewIfNeeded();
      await screenshot(page, `pro-transits-hits-${viewport}`);
      await year.scrollIntoViewIfNeeded();
      await screenshot(page, `pro-transits-year-${viewport}`);
      if (viewport === 'mobile') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await s.close();

      // Plus: the same list, no hits, no year, and the way to pro.
      s = await openSession(viewport);
      await signUpMember(s.page, 'plus');
      await s.page.goto('/transits');
      await s.page.getByTestId('transit').first().waitFor();
      await s.page.getByTestId('timing-upsell').waitFor();
      expect(await s.page.getByTestId('transit-hit').count()).toBe(0);
      expect(await s.page.getByTestId('year-ahead').count()).toBe(0);
      expect(await mainText(s.page)).not.toMatch(ISO);
      await s.page.getByTestId('timing-upsell').scrollIntoViewIfNeeded();
      await screenshot(s.page, `plus-transits-upsell-${viewport}`);
    },
    120_000,
  );
});
