// Leaving a job, or resigning now or waiting, often with a fear of running out of money: the fear named, the choice
// left to them with practical questions, and the chart's timing for the decision (slow planets on the Midheaven, its
// ruler, the planets in the 10th house, and Saturn) tied to the month they name. Pure; dates from the ChartContext.
import { type ChartContext, ordinal, planetOf, rulerOf, type SlowTransit } from '../chart-context.ts';
import { humanDate, MONTHS as MONTH_NAMES } from './dates.ts';
import { normalise } from './own-terms.ts';

const LEAVING =
  /\b(quit(?:ting)?|resign\w*|hand(?:ing)? in my notice|leav(?:e|ing) (?:my|the|this) (?:job|work|company)|pedir (?:a )?demissao|me demitir|sair do (?:emprego|trabalho)|largar o emprego|renunciar|dejar (?:el|mi) (?:trabajo|empleo)|irme de la empresa|demissionner|quitter mon (?:travail|job|emploi|poste)|kundigen|meinen job (?:aufgeben|kundigen))\b/;
const WEIGHING =
  /\b(or wait|or stay|should i|now or|ou esperar|ou ficar|devo|o esperar|o quedarme|debo|deberia|ou attendre|dois-je|oder warten|soll ich|pensando em|thinking (?:of|about)|considering|estoy pensando|je pense)\b/;
const MONEY_FEAR =
  /\b(money|savings|bills|rent|broke|dinheiro|grana|contas|dinero|plata|ahorros|argent|geld)\b.{0,40}|\b(?:sem dinheiro|sin dinero|sans argent|ohne geld)\b/;
const FEAR = /\b(scared|afraid|terrified|worried|fear|medo|miedo|peur|angst|preocupad[oa])\b/;

/** What a message about leaving a job asks: whether to go (or when), with a fear about money, and a month named. */
export interface JobDecision {
  moneyFear: boolean;
  /** The month named ("março" → 3), or null. */
  month: number | null;
}

const MONTHS: [RegExp, number][] = [
  [/\b(january|janeiro|enero|janvier|januar)\b/, 1],
  [/\b(february|fevereiro|febrero|fevrier|februar)\b/, 2],
  [/\b(march|marco|marzo|mars|marz)\b/, 3],
  [/\b(april|abril|avril)\b/, 4],
  [/\b(may|maio|mayo|mai)\b/, 5],
  [/\b(june|junho|junio|juin|juni)\b/, 6],
  [/\b(july|julho|julio|juillet|juli)\b/, 7],
  [/\b(august|agosto|aout)\b/, 8],
  [/\b(september|setembro|septiembre|septembre)\b/, 9],
  [/\b(october|outubro|octubre|octobre|oktober)\b/, 10],
  [/\b(november|novembro|noviembre|novembre)\b/, 11],
  [/\b(december|dezembro|diciembre|decembre|dezember)\b/, 12],
];

/** The job decision a message weighs, or null when it weighs none. */
export function jobDecision(message: string): JobDecision | null {
  const text = normalise(message);
  if (!LEAVING.test(text) || !WEIGHING.test(text)) return null;
  const money = MONEY_FEAR.test(text) && FEAR.test(text);
  // "May" is a month only beside a preposition ("in may"), not "i may leave".
  const month = MONTHS.find(([p, n]) => p.test(text) && (n !== 5 || /\b(in|em|en) (may|maio|mayo|mai)\b/.test(text)));
  return { moneyFear: money, month: month?.[1] ?? null };
}

/** The first line: the money fear named (when said), the choice theirs. */
export function jobDecisionFirstLine(decision: JobDecision): string {
  return decision.moneyFear
    ? "Being afraid of running out of money is a real, sensible fear, not a lack of courage, and it deserves a place in this choice. Whether to go or to wait is yours to decide; here's what may help you weigh it."
    : "Whether to leave, and when, is yours to decide, and no chart should make that call for you; here's what may help you weigh it.";
}

/** Two or three practical questions, money first when they fear for it; the month named asked about. */
export function jobQuestions(decision: JobDecision): string {
  const month = decision.month ? MONTH_NAMES[decision.month - 1] : null;
  const savings = decision.moneyFear
    ? '- **What could you live on?** Count your savings in months of rent and essentials rather than as one sum; knowing the number usually shrinks the fear or tells you plainly to wait.'
    : '- **What would you live on in between?** Savings counted in months of essentials, or income that carries on while you look.';
  return [
    decision.moneyFear ? '### Three questions before you decide' : '### Questions worth answering first',
    savings,
    decision.moneyFear
      ? '- **Could you line up the next thing first?** Looking, or even signing, before you hand in your notice turns leaving into a step toward something, and takes much of the money fear out of it.'
      : '- **Is something next lined up?** A job, a contract, or at least the search started before you resign, so leaving is a move toward something and not only away.',
    month
      ? `- **What does ${month} change?** A bonus paid, a notice period, a project ending, or just a date you set yourself: if nothing changes in ${month}, waiting until you have a next step costs little.`
      : '- **What would make waiting worth it?** A bonus, a notice period, a project ending: name it, and the timing becomes clearer.',
  ].join('\n');
}

const WORK_WORDS: Record<string, string> = {
  Saturn: 'a test of structure, when a plan you have prepared holds and a leap without a net feels heavier',
  Jupiter: 'an opening: offers, contacts and confidence come more easily',
  Uranus: 'a push for change and freedom, sometimes sudden',
  Pluto: 'a deep, slow shift in what you want from work, hard to ignore',
  Neptune: 'a hazier picture: check offers and facts twice',
};

/** What a planet's second passage in one list says, so its meaning is not repeated word for word. */
const AGAIN: Record<string, string> = {
  Saturn: 'Saturn again, so the same call for a plan before a leap',
  Jupiter: 'Jupiter again, more of the same opening',
  Uranus: 'Uranus again, the same push for change',
  Pluto: 'Pluto again, the same deep shift',
  Neptune: 'Neptune again, so check facts twice here too',
};

/** How a month's passages are said, one shape each, so three lines do not read as one frame. */
const IN_MONTH: ((state: string, end: string) => string)[] = [
  (state, end) => `is ${state}${end ? `, and lasts until ${end}` : ''}`,
  (state, end) =>
    `${state === 'in force that month' ? 'runs through it' : `is ${state}`}${end ? ` (until ${end})` : ''}`,
  (state, end) => `${state === 'in force that month' ? 'covers it too' : `is ${state}`}${end ? `, ending ${end}` : ''}`,
];

/** Each passage's meaning for work, a planet met again said in a few words. */
function meanings(shown: readonly SlowTransit[]): string[] {
  const seen = new Set<string>();
  return shown.map((t) => {
    const again = seen.has(t.planet);
    seen.add(t.planet);
    return again
      ? (AGAIN[t.planet] ?? 'the same again')
      : (WORK_WORDS[t.planet] ?? 'a slow influence on your direction');
  });
}

/** The career points this chart's timing is read from: the Midheaven, its ruler, planets in the 10th, Saturn. */
function careerPoints(chart: ChartContext): Map<string, string> {
  const points = new Map<string, string>();
  const mc = planetOf(chart, 'Midheaven');
  if (mc) {
    points.set('Midheaven', 'your Midheaven, the point of career and direction');
    const ruler = rulerOf(mc.sign).traditional;
    points.set(ruler, `your ${ruler}, ruler of your Midheaven`);
  }
  for (const p of chart.planets.filter((x) => x.house === 10 && !['Midheaven', 'Ascendant'].includes(x.name))) {
    if (!points.has(p.name)) points.set(p.name, `your ${p.name} in the 10th house`);
  }
  if (!points.has('Saturn')) points.set('Saturn', 'your natal Saturn');
  return points;
}

const monthOf = (iso: string) => iso.slice(0, 7);

/** The next occurrence of a month (1–12) after `now`, as "YYYY-MM". */
function nextMonth(now: string, month: number): string {
  const year = Number(now.slice(0, 4));
  const current = Number(now.slice(5, 7));
  return `${month > current ? year : year + 1}-${String(month).padStart(2, '0')}`;
}

/** A passage in words: planet, aspect, point, its dates, what it asks at work. */
function passage(t: SlowTransit, about: string, meaning: string): string {
  const span = t.start && t.end ? `from ${humanDate(t.start.slice(0, 10))} to ${humanDate(t.end.slice(0, 10))}` : '';
  const exact = t.exact[0] ? `, exact on ${humanDate(t.exact[0].slice(0, 10))}` : '';
  return `- **${t.planet} ${t.aspect} ${about}**, ${span}${exact}: ${meaning}.`;
}

/** A passage as it stands in the month asked: in force or exact then, and what that means for the step. */
function inMonth(t: SlowTransit, about: string, month: string, meaning: string, index: number): string {
  const exact = t.exact.find((e) => monthOf(e) === month);
  const state = exact ? `exact on ${humanDate(exact.slice(0, 10))}` : 'in force that month';
  const end = t.end ? humanDate(t.end.slice(0, 10)) : '';
  const said = IN_MONTH[index % IN_MONTH.length]!(state, end);
  return `- **${t.planet}'s ${t.aspect} to ${about}** ${said}: ${meaning}.`;
}

/** The chart's timing for the decision: passages to the career points over the year ahead, the month named first. */
export function jobTiming(chart: ChartContext, decision: JobDecision): string | null {
  const points = careerPoints(chart);
  const career = chart.yearAhead.filter((t) => points.has(t.target) && WORK_WORDS[t.planet]);
  if (!career.length) return null;
  const now = chart.sky?.at ?? new Date().toISOString();
  const asked = decision.month ? nextMonth(now, decision.month) : null;
  const during = asked
    ? career.filter((t) => t.start && t.end && monthOf(t.start) <= asked && monthOf(t.end) >= asked)
    : [];
  // One line per passage: a planet returning to the same point (retrograde loops) is said once, first stretch first.
  const once = career.filter(
    (t, i) => career.findIndex((u) => u.planet === t.planet && u.aspect === t.aspect && u.target === t.target) === i,
  );
  const lead = [...once].sort((a, b) => b.weight - a.weight).slice(0, 3);
  const shown = (during.length ? during : lead)
    .slice(0, 3)
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''));
  const monthName = decision.month ? MONTH_NAMES[decision.month - 1] : null;
  const said = meanings(shown);
  const intro = asked
    ? during.length
      ? `In ${monthName} ${asked.slice(0, 4)} your chart is not quiet about work:`
      : `Nothing slow touches your career points in ${monthName} ${asked.slice(0, 4)} itself, so the chart gives no reason to rush or to hold back that month; the passages around it:`
    : 'Over the coming year, these passages touch the parts of your chart that speak for work:';
  const mc = planetOf(chart, 'Midheaven');
  const close = `None of these says go or stay; they describe the weather for it. A decision that has a plan and some savings behind it fits a Saturn time best${mc ? `, and with your Midheaven in ${mc.sign} and Saturn in your ${ordinal(planetOf(chart, 'Saturn')?.house ?? 0)} house, a steady step tends to serve you better than a sudden one` : ''}.`;
  const monthClose =
    asked && during.length
      ? `So ${monthName} is a month when the question is alive in your chart; that is a reason to prepare for it, not to rush it, and the chart can't say which answer is right.`
      : null;
  return [
    '### Your chart’s timing for this',
    intro,
    ...shown.map((t, i) =>
      asked && during.includes(t)
        ? inMonth(t, points.get(t.target)!, asked, said[i]!, i)
        : passage(t, points.get(t.target)!, said[i]!),
    ),
    monthClose ?? close.replace(' in your 0th house', ''),
  ].join('\n');
}
