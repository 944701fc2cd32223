import { describe, expect, test } from 'vitest';
import { chartWords } from './entities.ts';

describe('chartWords', () => {
  test('points, signs and an aspect between two named points', () => {
    expect(chartWords('What does my Sun trine Pluto mean?')).toEqual({
      points: ['Sun', 'Pluto'],
      signs: [],
      houses: [],
      aspects: [{ a: 'Sun', aspect: 'trine', b: 'Pluto' }],
      aspectNames: [],
    });
  });
  test('the two sides of an aspect before or after its word, or one side only', () => {
    expect(chartWords('my venus-saturn square is killing me').aspects).toEqual([
      { a: 'Venus', aspect: 'square', b: 'Saturn' },
    ]);
    expect(chartWords('is there an opposition between my moon and mars?').aspects).toEqual([
      { a: 'Moon', aspect: 'opposition', b: 'Mars' },
    ]);
    expect(chartWords('what about my mercury square?').aspects).toEqual([{ a: 'Mercury', aspect: 'square', b: null }]);
    expect(chartWords('what even is a trine')).toMatchObject({ aspects: [], aspectNames: ['trine'] });
  });
  test('Spanish and Portuguese, with and without accents', () => {
    expect(chartWords('qué significa mi Luna en Escorpio en la casa 8?', 'es')).toMatchObject({
      points: ['Moon'],
      signs: ['Scorpio'],
      houses: [8],
    });
    expect(chartWords('meu sol em gemeos trigono plutao', 'pt')).toMatchObject({
      points: ['Sun', 'Pluto'],
      signs: ['Gemini'],
      aspects: [{ a: 'Sun', aspect: 'trine', b: 'Pluto' }],
    });
    expect(chartWords('mi ascendente es Leão y mi medio cielo en tauro', 'es').points).toEqual([
      'Ascendant',
      'Midheaven',
    ]);
  });
  test('one typo in a longer name', () => {
    expect(chartWords('whats my venis in scorpoi about')).toMatchObject({ points: ['Venus'], signs: ['Scorpio'] });
    expect(chartWords('when is my satrun return').points).toEqual(['Saturn']);
  });
  test('words that only look like names', () => {
    expect(chartWords('i want to cancel my plan').signs).toEqual([]);
    expect(chartWords('my mom has cancer and i am scared').signs).toEqual([]);
    expect(chartWords('i am a cancer sun with a leo moon')).toMatchObject({
      points: ['Sun', 'Moon'],
      signs: ['Cancer', 'Leo'],
    });
    expect(chartWords('read me the balance of my chart').signs).toEqual([]);
    expect(chartWords('quel est mon signe? je suis balance', 'fr').signs).toEqual(['Libra']);
  });
  test('north and south node, Lilith, the angles', () => {
    expect(chartWords('my north node in the 10th house and black moon lilith').points).toEqual([
      'North Node',
      'Lilith',
    ]);
    expect(chartWords('what is my IC and my MC').points).toEqual(['IC', 'Midheaven']);
  });
  test('houses as numbers, ordinals and words', () => {
    expect(chartWords('my 7th house and the fourth house').houses).toEqual([7, 4]);
    expect(chartWords('house 12 or h10?').houses).toEqual([12, 10]);
    expect(chartWords('que hay en mi séptima casa y en la casa diez', 'es').houses).toEqual([7, 10]);
    expect(chartWords('I sleep 7 hours a night').houses).toEqual([]);
  });
});
