import { ASPECTS, AYANAMSAS, HOUSE_SYSTEMS, PERSPECTIVES, POINT_NAMES, ZODIAC_TYPES } from '@stellara/astro';
import {
  ASPECT_NAMES,
  CHART_POINT_NAMES,
  HOUSE_SYSTEM_IDS,
  PERSPECTIVE_TYPES,
  SIDEREAL_MODES,
  ZODIAC_TYPE_NAMES,
} from '@stellara/contract';
import { describe, expect, it } from 'vitest';

// The contract repeats the engine's option lists (the web must not import the native engine): keep them equal.
describe('chart contract', () => {
  it('offers exactly what the engine computes', () => {
    expect([...HOUSE_SYSTEM_IDS]).toEqual(Object.keys(HOUSE_SYSTEMS));
    expect([...SIDEREAL_MODES]).toEqual(Object.keys(AYANAMSAS));
    expect([...PERSPECTIVE_TYPES]).toEqual([...PERSPECTIVES]);
    expect([...ZODIAC_TYPE_NAMES]).toEqual([...ZODIAC_TYPES]);
    expect([...CHART_POINT_NAMES]).toEqual([...POINT_NAMES]);
    expect([...ASPECT_NAMES]).toEqual(ASPECTS.map((a) => a.name));
  });
});
