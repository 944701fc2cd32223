import { calculateNatalChart, compareHouseSystems } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, answer } from '../../../test-support/technique-charts.ts';
import { contextAt } from '../../session-chart.ts';

describe('house systems', () => {
  const cmp = compareHouseSystems(A.natal);

  it('lists what moves in whole sign houses by default', () => {
    const a = answer('house-system', A.ctx, 'what changes with whole sign houses?');
    expect(cmp.wholeSign.moves.length).toBe(10);
    expect(a.answer).toMatch(
      /^In whole sign houses, 10 placements change house: the Sun moves from the 9th house to the 10th/,
    );
    expect(a.details[0]).toContain('starting with your rising sign, Libra, as the 1st');
    expect(a.technical.filter((l) => l.includes('→'))).toHaveLength(cmp.wholeSign.moves.length);
  });

  it('compares equal houses when asked, with yes first', () => {
    const a = answer('house-system', A.ctx, 'do any of my planets change house if you use equal house?');
    const moved = cmp.equal.moves.map((m) => m.point);
    expect(moved).toEqual(['Sun', 'Jupiter', 'Saturn']);
    expect(a.answer).toMatch(/^Yes: in equal houses, 3 placements change house: the Sun moves/);
    expect(a.ids).toEqual(['Equal houses']);
  });

  it('answers for one planet, and names the system used', () => {
    expect(
      answer('house-system', A.ctx, 'does my saturn move houses in whole sign', { points: ['Saturn'] }).answer,
    ).toBe('Yes: in whole sign houses Saturn moves from the 3rd house to the 4th.');
    expect(answer('house-system', A.ctx, 'does my venus move in whole sign?', { points: ['Venus'] }).answer).toBe(
      'No: in whole sign houses Venus stays in the 9th house.',
    );
    // "Which house is my Sun in": a which-question, answered without a yes.
    expect(
      answer('house-system', A.ctx, 'which house is my sun in in whole sign? and in placidus?', { points: ['Sun'] })
        .answer,
    ).toBe('In whole sign houses the Sun moves from the 9th house to the 10th.');
    expect(answer('house-system', A.ctx, 'which house system do you use??').answer).toMatch(
      /^I read your chart in Placidus houses/,
    );
  });
});

describe('house systems, when the member chose one in Settings', () => {
  it('says the chart is already read in whole sign houses, and points to Settings for Koch', () => {
    const natal = calculateNatalChart({
      ut: A.natal.julianDay,
      latitude: A.natal.latitude,
      longitude: A.natal.longitude,
      houseSystem: 'W',
    });
    const ctx = contextAt(natal, new Date('2026-03-01T12:00:00Z'));
    const a = answer('house-system', ctx, 'what changes with whole sign houses?');
    expect(a.answer).toBe('Your chart is already read in whole sign houses, as you chose in Settings.');
    expect(a.technical).toEqual(['Chart frame: Whole Sign houses, tropical zodiac.']);
    expect(answer('house-system', A.ctx, 'what about koch houses?').answer).toMatch(
      /choose it in Settings under Chart \(members can\)\.$/,
    );
    expect(answer('house-system', A.ctx, 'what about morinus houses?').answer).toMatch(
      /^I can't recast your chart in Morinus/,
    );
  });
});
