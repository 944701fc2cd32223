import { describe, expect, it } from 'vitest';
import { parentPoint } from './parents.ts';

describe('parentPoint', () => {
  it('reads a father from the Sun and a mother from the Moon', () => {
    expect(parentPoint('is there something in my chart about my relationship with my father')).toMatchObject({
      point: 'Sun',
      parent: 'father',
    });
    expect(parentPoint('what does my chart say about my mum')).toMatchObject({ point: 'Moon', parent: 'mother' });
  });
  it('leaves grandparents, step-parents and in-laws, and other questions, alone', () => {
    expect(parentPoint('my grandfather and me')).toBeNull();
    expect(parentPoint('my father-in-law hates me')).toBeNull();
    expect(parentPoint("what's my moon sign")).toBeNull();
  });
});
