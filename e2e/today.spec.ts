import { calculateNatalChart, phaseOfElongation } from '@stellara/astro';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// The sessions run in Europe/London (harness/browser.ts): "today" is the London date.
const ZONE = 'Europe/London';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The local date in the zone now, "YYYY-MM-DD". */
const localDate = (zone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

/** The Moon as the Swiss Ephemeris gives it at the instant the card's answer read the sky: sign and phase. */
function expectedMoon(at: string) {
  const sky = calculateNatalChart({ ut: at, latitude: 0, longitude: 0 });
  return { sign: sky.points.Moon.signName, phase: phaseOfElongation(sky.lunarPhase.angle) };
}

/** The card is there with the real Moon now and today's date. */
async function expectTodayMoon(page: Page) {
  const card = page.getByTestId('today-card');
  await card.waitFor({ timeout: 30_000 });
  const before = localDate(ZONE);
  const date = await card.getAttribute('data-date');
  // A run that crosses midnight may read either side of it.
  expect([before, localDate(ZONE)]).toContain(date);
  // The sky is read now, at the start of the server's ten-minute step: the answer says which instant.
  const at = (await card.getAttribute('data-at'))!;
  expect(Date.parse(at) % 600_000).toBe(0);
  expect(Date.now() - Date.parse(at)).toBeLessThan(60 * 60_000);
  const moon = card.getByTestId('today-moon');
  const expected = expectedMoon(at);
  expect(await moon.getAttribute('data-sign')).toBe(expected.sign);
  expect(await moon.getAttribute('data-phase')).toBe(expected.phase);
  const text = (await moon.textContent()) ?? '';
  expect(text).toContain(`Moon in`);
  expect(text).toContain(expected.sign);
  expect(text).toContain(expected.phase);
  expect(text).toMatch(/\d{1,3}% lit/);
  return card;
}

async function askAboutToday(page: Page, viewport: ViewportName) {
  const card = await expectTodayMoon(page);
  const transit = card.getByTestId('today-transit');
  await transit.waitFor();
  expect(((await card.getByTestId('today-meaning').textContent()) ?? '').length).toBeGreaterThan(40);
  expect(await card.getByTestId('today-teaser').count()).toBe(0);
  await screenshot(page, `today-plus-${viewport}`);
  const head = (await transit.locator('.today-transit-head strong').textContent()) ?? '';
  // "Jupiter conjunct your Ascendant": the question names the transit, "transiting Jupiter conjunct my Ascendant".
  const named = `transiting ${head.replace(' your ', ' my ')}`;
  const replies = page.getByTestId('message-assistant');
  const before = await replies.count();
  await card.getByRole('button', { name: 'Ask about this' }).click();
  // The question is the person's message in the chat, and Stellara answers it.
  const question = page.getByTestId('message-user').last();
  await expect.poll(() => question.textContent(), { timeout: 30_000 }).toContain(named);
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
  expect(((await replies.last().textContent()) ?? '').length).toBeGreaterThan(80);
  // Asked: the card folds to its Moon line, giving the chat the room; it opens again on request.
  expect(await transit.isVisible()).toBe(false);
  await screenshot(page, `today-plus-asked-${viewport}`);
  await card.getByRole('button', { name: "Show today's transit" }).click();
  await transit.waitFor();
}

describe('the Today card on the chat home', () => {
  test('plus on desktop: the real Moon of the day, the strongest transit, Ask about this answered', async () => {
    s = await openSession('desktop');
    await signUpMember(s.page, 'plus');
    await chatOpened(s.page);
    await askAboutToday(s.page, 'desktop');
    // A new member has no saved chat yet: GET /api/conversations/latest answers 404 (not this card's doing).
    expect(s.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  test('pro on a phone (390×844): the same card, asked from the phone', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'pro');
    await chatOpened(s.page);
    await askAboutToday(s.page, 'mobile');
    // Nothing of the card wider than the screen.
    const box = await s.page.getByTestId('today-card').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  test('a free member sees the teaser: which planet, the way to read it, not what it means', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    const card = await expectTodayMoon(s.page);
    const teaser = card.getByTestId('today-teaser');
    await teaser.waitFor();
    expect(await teaser.textContent()).toMatch(/Your strongest transit today comes from \w+/);
    expect(await card.getByTestId('today-meaning').count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Ask about this' }).count()).toBe(0);
    await screenshot(s.page, 'today-free-mobile');
    await teaser.getByRole('link', { name: /Read it with Stellara\+/ }).click();
    await s.page.waitForURL('**/upgrade');
  });

  test('a visitor who entered birth data sees the Moon and the teaser', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    const card = await expectTodayMoon(s.page);
    await card.getByTestId('today-teaser').waitFor();
    await screenshot(s.page, 'today-visitor-desktop');
  });
});
