// "How do I fix that? one thing only" after a weakness was named: "that" is the weakness the previous reply named,
// so the one step is about it, read from the same placement, not a step for whatever part of the chart comes next.
// Pure.
import { placementEvenIfUsed } from './factor-candidates.ts';
import { Builder } from './factors.ts';
import { namedSide } from './named-side.ts';
import { normalise } from './own-terms.ts';
import { phraseSentence } from './phrase-grammar.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';

/** "fix that", "work on it", "how do I stop this", "cómo lo mejoro": a step asked for what was just said. */
const FIX_THAT =
  /\b(?:fix|work on|deal with|change|improve|get better at|stop|handle|overcome|get past|arreglar|mejorar|cambiar|superar|melhorar|mudar|consertar)\b.{0,12}\b(?:that|it|this|eso|esto|isso|isto)\b|\bcomo (?:lo|la|o|a) (?:arreglo|mejoro|cambio|supero|melhoro|mudo|conserto)\b/;

const SIGNS = 'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces';
const TENSION_ID = /^(\w+) (square|opposition) (\w+)$/;
const PLACEMENT_ID = new RegExp(`^(\\w+(?: Node)?) in (?:${SIGNS})$`);

/** The weakness named just before is what a "fix that" with one step asked is about: same placement, its harder side. */
export function withWeaknessCarried(plan: ReplyPlan, input: PlanInput): ReplyPlan {
  if (plan.shape !== 'one-thing' || plan.side || plan.situation || !FIX_THAT.test(normalise(input.message)))
    return plan;
  const previous = input.earlierQuestions.at(-1);
  if (!previous || namedSide(previous, null).side !== 'shadow') return plan;
  // A weakness named from the chart's binding tension ("Sun square Moon"): the step is for that tension.
  const latest = input.used.at(-1) ?? '';
  const tension = TENSION_ID.exec(latest);
  const aspect = tension
    ? input.chart.aspects.find((a) => a.p1 === tension[1] && a.type === tension[2] && a.p2 === tension[3])
    : undefined;
  if (aspect)
    return { ...plan, side: 'shadow', named: 'weakness', factors: [{ kind: 'aspect', ids: [], aspect, reasons: [] }] };
  // The placement the weakness was read from: the latest one the chat read.
  const point = [...input.used]
    .reverse()
    .map((id) => PLACEMENT_ID.exec(id)?.[1])
    .find(Boolean);
  const factor = point ? placementEvenIfUsed(new Builder(input.chart, []), point) : null;
  return factor ? { ...plan, side: 'shadow', named: 'weakness', factors: [factor] } : plan;
}

/** One step aimed at the weakness itself ("retreats into a shell when hurt"), said with "you" as its subject. */
export function stepForWeakness(shadow: string, label: string): string {
  const phrase = shadow.replace(/[.!]+$/, '').replace(/\b(about|of|for|with|on) own\b/g, '$1 your own');
  const named = phraseSentence(
    phrase,
    { person: 'someone', subject: label },
    {
      verb: 'You can be someone who {phrase}.',
      adjective: 'You can be {phrase}.',
      noun: 'The weakness was {phrase}.',
    },
  );
  return `${named} One step for it: the next time you feel it starting, tell one person you trust what is going on, that same day, and do one small thing the other way.`;
}
