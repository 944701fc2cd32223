// Teaching from conversation: the facts an administrator states in Chat Training ("Venus is exalted in Pisces",
// "the 8th house covers shared resources"), read into graph writes. House numbers must be integers 1-12; planet,
// sign and aspect names are capitalised before look-up (spec 001 §5 "Concept extraction from chat"). Pure.
import { builtinExtract, splitSentences } from '../ingest/builtin-extractor.ts';
import { capitalizeName } from '../knowledge/graph-values.ts';

const PLANETS = 'sun|moon|mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto|chiron';
const SIGNS = 'aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces';
const ASPECTS = 'conjunction|opposition|trine|square|sextile|quincunx';
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
/** A house reference: "8th house", "eighth house", "house 8", "house eight" (numbers of any size, checked later). */
const HOUSE_REF = `(?:the\\s+)?(?:(\\d+(?:\\.\\d+)?)(?:st|nd|rd|th)?|(${ORDINALS.join('|')}))[\\s-]+house|house\\s+(\\d+(?:\\.\\d+)?|${ORDINALS.join('|')})`;
const COVERS = '(?:covers|rules|represents|governs|signifies|shows|is about|is associated with|relates to|deals with)';

export const HOUSE_RANGE_ERROR = 'House numbers must be integers between 1 and 12';

export type TeachingRef = { label: 'Planet' | 'Sign' | 'Aspect'; name: string } | { label: 'House'; number: number };

export type TaughtFact =
  | {
      kind: 'relationship';
      /** Readable form, e.g. "Venus EXALTED_IN Pisces". */
      name: string;
      statement: string;
      reasoning: string;
      type: 'EXALTED_IN' | 'DETRIMENT_IN' | 'FALL_IN' | 'RULES';
      from: TeachingRef;
      to: TeachingRef;
    }
  | {
      kind: 'keywords';
      name: string;
      statement: string;
      reasoning: string;
      entity: TeachingRef;
      keywords: string[];
    }
  | {
      kind: 'aspect-nature';
      name: string;
      statement: string;
      reasoning: string;
      entity: { label: 'Aspect'; name: string };
      nature: 'harmonious' | 'challenging' | 'neutral';
    }
  | {
      /** A statement about a house number outside 1-12 (or not an integer): recorded as a failed update. */
      kind: 'invalid';
      name: string;
      statement: string;
      reasoning: string;
      error: string;
    };

export interface TeachingExtraction {
  facts: TaughtFact[];
  /** Concepts the message names (the document extractor's built-in reading of it). */
  concepts: { type: string; name: string }[];
}

/** "shared resources, debts and inheritance." -> ['shared resources', 'debts', 'inheritance'] */
export function topicList(text: string): string[] {
  return [
    ...new Set(
      text
        .replace(/[.!?;]+$/g, '')
        .split(/,|\band\b|\bas well as\b|&/i)
        .map((s) =>
          s
            .trim()
            .replace(/^(?:the|a|an|all|matters of|issues of|things like|themes of)\s+/i, '')
            .toLowerCase()
            .replace(/\s+/g, ' '),
        )
        .filter((s) => s.length >= 2 && s.length <= 60),
    ),
  ].slice(0, 8);
}

const relationRules: {
  re: RegExp;
  type: 'EXALTED_IN' | 'DETRIMENT_IN' | 'FALL_IN' | 'RULES';
  planet: 1 | 2;
  why: string;
}[] = [
  {
    re: new RegExp(`\\b(${PLANETS})\\s+(?:is|are|becomes|gets)\\s+exalted\\s+in\\s+(${SIGNS})\\b`, 'i'),
    type: 'EXALTED_IN',
    planet: 1,
    why: 'exaltation',
  },
  {
    re: new RegExp(`\\b(${PLANETS})(?:'s|\\s+has\\s+its)\\s+exaltation\\s+(?:is\\s+)?in\\s+(${SIGNS})\\b`, 'i'),
    type: 'EXALTED_IN',
    planet: 1,
    why: 'exaltation',
  },
  {
    re: new RegExp(`\\b(${PLANETS})\\s+is\\s+(?:in\\s+)?(?:its\\s+)?detriment\\s+in\\s+(${SIGNS})\\b`, 'i'),
    type: 'DETRIMENT_IN',
    planet: 1,
    why: 'detriment',
  },
  {
    re: new RegExp(`\\b(${PLANETS})\\s+(?:is\\s+(?:in\\s+)?(?:its\\s+)?fall\\s+in|falls\\s+in)\\s+(${SIGNS})\\b`, 'i'),
    type: 'FALL_IN',
    planet: 1,
    why: 'fall',
  },
  {
    re: new RegExp(`\\b(${PLANETS})\\s+(?:rules|is\\s+the\\s+ruler\\s+of|governs)\\s+(${SIGNS})\\b`, 'i'),
    type: 'RULES',
    planet: 1,
    why: 'rulership',
  },
  {
    re: new RegExp(`\\b(${SIGNS})\\s+is\\s+ruled\\s+by\\s+(${PLANETS})\\b`, 'i'),
    type: 'RULES',
    planet: 2,
    why: 'rulership',
  },
];

function factsOf(sentence: string): TaughtFact[] {
  const facts: TaughtFact[] = [];
  for (const rule of relationRules) {
    const m = rule.re.exec(sentence);
    if (!m) continue;
    const planet = capitalizeName(m[rule.planet]!);
    const sign = capitalizeName(m[rule.planet === 1 ? 2 : 1]!);
    facts.push({
      kind: 'relationship',
      name: `${planet} ${rule.type} ${sign}`,
      statement: sentence,
      reasoning: `The statement gives the ${rule.why} of ${planet}: ${planet} ${rule.type} ${sign}.`,
      type: rule.type,
      from: { label: 'Planet', name: planet },
      to: { label: 'Sign', name: sign },
    });
    return facts;
  }

  const house = new RegExp(`(?:^|\\b)(?:${HOUSE_REF})\\s+${COVERS}\\s+(.+)$`, 'i').exec(sentence);
  if (house) {
    const raw = house[1] ?? house[2] ?? house[3] ?? '';
    const n = /^\d/.test(raw) ? Number(raw) : ORDINALS.indexOf(raw.toLowerCase()) + 1;
    const topics = topicList(house[4] ?? '');
    if (!Number.isInteger(n) || n < 1 || n > 12) {
      facts.push({
        kind: 'invalid',
        name: `House ${raw}`,
        statement: sentence,
        reasoning: 'The statement names a house, but house numbers run from 1 to 12.',
        error: HOUSE_RANGE_ERROR,
      });
    } else if (topics.length) {
      facts.push({
        kind: 'keywords',
        name: `House ${n}: ${topics.join(', ')}`,
        statement: sentence,
        reasoning: `The statement says what the ${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} house covers; its topics are added to the house's keywords.`,
        entity: { label: 'House', number: n },
        keywords: topics,
      });
    }
    return facts;
  }

  const nature = new RegExp(
    `\\b(?:an?\\s+|the\\s+)?(${ASPECTS})\\s+(?:aspect\\s+)?is\\s+(?:an?\\s+|considered\\s+)?(harmonious|flowing|easy|soft|challenging|tense|hard|difficult|neutral)\\b`,
    'i',
  ).exec(sentence);
  if (nature) {
    const aspect = capitalizeName(nature[1]!);
    const word = nature[2]!.toLowerCase();
    const value = ['harmonious', 'flowing', 'easy', 'soft'].includes(word)
      ? 'harmonious'
      : word === 'neutral'
        ? 'neutral'
        : 'challenging';
    facts.push({
      kind: 'aspect-nature',
      name: `${aspect}: ${value}`,
      statement: sentence,
      reasoning: `The statement gives the nature of the ${aspect.toLowerCase()} ("${word}").`,
      entity: { label: 'Aspect', name: aspect },
      nature: value,
    });
    return facts;
  }

  const keywords = new RegExp(
    `\\b(${PLANETS}|${SIGNS})\\s+(?:represents|signifies|stands\\s+for|is\\s+about|is\\s+associated\\s+with|governs|covers)\\s+(.+)$`,
    'i',
  ).exec(sentence);
  if (keywords) {
    const name = capitalizeName(keywords[1]!);
    const label = new RegExp(`^(?:${PLANETS})$`, 'i').test(name) ? 'Planet' : 'Sign';
    const topics = topicList(keywords[2]!);
    if (topics.length) {
      facts.push({
        kind: 'keywords',
        name: `${name}: ${topics.join(', ')}`,
        statement: sentence,
        reasoning: `The statement says what ${name} stands for; the themes are added to its keywords.`,
        entity: { label, name },
        keywords: topics,
      });
    }
  }
  return facts;
}

/** The facts an administrator's message states, and the concepts it names. */
export function extractTeaching(message: string): TeachingExtraction {
  const facts = splitSentences(message).flatMap((s) => factsOf(s.replace(/^(?:remember|note|fact|learn)\s*:\s*/i, '')));
  const extraction = builtinExtract(message, { fileId: 'chat', fileName: 'Chat Training' });
  const concepts = extraction.extraction.concepts.map((c) => ({ type: c.concept_type, name: c.name }));
  return { facts, concepts };
}
