import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { GENERAL_TERMS, generalTerms } from './general-terms.ts';
import { empathyOpening } from './situations.ts';

describe('the general words of an acknowledgement', () => {
  it.each([
    ['job-loss', 'they finally let me go from work after the merger talk'],
    ['job-loss', 'me despidieron del curro'],
    ['money-worry', 'the rent went up again and i cant keep up'],
    ['loneliness', 'je me sens tellement seule ici'],
  ] as const)('are the situation’s own when the message speaks of it: %s, %s', (situation, message) => {
    expect(generalTerms(situation, message)).toBe(GENERAL_TERMS[situation]);
  });

  it.each([
    ['job-loss', 'i got rejected from the phd program, four years of work for nothing'],
    ['job-loss', 'non ho passato il concorso, di nuovo'],
    ['illness', 'everything is falling apart this month'],
    ['money-worry', 'i feel like such a failure compared to my siblings'],
  ] as const)('name no category the message never named: %s, %s', (situation, message) => {
    expect(generalTerms(situation, message)).not.toBe(GENERAL_TERMS[situation]);
    for (const voice of personalityIds) {
      const opening = empathyOpening(situation, message, voice, 0);
      expect(opening).not.toContain(GENERAL_TERMS[situation]);
      expect(opening).not.toMatch(/\{x\}|\{X\}/);
    }
  });
});
