import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';

// Questions about Stellara and its data (reply/app-questions.ts), the sceptic (sceptic.ts), a boss question asked
// short (boss.ts) and a switch to English mid-chat (language-switch.ts), as a visitor reads them in the chat.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function appAndBoss(page: Page, viewport: ViewportName) {
  const ordinary = await replyText(page, 'do you think i will find a new place in time?');
  expect(ordinary).not.toMatch(/not a person|no human/i);
  const data = await replyText(page, 'who sees my birth data? do u sell it');
  expect(data).toMatch(/nothing is sold/);
  const both = await replyText(page, 'merci 🌙 tu es un vrai humain derrière ou un bot?');
  expect(both).toMatch(/^Avec plaisir ! .*pas d'humain/);
  const boss = await replyText(page, 'how do i handle my boss who micromanages me lol. short');
  await screenshot(page, `app-and-boss-${viewport}`);
  expect(boss).toMatch(/Saturn, how you meet authority/);
  expect(boss.trim().split(/\s+/).length).toBeLessThanOrEqual(80);
}

async function scepticAndEnglish(page: Page, viewport: ViewportName) {
  const barnum = await replyText(page, 'convince me astrology isnt just barnum statements');
  expect(barnum).toMatch(/Barnum statement fits nearly anyone/);
  const physical = await replyText(page, 'how would planets affect me physically? gravity of the midwife is bigger');
  expect(physical).toMatch(/symbolic language/);
  const no = await replyText(page, "ok whatever, i still don't really buy it");
  expect(no).toMatch(/don't have to buy it/);
  await replyText(page, 'que significa mi luna en aries');
  const english = await replyText(page, 'can you say the main point in english');
  await screenshot(page, `sceptic-english-${viewport}`);
  expect(english).toMatch(/^The main point was your Moon in [A-Z][a-z]+/);
}

describe('questions about Stellara, and a boss asked short', () => {
  test('a visitor on desktop', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await appAndBoss(s.page, 'desktop');
  });

  test('a visitor on a phone (390×844)', async () => {
    s = await openSession('mobile');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await appAndBoss(s.page, 'mobile');
  });
});

describe('the sceptic, then English mid-chat', () => {
  test('a visitor on desktop', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await scepticAndEnglish(s.page, 'desktop');
  });

  test('a visitor on a phone (390×844)', async () => {
    s = await openSession('mobile');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await scepticAndEnglish(s.page, 'mobile');
  });
});
