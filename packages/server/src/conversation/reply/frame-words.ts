// The timing frame a message names, read from its own words: a progression, a solar return, the transits now, or
// how long a transit lasts. A frame word is what the person asked for, so it wins over a present-time word ("my
// progressions right now" is the progressed chart, not today's sky) and over a natal placement word ("is Saturn
// hitting my Moon now" is a transit, not the natal aspect). The understanding step's classifiers learnt these from
// few examples and in English mostly; the words are few and plain, so they are read here. Pure, over folded text.
import { fold } from '../understanding/fold.ts';
import { PROGRESSION_ASK } from './techniques/progressions.ts';

/** A solar return in English, German, Italian, Spanish, Portuguese and French (folded). */
export const SOLAR_RETURN =
  /\b(solar ?returns?|solar-returns?|birthday chart|solarrevolution\w*|solar-?horoskop\w*|geburtstagshoroskop\w*|rivoluzion[ei] solar[ei]|ritorno solare|revoluc(?:ion|ao)(?:es)? solar(?:es)?|retorno solar|revolution solaire|retour solaire)\b/;

/** Any planetary return or cycle named (answered by the returns, never by the sky now). */
const ANY_RETURN =
  /\b(returns?|retorno|revoluc\w*|rivoluzion\w*|retour|ruckkehr|wiederkehr|ritorno|solarrevolution\w*)\b/;

/**
 * Verbs of a transit at work on the person ("what outer planets are hitting me", "which planets are aspecting my
 * chart", "was trifft mich gerade", "qué planetas me afectan"): the transits now, whatever placement is named.
 */
export const TRANSIT_AT_WORK =
  /\b(hitting|hit me|aspecting|affecting|touching|activating|triggering|transiting|outer planets?|trifft mich|treffen mich|beeinflusst mich|beeinflussen mich|aspektier\w*|me afecta\w*|me tocan|me toca|me afetam|me afeta|mi colpisc\w*|mi tocca\w*|mi influenza\w*|m'affecte\w*|me touche\w*)\b/;

/** "Transits" in the languages the reader hears (folded). */
export const TRANSIT_WORD = /\b(transits?|transiting|transitos?|transite[ns]?|transiti|transito|transit)\b/;

/**
 * How long a transit lasts or when it is exact ("how long does this transit last", "when is it exact", "dates pls",
 * "wie lange dauert das noch", "¿cuánto dura?", "quanto dura ancora?", "combien de temps ça dure", "até quando?").
 */
export const SPAN_ASK =
  /\b(how long|when does it (?:end|start|begin|finish)|until when|till when|when (?:is|will) (?:it|that|this)(?: \w+)? (?:be )?exact|when exactly|exact dates?|dates?(?: pls| please)?\s*\??$|start and end|wie lange|bis wann|wann (?:ist|wird) \w+ (?:\w+ )?exakt|cuanto (?:dura|tiempo)|hasta cuando|cuando es exacto|quanto (?:dura|tempo)|fino a quando|quando e esatto|ate quando|quando e exato|combien de temps|jusqu'a quand|quand est-il exact)\b/;

/** A reference back to what the chat was just on ("this transit", "it", "the Saturn thing", "dieser Transit"). */
const POINTS_BACK =
  /\b(this|that|it|the \w+ thing|thing|dieser|diese|dieses|das|es|este|esta|esto|isso|esse|essa|questo|questa|ce|cette|ca)\b/;

/** "The Saturn thing", "this Pluto stuff": what a planet is doing to the person, a transit, never a natal aspect. */
const THING = /\bthe \w+ (?:thing|stuff|business|transit)\b/;

/** The frames a message can name. */
export type Frame = 'progressed' | 'solar-return' | 'transits-now' | 'transit-span';

/** Whether the message names a progression or a return: the sky now steps aside for it. */
export function namesOtherFrame(message: string): boolean {
  const text = fold(message);
  return PROGRESSION_ASK.test(text) || SOLAR_RETURN.test(text) || ANY_RETURN.test(text);
}

/** Whether the message asks how long a transit lasts or when it is exact, naming it or pointing back at it. */
export function asksTransitSpan(message: string, pointsBack: boolean): boolean {
  const text = fold(message);
  if (!SPAN_ASK.test(text) || namesOtherFrame(message)) return false;
  return (
    TRANSIT_WORD.test(text) || TRANSIT_AT_WORK.test(text) || THING.test(text) || (pointsBack && POINTS_BACK.test(text))
  );
}

/** The frame the message's own words name, or null (the understanding step decides then). */
export function namedFrame(message: string): Frame | null {
  const text = fold(message);
  if (PROGRESSION_ASK.test(text)) return 'progressed';
  if (SOLAR_RETURN.test(text)) return 'solar-return';
  if (asksTransitSpan(message, false)) return 'transit-span';
  if (TRANSIT_AT_WORK.test(text) || TRANSIT_WORD.test(text)) return 'transits-now';
  return null;
}
