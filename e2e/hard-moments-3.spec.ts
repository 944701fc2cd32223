import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, expectNoPrice, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/voice.md#listening-before-reading, third round: a dog's goodbye booked with the vet is met as a grief and
// "is thursday a bad day?" gets an honest answer with no transits; a biopsy awaited is fear, never a loss, and
// "should i skip the follow-up?" is answered "keep it, and tell your doctor". Fourth round: a parent with dementia is
// alive, so no condolence for a death, and no price on that turn or on the neutral one after it.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function petGoodbye(page: Page, viewport: ViewportName) {
  const first = await replyText(page, "the vet says it's time for our dog Pepper, we booked it for thursday");
  await screenshot(page, `hard-moments-3-pet-${viewport}`);
  expect(first).toMatch(/sorry about having to say goodbye to Pepper/);
  expectNoPrice(first);
  const day = await replyText(page, 'is thursday a bad day astrologically? should i move it');
  await screenshot(page, `hard-moments-3-day-${viewport}`);
  expect(day).toMatch(/no chart can pick the right day/);
  expect(day).not.toMatch(/transit|in the \d+\w\w house|where your chart meets it/i);
  expectNoPrice(day);
}

async function biopsyWait(page: Page, viewport: ViewportName) {
  const first = await replyText(page, 'they found a lump on my scan and now i am waiting for the biopsy');
  await screenshot(page, `hard-moments-3-biopsy-${viewport}`);
  expect(first).toMatch(/frightening|fear/);
  expect(first).not.toMatch(/this loss|grief/i);
  expectNoPrice(first);
  const skip = await replyText(page, 'should i skip the follow up if the biopsy is clear? i hate hospitals');
  await screenshot(page, `hard-moments-3-follow-up-${viewport}`);
  expect(skip).toMatch(/Please keep the follow-up/);
  expect(skip).toMatch(/doctor/);
  expectNoPrice(skip);
}

describe('a dog’s goodbye, then which day', () => {
  test('a visitor on desktop: the grief met, the day answered honestly', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await petGoodbye(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): the same, with no price', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await petGoodbye(s.page, 'mobile');
  });
});

describe('a biopsy awaited, then the follow-up', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`a visitor (${viewport}): fear met, the follow-up kept`, async () => {
      s = await openSession(viewport);
      await enterBirthData(s.page);
      await chatOpened(s.page);
      await biopsyWait(s.page, viewport);
    });
  }
});

describe('a parent with dementia, then a neutral question', () => {
  test('a free member on a phone (390×844): still here, not a loss, and nothing sold after', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    const first = await replyText(s.page, 'my mum has dementia and last night she didn’t know who i was');
    await screenshot(s.page, 'hard-moments-3-dementia-mobile');
    expect(first).toMatch(/still here/);
    expect(first).not.toMatch(/\bloss\b|losing your|passed away|grieve with you/i);
    expectNoPrice(first);
    const later = await replyText(s.page, "what's coming up for me this month?");
    await screenshot(s.page, 'hard-moments-3-dementia-later-mobile');
    expectNoPrice(later);
    expect(later).not.toMatch(/Stellara\+|\bPlus\b/);
  });
});
