import { describe, expect, test } from 'vitest';
import { seedKnowledge } from '../knowledge/meanings.ts';
import { bigThreeLines, firstSentence } from './big-three.ts';

describe('firstSentence', () => {
  test('up to the first sentence end followed by a capital', () => {
    expect(
      firstSentence('Aries rising meets the world at speed: bold. That same quickness can read as abrasive.'),
    ).toBe('Aries rising meets the world at speed: bold.');
    expect(firstSentence('Orb 3.5° is wide. Next.')).toBe('Orb 3.5° is wide.');
    expect(firstSentence('One sentence only')).toBe('One sentence only');
    expect(firstSentence('  Spaced\n out.  ')).toBe('Spaced out.');
  });
});

describe('bigThreeLines', () => {
  test('every sign has a line for the Sun, the Moon and the rising sign in the starter knowledge base', async () => {
    const knowledge = seedKnowledge();
    for (const sign of ['Aries', 'Cancer', 'Libra', 'Pisces'] as const) {
      const lines = await bigThreeLines(knowledge, { sun: sign, moon: sign, rising: sign });
      for (const line of [lines.sun, lines.moon, lines.rising]) {
        expect(line).toMatch(/[.!?]$/);
        expect(line!.length).toBeLessThan(300);
      }
      expect(lines.rising).toContain(sign);
    }
    expect(await bigThreeLines(knowledge, {})).toEqual({ sun: null, moon: null, rising: null });
  });
});
