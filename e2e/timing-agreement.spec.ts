// The page and the chat agree on a transit's dates (docs/charts.md#passages): a Pro member opens Current Transits,
// reads the first "Now" passage's start, exact and end days and its exact hits off its card, presses "Ask about this",
// and the chat's reply names that transit with the same days. The phone reads the page from a zone fourteen hours ahead
// of UT, where a passage's days would move if the page stated them in the viewer's zone instead of UT as the chat does.

import { agreement, chatPassages, datesIn, type NamedPassage } from '@stellara/server/testing/timing-text';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** Where each viewport reads the page from: London (UT in winter, an hour ahead in summer), or UTC+14. */
const ZONE: Record<ViewportName, string> = { desktop: 'Europe/London', mobile: 'Pacific/Kiritimati' };

/** A card's day ("13 Oct 2026") as a UT day; null for "Before the search" and the like. */
const dayOf = (text: string): string | null => (/\d{4}/.test(text) ? datesIn(text)[0]! : null);

/** The first "Now" card: its transit and its dates as the page shows them, and pro's list of its exact hits. */
async function firstNowPassage(page: Page): Promise<{ card: NamedPassage & { aspect: string }; hits: NamedPassage }> {
  const card = page.getByTestId('now-transits').getByTestId('transit').first();
  await card.waitFor({ timeout: 30_000 });
  const title = ((await card.locator('.transit-title').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const m = /^(.+?) (conjunction|opposition|square|trine|sextile) (.+)$/.exec(title);
  if (!m) throw new Error(`Not a transit title: ${title}`);
  const [start, exact, end] = (await card.locator('.transit-dates dd').allTextContents()).map(dayOf);
  const contact = { planet: m[1]!, aspect: m[2]!, target: m[3]! };
  // "28 Dec 2026, 17:17 UTC": every hit of the pass, to the minute.
  const hits = (await card.getByTestId('transit-hit').allTextContents()).map((h) => datesIn(h.split(',')[0]!)[0]!);
  return {
    card: {
      source: 'page',
      ...contact,
      start: start ?? null,
      end: end ?? null,
      // The card's Exact is the next hit (or the last one), not every hit.
      ...(exact ? { exact: [exact], allExact: false } : {}),
      said: title,
    },
    hits: { source: 'page hits', ...contact, exact: hits, allExact: true, said: `${title}: exact ${hits.join(', ')}` },
  };
}

describe('the page and the chat agree on a transit’s dates', () => {
  test.each(['desktop', 'mobile'] as const)(
    'pro (%s): the first "Now" passage, asked about, has the same days in the reply',
    async (viewport: ViewportName) => {
      s = await openSession(viewport, { timezoneId: ZONE[viewport] });
      const { page } = s;
      await signUpMember(page, 'pro');
      await page.goto('/transits');
      const { card: passage, hits } = await firstNowPassage(page);
      expect(hits.exact?.length, 'pro sees the exact hits of the pass').toBeGreaterThan(0);
      expect(passage.end, 'a passage in orb now ends on a known day').not.toBeNull();
      const card = page.getByTestId('now-transits').getByTestId('transit').first();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `timing-agreement-page-${viewport}`);

      await card.getByRole('button', { name: 'Ask about this' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const replies = page.getByTestId('message-assistant');
      await expect
        .poll(() => page.getByTestId('message-user').last().textContent(), { timeout: 30_000 })
        .toContain(`transiting ${passage.planet}`);
      await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
      const reply = replies.last();
      expect(await reply.getAttribute('data-status')).toBe('complete');
      const text = await reply.innerText();

      // The reply names the transit with dates (day, month and year), and every day it states is the page's.
      const said = chatPassages(text).filter(
        (n) =>
          n.planet === passage.planet && n.target === passage.target && (n.aspect ?? passage.aspect) === passage.aspect,
      );
      expect(said.length, text).toBeGreaterThan(0);
      expect(said.some((n) => n.end === passage.end)).toBe(true);
      expect(agreement([passage, hits, ...said]).disagreements).toEqual([]);
      await reply.scrollIntoViewIfNeeded();
      await screenshot(page, `timing-agreement-chat-${viewport}`);
      expect(s.errors.filter((e) => !/40[134]/.test(e))).toEqual([]);
    },
    180_000,
  );
});
