import { calculateNatalChart, calendarPhase } from '@stellara/astro';
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
  return { sign: sky.points.Moon.signName, phase: calendarPhase(sky.julianDay) };
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

/**
 * The card folded: one line (the date and the day's lead), at most 15 % of the chat's height, so the conversation keeps
 * the room; the messages start below it, never under it.
 */
async function expectFolded(page: Page) {
  const card = page.getByTestId('today-card');
  expect(await card.getAttribute('data-open')).toBe('false');
  const box = (await card.boundingBox())!;
  const chat = (await page.getByTestId('chat').boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(chat.height * 0.15);
  // One line: the lead is a single line of text, cut short with an ellipsis rather than wrapped.
  const lead = card.getByTestId('today-lead');
  const line = await lead.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(line.height).toBeLessThan(line.lineHeight * 1.5);
  expect(await card.getByTestId('today-detail').isVisible()).toBe(false);
  const list = (await page.getByTestId('messages').boundingBox())!;
  expect(list.y).toBeGreaterThanOrEqual(box.y + box.height);
  return box.height;
}

async function askAboutToday(page: Page, viewport: ViewportName) {
  const card = await expectTodayMoon(page);
  // The lead is what is new today, in words; the slow passage is in the detail, unfolded on request.
  expect(((await card.getByTestId('today-lead').textContent()) ?? '').length).toBeGreaterThan(10);
  expect(await card.getByTestId('today-background').textContent()).toMatch(
    /^Background: \w+ (conjunct|opposite|square|trine|sextile) your /,
  );
  await expectFolded(page);
  await screenshot(page, `today-plus-${viewport}`);
  await card.getByRole('button', { name: "Show today's detail" }).click();
  const transit = card.getByTestId('today-transit');
  await transit.waitFor();
  expect(((await card.getByTestId('today-meaning').textContent()) ?? '').length).toBeGreaterThan(40);
  expect(await card.getByTestId('today-upgrade').count()).toBe(0);
  await screenshot(page, `today-plus-open-${viewport}`);
  const head = (await transit.locator('.today-transit-head strong').textContent()) ?? '';
  // "Jupiter conjunct your Ascendant": the question names the transit, "transiting Jupiter conjunct my Ascendant".
  const named = `transiting ${head.replace(' your ', ' my ')}`;
  const replies = page.getByTestId('message-assistant');
  const before = await replies.count();
  await transit.getByRole('button', { name: 'Ask about this' }).click();
  // The question is the person's message in the chat, and Stellara answers it.
  const question = page.getByTestId('message-user').last();
  await expect.poll(() => question.textContent(), { timeout: 30_000 }).toContain(named);
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
  expect(((await replies.last().textContent()) ?? '').length).toBeGreaterThan(80);
  // Asked: the card folds to its few lines, giving the chat the room; it opens again on request.
  expect(await transit.isVisible()).toBe(false);
  await screenshot(page, `today-plus-asked-${viewport}`);
  await card.getByRole('button', { name: "Show today's detail" }).click();
  await transit.waitFor();
  // The choice is kept on this device: left unfolded, it is unfolded after a reload; folded, folded.
  await page.reload();
  await expect.poll(() => page.getByTestId('today-card').getAttribute('data-open'), { timeout: 30_000 }).toBe('true');
  await page.getByRole('button', { name: "Hide today's detail" }).click();
  await page.reload();
  await expect.poll(() => page.getByTestId('today-card').getAttribute('data-open'), { timeout: 30_000 }).toBe('false');
  await expectFolded(page);
}

/** The card's words on the local day the browser's clock is set to (noon in London). */
async function cardOn(page: Page, date: string, viewport: ViewportName) {
  await page.clock.setFixedTime(new Date(`${date}T12:00:00Z`));
  await page.reload();
  const card = page.getByTestId('today-card');
  await expect.poll(() => card.getAttribute('data-date'), { timeout: 30_000 }).toBe(date);
  await expectFolded(page);
  await screenshot(page, `today-${date}-${viewport}`);
  return {
    lead: (await card.getByTestId('today-lead').textContent()) ?? '',
    text: (await card.textContent()) ?? '',
  };
}

describe('the Today card on the chat home', () => {
  test('plus on desktop: what is new today, the background passage, Ask about this answered', async () => {
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

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`plus (${viewport}): the card says something different on two consecutive days`, async () => {
      s = await openSession(viewport);
      await signUpMember(s.page, 'plus');
      await chatOpened(s.page);
      // Two days ahead of the real clock, set in the browser: the card asks for the day its clock shows.
      const first = localDate(ZONE, new Date(Date.now() + 2 * 86_400_000));
      const second = localDate(ZONE, new Date(Date.now() + 3 * 86_400_000));
      const a = await cardOn(s.page, first, viewport);
      const b = await cardOn(s.page, second, viewport);
      expect(b.lead).not.toBe(a.lead);
      expect(b.text).not.toBe(a.text);
    });
  }

  test("a free member sees the day's sky and their Moon's house, no personal timing, one quiet link", async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    const card = await expectTodayMoon(s.page);
    const kind = await card.getByTestId('today-lead').getAttribute('data-kind');
    expect(['eclipse', 'lunation', 'station', 'moon-sign', 'moon-house', 'moon']).toContain(kind);
    expect(await card.getByTestId('today-background').count()).toBe(0);
    await expectFolded(s.page);
    await screenshot(s.page, 'today-free-mobile');
    await card.getByRole('button', { name: "Show today's detail" }).click();
    expect(await card.getByTestId('today-transit').count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Ask about this' }).count()).toBe(0);
    // The Moon's natal house is named somewhere on the card.
    expect(await card.textContent()).toMatch(/your \d+(st|nd|rd|th) house/);
    await screenshot(s.page, 'today-free-open-mobile');
    await card.getByTestId('today-upgrade').click();
    await s.page.waitForURL('**/upgrade');
  });

  test("a visitor who entered birth data sees the Moon and the day's sky", async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    const card = await expectTodayMoon(s.page);
    expect(((await card.getByTestId('today-lead').textContent()) ?? '').length).toBeGreaterThan(10);
    expect(await card.getByTestId('today-background').count()).toBe(0);
    await screenshot(s.page, 'today-visitor-desktop');
  });
});
