import { richmondNorthYorkshire } from '@stellara/contract/testing/places';
import { describe, expect, test } from 'vitest';
import { placeOptionTexts } from './placeOptions.ts';

const place = richmondNorthYorkshire;

describe('placeOptionTexts', () => {
  test('two places of one name in one region name their counties, with population', () => {
    const texts = placeOptionTexts([
      place({}),
      place({ county: 'Greater London', latitude: 51.46171, longitude: -0.30633, population: 21469 }),
    ]);
    expect(texts).toEqual([
      { name: 'Richmond', detail: 'North Yorkshire, England, United Kingdom', extra: '8,413 people' },
      { name: 'Richmond', detail: 'Greater London, England, United Kingdom', extra: '21,469 people' },
    ]);
  });

  test('namesakes that still read the same add their coordinates', () => {
    const texts = placeOptionTexts([
      place({ county: '' }),
      place({ county: '', latitude: 51.46171, longitude: -0.30633, population: 21469 }),
    ]);
    expect(texts.map((t) => [t.detail, t.extra])).toEqual([
      ['England, United Kingdom', '8,413 people · 54.40° N, 1.73° W'],
      ['England, United Kingdom', '21,469 people · 51.46° N, 0.31° W'],
    ]);
  });

  test('a place with a name of its own shows no county; an unknown population is left out', () => {
    const texts = placeOptionTexts([
      place({ state: 'Virginia', county: 'City of Richmond', country: 'United States', population: 226610 }),
      place({ population: null }),
      place({
        city: 'Wagga Wagga',
        state: 'New South Wales',
        county: 'Wagga Wagga',
        country: 'Australia',
        latitude: -35.1,
        longitude: 147.4,
        population: 7690,
      }),
    ]);
    expect(texts.map((t) => t.extra)).toEqual(['226,610 people', '', '7,690 people']);
    expect(texts.map((t) => t.detail)).toEqual([
      'City of Richmond, Virginia, United States',
      'North Yorkshire, England, United Kingdom',
      'New South Wales, Australia',
    ]);
  });

  test('a place without a city name shows its display name', () => {
    expect(placeOptionTexts([place({ city: '' })])[0]!.name).toBe('Richmond, England, United Kingdom');
  });
});
