import { elementBalance } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, answer, cast } from '../../../test-support/technique-charts.ts';

describe('the element balance', () => {
  const b = elementBalance(A.natal);

  it('names the leading element, or the tie, first', () => {
    expect(b.elements.dominant).toEqual(['Earth', 'Water']);
    const a = answer('balance', A.ctx, "what's my element balance?");
    expect(a.answer).toBe('Your chart is split evenly between earth and water, with 4 placements each.');
    expect(a.details.join(' ')).toContain('Your lightest element is fire, with only the Moon and Mercury there');
    expect(a.technical.join(' ')).toContain('Fire 2 (17%: Moon, Mercury)');
  });

  it('says yes or no to an element asked about, with the count', () => {
    expect(answer('balance', A.ctx, 'no fire planets at all??').answer).toBe(
      'No: you do have fire, 2 of your 12 placements, though it is your lightest element.',
    );
    expect(answer('balance', A.ctx, 'do i have a lot of water?').answer).toBe(
      'Yes: water is one of your two strongest elements, with 4 of your 12 placements.',
    );
    const noWater = cast('1983-06-17T12:00:00Z', 'new-york');
    const count = elementBalance(noWater.natal).elements.groups.find((g) => g.key === 'Water')?.score ?? 0;
    const a = answer('balance', noWater.ctx, 'do i lack water?');
    expect(a.answer).toMatch(
      count === 0 ? /^Yes: you have nothing in water/ : new RegExp(`^No: you do have water, ${count} of`),
    );
  });

  it('confirms or corrects an element the person takes for granted', () => {
    expect(answer('balance', A.ctx, "i'm heavy earth i think, like 6 planets. does that make me boring").answer).toBe(
      'Yes: earth is one of your two strongest elements, with 4 of your 12 placements.',
    );
    expect(answer('balance', A.ctx, "fire dominant chart?? explain why i'm always rushing").answer).toBe(
      'No: fire has 2 of your 12 placements; your chart is split evenly between earth and water, with 4 placements each.',
    );
    expect(answer('balance', A.ctx, 'do i lack fixed energy? i never finish projects').answer).toBe(
      'No: you do have fixed signs, 3 of your 12 placements.',
    );
  });

  it('answers the modality question when asked for modes', () => {
    expect(b.modalities.dominant).toEqual(['Cardinal']);
    const a = answer('balance', A.ctx, 'cardinal fixed or mutable, which do i have the most of');
    expect(a.answer).toBe('Your chart leans most on cardinal: 8 of your 12 placements are in cardinal signs.');
    expect(a.ids).toEqual(['Modality balance']);
  });
});
