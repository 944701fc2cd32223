import type { PlaceResult } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { placeOptionTexts } from './placeOptions.ts';

const place = (over: Partial<PlaceResult>): PlaceResult => ({
  displayName: 'Richmond, England, United Kingdom',
  latitude: 54.4036,
  longitude: -1.73434,
  city: 'Richmond',
  state: 'England',
  country: 'United Kingdom',
  countryCode: 'GB',
  timezone: 'Europe/London',
  population: 8413,
  ...over,
});

describe('placeOptionTexts', () => {
  test('two places of one name in one region differ by population and coordinates', () => {
    const texts = placeOptionTexts([place({}), place({ latitude: 51.46171, longitude: -0.30633, population: 21469 })]);
    expect(texts).toEqual([
      { name: 'Richmond', detail: 'England, United Kingdom', extra: '8,413 people · 54.40° N, 1.73° W' },
      { name: 'Richmond', detail: 'England, United Kingdom', extra: '21,469 people · 51.46° N, 0.31° W' },
    ]);
  });

  test('places in different regions show population only; an unknown population is left out', () => {
    const texts = placeOptionTexts([
      place({ city: 'Richmond', state: 'Virginia', country: 'United States', population: 226610 }),
      place({ population: null }),
      place({ city: 'Wagga Wagga', state: 'New South Wales', country: 'Australia', latitude: -35.1, longitude: 147.4 }),
    ]);
    expect(texts.map((t) => t.extra)).toEqual(['226,610 people', '', '8,413 people']);
    expect(texts[0]!.detail).toBe('Virginia, United States');
  });

  test('a place without a city name shows its display name', () => {
    expect(placeOptionTexts([place({ city: '' })])[0]!.name).toBe('Richmond, England, United Kingdom');
  });
});
