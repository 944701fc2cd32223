import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, expectNoPrice, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/voice.md#listening-before-reading: what the person told stays the subject of the next messages. After a
// loss, "how can I cope?" gets help read from the chart, with no second condolence, no Big Three and no price; and
// "thanks, gotta go" gets a goodbye, not another reading.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function afterALoss(page: Page, viewport: ViewportName) {
  await replyText(page, 'my grandad died last week, we were close');
  const cope = await replyText(page, 'how can i cope');
  await screenshot(page, `follow-ups-cope-${viewport}`);
  expect(cope).toMatch(/What may help now/);
  expect(cope).not.toMatch(/\bsorry\b/i);
  expect(cope).not.toMatch(/Big Three|As we saw/);
  expectNoPrice(cope);
  const bye = await replyText(page, 'thanks, gotta go');
  await screenshot(page, `follow-ups-bye-${viewport}`);
  expect(bye.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(25);
  expect(bye).not.toMatch(/\?|next/);
}

describe('follow-ups to something hard', () => {
  test('a visitor on desktop: coping help on the same loss, then a short goodbye', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await afterALoss(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): the same, with no price on any turn', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await afterALoss(s.page, 'mobile');
  });
});
