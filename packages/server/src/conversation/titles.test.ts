import { FIRST_CHART_MESSAGE } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { autoTitle } from './titles.ts';

describe('auto titles (spec section 9)', () => {
  it('names the five topics by keywords', () => {
    expect(autoTitle('What does my chart say about love?')).toBe('Love & Relationships');
    expect(autoTitle('Should I change my career?')).toBe('Career Guidance');
    expect(autoTitle(FIRST_CHART_MESSAGE)).toBe('Birth Chart Reading');
    expect(autoTitle("What's coming for me this month")).toBe('Transit Forecast');
    expect(autoTitle('Are Leo and Aquarius compatible')).toBe('Compatibility Reading');
  });
  it('otherwise takes the first 4 words, cut to 30 characters, plus an ellipsis', () => {
    expect(autoTitle('Tell me something surprising today')).toBe('Tell me something surprising...');
    expect(autoTitle('Extraordinarily incomprehensible circumlocutions notwithstanding here')).toBe(
      'Extraordinarily incomprehensib...',
    );
    expect(autoTitle('Hello')).toBe('Hello...');
  });
  it('keeps the default for an empty message', () => {
    expect(autoTitle('   ')).toBe('New Conversation');
  });
});
