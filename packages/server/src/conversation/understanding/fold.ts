// Text as the understanding step reads it: lower case, accents folded (plutón → pluton, gêmeos → gemeos), curly
// quotes straightened, one space between words. People type without accents as often as with them.

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word of a folded text and where it starts. */
export interface Token {
  word: string;
  index: number;
}

/** The words of a folded text: runs of letters, digits and apostrophes ("i'm", "7th", "2027"). */
export function tokens(folded: string): Token[] {
  return [...folded.matchAll(/[\p{L}\p{N}']+/gu)].map((m) => ({ word: m[0].replace(/^'+|'+$/g, ''), index: m.index }));
}

/**
 * Whether two words are at most one edit apart (Damerau: a swap of neighbours is one edit). For typos in names:
 * "venis", "satrun", "scorpoi".
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // one swap
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1); // one letter missing or doubled
}
