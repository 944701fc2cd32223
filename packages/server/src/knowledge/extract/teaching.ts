// Teaching from conversation: the facts an administrator states in Chat Training ("Venus is exalted in Pisces",
// "the 8th house covers shared resources"), read into graph writes. House numbers must be integers 1-12; planet,
// sign and aspect names are capitalised before look-up (docs/admin.md). Pure.
import { BODY_NAMES, ORDINAL_WORDS, ordinal, ZODIAC } from '@stellara/contract';
import { capitalizeName } from '../graph-values.ts';
import { builtinExtract, splitSentences } from './builtin.ts';

const PLANETS = BODY_NAMES.map((name) => name.toLowerCase()).join('|');
const SIGNS = ZODIAC.map((sign) => sign.name.toLowerCase()).join('|');
const ASPECTS = 'conjunction|opposition|trine|square|sextile|quincunx';
const ORDINALS: readonly string[] = ORDINAL_WORDS;
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
        reasoning: `The statement says what the ${ordinal(n)} house covers; its topics are added to the house's keywords.`,
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

// ---------------------------------------------------------------------------------------------------------------
// With a language model: the facts the rules do not recognise, extracted by the model as JSON (conversational
// extract). Its answer goes through the same checks: house numbers integers 1-12, names capitalised.

const RELATIONS = ['EXALTED_IN', 'DETRIMENT_IN', 'FALL_IN', 'RULES'] as const;
const PLANET_NAMES = PLANETS.split('|');
const SIGN_NAMES = SIGNS.split('|');
const ASPECT_NAMES = ASPECTS.split('|');

/** A message that states something rather than asks: worth a model extraction when the rules found nothing. */
export function looksLikeStatement(message: string): boolean {
  const text = message.trim();
  if (!text || /\?\s*$/.test(text)) return false;
  return !/^(what|how|why|when|where|who|which|can|could|should|would|will|do|does|did|is|are|tell|explain|describe|show|give|hi|hello|hey|thanks|thank)\b/i.test(
    text,
  );
}

/** Instructions for the model's fact extraction (answered at temperature 0.1). */
export function factExtractionPrompt(message: string): { system: string; user: string } {
  return {
    system: [
      'An astrology administrator is teaching Stellara facts in a chat. Extract only facts the message states as true; ignore questions, opinions about replies and chit-chat.',
      'Answer with JSON only, no prose, in this shape:',
      '{"facts": [{"kind": "dignity", "planet": "Venus", "relation": "EXALTED_IN", "sign": "Pisces"}, {"kind": "house", "house": 8, "topics": ["shared resources"]}, {"kind": "keywords", "entity": "Saturn", "topics": ["discipline"]}, {"kind": "aspect", "aspect": "Trine", "nature": "harmonious"}]}',
      'relation is one of EXALTED_IN, DETRIMENT_IN, FALL_IN, RULES. nature is harmonious, challenging or neutral. house is the house number. Use {"facts": []} when the message states no such fact.',
    ].join('\n'),
    user: message,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strList = (v: unknown): string[] =>
  Array.isArray(v) ? topicList(v.filter((x): x is string => typeof x === 'string').join(', ')) : [];

/** The model's JSON as facts, each checked like the rules' own; anything malformed is dropped. */
export function factsFromModel(text: string, statement: string): TaughtFact[] {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1));
  } catch {
    return [];
  }
  if (!isObject(parsed) || !Array.isArray(parsed.facts)) return [];
  const out: TaughtFact[] = [];
  for (const f of parsed.facts.slice(0, 10)) {
    if (!isObject(f)) continue;
    const why = 'Extracted by the language model from the trainer message.';
    if (f.kind === 'dignity' && typeof f.planet === 'string' && typeof f.sign === 'string') {
      const relation = String(f.relation ?? '').toUpperCase();
      const planet = capitalizeName(f.planet);
      const sign = capitalizeName(f.sign);
      if (!(RELATIONS as readonly string[]).includes(relation)) continue;
      if (!PLANET_NAMES.includes(planet.toLowerCase()) || !SIGN_NAMES.includes(sign.toLowerCase())) continue;
      out.push({
        kind: 'relationship',
        name: `${planet} ${relation} ${sign}`,
        statement,
        reasoning: `${why} ${planet} ${relation} ${sign}.`,
        type: relation as (typeof RELATIONS)[number],
        from: { label: 'Planet', name: planet },
        to: { label: 'Sign', name: sign },
      });
    } else if (f.kind === 'house') {
      const topics = strList(f.topics);
      const n = typeof f.house === 'number' ? f.house : Number(f.house);
      if (!Number.isInteger(n) || n < 1 || n > 12) {
        out.push({
          kind: 'invalid',
          name: `House ${String(f.house)}`,
          statement,
          reasoning: `${why} House numbers run from 1 to 12.`,
          error: HOUSE_RANGE_ERROR,
        });
      } else if (topics.length) {
        out.push({
          kind: 'keywords',
          name: `House ${n}: ${topics.join(', ')}`,
          statement,
          reasoning: `${why} Its topics are added to the house's keywords.`,
          entity: { label: 'House', number: n },
          keywords: topics,
        });
      }
    } else if (f.kind === 'keywords' && typeof f.entity === 'string') {
      const name = capitalizeName(f.entity);
      const label = PLANET_NAMES.includes(name.toLowerCase())
        ? 'Planet'
        : SIGN_NAMES.includes(name.toLowerCase())
          ? 'Sign'
          : null;
      const topics = strList(f.topics);
      if (label && topics.length) {
        out.push({
          kind: 'keywords',
          name: `${name}: ${topics.join(', ')}`,
          statement,
          reasoning: `${why} The themes are added to its keywords.`,
          entity: { label, name },
          keywords: topics,
        });
      }
    } else if (f.kind === 'aspect' && typeof f.aspect === 'string') {
      const aspect = capitalizeName(f.aspect);
      const nature = String(f.nature ?? '').toLowerCase();
      if (!ASPECT_NAMES.includes(aspect.toLowerCase())) continue;
      if (nature !== 'harmonious' && nature !== 'challenging' && nature !== 'neutral') continue;
      out.push({
        kind: 'aspect-nature',
        name: `${aspect}: ${nature}`,
        statement,
        reasoning: `${why} The nature of the ${aspect.toLowerCase()} is ${nature}.`,
        entity: { label: 'Aspect', name: aspect },
        nature,
      });
    }
  }
  return out;
}
