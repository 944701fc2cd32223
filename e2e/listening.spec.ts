import { calculateNatalChart } from '@stellara/astro';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, expectNoPrice, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

// docs/voice.md#listening-before-reading: a bereavement message gets condolence first and no price; a question in
// another language is answered, not refused; docs/voice.md#when-someone-may-be-in-danger: a message that says the
// person might not want to live gets their safety, the lines to call, and no chart. Both depend on the understanding step being wired into the reply planner.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const GRIEF = 'my grandmother died on sunday and I can\u2019t stop crying';
const SPANISH = '¿qué dice mi carta sobre el amor?';

/** The first sentence of a reply's text. */
const firstSentence = (text: string) => text.trim().split(/(?<=[.!?])\s/)[0] ?? '';

// Ada (12 April 1990, 13:35 UT): the signs of her planets, which do not depend on the birthplace.
const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const SPANISH_PLANET: Record<string, string> = {
  Sun: 'Sol',
  Moon: 'Luna',
  Mercury: 'Mercurio',
  Venus: 'Venus',
  Mars: 'Marte',
  Jupiter: 'Júpiter',
  Saturn: 'Saturno',
  Uranus: 'Urano',
  Neptune: 'Neptuno',
  Pluto: 'Plutón',
};
const SPANISH_SIGN: Record<string, string> = {
  Aries: 'Aries',
  Taurus: 'Tauro',
  Gemini: 'Géminis',
  Cancer: 'Cáncer',
  Leo: 'Leo',
  Virgo: 'Virgo',
  Libra: 'Libra',
  Scorpio: 'Escorpio',
  Sagittarius: 'Sagitario',
  Capricorn: 'Capricornio',
  Aquarius: 'Acuario',
  Pisces: 'Piscis',
};

/** A placement of Ada's chart named in the text, in English or in Spanish ("Venus in Pisces", "Venus en Piscis"). */
function namedPlacement(text: string): string | null {
  for (const name of PLANETS) {
    const sign = ada.points[name].signName;
    for (const [p, sg] of [
      [name, sign],
      [SPANISH_PLANET[name]!, SPANISH_SIGN[sign]!],
    ]) {
      if (new RegExp(`\\b${p}\\b[^.]{0,60}\\b${sg}\\b`).test(text)) return `${p} … ${sg}`;
    }
  }
  return null;
}

async function bereavement(page: Page, viewport: ViewportName) {
  const text = await replyText(page, GRIEF);
  await screenshot(page, `listening-grief-${viewport}`);
  // Condolence first, in the first sentence: not a chart paragraph.
  expect(firstSentence(text)).toMatch(/\b(sorry|condolences?|loss|griev\w*|grief|heartbreaking|so hard)\b/i);
  expect(firstSentence(text)).toMatch(/grandmother|grandma|her\b|loss|lost/i);
  // No price, plan or upgrade line on this turn.
  expectNoPrice(text);
}

const DANGER = 'honestly some nights i think about not being here anymore';

async function danger(page: Page, viewport: ViewportName) {
  const text = await replyText(page, DANGER);
  await screenshot(page, `listening-danger-${viewport}`);
  expect(firstSentence(text)).toMatch(/glad you told me/i);
  // Born in London: the UK's line and emergency number, and the directory for anywhere else (crisis-lines.ts).
  expect(text).toContain('116 123');
  expect(text).toContain('999');
  expect(text).toContain('findahelpline.com');
  // Their safety and nothing else: no price, no placement of the chart.
  expectNoPrice(text);
  expect(namedPlacement(text), text).toBeNull();
}

async function spanish(page: Page, viewport: ViewportName) {
  const text = await replyText(page, SPANISH);
  await screenshot(page, `listening-spanish-${viewport}`);
  // Answered, not refused: no "outside what I can help with", and a placement of this chart named.
  expect(text).not.toMatch(/outside what I can|not in my book|another oracle|only read the stars/i);
  expect(namedPlacement(text), text).not.toBeNull();
}

describe('a message that shares a loss', () => {
  test('a visitor on desktop: condolence first, no price', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await bereavement(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): condolence first, no price', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await bereavement(s.page, 'mobile');
  });
});

describe('a question in Spanish', () => {
  test('a visitor on desktop: answered with a placement of the chart, not refused', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await spanish(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): answered, not refused', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await spanish(s.page, 'mobile');
  });
});

describe('a message that says they might not want to live', () => {
  test('a visitor on desktop: their safety and the lines to call, no chart, no price', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await danger(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): the same', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await danger(s.page, 'mobile');
  });
});

const HOPELESS = 'work is crushing me, some days i cant see the point in any of it';

async function hopeless(page: Page, viewport: ViewportName) {
  const text = await replyText(page, HOPELESS);
  await screenshot(page, `listening-hopeless-${viewport}`);
  // A check-in, not a reading: heard, the direct question, the lines, and the chart left for later.
  expect(firstSentence(text)).toMatch(/glad you said it/i);
  expect(text).toMatch(/do you have thoughts of ending your life\?/);
  expect(text).toContain('116 123');
  expect(text).toMatch(/Your chart can wait\./);
  expectNoPrice(text);
  expect(namedPlacement(text), text).toBeNull();
}

describe('hopelessness that names no wish to die', () => {
  test('a visitor on desktop: a direct check-in and the lines, no chart, no price', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    await hopeless(s.page, 'desktop');
  });

  test('a free member on a phone (390×844): the same', async () => {
    s = await openSession('mobile');
    await signUpMember(s.page, 'free');
    await chatOpened(s.page);
    await hopeless(s.page, 'mobile');
  });
});
