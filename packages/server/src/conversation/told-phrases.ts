// What a person told of their life, in words a later reply can use: the people they named ("my sister Ana"),
// the situation in a short phrase, and a clause of their own turned to the second person.

import { GENERAL_TERMS, generalTerms } from './reply/general-terms.ts';
import { hardShare } from './reply/hard-shares.ts';
import type { Situation, Topic } from './understanding/understanding.ts';

/** The people someone names as "my ..." and the part of life each belongs to. */
const PEOPLE: readonly [RegExp, Topic][] = [
  [/boyfriend|girlfriend|partner|husband|wife|fianc[ée]e?|ex|bf|gf/, 'love'],
  [
    /mom|mum|mother|mama|dad|father|papa|sister|brother|son|daughter|kids?|children|baby|grandma|grandmother|grandpa|grandfather|nan|nana|aunt|auntie|uncle|cousin|family|parents/,
    'family',
  ],
  [/boss|manager|coworkers?|co-workers?|colleagues?|team/, 'career'],
  [/best friend|friends?|roommate|flatmate|housemate/, 'friends'],
  [/dog|cat|landlord/, 'home'],
];

const PERSON = new RegExp(
  `\\b(?:my|our)\\s+((?:new|old|ex-?|best|older|younger|little|big|late)\\s+)?(${PEOPLE.map(([re]) => re.source).join('|')})\\b`,
  'i',
);

const SHORT_NAMES: Readonly<Record<string, string>> = { bf: 'boyfriend', gf: 'girlfriend' };

interface PersonRef {
  /** As they wrote it, without "my": "boyfriend", "best friend", "mum". */
  words: string;
  topic: Topic;
}

export function personIn(text: string): PersonRef | null {
  const match = PERSON.exec(text);
  if (!match) return null;
  const noun = match[2]!.toLowerCase();
  const topic = PEOPLE.find(([re]) => new RegExp(`^(?:${re.source})$`).test(noun))?.[1] ?? 'family';
  // "my late husband": the loss is said elsewhere; "late" is not repeated back.
  const adjective = match[1]?.trim().toLowerCase();
  const words = [adjective && adjective !== 'late' ? adjective : '', SHORT_NAMES[noun] ?? noun]
    .filter(Boolean)
    .join(' ');
  return { words: words.replace(/^ex- /, 'ex-'), topic };
}

/** "should i quit my job" → "quit your job": what a decision is about, in a few of their words. */
function decisionObject(text: string): string | null {
  const match =
    /\b(?:should i|whether (?:to|i should)|good idea to|deciding (?:whether|if) (?:to|i should))\s+([^?.!,;\n]+)/i.exec(
      text,
    );
  if (!match) return null;
  const words = secondPerson(match[1]!).split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 8 ? words.join(' ') : null;
}

/** A hard thing told in words of no category: kept, but with nothing of its own to recall it by. */
export const UNNAMED_TOLD = 'what you told me';

export function situationPhrase(situation: Situation, text: string, person: PersonRef | null): string {
  const who = person ? `your ${person.words}` : null;
  // A hard thing read in its own words is remembered in them: a lost pregnancy never as the partner the message also
  // names, a move for work never as a lost job, a brother's relapse never as "the anxiety".
  const share = hardShare(text);
  if (share?.situation === situation) return share.terms;
  // A situation whose kind of thing the message never spoke of is remembered as no category (general-terms.ts).
  if (generalTerms(situation, text) !== GENERAL_TERMS[situation]) return UNNAMED_TOLD;
  switch (situation) {
    // Gentle words for a loss: never "the death" as a subject.
    case 'bereavement':
      return who ? `losing ${who}` : 'your loss';
    case 'illness':
      return who ? `${who}'s health` : 'your health';
    case 'job-loss':
      return /laid off/i.test(text)
        ? 'being laid off'
        : /fired|let go/i.test(text)
          ? 'being let go'
          : 'losing your job';
    case 'breakup':
      return /divorc/i.test(text) ? 'your divorce' : who ? `the break-up with ${who}` : 'the break-up';
    case 'conflict': {
      const noun = /argu/i.test(text) ? 'the arguments' : /fight|fought/i.test(text) ? 'the fights' : 'the tension';
      return who ? `${noun} with ${who}` : `${noun} you've been having`;
    }
    case 'anxiety':
      return "the anxiety you've been carrying";
    case 'sleep':
      return 'the trouble sleeping';
    case 'money-worry':
      return 'the money worries';
    case 'loneliness':
      return 'feeling alone lately';
    case 'decision': {
      const object = decisionObject(text);
      return object
        ? `the decision about whether to ${object}`
        : who
          ? `the decision about ${who}`
          : 'the decision in front of you';
    }
  }
}

const SECOND_PERSON: Readonly<Record<string, string>> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  our: 'your',
  us: 'you',
};

/** First person turned to second: "I soak up my team's moods" → "you soak up your team's moods". */
export function secondPerson(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(
      /\b(i|we) (am|was)\b/gi,
      (_, _who: string, verb: string) => `you ${verb.toLowerCase() === 'am' ? 'are' : 'were'}`,
    )
    .replace(/(?<![\p{L}'])[\p{L}']+(?![\p{L}'])/gu, (word) => SECOND_PERSON[word.toLowerCase()] ?? word);
}

// A told clause is about their life, not the chart or the reading: these words mark the other kind.
const CHART_WORDS =
  /\b(chart|sign|signs|sun|moon|rising|ascendant|venus|mars|mercury|jupiter|saturn|uranus|neptune|pluto|chiron|lilith|node|house|houses|transit\w*|aspect\w*|retrograde|astrolog\w*|horoscope|zodiac|placement\w*|aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|stellara|reading)\b/i;

const ABOUT_THE_READING =
  /\b(think|thought|believe|buy|agree|guess|suppose|wonder|know|understand|mean|means|meant|hear|resonates?|accurate|true|right|wrong|sure|same|spot on|makes sense|curious|born|you|your|thanks?|thank)\b/i;

// Heavy news the situation reader missed is not quoted back as a told habit: better no memory than a crude one.
const HEAVY =
  /\b(miscarr\w*|cancer|tumou?r|died|dead|death|dying|suicid\w*|self-harm|abus\w*|assault\w*|rape\w*|diagnos\w*|hospital\w*|funeral|grie\w*|terminal)\b/i;

const FILLER =
  /\b(just|really|literally|honestly|actually|basically|kinda|kind of|sort of|so|lol|lmao|haha|tbh|omg)\b/gi;

const CLAUSE_START = /^(i|i'm|im|i've|ive|i'd|my|we|we're|we've|our)\b/i;

/** The first short clause in which they tell something of their life, as "how you ...", or null. */
export function toldClause(text: string): string | null {
  const segments = text
    .replace(/[’‘]/g, "'")
    .replace(/\p{Extended_Pictographic}/gu, ' ')
    // A point or comma between digits is part of a number ("9.9%", "1,200"), never a break in the clause.
    .split(/(?:[!?;:\n()]|(?<!\d)[.,]|[.,](?!\d))+|\s+-\s+|\s+(?:but|because|cause|cuz|and then)\s+/i);
  for (const raw of segments) {
    const segment = raw.replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
    if (!CLAUSE_START.test(segment) || CHART_WORDS.test(segment) || ABOUT_THE_READING.test(segment)) continue;
    if (HEAVY.test(segment)) return null;
    const words = segment.split(' ');
    if (words.length < 3 || words.length > 12) continue;
    return `how ${secondPerson(segment).replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`;
  }
  return null;
}
