import { describe, expect, test } from 'vitest';
import { compatibilityColour, compatibilityLabel, transitIntensityColour } from './bands.ts';

describe('colour bands (docs/charts.md#bands)', () => {
  test('transit intensity: 8 and above red, 6 and above yellow, else green', () => {
    expect([10, 9, 8, 7.9, 7, 6, 5.9, 5, 3].map(transitIntensityColour)).toEqual([
      'red',
      'red',
      'red',
      'yellow',
      'yellow',
      'yellow',
      'green',
      'green',
      'green',
    ]);
  });
  test('compatibility percentage: 80 and above green, 60 and above yellow, else red', () => {
    expect([100, 80, 79, 60, 59.5, 0].map(compatibilityColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });
  test('the compatibility label follows the same number: no "Strong" in red, no "Light" in green', () => {
    for (let pct = 0; pct <= 100; pct++) {
      const label = compatibilityLabel(pct);
      const colour = compatibilityColour(pct);
      if (colour === 'green') expect(label).toBe('Strong connection');
      if (colour === 'yellow') expect(label).toBe('Good connection');
      if (colour === 'red') expect(['Mixed connection', 'Light connection']).toContain(label);
    }
    expect([40, 39].map(compatibilityLabel)).toEqual(['Mixed connection', 'Light connection']);
  });
});
