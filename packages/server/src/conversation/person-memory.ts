// Memory of the person (docs/voice.md): what someone told about their life (a partner, work, a loss, a decision)
// is kept as short second-person phrases taken from their own words, and a later reply may refer back to one of
// them when the new question touches the same part of life. Derived on the fly from the messages they wrote, so
// deleting a chat deletes what it remembered. Pure: the caller brings the messages and the understanding reader.
import { FIRST_CHART_MESSAGE, ordinal, type PersonalityId } from '@stellara/contract';
import { occupationIn } from './occupation.ts';
import { personIn, situationPhrase, toldClause, UNNAMED_TOLD } from './told-phrases.ts';
import type { NamedPoint, Situation, Topic, Understanding } from './understanding/understanding.ts';

export interface Remembered {
  kind: Situation | Topic | 'person';
  /** Their words turned to second person: "the fights with your boyfriend", "how you write poetry at night". */
  phrase: string;
  /** When it was said (the message's time, ISO). */
  at: string;
  /** Which chat it was said in. */
  conversationId: string;
  /** The parts of life it bears on: a later question about one of them may recall it. */
  topics: Topic[];
}

export interface ToldMessage {
  content: string;
  at: string;
  conversationId: string;
}

/** At most this many things are remembered: the newest. */
export const REMEMBERED_MAX = 6;

// ---------------------------------------------------------------------------------------------
// What a message tells

const SENSITIVE: readonly Situation[] = ['bereavement', 'illness'];

/** A situation the words show plainly, when the understanding step read none (its bar is tuned for questions). */
const SITUATION_WORDS: readonly [RegExp, Situation][] = [
  [
    /\b(passed away|died|funeral|lost my (?:mom|mum|mother|dad|father|husband|wife|son|daughter|baby))\b/i,
    'bereavement',
  ],
  [/\b(laid off|got fired|been fired|lost my job)\b/i, 'job-loss'],
  [/\b(broke up|break-?up|dumped me|got dumped|divorc\w*|split up)\b/i, 'breakup'],
  [/\b(fight|fights|fighting|fought|argu\w*|yell\w*|screaming)\b/i, 'conflict'],
];

/** The parts of life each situation bears on (besides those its message names). */
const SITUATION_TOPICS: Readonly<Record<Situation, Topic[]>> = {
  bereavement: ['family', 'emotions', 'home', 'growth', 'spirituality'],
  'job-loss': ['career', 'money'],
  breakup: ['love', 'emotions'],
  conflict: [],
  anxiety: ['emotions', 'health'],
  sleep: ['health', 'emotions'],
  'money-worry': ['money', 'career'],
  illness: ['health'],
  decision: ['growth'],
  loneliness: ['friends', 'love', 'emotions'],
};

/** What one message tells, as remembered items (without time and chat); empty when it tells nothing of their life. */
function toldIn(text: string, u: Understanding): Omit<Remembered, 'at' | 'conversationId'>[] {
  if (text.trim() === FIRST_CHART_MESSAGE) return [];
  // The work they do, in any of our languages: a later work question, or "do you remember what I do", uses it.
  const work = occupationIn(text);
  if (!work) return toldOf(text, u);
  const job = {
    kind: 'career' as const,
    phrase: `your work as ${/^[aeiou]/.test(work) ? 'an' : 'a'} ${work}`,
    topics: ['career', 'money'] as Topic[],
  };
  // What else the message tells besides the job ("i'm a nurse and i'm tired all the time": how tired you are).
  return [job, ...toldOf(text, u).filter((t) => !/\b(?:work|job)\b|'re an? /.test(t.phrase))];
}

function toldOf(text: string, u: Understanding): Omit<Remembered, 'at' | 'conversationId'>[] {
  const english = u.language === 'en';
  const lexical = english ? (SITUATION_WORDS.find(([re]) => re.test(text))?.[1] ?? null) : null;
  const situation = u.situation ?? lexical;
  if (!situation && !u.acts.includes('share')) return [];
  // Their own words are only turned around in English; elsewhere a situation is named in general terms.
  const person = english ? personIn(text) : null;
  const topicsOf = (...extra: Topic[][]) => [...new Set([...extra.flat(), ...u.about.topics])];
  if (situation) {
    const bears = situation === 'conflict' && !person ? ['love', 'family', 'friends'] : SITUATION_TOPICS[situation];
    return [
      {
        kind: situation,
        phrase: situationPhrase(situation, text, person),
        topics: topicsOf(bears as Topic[], person ? [person.topic] : []),
      },
    ];
  }
  if (!english) return [];
  const clause = toldClause(text);
  const kind = u.about.topics[0] ?? person?.topic;
  if (clause && kind) return [{ kind, phrase: clause, topics: topicsOf(person ? [person.topic] : []) }];
  if (person) return [{ kind: 'person', phrase: `your ${person.words}`, topics: topicsOf([person.topic]) }];
  return [];
}

const at = (iso: string) => Date.parse(iso) || 0;

/**
 * What the person told about their life in these messages (their own, never Stellara's): newest first, one entry per
 * phrase, at most REMEMBERED_MAX. `read` is the understanding step.
 */
export function rememberFrom(messages: readonly ToldMessage[], read: (text: string) => Understanding): Remembered[] {
  const newestFirst = [...messages].sort((a, b) => at(b.at) - at(a.at));
  const out: Remembered[] = [];
  const seen = new Set<string>();
  for (const m of newestFirst) {
    if (out.length >= REMEMBERED_MAX) break;
    for (const told of toldIn(m.content, read(m.content))) {
      const key = told.phrase.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...told, at: m.at, conversationId: m.conversationId });
    }
  }
  return out.slice(0, REMEMBERED_MAX);
}

// ---------------------------------------------------------------------------------------------
// Referring back

/** The parts of life a point or house speaks for, so "what does my Venus say" meets a partner they mentioned. */
const POINT_TOPICS: Readonly<Partial<Record<NamedPoint, Topic[]>>> = {
  Moon: ['emotions', 'home', 'family'],
  Mercury: ['communication'],
  Venus: ['love', 'money', 'friends', 'creativity'],
  Mars: ['love', 'career'],
  Jupiter: ['growth', 'money', 'travel'],
  Saturn: ['career', 'growth'],
  Uranus: ['friends', 'growth'],
  Neptune: ['spirituality', 'creativity'],
  Pluto: ['growth', 'emotions'],
  Chiron: ['health', 'growth', 'emotions'],
  'North Node': ['growth'],
  'South Node': ['growth'],
  Lilith: ['love'],
  IC: ['home', 'family'],
  Descendant: ['love'],
  Midheaven: ['career'],
};
const HOUSE_TOPICS: readonly Topic[][] = [
  [],
  [],
  ['money'],
  ['communication'],
  ['home', 'family'],
  ['love', 'creativity'],
  ['health', 'career'],
  ['love'],
  ['money', 'emotions'],
  ['travel', 'spirituality'],
  ['career'],
  ['friends'],
  ['spirituality', 'emotions'],
];

/** What the current message is about, as parts of life ("self" is everything, so it matches nothing on its own). */
function currentTopics(u: Understanding): Set<Topic> {
  const topics = new Set<Topic>([
    ...u.about.topics,
    ...u.about.points.flatMap((p) => POINT_TOPICS[p] ?? []),
    ...u.about.houses.flatMap((h) => HOUSE_TOPICS[h] ?? []),
    ...(u.about.techniques.includes('synastry') ? (['love'] as Topic[]) : []),
    ...(u.situation ? SITUATION_TOPICS[u.situation] : []),
  ]);
  topics.delete('self');
  return topics;
}

/** The place in the chart the reply looks at, named as the recall line names it. */
function anchorOf(u: Understanding): string | null {
  const point = u.about.points[0];
  if (point) return point === 'Ascendant' ? 'your rising sign' : `your ${point}`;
  const house = u.about.houses[0];
  return house ? `your ${ordinal(house)} house` : null;
}

type Line = (phrase: string, anchor: string | null) => string;
const ordinary = (withAnchor: Line[], without: Line[]) => ({ withAnchor, without });

// Two shapes per voice, chosen by the seed, so a chat does not meet one frame over and over. Plain enough for a
// hard thing (a break-up, a lost job): the playful images stay out of a line that holds someone's trouble.
const LINES: Readonly<Record<PersonalityId, { withAnchor: Line[]; without: Line[] }>> = {
  guide: ordinary(
    [
      (p, a) => `You mentioned ${p}; ${a} speaks to that directly.`,
      (p, a) => `You told me about ${p}, so let's read ${a} with that in mind.`,
    ],
    [
      (p) => `You mentioned ${p}, so I'll read this with that in mind.`,
      (p) => `You told me about ${p}; here is where your chart meets it.`,
    ],
  ),
  witchy: ordinary(
    [
      (p, a) => `You told me about ${p}, and ${a} has something to say about exactly that.`,
      (p, a) => `You spoke of ${p}; let's see what ${a} holds for it.`,
    ],
    [
      (p) => `You told me about ${p}, so I'll keep it close as we read.`,
      (p) => `You spoke of ${p}; let's keep it in mind while we look.`,
    ],
  ),
  mystical: ordinary(
    [
      (p, a) => `You spoke of ${p}; ${a} carries a thread of that same story.`,
      (p, a) => `Earlier you told me of ${p}, and ${a} holds an image of it.`,
    ],
    [
      (p) => `You spoke of ${p}; the chart carries a thread of that same story.`,
      (p) => `Earlier you told me of ${p}, and what follows holds an image of it.`,
    ],
  ),
  mentor: ordinary(
    [
      (p, a) => `You mentioned ${p}, so let's hold that beside ${a}.`,
      (p, a) => `Earlier you told me about ${p}; ${a} may shed some light on it.`,
    ],
    [
      (p) => `You mentioned ${p}, so let's hold that beside what follows.`,
      (p) => `Earlier you told me about ${p}; what follows may shed some light on it.`,
    ],
  ),
  coach: ordinary(
    [
      (p, a) => `You mentioned ${p}, so let's put ${a} to work on it.`,
      (p, a) => `Earlier you told me about ${p}, so let's see what ${a} offers for it.`,
    ],
    [
      (p) => `You mentioned ${p}, so let's put this reading to work on it.`,
      (p) => `Earlier you told me about ${p}, so let's see what your chart offers for it.`,
    ],
  ),
};

/** A loss or an illness is recalled softly, with no chart words pinned to it. */
const GENTLE: Readonly<Record<PersonalityId, string[]>> = {
  guide: [
    "I haven't forgotten what you told me about {phrase}, and I'll keep it in mind as we look at this.",
    "I'm keeping what you shared about {phrase} close as we look at this.",
  ],
  witchy: [
    "I'm holding what you shared about {phrase} gently while we look at this.",
    "What you told me about {phrase} stays with me as we read; we'll go softly.",
  ],
  mystical: [
    'What you told me of {phrase} stays with me as we look at this.',
    'I carry what you shared about {phrase} quietly into this reading.',
  ],
  mentor: [
    "I'm keeping in mind what you told me about {phrase}; take what follows at your own pace.",
    'What you shared about {phrase} is still with me as we look at this.',
  ],
  coach: [
    "I remember what you told me about {phrase}, and I'll keep that in mind here.",
    "What you shared about {phrase} is in the picture; we'll go at your pace.",
  ],
};

/** What a reply does with the person's words: asks for a reading it can frame by what they told. */
const READING_ACTS = ['ask', 'ask-several', 'more'] as const;
/** A short answer was asked for: no room for a line about something else. */
const SHAPE_ACTS = ['brevity', 'one-thing'] as const;

export interface RecallOptions {
  /** Phrases the previous reply recalled (recalledIn): never the same one two replies running. */
  recalled?: readonly string[];
  /** The current message's time (ISO): only what was told before it is recalled. */
  before?: string;
  /** The chat's earlier replies: a recall shape whose frame they already hold is not used again. */
  earlier?: readonly string[];
}

/** The recall line with the remembered phrase it refers to, or null. */
export function chooseRecall(
  remembered: readonly Remembered[],
  current: Understanding,
  voice: PersonalityId,
  seed: number,
  options: RecallOptions = {},
): { line: string; phrase: string; item: Remembered } | null {
  if (!current.acts.some((a) => (READING_ACTS as readonly string[]).includes(a))) return null;
  if (current.acts.some((a) => (SHAPE_ACTS as readonly string[]).includes(a))) return null;
  const topics = currentTopics(current);
  const recalled = new Set((options.recalled ?? []).map((p) => p.toLowerCase()));
  const before = options.before ? at(options.before) : Number.POSITIVE_INFINITY;
  const candidates = remembered
    // "You spoke of what you told me" says nothing: a thing kept without words of its own is not recalled by a line.
    .filter((r) => at(r.at) < before && !recalled.has(r.phrase.toLowerCase()) && r.phrase !== UNNAMED_TOLD)
    // Telling the same thing again is answered as what it is now, not as a memory.
    .filter((r) => r.kind !== current.situation)
    .map((r) => ({ r, overlap: r.topics.filter((t) => topics.has(t)).length }))
    .filter((c) => c.overlap > 0)
    // The closest to the question first, then the newest.
    .sort((a, b) => b.overlap - a.overlap || at(b.r.at) - at(a.r.at));
  const chosen = candidates[0]?.r;
  if (!chosen) return null;
  const gentle = (SENSITIVE as readonly string[]).includes(chosen.kind);
  const anchor = gentle ? null : anchorOf(current);
  const shapes: Line[] = gentle
    ? GENTLE[voice].map((text) => (p: string) => text.replace('{phrase}', p))
    : anchor
      ? LINES[voice].withAnchor
      : LINES[voice].without;
  // From the seed on, the first shape whose fixed words this chat has not read yet; none when all have been used.
  const earlier = normalised((options.earlier ?? []).join('\n'));
  const start = Math.abs(Math.trunc(seed));
  for (let i = 0; i < shapes.length; i++) {
    const shape = shapes[(start + i) % shapes.length]!;
    if (frameOf(shape).some((fixed) => earlier.includes(fixed))) continue;
    return { line: shape(chosen.phrase, anchor), phrase: chosen.phrase, item: chosen };
  }
  return null;
}

const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
/** Stand-ins for the phrase and the anchor: what is left between them is the shape's own wording. */
const SLOT = '|';
/** A shape's fixed runs of four words or more (what would read as the same sentence frame twice). */
function frameOf(shape: Line): string[] {
  return normalised(shape(SLOT, SLOT))
    .split(SLOT)
    .map((run) => run.replace(/^[\s;,.:]+|[\s;,.:]+$/g, ''))
    .filter((run) => run.split(' ').length >= 4);
}

/**
 * One sentence that refers back to something the person told, when it bears on what they ask now; otherwise null.
 * Never on a thank-you, a greeting or a request for a short answer, and never the phrase the previous reply recalled.
 */
export function recallLine(
  remembered: readonly Remembered[],
  current: Understanding,
  voice: PersonalityId,
  seed: number,
  options: RecallOptions = {},
): string | null {
  return chooseRecall(remembered, current, voice, seed, options)?.line ?? null;
}

/** The remembered phrases a reply's text refers back to (so the next reply picks another, or none). */
export function recalledIn(reply: string, remembered: readonly Remembered[]): string[] {
  const text = reply.toLowerCase();
  return remembered.filter((r) => text.includes(r.phrase.toLowerCase())).map((r) => r.phrase);
}

/** What the planner needs to refer back (PlanInput.memory): what was told, and the voice to say it in. */
export interface PersonMemory {
  remembered: Remembered[];
  voice: PersonalityId;
  seed: number;
  /** Phrases the previous reply recalled. */
  recalled: readonly string[];
  /** The current message's time (ISO). */
  before?: string;
  /** The chat's earlier replies (no recall frame twice in one chat). */
  earlier?: readonly string[];
}

/** The plan's recall for the message the understanding step heard: the line and the phrase it refers to, or null. */
export function recallFor(
  memory: PersonMemory | undefined,
  heard: Understanding,
): { line: string; phrase: string } | null {
  if (!memory) return null;
  const chosen = chooseRecall(memory.remembered, heard, memory.voice, memory.seed, {
    recalled: memory.recalled,
    ...(memory.before ? { before: memory.before } : {}),
    ...(memory.earlier ? { earlier: memory.earlier } : {}),
  });
  return chosen ? { line: chosen.line, phrase: chosen.phrase } : null;
}
