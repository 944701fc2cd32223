import { describe, expect, it } from 'vitest';
import type { PointName } from './constants.ts';
import { DISPOSITOR_PLANETS, type DispositorPlanet, findDispositors, signRuler } from './dispositors.ts';
import { calculateNatalChart } from './natal.ts';
import { signOf } from './zodiac.ts';

// A longitude in the middle of a sign, by its code.
const SIGNS = ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'];
const inSign = (code: string) => ({ longitude: SIGNS.indexOf(code) * 30 + 15 });
const chart = (signs: Record<DispositorPlanet, string>) => ({
  points: Object.fromEntries(Object.entries(signs).map(([p, s]) => [p, inSign(s)])) as Partial<
    Record<PointName, { longitude: number }>
  >,
});

describe('findDispositors', () => {
  it('ends every chain at a single final dispositor in its own sign', () => {
    // Jupiter in Sagittarius; everyone else in Pisces or Sagittarius, or one step away.
    const d = findDispositors(
      chart({
        Sun: 'Pis',
        Moon: 'Sag',
        Mercury: 'Pis',
        Venus: 'Ari', // -> Mars in Pisces -> Jupiter
        Mars: 'Pis',
        Jupiter: 'Sag',
        Saturn: 'Sag',
        Uranus: 'Tau', // -> Venus in Aries -> Mars -> Jupiter
        Neptune: 'Pis',
        Pluto: 'Sag',
      }),
    );
    expect(d.rulership).toBe('traditional');
    expect(d.finalDispositor).toBe('Jupiter');
    expect(d.loops).toEqual([]);
    expect(d.chains.find((c) => c.planet === 'Uranus')).toEqual({
      planet: 'Uranus',
      chain: ['Uranus', 'Venus', 'Mars', 'Jupiter'],
      end: { kind: 'final', planet: 'Jupiter' },
    });
    expect(d.finalDispositors).toEqual([{ planet: 'Jupiter', disposes: [...DISPOSITOR_PLANETS] }]);
  });

  it('finds mutual receptions and loops, and then no single final dispositor', () => {
    const d = findDispositors(
      chart({
        Sun: 'Gem', // -> Mercury
        Moon: 'Leo', // -> Sun
        Mercury: 'Tau', // -> Venus
        Venus: 'Leo', // -> Sun: the loop Sun -> Mercury -> Venus -> Sun
        Mars: 'Lib', // -> Venus
        Jupiter: 'Ari', // -> Mars
        Saturn: 'Cap', // in its own sign
        Uranus: 'Aqu', // -> Saturn
        Neptune: 'Cap',
        Pluto: 'Sco', // -> Mars (traditional)
      }),
    );
    expect(d.finalDispositor).toBeNull();
    expect(d.loops).toEqual([['Sun', 'Mercury', 'Venus']]);
    expect(d.finalDispositors).toEqual([{ planet: 'Saturn', disposes: ['Saturn', 'Uranus', 'Neptune'] }]);
    expect(d.chains.find((c) => c.planet === 'Jupiter')).toEqual({
      planet: 'Jupiter',
      chain: ['Jupiter', 'Mars', 'Venus', 'Sun', 'Mercury'],
      end: { kind: 'loop', planets: ['Sun', 'Mercury', 'Venus'] },
    });
    expect(d.mutualReceptions).toEqual([]);

    const mutual = findDispositors(
      chart({
        Sun: 'Ari',
        Moon: 'Ari',
        Mercury: 'Lib',
        Venus: 'Ari', // Venus in Mars's sign...
        Mars: 'Lib', // ...and Mars in Venus's: a mutual reception
        Jupiter: 'Lib',
        Saturn: 'Tau',
        Uranus: 'Ari',
        Neptune: 'Ari',
        Pluto: 'Lib',
      }),
    );
    expect(mutual.mutualReceptions).toEqual([{ planets: ['Venus', 'Mars'], signs: ['Ari', 'Lib'] }]);
    expect(mutual.loops).toEqual([['Venus', 'Mars']]);
    expect(mutual.finalDispositor).toBeNull();
  });

  it('follows the modern rulers when asked', () => {
    const signs = {
      Sun: 'Sco',
      Moon: 'Pis',
      Mercury: 'Sco',
      Venus: 'Sag',
      Mars: 'Cap',
      Jupiter: 'Sag',
      Saturn: 'Aqu',
      Uranus: 'Cap',
      Neptune: 'Cap',
      Pluto: 'Sco',
    } as const;
    const traditional = findDispositors(chart(signs));
    const modern = findDispositors(chart(signs), 'modern');
    expect(traditional.chains.find((c) => c.planet === 'Sun')!.chain).toEqual(['Sun', 'Mars', 'Saturn']);
    expect(modern.chains.find((c) => c.planet === 'Sun')!.chain).toEqual(['Sun', 'Pluto']);
    expect(modern.finalDispositors).toEqual([
      { planet: 'Pluto', disposes: ['Sun', 'Mercury', 'Pluto'] },
      { planet: 'Jupiter', disposes: ['Venus', 'Jupiter'] },
    ]);
    // Saturn in Aquarius and Uranus in Capricorn receive each other only with modern rulers.
    expect(modern.mutualReceptions).toEqual([{ planets: ['Saturn', 'Uranus'], signs: ['Aqu', 'Cap'] }]);
    expect(modern.loops).toEqual([['Saturn', 'Uranus']]);
    expect(traditional.mutualReceptions).toEqual([]);
    expect(signRuler('Aqu')).toBe('Saturn');
    expect(signRuler('Aqu', 'modern')).toBe('Uranus');
  });

  it('follows each real chart planet to its sign ruler', () => {
    const natal = calculateNatalChart({ ut: '1990-01-18T12:00:00Z', latitude: 51.5074, longitude: -0.1278 });
    const d = findDispositors(natal);
    // Saturn in Capricorn, its own sign, holds the Capricorn stellium and disposes of the whole chart.
    expect(natal.points.Saturn.sign).toBe('Cap');
    expect(d.finalDispositor).toBe('Saturn');
    for (const c of d.chains) {
      for (let i = 0; i + 1 < c.chain.length; i++) {
        expect(c.chain[i + 1]).toBe(signRuler(signOf(natal.points[c.chain[i]!].longitude).code));
      }
    }
  });
});
