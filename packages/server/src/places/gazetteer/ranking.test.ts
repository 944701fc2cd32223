import { describe, expect, it } from 'vitest';
import { type PlaceCandidate, rankPlaces } from './ranking.ts';

const c = (placeId: number, name: string, population: number, tier: 0 | 1 | 2, qualified = true): PlaceCandidate => ({
  placeId,
  name,
  population,
  tier,
  main: true,
  qualified,
});

describe('rankPlaces (the order of the SQL search it replaces)', () => {
  it('puts exact names before longer ones, then the most populous, then the lower id', () => {
    const ranked = rankPlaces(
      'paris',
      [c(5, 'paris', 25_000, 0), c(2, 'parisot', 9_000_000, 1), c(1, 'paris', 2_100_000, 0), c(3, 'paris', 25_000, 0)],
      10,
    );
    expect(ranked).toEqual([1, 3, 5, 2]);
  });

  it('lists each place once, at most `limit`', () => {
    const ranked = rankPlaces('lon', [c(1, 'london', 9e6, 1), c(1, 'londres', 9e6, 1), c(2, 'lonato', 1e4, 1)], 1);
    expect(ranked).toEqual([1]);
  });

  it('answers with the places in the named area alone when some match the name there', () => {
    const ranked = rankPlaces(
      'paris',
      [c(1, 'paris', 2_100_000, 0, false), c(2, 'paris', 25_000, 0, true), c(3, 'parish', 30_000, 2, true)],
      5,
    );
    expect(ranked).toEqual([2]);
  });

  it('otherwise ranks similar spellings in the area first, then direct matches elsewhere, closest spelling first', () => {
    const ranked = rankPlaces(
      'liverpol',
      [
        c(1, 'liverpol x', 5_000, 1, false),
        c(2, 'liverpool', 27_000, 2, true),
        c(3, 'liverpool', 864_000, 2, false),
        c(4, 'livorno', 158_000, 2, true),
      ],
      5,
    );
    // similarity('liverpol', 'liverpool') 0.73 beats 'livorno' 0.21 though Livorno is bigger.
    expect(ranked).toEqual([2, 4, 1, 3]);
  });

  it('counts a place matched directly and by a similar spelling as a direct match', () => {
    expect(
      rankPlaces('bar', [c(1, 'bari', 300_000, 2), c(2, 'barcelona', 1_600_000, 1), c(1, 'bari', 300_000, 1)], 5),
    ).toEqual([2, 1]);
  });

  it('gives one- and two-letter queries nothing outside the named area', () => {
    expect(rankPlaces('la', [c(1, 'la', 100, 0, false)], 5)).toEqual([]);
    expect(rankPlaces('la', [c(1, 'la', 100, 0, true)], 5)).toEqual([1]);
  });
});
