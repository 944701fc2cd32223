import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/voice.md#what-a-conversation-never-does (answer the question asked): "Ask about this" on a transit gets a reply
// that names that transit (the transiting planet, the aspect, the natal point) in its first lines; "Talk about this in
// chat" on a Pro member's compatibility reading gets the synastry read in the chat.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** "Pluto opposite your Chiron", "Jupiter conjunct your natal Jupiter": the card's words for its transit. */
function transitOf(head: string) {
  const m = /^(.+?) (conjunct|opposite|square|trine|sextile) your (?:natal )?(.+)$/.exec(head.trim());
  if (!m) throw new Error(`Not a transit heading: ${head}`);
  return { planet: m[1]!, aspect: m[2]!, target: m[3]! };
}

/** The reply's first paragraph, and its whole text, once the chat has finished it. */
async function lastReply(page: Page, before: number) {
  const replies = page.getByTestId('message-assistant');
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
  const reply = replies.last();
  expect(await reply.getAttribute('data-status')).toBe('complete');
  return {
    first: (await reply.locator('.markdown p').first().textContent()) ?? '',
    text: (await reply.textContent()) ?? '',
  };
}

async function askFromToday(page: Page, viewport: ViewportName) {
  const card = page.getByTestId('today-card');
  // The background passage and its "Ask about this" are in the card's detail, unfolded on request.
  await card.getByRole('button', { name: "Show today's detail" }).click({ timeout: 30_000 });
  const transit = card.getByTestId('today-transit');
  await transit.waitFor({ timeout: 30_000 });
  const t = transitOf((await transit.locator('.today-transit-head strong').textContent()) ?? '');
  const before = await page.getByTestId('message-assistant').count();
  await transit.getByRole('button', { name: 'Ask about this' }).click();
  // The person's message says it in words...
  const question = page.getByTestId('message-user').last();
  await expect
    .poll(() => question.textContent(), { timeout: 30_000 })
    .toContain(`transiting ${t.planet} ${t.aspect} my ${t.planet === t.target ? 'natal ' : ''}${t.target}`);
  // ...and the reply leads with that transit: planet, aspect and natal point in its first paragraph.
  const reply = await lastReply(page, before);
  expect(reply.first).toContain(`transiting ${t.planet} ${t.aspect} your natal ${t.target}`);
  await screenshot(page, `ask-about-today-${viewport}`);
  return t;
}

describe('"Ask about this" keeps its transit', () => {
  test('plus on desktop: the Today card reply names the transiting planet and the natal point', async () => {
    s = await openSession('desktop');
    await signUpMember(s.page, 'plus');
    await chatOpened(s.page);
    await askFromToday(s.page, 'desktop');
    expect(s.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  test('plus on a phone (390×844): the same, asked from the phone', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'plus');
    await chatOpened(s.page);
    await askFromToday(s.page, 'mobile');
    // The reply fits the screen.
    const box = await s.page.getByTestId('message-assistant').last().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  test('plus on Current Transits: Ask about this on a transit opens the chat, which answers about that one', async () => {
    s = await openSession('desktop');
    const { page } = s;
    await signUpMember(page, 'plus');
    await chatOpened(page);
    await page.goto('/transits');
    const card = page.getByTestId('transit').nth(1);
    await card.waitFor({ timeout: 30_000 });
    // The second card the page leads with, so the answer cannot be the generic strongest-first one.
    const title = ((await card.locator('.transit-title').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const m = /^(.+?) (conjunction|opposition|square|trine|sextile) (.+)$/.exec(title)!;
    const [planet, aspect, target] = [m[1]!, m[2]!, m[3]!];
    await screenshot(page, 'ask-about-transits-page-desktop');
    await card.getByRole('button', { name: 'Ask about this' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const word = { conjunction: 'conjunct', opposition: 'opposite' }[aspect] ?? aspect;
    const question = page.getByTestId('message-user').last();
    await expect.poll(() => question.textContent(), { timeout: 30_000 }).toContain(`transiting ${planet} ${word}`);
    await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
    const reply = page.getByTestId('message-assistant').last();
    const first = (await reply.locator('.markdown p').first().textContent()) ?? '';
    expect(first).toContain(`transiting ${planet} ${word} your natal ${target}`);
    await screenshot(page, 'ask-about-transits-answered-desktop');
  });
});

/** Ben, London, 14 February 1991, 11:00, stored as one of the member's charts. */
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

describe('"Talk about this in chat" on a compatibility reading', () => {
  test.each(['desktop', 'mobile'] as const)(
    'pro (%s): the chat reads the synastry with Ben, never sends the member back to the page',
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
      const talk = reading.getByRole('button', { name: 'Talk about this in chat' });
      await talk.scrollIntoViewIfNeeded();
      await screenshot(page, `talk-in-chat-button-${viewport}`);
      await talk.click();
      await page.waitForURL((url) => url.pathname === '/');
      const question = page.getByTestId('message-user').last();
      await expect.poll(() => question.textContent(), { timeout: 30_000 }).toBe("What's my compatibility with Ben?");
      await page.locator('[data-testid="chat"][data-busy="false"]').waitFor({ timeout: 30_000 });
      const reply = page.getByTestId('message-assistant').last();
      expect(await reply.getAttribute('data-status')).toBe('complete');
      const first = (await reply.locator('.markdown p').first().textContent()) ?? '';
      expect(first).toMatch(/Ben.*the strongest contact between your charts is your \w+ \w+ Ben's \w+/);
      const text = (await reply.textContent()) ?? '';
      expect(text).toContain('You and Ben');
      expect(text).not.toContain("I'll read the synastry between your charts");
      await screenshot(page, `talk-in-chat-answered-${viewport}`);
    },
  );
});
