// "What orbs do you use?", "welche Orben benutzt du?", "¿qué orbes usas?", "quali orbi usi?": the orb rules the
// code really applies, read from the constants that apply them (natal aspects, aspects to an angle, transits by the
// planet's class, the contacts between two charts), never one aspect's orb from the person's chart. Pure.
import { AXES_ORB, CONTACT_ORB, MINOR_ASPECT_ORB, TRANSIT_ORB } from '@stellara/astro';
import { NATAL_ASPECT_ORB } from '@stellara/contract';
import type { TechniqueAnswer } from './words.ts';

/** "Orbs" in the reader's languages (folded). */
const ORBS_WORD = /\b(orbs|orbes|orbi|orben|orbis|orb (?:rules?|settings?|table)|orbs? (?:do|did) you)\b/;
/** Asking which are used, not what an orb is nor one aspect's orb. */
const WHICH =
  /\b(use|using|used|allow\w*|apply|set|what|which|usa\w*|utiliz\w*|usi|utilises?|benutz\w*|verwende\w*|nimmst|welche\w*|que|quais|quali|quels)\b/;
/** One aspect's or the person's own orbs: "what's the orb of my sun square moon", "the orbs of my aspects". */
const OWN_ASPECT = /\b(my|mi|mis|meu|minha|mein\w*|il mio|mon|mes)\b/;
/** Orbs wanted alongside something else in any language ("mit Orben", "con los orbes", "met orbs"): a format. */
const ORBS_ALONGSIDE =
  /\b(with|including|con|com|mit|met|avec|incl\w*)\s+(?:the\s+|their\s+|los\s+|die\s+|de\s+|les\s+)?orb/;

/**
 * "Transits with orbs please", "next month's transits, orbs included": the orbs are a detail of the transits asked
 * for, not a question about orbs (folded text, its gloss included).
 */
const WITH_ORBS = /\b(?:with|incl\w*|plus|and) (?:the |their )?orbs?\b|\borbs? (?:incl\w*|too|as well)\b/;
const TRANSITS_ASKED = /\btransits?\b|\b(?:next|this|coming) (?:week|month|year)\b/;
export const orbsAsDetail = (text: string) => WITH_ORBS.test(text) && TRANSITS_ASKED.test(text);

/** Whether the message asks which orbs the reader uses (folded text). */
export function asksOrbsUsed(text: string): boolean {
  return (
    ORBS_WORD.test(text) &&
    WHICH.test(text) &&
    !OWN_ASPECT.test(text) &&
    !ORBS_ALONGSIDE.test(text) &&
    !orbsAsDetail(text)
  );
}

const list = (orbs: Readonly<Record<string, number>>) =>
  Object.entries(orbs)
    .map(([name, orb]) => `${orb}° ${name}`)
    .join(', ');

/** The orb rules in use, the natal ones first (the ones a chart reading rests on). */
export function orbsUsedAnswer(): TechniqueAnswer {
  return {
    technique: 'orbs-used',
    answer: `For your birth chart I count an aspect within ${list(NATAL_ASPECT_ORB)}, and within ${AXES_ORB}° when it touches the Ascendant or Midheaven.`,
    details: [
      `Transits get tighter orbs by how fast the planet moves, because a transit's orb is about how long it lasts: ${list(TRANSIT_ORB.personal)} for the Sun to Mars; ${list(TRANSIT_ORB.social)} for Jupiter and Saturn; ${list(TRANSIT_ORB.outer)} for Chiron, Uranus, Neptune, Pluto and the nodes.`,
      `Between two charts (synastry) a contact counts within ${CONTACT_ORB}° for the five major aspects; minor aspects, when shown, count within ${MINOR_ASPECT_ORB}°.`,
    ],
    technical: [],
    ids: ['Orbs used'],
    closing: 'Would you like your aspects listed with their orbs?',
  };
}
