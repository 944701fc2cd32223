import { TEN_PLANETS } from '@stellara/contract';
import { themeIds } from '@stellara/web';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened, enterBirthData } from './harness/app.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';

/**
 * docs/voice.md: the hook is answered by the person, a question gets what it asks about, and the chat shows the start
 * of each new reply. A newcomer (Ada, London 1990) fills the birth form, answers the hook "yes, that's me", then asks
 * about her Moon. Runs against the built-in reader (the e2e server's default model).
 */

const BODIES = [...TEN_PLANETS, 'Chiron', 'North Node', 'Ascendant', 'Midheaven'];
const ANSWER = "yes, that's me";
const MOON_QUESTION = 'What does my Moon sign say about me?';

const namedBodies = (text: string) => BODIES.filter((body) => new RegExp(`\\b${body}\\b`).test(text));

/** The Moon's sign in the chart the app calculated and keeps for the session (the profile shows the same). */
async function moonSign(page: Page): Promise<string> {
  const record = JSON.parse((await page.evaluate(() => sessionStorage.getItem('birthData'))) ?? '{}') as {
    natal_planets?: { name: string; sign: string }[];
  };
  const moon = record.natal_planets?.find((p) => p.name === 'Moon');
  if (!moon) throw new Error('No Moon in the session chart');
  return moon.sign;
}

/** The reply's first line (its first heading or paragraph) lies inside the visible part of the messages list. */
async function expectStartVisible(page: Page, reply: Locator, what: string): Promise<void> {
  const list = await page.getByTestId('messages').boundingBox();
  const firstLine = await reply.locator('.markdown :is(p, li)').first().boundingBox();
  if (!list || !firstLine) throw new Error(`${what}: no box for the list or the reply`);
  // Its top edge is not above the list's top, and one line of it fits above the list's bottom.
  expect(firstLine.y, `${what}: the reply starts above the visible list`).toBeGreaterThanOrEqual(list.y - 1);
  expect(
    firstLine.y + Math.min(firstLine.height, 24),
    `${what}: the reply starts below the visible list`,
  ).toBeLessThanOrEqual(list.y + list.height);
}

async function reading(s: Session, viewport: ViewportName): Promise<void> {
  const { page } = s;
  await enterBirthData(page);

  // The hook opens the chat, and nothing is sent in the person's name: the hook waits for their answer.
  const hook = await chatOpened(page);
  expect(await hook.getAttribute('data-kind')).toBe('hook');
  expect(await hook.getAttribute('data-status')).toBe('complete');
  expect(await page.getByTestId('message-user').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  const hookText = (await hook.locator('.markdown').textContent()) ?? '';
  const hookBodies = namedBodies(hookText);
  expect(hookBodies.length, `the hook names no planet: ${hookText}`).toBeGreaterThan(0);
  await expectStartVisible(page, hook, 'hook');
  await screenshot(page, `reading-1-hook-${viewport}`);

  // The person answers the hook; the reply builds on it: it names a planet the hook named.
  const answer = await ask(page, ANSWER);
  expect(await page.getByTestId('message-user').count()).toBe(1);
  expect(await page.getByTestId('message-user').first().textContent()).toBe(ANSWER);
  expect(await answer.getAttribute('data-status')).toBe('complete');
  expect(await answer.getAttribute('data-kind')).toBe('message');
  const answerText = (await answer.locator('.markdown').textContent()) ?? '';
  expect(
    namedBodies(answerText).filter((b) => hookBodies.includes(b)),
    `reply to the hook: ${answerText}`,
  ).not.toEqual([]);
  await expectStartVisible(page, answer, 'reply to the hook');
  await screenshot(page, `reading-2-answer-${viewport}`);

  // A Moon question gets the Moon: this person's Moon sign, in short sections.
  const sign = await moonSign(page);
  const moon = await ask(page, MOON_QUESTION);
  expect(await moon.getAttribute('data-status')).toBe('complete');
  const moonText = (await moon.locator('.markdown').textContent()) ?? '';
  expect(moonText, 'the Moon reply').toContain('Moon');
  expect(moonText, `the Moon reply names the Moon's sign, ${sign}`).toContain(sign);
  expect(moonText).not.toContain('###');
  expect(await moon.locator('.reply-section').count(), `the Moon reply in sections: ${moonText}`).toBeGreaterThan(1);
  expect(await moon.locator('.reply-section .md-heading').count()).toBeGreaterThan(0);
  await expectStartVisible(page, moon, 'Moon reply');
  await screenshot(page, `reading-3-moon-${viewport}`);
  // The rest of the reply is there to scroll to.
  await moon.locator('.markdown :is(p, li)').last().scrollIntoViewIfNeeded();
  await screenshot(page, `reading-4-moon-end-${viewport}`);

  // A reload opens the chat at the start of its last reply.
  await page.reload();
  await chatOpened(page);
  await expect.poll(() => page.getByTestId('message-assistant').count()).toBe(3);
  await expectStartVisible(page, page.getByTestId('message-assistant').last(), 'last reply after a reload');
  expect(await page.getByTestId('message-user').count()).toBe(2);
  expect(s.errors).toEqual([]);
}

/**
 * A reply as the built-in reader writes it (docs/conversation.md#built-in-reader): an opening line, then sections of
 * a heading and a short paragraph.
 */
const SECTIONED = [
  'Your Moon is the quiet centre of this chart, so here it is in three parts.',
  '### Moon in Scorpio',
  'You feel things fully and show little of it. Trust comes slowly, and once given it runs deep.',
  '### In the 4th house',
  'Home and family are where those feelings live. A safe room of your own matters more than it looks.',
  '### This week',
  '- Notice one feeling you keep to yourself.\n- Say it out loud to one person you trust.',
  'Which of these feels most like you?',
].join('\n\n');

/**
 * Replaces the reply the server streams for the next question with SECTIONED, token by token as the server
 * sends them, so the sections can be looked at (and checked for contrast) whatever the reader writes today.
 */
async function streamSectionedReply(page: Page): Promise<void> {
  await page.route('**/api/conversations/*/messages', async (route) => {
    const response = await route.fetch();
    const events = (await response.text())
      .split('\n\n')
      .filter((block) => block.trim() !== '')
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
      }));
    const out: string[] = [];
    const emit = (event: string, data: unknown) => out.push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    for (const { event, data } of events) {
      if (event === 'token') continue;
      if (event === 'done') {
        for (const piece of SECTIONED.match(/[\s\S]{1,24}/g) ?? []) emit('token', { text: piece });
        emit('done', { ...data, message: { ...data.message, content: SECTIONED } });
      } else emit(event, data);
    }
    await route.fulfill({ response, body: out.join('') });
  });
}

describe('a reading: the hook answered, the Moon asked about, each reply shown from its start', () => {
  let s: Session;
  afterEach(async () => {
    await s?.close();
  });

  test('desktop (1280×800)', async () => {
    s = await openSession('desktop');
    await reading(s, 'desktop');
  });

  test('phone (390×844)', async () => {
    s = await openSession('mobile');
    await reading(s, 'mobile');
  });
});

describe('a reply in sections', () => {
  let s: Session;
  afterEach(async () => {
    await s?.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`each section is its own block, the heading a compact line, calm in all 8 themes (${viewport})`, async () => {
      s = await openSession(viewport);
      const { page } = s;
      await enterBirthData(page);
      await chatOpened(page);
      await streamSectionedReply(page);
      const reply = await ask(page, 'What does my Moon sign say about me?');
      expect(await reply.getAttribute('data-status')).toBe('complete');
      const sections = reply.locator('.reply-section');
      expect(await sections.count()).toBe(4);
      expect(await sections.locator('.md-heading').allTextContents()).toEqual([
        'Moon in Scorpio',
        'In the 4th house',
        'This week',
      ]);
      expect(await reply.locator('.markdown').textContent()).not.toContain('#');
      // The sections stack inside the one bubble, each below the last.
      const boxes = await sections.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON()));
      for (let i = 1; i < boxes.length; i++) expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom);
      await expectStartVisible(page, reply, 'sectioned reply');
      await screenshot(page, `reading-sections-${viewport}`);
      if (viewport === 'mobile') return;
      // Contrast and the rest of WCAG AA in every theme (switched in Settings: a reload would show the stored reply).
      for (const theme of themeIds) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
        const dialog = page.getByRole('dialog', { name: 'Settings' });
        await dialog.getByRole('tab', { name: 'Theme' }).click();
        await dialog.getByTestId(`theme-${theme}`).click();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await axeViolations(page), `${theme}: a reply in sections`).toEqual([]);
        if (theme === 'sun') await screenshot(page, 'reading-sections-sun-desktop');
      }
      expect(s.errors).toEqual([]);
    });
  }
});
