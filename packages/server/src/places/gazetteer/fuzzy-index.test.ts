import { describe, expect, it } from 'vitest';
import { EditPattern, editDistance, FuzzyNameIndex, maxEditsFor, trigramsOf } from './fuzzy-index.ts';

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['london', 'london', 0],
    ['lnodon', 'london', 1], // two adjacent letters swapped: one edit
    ['protland', 'portland', 1],
    ['londn', 'london', 1], // a letter missing
    ['loondon', 'london', 1], // a letter doubled
    ['lomdon', 'london', 1], // a neighbouring key
    ['lnodon', 'odon', 2],
    ['protland', 'totland', 2],
    ['ca', 'abc', 3], // optimal string alignment: no edit of a swapped pair (true Damerau says 2)
    ['', 'abc', 3],
    ['paris', '', 5],
    ['kitten', 'sitting', 3],
  ])('%s / %s = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('stops at max + 1 once the distance is known to be larger', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('lnodon', 'london', 1)).toBe(1);
    // A bounded call never says less than the true distance, nor more than max + 1.
    for (const [a, b] of [
      ['abcd', 'badc'],
      ['springfield', 'sprngfeld'],
      ['barcelna', 'barcelona'],
    ] as const) {
      const d = editDistance(a, b);
      for (let max = 0; max <= 4; max++) expect(editDistance(a, b, max)).toBe(Math.min(d, max + 1));
    }
  });
});

describe('FuzzyNameIndex', () => {
  const index = FuzzyNameIndex.build([
    { placeId: 1, name: 'london', population: 8_961_989 },
    { placeId: 2, name: 'odon', population: 1_401 },
    { placeId: 3, name: 'portland', population: 652_503 },
    { placeId: 4, name: 'totland', population: 2_927 },
    { placeId: 5, name: 'lund', population: 87_244 },
    { placeId: 6, name: 'paris', population: 2_138_551 },
    { placeId: 7, name: 'ufa', population: 1_120_547 },
    { placeId: 8, name: 'springfield', population: 169_176 },
    { placeId: 9, name: 'portland', population: 66_881 },
    { placeId: 10, name: 'new york city', population: 8_804_190 },
    { placeId: 10, name: 'new york', population: 8_804_190 },
  ]);
  const ids = (q: string, limit = 10) => index.search(q, limit).map((h) => h.placeId);

  it('pads names with two marks on each side', () => {
    expect(trigramsOf('ufa').sort()).toEqual(['^^u', '^uf', 'ufa', 'fa$', 'a$$'].sort());
  });

  it('finds short names one edit away, which trigram similarity misses', () => {
    // pg_trgm similarity of these pairs is below 0.3; the edit distance is one.
    expect(ids('lnodon')).toEqual([1]);
    expect(ids('protland')).toEqual([3, 9]);
    expect(ids('pars')).toEqual([6]);
    expect(ids('lund')).toEqual([]);
    expect(ids('lnud')).toEqual([5]);
  });

  it('returns the spelling found and its population, one hit per place, fewest edits first', () => {
    expect(index.search('new yrok', 10)).toEqual([{ placeId: 10, name: 'new york', population: 8_804_190 }]);
    expect(index.search('portlnd', 10)).toEqual([
      { placeId: 3, name: 'portland', population: 652_503 },
      { placeId: 9, name: 'portland', population: 66_881 },
    ]);
    expect(ids('protland', 1)).toEqual([3]);
  });

  it('allows two edits from ten letters on, one from four, none under four', () => {
    expect([3, 4, 9, 10].map(maxEditsFor)).toEqual([0, 1, 1, 2]);
    expect(ids('sprngfeild')).toEqual([8]); // two edits in ten letters
    expect(ids('protlnd')).toEqual([]); // two edits in seven
    expect(ids('lnodn')).toEqual([]);
    expect(ids('ufs')).toEqual([]); // three letters: too little to go on
    expect(ids('ufaa')).toEqual([7]);
  });

  it('leaves out exact names (found by the exact lookup) and unrelated ones', () => {
    expect(ids('london')).toEqual([]);
    expect(ids('qqqqqq')).toEqual([]);
    // Its counters are reset after each search: the same query gives the same answer again.
    expect(ids('lnodon')).toEqual([1]);
  });
});

describe('FuzzyNameIndex.buildGradually', () => {
  it('pauses between steps and answers as the index built at once', async () => {
    const words = ['london', 'lodnon', 'paris', 'parsi', 'berlin', 'belrin', 'oslo', 'olso'];
    const entries = Array.from({ length: 45_000 }, (_, i) => ({
      placeId: i,
      name: `${words[i % words.length]}${i.toString(36)}`,
      population: i,
    }));
    let pauses = 0;
    const gradual = await FuzzyNameIndex.buildGradually(entries, async () => {
      pauses++;
    });
    expect(pauses).toBe(9);
    const atOnce = FuzzyNameIndex.build(entries);
    for (const q of ['london1a', 'lodnon2b', 'pari3', 'berlinzz', 'olso9k']) {
      expect(gradual.search(q, 20)).toEqual(atOnce.search(q, 20));
    }
    expect(gradual.search('london1a', 20).length).toBeGreaterThan(0);
  });
});

describe('EditPattern (bit-parallel)', () => {
  it('gives the same distance as the dynamic programme', () => {
    // Seeded random pairs over a small alphabet, so that swaps, repeats and near misses are common.
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const word = (max: number) =>
      Array.from({ length: Math.floor(rand() * max) }, () => 'abcd '[Math.floor(rand() * 5)]).join('');
    for (let n = 0; n < 3_000; n++) {
      const a = word(n < 2_900 ? 12 : 40); // the last ones longer than 31, done by the programme
      const b = word(n < 2_900 ? 12 : 40);
      const pattern = new EditPattern(a);
      expect(pattern.distance(b), `${a} / ${b}`).toBe(editDistance(a, b));
      expect(pattern.distance(b, 1), `${a} / ${b}`).toBe(Math.min(editDistance(a, b), 2));
    }
    expect(new EditPattern('lnodon').distance('london')).toBe(1);
    expect(new EditPattern('ca').distance('abc')).toBe(3);
  });
});
