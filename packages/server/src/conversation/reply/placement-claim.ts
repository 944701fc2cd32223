// "Sun in the 5th is gambling right? my buddy said that's why I'm like this": a claim about a placement, answered
// head-on first (yes, no, partly: whether the person has it at all, then what it does and does not mean), never
// skipped for a stock reading. The facts come from the computed chart. Six languages' claim words, folded. Pure.
import type { ChartContext } from '../chart-context.ts';
import { ordinal } from '../chart-context.ts';
import { HOUSE_AREA } from '../phrases.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

/** Words that put a claim up for checking ("right?", "is that why", "my friend said", "¿verdad?", "stimmt das?"). */
const CLAIM =
  /(?:\bright ?\?|\b(?:isn'?t it|is that (?:true|why|right)|that'?s why|thats why|(?:said|says|told me|reckons|claims?) (?:that|it|my|the)?|means (?:i'?m|i am|im)|makes? me|verdad|es cierto|por eso|dijo que|e verdade|por isso|disse que|c'?est vrai|c'?est pour ca|m'a dit|stimmt (?:das|es)|deshalb|hat gesagt|e vero|vero\?|per questo|ha detto)\b)/;

/** A house named by number ("in the 5th", "casa 5", "maison 5", "5. Haus"), which the reader leaves to a point. */
function houseNamed(text: string): number | null {
  const m =
    text.match(/\b(1[0-2]|[1-9])(?:st|nd|rd|th|a|o|e|eme|ª|º)\b/) ??
    text.match(/\b(?:casa|maison|haus) (1[0-2]|[1-9])\b/) ??
    text.match(/\b(1[0-2]|[1-9])\. haus\b/);
  return m ? Number(m[1]) : null;
}

/** A question about the sky's timing ("when does jupiter leave leo? everyone says it's my year"): not a claim. */
const SKY_TIMING =
  /\b(?:when|leave|leaves|leaving|enter|enters|entering|move|moves|transit\w*|right now|currently|cuando|sale|entra|quando|quand|sort|wann|verlasst|esce)\b/;

/** The one placement the claim names: a point with a house, or a point with a sign. */
export function claimedPlacement(
  message: string,
  about: { points: readonly string[]; houses: readonly number[]; signs: readonly string[] },
): { point: string; house: number | null; sign: string | null } | null {
  const text = normalise(message);
  if (!CLAIM.test(text) || SKY_TIMING.test(text) || about.points.length !== 1) return null;
  const house = about.houses[0] ?? houseNamed(text);
  const sign = about.signs[0] ?? null;
  return house || sign ? { point: about.points[0]!, house, sign } : null;
}

/** Yes, no or partly, with the person's real placement, then what that placement does and does not mean. */
export function claimReply(
  chart: ChartContext,
  claim: { point: string; house: number | null; sign: string | null },
): string | null {
  const p = chart.planets.find((x) => x.name === claim.point);
  if (!p) return null;
  const houseKnown = !chart.timeUnknown && p.house > 0;
  const houseRight = claim.house === null || (houseKnown && p.house === claim.house);
  const signRight = claim.sign === null || p.sign === claim.sign;
  const claimed = [claim.sign ? `in ${claim.sign}` : null, claim.house ? `in the ${ordinal(claim.house)} house` : null]
    .filter(Boolean)
    .join(' ');
  const real = `in ${p.sign}${houseKnown ? `, in the ${ordinal(p.house)} house` : ''}`;
  const verdict =
    houseRight && signRight
      ? `Partly. You do have your ${p.name} ${claimed}.`
      : claim.house && !houseKnown
        ? `I can't check that one: without a birth time your houses aren't known, and your ${p.name} is in ${p.sign}.`
        : `No, not in your chart: your ${p.name} isn't ${claimed}, it is ${real}.`;
  const meaning = claim.house
    ? ` A ${p.name} in the ${ordinal(claim.house)} house puts its energy into ${HOUSE_AREA[claim.house]}; it can show what draws you, never a habit you are bound to, and no single placement explains a behaviour on its own.`
    : ` A placement shows a leaning, what draws you, never a behaviour you are bound to or one that explains you on its own.`;
  return `${verdict}${meaning} If you like, I can read what your ${p.name} ${real} does say about you.`;
}

export const planPlacementClaim: PlanBuilder = ({ input, base, heard }) => {
  const claim = heard && !base.situation && !input.part ? claimedPlacement(input.message, heard.about) : null;
  const text = claim ? claimReply(input.chart, claim) : null;
  return text ? { ...base, mode: 'talk', topic: 'what a placement means', talk: { kind: 'chart-answer', text } } : null;
};
