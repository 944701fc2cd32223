// Automatic chat titles (docs/conversation.md#opening): "New Conversation" until the first user message, then a
// short topic a person recognises in Reading History. The spec's keyword topics come first; where they would call
// every chat "Birth Chart Reading" (the automatic first message, an answer to the hook), the title names what the
// chat is really about: the hook's tension ("Moon–Saturn square") or the placements the person asked about.
import { DEFAULT_CHAT_TITLE, FIRST_CHART_MESSAGE } from '@stellara/contract';
import { type Theme, understand } from './reply/question.ts';
import type { Technique, Topic, Understanding } from './understanding/understanding.ts';

/** The title of a chat about the chart as a whole (the spec's keyword topic; the automatic first message). */
export const BIRTH_CHART_TITLE = 'Birth Chart Reading';

// Checked in the spec's order: the first topic whose keywords appear names the chat.
const TOPICS: [RegExp, string][] = [
  [
    /\b(love|loving|relationships?|romance|romantic|partner|dating|marriage|married|boyfriend|girlfriend|crush|soulmate|venus)\b/i,
    'Love & Relationships',
  ],
  [/\b(career|job|work|profession|vocation|business|boss|promotion|calling|midheaven)\b/i, 'Career Guidance'],
  [
    /\b(birth ?chart|natal|my chart|big three|rising( sign)?|ascendant|sun sign|moon sign|placements?)\b/i,
    BIRTH_CHART_TITLE,
  ],
  [
    /\b(transits?|forecast|what'?s coming|coming up|this (week|month|year)|next (week|month|year)|future|retrograde)\b/i,
    'Transit Forecast',
  ],
  [/\b(compatib\w*|synastry|composite)\b/i, 'Compatibility Reading'],
];

/** The planner's themes beyond the spec's topics, as a person would name them. */
const THEME_TITLES: Partial<Record<Theme, string>> = {
  money: 'Money & Security',
  home: 'Home & Family',
  travel: 'Travel & Far Places',
  health: 'Health & Daily Rhythm',
  friends: 'Friendship & Belonging',
  creativity: 'Creativity & Joy',
  spirituality: 'Spiritual Path',
  communication: 'Mind & Communication',
  growth: 'Growth & Purpose',
  emotions: 'Emotional Life',
};

/** The topic a message is about by the auto-title rules (first match in the spec's order), or null. */
export function topicOf(message: string): string | null {
  for (const [re, title] of TOPICS) if (re.test(message)) return title;
  return null;
}

const pointName = (name: string) => (name === 'Ascendant' ? 'Rising Sign' : name);
const ordinalHouse = (n: number) => {
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix} House`;
};
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The placements a message names, as a title ("Venus in Scorpio", "Moon–Saturn square", "Your 7th House"), or null. */
export function factorTitle(message: string): string | null {
  const q = understand(message);
  const [first, second] = q.points;
  if (first && second && q.aspect) return `${first}–${second} ${q.aspect}`;
  if (first && !second) {
    const sign = q.signs.length === 1 ? q.signs[0] : undefined;
    const house = q.houses.length === 1 ? q.houses[0] : undefined;
    if (sign && first !== 'Ascendant') return `${first} in ${sign}`;
    if (house !== undefined) return `${pointName(first)} in the ${ordinalHouse(house)}`;
    return `Your ${pointName(first)}`;
  }
  if (first && second)
    return q.points
      .slice(0, 3)
      .map(pointName)
      .join(q.points.length > 2 ? ', ' : ' & ');
  if (q.houses.length === 1) return `Your ${ordinalHouse(q.houses[0]!)}`;
  return null;
}

type TitleKind = 'empty' | 'topic' | 'factors' | 'theme' | 'chart' | 'words';

function titleOf(message: string): { title: string; kind: TitleKind } {
  const text = message.trim();
  if (!text) return { title: DEFAULT_CHAT_TITLE, kind: 'empty' };
  const topic = topicOf(text);
  if (topic && topic !== BIRTH_CHART_TITLE) return { title: topic, kind: 'topic' };
  const factors = factorTitle(text);
  if (factors) return { title: factors, kind: 'factors' };
  const theme = understand(text).theme;
  const themed = theme ? THEME_TITLES[theme] : undefined;
  if (themed) return { title: themed, kind: 'theme' };
  if (topic) return { title: topic, kind: 'chart' };
  const words = text.split(/\s+/).slice(0, 4).join(' ');
  return { title: `${words.slice(0, 30)}...`, kind: 'words' };
}

/**
 * Title for a session from its first user message: a spec topic by keywords; else the placements or the life area it
 * names; else "Birth Chart Reading" for a question about the chart as a whole; else the first 4 words, cut to 30
 * characters, plus "...".
 */
export function autoTitle(firstMessage: string): string {
  return titleOf(firstMessage).title;
}

const ASPECT_LABEL = /^(.+?) (conjunction|opposition|square|trine|sextile) (.+)$/;

/**
 * A chat whose first message answers the hook is about the hook's tension: its aspect ("Moon–Saturn square"), its
 * stellium ("Stellium in Cancer"), else its first placement; null without placements.
 */
export function hookTitle(placements: readonly string[]): string | null {
  for (const label of placements) {
    const stellium = /^stellium in (.+)$/i.exec(label);
    if (stellium) return `Stellium in ${stellium[1]}`;
  }
  for (const label of placements) {
    const aspect = ASPECT_LABEL.exec(label.replace(/\s*\(.*\)$/, ''));
    if (aspect) return `${aspect[1]}–${aspect[3]} ${aspect[2]}`;
  }
  return placements[0] ? capitalise(placements[0]) : null;
}

/** The understood topics as a person names them ('self' is the chart as a whole). */
const TOPIC_TITLES: Record<Topic, string> = {
  self: BIRTH_CHART_TITLE,
  love: 'Love & Relationships',
  career: 'Career Guidance',
  family: 'Family',
  money: THEME_TITLES.money!,
  home: THEME_TITLES.home!,
  travel: THEME_TITLES.travel!,
  health: THEME_TITLES.health!,
  friends: THEME_TITLES.friends!,
  creativity: THEME_TITLES.creativity!,
  spirituality: THEME_TITLES.spirituality!,
  communication: THEME_TITLES.communication!,
  growth: THEME_TITLES.growth!,
  emotions: THEME_TITLES.emotions!,
};

/** Techniques that name a chat better than the placements in it ("Is Mercury retrograde?" is about retrogrades). */
const TECHNIQUE_TITLES: Partial<Record<Technique, string>> = {
  transits: 'Transit Forecast',
  synastry: 'Compatibility Reading',
  retrograde: 'Retrogrades',
  return: 'Planetary Returns',
  'moon-phase': 'Your Moon Phase',
  balance: 'Elements & Modalities',
  'aspect-pattern': 'Aspect Patterns',
  rulership: 'Chart Rulers',
  'house-system': 'House Systems',
  'birth-time': 'Birth Time',
};

/**
 * A message that asks something or tells of the person's life, as the understanding step heard it. "Yes, that's me
 * at work" (agreeing with a reading), thanks, greetings and "tell me more" are not: a word like "work" in them names
 * no subject.
 */
export function isRealQuestion(u: Pick<Understanding, 'acts' | 'situation'>): boolean {
  const acts = new Set(u.acts);
  if (acts.has('off-topic') || acts.has('hostile')) return false;
  if (acts.has('ask') || acts.has('ask-several')) return true;
  if (u.situation) return true;
  return acts.has('share') && !acts.has('agree') && !acts.has('doubt');
}

/**
 * The title of a real question from what the understanding step heard: its life topic ("Love & Relationships"), else
 * the technique it asks for ("Transit Forecast"), else the placements it names ("Venus in Scorpio"), else the chart
 * as a whole; the keyword rules when the reader heard none of these.
 */
export function understoodTitle(message: string, u: Understanding): string {
  return understood(message, u).title;
}

function understood(message: string, u: Understanding): { title: string; kind: TitleKind } {
  const [topic] = u.about.topics.filter((t) => t !== 'self');
  if (topic) return { title: TOPIC_TITLES[topic], kind: 'topic' };
  const technique = u.about.techniques.map((t) => TECHNIQUE_TITLES[t]).find((t) => t !== undefined);
  if (technique) return { title: technique, kind: 'topic' };
  const factors = factorTitle(message);
  if (factors) return { title: factors, kind: 'factors' };
  if (u.about.topics.includes('self')) return { title: BIRTH_CHART_TITLE, kind: 'chart' };
  return titleOf(message);
}

/**
 * The chat's title after a user message, from the person's first real question as the understanding step heard it
 * (`heard`). "New Conversation" takes that question's title; an answer to the hook, or a reply that only agrees
 * with it, takes the hook's title; anything else that is not a real question leaves "New Conversation" for the next
 * message. A chat that is only "Birth Chart Reading" (its first message was the automatic one) takes the first real
 * question's subject, so that history does not hold a row of identical titles. Any other title stays.
 */
export function nextTitle(
  current: string,
  message: string,
  hook: { answered: boolean; placements: readonly string[] },
  heard: Understanding,
): string {
  const real = isRealQuestion(heard);
  if (current === DEFAULT_CHAT_TITLE) {
    if (hook.answered || (!real && hook.placements.length > 0)) return hookTitle(hook.placements) ?? BIRTH_CHART_TITLE;
    if (message.trim() === FIRST_CHART_MESSAGE) return BIRTH_CHART_TITLE;
    return real ? understood(message, heard).title : DEFAULT_CHAT_TITLE;
  }
  if (current === BIRTH_CHART_TITLE && !hook.answered && real) {
    const next = understood(message, heard);
    if (next.kind === 'topic' || next.kind === 'factors' || next.kind === 'theme') return next.title;
  }
  return current;
}
