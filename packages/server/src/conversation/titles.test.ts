import { FIRST_CHART_MESSAGE } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { autoTitle, factorTitle, hookTitle, nextTitle } from './titles.ts';

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
  it('names the placements or the life area a question is about, before the generic chart title', () => {
    expect(autoTitle('What does my Moon say about me?')).toBe('Your Moon');
    expect(autoTitle('What does my rising sign mean?')).toBe('Your Rising Sign');
    expect(autoTitle('Tell me about Mars in Scorpio')).toBe('Mars in Scorpio');
    expect(autoTitle('What does Moon square Saturn do to me?')).toBe('Moon–Saturn square');
    expect(autoTitle('How do I handle money?')).toBe('Money & Security');
    expect(factorTitle('What about my 7th house?')).toBe('Your 7th House');
    expect(factorTitle('Mercury in the 3rd house?')).toBe('Mercury in the 3rd House');
    expect(factorTitle('Hello there')).toBeNull();
  });
});

describe('hook titles', () => {
  it("names the hook's aspect, stellium or first placement", () => {
    expect(hookTitle(['Sun in Cancer', 'Sun in the 10th house', 'Moon in Aries', 'Sun square Moon'])).toBe(
      'Sun–Moon square',
    );
    expect(hookTitle(['stellium in Capricorn', 'Sun in Capricorn', 'Mercury in Capricorn'])).toBe(
      'Stellium in Capricorn',
    );
    expect(hookTitle(['Moon in Cancer'])).toBe('Moon in Cancer');
    expect(hookTitle([])).toBeNull();
  });
});

describe('nextTitle', () => {
  const noHook = { answered: false, placements: [] };
  it('titles a new chat from its first message, or from the hook it answers', () => {
    expect(nextTitle('New Conversation', 'Should I change my career?', noHook)).toBe('Career Guidance');
    expect(nextTitle('New Conversation', "Yes, that's me", { answered: true, placements: ['Sun square Moon'] })).toBe(
      'Sun–Moon square',
    );
    expect(nextTitle('New Conversation', "Yes, that's me", { answered: true, placements: [] })).toBe(
      'Birth Chart Reading',
    );
  });
  it('lets the automatic first message give way to the first topic the person names, once', () => {
    const first = nextTitle('New Conversation', FIRST_CHART_MESSAGE, noHook);
    expect(first).toBe('Birth Chart Reading');
    expect(nextTitle(first, 'Tell me more', noHook)).toBe('Birth Chart Reading');
    const second = nextTitle(first, 'What about my career?', noHook);
    expect(second).toBe('Career Guidance');
    expect(nextTitle(second, 'And love?', noHook)).toBe('Career Guidance');
  });
});
