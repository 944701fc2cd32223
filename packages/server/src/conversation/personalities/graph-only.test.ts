import { describe, expect, it } from 'vitest';
import {
  extractConcepts,
  graphOnlyAnswer,
  NO_KNOWLEDGE_ANSWER,
  normalizeConcepts,
  parseConceptAnswer,
  searchTerms,
  statedPlacements,
} from './graph-only.ts';
import { graphOnlySystemPrompt } from './graph-test.service.ts';

describe('built-in concept extractor', () => {
  it('finds planets, signs, houses, aspects and topics', () => {
    expect(extractConcepts('Tell me about Venus in Scorpio')).toEqual({
      planets: ['Venus'],
      signs: ['Scorpio'],
      houses: [],
      aspects: [],
      topics: [],
    });
    expect(extractConcepts('Mars square Saturn in my 10th house, and my career?')).toMatchObject({
      planets: ['Mars', 'Saturn'],
      houses: [10],
      aspects: ['square'],
      topics: ['Career'],
    });
    expect(extractConcepts('the eighth house and house 2, my rising sign').houses).toEqual([2, 8]);
    expect(extractConcepts('my rising sign').planets).toEqual(['Ascendant']);
  });

  it('does not mistake compound aspects for their parts', () => {
    expect(extractConcepts('a semi-square and a biquintile').aspects).toEqual(['semi-square', 'biquintile']);
    expect(extractConcepts('a semisextile').aspects).toEqual(['semi-sextile']);
  });

  it('finds nothing in a message without astrology', () => {
    expect(extractConcepts('What is the boiling point of water?')).toEqual({
      planets: [],
      signs: [],
      houses: [],
      aspects: [],
      topics: [],
    });
  });
});

describe('concept normalisation', () => {
  it('capitalises names, keeps integer houses 1 to 12, drops duplicates', () => {
    expect(
      normalizeConcepts({
        planets: ['venus', 'VENUS', 'north node', 3],
        signs: ['scorpio'],
        houses: [8, '4', 0, 13, 2.5, 'x', 8],
        aspects: ['Trine'],
        topics: ['love'],
      }),
    ).toEqual({
      planets: ['Venus', 'North Node'],
      signs: ['Scorpio'],
      houses: [8, 4],
      aspects: ['trine'],
      topics: ['Love'],
    });
    expect(normalizeConcepts(null)).toEqual({ planets: [], signs: [], houses: [], aspects: [], topics: [] });
  });

  it('parses a fenced JSON answer; anything else gives empty lists and a reason', () => {
    expect(parseConceptAnswer('```json\n{"planets":["sun"]}\n```').concepts.planets).toEqual(['Sun']);
    const bad = parseConceptAnswer('I think Venus');
    expect(bad.concepts.planets).toEqual([]);
    expect(bad.error).toMatch(/no JSON/);
    expect(parseConceptAnswer('{"planets": [}').error).toMatch(/not valid JSON/);
  });
});

describe('graph-only answer', () => {
  const fact = { label: 'Interpretation', title: 'Venus in Scorpio', text: 'Love runs deep.', keywords: ['depth'] };

  it('says exactly that it does not know when there are no facts', () => {
    expect(graphOnlyAnswer({ message: 'x', personality: 'guide', level: 'basic', facts: [] })).toBe(
      NO_KNOWLEDGE_ANSWER,
    );
  });

  it('uses the facts and nothing else; technical adds keywords', () => {
    const basic = graphOnlyAnswer({
      message: 'x',
      personality: 'mystical',
      level: 'basic',
      facts: [fact],
    });
    expect(basic).toContain('**Venus in Scorpio** (Interpretation): Love runs deep.');
    expect(basic).not.toContain('Keywords');
    const technical = graphOnlyAnswer({
      message: 'x',
      personality: 'mystical',
      level: 'technical',
      facts: [fact],
    });
    expect(technical).toContain('Keywords: depth.');
  });
});

describe('placements the message states', () => {
  it('pairs a planet with the house or sign it is said to be in, and nothing else', () => {
    expect(statedPlacements('What does Venus in my 7th house mean?')).toEqual([
      { kind: 'planet-in-house', planet: 'Venus', house: 7 },
    ]);
    expect(statedPlacements('Venus in Scorpio in the eighth house')).toEqual([
      { kind: 'planet-in-sign', planet: 'Venus', sign: 'Scorpio' },
      { kind: 'planet-in-house', planet: 'Venus', house: 8 },
    ]);
    expect(statedPlacements('my Scorpio Venus and my 10th house Saturn')).toEqual([
      { kind: 'planet-in-sign', planet: 'Venus', sign: 'Scorpio' },
      { kind: 'planet-in-house', planet: 'Saturn', house: 10 },
    ]);
  });

  it('never crosses two statements: Venus in the 7th and Mars in Aries stay apart', () => {
    const stated = statedPlacements('I have Venus in the 7th house and Mars in Aries');
    expect(stated).toEqual([
      { kind: 'planet-in-house', planet: 'Venus', house: 7 },
      { kind: 'planet-in-sign', planet: 'Mars', sign: 'Aries' },
    ]);
  });

  it('reads a rising sign and an aspect between two planets', () => {
    expect(statedPlacements('Leo rising')).toEqual([{ kind: 'ascendant-in-sign', sign: 'Leo' }]);
    expect(statedPlacements('Is Venus square my Mars hard?')).toEqual([
      { kind: 'aspect', planet1: 'Venus', planet2: 'Mars', aspect: 'square' },
    ]);
  });

  it('states nothing when the message only names things', () => {
    expect(statedPlacements('Tell me about Venus')).toEqual([]);
    expect(statedPlacements('What is the 7th house about?')).toEqual([]);
  });
});

describe('search terms', () => {
  it('keeps the words that name the subject', () => {
    expect(searchTerms('How do planetary hours work?')).toBe('planetary hours');
    expect(searchTerms('Tell me about the Saturn return, please')).toBe('saturn return');
    expect(searchTerms('What is it?')).toBe('');
  });

  it('does not read the verb "work" as a question about career', () => {
    expect(extractConcepts('How do planetary hours work?').topics).toEqual([]);
    expect(extractConcepts('Will things change at work?').topics).toContain('Career');
  });
});

describe('graph-only prompt', () => {
  const fact = {
    label: 'Interpretation',
    title: 'Venus in the 7th house',
    text: 'Partnership is central.',
    keywords: [],
  };
  it.each(['basic', 'technical'] as const)('%s: no chart or plan lines it cannot use', (level) => {
    const prompt = graphOnlySystemPrompt({ personality: 'guide', level, facts: [fact] });
    expect(prompt).toContain('Venus in the 7th house: Partnership is central.');
    expect(prompt).toContain(NO_KNOWLEDGE_ANSWER);
    expect(prompt).not.toMatch(/degrees|orbs|house system|dignities/i);
    expect(prompt).not.toMatch(/Plan:|Pro member|synastry|transit/i);
  });
});
