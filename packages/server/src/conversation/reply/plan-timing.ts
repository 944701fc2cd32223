// The timing a plan carries: the period asked about, the passages in it that touch the topic's points, the
// transits in orb now, and the sky's dated events.
import type { PointName } from '@stellara/astro';
import { planAtLeast } from '@stellara/contract';
import type { ChartContext, SlowTransit } from '../chart-context.ts';
import { passagesIn } from '../chart-passages.ts';
import { houseRuler } from './chart-features.ts';
import { THEME_SOURCES } from './factor-candidates.ts';
import { type Factor, transitId } from './factors.ts';
import { listAsked } from './format-asks.ts';
import { normalise } from './own-terms.ts';
import { periodEvents } from './period-events.ts';
import { type Period, periodOf } from './periods.ts';
import type { PlanInput, TimingFacts } from './plan-types.ts';
import type { Theme } from './question.ts';
import { whenTargets } from './when-answer.ts';

/** "in a table", "una tabla", "all the dates": every dated passage of the period is wanted. */
const TABLE_OR_LIST =
  /\b(tables?|tabla|tabela|tableau|tabelle|tabella|all the dates|todas las fechas|toutes les dates|alle daten|tutte le date)\b/;

/** The natal points a topic's timing is read on. */
export function timingTargets(chart: ChartContext, factors: Factor[], theme: Theme | null): Set<string> {
  const out = new Set<string>();
  for (const f of factors) {
    if (f.kind === 'placement' || f.kind === 'angle') out.add(f.point.name);
    if (f.kind === 'aspect') {
      out.add(f.aspect.p1);
      out.add(f.aspect.p2);
    }
    if (f.kind === 'house') out.add(f.ruler.ruler);
  }
  for (const p of theme ? THEME_SOURCES[theme].points : []) out.add(p);
  for (const h of theme ? THEME_SOURCES[theme].houses : []) {
    const r = houseRuler(chart, h);
    if (r) out.add(r.ruler);
  }
  // A "when" on a life area is timed by the rulers of all its houses (money: the 2nd and the 10th) and its angle.
  for (const p of theme ? whenTargets(chart, theme) : []) out.add(p);
  return out;
}

/** A stretch this short is read with the faster planets' passages too (Sun to Mars): a week, a month. */
const SHORT_PERIOD_DAYS = 45;

const FAST_POINTS: readonly PointName[] = ['Sun', 'Mercury', 'Venus', 'Mars'];

/** The passages of a period: the chart's slow year when the period lies inside it, else worked out for it. */
function periodPassages(input: PlanInput, period: Period, now: Date): SlowTransit[] {
  const { chart } = input;
  const from = period.from.getTime();
  const to = period.to.getTime();
  const overlaps = (t: SlowTransit) =>
    (t.start === null || Date.parse(t.start) < to) && (t.end === null || Date.parse(t.end) > from);
  const yearEnd = now.getTime() + 365 * 86_400_000;
  const natal = chart.birth?.natal;
  const slow =
    (from >= now.getTime() - 86_400_000 && to <= yearEnd + 86_400_000) || !natal
      ? chart.yearAhead.filter(overlaps)
      : passagesIn(natal, period.from, period.to, now);
  const fast =
    natal && to - from <= SHORT_PERIOD_DAYS * 86_400_000
      ? passagesIn(natal, period.from, period.to, now, { transiting: FAST_POINTS })
      : [];
  return [...slow, ...fast].sort((a, b) => b.weight - a.weight);
}

export function timingFacts(input: PlanInput, fallback: 'now' | 'year', targets: Set<string> | null): TimingFacts {
  const now = input.sent ?? new Date();
  const zone = input.chart.birth?.local?.timezone ?? 'UTC';
  const period =
    periodOf(input.heard?.time ?? null, fallback, now, zone) ?? (periodOf(null, fallback, now, zone) as Period);
  // A table or a list of the period's dates asks for all of them, those said before included.
  const all = !input.automatic && (TABLE_OR_LIST.test(normalise(input.message)) || !!listAsked(input.message));
  const unused = (t: { planet: string; aspect: string; target: string }) => all || !input.used.includes(transitId(t));
  const personal = planAtLeast(input.tier, 'plus');
  const touches = (t: { target: string }) => !targets || targets.has(t.target);
  const first = <T extends { target: string }>(list: T[]) => [
    ...list.filter(touches),
    ...list.filter((t) => !touches(t)),
  ];
  const events = periodEvents(period, personal ? (input.chart.birth?.natal ?? null) : null);
  if (!personal) return { period, personal, sky: input.chart.sky, slow: [], current: [], events };
  if (period.span === 'now') {
    // Now, a question on a topic leaves out the Moon's passing contacts; "what's coming up" (no targets) keeps them.
    const current = input.chart.transits.filter((t) => unused(t) && (t.planet !== 'Moon' || !targets));
    const slowNow = input.chart.yearAhead.filter((t) => unused(t) && t.now);
    return {
      period,
      personal,
      sky: input.chart.sky,
      current: current.filter(touches).slice(0, 2),
      slow: first(slowNow).slice(0, 2),
      events,
    };
  }
  const passages = periodPassages(input, period, now).filter(unused);
  return { period, personal, sky: input.chart.sky, current: [], slow: first(passages).slice(0, 3), events };
}

// ---------------------------------------------------------------------------------------------
