// The sentence after the first acknowledgement that names the person's own particulars back to them: the sum they
// lost, the years at the firm, the anniversary tomorrow, the second attempt and the score, the parent's sigh
// (understanding/told-details.ts). A category acknowledgement ("I'm sorry you're going through this") could be said to
// anyone; this one could only be said to them. Only what they said is named, never a guess, and nothing predicts how
// it ends. Pure.

import { BETTING_WORDS } from '../understanding/disclosures-more.ts';
import { type Span, type ToldDetails, toldDetails } from '../understanding/told-details.ts';
import type { Situation } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "three years", "26 years", "a month": the span as it reads in a sentence. */
export function spanWords({ count, unit }: Span): string {
  if (count === 1) return `a ${unit}`;
  return `${SMALL[count] ?? count} ${unit}s`;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ORDINAL: Record<number, string> = { 2: 'second', 3: 'third', 4: 'fourth' };

/** What someone close did, as a noun: "your dad's sigh". */
const REACTION_NOUN: readonly [RegExp, string][] = [
  [/sigh/, 'sigh'],
  [/shout|yell/, 'shouting'],
  [/cried/, 'tears'],
  [/laugh/, 'laugh'],
  [/said nothing|didn'?t say/, 'silence'],
  [/disappointed/, 'disappointment'],
  [/hung up/, 'hanging up'],
  [/walked off/, 'walking off'],
  [/won'?t speak/, 'silence'],
];

const WHO: Record<string, string> = { mom: 'mum', mother: 'mum', father: 'dad' };

/** A worry about age said with it: "who hires someone my age", "too old", "a mi edad". */
const AGE_WORRY =
  /\b(?:my age|too old|at \d\d|who (?:hires|would hire|will hire)|ageism|age discrimination|a mi edad|na minha idade|a mon age|in meinem alter|alla mia eta|con \d\d anni)\b/;

const TOGETHER = /\b(?:together|married|relationship|juntos|casados|ensemble|zusammen|verheiratet|insieme|sposati)\b/;

function examLine(d: ToldDetails): string | null {
  const parts: string[] = [];
  if (d.attempt && ORDINAL[d.attempt])
    parts.push(
      `Not passing a ${ORDINAL[d.attempt]} time stings in its own way, after all the work of going back to it.`,
    );
  if (d.score) parts.push(`${upper(d.score)} is a result, not a measure of you.`);
  if (d.reaction) {
    const noun = REACTION_NOUN.find(([re]) => re.test(d.reaction!.did))?.[1] ?? 'reaction';
    const who = WHO[d.reaction.who] ?? d.reaction.who;
    parts.push(`And your ${who}'s ${noun} on top of it makes it heavier.`);
  }
  return parts.length ? parts.join(' ') : null;
}

function jobLine(d: ToldDetails, text: string): string | null {
  const parts: string[] = [];
  if (d.span?.unit === 'year' && d.span.count >= 2)
    parts.push(
      `After ${spanWords(d.span)} there, this is losing a whole part of your days and of who you were at work, not just a job.`,
    );
  if (d.age && AGE_WORRY.test(text))
    parts.push(
      `The worry about looking for work at ${d.age} is a real one, and a common one; it is a worry about the search, not a verdict on you.`,
    );
  return parts.length ? parts.join(' ') : null;
}

function griefLine(d: ToldDetails): string | null {
  const when = d.anniversary;
  if (when) {
    const span = d.span?.unit === 'year' ? spanWords(d.span) : null;
    const lead = span ? `With ${span} coming round ${when}` : `With the anniversary ${when}`;
    return `${lead}, it makes sense that it feels close again: an anniversary often brings grief right back, however long it has been, and that is not going backwards.`;
  }
  if (d.span && d.span.unit === 'year')
    return `${upper(spanWords(d.span))} on and still feeling it this much is not being stuck; grief keeps no timetable.`;
  return null;
}

/**
 * The sentence that names this person's particulars, or null when they gave none that fit what they told. `kind` is
 * the hard share read in the reply layer (hard-shares.ts), or null.
 */
export function detailLine(message: string, situation: Situation, kind: string | null): string | null {
  const d = toldDetails(message);
  const text = normalise(message);
  const betting = kind === 'own-gambling' || BETTING_WORDS.test(text);
  if (d.sum && (betting || situation === 'money-worry'))
    return `${d.sum} is a heavy weight to carry, and saying it out loud, here or anywhere, is a real first step.`;
  if (kind === 'exam-failure') return examLine(d);
  if (situation === 'job-loss') return jobLine(d, text);
  if (situation === 'bereavement' && kind !== 'pet-loss') return griefLine(d);
  if (kind === 'move-loneliness' && d.span && d.span.unit !== 'day')
    return `${upper(spanWords(d.span))} in a new place without people of your own yet is a long, lonely stretch, and it says nothing about you.`;
  if (kind === 'ill-parent' && d.span?.unit === 'year' && d.span.count >= 1)
    return `${upper(spanWords(d.span))} of caring is a long time to keep going, and being worn down by it is what that does to anyone.`;
  if (situation === 'breakup' && d.span?.unit === 'year' && TOGETHER.test(text))
    return `${upper(spanWords(d.span))} together is a big part of a life, and it makes sense that this shakes everything.`;
  return null;
}
