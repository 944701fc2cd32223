// "When will money get better?", "when will I meet someone?": the answer is a date range from this chart's own
// passages, said first, with the houses whose rulers they touch, and the honest line that no chart promises how it
// turns out. Pure.
import type { ChartContext, SlowTransit } from '../chart-context.ts';
import { houseRuler } from './chart-features.ts';
import { humanDate, humanDates, humanRange } from './dates.ts';
import { sellsNothing } from './hard-chat.ts';
import type { ReplyPlan } from './plan-types.ts';
import type { Theme } from './question.ts';
import { transitContact } from './transit-words.ts';

/** The houses a "when" question on a life area is timed by (their rulers and angles are the points touched). */
export const WHEN_HOUSES: Partial<Record<Theme, readonly number[]>> = {
  money: [2, 10],
  career: [10, 6],
  love: [5, 7],
  home: [4],
  friends: [11],
  travel: [9],
  creativity: [5],
};

/** The angle that stands for a life area's house, when a passage over it answers "when". */
const AREA_ANGLE: Partial<Record<Theme, string>> = { money: 'Midheaven', career: 'Midheaven', love: 'Descendant' };

const AREA_WORDS: Partial<Record<Theme, string>> = {
  money: 'money',
  career: 'work',
  love: 'love',
  home: 'home',
  friends: 'friendships',
  travel: 'travel',
  creativity: 'creative work',
};

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The natal points a "when" question on the area is timed by: its houses' rulers and its angle. */
export function whenTargets(chart: ChartContext, theme: Theme): string[] {
  const out: string[] = (WHEN_HOUSES[theme] ?? []).flatMap((h) => houseRuler(chart, h)?.ruler ?? []);
  const angle = AREA_ANGLE[theme];
  if (angle === 'Midheaven') out.push('Midheaven');
  return [...new Set(out)];
}

/** The message asks when (not whether): "when will...", "how soon", "what month". */
export function asksWhen(plan: Pick<ReplyPlan, 'heard' | 'message'>): boolean {
  return (
    plan.heard?.time?.kind === 'when' || /\b(when|how soon|what month|which month|cuando|quando)\b/i.test(plan.message)
  );
}

function window(t: SlowTransit): string {
  const day = (iso: string) => iso.slice(0, 10);
  const span =
    t.start && t.end ? humanRange(day(t.start), day(t.end)) : t.end ? `now until ${humanDate(day(t.end))}` : null;
  const exact = t.exact.length ? `exact on ${humanDates(t.exact.map(day))}` : null;
  return [span, exact ? `(${exact})` : null].filter(Boolean).join(' ');
}

/**
 * The first sentence of a "when" answer on a life area: the dated passage over the area's rulers or angle, with the
 * houses it stands for; or, with none in the period, that no date stands out; without personal timing on the plan,
 * that no date is guessed at. Null when the question is not "when" or names no life area with houses.
 */
export function whenAnswer(
  plan: ReplyPlan,
  chart: ChartContext,
  saidBefore: (sentence: string) => boolean = () => false,
): string | null {
  const theme = plan.question.theme;
  const t = plan.timing;
  if (!theme || !WHEN_HOUSES[theme] || !t || !asksWhen(plan)) return null;
  const area = AREA_WORDS[theme] ?? theme;
  // Without personal timing the honest answer to "when" is that the dates are not guessed at here.
  if (!t.personal) {
    // (In a chat that holds something hard, the plan goes unnamed.)
    const why = sellsNothing(plan) ? 'and I cannot read those here' : 'and those are not part of your plan';
    return `The honest answer to "when" is a date from your own transits, ${why}, so I won't guess at one. What I can give you is what ${area} asks of you in your chart, and the sky everyone shares.`;
  }
  const targets = whenTargets(chart, theme);
  // A date said in an earlier answer is still the answer: the whole period's passages, not only the unsaid ones.
  const from = t.period.from.getTime();
  const to = t.period.to.getTime();
  const inPeriod = (s: SlowTransit) =>
    (s.start === null || Date.parse(s.start) < to) && (s.end === null || Date.parse(s.end) > from);
  const passages = [...t.slow, ...chart.yearAhead.filter(inPeriod).sort((a, b) => b.weight - a.weight)];
  const lead = passages.find((s) => targets.includes(s.target));
  // A frame said before in the chat is not used again: its first words are enough to tell.
  const first = (options: string[]) =>
    options.find((o) => !saidBefore(o.split(' ').slice(0, 7).join(' '))) ?? options.at(-1)!;
  if (!lead) {
    return first([
      `When, as best your chart can say: no slow planet touches the rulers of the houses behind ${area} ${t.period.during}, so no date stands out; that usually means a stretch shaped more by what you do than by outside pressure.`,
      `No single date stands out for ${area} ${t.period.during}: nothing slow touches the rulers of those houses, so the pace is more yours to set.`,
    ]);
  }
  const houses = (WHEN_HOUSES[theme] ?? []).filter((h) => houseRuler(chart, h)?.ruler === lead.target);
  const role =
    lead.target === 'Midheaven'
      ? ', the top of your chart'
      : houses.length
        ? `, ruler of your ${houses.map(ordinal).join(' and ')} house${houses.length > 1 ? 's' : ''}`
        : '';
  const contact = `${transitContact(lead)}${role}`;
  return first([
    `When, as best your chart can say: the stretch that speaks most to ${area} is ${window(lead)}, as ${contact}.`,
    `For ${area}, the dates to watch are ${window(lead)}: that is when ${contact}.`,
    `${upperFirst(area)} has its clearest window ${window(lead)}, while ${contact}.`,
  ]);
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Said after a "when" answer that was not asked as an outcome: the date is a season, not a promise. */
export const WHEN_NOT_PROMISE = [
  'That is a season to watch, not a promise: no chart can say how it turns out, only when the pressure and the openings tend to come.',
  'Take it as timing, not a guarantee; what you do in that stretch matters more than the sky.',
];
