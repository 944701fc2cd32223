// A length said outright ("1 sentence", "rising. one word", "in 3 words", "one line") is kept exactly, and "short
// answers only" holds for the rest of the chat until the person asks for more. Pure.
import type { ChartContext } from '../chart-context.ts';
import { withActionsAsked } from './asked-actions.ts';
import { withWeaknessCarried } from './fix-that.ts';
import { asksNoEssay, asList, withAskedFormat } from './format-asks.ts';
import { asksShortHello } from './length-asks.ts';
import { normalise } from './own-terms.ts';
import { withPlainWords } from './plain-words.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';
import type { AskedLength } from './talk-types.ts';

export type { AskedLength } from './talk-types.ts';

const NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  um: 1,
  uma: 1,
  un: 1,
  une: 1,
  una: 1,
  uno: 1,
  ein: 1,
  einem: 1,
  einen: 1,
  dois: 2,
  duas: 2,
  dos: 2,
  tres: 3,
};
const COUNT = `(\\d{1,2}|a|one|single|two|three|four|five|um|uma|un|une|una|uno|ein|einem|einen|dois|duas|dos|tres)`;
const WORD_UNIT = /^(words?|palavras?|palabras?|mots|worter|wortern)$/;
/** "one paragraph", "un párrafo", "um parágrafo", "un paragraphe", "ein Absatz": about four sentences, no sections. */
const PARAGRAPH_UNIT = /^(paragraphs?|parrafos?|paragrafos?|paragraphes?|absatz|absatze|paragrafi|paragrafo)$/;
const SENTENCES_A_PARAGRAPH = 4;
const ASKED = new RegExp(
  `\\b(?:in |em |en |with |max |maximum |at most |just |only )?${COUNT}[ -](words?|sentences?|lines?|palavras?|palabras?|frases?|linhas?|lineas?|oraciones?|phrases?|lignes?|satz|satze|satzen|zeilen?|mots|worter|wortern|paragraphs?|parrafos?|paragrafos?|paragraphes?|absatz|absatze|paragrafi|paragrafo)\\b`,
);

const NOT_A_LENGTH =
  /\b(?:can'?t|cannot|couldn'?t|didn'?t|won'?t|wouldn'?t|not|never|without|haven'?t|hasn'?t|no puedo|nao consigo|sin|sem)\b(?: [\w']+){0,2} (?:a|one|single|un|una|uma|um) (?:word|sentence|line|palabra|palavra|frase|linea|linha)\b/;

/** "just the sign", "sign only", "solo el signo": one line with the answer and nothing after it. */
const JUST_THE_SIGN =
  /\b(?:just|only) (?:the |my )?(?:sign|placement|house)\b|\b(?:sign|placement) only\b|\b(?:solo|solamente|nada mas que) (?:el )?signo\b|\b(?:so|apenas|somente) o signo\b/;

/** The length the message asks for in so many words, or null ("a sentence or two" is read as one). */
export function askedLength(message: string): AskedLength | null {
  const text = normalise(message);
  // "I can't write a word", "she didn't say a word": a struggle told, not a length asked for.
  if (NOT_A_LENGTH.test(text)) return null;
  if (JUST_THE_SIGN.test(text)) return { unit: 'word', count: 2 };
  const match = ASKED.exec(text);
  if (!match) return null;
  const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : (NUMBERS[match[1]!] ?? 1);
  if (count < 1 || count > 60) return null;
  if (PARAGRAPH_UNIT.test(match[2]!)) return { unit: 'sentence', count: Math.min(count, 3) * SENTENCES_A_PARAGRAPH };
  return { unit: WORD_UNIT.test(match[2]!) ? 'word' : 'sentence', count };
}

/** "short answers only", "keep it short from now on": a wish for the rest of the chat, not this answer alone. */
const STANDING_SHORT =
  /\b(short (?:answers?|replies|responses)(?: only| please| pls| from now on)?|keep (?:it|them|(?:the |your )?(?:answers|replies|messages)) (?:short|shorter|brief)(?: from now on| please| pls)?|(?:answers?|replies) short|no long (?:answers?|replies|texts?)|tl;?dr (?:only|from now on)|respostas? curtas?|respuestas? cortas?|sem textao)\b/;
const ONWARD =
  /\b(from now on|for the rest|always|only|every (?:answer|reply|time)|daqui pra frente|de agora em diante|de ahora en adelante|siempre|sempre)\b/;
/** Asking for more ends it: "more detail", "go deeper", "longer answers now". */
const WANTS_MORE =
  /\b(more detail|in detail|detailed|go deeper|longer|full reading|tell me more|explain more|elaborate|mais detalhes|mas detalles|em detalhe|en detalle)\b/;

/** Words that ask nothing of their own around a wish for short answers. */
const FILLER =
  /\b(ok|okay|pls|plz|please|por favor|porfa|from now on|thanks|thank you|ty|lol|haha|just|only|so|and|also|e|y|daqui pra frente|de agora em diante|de ahora en adelante)\b/g;

/** "my eyes get tired", "i'm on my phone", "because i'm busy": why, not a question. */
const REASON = /\b(?:my eyes|eyes|phone|mobile|tired|busy|at work|on a break|lunch|because|as|since|cos|reading)\b/;

/** The message only asks for short answers from now on ("short answers only pls"), nothing besides. */
export function asksStandingShort(message: string): boolean {
  const text = normalise(message);
  if (!STANDING_SHORT.test(text)) return false;
  const rest = text
    .replace(STANDING_SHORT, ' ')
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim();
  // A reason may come with it ("my eyes get tired on the phone"); a question may not.
  return rest.split(/\s+/).filter(Boolean).length <= 1 || (REASON.test(rest) && !message.includes('?'));
}

const SIGN_ONLY =
  /^\W*(?:(?:so|ok|okay|and|but|wait|hm+)\W+)?(?:(?:what'?s|whats|what is|which is|tell me|cual es|qual e|qual o|what about) )?(?:and )?(?:my|mi|meu|o meu) (?:sun|moon|rising|ascendant|mercury|venus|mars|sol|luna|lua|ascendente)(?: (?:sign|signo))?(?: (?:then|again|actually|pls|please|anyway|entonces|entao))?\W*$/;

/** The message asks only which sign a point is in ("what's my rising sign then"), nothing about what it does. */
export function asksSignOnly(message: string): boolean {
  return SIGN_ONLY.test(normalise(message));
}

/** A wish for short answers said earlier in the chat still holds: nothing since asked for more. */
export function standingShort(earlier: readonly string[], message: string): boolean {
  if (WANTS_MORE.test(normalise(message))) return false;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const text = normalise(earlier[i]!);
    if (WANTS_MORE.test(text)) return false;
    // "keep it short: what's my weakness?" is about that answer; a wish said alone, or "from now on", is standing.
    // A hello that asks to keep it short ("hi, keep it short, I'm on my lunch break") holds for the visit.
    // "no essays pls" wants the chat short, not one answer.
    if (
      asksStandingShort(text) ||
      asksShortHello(text) ||
      asksNoEssay(text) ||
      (STANDING_SHORT.test(text) && ONWARD.test(text))
    )
      return true;
  }
  return false;
}

const sentencesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"'(])/u)
    .filter(Boolean);

/** The answer in the words asked for, when the question names a point: "Libra", "Taurus, 7th house". */
function pointInWords(points: readonly string[], chart: ChartContext, count: number): string | null {
  const p = chart.planets.find((x) => x.name === points[0]);
  if (!p) return null;
  const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
  if (count >= 3 && p.house && p.name !== 'Ascendant') return `${p.sign}, ${ordinal(p.house)} house.`;
  return `${p.sign}.`;
}

/**
 * The reply cut to the length asked: the first sentences for a sentence count, and for a handful of words the asked
 * point's sign (and house) or the reply's opening words. `points` are the chart points the question names; `named`
 * the thing a short answer was asked to name ("weakness").
 */
export function keepToLength(
  text: string,
  length: AskedLength,
  points: readonly string[],
  chart: ChartContext,
  named: string | null = null,
): string {
  const all = sentencesOf(text);
  // A short answer asked to name something ("one sentence: my blind spot") starts at the sentence that names it.
  const at = named ? all.findIndex((s) => s.toLowerCase().includes(named.toLowerCase())) : -1;
  const sentences = at > 0 ? all.slice(at) : all;
  if (length.unit === 'sentence') return sentences.slice(0, length.count).join(' ');
  const pointed = length.count <= 5 ? pointInWords(points, chart, length.count) : null;
  if (pointed) return pointed;
  // Whole sentences while they fit, else the first sentence's opening words: never more than asked.
  const out: string[] = [];
  let used = 0;
  for (const s of sentences) {
    const n = s.split(' ').length;
    if (used + n > length.count) break;
    out.push(s);
    used += n;
  }
  if (out.length) return out.join(' ');
  const first = (sentences[0] ?? '').split(' ').slice(0, length.count).join(' ');
  return `${first.replace(/[,;:]$/, '')}…`;
}

/** The names in a memory label ("Ascendant in Libra": Ascendant, Libra), any of which a cut reply may still say. */
const namesIn = (id: string) => id.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));

/**
 * A written reply kept to the length its plan asked for. Cut, it covers only what it still says (its memory labels
 * filtered), so a later recap names only what was read.
 */
export function keptToLength(
  whole: string,
  placements: readonly string[],
  plan: Pick<ReplyPlan, 'length' | 'question' | 'named' | 'list'>,
  chart: ChartContext,
): { text: string; placements: string[] } {
  // Then in the form asked: a list of the same content when one was (format-asks.ts).
  const listed = (text: string) => (plan.list && text ? asList(text, plan.list.count, plan.list.numbered) : text);
  if (!plan.length || !whole) return { text: listed(whole), placements: [...placements] };
  const text = keepToLength(whole, plan.length, plan.question.points, chart, plan.named ?? null);
  return { text: listed(text), placements: placements.filter((id) => namesIn(id).some((name) => text.includes(name))) };
}

/**
 * A length said outright is kept exactly; "short answers only" said earlier keeps every answer short until "more";
 * a list asked for is a list (format-asks.ts).
 */
export function withAskedLength(planned: ReplyPlan, input: PlanInput): ReplyPlan {
  // "how do i fix that. one thing only" after a weakness: the step is for that weakness.
  const plan = input.automatic ? planned : withWeaknessCarried(planned, input);
  // Someone who may be in danger gets the whole safety reply, the lines to call included, whatever length was asked.
  if (plan.mode === 'safety' || plan.mode === 'just-talk') return plan;
  const standing = !input.automatic && standingShort(input.earlierQuestions, input.message);
  // A length or a sentence count asked after a list ends the list: the latest shape asked governs.
  const formed = withAskedFormat(lengthAsked(plan, input, standing), input, standing, (m) => !!askedLength(m));
  return withActionsAsked(withPlainWords(formed, input), input);
}

function lengthAsked(plan: ReplyPlan, input: PlanInput, standing: boolean): ReplyPlan {
  const length = input.automatic ? null : askedLength(input.message);
  if (length) return { ...plan, length, shape: 'short' };
  // "what's my rising sign then": the sign first and what it means in a few sentences, not a full reading.
  if (plan.mode === 'reading' && !plan.shape && !input.automatic && asksSignOnly(input.message))
    return { ...plan, shape: 'short' };
  return !plan.shape && standing ? { ...plan, shape: 'short' } : plan;
}
