// Saying nothing twice: text compared in a normal form with what the chat already holds, the first variant not
// yet said, and the short lines used once every variant has been.

import type { PersonalityId } from '@stellara/contract';
import type { Situation } from '../understanding/understanding.ts';
import { comingOutWithoutLoss } from './coming-out.ts';
import { words } from './reply-shape.ts';
import { goOnClosing, SUPPORT_CLOSINGS, SUPPORT_SITUATIONS, situationClosing } from './situations.ts';

export const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[#*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A markdown table: asked for again, it is wanted again, whole (a header without its rows is a broken one). */
const isTable = (text: string) => text.trimStart().startsWith('|');

/** A line this long said before reads as the same paragraph twice (the hard rule's measure, docs/voice.md). */
const REPEAT_WORDS = 8;

/**
 * The sections without the lines of eight words or more this chat already holds; a section left with only its
 * heading goes too. The last section (the closing question) is kept as it is: its variants are chosen unsaid.
 */
export function withoutRepeats(sections: readonly string[], earlierText: string): string[] {
  return sections.flatMap((section, i) => {
    if (i === sections.length - 1) return [section];
    const lines = section
      .split('\n')
      .filter(
        (line) =>
          line.trim() && (isTable(line) || !(words(line) >= REPEAT_WORDS && earlierText.includes(normal(line)))),
      );
    return lines.some((line) => !line.startsWith('###')) ? [lines.join('\n')] : [];
  });
}

/**
 * A whole reply without its paragraphs of eight words or more that the chat already holds or that it says twice;
 * kept whole when nothing else would be left ("shorter please" says a point again on purpose). Empty when nothing new
 * is left: the same reply as an earlier one, or only the lead-in of a body said before ("Here's the short version,
 * then what to do with it.").
 */
export function unrepeated(text: string, earlier: readonly string[]): string {
  // A line in their language above an English reply is weighed apart: the reply under it decides alone.
  const [head, ...under] = text.split(/\n\s*\n/);
  if (under.length && /^[^\n]+:\s*$/.test(head!) && !/^#/.test(head!)) {
    const body = unrepeated(under.join('\n\n'), earlier);
    return body ? `${head}\n\n${body}` : '';
  }
  const earlierText = earlier.map(normal).join('\n');
  const seen = new Set<string>();
  const paragraphs = text.split(/\n\s*\n/);
  const kept = paragraphs.filter((paragraph) => {
    const key = normal(paragraph);
    if (isTable(paragraph)) return true;
    if (words(paragraph) >= REPEAT_WORDS && (seen.has(key) || earlierText.includes(key))) return false;
    seen.add(key);
    return true;
  });
  if (words(text) >= REPEAT_WORDS && earlier.some((reply) => normal(reply) === normal(text))) return '';
  if (!kept.length) return text;
  return paragraphs.length > 1 && kept.length === 1 && kept[0] === paragraphs[0] ? '' : kept.join('\n\n');
}

/** The replies for a message that has nothing new left to be told: an open question, each said once if it can be. */
export const NOTHING_NEW_LINES = [
  'I have shared what I see on that for now. What would you like to look at next, or how are you doing?',
  "That is all your chart has to add on this for now. We can turn to another part of your life, or just talk: what's on your mind?",
] as const;
export const NOTHING_NEW = NOTHING_NEW_LINES[0];

/** The open question for a message with nothing new left: the first not yet said in this chat. */
export function nothingNew(earlierText: string): string {
  return NOTHING_NEW_LINES.find((line) => !earlierText.includes(normal(line))) ?? NOTHING_NEW;
}

/** A question about Stellara asked again: the short form, without the same paragraph twice. */
export const ABOUT_AGAIN = [
  'Still no human here: the same automated reader, working from your chart. What shall we look at?',
  'The same answer as before: a program reading your chart, no person typing. Shall we go back to it?',
  'Still automated, still working only from your chart. Which part would you like next?',
];

/** The first of a text's variants (by seed) that this chat has not had yet; null when all have been said. */
export function unsaid(variant: (i: number) => string, earlierText: string, tries = 6): string | null {
  for (let i = 0; i < tries; i++) {
    const text = variant(i);
    if (!earlierText.includes(normal(text))) return text;
  }
  return null;
}

/** A decline once every variant has been said: short, and alternating. */
export const DECLINE_AGAIN = [
  'That one is outside what I read.',
  'Not that one, I am afraid.',
  'I will pass on that one.',
];

/** Once every variant has been said: a few words, too short to read as the same paragraph again. */
export const BRIEF_AGAIN = ['Glad to.', 'Any time.', 'Of course.', 'With pleasure.'];

/** The last line on a hard turn: the support line once per chat, then an offer to go on. */
export function situationEnd(
  situation: Situation,
  voice: PersonalityId,
  turn: number,
  earlierText: string,
  message = '',
): string | null {
  // Coming out that went well is good news: no "talking to a therapist can help" (coming-out.ts).
  if (comingOutWithoutLoss(message)) return unsaid((i) => goOnClosing(voice, turn + i), earlierText);
  const variants = SUPPORT_CLOSINGS[voice].map((_, i) => situationClosing(situation, voice, i));
  const said = SUPPORT_SITUATIONS.includes(situation) && variants.some((c) => earlierText.includes(normal(c)));
  return unsaid(
    (i) => (said ? goOnClosing(voice, turn + i) : situationClosing(situation, voice, turn + i)),
    earlierText,
  );
}
