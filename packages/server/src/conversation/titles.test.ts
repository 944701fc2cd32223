import { FIRST_CHART_MESSAGE } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { autoTitle, factorTitle, hookTitle, isRealQuestion, nextTitle } from './titles.ts';
import { understandingReader } from './understanding/reader.ts';

describe('auto titles (docs/conversation.md#opening)', () => {
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
  const noHook = { answered: false, placements: [] as string[] };
  const reader = understandingReader();
  const heard = (text: string) => reader.understand(text, { sent: new Date('2026-11-28T12:00:00Z') });
  const next = (current: string, text: string, hook: { answered: boolean; placements: string[] } = noHook) =>
    nextTitle(current, text, hook, heard(text));

  it('titles a new chat from its first message, or from the hook it answers', () => {
    expect(next('New Conversation', 'Should I change my career?')).toBe('Career Guidance');
    expect(next('New Conversation', "Yes, that's me", { answered: true, placements: ['Sun square Moon'] })).toBe(
      'Sun–Moon square',
    );
    expect(next('New Conversation', "Yes, that's me", { answered: true, placements: [] })).toBe('Birth Chart Reading');
  });

  it('takes the topic the understanding step heard, not the first keyword', () => {
    // Agreeing with the hook is not a question about work: the chat is about the hook's tension.
    expect(
      next('New Conversation', "yes that's me... at work", { answered: false, placements: ['Moon square Saturn'] }),
    ).toBe('Moon–Saturn square');
    // With nothing presented, the chat waits for a real question.
    expect(next('New Conversation', "yes that's me... at work")).toBe('New Conversation');
    expect(next('New Conversation', 'Thank you!')).toBe('New Conversation');
    expect(next('New Conversation', 'my mother and I keep fighting')).toBe('Family');
    expect(next('New Conversation', 'Will I find love this year?')).toBe('Love & Relationships');
    expect(next('New Conversation', 'is mercury retrograde right now')).toBe('Retrogrades');
    expect(next('New Conversation', 'What does my Moon in Cancer mean?')).toBe('Moon in Cancer');
  });

  it('lets the automatic first message give way to the first topic the person names, once', () => {
    const first = next('New Conversation', FIRST_CHART_MESSAGE);
    expect(first).toBe('Birth Chart Reading');
    expect(next(first, 'Tell me more')).toBe('Birth Chart Reading');
    expect(next(first, "yes that's me at work")).toBe('Birth Chart Reading');
    const second = next(first, 'What about my career?');
    expect(second).toBe('Career Guidance');
    expect(next(second, 'And love?')).toBe('Career Guidance');
  });

  it('hears a real question by what it does: asking, or telling of a life, not agreeing', () => {
    expect(isRealQuestion(heard('Should I change jobs?'))).toBe(true);
    expect(isRealQuestion(heard('I lost my job last week.'))).toBe(true);
    expect(isRealQuestion(heard("yes that's me at work"))).toBe(false);
    expect(isRealQuestion(heard('hi'))).toBe(false);
  });
});
