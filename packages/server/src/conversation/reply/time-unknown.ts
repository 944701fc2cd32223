// A chart without a birth time: what a reading says about it (once in a chat), what it answers when asked for a
// house, the Rising sign or an angle, and what the model is told. Pure.
import { type ChartContext, moonDaySentence } from '../chart-context.ts';

/** Said once in a chat, in the first reply that reads the chart. */
export const TIME_UNKNOWN_NOTE =
  "I don't have your birth time, so I've read your chart for midday. Your Sun and planets keep their signs all day; your Rising sign and houses turn with the clock, so I'll leave them out rather than guess. If you find your time, add it on your profile and they'll appear.";

/** The answer to "what's my rising sign", "what's in my 7th house" and the like, when the time is not known. */
export const TIME_UNKNOWN_ANSWER =
  "Your Rising sign and your houses come from the exact minute you were born: the sky turns a whole sign in about two hours, so without your birth time I can't tell them, and I won't guess. If you can find your time (a birth certificate, a parent, a baby book), add it on your profile and I'll read them for you.";

/** Words of a question about what only the birth time gives: a house, the Rising sign, an angle. */
const ASKS_TIMED =
  /\b(rising|ascendant|asc|descendant|midheaven|imum coeli|\bic\b|\bmc\b|houses?|chart ruler|ruler of my chart|part of fortune|angles?)\b/i;

export function asksAboutTimedPoints(message: string): boolean {
  return ASKS_TIMED.test(message);
}

/** Has an earlier reply of this chat already said the time is not known? (Said once, not in every reply.) */
export function timeUnknownSaid(earlierReplies: readonly string[]): boolean {
  return earlierReplies.some((r) => /\bbirth time\b/i.test(r));
}

/** The Moon's birth day as a reading says it, or null when it could not be worked out. */
export function moonDayLine(chart: ChartContext): string | null {
  return chart.moonDay ? moonDaySentence(chart.moonDay) : null;
}

/** What the model is told about a chart without a birth time. */
export function timeUnknownInstructions(chart: ChartContext, alreadySaid: boolean, message = ''): string {
  const moon = chart.moonDay
    ? `The Moon over their birth day: ${moonDaySentence(chart.moonDay, 'their')} When you name their Moon's sign, say it that way${chart.moonDay.changeAt ? ', as one of two signs' : ''}.`
    : "The Moon's sign at noon is given; it may have been in the next or the last sign earlier or later that day.";
  return [
    'Birth time: NOT KNOWN. The chart is cast for local noon.',
    'There are no houses, no Rising sign (Ascendant), no Midheaven, no Descendant or IC, no chart ruler and no Part of Fortune: never name, guess or imply one, and read transits by sign and aspect only, never by house.',
    moon,
    alreadySaid
      ? 'This chat has already told them the time is unknown: do not say it again unless they ask about a house, the Rising sign or an angle.'
      : 'Say once in this reply, kindly and in one sentence, that without a birth time the Rising sign and houses cannot be read, and that adding the time on their profile brings them in.',
    asksAboutTimedPoints(message)
      ? 'This message asks about something only the birth time shows: answer that first, plainly and kindly (it needs the birth time, and you will not guess), then offer what the chart does show. Any plan line below about a house, the Rising sign or an angle does not apply.'
      : 'If they ask about a house, the Rising sign or an angle: say plainly that it needs the birth time, and offer what the chart does show.',
  ].join('\n');
}

/** A statement that needs the birth time: a house, the Rising sign, an angle, the chart ruler, the Part of Fortune. */
const TIMED_WORDS =
  /\b(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]house\b|\bhouses?\b|\brising\b|\bascendant\b|\bmidheaven\b|\bdescendant\b|\bimum coeli\b|part of fortune|chart ruler|\bangular\b|\bangles?\b/i;
const TIMED_ABBREVIATIONS = /\b(?:IC|MC|AC|DC|ASC|H(?:1[0-2]|[1-9]))\b/;

export function statesTimedPoint(text: string): boolean {
  return TIMED_WORDS.test(text) || TIMED_ABBREVIATIONS.test(text);
}

/** The text without any sentence (or heading) that names a house, the Rising sign or an angle. */
export function withoutTimedStatements(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      (paragraph.match(/[^.!?\n]+(?:[.!?]+["')\u201D\u2019]*|\n|$)/g) ?? [paragraph])
        .filter((sentence) => !statesTimedPoint(sentence))
        .join('')
        .trim(),
    )
    .filter((paragraph) => paragraph && !/^#+\s*$/.test(paragraph) && !/^[-*]\s*$/.test(paragraph))
    .join('\n\n');
}

/** The Moon's sign at local noon, and what a reading adds when it changed sign that day. */
function moonDayParagraph(chart: ChartContext): string | null {
  const day = chart.moonDay;
  if (!day) return null;
  const line = moonDaySentence(day);
  if (!day.changeAt || day.startSign === day.endSign) return line;
  const noonSign = day.changeAt < '12:00' ? day.endSign : day.startSign;
  const other = noonSign === day.startSign ? day.endSign : day.startSign;
  const side = noonSign === day.startSign ? 'after' : 'before';
  return `${line} I've read it in ${noonSign}, where it stood at midday; if you were born ${side} ${day.changeAt}, it was in ${other}, so read the ${other} side too.`;
}

/**
 * A built-in reply for a chart without a birth time: a question about a house, the Rising sign or an angle gets the
 * honest answer; any other reply keeps no sentence that names one, says once in the chat that the time is unknown,
 * and gives the Moon's birth day when the message is about the Moon.
 */
export function timelessReply(
  text: string,
  input: { message: string; chart: ChartContext; earlier: readonly string[] },
): string {
  const parts: string[] = [];
  if (!timeUnknownSaid(input.earlier)) parts.push(TIME_UNKNOWN_NOTE);
  if (asksAboutTimedPoints(input.message)) {
    parts.push(TIME_UNKNOWN_ANSWER);
    return parts.join('\n\n');
  }
  const moon = /\bmoon\b|\blunar\b/i.test(input.message) ? moonDayParagraph(input.chart) : null;
  if (moon) parts.push(moon);
  const kept = withoutTimedStatements(text);
  if (kept) parts.push(kept);
  return parts.join('\n\n');
}
