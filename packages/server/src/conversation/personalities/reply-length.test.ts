import { describe, expect, it } from 'vitest';
import { countWords, fitToWords, wordLimitIn } from './reply-length.ts';

describe('wordLimitIn', () => {
  it('reads the limits trainers write', () => {
    expect(wordLimitIn('Please keep it to at most 150 words.')).toBe(150);
    expect(wordLimitIn('No more than 80 words, and end with a question')).toBe(80);
    expect(wordLimitIn('120 words max')).toBe(120);
    expect(wordLimitIn('a 200-word limit')).toBe(200);
    expect(wordLimitIn('Keep replies short: about 150 words at most, one idea per paragraph.')).toBe(150);
  });

  it('takes the latest limit and ignores texts without one', () => {
    expect(wordLimitIn('at most 300 words', 'Tell me about Mars', 'under 100 words')).toBe(100);
    expect(wordLimitIn('Tell me about my 10th house')).toBeNull();
  });
});

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('fitToWords', () => {
  const reply = [
    '### Mars in Cancer',
    `${words(40)}. ${words(30)}.`,
    'Three things to try:',
    `1. ${words(30)}.\n2. ${words(30)}.\n3. ${words(30)}.\n4. ${words(30)}.`,
    `${words(20)}.`,
    'What would help most this week?',
  ].join('\n\n');

  it('keeps a reply within the limit whole, and never cuts a list item or sentence', () => {
    expect(fitToWords('Short and sweet.', 150)).toBe('Short and sweet.');
    const fitted = fitToWords(reply, 150);
    expect(countWords(fitted)).toBeLessThanOrEqual(150);
    // Every list line is a complete item; the lead-in stays with its items; the closing question stays.
    for (const line of fitted.split('\n').filter((l) => /^\d\./.test(l)))
      expect(line).toMatch(/^\d\. (word ){29}word\.$/);
    expect(fitted).toContain('Three things to try:\n\n1.');
    expect(fitted.endsWith('What would help most this week?')).toBe(true);
    expect(fitted).toMatch(/^### Mars in Cancer\n\n/);
  });

  it('drops a list that cannot keep two whole items, lead-in included', () => {
    const fitted = fitToWords(reply, 110);
    expect(countWords(fitted)).toBeLessThanOrEqual(110);
    expect(fitted).not.toContain('Three things to try');
    expect(fitted).not.toMatch(/^\d\./m);
  });

  it('shortens prose by whole sentences', () => {
    const prose = `${words(50, 'a')}. ${words(50, 'b')}. ${words(50, 'c')}.`;
    expect(fitToWords(prose, 120)).toBe(`${words(50, 'a')}. ${words(50, 'b')}.`);
  });
});
