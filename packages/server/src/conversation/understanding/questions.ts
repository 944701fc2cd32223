// Where a message asks more than one thing. The reply answers each question in order (reply/plan.ts); the
// understanding step reads a message the classifier heard as one question as two when it is plainly built of two
// ("what does my moon mean, and what about my career?"), which the classifier alone misses.
import { fold } from './fold.ts';

/**
 * Where one question ends and the next begins: a question mark, a semicolon, "also", "second", "and" or "plus"
 * before a question word.
 */
const QUESTION_BREAK = new RegExp(
  [
    '(?<=\\?)\\s+',
    '\\s*;\\s*',
    '[.,]?\\s+(?=(?:and also|also|second(?:ly)?|y también|e também)\\b)',
    ',?\\s+(?:and|plus)\\s+(?=(?:what|where|which|who|when|why|how|is|are|does|do|can|will|should)\\b)',
    ",\\s+(?=(?:what|where|which|who|when|why|how)(?:'s|\\s))",
    ',?\\s+y\\s+(?=(?:qué|cómo|cuál|dónde|cuándo)\\b)',
    ',?\\s+e\\s+(?=(?:o que|como|qual|onde|quando)\\b)',
  ].join('|'),
  'i',
);
const LEAD_IN = /^(?:and also|also|second(?:ly)?|first(?:ly)?|y también|e também|and|plus|y|e|a few qs:?)[\s,:]+/i;

/** Words that point back to what was just named. */
const POINTS_BACK = /\b(it|its|that|this|they|them|lo|la|isso|isto)\b/i;

/** A piece that asks: it ends with a question mark or opens with a question word. */
const ASKS =
  /\?\s*$|^(?:tell me about|explain|what|what's|where|which|who|when|why|how|is|are|does|do|can|will|should|qué|cómo|cuál|dónde|cuándo|o que|como|qual|onde|quando)\b/i;

/** The separate questions of a message that asks several, in order (at most three); one when it cannot be split. */
export function questionsIn(message: string): string[] {
  const pieces: string[] = [];
  for (const piece of message.split(QUESTION_BREAK)) {
    const text = piece.trim().replace(LEAD_IN, '').trim();
    if (text.split(/\s+/).length < 2) continue;
    // "...and where is it?", "is that true?": a short piece that only points back belongs to the one before.
    if (pieces.length && text.split(/\s+/).length <= 6 && POINTS_BACK.test(text)) {
      pieces[pieces.length - 1] = `${pieces[pieces.length - 1]} ${text}`;
    } else pieces.push(text);
  }
  return pieces.length >= 2 ? pieces.slice(0, 3) : [message];
}

/** Whether the message is built of two or more questions, each of which asks (not "I'm sad; what does it say?"). */
export function asksSeveral(message: string): boolean {
  const pieces = questionsIn(message);
  return pieces.length >= 2 && pieces.every((piece) => ASKS.test(piece.trim()));
}

const QUESTION_WORD =
  "(?:what|what's|whats|where|which|who|when|why|how|is|are|does|do|can|will|should|que|como|cual|donde|cuando|quando|onde|qual|quel|quelle|comment|pourquoi|was|wie|wann|warum|cosa|come|quale|perche)";
/** Two questions by their shape: two question marks apart, a list "1) ... 2)", or a question word after "and" or ";". */
const TWO_QUESTIONS = new RegExp(
  `\\?[^?]*\\S[^?]*\\?|\\d\\)[^]*\\d\\)|(?:,|;)?\\s(?:and|y|e|et|und)\\s+${QUESTION_WORD}\\b|;\\s*(?:y\\s+|e\\s+)?${QUESTION_WORD}\\b`,
  'u',
);
/** What the corpus requires of `ask-several` (corpus.ts): a second question mark, a joining word or a list marker. */
const JOINED = /(^|[^\p{L}])(and|also|plus|y|e|et|und|oder|o|ou|ed)([^\p{L}]|$)|\d\)|;/iu;

const plain = (message: string) => fold(message).replace(/[¿¡]/g, '');

/** Whether the message is shaped as two questions ("what's my midheaven and what careers fit it?"). */
export function shapedAsSeveral(message: string): boolean {
  return TWO_QUESTIONS.test(plain(message));
}

/** Whether the message could ask several things at all: without a second question mark or a join, it asks one. */
export function couldAskSeveral(message: string): boolean {
  return (message.match(/\?+/g)?.length ?? 0) >= 2 || JOINED.test(message);
}

/** "And why?", "how so?", "y por qué saturno?": a short step further on what was just said, not a new question. */
const FOLLOW_UP =
  /^(?:and|y|e|et|und|ma|but)?\s*(?:why|how so|how come|por que|porque|pourquoi|perche|warum|wieso|como assim)\b/;
export function followsUp(message: string): boolean {
  const text = plain(message);
  return text.split(/\s+/).length <= 6 && FOLLOW_UP.test(text);
}
