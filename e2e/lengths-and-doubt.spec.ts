import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened, enterBirthData, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';

// Lengths and lists asked for (reply/length-asks.ts, asked-length.ts, format-asks.ts), a term asked mid-chat
// (definition-ask.ts), the sceptic who says so outright (sceptic.ts), data kept and deleted (app-questions.ts) and
// "can I write in Spanish?", as a visitor reads them in the chat.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function lengths(page: Page, viewport: ViewportName) {
  const hello = await replyText(page, 'hi. keep it short pls, im on my lunch break', { trim: true });
  expect(hello).toMatch(/^Hi! Short it is\./);
  expect(words(hello)).toBeLessThanOrEqual(35);
  const sign = await replyText(page, 'what sign is my moon. just the sign', { trim: true });
  expect(sign).toMatch(/^[A-Z][a-z]+\.$/);
  const reading = await replyText(page, 'tell me about my venus, in detail', { trim: true });
  const shorter = await replyText(page, 'too long lol. shorter', { trim: true });
  expect(words(shorter)).toBeLessThan(words(reading) / 3);
  const term = await replyText(page, "ok what is a 'square' even, you keep saying it", { trim: true });
  await screenshot(page, `lengths-${viewport}`);
  expect(term).toMatch(/What a square is/);
  expect(term).not.toMatch(/Take care|Bye for now/);
  // A list asked for is a real list on the screen (format-asks.ts), and the wish holds for the next answer.
  const listed = await ask(page, 'bullet points pls: what does my chart say about love');
  expect(await listed.locator('.markdown li').count()).toBeGreaterThanOrEqual(2);
  const next = await ask(page, 'and my career?');
  await screenshot(page, `lists-${viewport}`);
  expect(await next.locator('.markdown li').count()).toBeGreaterThanOrEqual(2);
}

async function doubtAndData(page: Page, viewport: ViewportName) {
  const doubt = await replyText(page, 'my gf made me download this. i think astrology is total nonsense tbh', {
    trim: true,
  });
  expect(doubt).toMatch(/don't have to believe/);
  expect(doubt).not.toMatch(/Venus|love/);
  const mechanism = await replyText(page, 'like whats the mechanism though', { trim: true });
  expect(mechanism).toMatch(/no physical mechanism/);
  const test = await replyText(page, 'fine. one thing i could actually test this week then', { trim: true });
  expect(test).toMatch(/count that as a miss/);
  const data = await replyText(page, 'is my birth data stored somewhere, and can i delete it', { trim: true });
  // A visitor's data is kept only for the visit, and said once; there is no account to delete.
  expect(data).toMatch(/^Only for this visit.*little to delete/s);
  expect(data).not.toMatch(/Yes, it is kept/);
  const spanish = await replyText(page, 'hola! puedo escribir en español?', { trim: true });
  await screenshot(page, `doubt-and-data-${viewport}`);
  expect(spanish).toMatch(/^¡Claro que sí!/);
  expect(spanish).not.toMatch(/New Moon|Luna nueva/);
}

describe('lengths asked for, and a term mid-chat', () => {
  test('a visitor on desktop', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await lengths(s.page, 'desktop');
  });

  test('a visitor on a phone (390×844)', async () => {
    s = await openSession('mobile');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await lengths(s.page, 'mobile');
  });
});

describe('the sceptic, their data and their language', () => {
  test('a visitor on desktop', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await doubtAndData(s.page, 'desktop');
  });

  test('a visitor on a phone (390×844)', async () => {
    s = await openSession('mobile');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await doubtAndData(s.page, 'mobile');
  });
});
