// How long ago the hard thing happened, as the person said it ("my dad died four years ago", "murió hace tres años",
// "il est mort il y a deux ans"): a loss years back is not "so close", so later lines say the time back to them
// instead of assuming a fresh grief. Pure.

import { type Span, toldDetails } from '../understanding/told-details.ts';
import { spanWords } from './detail-line.ts';
import { normalise } from './own-terms.ts';

/** "ago" in the six languages: the span counts back from now, not a duration. */
const AGO = /\b(?:ago|hace|faz|ha|atras|il y a|vor|fa)\b/;

/** Far enough back that "so close" would be untrue: a year or more, or half a year. */
const longAgo = ({ count, unit }: Span) => unit === 'year' || (unit === 'month' && count >= 6);

/** The span back to the hard thing from the messages that told it, latest first, or null. */
export function timeSince(messages: readonly string[]): Span | null {
  for (const m of [...messages].reverse()) {
    if (!AGO.test(normalise(m))) continue;
    const span = toldDetails(m).span;
    if (span && longAgo(span)) return span;
  }
  return null;
}

/** How near the hard thing is said in a comfort line: "so close", or their own span ("four years on"). */
export function nearness(messages: readonly string[], still = false): string {
  const span = timeSince(messages);
  if (span) return `still with you ${spanWords(span)} on`;
  return still ? 'still so close' : 'so close';
}
