// "Why do people think I'm cold?", "why do I come across as intimidating": a question about how others read the
// person, answered from the part of the chart that meets people first (the rising sign and the planets in contact
// with it, then the Moon that shows or hides feeling), never from the Sun as a general "about you". Pure.
import { dedupe, type Factor } from './factors.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

const PEOPLE =
  /\b(people|everyone|everybody|others|ppl|folks|strangers|friends|coworkers|colleagues|la gente|todos|as pessoas|todo mundo|les gens)\b/;
const READ_AS =
  /\b(think|thinks|see|sees|find|finds|call|calls|say|says|assume|assumes|treat|perceive|read|piensa|piensan|creen|cree|dicen|ven|acham|pensam|dizem|veem|trouvent|pensent)\b/;
const ABOUT_ME = /\b(i'?m|im|i am|me|my|soy|sou|je suis|me ven|me acham)\b/;
const COME_ACROSS =
  /\b(come across|come off|comes across|first impressions? (?:i|of me)|how (?:do )?(?:people|others) see me)\b/;

/** The message asks why or how other people read the person ("why do people think im cold"). */
export function asksImpression(message: string): boolean {
  const text = normalise(message);
  // "everyone says i'm moody" tells; "why do people think i'm cold" asks.
  const why = /\b(why|how come|por ?que|pourquoi)\b/.test(text);
  return COME_ACROSS.test(text) || (why && PEOPLE.test(text) && READ_AS.test(text) && ABOUT_ME.test(text));
}

/** The rising sign, the planets touching it (tightest first), and the Moon: what people meet before they know you. */
export const planImpression: PlanBuilder = ({ input, base, b, heard, limit }) => {
  const about = heard?.about;
  // A message naming its own point ("why do people think my venus is shallow") is read from that point.
  if (!about || about.points.length || base.situation || !asksImpression(input.message)) return null;
  const onRising = b.features.rankedAspects
    .filter((a) => a.p1 === 'Ascendant' || a.p2 === 'Ascendant')
    .map((a) => b.aspect(a));
  const factors: Factor[] = dedupe([b.placement('Ascendant'), ...onRising, b.placement('Moon')]);
  if (!factors.length) return null;
  return {
    ...base,
    mode: 'reading',
    topic: 'how people read you',
    question: { ...base.question, kind: 'reading', points: ['Ascendant'], theme: null },
    factors: factors.slice(0, limit),
  };
};
