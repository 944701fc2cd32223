// Where a message asks more than one thing. The reply answers each question in order (reply/plan.ts); the
// understanding step reads a message the classifier heard as one question as two when it is plainly built of two
// ("what does my moon mean, and what about my career?"), which the classifier alone misses.

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
