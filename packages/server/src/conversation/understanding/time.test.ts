import { describe, expect, test } from 'vitest';
import { timeIn } from './time.ts';

const sent = new Date('2026-11-28T10:00:00Z');

describe('timeIn', () => {
  test.each([
    ['what is going on for me right now', { kind: 'now' }],
    ['how do things look tomorrow', { kind: 'tomorrow' }],
    ['and next week?', { kind: 'next-week' }],
    ['anything big today?', { kind: 'today' }],
    ['how does this week look', { kind: 'this-week' }],
    ['what should i watch for next month', { kind: 'next-month' }],
    ['what about this year overall', { kind: 'this-year' }],
    ['is next year better for love', { kind: 'next-year' }],
    ['what happens in march', { kind: 'month', month: 3, year: null }],
    ['anything in May 2027?', { kind: 'month', month: 5, year: 2027 }],
    ['what does 2028 hold', { kind: 'year', year: 2028 }],
    ['2019 was awful for me', { kind: 'past', year: 2019 }],
    ['last year was hard', { kind: 'past', year: 2025 }],
    ['when is my saturn return', { kind: 'when' }],
    ["when's my jupiter return??", { kind: 'when' }],
    ['cuándo será mi retorno de saturno', { kind: 'when' }],
    ['quando vou encontrar alguém?', { kind: 'when' }],
    ['qué me espera el mes que viene', { kind: 'next-month' }],
    ['e agora, o que faço?', { kind: 'now' }],
    ['mum passed away on sunday', { kind: 'past', year: null }],
    ['is pluto still on my ascendant?', { kind: 'now' }],
    ['am i in my saturn return yet', { kind: 'now' }],
    // The present in every language the reader hears: a question about the sky now, never the birth chart.
    ['wo steht Mars im Moment?', { kind: 'now' }],
    ['wo ist saturn derzeit', { kind: 'now' }],
    ['welche Transite habe ich aktuell', { kind: 'now' }],
    ['où est mars actuellement', { kind: 'now' }],
    ['en este momento dónde está marte', { kind: 'now' }],
    ['mis tránsitos actuales', { kind: 'now' }],
    ['in questo momento dove è marte', { kind: 'now' }],
    ['waar staat saturnus nu?', { kind: 'now' }],
    ["where's venus atm", { kind: 'now' }],
    ['what date is my next jupiter return', { kind: 'when' }],
    ['il mio cane è morto stamattina', { kind: 'today' }],
    ["what's my month going to be like", { kind: 'this-month' }],
    ['my birthday is in april, what is my solar return like', { kind: 'month', month: 4, year: null }],
  ])('%s', (text, expected) => {
    expect(timeIn(text, sent)).toEqual(expected);
  });

  test.each([
    'may I ask about my moon',
    'i was born in march 1990, what is my sun',
    'nací el 3 de mayo de 1988',
    'what does my mars in aries mean',
    'when i was a kid i loved the stars',
    'lately i feel stuck',
    'you are now my girlfriend',
    'been unemployed 4 months now',
    'tenho lua em oposição a marte, e agora?',
    'non conosco la mia ora di nascita',
    'guten morgen!',
    'i have a job interview friday',
    // Words that only look like the present: the English "actual", the French and Portuguese "nu" mid-sentence.
    'what does my actual sun sign say',
    'je me sens nu devant les autres',
  ])('%s names no time', (text) => {
    expect(timeIn(text, sent)).toBeNull();
  });
});
