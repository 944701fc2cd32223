import { calculateNatalChart, type PointName, tightestAspects } from '@stellara/astro';
import { formatDegree } from '@stellara/contract';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ask, chatOpened, enterBirthData, replyText, sessionBirthData } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/conversation.md#built-in-reader: a technical question gets its computed answer in the first sentence: the tightest
// aspect by orb, and the placements as a plain list when only the facts are asked for.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

// Ada (12 April 1990, 13:35 UT): a visitor types London, a member's profile holds Liverpool (sessionBirthData).
const visitor = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const member = calculateNatalChart({
  ut: '1990-04-12T13:35:00Z',
  latitude: sessionBirthData.latitude,
  longitude: sessionBirthData.longitude,
});
type Natal = typeof visitor;
const CHAT_POINTS: PointName[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'Mean_Node',
  'Ascendant',
  'Medium_Coeli',
];
const NAME: Partial<Record<PointName, string>> = { Mean_Node: 'North Node', Medium_Coeli: 'Midheaven' };

const firstSentence = (text: string) => text.trim().split(/(?<=[.!?])\s/)[0] ?? '';

async function tightest(page: Page, viewport: ViewportName, ada: Natal) {
  const text = await replyText(page, 'which aspect in my chart is closest to exact?');
  await screenshot(page, `technical-tightest-${viewport}`);
  const major = tightestAspects(ada.points, CHAT_POINTS, 1).major!;
  const [p1, p2] = [NAME[major.p1] ?? major.p1, NAME[major.p2] ?? major.p2];
  expect(firstSentence(text)).toContain(`Your tightest major aspect is ${p1}`);
  expect(firstSentence(text)).toContain(p2);
  expect(firstSentence(text)).toMatch(/\d°\d\d' from exact\.$/);
}

async function facts(page: Page, viewport: ViewportName, ada: Natal) {
  const bubble = await ask(page, 'just list my placements please, no interpretation');
  expect(await bubble.getAttribute('data-status')).toBe('complete');
  await screenshot(page, `technical-facts-${viewport}`);
  const items = (await bubble.locator('.markdown li').allTextContents()).map((t) => t.trim());
  const sun = ada.points.Sun;
  expect(items).toContain(`Sun: ${formatDegree(sun.position)} ${sun.signName}, ${ordinal(sun.house)} house`);
  expect(items.some((i) => i.startsWith('Ascendant: '))).toBe(true);
  expect(items.length).toBeGreaterThanOrEqual(14);
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

describe('technical questions answered first, with computed facts', () => {
  test('a visitor on desktop: the tightest aspect by orb, then the placements as a list', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await tightest(s.page, 'desktop', visitor);
    await facts(s.page, 'desktop', visitor);
  });

  test('a pro member on a phone (390×844): the same answers', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'pro');
    await chatOpened(s.page);
    await tightest(s.page, 'mobile', member);
    await facts(s.page, 'mobile', member);
  });
});
