// What the person is asking, recognised from the words of the message (and the previous question for a
// follow-up). Deterministic and cheap.
import { SIGNS } from '@stellara/astro';
import type { ModelMessage } from '../../conversation/prompt.ts';

export type Intent =
  | { kind: 'explain' }
  | { kind: 'big-three' }
  | { kind: 'planet'; planet: string }
  | { kind: 'aspect'; planets: string[]; aspect: string | null }
  | { kind: 'sign'; sign: string }
  | { kind: 'house'; house: number }
  | { kind: 'love' }
  | { kind: 'career' }
  | { kind: 'transits' }
  | { kind: 'compatibility' }
  | { kind: 'follow-up'; previous: Intent; depth: number }
  | { kind: 'overview' };

const SIGN_NAMES = SIGNS.map((sign) => sign.name);

const POINT_WORDS: [RegExp, string][] = [
  [/\bsun\b/, 'Sun'],
  [/\bmoon\b/, 'Moon'],
  [/\bmercury\b/, 'Mercury'],
  [/\bvenus\b/, 'Venus'],
  [/\bmars\b/, 'Mars'],
  [/\bjupiter\b/, 'Jupiter'],
  [/\bsaturn\b/, 'Saturn'],
  [/\buranus\b/, 'Uranus'],
  [/\bneptune\b/, 'Neptune'],
  [/\bpluto\b/, 'Pluto'],
  [/\bchiron\b/, 'Chiron'],
  [/\b(north node|nodes?|lunar node)\b/, 'North Node'],
  [/\b(rising|ascendant|asc)\b/, 'Ascendant'],
  [/\b(midheaven|mc)\b/, 'Midheaven'],
];
const ASPECT_WORDS: [RegExp, string][] = [
  [/\bconjunct(ion|s)?\b/, 'conjunction'],
  [/\boppos(ition|ite|es|ing)\b/, 'opposition'],
  [/\bsquar(e|es|ing)\b/, 'square'],
  [/\btrin(e|es)\b/, 'trine'],
  [/\bsextil(e|es)\b/, 'sextile'],
  [/\baspects?\b/, ''],
];
const HOUSE_WORDS = [
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

const EXPLAIN =
  /\b(explain (it )?(like|as if) i'?m (new|five|5|a beginner)|i'?m new( to (this|astrology))?|beginner|new to astrology|basics|what is a (birth|natal) chart|how does (this|astrology|a chart) work|eli5)\b/;
const COMPATIBILITY =
  /\b(compatib\w*|synastry|composite|(are|am) (we|i) (a )?(good )?match|match(es)? with|get along with)\b/;
const TRANSITS =
  /\b(transits?|what'?s (coming|next|ahead)|coming up|forecast|future|upcoming|next (week|month|year)|this (week|month|year)|ahead for me|predict\w*|timing|when will)\b/;
const LOVE =
  /\b(love|loving|relationships?|romance|romantic|partner|partners|dating|date|marriage|married|boyfriend|girlfriend|husband|wife|crush|soulmate|attract\w*|intimacy)\b/;
const CAREER =
  /\b(career|job|jobs|work|working|profession|vocation|business|boss|calling|purpose in life|money|success)\b/;
const BIG_THREE =
  /\b(big (three|3)|sun,? moon,? (and )?rising|my (birth |natal )?chart|about me|who am i|my personality|read(ing)? (of )?my)\b/;
const FOLLOW_UP =
  /^(and|so|why|how so|really|more|go on|tell me more|say more|what else|elaborate|deeper|explain( that| more)?|what does that mean|meaning|ok(ay)?|interesting|hmm+|yes|yeah|no|huh)\b/;

export function findPoints(text: string): string[] {
  const out: string[] = [];
  for (const [re, name] of POINT_WORDS) if (re.test(text) && !out.includes(name)) out.push(name);
  return out;
}

export function findSign(text: string): string | null {
  for (const s of SIGN_NAMES) if (new RegExp(`\\b${s.toLowerCase()}s?\\b`).test(text)) return s;
  return null;
}

export function findHouse(text: string): number | null {
  const n = /\b(1[0-2]|[1-9])(st|nd|rd|th)?\s+house\b|\bhouse\s+(1[0-2]|[1-9])\b/.exec(text);
  if (n) return Number(n[1] ?? n[3]);
  for (let i = 0; i < HOUSE_WORDS.length; i++) if (text.includes(`${HOUSE_WORDS[i]} house`)) return i + 1;
  return null;
}

function findAspect(text: string): string | null {
  for (const [re, name] of ASPECT_WORDS) if (re.test(text)) return name;
  return null;
}

/** The intent of one message, without looking at the history. */
export function recogniseOne(message: string): Intent | null {
  const t = message.toLowerCase().replace(/[’]/g, "'");
  if (EXPLAIN.test(t)) return { kind: 'explain' };
  if (COMPATIBILITY.test(t)) return { kind: 'compatibility' };
  if (TRANSITS.test(t)) return { kind: 'transits' };
  // "sun, moon and rising" is the Big Three, not three planets.
  if (BIG_THREE.test(t) && !/\b(venus|mars|mercury|jupiter|saturn)\b/.test(t)) return { kind: 'big-three' };
  const points = findPoints(t);
  const aspect = findAspect(t);
  if (points.length >= 2 || (points.length === 1 && aspect !== null && aspect !== '')) {
    return { kind: 'aspect', planets: points.slice(0, 2), aspect: aspect || null };
  }
  if (points.length === 1) return { kind: 'planet', planet: points[0]! };
  const house = findHouse(t);
  if (house) return { kind: 'house', house };
  if (LOVE.test(t)) return { kind: 'love' };
  if (CAREER.test(t)) return { kind: 'career' };
  if (aspect !== null) return { kind: 'aspect', planets: [], aspect: aspect || null };
  const sign = findSign(t);
  if (sign) return { kind: 'sign', sign };
  return null;
}

/** The intent of a message in its conversation: a follow-up builds on the previous question's topic. */
export function recognise(message: string, history: readonly ModelMessage[]): Intent {
  const own = recogniseOne(message);
  const t = message.trim().toLowerCase();
  const looksLikeFollowUp = FOLLOW_UP.test(t) || (t.length < 25 && !own);
  if (own && !(looksLikeFollowUp && own.kind === 'sign')) return own;
  if (looksLikeFollowUp || !own) {
    const earlier = history.filter((m) => m.role === 'user').map((m) => m.content);
    let depth = 1;
    for (let i = earlier.length - 1; i >= 0; i--) {
      const prev = recogniseOne(earlier[i]!);
      if (prev) return { kind: 'follow-up', previous: prev, depth };
      depth++;
    }
    if (earlier.length > 0 || history.some((m) => m.role === 'assistant')) {
      return { kind: 'follow-up', previous: { kind: 'overview' }, depth: 1 };
    }
  }
  return own ?? { kind: 'overview' };
}
