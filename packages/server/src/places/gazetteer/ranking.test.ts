import { describe, expect, it } from 'vitest';
import { type PlaceCandidate, rankPlaces } from './ranking.ts';

// Real places and populations from the bundled gazetteer (GeoNames), ids shortened.
const LONDON = 1;
const ODON = 2;
const PORTLAND_OR = 3;
const TOTLAND = 4;
const PARIS = 5;
const PARSBERG = 6;
const LUND = 7;
const PORTLAND_ME = 8;
const VILLAGE = 9;
const TOWN = 10;
const LONDON_ON = 11;
const MAN = 12;
const MANAUS = 13;
const KYIV = 14;
const OTHER = 15;
const PARSABAD = 16;
const GUANGZHOU = 17;
const HUANGZHOU = 18;
const HONG_KONG = 19;
const HANAM = 20;

const c = (
  placeId: number,
  name: string,
  population: number,
  tier: PlaceCandidate['tier'],
  more: Partial<PlaceCandidate> = {},
): PlaceCandidate => ({ placeId, name, population, tier, main: true, qualified: true, ...more });

describe('rankPlaces', () => {
  it('puts the city first for a swapped pair of letters, not a village two edits away', () => {
    // "Lnodon": London is one edit away (a swap); Odon, Indiana, two.
    const candidates = [
      c(ODON, 'odon', 1_401, 2),
      c(LONDON, 'london', 8_961_989, 2),
      c(LONDON_ON, 'london', 346_765, 2),
    ];
    expect(rankPlaces('Lnodon', candidates, 5)).toEqual([LONDON, LONDON_ON, ODON]);
    const portland = [
      c(TOTLAND, 'totland', 2_927, 2),
      c(PORTLAND_ME, 'portland', 66_881, 2),
      c(PORTLAND_OR, 'portland', 652_503, 2),
    ];
    expect(rankPlaces('Protland', portland, 5)).toEqual([PORTLAND_OR, PORTLAND_ME, TOTLAND]);
  });

  it('puts a well-known city above a village one letter away, and above a village of exactly that name', () => {
    // Both one edit away: population decides.
    expect(rankPlaces('londen', [c(VILLAGE, 'lunden', 640, 2), c(LONDON, 'london', 8_961_989, 2)], 5)).toEqual([
      LONDON,
      VILLAGE,
    ]);
    // A village of 900 people named exactly what was typed: a city thousands of times bigger one
    // letter away is the likelier meaning.
    expect(rankPlaces('lonon', [c(VILLAGE, 'lonon', 900, 0), c(LONDON, 'london', 8_961_989, 2)], 5)).toEqual([
      LONDON,
      VILLAGE,
    ]);
  });

  it('keeps a real place typed exactly first when the city one letter away is not ~300x bigger', () => {
    // Huangzhou (122,563) typed on purpose, Guangzhou (16 M, 131x bigger) one letter away.
    const huangzhou = [c(GUANGZHOU, 'guangzhou', 16_096_724, 2), c(HUANGZHOU, 'huangzhou', 122_563, 0)];
    expect(rankPlaces('Huangzhou', huangzhou, 5)).toEqual([HUANGZHOU, GUANGZHOU]);
    // "Totland" (2,927) typed on purpose: Portland, Oregon is two edits away.
    expect(rankPlaces('Totland', [c(PORTLAND_OR, 'portland', 652_503, 2), c(TOTLAND, 'totland', 2_927, 0)], 5)).toEqual(
      [TOTLAND, PORTLAND_OR],
    );
    // A population left at 0 (unknown) counts as 1,000: a district seat typed exactly is not
    // buried under a town of 30,000 one letter away.
    expect(rankPlaces('Tancung', [c(TOWN, 'tanjung', 30_000, 2), c(VILLAGE, 'tancung', 0, 0)], 5)).toEqual([
      VILLAGE,
      TOWN,
    ]);
  });

  it('reads a name being typed as the big place it starts, unless a sizeable place has exactly that name', () => {
    // "Lond": London (prefix) before Lund, Sweden (one letter away).
    const lond = [c(LUND, 'lund', 87_244, 2), c(LONDON_ON, 'london', 346_765, 1), c(LONDON, 'london', 8_961_989, 1)];
    expect(rankPlaces('Lond', lond, 5)).toEqual([LONDON, LONDON_ON, LUND]);
    // "Pari": Paris (it starts with it) before a village of 300 called Pari.
    expect(rankPlaces('Pari', [c(VILLAGE, 'pari', 300, 0), c(PARIS, 'paris', 2_138_551, 1)], 5)).toEqual([
      PARIS,
      VILLAGE,
    ]);
    // "Man": the town of Man (Côte d'Ivoire, 241,969) stays first; Manaus is only 9x bigger.
    expect(rankPlaces('Man', [c(MANAUS, 'manaus', 2_219_580, 1), c(MAN, 'man', 241_969, 0)], 5)).toEqual([MAN, MANAUS]);
  });

  it('reads "Pars" as Paris with a letter missing, not as the start of Pārsābād or Parsberg', () => {
    const pars = [
      c(PARSBERG, 'parsberg', 6_772, 1),
      c(PARSABAD, 'parsabad', 101_661, 1),
      c(PARIS, 'paris', 2_138_551, 2),
    ];
    expect(rankPlaces('Pars', pars, 5)).toEqual([PARIS, PARSABAD, PARSBERG]);
  });

  it('puts an alternate spelling the query starts after the names it fits better', () => {
    // "hanakana" is one of GeoNames's alternate spellings of Hong Kong.
    const hana = [
      c(HONG_KONG, 'hanakana', 7_482_500, 1, { main: false }),
      c(HANAM, 'hanam', 254_415, 1),
      c(VILLAGE, 'hana', 1_235, 0),
    ];
    expect(rankPlaces('Hana', hana, 5)).toEqual([HANAM, VILLAGE, HONG_KONG]);
  });

  it('leaves out places outside the region/country asked for when any inside fits', () => {
    const candidates = [
      c(PORTLAND_OR, 'portland', 652_503, 0, { qualified: false }),
      c(PORTLAND_ME, 'portland', 66_881, 0, { qualified: true }),
      c(TOTLAND, 'totland', 2_927, 2, { qualified: false }),
    ];
    expect(rankPlaces('Portland', candidates, 5)).toEqual([PORTLAND_ME]);
    // None inside: the others, best first.
    const outside = candidates.map((x) => ({ ...x, qualified: false }));
    expect(rankPlaces('Portland', outside, 5)).toEqual([PORTLAND_OR, PORTLAND_ME, TOTLAND]);
    // One or two letters match whole names only, never outside the area asked for.
    expect(rankPlaces('Po', [c(PORTLAND_OR, 'po', 652_503, 0, { qualified: false })], 5)).toEqual([]);
  });

  it('prefers a main name to an alternate spelling of a place less than 10x bigger', () => {
    const kiev = [c(KYIV, 'kiev', 2_952_301, 0, { main: false }), c(OTHER, 'kiev', 400_000, 0)];
    expect(rankPlaces('Kiev', kiev, 5)).toEqual([OTHER, KYIV]);
    const kyiv = [c(KYIV, 'kiev', 2_952_301, 0, { main: false }), c(OTHER, 'kiev', 250_000, 0)];
    expect(rankPlaces('Kiev', kyiv, 5)).toEqual([KYIV, OTHER]);
  });

  it('gives each place once, by its best spelling, at most limit, ties by population then id', () => {
    const candidates = [
      c(LONDON, 'londres', 8_961_989, 1, { main: false }),
      c(LONDON, 'london', 8_961_989, 0),
      c(LONDON, 'londn', 8_961_989, 2),
      c(LONDON_ON, 'london', 346_765, 0),
      c(2, 'london', 1_000, 0),
      c(1_000, 'london', 1_000, 0),
    ];
    expect(rankPlaces('London', candidates, 3)).toEqual([LONDON, LONDON_ON, 2]);
    expect(rankPlaces('London', candidates, 10)).toEqual([LONDON, LONDON_ON, 2, 1_000]);
    expect(rankPlaces('London', [], 5)).toEqual([]);
    expect(rankPlaces('London', candidates, 0)).toEqual([]);
  });
});
