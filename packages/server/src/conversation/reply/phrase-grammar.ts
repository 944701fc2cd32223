// The knowledge base's gifts and shadows are short phrases of three shapes: a verb phrase with no subject ("meets
// life head-on"), an adjective phrase ("restless in routine") or a noun phrase ("deep psychological strength").
// Each shape needs its own sentence around it, so a phrase is never dropped bare into a slot: this tells them
// apart and builds the sentence with the phrase's own subject. Pure.

export type PhraseKind = 'verb' | 'adjective' | 'noun';

/** Plural nouns that end in -s but begin a noun phrase ("beliefs", "words that wound"). */
const PLURAL_NOUNS = new Set(
  'access arguments beliefs boundaries chances commitments courses crisis doors extremes feelings friendships goals habits ideals ideas illusions initiatives invitations mass mistakes misunderstandings moods openings opinions opportunities outbursts principles relationships status stress thoughts words'.split(
    ' ',
  ),
);
/** Words that are verbs before an object ("fears being seen") but nouns before a participle ("plans left as plans"). */
const EITHER = new Set('values plans projects struggles promises structures cares hands'.split(' '));
const NOUN_NEXT = new Set(
  'that which left made used tested never truly steadier over open missed taken built tied'.split(' '),
);
/** Words after an adjective that keep it an adjective phrase ("restless in routine", "quick to act"). */
const LINKS = new Set(
  'in and to with for about under of at on when but yet or towards around from as than by after without'.split(' '),
);
const ADJECTIVES = new Set(
  'quick slow hard calm loyal steady open warm cold kind shy wise firm fair blunt brave strong rigid bold free soft tender gentle stubborn fierce proud patient impatient honest direct busy lazy shrewd cool frank clear'.split(
    ' ',
  ),
);
const ADJECTIVE_END = /(ous|less|ful|ive|ic|ish|able|ible|ant|ent|ary|ical|-minded|-hearted)$/;

export function phraseKind(phrase: string): PhraseKind {
  const [first = '', second = ''] = phrase.toLowerCase().split(/\s+/);
  if (first === 'always' || first === 'never') return 'verb';
  if (['a', 'an', 'the'].includes(first)) return 'noun';
  if (EITHER.has(first)) return NOUN_NEXT.has(second) ? 'noun' : 'verb';
  const adjective = ADJECTIVES.has(first) || ADJECTIVE_END.test(first) || first.startsWith('over-');
  if (adjective && (!second || LINKS.has(second))) return 'adjective';
  if (
    first.endsWith('s') &&
    !PLURAL_NOUNS.has(first) &&
    !/(ss|ous|ness|less|ics|sis|us|ism|'s)$/.test(first) &&
    !adjective
  )
    return 'verb';
  return 'noun';
}

/** "hard to say no" reads as "finds it hard to say no" after a subject. */
const predicate = (phrase: string) => phrase.replace(/^hard to\b/, 'finds it hard to');

/**
 * A gift or a shadow in a sentence about someone with the placement. `person` names them ("someone with the Moon
 * in Aries"), `subject` the placement itself ("your Moon in Aries"); `frames` gives the voice's wording for each
 * shape, with {person}, {subject} and {phrase} filled in.
 */
export function phraseSentence(
  phrase: string,
  names: { person: string; subject: string },
  frames: Record<PhraseKind, string>,
): string {
  const kind = phraseKind(phrase);
  const text = kind === 'adjective' && /^hard to\b/.test(phrase) ? 'verb' : kind;
  const filled = frames[text]
    .replace('{person}', names.person)
    .replace('{subject}', names.subject)
    .replace('{phrase}', text === 'verb' ? predicate(phrase) : phrase);
  return filled[0]!.toUpperCase() + filled.slice(1);
}
