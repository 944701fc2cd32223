// "Best career fit for me?" names kinds of work the chart points to (the Midheaven's sign, the Sun, planets in the
// 10th and the 6th house), and "one thing I should stop doing" names one habit, read from the chart's tightest
// tension. Both are planned as a short 'talk' answer. Pure.
import type { ChartContext } from '../chart-context.ts';
import { rankAspects } from './chart-features.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

const CAREER =
  /\b(career|job|jobs|work|profession|field|line of work|vocation|carreira|trabalho|profissao|emprego|carrera|trabajo|profesion)\b/;
const FIT =
  /\b(fit|fits|suit|suits|suited|best|right for me|good at|cut out for|should i (?:do|go into|pursue|study)|what kind of|which kind of|what type of|ideal|combina|ideal para mi|me conviene|adequad[ao])\b/;

/** The message asks which kind of work suits them ("best career fit for me?", "qual carreira combina comigo"). */
export const asksCareerFit = (message: string) => {
  const text = normalise(message);
  return CAREER.test(text) && FIT.test(text) && !/\bwhen\b|\bquando\b|\bcuando\b/.test(text);
};

const STOP =
  /\b(one thing (?:i should|to|i need to|i must) (?:stop|quit|drop|give up|let go of)|(?:what|which) (?:should|do) i (?:stop|quit|drop|give up)|(?:stop|quit) doing|bad habit|o que (?:eu )?(?:devo|preciso) parar|que (?:debo|tengo que) dejar de)\b/;

/** The message asks for one thing to stop doing. */
export const asksStop = (message: string) => STOP.test(normalise(message));

/** Kinds of work each sign at the top of the chart (or holding the Sun) leans to. */
const WORK_BY_SIGN: Readonly<Record<string, string>> = {
  Aries: 'work where you lead from the front and act fast, such as emergency services, sport, or starting things up',
  Taurus: 'steady, hands-on work that builds something lasting, such as finance, food, gardening, design or craft',
  Gemini: 'work with words and people, such as writing, teaching, sales, media or anything that changes every day',
  Cancer: 'work that looks after people, such as nursing, teaching, care, hospitality or anything to do with homes',
  Leo: 'work where you are seen and can create, such as performing, teaching, leading a team or running your own thing',
  Virgo: 'precise, useful work, such as health, editing, research, analysis or making systems run well',
  Libra: 'work with people and beauty, such as design, law, mediation, HR or the arts',
  Scorpio: 'work that goes deep, such as psychology, research, investigation, medicine or finance',
  Sagittarius: 'work with meaning and reach, such as teaching, publishing, travel, law or coaching',
  Capricorn: 'work with structure and a ladder, such as management, running a business, engineering or public service',
  Aquarius: 'work with ideas and groups, such as technology, science, community work or anything that reforms a system',
  Pisces: 'work with imagination and care, such as the arts, music, therapy, healing or charity work',
};

/** What a planet in the 10th or 6th house adds to the kind of work. */
const PLANET_WORK: Readonly<Record<string, string>> = {
  Sun: 'a visible role where your name is on the work',
  Moon: 'work that cares for the public or for people one to one',
  Mercury: 'talking, writing, teaching or trading',
  Venus: 'beauty, design, diplomacy or making people feel at ease',
  Mars: 'competition, physical work or leading from the front',
  Jupiter: 'teaching, advising, publishing or anything that grows',
  Saturn: 'responsibility and slow-built expertise',
  Uranus: 'technology, innovation or working for yourself',
  Neptune: 'the arts, healing or a cause larger than you',
  Pluto: 'research, crisis work or transforming how things are done',
};

const find = (chart: ChartContext, name: string) => chart.planets.find((p) => p.name === name);
const inHouse = (chart: ChartContext, house: number) =>
  chart.planets.filter((p) => p.house === house && PLANET_WORK[p.name]);

/** Two or three kinds of work the chart points to, each with the placement it is read from. */
export function careerFitReply(chart: ChartContext): string {
  const mc = find(chart, 'Midheaven');
  const sun = find(chart, 'Sun');
  const lines: string[] = [];
  if (mc && !chart.timeUnknown) lines.push(`${WORK_BY_SIGN[mc.sign]} (your Midheaven is in ${mc.sign})`);
  if (sun && sun.sign !== mc?.sign) lines.push(`${WORK_BY_SIGN[sun.sign]} (your Sun is in ${sun.sign})`);
  const tenth = inHouse(chart, 10)[0];
  const sixth = inHouse(chart, 6)[0];
  const extra: string[] = [];
  if (tenth) extra.push(`${PLANET_WORK[tenth.name]} (your ${tenth.name} in the 10th house)`);
  if (sixth) extra.push(`${PLANET_WORK[sixth.name]} in your day-to-day work (your ${sixth.name} in the 6th house)`);
  const first = lines[0] ?? 'work that uses what you already do best';
  const also = lines[1] ? ` Close behind: ${lines[1]}.` : '';
  const plus = extra.length ? ` Your chart adds ${extra.join(', and ')}.` : '';
  return `Your chart points most to ${first}.${also}${plus}`;
}

/** A habit to stop for the planet pressing hardest in the tightest tension. */
const STOP_HABIT: Readonly<Record<string, string>> = {
  Saturn: 'waiting until you feel completely ready before you start',
  Jupiter: 'saying yes to more than you can enjoy, then feeling it is never enough',
  Mars: 'reacting before you have slept on it',
  Pluto: 'testing people to see whether they will stay',
  Neptune: 'smoothing over what you actually want to keep the peace',
  Uranus: 'cutting things off the moment they feel confining',
  Chiron: 'apologising for the very thing you are most sensitive about',
  Moon: 'letting the mood of the moment decide for the whole day',
  Venus: 'keeping the peace at your own expense',
  Mercury: 'rehearsing conversations in your head instead of having them',
  Sun: 'measuring yourself only by what you achieve',
};
/** Outer first: the slower body presses on the faster one. */
const BODY_ORDER = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
];
const PRESSURE = [
  'Pluto',
  'Neptune',
  'Uranus',
  'Saturn',
  'Chiron',
  'Jupiter',
  'Mars',
  'Sun',
  'Venus',
  'Mercury',
  'Moon',
];

/** One habit to stop, read from the tightest square or opposition between personal points, with where it comes from. */
export function stopReply(chart: ChartContext): string | null {
  const personal = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars']);
  const tension = rankAspects(chart.aspects, [])
    .filter((a) => (a.type === 'square' || a.type === 'opposition') && (personal.has(a.p1) || personal.has(a.p2)))
    .filter((a) => STOP_HABIT[a.p1] || STOP_HABIT[a.p2])
    .sort((a, b) => a.orb - b.orb)[0];
  if (!tension) return null;
  const presser = PRESSURE.find((p) => p === tension.p1 || p === tension.p2)!;
  // Named in the usual order of the bodies: "Sun-Moon", "Venus-Saturn".
  const [p1, p2] =
    BODY_ORDER.indexOf(tension.p1) <= BODY_ORDER.indexOf(tension.p2)
      ? [tension.p1, tension.p2]
      : [tension.p2, tension.p1];
  return `Stop ${STOP_HABIT[presser]}. That habit comes from your ${p1}-${p2} ${tension.type} (${tension.orb.toFixed(1)}°), the tightest tension in your chart. Catch it once this week and do the opposite, just once.`;
}

export const planCareerFit: PlanBuilder = ({ input, base }) =>
  // Inside a hard chat (a lost job) the gentle reading of the situation answers instead (plan-situation.ts).
  asksCareerFit(input.message) && !base.situation && !base.carried
    ? {
        ...base,
        mode: 'talk',
        topic: 'work that fits you',
        talk: { kind: 'chart-answer', text: careerFitReply(input.chart) },
      }
    : null;

export const planStop: PlanBuilder = ({ input, base }) => {
  const text = asksStop(input.message) && !base.situation ? stopReply(input.chart) : null;
  return text ? { ...base, mode: 'talk', topic: 'one thing to stop', talk: { kind: 'chart-answer', text } } : null;
};
