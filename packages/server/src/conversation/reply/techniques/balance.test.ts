import { BALANCE_POINTS_WITHOUT_TIME, elementBalance } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, answer, cast } from '../../../test-support/technique-charts.ts';

describe('the element balance', () => {
  it('names the leading element first, counting the ten planets', () => {
    const a = answer('balance', A.ctx, "what's my element balance?");
    expect(a.answer).toBe('Your chart leans most on earth: 4 of your ten planets are in earth signs.');
    expect(a.details.join(' ')).toContain('Your lightest element is air, with only Venus there');
    expect(a.technical.join(' ')).toContain('Fire 2 (20%: Moon, Mercury)');
    // The angles are not in the count.
    expect(a.technical.join(' ')).not.toMatch(/Ascendant, |Midheaven\)/);
  });

  it('counts each element in the first line when asked how many', () => {
    const a = answer('balance', A.ctx, 'how many planets in each element');
    expect(a.answer).toBe('Counting your ten planets: earth 4, water 3, fire 2, air 1.');
  });

  it('says yes or no to an element asked about, with the count', () => {
    expect(answer('balance', A.ctx, 'no fire planets at all??').answer).toBe(
      'Not by count: you have fire in 2 of your ten planets.',
    );
    expect(answer('balance', A.ctx, 'do i have a lot of water?').answer).toBe(
      'No: water has 3 of your ten planets; your chart leans most on earth: 4 of your ten planets are in earth signs.',
    );
    const noWater = cast('1983-06-17T12:00:00Z', 'new-york');
    const count = elementBalance(noWater.natal, { points: BALANCE_POINTS_WITHOUT_TIME }).elements.groups.find(
      (g) => g.key === 'Water',
    )?.score;
    const a = answer('balance', noWater.ctx, 'do i lack water?');
    expect(a.answer).toMatch(count === 0 ? /^Yes: you have nothing in water/ : /^(Yes, by count|Not by count)/);
  });

  it('gives a tie for the lightest as a tie', () => {
    // 18 January 1990: fire and air tie, or not, as the engine counts them; the answer names every lightest one.
    const c = cast('1990-01-18T12:00:00Z', 'london');
    const groups = elementBalance(c.natal, { points: BALANCE_POINTS_WITHOUT_TIME }).elements.groups;
    const least = Math.min(...groups.map((g) => g.score));
    const lightest = groups.filter((g) => g.score === least).map((g) => g.key.toLowerCase());
    const a = answer('balance', c.ctx, 'which element am i missing or lowest in?');
    for (const key of lightest) expect(a.answer).toContain(key);
    if (lightest.length > 1) expect(a.answer).toMatch(/tie/);
  });

  it('confirms or corrects an element the person takes for granted', () => {
    expect(answer('balance', A.ctx, "i'm heavy earth i think, like 6 planets. does that make me boring").answer).toBe(
      'Yes: earth is your strongest element, with 4 of your ten planets.',
    );
    expect(answer('balance', A.ctx, "fire dominant chart?? explain why i'm always rushing").answer).toBe(
      'No: fire has 2 of your ten planets; your chart leans most on earth: 4 of your ten planets are in earth signs.',
    );
  });

  it('answers the modality question when asked for modes', () => {
    const modes = elementBalance(A.natal, { points: BALANCE_POINTS_WITHOUT_TIME }).modalities;
    const a = answer('balance', A.ctx, 'cardinal fixed or mutable, which do i have the most of');
    const top = modes.groups.find((g) => g.key === modes.dominant[0]);
    expect(modes.dominant).toEqual(['Cardinal']);
    expect(a.answer).toBe(
      `Your chart leans most on cardinal: ${top?.score} of your ten planets are in cardinal signs.`,
    );
    expect(a.ids).toEqual(['Modality balance']);
  });
});
