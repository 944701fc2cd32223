// The built-in reader's side of the admin's graph-only test (Test Stellara): a deterministic concept extractor
// (planets, signs, houses, aspects and topics named in a message) and an answer composed only from the facts the
// graph returned. With no facts the answer is the spec's refusal, word for word; nothing is read from the starter
// files or anywhere else, so the test shows what the graph alone knows.
import {
  GRAPH_ASPECT_NAMES,
  ORDINAL_WORDS,
  type PersonalityId,
  POINT_NAMES_PLAIN,
  SIGN_NAMES,
  type TechnicalLevel,
} from '@stellara/contract';

/** The answer when the graph holds nothing for the question (docs/admin.md). */
export const NO_KNOWLEDGE_ANSWER = "I don't have that information in my knowledge database.";
export const NO_KNOWLEDGE_PHRASE = "I don't have that information in my knowledge database";

export interface GraphConcepts {
  planets: string[];
  signs: string[];
  /** Integers 1 to 12. */
  houses: number[];
  /** Lower case, as the graph names them ('conjunction'). */
  aspects: string[];
  topics: string[];
}

export const emptyConcepts = (): GraphConcepts => ({ planets: [], signs: [], houses: [], aspects: [], topics: [] });

/** One piece of knowledge the graph returned. */
export interface GraphFact {
  /** Node label: Planet, Sign, House, Aspect, Topic, Interpretation... */
  label: string;
  title: string;
  text: string;
  keywords: string[];
}

/** What the built-in graph-only answer is written from. */
export interface GraphAnswerInput {
  message: string;
  personality: PersonalityId;
  level: TechnicalLevel;
  facts: GraphFact[];
}

export const PLANETS: string[] = [...POINT_NAMES_PLAIN, 'Ascendant', 'Midheaven'];
export const ASPECTS: string[] = [...GRAPH_ASPECT_NAMES];
export const TOPICS = [
  'Love',
  'Career',
  'Family',
  'Wellbeing',
  'Money',
  'Growth',
  'Communication',
  'Creativity',
  'Spirituality',
  'Friendship',
  'Home',
  'Identity',
  'Learning',
  'Change',
];

const PLANET_ALIASES: [RegExp, string][] = [
  [/\b(rising|ascendant)\b/, 'Ascendant'],
  [/\b(midheaven|mc)\b/, 'Midheaven'],
  [/\bnorth node\b/, 'North Node'],
  [/\bsouth node\b/, 'South Node'],
  [/\b(black moon )?lilith\b/, 'Lilith'],
];
const ASPECT_ALIASES: [RegExp, string][] = [
  [/\bconjunct(ion|s)?\b/, 'conjunction'],
  [/\boppos(ition|ite|es|ing)\b/, 'opposition'],
  [/(?<!semi-?)\bsquar(e|es|ing)\b/, 'square'],
  [/\btrin(e|es)\b/, 'trine'],
  [/(?<!semi-?)\bsextil(e|es)\b/, 'sextile'],
  [/\bsemi-?sextil(e|es)\b/, 'semi-sextile'],
  [/\bsemi-?square\b/, 'semi-square'],
  [/\bsesqui-?quadrate\b/, 'sesquiquadrate'],
  [/\bbi-?quintile\b/, 'biquintile'],
  [/(?<!bi-?)\bquintile\b/, 'quintile'],
  [/\b(quincunx|inconjunct)\b/, 'quincunx'],
];
const TOPIC_ALIASES: [RegExp, string][] = [
  [/\b(love|romance|relationships?|partner|dating)\b/, 'Love'],
  // "work" alone is too often the verb ("how do planetary hours work?"): only as a noun of a working life.
  [/\b(career|job|vocation|(my|at|of|for|in) work|work life)\b/, 'Career'],
  [/\b(family|parents?|mother|father|children)\b/, 'Family'],
  [/\b(wellbeing|health|well-being)\b/, 'Wellbeing'],
  [/\b(money|finances?|income|wealth)\b/, 'Money'],
  [/\b(growth|personal growth)\b/, 'Growth'],
  [/\bcommunicat(ion|e|ing)\b/, 'Communication'],
  [/\bcreativ(ity|e)\b/, 'Creativity'],
  [/\bspiritual(ity)?\b/, 'Spirituality'],
  [/\bfriend(s|ship)?\b/, 'Friendship'],
  [/\bhome\b/, 'Home'],
  [/\bidentity\b/, 'Identity'],
  [/\b(learning|study|education)\b/, 'Learning'],
  [/\bchange\b/, 'Change'],
];

const uniq = <T>(list: T[]): T[] => [...new Set(list)];

/** The concepts a message names, in the order of the vocabulary lists. Deterministic. */
export function extractConcepts(message: string): GraphConcepts {
  const text = ` ${message.toLowerCase().replace(/[’']/g, "'")} `;
  const planets = PLANETS.filter((p) => new RegExp(`\\b${p.toLowerCase()}\\b`).test(text));
  for (const [re, name] of PLANET_ALIASES) if (re.test(text)) planets.push(name);
  const signs = SIGN_NAMES.filter((s) => new RegExp(`\\b${s.toLowerCase()}\\b`).test(text));
  const aspects: string[] = [];
  for (const [re, name] of ASPECT_ALIASES) if (re.test(text)) aspects.push(name);
  const houses: number[] = [];
  for (const m of text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?\s+house\b/g)) houses.push(Number(m[1]));
  for (const m of text.matchAll(/\bhouse\s+(\d{1,2})\b/g)) houses.push(Number(m[1]));
  ORDINAL_WORDS.forEach((word, i) => {
    if (new RegExp(`\\b${word}\\s+house\\b`).test(text)) houses.push(i + 1);
  });
  const topics: string[] = [];
  for (const [re, name] of TOPIC_ALIASES) if (re.test(text)) topics.push(name);
  return normalizeConcepts({ planets, signs, houses, aspects, topics });
}

// ---------------------------------------------------------------------------------------------
// Placements the message states

/** A placement the graph interprets, as the message states it (the port's Placement, without its import). */
export type StatedPlacement =
  | { kind: 'planet-in-sign'; planet: string; sign: string }
  | { kind: 'planet-in-house'; planet: string; house: number }
  | { kind: 'aspect'; planet1: string; planet2: string; aspect: string }
  | { kind: 'ascendant-in-sign'; sign: string };

type Mention =
  | { kind: 'planet'; value: string; start: number; end: number }
  | { kind: 'sign'; value: string; start: number; end: number }
  | { kind: 'house'; value: number; start: number; end: number }
  | { kind: 'aspect'; value: string; start: number; end: number };

function mentions(message: string): Mention[] {
  const text = message.toLowerCase().replace(/[’']/g, "'");
  const found: Mention[] = [];
  const scan = (re: RegExp, make: (m: RegExpMatchArray) => Mention | null) => {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const mention = make(m);
      if (mention) found.push(mention);
    }
  };
  const at = (m: RegExpMatchArray) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  for (const p of PLANETS)
    scan(new RegExp(`\\b${p.toLowerCase()}\\b`), (m) => ({ kind: 'planet', value: p, ...at(m) }));
  for (const [re, name] of PLANET_ALIASES) scan(re, (m) => ({ kind: 'planet', value: name, ...at(m) }));
  for (const sign of SIGN_NAMES)
    scan(new RegExp(`\\b${sign.toLowerCase()}\\b`), (m) => ({ kind: 'sign', value: sign, ...at(m) }));
  for (const [re, name] of ASPECT_ALIASES) scan(re, (m) => ({ kind: 'aspect', value: name, ...at(m) }));
  const house = (n: number, m: RegExpMatchArray): Mention | null =>
    n >= 1 && n <= 12 ? { kind: 'house', value: n, ...at(m) } : null;
  scan(/\b(\d{1,2})(?:st|nd|rd|th)?\s+house\b/, (m) => house(Number(m[1]), m));
  scan(/\bhouse\s+(\d{1,2})\b/, (m) => house(Number(m[1]), m));
  ORDINAL_WORDS.forEach((word, i) => {
    scan(new RegExp(`\\b${word}\\s+house\\b`), (m) => house(i + 1, m));
  });
  // One mention per stretch of text: 'ascendant' is found both as a name and as an alias.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((m, i) => i === 0 || m.start >= found[i - 1]!.end);
}

/** Words that may sit between a planet and where it is ("Venus in my", "Venus is in the"). */
const IN_GAP = /^\s*(?:(?:is|are|sits?|placed)\s+)?(?:in|on)?\s*(?:(?:my|the|your|their|his|her|a)\s+)?$/;
/** Words that may sit between a sign or house and the planet it holds ("Scorpio Venus", "7th house Venus"). */
const BEFORE_GAP = /^\s*(?:'s\s+)?$/;
const ASPECT_GAP = /^\s*(?:(?:is|in)\s+)?(?:(?:a|an)\s+)?$/;
const ASPECT_TO = /^\s*(?:(?:to|with)\s+)?(?:(?:my|the|your|their)\s+)?$/;

/**
 * The placements the message itself states: a planet with the sign or house it is said to be in ("Venus in my 7th
 * house", "Scorpio Venus", "Venus in Scorpio in the 8th house"), a rising sign ("Leo rising"), and two planets in an
 * aspect ("Venus square Mars"). A question about Venus never turns into every other planet in the 7th house.
 * Deterministic.
 */
export function statedPlacements(message: string): StatedPlacement[] {
  const text = message.toLowerCase().replace(/[’']/g, "'");
  const list = mentions(message);
  const between = (a: Mention, b: Mention) => text.slice(a.end, b.start);
  const out: StatedPlacement[] = [];
  const place = (planet: string, where: Mention) => {
    if (where.kind === 'sign')
      out.push(
        planet === 'Ascendant'
          ? { kind: 'ascendant-in-sign', sign: where.value }
          : { kind: 'planet-in-sign', planet, sign: where.value },
      );
    else if (where.kind === 'house' && planet !== 'Ascendant' && planet !== 'Midheaven')
      out.push({ kind: 'planet-in-house', planet, house: where.value });
  };
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    const b = list[i + 1];
    if (a.kind === 'planet') {
      // A chain: "Venus in Scorpio in the 8th house" places Venus twice.
      for (let j = i + 1; j < list.length; j++) {
        const where = list[j]!;
        if ((where.kind !== 'sign' && where.kind !== 'house') || !IN_GAP.test(between(list[j - 1]!, where))) break;
        place(a.value, where);
      }
      const other = list[i + 2];
      if (
        b?.kind === 'aspect' &&
        other?.kind === 'planet' &&
        ASPECT_GAP.test(between(a, b)) &&
        ASPECT_TO.test(between(b, other))
      )
        out.push({ kind: 'aspect', planet1: a.value, planet2: other.value, aspect: b.value });
    } else if ((a.kind === 'sign' || a.kind === 'house') && b?.kind === 'planet' && BEFORE_GAP.test(between(a, b))) {
      place(b.value, a);
    }
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const QUESTION_WORDS = new Set(
  (
    'a an and are about can could do does explain for from how i in is it me mean means my of on please tell ' +
    'the their them they this to what when where which who why will with work works would you your'
  ).split(' '),
);

/**
 * The words of a question that name its subject ("How do planetary hours work?" -> "planetary hours"), for a graph
 * search when the message names no planet, sign, house, aspect or topic.
 */
export function searchTerms(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9' -]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !QUESTION_WORDS.has(w))
    .join(' ');
}

const capitalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

/**
 * Cleans concepts from any source (the model's JSON included): planet, sign and topic names capitalised, aspect
 * names lower case, house numbers kept only when they are integers from 1 to 12, duplicates dropped.
 */
export function normalizeConcepts(raw: unknown): GraphConcepts {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const houses = Array.isArray(o.houses)
    ? o.houses
        .map((h) => (typeof h === 'string' && /^\s*\d+\s*$/.test(h) ? Number(h) : h))
        .filter((h): h is number => typeof h === 'number' && Number.isInteger(h) && h >= 1 && h <= 12)
    : [];
  return {
    planets: uniq(strings(o.planets).map(capitalise)).slice(0, 12),
    signs: uniq(strings(o.signs).map(capitalise)).slice(0, 12),
    houses: uniq(houses),
    aspects: uniq(strings(o.aspects).map((a) => a.trim().toLowerCase())).slice(0, 11),
    topics: uniq(strings(o.topics).map(capitalise)).slice(0, 14),
  };
}

/** Parses a model's concept answer (code fences stripped); anything unreadable gives empty lists. */
export function parseConceptAnswer(text: string): { concepts: GraphConcepts; error: string | null } {
  const clean = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const start = clean.indexOf('{');
  const end = clean.lastIndexOf('}');
  if (start < 0 || end < start) return { concepts: emptyConcepts(), error: 'the answer held no JSON object' };
  try {
    return { concepts: normalizeConcepts(JSON.parse(clean.slice(start, end + 1))), error: null };
  } catch (e) {
    return { concepts: emptyConcepts(), error: `the answer was not valid JSON (${(e as Error).message})` };
  }
}

const OPENERS: Record<PersonalityId, string> = {
  guide: "Here's what my knowledge database says, in plain words.",
  witchy: 'I looked through the book of what I know, and this is what it holds.',
  mystical: 'The knowledge I hold speaks of this.',
  mentor: 'Let me share what my knowledge database records on this.',
  coach: "Here's what my knowledge database has on this, straight to the point.",
};

const CLOSERS: Record<PersonalityId, string> = {
  guide: 'That is everything my knowledge database holds on this question.',
  witchy: 'That is all the book holds on it for now.',
  mystical: 'Beyond this, my knowledge is silent.',
  mentor: 'That is the whole of what my knowledge database records here.',
  coach: "That's all my knowledge database has on it.",
};

/**
 * The built-in reader's graph-only answer: the facts, voiced by the personality, and nothing else. Basic level gives
 * each fact's text; technical level adds its keywords. With no facts: NO_KNOWLEDGE_ANSWER.
 */
export function graphOnlyAnswer(task: GraphAnswerInput): string {
  const facts = task.facts.filter((f) => f.text.trim());
  if (facts.length === 0) return NO_KNOWLEDGE_ANSWER;
  const parts = [OPENERS[task.personality]];
  for (const f of facts) {
    let line = `**${f.title}** (${f.label}): ${f.text.trim()}`;
    if (task.level === 'technical' && f.keywords.length > 0) line += ` Keywords: ${f.keywords.join(', ')}.`;
    parts.push(line);
  }
  parts.push(CLOSERS[task.personality]);
  return parts.join('\n\n');
}
