// What the understanding step heard, in the terms the planner builds factors from: the question's kind, its life
// area, the chart words it names and the time it asks about. Pure.
import type { AspectName } from '@stellara/astro';
import { methodsNamed } from '../../knowledge/index.ts';
import { excludedTopics } from '../understanding/excluded-topics.ts';
import type { TimeRef, Topic, Understanding } from '../understanding/understanding.ts';
import { askedTerm } from './definition-ask.ts';
import { askedAreaBesideParent } from './parents.ts';
import { findTheme, type Question, reactionOf, type Theme, termOf } from './question.ts';

/** The techniques the reader works out from the chart itself (returns, synastry): these keep their own answers. */
const COMPUTED_METHODS = new Set([
  'Saturn Return',
  'Jupiter Return',
  'Solar Return',
  'Synastry',
  'Composite Chart',
  'Lots',
]);

export { questionsIn } from '../understanding/questions.ts';

/** The chart's own parts named without one in particular: "my planets in a table", "mis aspectos". */
const CHART_NOUNS =
  /\b(planets|planetas|pianeti|planeten|plan[eè]tes|placements|aspects|aspectos|aspetti|aspekte|posiciones|posi[cç][oõ]es)\b/;

/** Family questions read the same houses as home (the 4th, the Moon). */
const THEME_OF_TOPIC: Record<Topic, Theme> = {
  self: 'self',
  love: 'love',
  career: 'career',
  money: 'money',
  home: 'home',
  family: 'home',
  travel: 'travel',
  health: 'health',
  friends: 'friends',
  creativity: 'creativity',
  spirituality: 'spirituality',
  communication: 'communication',
  growth: 'growth',
  emotions: 'emotions',
};

/** What the sky does "now" is read from transits in orb; a month or more ahead from the slow contacts of the year. */
function timingOf(time: TimeRef | null): Question['timing'] {
  if (!time) return null;
  switch (time.kind) {
    case 'now':
    case 'today':
    case 'tomorrow':
    case 'this-week':
    case 'next-week':
      return 'now';
    case 'past':
      return null;
    default:
      return 'year';
  }
}

/** Words that soften a yes into a maybe: the person half recognises themself. */
const HEDGE = /\b(maybe|kind of|sort of|i guess|partly|not sure|a (little|bit)|somewhat|sometimes|tal vez|talvez)\b/;

/** How the message reacts to what was read: its own yes or no words first, then what the message does. */
function reactionTo(acts: readonly string[], text: string): Question['reaction'] {
  const said = reactionOf(text);
  if (said !== 'neutral') return said;
  if (acts.includes('doubt')) return 'no';
  return acts.includes('agree') && !HEDGE.test(text) ? 'yes' : 'neutral';
}

const has = <T>(list: readonly T[], ...items: T[]) => items.some((i) => list.includes(i));

export function questionOf(heard: Understanding, message: string): Question {
  const { acts, about } = heard;
  const text = message.toLowerCase();
  const named = about.aspects[0];
  const points = [...about.points];
  // "My Sun trine Pluto" names both sides: both are asked about, in the message's order.
  for (const a of about.aspects) for (const p of [a.a, a.b]) if (p && !points.includes(p)) points.push(p);
  // The IC and the Descendant are the cusps of the 4th and the 7th: read as those houses.
  const houses = [...about.houses];
  for (const [angle, house] of [
    ['IC', 4],
    ['Descendant', 7],
  ] as const) {
    if (points.includes(angle) && !houses.includes(house)) houses.push(house);
  }
  const chartPoints = points.filter((p) => p !== 'IC' && p !== 'Descendant');
  const aspect: AspectName | null = named?.aspect ?? about.aspectNames[0] ?? null;
  // An area the message sets aside ("not about money", "sin hablar de dinero") is never its subject.
  const excluded = excludedTopics(message);
  const topics = about.topics.filter((t) => !excluded.includes(t));
  // A parent told beside a question on another area ("mum will freak out. what about my career?"): that area.
  const topic = askedAreaBesideParent(message) ?? topics.find((t) => t !== 'self') ?? topics[0] ?? null;
  const q: Question = {
    kind: 'reading',
    theme: topic ? THEME_OF_TOPIC[topic] : null,
    points: chartPoints,
    houses,
    signs: about.signs,
    aspect,
    timing: timingOf(heard.time),
    term: null,
    // The "no" of "que no sea de dinero" sets an area aside: it doubts nothing.
    reaction: excluded.length ? 'neutral' : reactionTo(acts, text),
  };
  const chartWords =
    chartPoints.length > 0 || houses.length > 0 || about.signs.length > 0 || aspect !== null || CHART_NOUNS.test(text);
  if (has(acts, 'injection')) return { ...q, kind: 'injection' };
  if (has(acts, 'hostile') && !has(acts, 'ask', 'ask-several', 'more')) return { ...q, kind: 'hostile' };
  if (has(acts, 'noise')) return { ...q, kind: 'gibberish' };
  // A request outside astrology may come out as a question too: without chart words or a life area it is declined.
  // (The life area counts only when the classifier heard one: "write me a script" is not about communication.)
  if (has(acts, 'off-topic') && !chartWords && !topic) return { ...q, kind: 'off-topic' };
  // "What does retrograde mean?" asks for the term; "is Mercury retrograde for me?" for the sky. "What does Sun
  // square Moon mean?" names two points: it is about the person's aspect, read as a reading.
  // "What's a trine? do I have one?": the shape of the question asks for the term, whatever follows it.
  const asked = chartPoints.length < 2 ? askedTerm(message) : null;
  if (asked) return { ...q, kind: 'definition', term: asked };
  const personal = /\b(my|mine|me|i|i'm)\b/.test(text);
  const term = about.techniques.includes('definition') && chartPoints.length < 2 ? termOf(text) : null;
  if (term && !personal) return { ...q, kind: 'definition', term };
  // A technique the reader does not compute (planetary hours, profections): explained from what the knowledge graph
  // holds on it (an uploaded document), never answered with the Big Three.
  const method = methodsNamed(text).find((m) => !COMPUTED_METHODS.has(m));
  if (method && !term && chartPoints.length === 0) return { ...q, kind: 'definition', term: method.toLowerCase() };
  if (about.techniques.includes('retrograde')) return { ...q, kind: 'retrograde' };
  if (term) return { ...q, kind: 'definition', term };
  if (about.techniques.includes('synastry')) return { ...q, kind: 'compatibility' };
  if (chartWords || q.theme) return q;
  // "What's happening in my chart right now?": the classifier heard the sky's movement, not a life area.
  if (about.techniques.includes('transits')) return { ...q, kind: 'transits', timing: q.timing ?? 'now' };
  // The life area's own words ("money", "travel") when the classifier heard none and nothing else is named: they are
  // plain enough to trust.
  const area = findTheme(text);
  if (area && !excluded.some((t) => THEME_OF_TOPIC[t] === area)) return { ...q, theme: area };
  // Something other than the area set aside: a reading of the person, never the last topic again.
  if (excluded.length) return { ...q, theme: 'self' };
  if (about.techniques.includes('transits') || q.timing) return { ...q, kind: 'transits', timing: q.timing ?? 'now' };
  if (has(acts, 'more')) return { ...q, kind: 'more' };
  if (has(acts, 'ask', 'ask-several')) return { ...q, theme: 'self' };
  if (has(acts, 'greet')) return { ...q, kind: 'greeting' };
  if (has(acts, 'thank')) return { ...q, kind: 'thanks' };
  return { ...q, kind: 'more' };
}
