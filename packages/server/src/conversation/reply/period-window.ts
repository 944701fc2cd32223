// "We're signing in Q1. Best window by my transits? Dates." / "the Saturn thing for partnerships later in 2027?": a
// named stretch of time (a quarter, a half-year, a season, a month, "later in 2027") and a window or dates asked for.
// The answer is the engine's transits to this chart with an exact hit inside that stretch, supportive ones first,
// the harder ones named, each with its exact day; a Saturn ask about partnerships keeps to Saturn on the 7th house,
// its ruler and Venus. Dates mark easier and harder stretches, never how the thing turns out. Pure.
import { type AspectName, type NatalChart, type Passage, type PointName, transitPassages } from '@stellara/astro';
import { planAtLeast } from '@stellara/contract';
import { type ChartContext, displayPointName, pointNameOf } from '../chart-context.ts';
import { fold } from '../understanding/fold.ts';
import { houseRuler } from './chart-features.ts';
import { humanDates, humanRange, MONTHS } from './dates.ts';
import { localDate } from './local-day.ts';
import type { PlanBuilder } from './plan-types.ts';
import { list, type TechniqueAnswer } from './techniques/words.ts';
import { transitVerb } from './transit-words.ts';

export interface NamedPeriod {
  /** First and last day (UTC midnight to the end of the last day). */
  from: Date;
  to: Date;
  /** "January to March 2027". */
  label: string;
}

/**
 * A window or the best time asked for, in the reader's languages (folded). A bare "when" or "dates" is not enough:
 * "when in March is the full Moon", "the December dates in a table" ask for events' dates (sky-dates.ts, tables).
 */
const WINDOW_ASKED =
  /\b(windows?|best (?:time|days?|dates?)|timing|flag|ventanas?|mejor(?:es)? (?:momento|dias|fechas)|janelas?|melhores? (?:dias|datas)|fenetres?|meilleur(?:e|es|s)? (?:moment|jours|dates)|zeitfenster|beste[ns]? (?:zeit|tage|termine)|finestr[ae]|date migliori|giorni migliori|vensters?|beste (?:tijd|dagen|data))\b/;
const BARE_DATES = /\b(dates?|fechas?|datas?|daten|termine|date)\b/;
/** One event's date (a lunation, an eclipse, a return): its own answer, not a window. */
const ONE_EVENT =
  /\b(full moon|new moon|eclips\w*|return|luna llena|luna nueva|vollmond|neumond|pleine lune|nouvelle lune|revolucion|retorno|ruckkehr|ritorno)\b/;

/** Partnerships, contracts, a business partner: Saturn there is read on the 7th house, its ruler and Venus. */
const PARTNERSHIP =
  /\b(partner\w*|partnerships?|shareholders?|contracts?|agreements?|marriage|sociedad(?:es)?|socios?|contratos?|acuerdos?|parcerias?|contrat|associes?|associations?|vertrag|vertrage|gesellschafter|contratt[oi]|soci|societ(?:a|e)|vennootschap|contract)\b/;

const SEASONS: [RegExp, number][] = [
  [/\b(spring|primavera|printemps|fruhling|fruhjahr|lente)\b/, 3],
  [/\b(summer|verano|verao|ete|sommer|estate|zomer)\b/, 6],
  [/\b(autumn|fall|otono|outono|automne|herbst|autunno|herfst)\b/, 9],
  [/\b(winter|invierno|inverno|hiver)\b/, 12],
];
const QUARTER =
  /\b(?:q([1-4])|([1-4])(?:st|nd|rd|th)? quarter|(first|second|third|fourth|primer|segundo|tercer|cuarto|premier|deuxieme|troisieme|quatrieme|erste[ns]?|zweite[ns]?|dritte[ns]?|vierte[ns]?|primo|secondo|terzo|quarto|primeiro|terceiro) (?:quarter|trimestre|quartal|trimestre))\b/;
const QUARTER_WORDS: Record<string, number> = {
  first: 1,
  primer: 1,
  premier: 1,
  erste: 1,
  ersten: 1,
  erstes: 1,
  primo: 1,
  primeiro: 1,
  second: 2,
  segundo: 2,
  deuxieme: 2,
  zweite: 2,
  zweiten: 2,
  zweites: 2,
  secondo: 2,
  third: 3,
  tercer: 3,
  troisieme: 3,
  dritte: 3,
  dritten: 3,
  drittes: 3,
  terzo: 3,
  terceiro: 3,
  fourth: 4,
  cuarto: 4,
  quatrieme: 4,
  vierte: 4,
  vierten: 4,
  viertes: 4,
  quarto: 4,
};
const FIRST_HALF =
  /\b(first half|primera mitad|primeira metade|premiere moitie|erste(?:n)? halfte|prima meta|eerste helft|h1)\b/;
const SECOND_HALF =
  /\b(second half|segunda mitad|segunda metade|seconde moitie|zweite(?:n)? halfte|seconda meta|tweede helft|h2)\b/;
const LATER_IN =
  /\b(later in|late|end of|latter part of|a finales de|finales de|mas adelante en|fin de|fim de|ende|spater in|fine del|eind)\b/;
const NEXT_YEAR =
  /\b(next year|ano que viene|proximo ano|l'annee prochaine|annee prochaine|nachste(?:s|n)? jahr|anno prossimo|prossimo anno|volgend jaar)\b/;

const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m - 1, d));
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - 1);

/** A span of whole months, starting no earlier than today. */
function months(year: number, first: number, last: number, now: Date): NamedPeriod | null {
  const to = lastDay(year, last);
  if (to <= now) return null;
  const from = utc(year, first) > now ? utc(year, first) : now;
  const label = first === last ? `${MONTHS[first - 1]} ${year}` : `${MONTHS[first - 1]} to ${MONTHS[last - 1]} ${year}`;
  return { from, to, label };
}

/** The year a period is in: the one named, else next year when asked, else the next time it comes round. */
function yearOf(text: string, now: Date, lastMonth: number): number {
  const named = text.match(/\b(20\d\d)\b/);
  if (named) return Number(named[1]);
  const year = now.getUTCFullYear();
  if (NEXT_YEAR.test(text)) return year + 1;
  return lastDay(year, lastMonth) <= now ? year + 1 : year;
}

/** The stretch of time a message names, or null. `text` is folded. */
export function namedPeriod(text: string, now: Date): NamedPeriod | null {
  const q = text.match(QUARTER);
  if (q) {
    const n = Number(q[1] ?? q[2] ?? 0) || QUARTER_WORDS[q[3] ?? ''] || 0;
    if (n) return months(yearOf(text, now, n * 3), n * 3 - 2, n * 3, now);
  }
  if (FIRST_HALF.test(text)) return months(yearOf(text, now, 6), 1, 6, now);
  if (SECOND_HALF.test(text)) return months(yearOf(text, now, 12), 7, 12, now);
  for (const [words, start] of SEASONS) {
    if (!words.test(text)) continue;
    // Winter runs December to February: the year is the one its January falls in.
    if (start === 12) {
      const y = yearOf(text, now, 2);
      return months(y - 1, 12, 12, now)
        ? {
            from: utc(y - 1, 12) > now ? utc(y - 1, 12) : now,
            to: lastDay(y, 2),
            label: `December ${y - 1} to February ${y}`,
          }
        : months(y, 1, 2, now);
    }
    return months(yearOf(text, now, start + 2), start, start + 2, now);
  }
  const later = LATER_IN.test(text) ? text.match(/\b(20\d\d)\b/) : null;
  if (later) return months(Number(later[1]), 7, 12, now);
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m.toLowerCase()}\\b`).test(text));
  if (month >= 0) return months(yearOf(text, now, month + 1), month + 1, month + 1, now);
  return null;
}

const SUPPORTIVE: readonly AspectName[] = ['trine', 'sextile'];
const BENEFICS = new Set<string>(['Venus', 'Jupiter']);
const HEAVY = new Set<string>(['Saturn', 'Uranus', 'Neptune', 'Pluto']);
const MOVERS: PointName[] = ['Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const TARGETS: PointName[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Ascendant',
  'Medium_Coeli',
];

const supportive = (p: Passage) =>
  SUPPORTIVE.includes(p.aspect) || (p.aspect === 'conjunction' && BENEFICS.has(p.transiting));
/** Slow planets weigh more; then the earlier exact day. */
const weight = (p: Passage) => (HEAVY.has(p.transiting) ? 2 : p.transiting === 'Jupiter' ? 1.5 : 1);

/** The exact hits of a passage inside the period. */
const hitsIn = (p: Passage, period: NamedPeriod) =>
  p.exact
    .map((e) => e.at)
    .filter((at) => Date.parse(at) >= period.from.getTime() && Date.parse(at) <= period.to.getTime());

function line(chart: ChartContext, p: Passage, period: NamedPeriod): string {
  const target = displayPointName(p.natal);
  const days = humanDates(hitsIn(p, period).map((at) => localDate(chart, at)));
  const span = p.start && p.end ? ` (in orb ${humanRange(localDate(chart, p.start), localDate(chart, p.end))})` : '';
  // An opposition to the Ascendant sits on the Descendant, the 7th house's cusp: named as that.
  const contact =
    p.natal === 'Ascendant' && p.aspect === 'opposition'
      ? 'meets your Descendant (opposite your Ascendant)'
      : `${transitVerb(p.aspect)} your natal ${target}`;
  return `transiting ${p.transiting} ${contact}, exact on ${days}${span}`;
}

/** The computed answer: the period's exact transits, supportive first, then the harder ones. */
export function periodWindowAnswer(
  chart: ChartContext,
  natal: NatalChart,
  period: NamedPeriod,
  focus: { saturnPartnership: boolean },
): TechniqueAnswer {
  const seventh = houseRuler(chart, 7);
  const targets: PointName[] = focus.saturnPartnership
    ? [...new Set<PointName>(['Venus', 'Ascendant', ...(seventh ? [pointNameOf(seventh.ruler)] : [])])]
    : TARGETS;
  const movers: PointName[] = focus.saturnPartnership ? ['Saturn'] : MOVERS;
  const passages = transitPassages(natal, period.from, period.to, { transiting: movers, targets })
    .filter((p) => hitsIn(p, period).length)
    .sort((a, b) => weight(b) - weight(a) || Date.parse(hitsIn(a, period)[0]!) - Date.parse(hitsIn(b, period)[0]!));
  const good = passages.filter(supportive).slice(0, 4);
  const hard = passages.filter((p) => !supportive(p)).slice(0, 3);
  const subject = focus.saturnPartnership ? 'Saturn’s contacts to your partnership points' : 'your transits';
  const answer = !passages.length
    ? `For ${period.label}, ${subject} make no exact contact to your chart: no date stands out by transit, so the practical calendar can lead.`
    : good.length
      ? `For ${period.label}, the supportive dates by ${subject}: ${list(good.map((p) => line(chart, p, period)))}.`
      : `For ${period.label}, ${subject} give no easy contact to your chart; the dates to know are the harder ones below.`;
  const details: string[] = [];
  if (hard.length) details.push(`The harder ones to plan around: ${list(hard.map((p) => line(chart, p, period)))}.`);
  if (focus.saturnPartnership)
    details.push(
      `I read Saturn on your Descendant (the 7th house’s cusp, opposite your Ascendant)${seventh ? `, on ${seventh.ruler}, the ruler of your 7th,` : ''} and on Venus: where commitments get tested and made to last.`,
    );
  details.push(
    'These mark easier and harder stretches around each date, not how it turns out: the terms and the people decide that.',
  );
  return {
    technique: 'transit-span',
    answer,
    details,
    technical: passages.slice(0, 8).map(
      (p) =>
        `${p.transiting} ${p.aspect} natal ${displayPointName(p.natal)}: exact ${hitsIn(p, period)
          .map((at) => `${at.slice(0, 16).replace('T', ' ')} UT`)
          .join(', ')}.`,
    ),
    closing: 'If you like, I can look more closely at any one of those dates.',
    ids: [`window ${period.label}${focus.saturnPartnership ? ' saturn partnership' : ''}`],
  };
}

/** The planner's step: a named period and a window or dates asked, on the plans with personal timing. */
export const planPeriodWindow: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation || !planAtLeast(input.tier, 'plus')) return null;
  const natal = input.chart.birth?.natal;
  const text = fold(input.message);
  const saturnPartnership = heard.about.points.includes('Saturn') && PARTNERSHIP.test(text);
  // Bare "dates" count only with Saturn on partnerships ("¿fechas?"): elsewhere they ask for a list of events.
  const asked = WINDOW_ASKED.test(text) || (saturnPartnership && BARE_DATES.test(text));
  if (!natal || !asked || ONE_EVENT.test(text)) return null;
  const period = namedPeriod(text, input.sent ?? new Date());
  if (!period) return null;
  const answer = periodWindowAnswer(input.chart, natal, period, { saturnPartnership });
  return { ...base, mode: 'technique', topic: 'your chart', techniques: [answer] };
};
