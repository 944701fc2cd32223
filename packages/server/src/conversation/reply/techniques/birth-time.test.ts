import { signEdges, solarReturn } from '@stellara/astro';
import { SIGN_NAME_BY_CODE } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { A, answer, cast, localDay } from '../../../test-support/technique-charts.ts';

describe('birth time', () => {
  it('says no when no angle or light is near a sign edge, with the rising sign’s margin', () => {
    const K = cast('1992-11-05T18:30:00Z', 'london');
    expect(signEdges(K.natal).birthTimeMatters).toBe(false);
    const k = answer('birth-time', K.ctx, 'does my birth time matter?');
    expect(k.answer).toBe(
      'No: none of your Ascendant, Midheaven, Sun or Moon sits near a sign edge, so a few minutes either way would not change their signs.',
    );
    expect(k.details[0]).toMatch(/^Your rising sign moves with the clock too: yours, \w+, would change with a birth/);
  });

  it('counts a point minutes from an edge as near, even beyond the engine’s one degree', () => {
    // The Midheaven moves about a degree every four minutes: 1°38' from Leo is 7 minutes of birth time.
    expect(signEdges(A.natal).birthTimeMatters).toBe(false);
    const a = answer('birth-time', A.ctx, 'does my birth time matter?');
    expect(a.answer).toBe("Yes: your Midheaven is 1°38' from Leo, which a birth about 7 minutes later would reach.");
    expect(a.details[0]).toBe(
      'Your rising sign moves with the clock too: yours, Libra, would change with a birth about 2 hours earlier or about 49 minutes later.',
    );
  });

  it('casts the chart again for a birth time moved by the minutes or hours named', () => {
    expect(
      answer('birth-time', A.ctx, 'if i was born 15 minutes earlier would my rising change?', { points: ['Ascendant'] })
        .answer,
    ).toBe('No: 15 minutes earlier your rising sign would still be Libra.');
    expect(
      answer(
        'birth-time',
        A.ctx,
        "the hospital record and my mom's memory disagree by an hour. which rising do i trust?",
      ).answer,
    ).toBe(
      'An hour earlier your rising sign would still be Libra, and an hour later it would be Scorpio instead of Libra.',
    );
  });

  it('says yes, and which sign is across the edge, when the rising sign sits on one', () => {
    const F = cast('1976-02-17T12:00:00Z', 'new-york');
    const edge = signEdges(F.natal).edges.find((e) => e.point === 'Ascendant');
    expect(edge).toBeDefined();
    const neighbour = SIGN_NAME_BY_CODE[edge?.neighbour ?? 'Ari'];
    const a = answer('birth-time', F.ctx, 'is my rising sign sensitive to birth time?', { points: ['Ascendant'] });
    expect(a.answer).toMatch(
      new RegExp(`^Yes: your rising sign is in ${F.natal.points.Ascendant.signName}, but only just`),
    );
    expect(a.answer).toContain(`would put it in ${neighbour}`);
    expect(a.answer).toContain((edge?.minutesToEdge ?? 0) < 0 ? 'earlier' : 'later');
  });

  it('names the rising signs a part of the day can give', () => {
    // Each sign found by casting the chart again every ten minutes from 06:00 to 12:00 local.
    const a = answer('birth-time', A.ctx, 'i only know i was born "in the morning", is that enough for a rising sign?');
    expect(a.answer).toMatch(
      /^No: a morning birth could give you (\w+, )*\w+ or \w+ rising, so the hour decides it\.$/,
    );
    expect(a.answer).toContain('Leo');
    expect(a.answer).toContain('Libra');
  });

  it('says what holds over the day when the time is unknown', () => {
    const a = answer('birth-time', A.ctx, 'i have no clue what time i was born, adopted :/');
    expect(a.answer).toBe(
      "Without a sure birth time your Sun and Moon signs still hold, Cancer and Aries, but your rising sign and houses don't.",
    );
  });

  it('gives a leap-day birthday its date in the sky each year', () => {
    const G = cast('2000-02-29T10:00:00Z', 'london');
    const next = solarReturn(G.natal, 2027);
    const a = answer('birth-time', G.ctx, 'leap day baby here, feb 29 2000. how do solar returns even work for me');
    expect(a.answer).toBe(
      `Your birthday in the sky comes every year, leap year or not: it is the moment the Sun returns to 10°07' Pisces, and next it falls on ${localDay(next.at, 'Europe/London')}.`,
    );
    expect(a.details[1]).toContain('29 February 2028');
    expect(a.ids).toEqual(['Leap-day birthday']);
    // The same birth asked as a return gets the solar return, with the leap-day note.
    const r = answer('return', G.ctx, 'when is my birthday solar return');
    expect(r.details.join(' ')).toContain('Because you were born on 29 February');
  });
});
