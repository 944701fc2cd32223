import { describe, expect, it } from 'vitest';
import { phraseKind, phraseSentence } from './phrase-grammar.ts';

const names = { subject: 'your Moon in Aries', person: 'someone with the Moon in Aries' };
const frames = {
  verb: 'At its best, {person} {phrase}.',
  adjective: 'At its best, {person} is {phrase}.',
  noun: 'At its best, {subject} gives you {phrase}.',
};

describe('phrase shapes', () => {
  it.each([
    ['meets life head-on', 'verb'],
    ['fears their own intensity', 'verb'],
    ['values difference', 'verb'],
    ['restless in routine', 'adjective'],
    ['generous and open-hearted', 'adjective'],
    ['never quite satisfied', 'verb'],
    ['deep psychological strength', 'noun'],
    ['impatience', 'noun'],
    ['values that cannot be bought', 'noun'],
    ['words that bruise', 'noun'],
    ['power struggles', 'noun'],
    ['commitment to fairness', 'noun'],
  ])('%s is a %s phrase', (phrase, kind) => {
    expect(phraseKind(phrase)).toBe(kind);
  });

  it('builds a sentence with the phrase’s own subject for each shape', () => {
    expect(phraseSentence('meets life head-on', names, frames)).toBe(
      'At its best, someone with the Moon in Aries meets life head-on.',
    );
    expect(phraseSentence('restless in routine', names, frames)).toBe(
      'At its best, someone with the Moon in Aries is restless in routine.',
    );
    expect(phraseSentence('impatience', names, frames)).toBe('At its best, your Moon in Aries gives you impatience.');
    expect(phraseSentence('hard to say no', names, frames)).toBe(
      'At its best, someone with the Moon in Aries finds it hard to say no.',
    );
    expect(phraseSentence('hard to intimidate', names, frames)).toBe(
      'At its best, someone with the Moon in Aries is hard to intimidate.',
    );
    expect(phraseSentence('always learning', names, frames)).toBe(
      'At its best, someone with the Moon in Aries is always learning.',
    );
    expect(phraseSentence('never quite satisfied', names, frames)).toBe(
      'At its best, someone with the Moon in Aries is never quite satisfied.',
    );
    expect(phraseSentence('mood overturns decisions', names, frames, 'shadow')).toBe(
      'With your Moon in Aries, mood overturns decisions more often than you would like.',
    );
    // A plural subject with a plain verb is a clause too, never "gives you feelings move through fast".
    expect(phraseSentence('feelings move through fast', names, frames)).toBe(
      'With your Moon in Aries, feelings move through fast.',
    );
  });
});
