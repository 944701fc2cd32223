import { birthMoonPhase } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, answer, cast } from '../../../test-support/technique-charts.ts';

describe('the Moon phase at birth', () => {
  it('names the phase first, with the days since the New Moon', () => {
    const phase = birthMoonPhase(A.natal);
    expect(phase.phase).toBe('Last Quarter');
    const a = answer('moon-phase', A.ctx, 'what moon phase was i born under', { points: ['Moon'] });
    expect(a.answer).toMatch(/^You were born under a Last Quarter Moon, about 22 days after the New Moon/);
    expect(a.answer).toContain(`${Math.round(phase.illumination * 100)}%`);
    expect(a.details.join(' ')).toContain('shrinking');
    expect(a.technical[0]).toContain(`${phase.elongation.toFixed(1)}°`);
  });

  it('answers a yes/no question with yes or no', () => {
    expect(answer('moon-phase', A.ctx, 'was i born under a full moon?').answer).toMatch(
      /^No, not a Full Moon: you were born under a Last Quarter Moon/,
    );
    expect(answer('moon-phase', A.ctx, 'was the moon waning when i was born?').answer).toMatch(/^Yes: /);
    expect(
      answer('moon-phase', A.ctx, 'what kind of moon was it the night i was born, waxing or waning?').answer,
    ).toMatch(/^Waning: you were born under a Last Quarter Moon/);
    expect(answer('moon-phase', A.ctx, 'born during a full moon 🌕 what does that say about me').answer).toMatch(
      /^No, not a Full Moon: /,
    );
    // "First quarter" is not "a quarter": the Last Quarter birth is a no.
    expect(answer('moon-phase', A.ctx, 'first quarter moon baby?? what does that mean?').answer).toMatch(
      /^No, not a First Quarter Moon: /,
    );
    expect(answer('moon-phase', A.ctx, 'crescent moon vs full moon birth, which am i').answer).toMatch(/^Neither: /);
    // The total lunar eclipse of 21 January 2000: a Full Moon birth.
    const full = cast('2000-01-21T04:40:00Z', 'london');
    expect(birthMoonPhase(full.natal).phase).toBe('Full Moon');
    expect(answer('moon-phase', full.ctx, 'nasci em lua cheia?').answer).toMatch(
      /^Yes: you were born under a Full Moon/,
    );
  });

  it('names New, Quarter and Full only within a day of the moment: two days early it is gibbous, and says so', () => {
    // 3 December 2006, 15:55 UT: 97% lit; the Full Moon came at 00:25 UT on the 5th, 1.4 days later.
    const early = cast('2006-12-03T15:55:00Z', 'london');
    expect(birthMoonPhase(early.natal).phase).toBe('Full Moon');
    const a = answer('moon-phase', early.ctx, 'je suis né pendant quelle phase de lune ?');
    expect(a.answer).toMatch(
      /^You were born under a Waxing Gibbous Moon, about 13 days after the New Moon and 1 day before the Full Moon, with 9\d% of its face lit/,
    );
    expect(a.details.join(' ')).toContain('growing towards full');
    expect(answer('moon-phase', early.ctx, 'was i born on a full moon?').answer).toMatch(/^No, not a Full Moon: /);
    expect(answer('moon-phase', early.ctx, 'gibbous moon?').answer).toMatch(/^Yes: /);
  });

  it('a New Moon birth says how far from the exact New Moon, not the New Moon twice', () => {
    // The New Moon of 6 January 2000 was exact at 18:14 UT.
    const before = answer('moon-phase', cast('2000-01-06T10:00:00Z', 'london').ctx, 'what moon phase was i born under');
    expect(before.answer).toMatch(/^You were born under a New Moon, less than a day before it was exact, with \d+% /);
    const after = answer('moon-phase', cast('2000-01-07T06:00:00Z', 'london').ctx, 'born on a new moon?');
    expect(after.answer).toMatch(/^Yes: you were born under a New Moon, less than a day after it was exact/);
  });
});
