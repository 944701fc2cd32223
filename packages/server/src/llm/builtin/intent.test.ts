import { FIRST_CHART_MESSAGE } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { recognise } from './intent.ts';

const kind = (m: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => recognise(m, history);

describe('question recognition', () => {
  it('recognises each kind of question', () => {
    expect(kind(FIRST_CHART_MESSAGE)).toEqual({ kind: 'big-three' });
    expect(kind('What are my big three?')).toEqual({ kind: 'big-three' });
    expect(kind('sun, moon and rising please')).toEqual({ kind: 'big-three' });
    expect(kind('Tell me about my Venus')).toEqual({ kind: 'planet', planet: 'Venus' });
    expect(kind('what does my rising sign say')).toEqual({ kind: 'planet', planet: 'Ascendant' });
    expect(kind('What does Sun square Moon mean for me?')).toEqual({
      kind: 'aspect',
      planets: ['Sun', 'Moon'],
      aspect: 'square',
    });
    expect(kind('Venus and Mars together?')).toEqual({ kind: 'aspect', planets: ['Venus', 'Mars'], aspect: null });
    expect(kind('what is in my 7th house')).toEqual({ kind: 'house', house: 7 });
    expect(kind('tell me about the tenth house')).toEqual({ kind: 'house', house: 10 });
    expect(kind('Why am I so Scorpio about everything')).toEqual({ kind: 'sign', sign: 'Scorpio' });
    expect(kind('Will I find love?')).toEqual({ kind: 'love' });
    expect(kind('Should I quit my job?')).toEqual({ kind: 'career' });
    expect(kind("What's coming for me?")).toEqual({ kind: 'transits' });
    expect(kind('any transits this month')).toEqual({ kind: 'transits' });
    expect(kind('Are we compatible? He is a Leo')).toEqual({ kind: 'compatibility' });
    expect(kind("Explain like I'm new")).toEqual({ kind: 'explain' });
    expect(kind('Hello there friend')).toEqual({ kind: 'overview' });
  });

  it('a follow-up builds on the last recognised question, one layer deeper per step back', () => {
    const history = [
      { role: 'user' as const, content: 'Tell me about my Venus' },
      { role: 'assistant' as const, content: '...' },
    ];
    expect(kind('tell me more', history)).toEqual({
      kind: 'follow-up',
      previous: { kind: 'planet', planet: 'Venus' },
      depth: 1,
    });
    expect(kind('why?', history)).toMatchObject({ kind: 'follow-up', previous: { planet: 'Venus' } });
    expect(kind('and?', [...history, { role: 'user', content: 'hmm' }])).toMatchObject({ depth: 2 });
    // A real question is never a follow-up.
    expect(kind('What about my career?', history)).toEqual({ kind: 'career' });
  });
});
