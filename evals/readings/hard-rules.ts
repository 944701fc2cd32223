// The hard rules of docs/voice.md on replies to the held-out corpus ("0 repeats, 0 wrong placements, 0 leaks, no price
// on a sensitive turn, length asked for kept"), as pure functions over reply text, the message's corpus label and
// the person's chart. evals/readings/held-out-replies.ts feeds them the replies of the real pipeline. The label
// only decides which rule applies (a situation, a request for brevity, thanks): nothing here reads it to tune.
import type { ChartContext } from '@stellara/server/readings-eval';
import { MESSAGE_ACTS, type MessageAct, SITUATIONS, type Situation, TECHNIQUES } from '@stellara/server/readings-eval';
import { leaks, MIN_PARAGRAPH_WORDS, repeatedParagraphs } from './checks.ts';
import { contradictions } from './natal-claims.ts';
import { normalise, paragraphsOf, sentencesOf, wordCount } from './reading-text.ts';

export const HARD_RULES = ['repeats', 'wrong-placements', 'leaks', 'no-price-when-sensitive', 'length-kept'] as const;
export type HardRule = (typeof HARD_RULES)[number];

export const HARD_RULE_NAMES: Readonly<Record<HardRule, string>> = {
  repeats: 'no paragraph of 8+ words repeated in the chat',
  'wrong-placements': 'no natal claim the chart contradicts',
  leaks: 'no internal label, prompt text or template residue',
  'no-price-when-sensitive': 'no price, plan or upgrade on a sensitive turn',
  'length-kept': 'the length asked for kept',
};

/** What of a message's corpus label the rules read. */
export interface RuleLabel {
  acts: readonly MessageAct[];
  situation: Situation | null;
}

// ---------------------------------------------------------------------------------------------
// Repeats

/**
 * For each reply of a chat, its paragraphs of 8 words or more said before: in an earlier reply of the chat
 * (checks.ts `repeatedParagraphs`), or earlier in the same reply (which that check leaves out).
 */
export function chatRepeats(replies: readonly string[]): string[][] {
  const across = repeatedParagraphs(replies);
  return replies.map((reply, i) => {
    const seen = new Set<string>();
    const within: string[] = [];
    for (const p of paragraphsOf(reply)) {
      if (wordCount(p) < MIN_PARAGRAPH_WORDS) continue;
      const key = normalise(p);
      if (seen.has(key)) within.push(p);
      seen.add(key);
    }
    return [...new Set([...(across[i] ?? []), ...within])];
  });
}

// ---------------------------------------------------------------------------------------------
// Leaks

/** Internal labels with a hyphen (modes, acts, techniques, situations, gates): no person writes them so. */
const INTERNAL_LABELS = [
  ...new Set([
    ...MESSAGE_ACTS,
    ...TECHNIQUES,
    ...SITUATIONS,
    'hook-yes',
    'hook-no',
    'hook-neutral',
    'validation-failed',
    'timing-needs-plus',
    'compatibility-needs-pro',
    'moved-on',
  ]),
]
  // "off-topic" and "birth-time" are ordinary English compounds; a bare word label ("ask") could be prose.
  .filter((label) => label.includes('-') && label !== 'off-topic' && label !== 'birth-time');

/** Residue of code rather than prose: empty values, identifiers, template slots. */
const RESIDUE: { name: string; re: RegExp }[] = [
  { name: 'undefined', re: /\bundefined\b/ },
  { name: 'null', re: /\bnull\b|\bNULL\b/ },
  { name: 'NaN', re: /\bNaN\b/ },
  { name: '[object Object]', re: /\[object Object\]/ },
  { name: 'brace', re: /[{}]/ },
  { name: 'camelCase identifier', re: /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/ },
  { name: 'snake_case identifier', re: /\b[a-z]+_[a-z_]+\b/ },
];

/** What a reply leaks: the instruction checks of checks.ts, internal labels and code residue, each with its match. */
export function replyLeaks(reply: string): string[] {
  const found = leaks(reply);
  for (const label of INTERNAL_LABELS) {
    if (new RegExp(`(?<![\\w-])${label}(?![\\w-])`).test(reply)) found.push(`internal label "${label}"`);
  }
  for (const { name, re } of RESIDUE) {
    const m = re.exec(reply);
    if (m) found.push(`${name} "${m[0]}"`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// No price on a sensitive turn

/** Words of a sale: a price, a period, a tier, an upgrade, a subscription. */
const PRICE_WORDS: RegExp[] = [
  /[$€£]/,
  /\/\s*month\b/i,
  /\bper month\b/i,
  /\bStellara\s*\+/i,
  /\bStellara (?:Plus|Pro)\b/i,
  /\bupgrad\w*/i,
  /\bsubscri\w*/i,
];
/** A sentence that sells: "plan" there means a tier ("the Plus plan", "your free plan"). */
const SALES_CONTEXT = /\b(?:plus|pro|free|paid|premium|stellara|member\w*|price\w*|upgrad\w*|subscri\w*)\b|[$€£]/i;

/**
 * The price words in a reply, as found. "plan" counts in a sentence that sells, not in a reading's own words
 * ("you can make a plan and keep it").
 */
export function priceWords(reply: string): string[] {
  const found = PRICE_WORDS.map((re) => re.exec(reply)?.[0]).filter((w): w is string => w !== undefined);
  for (const sentence of sentencesOf(reply)) {
    const plan = /\bplans?\b/i.exec(sentence);
    if (plan && SALES_CONTEXT.test(sentence)) {
      found.push(plan[0]);
      break;
    }
  }
  return found;
}

/** A turn is sensitive when the message reveals a situation (a loss, a worry, a decision). */
export const isSensitive = (label: RuleLabel) => label.situation !== null;

/** Price words on a sensitive turn; null when the turn is not sensitive (the rule does not apply). */
export function priceProblems(reply: string, label: RuleLabel): string[] | null {
  if (!isSensitive(label)) return null;
  return priceWords(reply).map((w) => `price word "${w}" on a ${label.situation} turn`);
}

// ---------------------------------------------------------------------------------------------
// Length asked for

export const BREVITY_MAX_WORDS = 80;
export const THANKS_MAX_WORDS = 60;

/**
 * The most words a reply may have, from what the message asked: brevity → 80; thanks with nothing asked or told
 * → 60 ("more" counts as asking: "thanks, go on" wants the reading to go on). Null when no length was asked.
 */
export function lengthLimit(label: RuleLabel): { max: number; why: string } | null {
  const acts = new Set(label.acts);
  if (acts.has('brevity')) return { max: BREVITY_MAX_WORDS, why: 'brevity asked' };
  const asksOrTells = ['ask', 'ask-several', 'more', 'share'].some((a) => acts.has(a as MessageAct));
  if (acts.has('thank') && !asksOrTells) return { max: THANKS_MAX_WORDS, why: 'thanks with nothing asked' };
  return null;
}

/** The length problem of a reply; null when no length was asked. */
export function lengthProblems(reply: string, label: RuleLabel): string[] | null {
  const limit = lengthLimit(label);
  if (!limit) return null;
  const n = wordCount(reply);
  return n > limit.max ? [`${n} words (${limit.why}: at most ${limit.max})`] : [];
}

// ---------------------------------------------------------------------------------------------
// One reply against all five

export interface HardRuleInput {
  reply: string;
  label: RuleLabel;
  chart: ChartContext;
  /** This reply's repeated paragraphs, from `chatRepeats` over its chat. */
  repeats: readonly string[];
}

/** Per rule, the reply's problems ([] = passes), or null when the rule does not apply to this turn. */
export type HardRuleVerdicts = Record<HardRule, string[] | null>;

export function hardRuleVerdicts(input: HardRuleInput): HardRuleVerdicts {
  const { reply, label, chart } = input;
  return {
    repeats: input.repeats.map((p) => `repeated: "${p.replace(/\s+/g, ' ').slice(0, 120)}"`),
    'wrong-placements': contradictions(reply, chart),
    leaks: replyLeaks(reply),
    'no-price-when-sensitive': priceProblems(reply, label),
    'length-kept': lengthProblems(reply, label),
  };
}
