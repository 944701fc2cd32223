import { describe, expect, test } from 'vitest';
import { fold, tokens, withinOneEdit } from './fold.ts';

describe('fold', () => {
  test('lower case, accents folded, quotes straightened, spaces collapsed', () => {
    expect(fold('  Mi  PLUTÓN en   Géminis ’ok’ ')).toBe("mi pluton en geminis 'ok'");
    expect(fold('Gêmeos, Leão, Plutão')).toBe('gemeos, leao, plutao');
  });
  test('tokens keep apostrophes inside words and numbers', () => {
    expect(tokens(fold("I'm a 7th-house Sun, 2027?")).map((t) => t.word)).toEqual([
      "i'm",
      'a',
      '7th',
      'house',
      'sun',
      '2027',
    ]);
  });
});

describe('withinOneEdit', () => {
  test.each([
    ['venis', 'venus'],
    ['satrun', 'saturn'],
    ['scorpoi', 'scorpio'],
    ['neptun', 'neptune'],
    ['mercuury', 'mercury'],
    ['pluto', 'pluto'],
  ])('%s ~ %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
  });
  test.each([
    ['saturday', 'saturn'],
    ['vneuss', 'venus'],
    ['moon', 'mood s'],
    ['abc', 'cba'],
  ])('%s is not %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});
