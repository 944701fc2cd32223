// A seeded set of misspelt place queries for bench/places-search.ts: one typo in the name of a city
// of more than 100,000 people, each with the place it means.
//
// Names: the normalized main name (GeoNames "name") of every city of 100,000+ people, each name
// once, written in Latin letters only and at least 4 letters long (one typo in a 3-letter name such
// as "Ulm" or "Qom" leaves nothing to recognise it by). The right place for a name is the most
// populous place of that name: a typo of "Portland" means Portland, Oregon, not Portland, Maine.
// Typos, in equal shares: a neighbouring key on a QWERTY keyboard instead of a letter, two adjacent
// letters swapped, a letter missing, a letter doubled, at any letter. Skipped, as ambiguous by
// design: a typo that spells the exact main name of another place of 100,000+ people (it reads as
// that city, typed on purpose), and one that is also a single edit from the main name of a more
// populous place of 100,000+ people ("guulin" is Gulin doubled and Guilin mistyped; "pagna" is
// Pabna or Patna): whichever it meant, no ranking could tell, and the bigger one is the better bet.
// A typo that spells the name of a smaller place, or is an edit from one, stays: that is the
// ranking's job.

import { seededRandom } from '@stellara/astro/testing/seeded-random';
import type { Gazetteer } from '@stellara/server/bench';

export type TypoKind = 'substitution' | 'transposition' | 'missing letter' | 'doubled letter';
export const TYPO_KINDS: TypoKind[] = ['substitution', 'transposition', 'missing letter', 'doubled letter'];

export interface TypoQuery {
  kind: TypoKind | 'issue examples';
  /** What the person typed. */
  q: string;
  /** The place meant. */
  placeId: number;
  /** Its name, for reports. */
  intended: string;
}

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Keys next to each letter on a QWERTY keyboard (rows are staggered half a key to the right). */
export const QWERTY_NEIGHBOURS: Record<string, string> = Object.fromEntries(
  ROWS.flatMap((row, r) =>
    [...row].map((ch, i) => {
      const near = [
        row[i - 1],
        row[i + 1],
        ROWS[r - 1]?.[i],
        ROWS[r - 1]?.[i + 1],
        ROWS[r + 1]?.[i - 1],
        ROWS[r + 1]?.[i],
      ];
      return [ch, near.filter((c): c is string => c !== undefined).join('')];
    }),
  ),
);

const BIG = 100_000;

/**
 * Whether two different strings are one edit apart: a letter changed, added or dropped, or two
 * adjacent letters swapped. Written here, apart from the search code it helps to measure.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [ra, rb] = [a.slice(i), b.slice(i)];
  return (
    ra.slice(1) === rb.slice(1) || // changed
    ra.slice(1) === rb || // dropped from b
    ra === rb.slice(1) || // added to b
    (ra.length >= 2 && ra[0] === rb[1] && ra[1] === rb[0] && ra.slice(2) === rb.slice(2)) // swapped
  );
}
const LETTERS = /^[a-z]+( [a-z]+)*$/;

/** One typo of `kind` in `name` at a random letter, or undefined when that draw gives none. */
export function makeTypo(name: string, kind: TypoKind, rand: () => number): string | undefined {
  const letters = [...name].flatMap((ch, i) => (ch === ' ' ? [] : [i]));
  const at = letters[Math.floor(rand() * letters.length)]!;
  const ch = name[at]!;
  switch (kind) {
    case 'substitution': {
      const near = QWERTY_NEIGHBOURS[ch] ?? '';
      const to = near[Math.floor(rand() * near.length)];
      return to ? name.slice(0, at) + to + name.slice(at + 1) : undefined;
    }
    case 'transposition': {
      const next = name[at + 1];
      // Swapping a letter with a space or with the same letter is no typo.
      if (!next || next === ' ' || next === ch) return undefined;
      return name.slice(0, at) + next + ch + name.slice(at + 2);
    }
    case 'missing letter':
      return name.slice(0, at) + name.slice(at + 1);
    case 'doubled letter':
      return name.slice(0, at) + ch + name.slice(at);
  }
}

/**
 * `perKind` typo queries of each kind (120 in all by default), the same for the same seed and
 * gazetteer.
 */
export function typoQueries(
  gazetteer: Gazetteer,
  perKind = 30,
  seed = 19,
  /** Filled with how many drawn typos were skipped as ambiguous, by rule. */
  skipped = { bigCityName: 0, nearBiggerCity: 0 },
): TypoQuery[] {
  const rand = seededRandom(seed);
  // The most populous place of each main name; and every main name of a city of 100,000+ people.
  const biggest = new Map<string, { id: number; population: number }>();
  for (const p of gazetteer.places) {
    for (const n of p.searchNames.slice(0, p.mainNames)) {
      const prev = biggest.get(n);
      if (!prev || prev.population < p.population) biggest.set(n, { id: p.id, population: p.population });
    }
  }
  const bigNames = [...biggest].filter(([, b]) => b.population >= BIG);
  const ambiguous = (q: string, meant: string) => {
    const population = biggest.get(meant)!.population;
    if (bigNames.some(([n]) => n === q)) skipped.bigCityName++;
    else if (bigNames.some(([n, b]) => n !== meant && b.population > population && oneEditApart(q, n)))
      skipped.nearBiggerCity++;
    else return false;
    return true;
  };
  const names = [
    ...new Set(
      gazetteer.places
        .filter((p) => p.population >= BIG)
        .map((p) => p.searchNames[0]!)
        .filter((n) => LETTERS.test(n) && n.replace(/ /g, '').length >= 4),
    ),
  ].sort();
  const out: TypoQuery[] = [];
  const seen = new Set<string>();
  for (const kind of TYPO_KINDS) {
    let made = 0;
    while (made < perKind) {
      const name = names[Math.floor(rand() * names.length)]!;
      const q = makeTypo(name, kind, rand);
      if (!q || q === name || seen.has(q) || ambiguous(q, name)) continue;
      seen.add(q);
      out.push({ kind, q, placeId: biggest.get(name)!.id, intended: name });
      made++;
    }
  }
  return out;
}

/** The misspellings the issue reported (#19), with the city each means. */
export function issueTypoExamples(gazetteer: Gazetteer): TypoQuery[] {
  const biggestNamed = (name: string) =>
    gazetteer.places
      .filter((p) => p.searchNames.slice(0, p.mainNames).includes(name))
      .sort((a, b) => b.population - a.population)[0]!;
  return [
    ['Lnodon', 'london'],
    ['Protland', 'portland'],
    ['Liverpol', 'liverpool'],
    ['barcelna', 'barcelona'],
  ].map(([q, name]) => ({ kind: 'issue examples', q: q!, placeId: biggestNamed(name!).id, intended: name! }));
}
