// "Three things I can do", "give me 3 actions", "tres cosas que pueda hacer", "drei Dinge, die ich tun kann": the
// answer is exactly that many concrete actions, each from a factor of the chart, as a numbered list; not a reading
// with a list glued on. Pure.
import { normalise } from './own-terms.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';

// biome-ignore format: a table of number words
const NUMBER: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, dos: 2, tres: 3, cuatro: 4, cinco: 5, dois: 2, duas: 2, quatro: 4,
  deux: 2, trois: 3, quatre: 4, cinq: 5, zwei: 2, drei: 3, vier: 4, funf: 5, due: 2, tre: 3, quattro: 4, cinque: 5,
};
const WORD = `(\\d|${Object.keys(NUMBER).join('|')})`;
/** "3 actions", "three concrete steps", "tres acciones", "drei Schritte": an action noun after the count. */
const ACTION_NOUNS = new RegExp(
  `\\b${WORD}\\s+(?:(?:concrete|practical|small|simple|specific|concretas?|concretos?|practicas?|konkrete)\\s+)?(?:actions?|action items|moves|acciones|acoes|actions|handlungen|azioni|schritte)\\b`,
);
/** "3 things I can do", "tres cosas que puedo hacer", "três coisas para fazer", "drei Dinge, die ich tun kann". */
const THINGS_TO_DO = new RegExp(
  `\\b${WORD}\\s+(?:(?:concrete|practical|small|simple|specific)\\s+)?(?:things?|cosas|coisas|choses|dinge|cose)\\b[^.?!]{0,30}\\b(?:do|try|work on|hacer|probar|fazer|faire|tun|machen|fare)\\b`,
);

/** How many actions the message asks for (2-5), or null. */
export function actionsAsked(message: string): number | null {
  const text = normalise(message);
  const m = ACTION_NOUNS.exec(text) ?? THINGS_TO_DO.exec(text);
  if (!m) return null;
  const n = /^\d$/.test(m[1]!) ? Number(m[1]) : (NUMBER[m[1]!] ?? 0);
  return n >= 2 && n <= 5 ? n : null;
}

const READING_MODES: ReadonlySet<ReplyPlan['mode']> = new Set(['reading', 'transits', 'retrograde', 'compatibility']);

/** The plan marked with the number of actions asked for. */
export function withActionsAsked(plan: ReplyPlan, input: PlanInput): ReplyPlan {
  const n = input.automatic ? null : actionsAsked(input.message);
  // Readings only: a hard turn, or a hard chat later, is met as a person, never handed a to-do list.
  const reading = READING_MODES.has(plan.mode) && !plan.situation && !plan.hardChat;
  return n && reading && plan.factors.length ? { ...plan, actions: n, list: undefined } : plan;
}
