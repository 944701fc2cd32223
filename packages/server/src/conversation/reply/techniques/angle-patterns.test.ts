import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { adaPlanner } from '../../../test-support/chat.ts';
import { contextAt } from '../../session-chart.ts';
import type { PlanInput } from '../plan-types.ts';

// Sun in Cancer opposite Saturn in Capricorn, both square the Moon in Aries: a T-square. The Libra Ascendant sits
// opposite the Moon, completing a cardinal grand cross that only counts with the angle.
const now = new Date('2026-11-28T12:00:00Z');
const plan = adaPlanner({ tier: 'free' });
const said = (message: string, over: Partial<PlanInput> = {}) => {
  const t = plan(message, over).techniques.find((x) => x.technique === 'aspect-pattern');
  return t ? [t.answer, ...t.details].join(' ') : '';
};

describe('an angle that completes a figure', () => {
  for (const message of [
    'do i have a t-square or any grand trine? name the planets',
    'any aspect patterns in my chart?',
    'tengo alguna gran cruz?',
    'habe ich ein t-quadrat oder eine große kreuz?',
  ])
    it(`says the Ascendant completes the grand cross for "${message}", as an angle`, () => {
      const text = said(message);
      expect(text).toMatch(
        /your Ascendant in Libra \(an angle of your chart, not a planet\) completes your T-square of the Sun, the Moon and Saturn into a cardinal grand cross/,
      );
      // Told once, though Jupiter beside the Sun makes a second T-square.
      expect(text.match(/an angle of your chart/g)).toHaveLength(1);
      expect(text).not.toMatch(/planets? (?:the )?Ascendant|Ascendant is a planet/);
    });

  it('leaves the angles out without a birth time', () => {
    const noon = contextAt(calculateNatalChart({ ut: '1990-07-15T12:00:00Z', latitude: 51.5, longitude: -0.12 }), now, {
      timeUnknown: true,
    });
    expect(said('do i have a t-square?', { chart: noon })).not.toContain('angle');
  });
});
