// The people a message names ("my mum", "my little brother", "mi madre"): the relation words in English and
// other languages, and the first relation named, turned to the second person ("your mum").
/** People and animals as people write them after "my", longest first so "best friend" wins over "friend". */
const RELATIONS = [
  'mother in law',
  'mother-in-law',
  'father in law',
  'father-in-law',
  'sister in law',
  'sister-in-law',
  'brother in law',
  'brother-in-law',
  'best friend',
  'parents',
  'in-laws',
  'kids',
  'children',
  'friends',
  'neighbours',
  'neighbors',
  'best mate',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'granddad',
  'grandad',
  'granny',
  'nana',
  'nan',
  'gran',
  'stepdad',
  'stepfather',
  'stepmom',
  'stepmum',
  'stepmother',
  'father',
  'daddy',
  'dad',
  'mother',
  'mommy',
  'mummy',
  'mom',
  'mum',
  'mama',
  'brother',
  'sister',
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'bf',
  'gf',
  'fiancee',
  'fiance',
  'ex',
  'son',
  'daughter',
  'baby',
  'child',
  'kid',
  'friend',
  'mate',
  'uncle',
  'aunt',
  'auntie',
  'cousin',
  'nephew',
  'niece',
  'dog',
  'cat',
  'puppy',
  'boss',
  'manager',
  'coworker',
  'co-worker',
  'colleague',
  'teammate',
  'roommate',
  'flatmate',
  'housemate',
  'neighbour',
  'neighbor',
  'landlord',
] as const;

/** Short forms people type, written out. */
const RELATION_SPELLED: Record<string, string> = {
  bf: 'boyfriend',
  gf: 'girlfriend',
  fiance: 'fiancé',
  fiancee: 'fiancée',
  'mother in law': 'mother-in-law',
  'father in law': 'father-in-law',
  'sister in law': 'sister-in-law',
  'brother in law': 'brother-in-law',
};

export const ADJECTIVE = '(?:(little|baby|big|older|younger|twin|teenage|elderly|old) )?';

export const RELATION = `(${RELATIONS.map((r) => r.replace(/-/g, '\\-')).join('|')})`;

/** "my little sister" → groups: adjective, relation. */
const MY_RELATION = new RegExp(`\\bmy ${ADJECTIVE}${RELATION}\\b`);

/** Possessive relations in the other languages of the corpus, mapped to the English word a reply uses. */
const FOREIGN_RELATIONS: [RegExp, string][] = [
  // Spanish
  [/\bmi (?:papa|papi)\b/, 'dad'],
  [/\bmi padre\b/, 'father'],
  [/\bmi (?:mama|mami)\b/, 'mum'],
  [/\bmi madre\b/, 'mother'],
  [/\bmi abuel(?:a|ita)\b/, 'grandma'],
  [/\bmi abuel(?:o|ito)\b/, 'grandpa'],
  [/\bmi hermano\b/, 'brother'],
  [/\bmi hermana\b/, 'sister'],
  [/\bmi (?:esposo|marido)\b/, 'husband'],
  [/\bmi esposa\b/, 'wife'],
  [/\bmi novio\b/, 'boyfriend'],
  [/\bmi novia\b/, 'girlfriend'],
  [/\bmi pareja\b/, 'partner'],
  [/\bmi hijo\b/, 'son'],
  [/\bmi hija\b/, 'daughter'],
  [/\bmi mejor amig[oa]\b/, 'best friend'],
  [/\bmi amig[oa]\b/, 'friend'],
  [/\bmi (?:perr[oa]|perrit[oa])\b/, 'dog'],
  [/\bmi (?:gat[oa]|gatit[oa])\b/, 'cat'],
  [/\bmi tio\b/, 'uncle'],
  [/\bmi tia\b/, 'aunt'],
  [/\bmi jef[ea]\b/, 'boss'],
  [/\bmi suegra\b/, 'mother-in-law'],
  [/\bmi suegro\b/, 'father-in-law'],
  [/\bmi ex\b/, 'ex'],
  // Portuguese
  [/\bmeu pai\b/, 'dad'],
  [/\bminha mae\b/, 'mum'],
  [/\bminha avo\b/, 'grandma'],
  [/\bmeu avo\b/, 'grandpa'],
  [/\bmeu irmao\b/, 'brother'],
  [/\bminha irma\b/, 'sister'],
  [/\bmeu marido\b/, 'husband'],
  [/\bminha (?:esposa|mulher)\b/, 'wife'],
  [/\bmeu namorado\b/, 'boyfriend'],
  [/\bminha namorada\b/, 'girlfriend'],
  [/\bmeu filho\b/, 'son'],
  [/\bminha filha\b/, 'daughter'],
  [/\bminha melhor amiga\b|\bmeu melhor amigo\b/, 'best friend'],
  [/\bmeu (?:cachorro|cao)\b/, 'dog'],
  [/\bmeu gato\b|\bminha gata\b/, 'cat'],
  [/\bmeu chefe\b|\bminha chefe\b/, 'boss'],
  [/\bminha sogra\b/, 'mother-in-law'],
  [/\bmeu socio\b|\bminha socia\b/, 'business partner'],
  // French
  [/\bmon pere\b/, 'father'],
  [/\bma mere\b/, 'mother'],
  [/\bma grand-mere\b/, 'grandmother'],
  [/\bmon grand-pere\b/, 'grandfather'],
  [/\bmon frere\b/, 'brother'],
  [/\bma soeur\b/, 'sister'],
  [/\bmon mari\b/, 'husband'],
  [/\bma femme\b/, 'wife'],
  [/\bmon copain\b/, 'boyfriend'],
  [/\bma copine\b/, 'girlfriend'],
  [/\bmon fils\b/, 'son'],
  [/\bma fille\b/, 'daughter'],
  [/\bmon chien\b/, 'dog'],
  [/\bmon chat\b/, 'cat'],
  // German
  [/\bmein vater\b/, 'father'],
  [/\bmeine mutter\b/, 'mother'],
  [/\bmeine oma\b/, 'grandma'],
  [/\bmein opa\b/, 'grandpa'],
  [/\bmein bruder\b/, 'brother'],
  [/\bmeine schwester\b/, 'sister'],
  [/\bmein mann\b/, 'husband'],
  [/\bmeine frau\b/, 'wife'],
  [/\bmein freund\b/, 'boyfriend'],
  [/\bmeine freundin\b/, 'girlfriend'],
  [/\bmein sohn\b/, 'son'],
  [/\bmeine tochter\b/, 'daughter'],
  [/\bmein hund\b/, 'dog'],
  [/\bmeine katze\b/, 'cat'],
  // Italian
  [/\bmio (?:padre|papa)\b/, 'father'],
  [/\bmia (?:madre|mamma)\b/, 'mother'],
  [/\bmia nonna\b/, 'grandmother'],
  [/\bmio nonno\b/, 'grandfather'],
  [/\bmio fratello\b/, 'brother'],
  [/\bmia sorella\b/, 'sister'],
  [/\bmio marito\b/, 'husband'],
  [/\bmia moglie\b/, 'wife'],
  [/\bmio ragazzo\b/, 'boyfriend'],
  [/\bmia ragazza\b/, 'girlfriend'],
  [/\bmio compagno\b|\bmia compagna\b/, 'partner'],
  [/\bmio figlio\b/, 'son'],
  [/\bmia figlia\b/, 'daughter'],
  [/\bmio cane\b/, 'dog'],
  [/\bmio gatto\b/, 'cat'],
];

export function spelled(relation: string): string {
  return RELATION_SPELLED[relation] ?? relation;
}

/** "your little sister" from a match of MY_RELATION. */
export function yourRelation(match: RegExpMatchArray): string {
  const adjective = match[1] ? `${match[1]} ` : '';
  return `your ${adjective}${spelled(match[2]!)}`;
}

/** The first relation named with "my" (or its equivalent in another language), as "your ...". */
export function firstRelation(text: string): string | null {
  const english = text.match(MY_RELATION);
  let best: { at: number; words: string } | null = english
    ? { at: english.index!, words: yourRelation(english) }
    : null;
  for (const [pattern, word] of FOREIGN_RELATIONS) {
    const m = text.match(pattern);
    if (m && (best === null || m.index! < best.at)) best = { at: m.index!, words: `your ${word}` };
  }
  return best?.words ?? null;
}

/** Words for dying in the other languages of the corpus ("morreu", "murió", "est mort", "è morto"). */
const FOREIGN_DEATH =
  /^(?:\s+\w+){0,2}?\s+(?:morreu|faleceu|se foi|murio|fallecio|se murio|est (?:mort|decede)e?|e (?:morto|morta|mancat[oa]))\b/;

const DEATH_BEFORE =
  /\b(?:murio|fallecio|se murio|morreu|faleceu|est mort|est decede|e morto|e morta|e mancat[oa])\s+$/;

/**
 * The relation who died, when the message names another one too: "minha mãe tá sozinha desde que meu pai morreu" is
 * about the father's death, not the mother. Null when no relation is followed by a word for dying.
 */
export function diedRelation(text: string): string | null {
  for (const [pattern, word] of FOREIGN_RELATIONS) {
    const m = text.match(pattern);
    if (!m) continue;
    // "meu pai morreu", or the verb first: "desde que murió mi padre".
    if (FOREIGN_DEATH.test(text.slice(m.index! + m[0].length))) return `your ${word}`;
    if (DEATH_BEFORE.test(text.slice(0, m.index!))) return `your ${word}`;
  }
  return null;
}
