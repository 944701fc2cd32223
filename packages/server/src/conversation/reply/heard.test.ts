import { describe, expect, it } from 'vitest';
import type { Understanding } from '../understanding/understanding.ts';
import { questionOf, questionsIn } from './heard.ts';

const heard = (
  over: Omit<Partial<Understanding>, 'about'> & { about?: Partial<Understanding['about']> } = {},
): Understanding => ({
  acts: ['ask'],
  time: null,
  situation: null,
  language: 'en',
  ...over,
  about: {
    topics: [],
    points: [],
    houses: [],
    signs: [],
    aspects: [],
    aspectNames: [],
    techniques: [],
    ...over.about,
  },
});

describe('questionOf', () => {
  it('asks about both sides of a named aspect', () => {
    const q = questionOf(
      heard({ about: { aspects: [{ a: 'Sun', aspect: 'trine', b: 'Pluto' }] } }),
      'sun trine pluto?',
    );
    expect(q).toMatchObject({ kind: 'reading', points: ['Sun', 'Pluto'], aspect: 'trine' });
  });

  it('reads the IC and the Descendant as the 4th and 7th houses', () => {
    const q = questionOf(heard({ about: { points: ['IC', 'Descendant'] } }), 'my ic and descendant');
    expect(q.points).toEqual([]);
    expect(q.houses).toEqual([4, 7]);
  });

  it('declines a request outside astrology even when it comes out as a question too', () => {
    expect(questionOf(heard({ acts: ['off-topic', 'ask'] }), 'a banana bread recipe?').kind).toBe('off-topic');
    const chartToo = heard({ acts: ['off-topic', 'ask'], about: { points: ['Moon'] } });
    expect(questionOf(chartToo, 'a recipe, and my moon?').kind).toBe('reading');
  });

  it('takes a hedged yes as neither yes nor no, and the words before the act', () => {
    expect(questionOf(heard({ acts: ['agree'] }), 'hmm, maybe').reaction).toBe('neutral');
    expect(questionOf(heard({ acts: ['agree'] }), 'spot on').reaction).toBe('yes');
    expect(questionOf(heard({ acts: ['agree', 'doubt'] }), "yes that's me").reaction).toBe('yes');
    expect(questionOf(heard({ acts: ['doubt'] }), "i don't buy it").reaction).toBe('no');
  });

  it('reads a family question through the home houses and a month ahead as the year', () => {
    const q = questionOf(
      heard({ about: { topics: ['family'] }, time: { kind: 'next-month' } }),
      'my family next month',
    );
    expect(q).toMatchObject({ theme: 'home', timing: 'year' });
  });
});

describe('questionsIn', () => {
  it.each([
    ['whats my sun sign? whats my moon sign?', ['whats my sun sign?', 'whats my moon sign?']],
    ['tell me about my venus. also why do i ghost people', ['tell me about my venus', 'why do i ghost people']],
    ['what are my strengths; and what about my weaknesses', ['what are my strengths', 'what about my weaknesses']],
  ])('%s', (message, pieces) => {
    expect(questionsIn(message)).toEqual(pieces);
  });

  it('keeps a piece that only points back with the question before it', () => {
    expect(questionsIn("who's my chart ruler and where is it sitting")).toEqual([
      "who's my chart ruler and where is it sitting",
    ]);
    expect(questionsIn('cuál es mi mayor debilidad? y cómo la trabajo?')).toEqual([
      'cuál es mi mayor debilidad? y cómo la trabajo?',
    ]);
  });

  it('leaves one question whole', () => {
    expect(questionsIn('what do sun and moon mean together')).toEqual(['what do sun and moon mean together']);
  });
});
