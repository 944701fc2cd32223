// "How do I handle my boss who micromanages me? short": an answer about the boss, from the chart's factors for
// authority at work (the Midheaven's ruler, Saturn, Mars), in the length asked, not a general career reading. Pure.
import { type ChartContext, ordinal } from '../chart-context.ts';
import { HOUSE_AREA, SIGN_STYLE } from '../phrases.ts';
import { houseRuler } from './chart-features.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

const BOSS = /\b(boss|manager|supervisor|line manager|team lead|my lead|jefe|jefa|chefe|patron|patronne|chef|capo)\b/;
const HANDLE =
  /\b(handle|deal with|cope with|manage|work with|get on with|stand up to|talk to|micro ?manag\w*|breathing down|controlling|toxic|difficult|hard to work|annoy\w*|clash\w*|lidiar|manejar|lidar|gerer|what do i do|how do i)\b/;
/** A short answer asked for in a word at the end or start ("… lol. short", "short: …"), as people type it. */
const SHORT =
  /(?:^|[.,;:!?] *|\b)(short|brief|quick|tl ?;? ?dr|in short|keep it short|corto|corta|curto|curta|breve|kurz|court)\W*$|^\W*(short|brief|quick)\b/;

/** Whether the message asks how to handle a boss or manager. */
export function asksAboutBoss(message: string): boolean {
  const text = normalise(message);
  return BOSS.test(text) && HANDLE.test(text);
}

/** "in your 3rd house (everyday talk…)"; the short answer leaves the house's areas out. */
const housePart = (house: number | null | undefined, short: boolean) =>
  house ? ` in your ${ordinal(house)} house${short ? '' : ` (${HOUSE_AREA[house]})`}` : '';

/** The opening, varied by turn so a second boss question does not open the same way. */
const OPENINGS = [
  'Being checked on at every step wears anyone down, and it says more about their worry than your work.',
  'A boss who hovers is tiring, and it is rarely a verdict on how good you are.',
  'Being watched that closely is draining; their need for control is theirs to carry.',
];

/** Sentences about the boss from the chart: the Midheaven's ruler, Saturn, Mars; `short` keeps the first three. */
export function bossReply(chart: ChartContext, short: boolean, turn = 0): string {
  const planet = (name: string) => chart.planets.find((p) => p.name === name);
  const mc = chart.timeUnknown ? null : houseRuler(chart, 10);
  const saturn = planet('Saturn');
  const mars = planet('Mars');
  // The short answer's opening is its first clause alone, so Saturn and Mars fit in the words asked for.
  const opening = OPENINGS[turn % OPENINGS.length]!;
  const sentences = [short ? `${opening.split(/, |; /)[0]}.` : opening];
  if (mc?.rulerSign) {
    sentences.push(
      `Your Midheaven is in ${mc.cuspSign} and its ruler, ${/^(Sun|Moon)$/.test(mc.ruler) ? `the ${mc.ruler}` : mc.ruler}, is in ${mc.rulerSign}${housePart(mc.rulerHouse, short)}: you work best when you can be ${SIGN_STYLE[mc.rulerSign]}, so tell your boss plainly how you like to work and agree what "done" looks like.`,
    );
  }
  if (saturn) {
    sentences.push(
      `Saturn, how you meet authority, is in ${saturn.sign}${housePart(saturn.house, short)}: give them structure before they ask, like a short update.`,
    );
  }
  if (mars) {
    sentences.push(
      `When it rankles, that is your Mars in ${mars.sign}${housePart(mars.house, short)}: make it one calm request, like a weekly check-in instead of daily ones.`,
    );
  }
  // Short: the acknowledgement and the two most practical lines (Saturn's update, Mars's request).
  return (short ? [sentences[0]!, ...sentences.slice(2)] : sentences).join(' ');
}

/** A boss question: answered about the boss, from the chart, in the length asked. */
export const planBoss: PlanBuilder = ({ input, base }) => {
  if (!asksAboutBoss(input.message) || base.situation || base.carried) return null;
  const short = SHORT.test(normalise(input.message)) || base.shape === 'short';
  return {
    ...base,
    mode: 'talk',
    topic: 'your boss',
    shape: short ? 'short' : base.shape,
    talk: { kind: 'chart-answer', text: bossReply(input.chart, short, input.earlierQuestions.length) },
  };
};
