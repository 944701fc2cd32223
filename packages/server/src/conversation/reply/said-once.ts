// Saying nothing twice: text compared in a normal form with what the chat already holds, the first variant not
// yet said, and the short lines used once every variant has been.
import type { PersonalityId } from '@stellara/contract';
import type { Situation } from '../understanding/understanding.ts';
import { words } from './reply-shape.ts';
import { goOnClosing, SUPPORT_CLOSINGS, SUPPORT_SITUATIONS, situationClosing } from './situations.ts';

export const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[#*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

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
      .filter((line) => line.trim() && !(words(line) >= REPEAT_WORDS && earlierText.includes(normal(line))));
    return lines.some((line) => !line.startsWith('###')) ? [lines.join('\n')] : [];
  });
}

/**
 * A whole reply without its paragraphs of eight words or more that the chat already holds or that it says twice;
 * kept whole when nothing else would be left.
 */
export function unrepeated(text: string, earlierText: string): string {
  const seen = new Set<string>();
  const kept = text.split(/\n\s*\n/).filter((paragraph) => {
    const key = normal(paragraph);
    if (words(paragraph) >= REPEAT_WORDS && (seen.has(key) || earlierText.includes(key))) return false;
    seen.add(key);
    return true;
  });
  return kept.length ? kept.join('\n\n') : text;
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
): string | null {
  const variants = SUPPORT_CLOSINGS[voice].map((_, i) => situationClosing(situation, voice, i));
  const said = SUPPORT_SITUATIONS.includes(situation) && variants.some((c) => earlierText.includes(normal(c)));
  return unsaid(
    (i) => (said ? goOnClosing(voice, turn + i) : situationClosing(situation, voice, turn + i)),
    earlierText,
  );
}
