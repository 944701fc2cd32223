// What a message asks, read from its words: the topic and the chart factors it names, whether it asks about
// timing, for a definition or for more, or is off-topic, hostile, an attempt to give orders, or noise.
// Deterministic and cheap; the planner decides what to do with it.
import type { AspectName } from '@stellara/astro';
import { BODY_NAMES, ORDINAL_WORDS, SIGN_NAMES } from '@stellara/contract';

export type Theme =
  | 'self'
  | 'love'
  | 'career'
  | 'money'
  | 'home'
  | 'travel'
  | 'health'
  | 'friends'
  | 'creativity'
  | 'spirituality'
  | 'communication'
  | 'growth'
  | 'emotions';

export type QuestionKind =
  /** A question about the chart: theme and/or named factors. */
  | 'reading'
  /** "What is a trine?": define, then show it in the person's chart. */
  | 'definition'
  /** "Is Mercury retrograde affecting me?" */
  | 'retrograde'
  /** What the sky is doing to this chart, without a theme ("What's coming up for me?"). */
  | 'transits'
  | 'compatibility'
  /** "Tell me more", "ok", "why?": the same topic, one step further. */
  | 'more'
  | 'greeting'
  | 'thanks'
  | 'off-topic'
  | 'hostile'
  /** Text that tries to give the reader orders or get its instructions. */
  | 'injection'
  | 'gibberish';

export interface Question {
  kind: QuestionKind;
  theme: Theme | null;
  /** Points named, in display names ('Moon', 'North Node', 'Ascendant', 'Midheaven'). */
  points: string[];
  houses: number[];
  signs: string[];
  aspect: AspectName | null;
  /** "this year", "right now"... adds timing to the topic. */
  timing: 'now' | 'year' | null;
  /** The term to define. */
  term: string | null;
  /** How the message reacts, read as an answer to an open question (the hook). */
  reaction: 'yes' | 'no' | 'neutral';
}

const POINT_WORDS: [RegExp, string][] = [
  ...BODY_NAMES.map((name): [RegExp, string] => [new RegExp(`\\b${name.toLowerCase()}\\b`), name]),
  [/\b(north node|lunar nodes?|nodes?)\b/, 'North Node'],
  [/\b(rising|ascendant|asc)\b/, 'Ascendant'],
  [/\b(midheaven|mc)\b/, 'Midheaven'],
];
const ASPECT_WORDS: [RegExp, AspectName][] = [
  [/\bconjunct(ion|s)?\b/, 'conjunction'],
  [/\boppos(ition|ite|es|ing)\b/, 'opposition'],
  [/\bsquar(e|es|ing)\b/, 'square'],
  [/\btrin(e|es)\b/, 'trine'],
  [/\bsextil(e|es)\b/, 'sextile'],
];

/** Words a theme is recognised by; the order matters where a message touches several (love before self). */
const THEMES: [Theme, RegExp][] = [
  [
    'love',
    /\b(love|loving|in love|relationships?|romance|romantic|partners?|dating|date|marriage|marry|married|boyfriend|girlfriend|husband|wife|crush|soulmate|single|ex)\b/,
  ],
  [
    'travel',
    /\b(travel\w*|abroad|far from home|foreign|overseas|journeys?|trips?|emigrat\w*|another country|relocat\w*)\b/,
  ],
  [
    'career',
    /\b(career|jobs?|work|working|profession\w*|vocation|boss|calling|business|promotion|employ\w*|colleagues?)\b/,
  ],
  ['money', /\b(money|financ\w*|income|wealth|wealthy|rich|salary|debts?|savings?|spend\w*|earn\w*)\b/],
  [
    'home',
    /\b(home|family|families|mother|father|mum|mom|dad|parents?|childhood|roots|siblings?|brothers?|sisters?)\b/,
  ],
  ['health', /\b(health|healthy|body|illness|ill|sick|energy levels?|tired|fitness|wellbeing|well-being|diet)\b/],
  ['friends', /\b(friends?|friendships?|social|community|groups?|network\w*)\b/],
  ['creativity', /\b(creativ\w*|art|artist|hobby|hobbies|children|kids|play|fun|pleasure)\b/],
  ['spirituality', /\b(spiritual\w*|intuition|intuitive|meditat\w*|soul|karma|past lives?|faith|god)\b/],
  ['communication', /\b(communicat\w*|talk\w*|speak\w*|writ(e|ing)|learn\w*|study|studies|mind|think\w*)\b/],
  [
    'growth',
    /\b(purpose|life path|path in life|lesson|destiny|meant to|grow|growth|potential|future self|direction)\b/,
  ],
  ['emotions', /\b(feelings?|emotion\w*|anxious|anxiety|mood\w*|sad|lonely|stress\w*|overwhelm\w*)\b/],
  [
    'self',
    /\b(about me|my chart|birth chart|natal chart|who am i|my personality|personality|strengths?|weakness\w*|myself|big (three|3)|sun,? moon,? (and )?rising)\b/,
  ],
];

const TIMING_YEAR =
  /\b(this year|next year|coming (year|months)|in \d{4}|this month|next month|(the )?months ahead|year ahead|ever|someday|soon|when will|will i)\b/;
const TIMING_NOW =
  /\b(right now|now|currently|at the moment|these days|this week|today|lately|at present|coming up|what'?s (coming|next|ahead))\b/;
const TRANSITS = /\b(transits?|forecast|what'?s (coming|next|ahead)|coming up|ahead for me|predict\w*|horoscope)\b/;
const COMPATIBILITY =
  /\b(compatib\w*|synastry|composite|(are|am) (we|i) (a )?(good )?match|match(es)? with|get along with)\b/;

/** Terms a definition question may ask about, with the words that name them. */
export const TERMS: [string, RegExp][] = [
  // The minor aspects first: "semi-square" must not be read as a square.
  ['semi-sextile', /\bsemi[- ]?sextiles?\b/],
  ['semi-square', /\b(semi[- ]?squares?|octiles?)\b/],
  ['sesquiquadrate', /\b(sesqui[- ]?quadrates?|sesqui[- ]?squares?)\b/],
  ['biquintile', /\bbi[- ]?quintiles?\b/],
  ['quintile', /\bquintiles?\b/],
  ['quincunx', /\b(quincunx(es)?|inconjuncts?)\b/],
  ['trine', /\btrines?\b/],
  ['square', /\bsquares?\b/],
  ['sextile', /\bsextiles?\b/],
  ['opposition', /\boppositions?\b/],
  ['conjunction', /\bconjunctions?\b/],
  ['aspect', /\baspects?\b/],
  ['retrograde', /\bretrograde\b/],
  ['cusp', /\bcusps?\b/],
  ['house', /\bhouses?\b/],
  ['rising sign', /\b(rising sign|ascendant|rising)\b/],
  ['midheaven', /\b(midheaven|mc)\b/],
  ['ic', /\b(ic|imum coeli)\b/],
  ['descendant', /\b(descendant|dsc)\b/],
  ['angle', /\b(angles?|angular)\b/],
  ['dispositor', /\bdispositors?\b/],
  ['return', /\b(returns?|solar return|saturn return)\b/],
  ['lilith', /\b(lilith|black moon)\b/],
  ['stellium', /\bstellium\b/],
  ['chart ruler', /\b(chart ruler|ruling planet)\b/],
  ['transit', /\btransits?\b/],
  ['birth chart', /\b(birth|natal) chart\b/],
  ['dignity', /\b(dignity|dignities|domicile|exaltation|detriment|fall)\b/],
  ['orb', /\borbs?\b/],
  ['element', /\belements?\b/],
  ['modality', /\b(modalit(y|ies)|cardinal|fixed|mutable)\b/],
  ['north node', /\b(north node|nodes?)\b/],
  ['big three', /\bbig (three|3)\b/],
  ['sign', /\b(zodiac )?signs?\b/],
];

const DEFINITION =
  /^(so |and |but |ok(ay)?,? )?(what('?s| is| are| does| do)|define|explain|meaning of|tell me what)\b(?!.*\b(my|mine|me|i)\b)/;
const DEFINITION_TAIL = /\b(mean|means|meaning|stand for|is that)\b/;

const INJECTION =
  /\b(ignore (all |any |the |your )?(previous|prior|above|earlier|other)? ?(instructions|rules|prompts?)|system prompt|system override|your (instructions|rules|prompt|guidelines)|(reveal|print|show|repeat|output) (me )?(your|the) (prompt|instructions|rules|system)|developer mode|jailbreak|you are now|from now on you|act as (a|an)|pretend (to be|you are)|disregard (your|all|the))\b/;
const HOSTILE =
  /\b(astrology is (bs|bullshit|nonsense|fake|rubbish|garbage|a scam|stupid|crap)|(you'?re|you are|this is|this app is|stellara is) (useless|stupid|dumb|a fraud|fake|bs|bullshit|nonsense|rubbish|garbage|crap|a joke|a scam)|shut up|waste of (my )?time|fuck\w*|scam|pseudo-?science|load of (crap|rubbish|nonsense))\b/;
/** Insults or contempt said outright ("you're useless", "astrology is bs"), in any message. */
export const soundsHostile = (message: string) => HOSTILE.test(normalise(message));

const OFF_TOPIC =
  /\b(recipes?|rezepte?|recetas?|receitas?|recettes?|ricett[ae]|bake|baking|cook\w*|banana bread|(?:cheap|quick|easy|healthy|good) (?:dinners?|lunch(?:es)?|breakfasts?|meals?)|(?:dinner|lunch|breakfast|meal) ideas?|what (?:should|can|do) (?:i|we) (?:make|eat) for|shopping list|capital of|weather|code|coding|python|javascript|programming|math|maths|equation|translate|essay|homework|stocks?|bitcoin|crypto|football|soccer|movies?|films?|lyrics|joke|president|election|news|sports?|calculate \d|what time is it)\b/;
const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings)\b[\s!.,]*(stellara)?[\s!.]*$/;
const THANKS = /^(thanks|thank you|thx|ty|cheers|much appreciated)\b/;
const MORE =
  /^(and|so|why|how so|really|more|go on|continue|tell me more|say more|what else|anything else|elaborate|deeper|keep going|explain( that| more)?|what does that mean|meaning|ok(ay)?|k|interesting|hmm+|huh|yes|yeah|yep|no|nope|sure|cool|nice|wow|i see|got it|right|true|go deeper|next)\b/;

const YES =
  /\b(yes|yeah|yep|yup|true|exactly|that'?s (so )?me|so me|spot on|accurate|definitely|absolutely|resonates|totally|100%|very much|i (do|relate|recognise|recognize))\b/;
/** "No", "not really", "doesn't fit": the reading is not recognised ("no more", from "niet meer", doubts nothing). */
const NO =
  /\b(no(?! (?:more|longer)\b)|nope|nah|not (really|me|at all|true|quite)|doesn'?t (fit|resonate|sound like me)|don'?t (relate|think so|see it|recognise|recognize)|disagree|wrong|isn'?t me|that'?s not)\b/;

/** Common short words, so a message of only unknown words can be told apart from a terse question. */
const COMMON =
  /^(a|an|the|i|me|my|you|your|it|is|are|am|was|be|do|does|did|what|why|how|who|when|where|which|and|or|but|so|of|to|in|on|for|with|about|tell|more|ok|okay|yes|no|please|thanks|hi|hello|hey|can|could|will|would|should|this|that|chart|sign|star|stars|astrology|reading|love|work|life|maybe|sure|nope|yeah|yep|h+m+|u+m+|u+h+|a+h+|o+h+|m+)$/;

const normalise = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

export function findPoints(t: string): string[] {
  const out: string[] = [];
  for (const [re, name] of POINT_WORDS) if (re.test(t) && !out.includes(name)) out.push(name);
  // "sun sign" and "moon sign" name the point; "rising" may have matched "rising sign": fine.
  return out;
}

export function findHouses(t: string): number[] {
  const out = new Set<number>();
  for (const m of t.matchAll(/\b(1[0-2]|[1-9])(st|nd|rd|th)?\s+house\b|\bhouse\s+(1[0-2]|[1-9])\b/g)) {
    out.add(Number(m[1] ?? m[3]));
  }
  ORDINAL_WORDS.forEach((w, i) => {
    if (t.includes(`${w} house`)) out.add(i + 1);
  });
  return [...out];
}

export function findSigns(t: string): string[] {
  return SIGN_NAMES.filter((s) => new RegExp(`\\b${s.toLowerCase()}s?\\b`).test(t));
}

function findAspect(t: string): AspectName | null {
  for (const [re, name] of ASPECT_WORDS) if (re.test(t)) return name;
  return null;
}

export function findTheme(t: string): Theme | null {
  for (const [theme, re] of THEMES) if (re.test(t)) return theme;
  return null;
}

export function reactionOf(t: string): Question['reaction'] {
  const no = NO.test(t);
  const yes = YES.test(t);
  if (no && !yes) return 'no';
  if (yes && !no) return 'yes';
  return 'neutral';
}

/** A message made only of letter runs that are not words: keyboard mashing. */
function isGibberish(t: string): boolean {
  const words = t.match(/[a-z']+/g) ?? [];
  if (!words.length) return !/[0-9?]/.test(t) || t.replace(/[^a-z0-9]/g, '').length === 0;
  const rows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
  const mashed = (w: string) => w.length >= 3 && rows.some((r) => [...w].every((c) => r.includes(c)));
  const unknown = words.filter(
    (w) => !COMMON.test(w) && (!/[aeiouy]/.test(w) || /[^aeiouy]{4,}/.test(w) || /(.)\1\1/.test(w) || mashed(w)),
  );
  return words.length <= 6 && unknown.length / words.length >= 0.5;
}

export function termOf(t: string): string | null {
  for (const [term, re] of TERMS) if (re.test(t)) return term;
  return null;
}

export function understand(message: string): Question {
  const t = normalise(message);
  const points = findPoints(t);
  const houses = findHouses(t);
  const signs = findSigns(t);
  const aspect = findAspect(t);
  const theme = findTheme(t);
  const timing = TIMING_YEAR.test(t) ? 'year' : TIMING_NOW.test(t) ? 'now' : null;
  const q: Question = {
    kind: 'reading',
    theme,
    points,
    houses,
    signs,
    aspect,
    timing,
    term: null,
    reaction: reactionOf(t),
  };
  const astro = points.length > 0 || houses.length > 0 || signs.length > 0 || aspect !== null;
  if (INJECTION.test(t)) return { ...q, kind: 'injection' };
  if (HOSTILE.test(t)) return { ...q, kind: 'hostile' };
  if (!t || isGibberish(t)) return { ...q, kind: 'gibberish' };
  if (OFF_TOPIC.test(t) && !astro && theme !== 'love') return { ...q, kind: 'off-topic' };
  if (/\bretrograde\b/.test(t) && !DEFINITION.test(t)) return { ...q, kind: 'retrograde' };
  if ((DEFINITION.test(t) || DEFINITION_TAIL.test(t)) && !/\b(my|mine|me|i)\b/.test(t)) {
    // "What does Sun square Moon mean?" names two points: it is about the person's aspect, read as a reading.
    const term = points.length >= 2 ? null : termOf(t);
    if (term) return { ...q, kind: 'definition', term };
  }
  if (COMPATIBILITY.test(t)) return { ...q, kind: 'compatibility' };
  if (astro || theme) return q;
  if (TRANSITS.test(t) || timing) return { ...q, kind: 'transits', timing: timing ?? 'now' };
  if (GREETING.test(t)) return { ...q, kind: 'greeting' };
  if (THANKS.test(t)) return { ...q, kind: 'thanks' };
  if (MORE.test(t) || t.split(' ').length <= 4) return { ...q, kind: 'more' };
  // A longer message with nothing about the person or their chart: not something a chart answers.
  if (!/\b(i|me|my|mine|myself|i'm|i've)\b/.test(t)) return { ...q, kind: 'off-topic' };
  return { ...q, kind: 'reading', theme: 'self' };
}
