// Which aspects were applying at birth ("which of my aspects are applying?", "¿cuáles de mis aspectos son
// aplicativos?"): the computed list first (from the planets' speeds at birth, the engine's aspectMovement), then one
// plain sentence on what applying and separating mean. Pure.
import { type ChartAspect, type ChartContext, displayPointName } from '../../chart-context.ts';
import { orbText } from './chart-facts.ts';
import { list, type TechniqueAnswer } from './words.ts';

/** Asking about applying or separating aspects in the languages the reader knows (lower-cased, no accents). */
export const MOTION_WORDS =
  /\bapplying\b|\bseparating\b|\bapplies\b|\bseparates\b|aplica(?:tiv|ndo|nte)\w*|separa(?:tiv|ndo|nte)\w*|applicant|separant|applicativ\w*|applikativ\w*|separativ\w*/;
/** Asking which aspects, or about the aspects as a whole, rather than one named pair. */
const WHICH_ASPECTS =
  /\b(?:which|what|any|all|list|how many|cuales|cuantos|quais|quantos|quels?|quelles?|welche|wie viele|quali|quanti)\b[^?]*\baspect|\baspects\b|\baspectos\b|\baspetti\b|\baspekte\b/;

/** Whether the message asks which of the chart's aspects apply or separate. */
export const asksWhichApplying = (text: string) => MOTION_WORDS.test(text) && WHICH_ASPECTS.test(text);

const VERB: Record<string, string> = { conjunction: 'conjunct', opposition: 'opposite' };
const aspectWords = (a: ChartAspect) =>
  `${displayPointName(a.p1)} ${VERB[a.type] ?? a.type} ${displayPointName(a.p2)} (${orbText(a.orb)})`;

/** How many aspects the answer names (tightest first); the rest are counted. */
const NAMED = 8;

/**
 * "Of your 14 major aspects, 5 were applying when you were born: Moon sextile Venus (0°53'), ...; the other 9 were
 * separating." The chart's major aspects, tightest first, with the movement worked out at birth.
 */
export function applyingAnswer(chart: ChartContext): TechniqueAnswer | null {
  const all = chart.aspects;
  if (!all.length) return null;
  const applying = all.filter((a) => a.applying);
  const separating = all.filter((a) => !a.applying);
  const shown = applying.slice(0, NAMED);
  const more = applying.length - shown.length;
  const answer = applying.length
    ? `Of your ${all.length} major aspects, ${applying.length} ${applying.length === 1 ? 'was' : 'were'} applying when you were born: ${list(shown.map(aspectWords))}${more ? `, and ${more} more` : ''}; the other ${separating.length} ${separating.length === 1 ? 'was' : 'were'} separating.`
    : `None of your ${all.length} major aspects was applying when you were born: all of them were separating.`;
  return {
    technique: 'aspect-motion',
    answer,
    details: [
      'Applying means the faster planet was still closing in on the exact angle at your birth, so many astrologers read that aspect as a theme that builds over your life; separating means it had already passed exact, and reads as something more settled in you.',
    ],
    technical: all.map((a) => `${aspectWords(a)}: ${a.applying ? 'applying' : 'separating'}.`),
    ids: ['Applying aspects'],
  };
}
