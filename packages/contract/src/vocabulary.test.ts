import { describe, expect, test } from 'vitest';
import {
  CLASSICAL_PLANETS,
  formatDegree,
  HOUSE_KEYS,
  ORDINAL_NUMBERS,
  OUTER_PLANETS,
  ordinal,
  PERSONAL_PLANETS,
  SIGN_GLYPHS,
  SIGN_NAME_BY_CODE,
  SIGN_NAMES,
  SLOW_PLANETS,
} from './vocabulary.ts';

describe('vocabulary', () => {
  test('derives sign look-ups from the one table', () => {
    expect(SIGN_NAMES).toHaveLength(12);
    expect(SIGN_NAME_BY_CODE.Sag).toBe('Sagittarius');
    expect(SIGN_GLYPHS.Pisces).toBe('♓');
  });

  test('writes ordinals as words, numbers and chart API house names', () => {
    expect(ORDINAL_NUMBERS).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
      '8th',
      '9th',
      '10th',
      '11th',
      '12th',
    ]);
    expect(ordinal(21)).toBe('21st');
    expect(ordinal(113)).toBe('113th');
    expect(HOUSE_KEYS[0]).toBe('First_House');
    expect(HOUSE_KEYS[11]).toBe('Twelfth_House');
  });

  test('cuts the planet groups from the ten planets', () => {
    expect(PERSONAL_PLANETS).toEqual(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars']);
    expect(CLASSICAL_PLANETS.at(-1)).toBe('Saturn');
    expect(SLOW_PLANETS).toEqual(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
    expect(OUTER_PLANETS).toEqual(['Uranus', 'Neptune', 'Pluto']);
  });

  test('writes a position as degrees and arcminutes, the minutes rounded', () => {
    expect(formatDegree(22.38)).toBe("22°23'");
    expect(formatDegree(0)).toBe("0°00'");
    expect(formatDegree(7.4)).toBe("7°24'");
    expect(formatDegree(29.9999)).toBe("30°00'");
  });
});
