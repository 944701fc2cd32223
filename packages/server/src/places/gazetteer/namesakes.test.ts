import { richmondNorthYorkshire } from '@stellara/contract/testing/places';
import { describe, expect, test } from 'vitest';
import type { PlaceResult } from '../geocoder.ts';
import { displayNameOf } from './bundle.ts';
import { distinguishNamesakes } from './namesakes.ts';

const place = (over: Partial<PlaceResult>): PlaceResult => {
  const p = richmondNorthYorkshire(over);
  return { ...p, displayName: displayNameOf(p.city, p.state, p.country) };
};

describe('distinguishNamesakes', () => {
  test('two places that read the same name their counties', () => {
    const out = distinguishNamesakes([
      place({ county: 'Greater London', latitude: 51.46171, population: 21469 }),
      place({}),
      place({ city: 'Richmond', state: 'Virginia', county: 'City of Richmond', country: 'United States' }),
    ]);
    expect(out.map((r) => r.displayName)).toEqual([
      'Richmond, Greater London, England, United Kingdom',
      'Richmond, North Yorkshire, England, United Kingdom',
      'Richmond, Virginia, United States',
    ]);
  });

  test('a place alone keeps its short name; a county without a name changes nothing', () => {
    expect(distinguishNamesakes([place({})])[0]!.displayName).toBe('Richmond, England, United Kingdom');
    const out = distinguishNamesakes([place({ county: '' }), place({ county: '' })]);
    expect(out.map((r) => r.displayName)).toEqual([
      'Richmond, England, United Kingdom',
      'Richmond, England, United Kingdom',
    ]);
  });

  test('a county named like its town is not repeated', () => {
    expect(displayNameOf('Wagga Wagga', 'New South Wales', 'Australia', 'Wagga Wagga')).toBe(
      'Wagga Wagga, New South Wales, Australia',
    );
  });
});
