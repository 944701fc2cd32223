// "One thing from my chart I should use at work this week": a work move, from the points that stand for work (the
// Midheaven, the rulers of the 10th and 6th houses, planets in the 10th) and, with personal timing, the passage
// touching one of them this week. Not a general step from the first placement ("one quiet evening at home"). Pure.
import type { ChartContext } from '../chart-context.ts';
import { ordinal, planetOf } from '../chart-context.ts';
import { houseRuler } from './chart-features.ts';
import { humanDate } from './dates.ts';
import type { FrameMemory } from './frames.ts';
import type { ReplyPlan } from './plan-types.ts';
import { transitVerb } from './transit-words.ts';

/** One concrete move at work for each point, in our own words. */
const WORK_MOVE: Readonly<Record<string, string>> = {
  Sun: 'put your name on one piece of work you are proud of, and say out loud that it was yours',
  Moon: 'ask one colleague how they are really doing before you ask them for anything; trust at work runs through you',
  Mercury: 'write your idea down in five lines and send it to the one person who can act on it',
  Venus: 'warm up one working relationship that has gone stiff, with a thank-you or a fair word',
  Mars: 'start the task you have been putting off, first thing in the day, for thirty minutes',
  Jupiter: 'pitch the bigger version of something you are already working on',
  Saturn: 'set one clear deadline, tell someone, and keep it',
  Uranus: 'change one routine that wastes your time, and tell your team why',
  Neptune: 'describe where a project is heading in one picture people will remember',
  Pluto: 'fix one recurring problem at its root instead of patching it again',
  Midheaven: 'do one thing this week you would be glad to be known for',
};

/** The message asks about work: the career topic, or the 10th or 6th house, or the Midheaven. */
export function asksAboutWork(plan: Pick<ReplyPlan, 'heard'>): boolean {
  const about = plan.heard?.about;
  return (
    !!about &&
    (about.topics.includes('career') ||
      about.houses.some((h) => h === 10 || h === 6) ||
      about.points.includes('Midheaven'))
  );
}

/** The chart's points for work, each with why it stands for work. */
function workPoints(chart: ChartContext): Map<string, string> {
  const out = new Map<string, string>();
  if (planetOf(chart, 'Midheaven')) out.set('Midheaven', 'the top of your chart, where career and reputation sit');
  for (const h of [10, 6]) {
    const ruler = houseRuler(chart, h)?.ruler;
    if (ruler && !out.has(ruler))
      out.set(ruler, `the ruler of your ${ordinal(h)} house of ${h === 10 ? 'career and reputation' : 'daily work'}`);
  }
  for (const p of chart.planets.filter((x) => x.house === 10 && x.name !== 'North Node' && x.name !== 'Midheaven'))
    if (!out.has(p.name)) out.set(p.name, 'in your 10th house of career');
  return out;
}

/**
 * "At work this week, use your Mars, the ruler of your 6th house of daily work: Venus squares it, exact on 1
 * December. One move: start the task you have been putting off…" The first wording this chat has not had (asked
 * twice, the next passage or point); null when the plan is not a one-step ask about work.
 */
export function workMove(plan: ReplyPlan, chart: ChartContext, said: FrameMemory): string | null {
  // "How can I work on that?" after a weakness is a step for the weakness (fix-that.ts), not a work move.
  if (plan.shape !== 'one-thing' || plan.side || !asksAboutWork(plan)) return null;
  const points = workPoints(chart);
  const period = plan.timing?.period;
  const inside = (iso: string) =>
    !!period && Date.parse(iso) >= period.from.getTime() && Date.parse(iso) < period.to.getTime();
  const passages = plan.timing?.personal ? (plan.timing.slow ?? []).filter((t) => points.has(t.target)) : [];
  // A passage exact in the week first, then the heaviest in orb.
  const ordered = [...passages.filter((t) => t.exact.some(inside)), ...passages.filter((t) => !t.exact.some(inside))];
  const when = period?.during ?? 'this week';
  // Candidates in order: the week's passages to a work point, then the points from the chart alone (rulers first).
  const candidates: { name: string; why: string; sky: string }[] = ordered.map((t) => {
    const hit = t.exact.find(inside);
    const date = hit ? `, exact on ${humanDate(hit.slice(0, 10), { year: false })}` : '';
    return { name: t.target, why: points.get(t.target) ?? '', sky: `: ${t.planet} ${transitVerb(t.aspect)} it${date}` };
  });
  for (const [name, why] of [...points.entries()].sort(
    ([a], [b]) => Number(a === 'Midheaven') - Number(b === 'Midheaven'),
  )) {
    const p = planetOf(chart, name);
    candidates.push({ name: p && name !== 'Midheaven' ? `${name} in ${p.sign}` : name, why, sky: '' });
  }
  // Several wordings, so a second ask in the same chat gets another point in other words, not the same frame.
  const options = candidates.flatMap(({ name, why, sky }) => {
    const m = WORK_MOVE[name.split(' ')[0] ?? ''] ?? WORK_MOVE.Midheaven;
    return [
      `At work ${when}, use your ${name}, ${why}${sky}. One move: ${m}.`,
      `Bring your ${name} to the job ${when}; it is ${why}${sky}. Try this: ${m}.`,
      `For your working days ${when}, your ${name} is the one to draw on, ${why}${sky}. Concretely: ${m}.`,
    ];
  });
  return said.first(options) ?? options[0] ?? null;
}
