import { describe, expect, it } from 'vitest';
import { toldSymptoms } from './named-doctor.ts';

describe('symptoms told', () => {
  it('hears a lump in the body, never a lump sum of money', () => {
    expect(toldSymptoms('found a lump in my breast, does my chart show anything')).toBe(true);
    expect(toldSymptoms('severance is either a lump sum or garden leave till march')).toBe(false);
    expect(toldSymptoms('they offered two lump sums, which is better')).toBe(false);
  });
});
