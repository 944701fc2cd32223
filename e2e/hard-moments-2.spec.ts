import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, expectNoPrice, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/voice.md#listening-before-reading, second round: an eviction is met as losing a home (never a job), a
// sleepless night after it gets small things for tonight and no chart, and someone who wants no reading gets none:
// one gentle question and a real line to a person.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function evictionThenNoSleep(page: Page, viewport: ViewportName) {
  const first = await replyText(page, 'me llegó una carta de desalojo, tengo 30 días para irme del piso');
  await screenshot(page, `hard-moments-2-eviction-${viewport}`);
  expect(first).toMatch(/eviction notice/);
  expect(first).not.toMatch(/\bjob\b/i);
  expectNoPrice(first);
  const night = await replyText(page, "i can't sleep thinking about it");
  await screenshot(page, `hard-moments-2-night-${viewport}`);
  expect(night).toMatch(/For tonight/);
  expect(night).toMatch(/eviction notice/);
  expect(night).not.toMatch(/\bjob\b|in the \d+\w\w house/i);
  expectNoPrice(night);
}

describe('an eviction, then a sleepless night', () => {
  test('a visitor on desktop: the home named, then small things for tonight', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await evictionThenNoSleep(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): the same, with no price', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await evictionThenNoSleep(s.page, 'mobile');
  });
});

describe('no reading, just someone to talk to', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`a visitor (${viewport}): no chart, one question, a line to a person`, async () => {
      s = await openSession(viewport);
      await enterBirthData(s.page);
      await chatOpened(s.page);
      const text = await replyText(s.page, 'i dont want a reading really. i just dont know who to talk to at 3am');
      await screenshot(s.page, `hard-moments-2-talk-${viewport}`);
      expect(text).toMatch(/116 123/);
      expect(text).not.toMatch(/\b(Moon|Saturn|Venus|house)\b/);
      expect(text.match(/\?/g)?.length).toBe(1);
      expectNoPrice(text);
    });
  }
});
