import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// Questions about the conversation itself (reply/talk.ts): what Stellara remembers of what the person said, what the
// plans include, and a length said outright. Answered as asked, never "I'm not a person" or a chart reading.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function remembers(page: Page, viewport: ViewportName, guest: boolean) {
  await replyText(page, "i'm a nurse, long shifts lately");
  const recalled = await replyText(page, 'do you remember what i do for work?');
  await screenshot(page, `talk-memory-${viewport}`);
  expect(recalled).toMatch(/you told me about your work as a nurse/);
  expect(recalled).not.toMatch(/not a person|automated/i);
  const kept = await replyText(page, 'what do you do with what i tell you?');
  expect(kept).toMatch(/read from the messages you write/);
  expect(kept).toMatch(guest ? /As a guest, that means this chat only/ : /your recent other chats/);
}

async function plansAndLengths(page: Page, viewport: ViewportName) {
  const plans = await replyText(page, 'how do i get the timing stuff, is it in plus?');
  await screenshot(page, `talk-plans-${viewport}`);
  expect(plans).toMatch(/Plus \(\$25(?: a |\/)month\)/);
  expect(plans).not.toMatch(/not a person/i);
  const oneWord = await replyText(page, 'rising. one word');
  expect(oneWord.trim().split(/\s+/)).toHaveLength(1);
}

describe('what Stellara remembers', () => {
  test('a visitor on desktop: what they told, and the truth of what is kept', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await remembers(s.page, 'desktop', true);
  });

  test('a free member on a phone (390×844): the same, with what a member keeps', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await remembers(s.page, 'mobile', false);
  });
});

describe('plans and lengths asked in their own words', () => {
  test('a free member on desktop: which plan gives timing, and one word for one word', async () => {
    s = await openSession('desktop');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await plansAndLengths(s.page, 'desktop');
  });

  test('a visitor on a phone (390×844): the same', async () => {
    s = await openSession('mobile');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await plansAndLengths(s.page, 'mobile');
  });
});
