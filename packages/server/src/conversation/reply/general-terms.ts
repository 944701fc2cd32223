// What an acknowledgement names when the person's own words for what happened cannot be found (own-terms.ts).
// The situation's general words are used only when the message itself speaks of that kind of thing: a reader that
// took a rejected PhD application for a lost job must not say "I'm sorry about losing your job". Otherwise the
// phrase names no category at all, which is never wrong (docs/voice.md, "acknowledge in their own terms").
import type { Situation } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';

/** The situation's general words, for a message that names that kind of thing without a clear phrase. */
export const GENERAL_TERMS: Record<Situation, string> = {
  bereavement: 'this loss',
  'job-loss': 'losing your job',
  breakup: 'the break-up',
  conflict: 'the tension you are living with',
  illness: 'the health news you are carrying',
  'money-worry': 'the money worry',
  anxiety: 'the anxiety',
  sleep: 'the broken sleep',
  loneliness: 'the loneliness',
  decision: 'the choice in front of you',
};

/**
 * Words (accents removed, lower case) that show the message is about the situation's kind of thing, in the
 * languages the reader hears. Situations whose general words name no event (a loss, a tension, a choice) need none.
 */
const SPOKEN_OF: Partial<Record<Situation, RegExp>> = {
  'job-loss':
    /\b(?:jobs?|(?<!of )work|fired|laid off|redundan\w*|let (?:me|us) go|sacked|boss|employ\w*|unemploy\w*|trabajo|curro|chamba|despid\w*|paro|emprego|trabalho|demitid\w*|desempregad\w*|lavoro|licenziat\w*|travail|boulot|licencie\w*|chomage|arbeit\w*|gekundigt|entlassen)\b/,
  breakup:
    /\b(?:broke up|break ?up|breaking up|split|dumped|ex|divorc\w*|separat\w*|left me|rompi\w*|terminamos|separ\w*|termin\w*|rupture|quitte|lasciat[oa]|trennung|getrennt|schluss)\b/,
  illness:
    /\b(?:sick|ill|illness|diagnos\w*|cancer|hospital\w*|doctor|disease|surgery|tumou?r|chemo|enferm\w*|doente|doenca|malad\w*|krank\w*|malat\w*|ospedale)\b/,
  'money-worry':
    /\b(?:money|debts?|rent|bills?|broke|loans?|mortgage|afford|dinero|deudas?|dinheiro|dividas?|argent|dettes?|geld|schulden|soldi|debiti)\b/,
  anxiety:
    /\b(?:anxi\w*|panic\w*|worr\w*|stress\w*|nervous|afraid|scared|fear\w*|ansie\w*|angusti\w*|ansied\w*|angoiss\w*|angst|ansia|paura)\b/,
  sleep: /\b(?:sleep\w*|slept|insomnia|awake|night\w*|dormir|duermo|sono|durmo|sommeil|dors|schlaf\w*|sonno|dormo)\b/,
  loneliness:
    /\b(?:lonel\w*|alone|isolat\w*|no friends|nobody|soledad|solo|sola|sozinh[oa]|solidao|seule?|solitude|einsam\w*|allein|solitudine)\b/,
};

/** When the message does not speak of the situation's kind of thing: words that name no category. */
const NAMES_NOTHING: Partial<Record<Situation, string>> = {
  'job-loss': 'what happened',
  breakup: 'what happened',
  illness: 'what you are facing',
  'money-worry': 'all of this',
  anxiety: 'all of this',
  sleep: 'all of this',
  loneliness: 'all of this',
};

/** Idioms that use a situation's word for something else: "I called in sick" tells no illness news. */
const IDIOMS = /\b(?:call(?:ed|ing)? in sick|off sick|sick (?:of|and tired)|worried sick)\b/g;

/**
 * The message speaks of the situation's kind of thing (always, for one whose general words name no event). A
 * situation the reader heard without such words is its guess, not what this person said.
 */
export function speaksOf(situation: Situation, message: string): boolean {
  const spoken = SPOKEN_OF[situation];
  return !spoken || spoken.test(normalise(message).replace(IDIOMS, ' '));
}

/** What an acknowledgement names when the person's own words were not found. */
export function generalTerms(situation: Situation, message: string): string {
  const spoken = SPOKEN_OF[situation];
  if (!spoken || spoken.test(normalise(message))) return GENERAL_TERMS[situation];
  return NAMES_NOTHING[situation] ?? GENERAL_TERMS[situation];
}
