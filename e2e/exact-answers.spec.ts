import { BALANCE_POINTS_WITHOUT_TIME, calculateNatalChart, elementBalance } from '@stellara/astro';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData, replyText } from './harness/app.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';

// docs/conversation.md#built-in-reader: an exact figure asked for is the reply's first line: the count of the ten
// planets by element (a felt lack met, not dismissed), and one aspect's orb with applying or separating.

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

// Ada (12 April 1990, 13:35 UT), as a visitor types her in London.
const visitor = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });

const orbText = (orb: number) => {
  const d = Math.floor(orb);
  const m = Math.round((orb - d) * 60);
  return m === 60 ? `${d + 1}°00'` : `${d}°${String(m).padStart(2, '0')}'`;
};

describe('an exact figure, said first', () => {
  test('a visitor on desktop: planets counted by element, ties and the felt lack taken seriously', async () => {
    s = await openSession('desktop');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    const text = await replyText(s.page, "how many planets do i have in each element? i feel like i'm lacking air", {
      trim: true,
    });
    await screenshot(s.page, 'exact-answers-elements-desktop');
    const groups = elementBalance(visitor, { points: BALANCE_POINTS_WITHOUT_TIME }).elements.groups;
    expect(text.startsWith('Counting your ten planets: ')).toBe(true);
    for (const g of groups) expect(text).toContain(`${g.key.toLowerCase()} ${g.score}`);
    expect(text).not.toMatch(/No: you do have air/);
  });

  test('a visitor on a phone (390×844): an aspect’s orb and motion in the first line', async () => {
    s = await openSession('mobile');
    await enterBirthData(s.page);
    await chatOpened(s.page);
    // The first planet in a major aspect to the Sun within 5°, asked about by name.
    const ASPECTS = [
      ['conjunct', 0],
      ['sextile', 60],
      ['square', 90],
      ['trine', 120],
      ['opposite', 180],
    ] as const;
    const nearest = (gap: number) =>
      ASPECTS.reduce((best, a) => (Math.abs(gap - a[1]) < Math.abs(gap - best[1]) ? a : best));
    const gapTo = (p: keyof typeof visitor.points) => {
      const d = Math.abs(visitor.points.Sun.longitude - visitor.points[p].longitude) % 360;
      return d > 180 ? 360 - d : d;
    };
    const other = (
      ['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const
    ).find((p) => Math.abs(gapTo(p) - nearest(gapTo(p))[1]) < 5);
    expect(other).toBeDefined();
    const gap = gapTo(other ?? 'Moon');
    const [name, degrees] = nearest(gap);
    const text = await replyText(
      s.page,
      `how exact is my sun ${name} ${other?.toLowerCase()}? applying or separating?`,
      { trim: true },
    );
    await screenshot(s.page, 'exact-answers-orb-mobile');
    expect(text.startsWith(`Your Sun ${name} ${other} is ${orbText(Math.abs(gap - degrees))} from exact, and `)).toBe(
      true,
    );
    expect(text.split('\n')[0]).toMatch(/applying|separating/);
  });
});
