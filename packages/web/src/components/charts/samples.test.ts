import { describe, expect, test } from 'vitest';
import { sampleTransitsAround } from './samples.ts';

describe('sample transits', () => {
  test('dated around the day they are shown: the one marked exact peaks that day, the others are current', () => {
    for (const now of [new Date('2026-11-28T16:00:00Z'), new Date('2031-02-03T01:30:00Z')]) {
      const samples = sampleTransitsAround(now);
      const day = now.toISOString().slice(0, 10);
      expect(samples.map((t) => t.colour)).toEqual(['red', 'yellow', 'green']);
      for (const t of samples) {
        expect(t.exact.slice(0, 10) === day).toBe(t.isExact);
        // Every passage is under way or just ahead: started on or before, ending after the day shown.
        expect(Date.parse(t.start)).toBeLessThanOrEqual(now.getTime());
        expect(Date.parse(t.end)).toBeGreaterThan(now.getTime());
        expect(Date.parse(t.start)).toBeLessThan(Date.parse(t.exact));
        expect(Date.parse(t.exact)).toBeLessThan(Date.parse(t.end));
      }
      expect(samples.filter((t) => t.isExact)).toHaveLength(1);
    }
  });
});
