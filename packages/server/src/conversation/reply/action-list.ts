// The reply in the shape of the actions asked for (asked-actions.ts hears the ask): exactly that many concrete
// steps from the chart, then the closing question; any other reply kept to the length asked (asked-length.ts).
// On the writer's side, apart from the planner's modules. Pure.
import type { ChartContext } from '../chart-context.ts';
import { keptToLength } from './asked-length.ts';
import { inAskedShape } from './asked-shape.ts';
import type { Factor } from './factors.ts';
import { inTheirAddress } from './formal-address.ts';
import type { ReplyPlan } from './plan-types.ts';
import { actionSteps } from './suggestions.ts';

export { inPlainVoice } from './plain-words.ts';

const COUNT_WORD = ['', 'One', 'Two', 'Three', 'Four', 'Five'];

/** The chart's own placements to draw more actions from when the reading's factors hold too few. */
function moreFactors(chart: ChartContext): Factor[] {
  return ['Sun', 'Moon', 'Mars', 'Venus', 'Saturn', 'Mercury']
    .map((name) => chart.planets.find((p) => p.name === name))
    .filter((p) => !!p)
    .map((point) => ({ kind: 'placement', point, ids: [], reasons: [], showSign: true, showHouse: true }));
}

/**
 * The reply as exactly `count` actions: a lead line, the numbered list, and the reply's own closing question.
 * The reading's sections give way: the shape asked for is the answer.
 */
export function asActions(
  text: string,
  plan: Pick<ReplyPlan, 'factors' | 'question'>,
  count: number,
  chart: ChartContext,
): string {
  const steps = actionSteps([...plan.factors, ...moreFactors(chart)]).slice(0, count);
  if (steps.length < count) return text;
  const paragraphs = text.split(/\n{2,}/).map((p) => p.trim());
  const last = paragraphs.at(-1) ?? '';
  const question = last.endsWith('?') && !last.startsWith('#') ? last : null;
  // A line in another language above the answer stays ("Entendí tu pregunta; …, así que aquí va en inglés:").
  const above = paragraphs
    .filter((p, i) => i < paragraphs.length - 1 && p.endsWith(':') && !p.startsWith('#'))
    .slice(0, 1);
  const lead = `${COUNT_WORD[count]} things you can do, each from your chart:`;
  return [...above, lead, steps.map((s, i) => `${i + 1}. ${s}`).join('\n'), ...(question ? [question] : [])].join(
    '\n\n',
  );
}

/** The written reply in the shape its plan asked for: a number of actions, else the length and form asked. */
export function keptInShape(
  whole: string,
  placements: readonly string[],
  plan: ReplyPlan,
  chart: ChartContext,
): { text: string; placements: string[] } {
  if (plan.actions && whole)
    return { text: inTheirAddress(asActions(whole, plan, plan.actions, chart), plan), placements: [...placements] };
  // A line in another language above the answer ("Entendi sua pergunta; …:") is not part of the length asked.
  const [lead, ...rest] = whole.split(/\n{2,}/);
  const above = rest.length && /:\s*$/.test(lead!) && !lead!.startsWith('#') ? lead! : null;
  const cut = keptToLength(above ? rest.join('\n\n') : whole, placements, plan, chart);
  // A paragraph asked for is one paragraph, the line in their language included.
  const paragraph = plan.length?.unit === 'sentence' && plan.length.count >= 4;
  const kept = { ...cut, text: [above, cut.text].filter(Boolean).join(paragraph ? ' ' : '\n\n') };
  // The last word on the shape, for every plan: whatever wrote the reply, it leaves here in the shape asked.
  // Their lines in the person's language keep the form of address they use ("Sie", "vous", "usted").
  return { ...kept, text: inTheirAddress(inAskedShape(kept.text, plan), plan) };
}
