import { findAspectPatterns } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, answer, cast } from '../../../test-support/technique-charts.ts';

describe('aspect patterns', () => {
  it('says yes and names the T-square with its point', () => {
    const found = findAspectPatterns({ points: A.natal.points, cusps: A.natal.cusps });
    expect(found.tSquares.map((t) => t.apex)).toEqual(['Moon', 'Moon']);
    const a = answer('aspect-pattern', A.ctx, 'do i have a T-square?');
    expect(a.answer).toBe(
      'Yes: you have a T-square: the Sun in Cancer and Saturn in Capricorn pull against each other, and both press on the Moon in Aries.',
    );
    // Jupiter beside the Sun makes a second T-square: told as part of the same figure.
    expect(a.details).toContain('Jupiter stands beside the Sun in Cancer, so it is part of the same T-square too.');
    expect(a.ids).toEqual(['T-square Sun Moon Saturn', 'T-square Moon Jupiter Saturn']);
    expect(a.technical[0]).toMatch(/^T-square \(cardinal\): Sun square Moon 0\.8°/);
  });

  it('says whether a named planet is the point of the figure', () => {
    const a = answer('aspect-pattern', A.ctx, 'is my moon the apex of a t-square?', { points: ['Moon'] });
    expect(a.answer).toMatch(/^Yes: your Moon is the point of a T-square/);
    const b = answer('aspect-pattern', A.ctx, 'is my saturn the apex of a t-square?', { points: ['Saturn'] });
    expect(b.answer).toMatch(/^Not quite: your Saturn is part of a T-square.*not at its point\.$/);
  });

  it('gives the figure there is when the one asked for is not', () => {
    const B = cast('1975-09-17T12:00:00Z', 'new-york');
    const found = findAspectPatterns({ points: B.natal.points, cusps: B.natal.cusps });
    expect(found.tSquares).toEqual([]);
    expect(found.kites.length).toBeGreaterThan(0);
    const a = answer('aspect-pattern', B.ctx, 'do i have a T-square?');
    expect(a.answer).toMatch(/^No T-square, but you do have a kite: the grand trine of /);
    expect(answer('aspect-pattern', A.ctx, 'any yods or kites hiding in my chart?').answer).toMatch(
      /^No yod or kite, but you do have a T-square: /,
    );
    const kite = found.kites[0];
    for (const p of kite?.planets ?? []) expect(a.answer).toContain(p);
  });

  it('says no plainly when there is no figure at all', () => {
    const C = cast('1975-07-03T12:00:00Z', 'new-york');
    expect(findAspectPatterns({ points: C.natal.points, cusps: C.natal.cusps }).found).toEqual([]);
    const a = answer('aspect-pattern', C.ctx, 'any patterns in my chart?');
    expect(a.answer).toMatch(/^No: there's no T-square, grand trine, grand cross, yod, kite or stellium in your chart/);
    expect(a.ids).toEqual(['Aspect patterns']);
  });

  it('counts the planets in a sign asked about for a stellium', () => {
    const a = answer('aspect-pattern', A.ctx, 'i have like 5 planets in cancer. is that a stellium', {
      signs: ['Cancer'],
    });
    expect(a.answer).toBe('No: you have 2 planets in Cancer, the Sun and Jupiter, and a stellium takes three or more.');
    expect(answer('aspect-pattern', A.ctx, 'tengo un stellium en capricornio?', { signs: ['Capricorn'] }).answer).toBe(
      'Yes: you have a stellium in Capricorn: Saturn, Uranus and Neptune gather in one sign.',
    );
    expect(
      answer('aspect-pattern', A.ctx, 'i think i have a stellium in libra and one in scorpio', {
        signs: ['Libra', 'Scorpio'],
      }).answer,
    ).toBe('No: you have none in Libra; one planet in Scorpio, Pluto, and a stellium takes three or more.');
  });
});
