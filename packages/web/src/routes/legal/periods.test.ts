import { expect, test } from 'vitest';
import { daysInWords, hoursInWords } from './periods.ts';

test.each([
  [1, '1 hour'],
  [12, '12 hours'],
  [24, '24 hours (1 day)'],
  [36, '36 hours'],
  [48, '48 hours (2 days)'],
])('%i hours reads "%s"', (hours, words) => {
  expect(hoursInWords(hours)).toBe(words);
});

test('days', () => {
  expect(daysInWords(1)).toBe('1 day');
  expect(daysInWords(30)).toBe('30 days');
});
