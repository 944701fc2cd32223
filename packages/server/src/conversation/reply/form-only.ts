// A message that only asks for a form ("shorter pls im back on in 5", "can you put that in bullet points? too much to
// read on my phone", "explain it like I'm 5, I'm going to screenshot it for her") asks for the previous answer again in
// that form. Its other words give a reason (a phone, a screenshot, a bus), not a new subject, so the content stays the
// previous reply's own. Only a chart subject, a time or a question of its own makes it a new ask. Pure.
import type { Understanding } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';

/** Words that ask something of their own: a sentence with one of these and a question mark is a new question. */
const QUESTION_WORD =
  /\b(what|whats|when|why|how|who|which|where|does|do|is|are|will|would|should|que|quand|quoi|pourquoi|comment|qual|quando|por ?que|porque|como|cuando|cual|was|wann|warum|wie|welche[rsn]?|cosa|perche|quale|quanto)\b/;

/** "no planet names", "without the jargon names", "sin nombres de planetas", "ohne Planetennamen": names to leave out. */
export const NO_NAMES =
  /\b(no|without|skip|leave out|drop|sin|sem|sans|ohne|senza|niente|zonder)(?: the| any| los| os| les| die| i| de)? (?:planet(?:ary)? names?|planets?|planet talk|star names?|sign names?|zodiac names?|names? of (?:the )?(?:planets?|signs?)|nombres? de (?:los )?planetas|nomes? de (?:os )?planetas|noms? de(?:s)? planetes|planetennamen|planeten|nomi (?:dei )?pianeti|pianeti|planeetnamen)\b/;

/** The person asks that planet and sign names be left out. */
export const forbidsNames = (message: string) => NO_NAMES.test(normalise(message));

/** The understanding names a chart subject or a time of its own: a new ask, not a form. */
export function namesSubject(heard: Understanding | null | undefined): boolean {
  if (!heard) return false;
  const { points, houses, signs, aspects, aspectNames, techniques } = heard.about;
  return !!(
    points.length ||
    houses.length ||
    signs.length ||
    aspects.length ||
    aspectNames.length ||
    techniques.length ||
    heard.time ||
    heard.situation
  );
}

/** A sentence that opens as a question, with or without its mark ("how do i fix that."). */
const OPENS_AS_QUESTION =
  /^\W*(what|whats|when|why|how|who|which|where|should i|can i|do i|will i|is my|are my|que|qué|quand|pourquoi|comment|quando|por que|como|cuando|was|wann|warum|wie|cosa|perche|come)\b/;

/** The chart's own parts named as a subject: "mis aspectos", "my houses", "meine Planeten". */
const CHART_PARTS =
  /\b(?:my|mis|mes|meine|miei|i miei|meus|os meus|le mie) (?:aspects?|aspectos|aspekte|aspetti|planets|planetas|planetes|planeten|pianeti|houses|casas|maisons|hauser|case|placements|transits?|transitos|transiti)\b/;

/** A sentence besides the shape ask that is itself a question ("and what about my Venus?", "how do i fix that."). */
function asksAnotherQuestion(message: string, isShapeAsk: (sentence: string) => boolean): boolean {
  const text = normalise(message);
  if (CHART_PARTS.test(text)) return true;
  return text
    .split(/(?<=[.?!])\s+/)
    .some((s) => !isShapeAsk(s) && ((s.includes('?') && QUESTION_WORD.test(s)) || OPENS_AS_QUESTION.test(s)));
}

/**
 * The form a message asks for when it asks for nothing else, whatever reason it gives, or null. A bare shape ask
 * (asked-shape.ts reads it) is one; so is a shape ask whose other words name no chart subject, no time and ask no
 * question of their own.
 */
export function formOnlyAsk<T extends { bare: boolean; practical: boolean }>(
  ask: T | null,
  message: string,
  heard: Understanding | null | undefined,
  isShapeAsk: (sentence: string) => boolean,
): T | null {
  if (!ask) return null;
  if (ask.bare) return ask;
  if (ask.practical || namesSubject(heard) || asksAnotherQuestion(message, isShapeAsk)) return null;
  return { ...ask, bare: true };
}
