import { describe, expect, it } from 'vitest';
import { extractTeaching, factsFromModel, HOUSE_RANGE_ERROR, looksLikeStatement, topicList } from './teaching.ts';

describe('teaching extraction', () => {
  it('reads an exaltation, capitalising the names', () => {
    const { facts, concepts } = extractTeaching('venus is exalted in pisces');
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({
      kind: 'relationship',
      type: 'EXALTED_IN',
      name: 'Venus EXALTED_IN Pisces',
      from: { label: 'Planet', name: 'Venus' },
      to: { label: 'Sign', name: 'Pisces' },
    });
    expect(concepts).toContainEqual({ type: 'Planet', name: 'Venus' });
  });

  it('reads rulership both ways, detriment and fall', () => {
    const { facts } = extractTeaching(
      'Mars rules Aries. Taurus is ruled by Venus. Mars is in detriment in Libra. Saturn is in fall in Aries.',
    );
    expect(facts.map((f) => f.name)).toEqual([
      'Mars RULES Aries',
      'Venus RULES Taurus',
      'Mars DETRIMENT_IN Libra',
      'Saturn FALL_IN Aries',
    ]);
  });

  it('reads what a house covers, by number or by word', () => {
    const a = extractTeaching('The 8th house covers shared resources.').facts[0];
    expect(a).toMatchObject({
      kind: 'keywords',
      entity: { label: 'House', number: 8 },
      keywords: ['shared resources'],
    });
    const b = extractTeaching('the second house represents money, possessions and self-worth').facts[0];
    expect(b).toMatchObject({
      entity: { label: 'House', number: 2 },
      keywords: ['money', 'possessions', 'self-worth'],
    });
    const c = extractTeaching('House 10 is about career').facts[0];
    expect(c).toMatchObject({ entity: { label: 'House', number: 10 }, keywords: ['career'] });
  });

  it('refuses house numbers outside 1-12 or not whole', () => {
    for (const text of ['The 13th house covers secrets.', 'House 0 covers nothing.', 'House 2.5 covers halves.']) {
      const [fact] = extractTeaching(text).facts;
      expect(fact, text).toMatchObject({ kind: 'invalid', error: HOUSE_RANGE_ERROR });
    }
  });

  it('reads an aspect nature and planet themes', () => {
    expect(extractTeaching('A trine is harmonious.').facts[0]).toMatchObject({
      kind: 'aspect-nature',
      entity: { label: 'Aspect', name: 'Trine' },
      nature: 'harmonious',
    });
    expect(extractTeaching('Saturn represents discipline and time.').facts[0]).toMatchObject({
      kind: 'keywords',
      entity: { label: 'Planet', name: 'Saturn' },
      keywords: ['discipline', 'time'],
    });
  });

  it('finds nothing in a question', () => {
    expect(extractTeaching('What does Venus in Scorpio mean for love?').facts).toEqual([]);
  });

  it('splits topic lists', () => {
    expect(topicList('the home, family and roots.')).toEqual(['home', 'family', 'roots']);
  });
});

describe('model fact extraction', () => {
  it('tells statements from questions', () => {
    expect(looksLikeStatement('Jupiter feels at home in Cancer, where it is exalted')).toBe(true);
    expect(looksLikeStatement('What does Venus in Scorpio mean?')).toBe(false);
    expect(looksLikeStatement('Tell me about my Moon')).toBe(false);
  });

  it('checks the model facts like the rules: names capitalised, houses 1-12, known names only', () => {
    const json = JSON.stringify({
      facts: [
        { kind: 'dignity', planet: 'jupiter', relation: 'exalted_in', sign: 'cancer' },
        { kind: 'house', house: 4, topics: ['home', 'roots'] },
        { kind: 'house', house: 14, topics: ['nothing'] },
        { kind: 'house', house: 2.5, topics: ['halves'] },
        { kind: 'dignity', planet: 'Vulcan', relation: 'RULES', sign: 'Virgo' },
        { kind: 'aspect', aspect: 'square', nature: 'challenging' },
        { kind: 'keywords', entity: 'saturn', topics: ['time'] },
        'garbage',
      ],
    });
    const facts = factsFromModel(`\`\`\`json\n${json}\n\`\`\``, 'the statement');
    expect(facts.map((f) => f.name)).toEqual([
      'Jupiter EXALTED_IN Cancer',
      'House 4: home, roots',
      'House 14',
      'House 2.5',
      'Square: challenging',
      'Saturn: time',
    ]);
    expect(facts.filter((f) => f.kind === 'invalid').map((f) => (f as { error: string }).error)).toEqual([
      HOUSE_RANGE_ERROR,
      HOUSE_RANGE_ERROR,
    ]);
    expect(factsFromModel('no json here', 'x')).toEqual([]);
    expect(factsFromModel('{"facts": "none"}', 'x')).toEqual([]);
  });
});
