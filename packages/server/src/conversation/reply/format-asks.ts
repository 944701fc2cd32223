// The form a person asks their answers in: "bullet points", "as a list", "in 3 bullets", "em tópicos" get a real list
// of the same content (markdown "- " lines), and "no essay", "short version", "sin rollos" a short answer. Either
// wish holds for the rest of the chat until they ask for more, or for prose. Pure.
import { normalise } from './own-terms.ts';
import type { PlanInput, ReplyMode, ReplyPlan } from './plan-types.ts';
import { upperFirst } from './voices/grammar.ts';

/** "bullet points", "as a list", "em tópicos", "en puntos", "in Stichpunkten", "in punti", "in een lijstje". */
const LIST_ASK =
  /\b(bullet(?:ed)?(?: ?points?| list)?|bullets|(?:as|in) (?:a )?(?:short |quick )?list|list (?:form|format)|listed|point form|numbered list|em (?:topicos|lista|itens)|(?:en|em) (?:una|uma) lista|numa lista|dans une liste|in einer liste|en (?:puntos|lista|vinetas|liste|points)|vinetas|con vinetas|a puces|sous forme de liste|als liste|(?:in )?stichpunkt(?:e|en)?|aufzahlung|(?:in|a) punti|elenco puntato|in (?:een )?lijst(?:je)?|in punten|opsomming|w punktach|punktami|w formie listy)\b/;

// biome-ignore format: a table of number words
const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7,
  un: 1, una: 1, uno: 1, um: 1, uma: 1, dos: 2, dois: 2, duas: 2, deux: 2, due: 2, zwei: 2, twee: 2, dwa: 2,
  tres: 3, trois: 3, tre: 3, drei: 3, drie: 3, trzy: 3, cuatro: 4, quatro: 4, quatre: 4, quattro: 4, vier: 4,
  cztery: 4, cinco: 5, cinq: 5, cinque: 5, funf: 5, vijf: 5, piec: 5,
};
/** "in 3 bullets", "five points", "3 ideas", "tres consejos", "drei Stichpunkte": the list and how many lines. */
const COUNTED = new RegExp(
  `\\b(\\d|${Object.keys(COUNT_WORDS).join('|')})\\s+(?:bullet(?: ?points?)?s?|points?|puntos|topicos|itens|items|punti|punkte|stichpunkten?|punten|punkty|ideas?|ideias?|idees?|ideen|idee|tips|ways|steps|reasons|things|cosas|coisas|choses|dinge|sachen|cose|consejos|dicas|conseils|tipps|consigli|pasos|passos|etapes|schritte|passi|stappen)\\b`,
);
/** "numbered steps", "step by step", "paso a paso", "passo a passo", "étape par étape": a numbered list. */
const NUMBERED =
  /\b(numbered|step[- ]by[- ]step|numerad[oa]s?|numerot[ée]s?|nummeriert|numerat[io]|genummerd|paso a paso|passo a passo|etape par etape|schritt fur schritt|stap voor stap)\b/;

/** "no essay", "short version", "sin rollos", "sem textão", "pas de roman", "kein Roman", "geen essay". */
const NO_ESSAY =
  /\b(no (?:essays?|novels?|walls? of text|long (?:texts?|answers?|replies|messages))|not an essay|don'?t write (?:me )?(?:an essay|a novel)|short version|sin rollos?|sin (?:tanto )?texto|sin enrollarte|sem textao|sem enrolar|sem rodeios|pas de (?:roman|pave|blabla)|sans blabla|kein(?:en)? roman|keine romane|niente (?:papiri|poemi|romanzi)|senza (?:papiri|poemi)|geen (?:essay|roman|lap tekst|lange tekst)|bez (?:eseju|wypracowan|lania wody))\b/;

/** Asking for more, or for prose, ends a standing wish: "more detail", "full reading", "no more bullets". */
const WANTS_PROSE =
  /\b(more detail|in detail|detailed|go deeper|longer|full reading|explain more|elaborate|mais detalhes|mas detalles|em detalhe|en detalle|no (?:more )?(?:bullets|lists?)|in prose|full sentences|normal text|paragraphs?|parrafos?|paragrafos?|paragraphes?|absatz|paragrafo|tables?|tabla|tabela|tableau|tabelle|tabella|tabel)\b/;

/** A list asked for in this message: how many lines, when a number is given. */
export function listAsked(message: string): { count: number | null; numbered?: true } | null {
  const text = normalise(message);
  const numbered = NUMBERED.test(text) ? { numbered: true as const } : {};
  const counted = COUNTED.exec(text);
  if (counted)
    return { count: /^\d$/.test(counted[1]!) ? Number(counted[1]) : (COUNT_WORDS[counted[1]!] ?? null), ...numbered };
  return LIST_ASK.test(text) || numbered.numbered ? { count: null, ...numbered } : null;
}

/** The message asks for no long answer ("no essays pls", "short version", "sin rollos"). */
export const asksNoEssay = (message: string) => NO_ESSAY.test(normalise(message));

/**
 * A list asked for earlier in the chat, and not ended since by asking for more, for prose, or for another shape
 * (`otherShape`: "max 50 words" said after the list): the latest shape asked governs.
 */
function standingList(earlier: readonly string[], message: string, otherShape: (m: string) => boolean): boolean {
  if (WANTS_PROSE.test(normalise(message)) || otherShape(message)) return false;
  for (let i = earlier.length - 1; i >= 0; i--) {
    if (WANTS_PROSE.test(normalise(earlier[i]!))) return false;
    if (listAsked(earlier[i]!)) return true;
    if (otherShape(earlier[i]!)) return false;
  }
  return false;
}

/** Replies a list can be made of: readings and answers, never a safety reply, a goodbye or a greeting. */
const LISTABLE: ReadonlySet<ReplyMode> = new Set([
  'reading',
  'definition',
  'retrograde',
  'transits',
  'compatibility',
  'hook-yes',
  'hook-no',
  'hook-neutral',
  'technique',
  'doubt',
  'talk',
]);

/** Words that ask for brevity itself, beside a list ("short list", "quick bullets"). */
const BRIEF =
  /\b(short|shorter|brief|briefly|quick(?:ly)?|tl;?dr|concise|in a nutshell|sum up|summary|corto|breve|curto|kurz|kort|court|bref|krotko)\b/;

/**
 * The plan with the form asked for: a list this turn (with its count) or still from earlier, and "no essay" kept
 * short. A list alone is not a wish for brevity: "bullet points pls" lists the whole answer, unless short answers
 * were asked for (`keepShort`, said earlier in the chat) or a trait or a length was. A reply written whole in
 * another language (a greeting, "yes, write in Spanish") is left as it is.
 */
export function withAskedFormat(
  plan: ReplyPlan,
  input: PlanInput,
  keepShort: boolean,
  otherShape: (message: string) => boolean = () => false,
): ReplyPlan {
  if (input.automatic || !LISTABLE.has(plan.mode) || (plan.talk?.kind === 'chart-answer' && plan.talk.whole))
    return plan;
  const asked = listAsked(input.message);
  const list = asked ?? (standingList(input.earlierQuestions, input.message, otherShape) ? { count: null } : null);
  const text = normalise(input.message);
  const noEssay = asksNoEssay(input.message);
  const listOnly = !!asked && !noEssay && !BRIEF.test(text) && !keepShort && !plan.side && !plan.length;
  const shape = noEssay ? (plan.shape ?? 'short') : listOnly && plan.shape === 'short' ? null : plan.shape;
  return { ...plan, shape, ...(list ? { list } : {}) };
}

/** A paragraph's sentences: a stop, then a capital, quote or bracket. */
export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"(])/u)
    .filter(Boolean);

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A sentence that only says where a point is ("Your Venus, the part of you that…, is in Gemini"): the heading has it. */
const WHERE_ONLY =
  /^Your \w+(?: \w+)?(?:,|:)|\bis in [A-Z]|\bforms an? \w+ with\b|\bsits [\d.]+°|^In [A-Z]\w+(?:, in the)?/;

/** A section's point in a line: its first sentences that say what it means, up to about 40 words. */
function gist(body: string): string {
  const all = sentencesOf(body.replace(/^(?:[-*]|\d+[.)])\s+/gm, ''));
  const from = all.findIndex((s) => !WHERE_ONLY.test(s));
  const out: string[] = [];
  for (const s of all.slice(Math.max(0, from))) {
    if (out.length && wordCount([...out, s].join(' ')) > 40) break;
    out.push(s);
  }
  return out.join(' ');
}

/**
 * A written reply as a list of the same content: each headed section one "- **Heading**: its point" line, a reply
 * without headings one line per sentence. A line in another language above it and the closing question stay as they
 * are; a reply that is a list already is kept. With a count, exactly that many lines where the reply holds them.
 */
export function asList(text: string, count: number | null, numbered = false): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const lead: string[] = [];
  while (paragraphs.length > 1 && /:\s*$/.test(paragraphs[0]!)) lead.push(paragraphs.shift()!);
  const last = paragraphs.at(-1) ?? '';
  const question = paragraphs.length > 1 && last.endsWith('?') && !last.startsWith('#') ? paragraphs.pop()! : null;
  // A list or a table already is kept.
  if (paragraphs.some((p) => /^(?:[-*]|\d+[.)]|\|) /m.test(p)) && !paragraphs.some((p) => p.startsWith('### ')))
    return text;
  const headed = paragraphs.filter((p) => p.startsWith('### '));
  // Before the first heading: the direct answer or an opening, kept as the line the list follows.
  const opening = headed.length ? paragraphs.slice(0, paragraphs.indexOf(headed[0]!)) : [];
  const sections = headed.map((p) => {
    const [title, ...body] = p.replace(/^### /, '').split('\n');
    const bullets = body.filter((l) => /^- /.test(l)).map((l) => l.slice(2));
    return { title: title!.trim(), body: body.join(' '), bullets };
  });
  // A section written as a list already (a month's dated markers) gives its own lines.
  let items = sections
    .flatMap((s) => (s.bullets.length > 1 ? s.bullets : [`**${s.title}**: ${gist(s.body)}`]))
    .filter((i) => !/\*\*: $/.test(i));
  const sentences = (headed.length ? sections.map((s) => s.body) : paragraphs).flatMap(sentencesOf);
  if (!items.length || (count && items.length < count)) items = sentences;
  // Three lines asked of two sentences: a sentence's two halves around its colon make two lines.
  if (count && items.length < count)
    items = items.flatMap((i) => i.split(/(?<=:) (?=[a-z])/)).map((i) => upperFirst(i.replace(/:$/, '.')));
  if (count) items = items.slice(0, count);
  // One line is not a list: a one-sentence answer stays a sentence.
  if (items.length < 2) return text;
  const list = items.map((item, i) => `${numbered ? `${i + 1}.` : '-'} ${item}`).join('\n');
  return [...lead, ...opening, list, ...(question ? [question] : [])].join('\n\n');
}
