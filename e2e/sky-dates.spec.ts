import { calculateNatalChart, lunations } from '@stellara/astro';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened, enterBirthData, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/conversation.md#built-in-reader: the sky's dates and the Big Three asked for outright are answered first, with
// computed facts: the three placements in a line, the next full Moon's date, a month-by-month outlook on Pro.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

// Ada (12 April 1990, 13:35 UT), as a visitor types her in London.
const visitor = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const DAY_MS = 86_400_000;
const utDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function bigThreeAndFullMoon(page: Page, viewport: ViewportName) {
  const line = await replyText(page, 'whats my sun moon rising in one line', { trim: true });
  const { Sun, Moon, Ascendant } = visitor.points;
  expect(line.startsWith(`Sun in ${Sun.signName}, Moon in ${Moon.signName}, ${Ascendant.signName} rising.`)).toBe(true);
  const now = new Date();
  const full = lunations(now, new Date(now.getTime() + 40 * DAY_MS)).find((l) => l.kind === 'full')!;
  const moon = await replyText(page, 'wann ist der nächste vollmond eigentlich', { trim: true });
  await screenshot(page, `sky-dates-full-moon-${viewport}`);
  expect(moon).toContain(`The next full Moon is on ${utDay(full.at)}`);
  expect(moon).toContain(`in ${full.sign}, in your`);
}

describe('the sky’s dates and the Big Three, answered first', () => {
  test('a visitor on desktop: the Big Three in a line, then the next full Moon asked in German', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await bigThreeAndFullMoon(s.page, 'desktop');
  });

  test('a pro member on a phone (390×844): a month-by-month outlook for three months', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'pro');
    await chatOpened(s.page);
    const bubble = await ask(s.page, 'can u give me like a month by month for the next 3 months');
    expect(await bubble.getAttribute('data-status')).toBe('complete');
    await screenshot(s.page, 'sky-dates-months-mobile');
    const months = await bubble.locator('.markdown strong').allTextContents();
    expect(months.filter((m) => /^[A-Z][a-z]+ \d{4}\.$/.test(m.trim()))).toHaveLength(3);
  });

  test('a plus member on desktop: the transits as a table, with the columns and the row cap asked', async () => {
    s = await openSession('desktop');
    await signUpMember(s.page, 'plus');
    await chatOpened(s.page);
    const bubble = await ask(s.page, 'Table: date, transit, what to do. Max 4 rows.');
    expect(await bubble.getAttribute('data-status')).toBe('complete');
    await screenshot(s.page, 'sky-dates-transit-table-desktop');
    const table = bubble.locator('table.md-table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Date', 'Transit', 'What to do']);
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toMatch(/(conjuncts|opposes|squares|trines|sextiles|conjunct|opposite)/);
  });
});
