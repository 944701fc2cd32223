// The knowledge base's gifts and shadows are short phrases of three shapes: a verb phrase with no subject ("meets
// life head-on"), an adjective phrase ("restless in routine") or a noun phrase ("deep psychological strength").
// Each shape needs its own sentence around it, so a phrase is never dropped bare into a slot: this tells them
// apart and builds the sentence with the phrase's own subject. Pure.

export type PhraseKind = 'verb' | 'adjective' | 'noun';

/** A phrase that is a whole clause ("mood overturns decisions"): said after its subject with "with". */
type Shape = PhraseKind | 'clause';

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
  'in and to with for about under of at on when but yet or towards around from as than by after without through against where like beyond within into over'.split(
    ' ',
  ),
);
/** Adjectives the suffix test misses ("preachy in conflict", "drawn to volatile people"). */
const MORE_ADJECTIVES = new Set(
  'preachy moody touchy needy bossy edgy prickly chilly lonely unclear larger drawn guarded shy wary slow'.split(' '),
);
/** Plurals that follow an adjective in a noun phrase ("vague plans"), never a clause's verb. */
const PLURAL_OBJECTS = new Set(
  'partners friends parents dreams ideas needs people feelings projects decisions ties emotions finances rules limits hopes fears plans values goals habits words moods'.split(
    ' ',
  ),
);
/** Head nouns that take "a" when the phrase stands alone ("an independent thinker", "a magnetic presence"). */
const COUNTABLE = new Set(
  'presence manner voice eye ear instinct memory touch sense partner friend ally guide parent heart mind advocate host'.split(
    ' ',
  ),
);
const MASS_ER = new Set(
  'power order anger danger humour behaviour honour colour water laughter wonder temper fervour rigour vigour candour ardour labour'.split(
    ' ',
  ),
);
const ADJECTIVES = new Set(
  'quick slow hard calm loyal steady open warm cold kind shy wise firm fair blunt brave strong rigid bold free soft tender gentle stubborn fierce proud patient impatient honest direct busy lazy shrewd cool frank clear harsh vague grand naive tense'.split(
    ' ',
  ),
);
const ADJECTIVE_ENDING = /(ous|less|ful|ive|ic|ish|able|ible|ant|ent|ary|ical|-minded|-hearted)$/;
/** Ends like an adjective and is one: not a noun in -ment ("commitment to fairness", "judgement"). */
const endsLikeAdjective = (w: string) => ADJECTIVE_ENDING.test(w) && !/ment$/.test(w);

const isVerbS = (w: string) =>
  w.endsWith('s') && !PLURAL_NOUNS.has(w) && !/(ss|ous|ness|less|ics|sis|us|ism|'s)$/.test(w);

/** The phrase's shape; a clause ("stress shows in the body") has its own subject already. */
function shapeOf(phrase: string): Shape {
  const [first = '', second = ''] = phrase.toLowerCase().split(/\s+/);
  const kind = phraseKind(phrase);
  const pluralSubject =
    PLURAL_NOUNS.has(first) && /^(swing|shape|steer|run|take|turn|pull|drive|rule|move)$/.test(second);
  const verbSecond =
    !!second && isVerbS(second) && !PLURAL_OBJECTS.has(second) && !EITHER.has(second) && !second.endsWith("'s");
  const adjectiveFirst = ADJECTIVES.has(first) || endsLikeAdjective(first) || /(ing|ed)$/.test(first);
  if (kind === 'noun' && (pluralSubject || (verbSecond && !isVerbS(first) && !adjectiveFirst))) return 'clause';
  return kind;
}

export function phraseKind(phrase: string): PhraseKind {
  const [first = '', second = ''] = phrase.toLowerCase().split(/\s+/);
  // "never quite satisfied" is a state; "always learning" an ongoing act, said with "is".
  if (first === 'always' || first === 'never') return 'verb';
  if (['a', 'an', 'the'].includes(first)) return 'noun';
  if (EITHER.has(first)) return NOUN_NEXT.has(second) ? 'noun' : 'verb';
  if (first === 'able') return 'verb';
  const adjective =
    ADJECTIVES.has(first) ||
    MORE_ADJECTIVES.has(first) ||
    endsLikeAdjective(first) ||
    first.startsWith('over-') ||
    (/(ing|ed)$/.test(first) && LINKS.has(second));
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

/** "hard to say no" reads as "finds it hard to say no" after a subject, "never quite satisfied" as "is never...". */
const predicate = (phrase: string) =>
  phrase
    // "hard to read" describes the person; "hard to say no" what they find hard.
    .replace(/^hard to (?=\w+( down| up| out)?$)/, 'is hard to ')
    .replace(/^hard to\b/, 'finds it hard to')
    .replace(/^able to\b/, 'is able to')
    .replace(/^(always|never)(?! \w+s\b)/, 'is $1');

/** A singular countable noun phrase standing alone takes its article ("an independent thinker"). */
function withArticle(phrase: string): string {
  const words = phrase.toLowerCase().split(/\s+/);
  const head = words[words.length - 1] ?? '';
  if (['a', 'an', 'the', 'your', 'their'].includes(words[0] ?? '') || words.some((w) => LINKS.has(w))) return phrase;
  const countable = COUNTABLE.has(head) || (/(er|or|ist)$/.test(head) && !MASS_ER.has(head) && words.length <= 3);
  if (!countable) return phrase;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/**
 * A gift or a shadow in a sentence about someone with the placement. `person` names them ("someone with the Moon
 * in Aries"), `subject` the placement itself ("your Moon in Aries"); `frames` gives the voice's wording for each
 * shape, with {person}, {subject} and {phrase} filled in. A clause keeps its own subject and follows the placement.
 */
export function phraseSentence(
  phrase: string,
  names: { person: string; subject: string },
  frames: Record<PhraseKind, string>,
  tone: 'gift' | 'shadow' = 'gift',
): string {
  const kind = shapeOf(phrase);
  if (kind === 'clause') {
    const clause = `With ${names.subject}, ${phrase}${tone === 'shadow' ? ' more often than you would like' : ''}.`;
    return clause[0]!.toUpperCase() + clause.slice(1);
  }
  const text = kind === 'adjective' && /^hard to\b/.test(phrase) ? 'verb' : kind;
  const filled = frames[text]
    .replace('{person}', names.person)
    .replace('{subject}', names.subject)
    .replace('{phrase}', text === 'verb' ? predicate(phrase) : text === 'noun' ? withArticle(phrase) : phrase);
  return filled[0]!.toUpperCase() + filled.slice(1);
}
