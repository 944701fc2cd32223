import { describe, expect, it } from 'vitest';
import {
  extractConcepts,
  graphOnlyAnswer,
  NO_KNOWLEDGE_ANSWER,
  normalizeConcepts,
  parseConceptAnswer,
} from './graph-only.ts';

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
