// Automatic chat titles from the first user message (end-user spec sections 4 and 9).
import { DEFAULT_CHAT_TITLE } from '@stellara/contract';

/** The title of a chat whose first message answers the hook rather than naming a topic. */
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

/** The topic a message is about by the auto-title rules (first match in the spec's order), or null. */
export function topicOf(message: string): string | null {
  for (const [re, title] of TOPICS) if (re.test(message)) return title;
  return null;
}

/** Title for a session from its first user message: a topic by keywords, else the first 4 words cut to 30 + "...". */
export function autoTitle(firstMessage: string): string {
  const text = firstMessage.trim();
  if (!text) return DEFAULT_CHAT_TITLE;
  const topic = topicOf(text);
  if (topic) return topic;
  const words = text.split(/\s+/).slice(0, 4).join(' ');
  return `${words.slice(0, 30)}...`;
}
