import { describe, expect, test } from 'vitest';
import {
  agreement,
  chatPassages,
  datesIn,
  descriptionDates,
  modelRequestPassages,
  type NamedPassage,
} from './timing-text.ts';

describe('datesIn', () => {
  test('a year or month said once serves the dates before it', () => {
    expect(datesIn('19 to 30 November 2026')).toEqual(['2026-11-19', '2026-11-30']);
    expect(datesIn('19 November to 1 December 2026')).toEqual(['2026-11-19', '2026-12-01']);
    expect(datesIn('20 December 2026 to 3 January 2027')).toEqual(['2026-12-20', '2027-01-03']);
    expect(datesIn('3 March, 17 July 2027 and 9 January 2028')).toEqual(['2027-03-03', '2027-07-17', '2028-01-09']);
    expect(datesIn('3 Dec 2026')).toEqual(['2026-12-03']);
  });

  test('a date it cannot complete is an error, not a guess', () => {
    expect(() => datesIn('14 February')).toThrow(/incomplete/);
  });
});

describe('chatPassages', () => {
  test("every wording of the writer: in orb now with its end, a passage's full dates, the brief form", () => {
    const text = [
      'Transiting Uranus squares your natal Moon until 18 May 2027 (intensity 9/10). Uranus shakes things up.',
      'Transiting Saturn is also active, on your natal Sun until 7 March 2027 at 7/10: it tests what it touches.',
      'Transiting Saturn makes a conjunction to your Ascendant, exact on 28 April 2027 (in orb 27 March to 2 June 2027): a season.',
      'Also this year: Pluto conjunction your Venus (exact 3 March, 17 July 2027 and 9 January 2028).',
      'Transit: Mars meets your natal Mars, close but not exact this time (in orb until 2 February 2027).',
      'Saturn trine Mars until 28 February 2027. Your Sun conjunction Neptune is natal, without dates.',
    ].join(' ');
    expect(chatPassages(text).map(({ said: _, ...p }) => p)).toEqual([
      { source: 'chat', planet: 'Uranus', aspect: 'square', target: 'Moon', end: '2027-05-18' },
      { source: 'chat', planet: 'Saturn', aspect: null, target: 'Sun', end: '2027-03-07' },
      {
        source: 'chat',
        planet: 'Saturn',
        aspect: 'conjunction',
        target: 'Ascendant',
        start: '2027-03-27',
        end: '2027-06-02',
        exact: ['2027-04-28'],
        allExact: true,
      },
      {
        source: 'chat',
        planet: 'Pluto',
        aspect: 'conjunction',
        target: 'Venus',
        exact: ['2027-03-03', '2027-07-17', '2028-01-09'],
        allExact: true,
      },
      {
        source: 'chat',
        planet: 'Mars',
        aspect: 'conjunction',
        target: 'Mars',
        end: '2027-02-02',
        exact: [],
        allExact: true,
      },
      { source: 'chat', planet: 'Saturn', aspect: 'trine', target: 'Mars', end: '2027-02-28' },
    ]);
  });
});

test("the model request's table, and a description's dates", () => {
  const prompt =
    'Timing (now):\n- Uranus square natal Moon: exact on 5 December 2026 and 11 April 2027 (in orb 13 October 2026 to 18 May 2027); through natal house 2; 0.3° now, applying';
  expect(modelRequestPassages(prompt)[0]).toMatchObject({
    planet: 'Uranus',
    aspect: 'square',
    target: 'Moon',
    start: '2026-10-13',
    end: '2027-05-18',
    exact: ['2026-12-05', '2027-04-11'],
    allExact: true,
  });
  expect(descriptionDates('Friction. It comes into orb on 29 Nov 2026 and is exact on 2 Dec 2026.')).toEqual({
    start: '2026-11-29',
    exact: ['2026-12-02'],
  });
  expect(descriptionDates('It is past its peak and fades by 7 Mar 2027.')).toEqual({ end: '2027-03-07' });
});

describe('agreement', () => {
  const page: NamedPassage = {
    source: 'page',
    planet: 'Uranus',
    aspect: 'square',
    target: 'Moon',
    start: '2026-10-13',
    end: '2027-05-18',
    exact: ['2026-12-05', '2027-04-11'],
    allExact: true,
    said: 'page',
  };

  test('the dates each states agree: shared, no disagreement', () => {
    const chat = { ...page, source: 'chat', start: undefined, exact: undefined, aspect: null, said: 'chat' };
    const next = { ...page, source: 'description', exact: ['2027-04-11'], allExact: false, said: 'description' };
    const result = agreement([page, chat, next]);
    expect(result.disagreements).toEqual([]);
    expect(result.shared).toEqual([{ contact: 'Uranus square Moon', sources: ['chat', 'description', 'page'] }]);
  });

  test('one day apart on an end, or a missing exact hit, is a disagreement', () => {
    const late = { ...page, source: 'chat', end: '2027-05-19', said: 'chat' };
    expect(agreement([page, late]).disagreements.join()).toMatch(/end 2027-05-18 ≠ 2027-05-19/);
    const fewer = { ...page, source: 'model', exact: ['2026-12-05'], said: 'model' };
    expect(agreement([page, fewer]).disagreements.join()).toMatch(/exact 2026-12-05,2027-04-11 ≠ 2026-12-05/);
  });

  test("a contact with two passages: a naming agrees with either, never with the other contact's", () => {
    const second = { ...page, start: '2027-10-20', end: '2028-02-23', exact: [], said: 'page 2' };
    const chat = { ...page, source: 'chat', start: '2027-10-20', end: '2028-02-23', exact: [], said: 'chat' };
    expect(agreement([page, second, chat]).disagreements).toEqual([]);
    const other = { ...chat, target: 'Sun', end: '2020-01-01' };
    expect(agreement([page, other]).shared).toEqual([]);
  });
});
