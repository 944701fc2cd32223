// "I always go back to people who hurt me, why?": a pattern named with a word for the hurt before the why, read from
// the points that say what feels like home in closeness. Phrase-level reading in the reply layer. Pure.
import type { PersonalityId } from '@stellara/contract';
import { type ChartContext, ordinal, planetOf } from '../chart-context.ts';
import { SIGN_STYLE } from '../phrases.ts';
import { normalise } from './own-terms.ts';

const GOING_BACK =
  /\b(?:always|keep|keeps|kept) (?:going|go|running|coming) back to (?:people|someone|guys|men|women|girls|exes|him|her|them|the ones|partners)\b|\bgo(?:ing)? back to (?:people|someone|the ones) who (?:hurt|treat) me\b|\bfall for (?:people|the ones) who (?:hurt|treat me badly)\b|\bsiempre vuelvo con\b|\bsiempre regreso con\b|\bvuelvo (?:siempre )?con (?:la gente|gente|quien|personas) que me (?:hace|hacen|hizo) dano\b|\bsempre volto (?:pra|para|com)\b|\bje retourne toujours (?:vers|avec)\b|\bich gehe immer wieder zu(?:ruck)?\b/;

/** The message tells of going back, again and again, to people who hurt them. */
export function goesBackToHurt(message: string): boolean {
  return GOING_BACK.test(normalise(message));
}

/** What the acknowledgement names. */
export const HURT_PATTERN_TERMS = 'going back to people who hurt you';

/** The first sentences: a word for the hurt before any why, by voice. */
export const HURT_PATTERN_ACKNOWLEDGE: Record<PersonalityId, readonly string[]> = {
  guide: [
    "That sounds painful, and it takes honesty to see it in yourself. Going back to people who hurt you doesn't make you foolish: familiar can feel safer than good, especially when the hurt came mixed with real closeness.",
  ],
  witchy: [
    'Oh, that is a sore pattern to notice, and it takes courage to name it. Going back to what hurts is not foolishness; the familiar path always feels safer underfoot, even when it leads somewhere cold.',
  ],
  mystical: [
    'That is a painful circle to find yourself walking, and seeing it is already a step outside it. What hurts can still feel like home when it came wrapped in closeness.',
  ],
  mentor: [
    'That sounds painful, and noticing it is the hard first part. Returning to people who hurt you is very human: what is familiar can feel safer than what is good.',
  ],
  coach: [
    "That hurts, and it's honest of you to call it out. Going back isn't stupidity; familiar feels safe, even when it isn't good for you.",
  ],
};

const BACK_TOGETHER =
  /\b(?:will|are) we (?:ever )?(?:going to )?get(?:ting)? back together\b|\bwill (?:he|she|they) (?:ever )?come back\b|\bvamos a volver\b|\bvolveremos\b|\bva a volver\b|\bvolvera\b|\bvamos voltar\b|\bvai voltar\b|\bvoltaremos\b|\bon va se remettre ensemble\b|\b(?:il|elle) va revenir\b|\bkommen wir wieder zusammen\b|\bkommt (?:er|sie) zuruck\b/;

/** "Will we get back together?", "crees que vamos a volver?": an outcome no chart can tell. */
export function asksBackTogether(message: string): boolean {
  return BACK_TOGETHER.test(normalise(message));
}

/** The honest first line when asked whether they will get back together, asked for the truth. */
export const BACK_TOGETHER_FIRST =
  "I'll be honest, since you asked for the truth: no chart can say whether two people will get back together, and I won't pretend mine can. What it can show is the pattern behind the question, and that is worth more to you right now than a guess.";

/** Why the pull back, read from the Moon (what feels safe), Saturn on the Moon or Venus (love earned), and Venus. */
export function hurtPatternReading(chart: ChartContext): string | null {
  const moon = planetOf(chart, 'Moon');
  const venus = planetOf(chart, 'Venus');
  if (!moon || !venus) return null;
  const saturnOn = chart.aspects.find(
    (a) =>
      (a.p1 === 'Saturn' && (a.p2 === 'Moon' || a.p2 === 'Venus')) ||
      (a.p2 === 'Saturn' && (a.p1 === 'Moon' || a.p1 === 'Venus')),
  );
  const lines = [
    moon.house === 7
      ? `- **Your Moon in ${moon.sign}, in the 7th house,** looks for safety through a partner. That can make being without someone feel less safe than being with someone who hurts you, and the pull back is often that need, not the person.`
      : `- **Your Moon in ${moon.sign}${moon.house ? `, in the ${ordinal(moon.house)} house,` : ','}** is what needs to feel safe: ${SIGN_STYLE[moon.sign]}. When closeness and hurt came together early on, the familiar mix can feel like home.`,
    saturnOn
      ? `- **Saturn's ${saturnOn.type} to your ${saturnOn.p1 === 'Saturn' ? saturnOn.p2 : saturnOn.p1}** can make love feel like something earned by enduring, so hurt starts to look like the price of closeness rather than a reason to leave.`
      : null,
    `- **Your Venus in ${venus.sign}** shows what draws you: ${SIGN_STYLE[venus.sign]}. Knowing that helps you notice when the draw is to the spark, not to how someone treats you.`,
    'None of this fixes you in place. When the pull comes, one question helps: am I going back to this person, or to a feeling I know? And has this person shown, in what they do, that they can give me what I need now?',
  ].filter(Boolean);
  return ['### What your chart shows about the pattern', ...lines].join('\n');
}

/** After "will we get back together?": what the chart does show, said briefly and in new words. */
export function backTogetherReading(chart: ChartContext): string | null {
  const moon = planetOf(chart, 'Moon');
  if (!moon) return null;
  const need =
    moon.house === 7
      ? `With your Moon in ${moon.sign} in the 7th house, missing someone can be your need to feel safe with a partner speaking as loudly as the person.`
      : `With your Moon in ${moon.sign}, missing someone can be your need to feel safe speaking as loudly as the person.`;
  return [
    '### What the chart does show',
    `${need} So a better question than "will we?" is "should we?": what would have to be different this time, and has anything they have done, not said, shown that it is?`,
  ].join('\n');
}
