// An answer to the hook: the observation was just shown, and the message reacts to it (a yes, a no, a "maybe")
// rather than asking something new. Pure.
import { TEN_PLANETS } from '@stellara/contract';
import { hear } from '../understanding/reader.ts';
import { themeCandidates } from './factor-candidates.ts';
import { dedupe, type Factor } from './factors.ts';
import { questionOf } from './heard.ts';
import type { PlanBuilder } from './plan-types.ts';

/** An answer to the hook: the hook was just presented and the message reacts to it rather than asking anew. */
export const planHookAnswer: PlanBuilder = ({ input, q, base, b, limit }) => {
  const hook = input.hook;
  if (input.automatic || hook === null || hook.state !== 'presented' || !isHookAnswer(input.message)) return null;
  const mode = q.reaction === 'yes' ? 'hook-yes' : q.reaction === 'no' ? 'hook-no' : 'hook-neutral';
  const hookFacts = { placements: hook.placements, tension: hook.tension, meaning: hook.meaning };
  let factors: Factor[];
  if (mode === 'hook-no') {
    // Not this: the Big Three and the chart's other strong features, away from the hook's placements.
    factors = themeCandidates(b, 'self').filter((f) => !f.ids.some((id) => hook.placements.includes(id)));
  } else {
    const hookPoints = pointsOfHook(hook.placements);
    const hookAspect = b.features.rankedAspects.find((a) => hookPoints.includes(a.p1) && hookPoints.includes(a.p2));
    factors = dedupe([hookAspect ? b.aspect(hookAspect) : null, ...hookPoints.map((p) => b.placement(p))]);
    if (!factors.length) factors = b.distinctive();
  }
  return {
    ...base,
    mode,
    topic: 'the pattern I named',
    factors: factors.slice(0, mode === 'hook-neutral' ? 2 : limit),
    hook: hookFacts,
  };
};

const REQUEST =
  /\?|\b(tell me|what|how|why|when|where|which|can (?:you|u)|could (?:you|u)|would (?:you|u)|give me|explain|show me|read)\b/i;

/**
 * Whether a message, sent right after the hook, answers it: a yes or a no (even with a question), or a remark that
 * asks for nothing new ("hmm, maybe", "sometimes"). A question about something else is answered as asked.
 */
export function isHookAnswer(message: string): boolean {
  const heard = hear(message);
  // Something hard shared is met as itself, never scored as a reaction to the observation.
  if (heard.situation) return false;
  const q = questionOf(heard, message);
  // Noise, a greeting or thanks is not a verdict on the observation: it is answered as what it is.
  const notAnswers = [
    'injection',
    'hostile',
    'off-topic',
    'definition',
    'retrograde',
    'compatibility',
    'gibberish',
    'greeting',
    'thanks',
  ];
  if (notAnswers.includes(q.kind)) return false;
  if (q.points.length || q.houses.length || q.signs.length || q.aspect) return false;
  if (q.reaction !== 'neutral') return true;
  return !REQUEST.test(message) && (q.theme === null || q.theme === 'emotions' || q.theme === 'self');
}

/** Point names in the hook's placement labels ("Moon in Cancer in the 4th house", "Moon square Saturn (2.1°)"). */
export function pointsOfHook(placements: readonly string[]): string[] {
  const names = [...TEN_PLANETS, 'Chiron', 'Ascendant', 'Midheaven'];
  const out: string[] = [];
  for (const p of placements) for (const n of names) if (p.startsWith(`${n} `) && !out.includes(n)) out.push(n);
  return out;
}
