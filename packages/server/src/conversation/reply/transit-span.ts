// "How long does this transit last?", "when is it exact?", "when exactly is the Saturn thing, dates pls", "wie lange
// dauert dieser Transit noch?": the start, every exact hit and the end of that one transit, from the passage model
// (the engine's own scan of hits and stations), said first. Which transit: the planet the message names, else the
// transit the chat was just on, else the weightiest in orb now. Never a natal aspect: the natal chart has no dates.
// Personal timing is Plus's; below it, the honest pointer. Pure.
import { chartFlags } from '@stellara/astro';
import { planAtLeast } from '@stellara/contract';
import type { ChartContext, ChartTransit } from '../chart-context.ts';
import { transitsNow } from '../chart-passages.ts';
import { humanDate } from './dates.ts';
import { transitId } from './factors.ts';
import { asksTransitSpan } from './frame-words.ts';
import { sellsNothing } from './hard-chat.ts';
import type { PlanBuilder } from './plan-types.ts';
import { SKY_BODIES } from './sky-now-ask.ts';
import type { TechniqueAnswer } from './techniques/words.ts';
import { GATE_TIMING } from './timing-gate.ts';
import { passageDates, rankTransits, technicalTransitLine } from './transit-rank.ts';
import { transitVerb } from './transit-words.ts';

const TRANSIT_ID = /^transiting (.+?) (conjunction|opposition|square|trine|sextile|quincunx|semi-sextile) (.+)$/;

/** The transit the chat was last on, from the memory labels of earlier replies. */
function lastTransit(used: readonly string[]): { planet: string; aspect: string; target: string } | null {
  for (const id of [...used].reverse()) {
    const m = TRANSIT_ID.exec(id);
    if (m) return { planet: m[1]!, aspect: m[2]!, target: m[3]! };
  }
  return null;
}

/** The chat's last reply was about the sky or a transit: "it", "this", "dieser" point back at a transit. */
const chatOnTransits = (used: readonly string[]) =>
  used.some((id) => id.startsWith('sky transits') || TRANSIT_ID.test(id));

/** Every transit the chart has now and in the year ahead, once each, the Moon's left out (they pass in hours). */
function candidates(chart: ChartContext, at: Date): ChartTransit[] {
  const now = chart.birth ? transitsNow(chart.birth.natal, at) : [];
  const seen = new Set(now.map(transitId));
  return [...now, ...chart.transits.filter((t) => !seen.has(transitId(t)))].filter((t) => t.planet !== 'Moon');
}

/** Still running or still ahead at `at` (a passage that ended is no answer to "how long"). */
const notOver = (t: ChartTransit, at: Date) => !t.end || Date.parse(t.end) > at.getTime();

/** The transit asked about: the planet named (and the point named beside it), the one the chat was on, the weightiest. */
export function askedTransit(
  chart: ChartContext,
  points: readonly string[],
  used: readonly string[],
  at: Date,
): { transit: ChartTransit | null; planet: string | null } {
  const all = candidates(chart, at).filter((t) => notOver(t, at));
  const planet = points.find((p) => (SKY_BODIES as readonly string[]).includes(p) && p !== 'Sun') ?? null;
  const target = points.find((p) => p !== planet) ?? null;
  if (planet) {
    const mine = all.filter((t) => t.planet === planet && (!target || t.target === target));
    return { transit: rankTransits(mine)[0] ?? null, planet };
  }
  const last = lastTransit(used);
  const same = last && all.find((t) => transitId(t) === transitId(last));
  if (same) return { transit: same, planet: null };
  const inOrbNow = all.filter((t) => t.applying !== null);
  return { transit: rankTransits(inOrbNow.length ? inOrbNow : all)[0] ?? null, planet: null };
}

const day = (iso: string) => humanDate(iso.slice(0, 10));
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UT`;

/** The span first: "Transiting Pluto squares your natal Mars from 10 August 2026 to 17 December 2026; …". */
export function transitSpanAnswer(chart: ChartContext, t: ChartTransit, at: Date, flags: number): TechniqueAnswer {
  const span =
    t.start && t.end
      ? `from ${day(t.start)} to ${day(t.end)}`
      : t.end
        ? `until ${day(t.end)}`
        : 'beyond the stretch I can search';
  const hits = t.exact.length
    ? `exact on ${t.exact.map(day).join(', then ')}${t.exact.length > 1 ? ' as it loops back with the retrograde' : ''}`
    : 'it comes close without going exact this time';
  return {
    technique: 'transit-span',
    answer: `Transiting ${t.planet} ${transitVerb(t.aspect)} your natal ${t.target} ${span}: ${hits}.`,
    details: [
      'Those dates are when it is within orb of exact; it is felt most in the weeks around an exact hit, and eases as it leaves.',
    ],
    technical: [
      technicalTransitLine(chart, t, at, flags),
      `Start ${t.start ? utc(t.start) : 'beyond the search'}; exact ${t.exact.length ? t.exact.map(utc).join(', ') : 'none this passage'}; end ${t.end ? utc(t.end) : 'beyond the search'} (${passageDates(t, at, chart)}).`,
    ],
    ids: [transitId(t), `span ${transitId(t)}`],
  };
}

/** No transit of that planet to the chart now or in the year ahead: said plainly, never a natal aspect instead. */
function noTransit(planet: string | null): TechniqueAnswer {
  return {
    technique: 'transit-span',
    answer: planet
      ? `Transiting ${planet} makes no major aspect to the main points of your chart now or in the year ahead, so there is no passage of it to date.`
      : 'No planet is within orb of the main points of your chart now or in the year ahead, so there is no passage to date.',
    details: [],
    technical: [],
    ids: [],
  };
}

/** The plan: the passage's dates first, in technique mode; below Plus, the one timing pointer. */
export const planTransitSpan: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation) return null;
  if (!asksTransitSpan(input.message, chatOnTransits(input.used))) return null;
  if (!planAtLeast(input.tier, 'plus')) {
    const answer = sellsNothing(base)
      ? 'How long a transit of yours lasts is personal timing, and I only date it from your own transits.'
      : GATE_TIMING;
    return {
      ...base,
      mode: 'technique',
      topic: 'the sky now',
      techniques: [{ technique: 'transit-span', answer, details: [], technical: [], ids: ['Transit span (taste)'] }],
    };
  }
  const at = input.sent ?? new Date();
  const { transit, planet } = askedTransit(input.chart, heard.about.points, input.used, at);
  const flags = input.chart.birth ? chartFlags(input.chart.birth.natal) : 0;
  const answer = transit ? transitSpanAnswer(input.chart, transit, at, flags) : noTransit(planet);
  return { ...base, mode: 'technique', topic: 'the sky now', techniques: [answer] };
};
