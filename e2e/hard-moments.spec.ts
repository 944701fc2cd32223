import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, expectNoPrice, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/voice.md#listening-before-reading: a hard share is met as what it is (a lost pregnancy, fear of a move), in
// the person's words and before any chart, with no price; a chart question about grieving is read from the chart.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The first sentence of a reply's text. */
const firstSentence = (text: string) => text.trim().split(/(?<=[.!?])\s/)[0] ?? '';

async function lostPregnancy(page: Page, viewport: ViewportName) {
  const first = await replyText(page, 'lost the baby last week. my husband keeps saying we can try again');
  await screenshot(page, `hard-moments-loss-${viewport}`);
  expect(firstSentence(first)).toMatch(/losing your baby/);
  expect(firstSentence(first)).not.toMatch(/husband/);
  expectNoPrice(first);
  const grieving = await replyText(page, 'what does my moon say about the way i grieve');
  await screenshot(page, `hard-moments-grieving-${viewport}`);
  expect(grieving).toMatch(/How you meet hard times/);
  expect(grieving).toMatch(/Your Moon in \w+/);
  // What the chat remembers of the loss is the loss, never the husband the message named.
  expect(grieving).not.toMatch(/husband|Good question/);
  expectNoPrice(grieving);
}

describe('a lost pregnancy, then how I grieve', () => {
  test('a visitor on desktop: the loss named, then the Moon, Mars and Saturn on hard times', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await lostPregnancy(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): the same, with no price', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await lostPregnancy(s.page, 'mobile');
  });
});

describe('fear of a move, asked in Spanish', () => {
  test('a free member on a phone (390×844): the fear met first, then home and distance', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    const text = await replyText(s.page, 'tengo miedo de cambiar de ciudad por trabajo, ¿qué ves en mi carta?');
    await screenshot(s.page, 'hard-moments-move-mobile');
    expect(text).toMatch(/scared about moving to a new city for work/);
    expect(text).not.toMatch(/losing your job/);
    expect(text).toMatch(/4th house/);
    expectNoPrice(text);
  });
});
