// A month-by-month outlook ("can u give me like a month by month for the next 3 months"): one short dated paragraph
// per month, its heaviest personal transits and its lunations in this chart's houses. Personal timing needs Stellara+;
// below it each month gets the sky's dates for everyone and one plain line on what the plan gives. Pure.
import { planAtLeast, planInfo } from '@stellara/contract';
import type { SlowTransit } from '../chart-context.ts';
import { passagesIn } from '../chart-passages.ts';
import { humanDate } from './dates.ts';
import { sellsNothing } from './hard-chat.ts';
import { eventPhrases, periodEvents } from './period-events.ts';
import { periodOf } from './periods.ts';
import type { PlanBuilder } from './plan-types.ts';
import { plain, type TechniqueAnswer } from './techniques/words.ts';
import { transitVerb } from './transit-words.ts';
import { upperFirst } from './voices/grammar.ts';

const MONTH_BY_MONTH =
  /\b(month[- ]?by[- ]?month|monthly (?:breakdown|forecast|outlook|overview)|each month|every month|per month|mes a mes|mes por mes|cada mes|monat fur monat|jeden monat|mese per mese|ogni mese|mois par mois|chaque mois)\b/;
const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  dos: 2,
  tres: 3,
  cuatro: 4,
  seis: 6,
  dois: 2,
  quatro: 4,
  zwei: 2,
  drei: 3,
  vier: 4,
  due: 2,
  quattro: 4,
  deux: 2,
  trois: 3,
};
const COUNT =
  /\b(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|seis|dois|quatro|zwei|drei|vier|due|quattro|deux|trois)\s+(?:more\s+)?(?:months?|meses|monate\w*|mesi|mois)\b/;
/** Months read when none is named, and at most. */
const DEFAULT_MONTHS = 3;
const MOST_MONTHS = 6;
/** Transits named in a month's paragraph, the heaviest. */
const TRANSITS_A_MONTH = 2;

/** How many months a message asks to have laid out month by month; 0 when it asks for no such outlook. */
export function monthsAsked(message: string): number {
  const text = plain(message);
  if (!MONTH_BY_MONTH.test(text)) return 0;
  const said = COUNT.exec(text)?.[1];
  const n = said ? (COUNT_WORDS[said] ?? Number(said)) : DEFAULT_MONTHS;
  return Math.min(Math.max(n, 1), MOST_MONTHS);
}

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month's transits in words: "Pluto squares your Mars, exact on 12 December", "…, in orb until 17 December". */
function transitLine(t: SlowTransit, from: number, to: number): string {
  const day = (iso: string) => humanDate(iso.slice(0, 10), { year: false });
  const inside = (iso: string | null) => iso !== null && Date.parse(iso) >= from && Date.parse(iso) < to;
  const hits = t.exact.filter(inside);
  const span =
    inside(t.start) && inside(t.end)
      ? `in orb from ${day(t.start!)} to ${day(t.end!)}`
      : inside(t.end)
        ? `in orb until ${day(t.end!)}`
        : inside(t.start)
          ? `in orb from ${day(t.start!)}`
          : 'in orb all month';
  return `${t.planet} ${transitVerb(t.aspect)} your ${t.target}, ${hits.length ? `exact on ${hits.map(day).join(' and ')}` : span}`;
}

export const planMonthByMonth: PlanBuilder = ({ input, base }) => {
  const count = input.automatic ? 0 : monthsAsked(input.message);
  if (!count) return null;
  const now = input.sent ?? new Date();
  const zone = input.chart.birth?.local?.timezone ?? 'UTC';
  const natal = input.chart.birth?.natal ?? null;
  const personal = planAtLeast(input.tier, 'plus') && natal !== null;
  // Late in a month the outlook starts with the next one: a few days left is not a month to plan.
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const startOffset = d > 20 ? 1 : 0;
  const months: TechniqueAnswer[] = [];
  for (let i = 0; i < count; i++) {
    const index = m - 1 + startOffset + i;
    const period = periodOf(
      { kind: 'month', month: (index % 12) + 1, year: y + Math.floor(index / 12) },
      'now',
      now,
      zone,
    );
    if (!period) continue;
    const from = period.from.getTime();
    const to = period.to.getTime();
    const events = eventPhrases(periodEvents(period, personal ? natal : null));
    const transits =
      personal && natal
        ? passagesIn(natal, period.from, period.to, now)
            .filter((t) => t.exact.some((x) => Date.parse(x) >= from && Date.parse(x) < to) || t.weight >= 4)
            .slice(0, TRANSITS_A_MONTH)
        : [];
    const name = MONTH_NAME.format(new Date((from + to) / 2));
    const parts = [
      transits.length
        ? `${upperFirst(transits.map((t) => transitLine(t, from, to)).join('; and '))}.`
        : personal
          ? 'No slow planet makes an exact contact to your chart this month: a steadier stretch.'
          : '',
      events.length ? `${upperFirst(events.join('; '))}.` : '',
    ].filter(Boolean);
    months.push({
      technique: 'month-outlook',
      answer: `**${name}.** ${parts.join(' ')}`,
      details: [],
      technical: transits.map(
        (t) => `${name}: ${t.planet} ${t.aspect} ${t.target}, exact ${t.exact.join(', ') || 'none'}.`,
      ),
      ids: transits.map((t) => `transiting ${t.planet} ${t.aspect} ${t.target}`),
    });
  }
  if (!months.length) return null;
  const quiet = sellsNothing(base);
  const closing = personal
    ? 'Ask me about any of these and I will read what it may bring you.'
    : quiet
      ? 'Ask me about any of these dates and I will say what it is.'
      : `These dates are the same for everyone. Which of them touch your own chart, and when, is personal timing: it comes with ${planInfo.plus.name} ($${planInfo.plus.priceUsdPerMonth}/month), and I will not guess at it without your transits.`;
  return {
    ...base,
    mode: 'technique',
    topic: 'the months ahead',
    gate: null,
    techniques: months.map((t, i) => (i === 0 ? { ...t, closing } : t)),
  };
};
