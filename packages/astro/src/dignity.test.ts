import { describe, expect, it } from 'vitest';
import type { SignCode } from './constants.ts';
import { essentialDignity, TRADITIONAL_PLANETS } from './dignity.ts';

// The traditional table as astrology texts print it (Ptolemy, Lilly): home, exaltation, detriment, fall.
const TABLE: Record<string, { home: SignCode[]; exalt: SignCode; detriment: SignCode[]; fall: SignCode }> = {
  Sun: { home: ['Leo'], exalt: 'Ari', detriment: ['Aqu'], fall: 'Lib' },
  Moon: { home: ['Can'], exalt: 'Tau', detriment: ['Cap'], fall: 'Sco' },
  Mercury: { home: ['Gem', 'Vir'], exalt: 'Vir', detriment: ['Sag', 'Pis'], fall: 'Pis' },
  Venus: { home: ['Tau', 'Lib'], exalt: 'Pis', detriment: ['Sco', 'Ari'], fall: 'Vir' },
  Mars: { home: ['Ari', 'Sco'], exalt: 'Cap', detriment: ['Lib', 'Tau'], fall: 'Can' },
  Jupiter: { home: ['Sag', 'Pis'], exalt: 'Can', detriment: ['Gem', 'Vir'], fall: 'Cap' },
  Saturn: { home: ['Cap', 'Aqu'], exalt: 'Lib', detriment: ['Can', 'Leo'], fall: 'Ari' },
};
const SIGNS: SignCode[] = ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'];

describe('essentialDignity', () => {
  it('agrees with the printed traditional table for every planet in every sign', () => {
    for (const planet of TRADITIONAL_PLANETS) {
      const row = TABLE[planet]!;
      for (const sign of SIGNS) {
        // Mercury in Virgo is home and exaltation; in Pisces detriment and fall: the stronger word is given.
        const expected = row.home.includes(sign)
          ? 'domicile'
          : row.exalt === sign
            ? 'exaltation'
            : row.detriment.includes(sign)
              ? 'detriment'
              : row.fall === sign
                ? 'fall'
                : 'peregrine';
        expect(essentialDignity(planet, sign).dignity, `${planet} in ${sign}`).toBe(expected);
      }
    }
  });

  it('names the sign ruler and the modern co-ruler of Scorpio, Aquarius and Pisces only', () => {
    expect(essentialDignity('Venus', 'Gem')).toEqual({
      dignity: 'peregrine',
      signRuler: 'Mercury',
      modernCoRuler: null,
    });
    expect(essentialDignity('Moon', 'Sco')).toEqual({ dignity: 'fall', signRuler: 'Mars', modernCoRuler: 'Pluto' });
    expect(essentialDignity('Sun', 'Aqu').modernCoRuler).toBe('Uranus');
    expect(essentialDignity('Saturn', 'Pis').modernCoRuler).toBe('Neptune');
  });

  it('leaves the outer planets peregrine: the traditional scheme has no place for them', () => {
    expect(essentialDignity('Pluto', 'Sco').dignity).toBe('peregrine');
    expect(essentialDignity('Uranus', 'Aqu').dignity).toBe('peregrine');
    expect(essentialDignity('Neptune', 'Vir').dignity).toBe('peregrine');
  });
});
