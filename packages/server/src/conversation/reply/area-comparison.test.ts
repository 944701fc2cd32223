import { describe, expect, it } from 'vitest';
import { adaPlanner } from '../../test-support/chat.ts';
import type { PlanInput } from './plan-types.ts';

const plan = adaPlanner({ local: true });
const comparison = (message: string, over: Partial<PlanInput> = {}) =>
  plan(message, over).techniques.find((t) => t.technique === 'area-comparison');

describe('two life areas weighed over a year', () => {
  for (const [message, a, b] of [
    ['is 2027 better for career or for love for me', 'career', 'love'],
    ['¿2027 es mejor para el trabajo o para el amor?', 'career', 'love'],
    ['next year: more about money or relationships?', 'money', 'love'],
  ] as const)
    it(`names which first for "${message}", then both, with no promise`, () => {
      const t = comparison(message);
      expect(t?.answer).toMatch(
        new RegExp(
          `^2027 (leans more towards (${a}|${b}) than (${a}|${b})|weighs about evenly on (${a}|${b}) and (${a}|${b})) in your chart`,
        ),
      );
      const details = t!.details.join(' ');
      expect(details).toContain(`For ${a}:`);
      expect(details).toContain(`For ${b}:`);
      expect(details).toMatch(/no chart can promise/);
    });

  it('reads love from the 7th house and the 5th house ruler, with their dates', () => {
    const details = comparison('is 2027 better for career or for love for me')!.details.join(' ');
    expect(details).toContain('For love: Saturn moves into your 7th house on 8 May 2027');
    expect(details).toContain('Saturn meets your Moon (the ruler of your 10th house), exact 27 May 2027');
  });

  it('says plainly below Plus that this is personal timing', () => {
    const t = comparison('is 2027 better for career or for love for me', { tier: 'free' });
    expect(t?.answer).toMatch(/^Weighing career against love in 2027 means reading your own transits/);
    expect(t?.answer).not.toMatch(/leans|evenly/);
  });

  it('leaves a question about one area to the reading', () => {
    expect(comparison('how is my love life in 2027')).toBeUndefined();
    expect(comparison('career and love, what does my chart say?')).toBeUndefined();
  });
});
