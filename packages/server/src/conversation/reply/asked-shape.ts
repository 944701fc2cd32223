// A shape asked of what the chat already said ("in one sentence", "3 bullet points summing up what you told me",
// "max 50 words", "just one thing", "a table with 5 rows", "no star stuff, just practical"), and the shape kept on
// the final text of every reply, whichever plan wrote it. A bare shape ask reshapes the chat's own replies and adds
// no new claim; a practical ask gets steps drawn from what the person said, with no astrology in them. Pure.

import { PLANET_NAMES } from '@stellara/astro';
import { SIGN_NAMES } from '@stellara/contract/vocabulary';
import { askedLength, asksStandingShort } from './asked-length.ts';
import { asksTransitTable, subjectTable, type TableSubject, tableSubject } from './asked-table.ts';
import { forbidsNames, formOnlyAsk, NO_NAMES } from './form-only.ts';
import { listAsked, sentencesOf } from './format-asks.ts';
import { asksShorter, shorterOf } from './length-asks.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder, PlanInput, ReplyPlan } from './plan-types.ts';
import { practicalSteps } from './practical-steps.ts';
import { withNamedColumns } from './table-columns.ts';
import { andList } from './voices/grammar.ts';

/** "a table", "una tabla", "uma tabela", "un tableau", "eine Tabelle", "una tabella". */
const TABLE = /\b(tables?|tabla|tabela|tableau|tabelle|tabella)\b/;
// biome-ignore format: a table of number words
const ROW_NUMBERS: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, dos: 2, dois: 2, deux: 2, zwei: 2, due: 2, tres: 3, trois: 3, drei: 3,
  tre: 3, cuatro: 4, quatro: 4, quatre: 4, vier: 4, quattro: 4, cinco: 5, cinq: 5, funf: 5, cinque: 5,
};
const ROWS = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(ROW_NUMBERS).join('|')})\\s+(?:rows?|lines?|filas?|linhas?|lignes?|zeilen|righe|entries)\\b`,
);

/** "no star stuff", "without astrology", "just practical", "sin astrología", "ohne Astrologie", "senza astrologia". */
const PRACTICAL =
  /\b(no (?:star|astro\w*|zodiac|horoscope|planet)s? ?(?:stuff|talk|things|jargon|words)?|without (?:the |any )?(?:astrology|stars?|star stuff|zodiac|horoscope|planets)|(?:leave|skip|forget|drop) (?:the )?(?:astrology|stars?|star stuff|planets)|(?:just|only|purely) (?:the )?practical|practical (?:only|advice only|steps only)|sin (?:la )?astrologia|sin (?:cosas de )?estrellas|sem (?:a )?astrologia|sans (?:l'|la )?astrologie|ohne (?:die )?astrologie|ohne sterne|senza (?:l')?astrologia|solo (?:lo )?practico|so (?:o )?pratico|juste (?:du )?pratique|nur praktisch|solo pratic[oa])\b/;

/** "just one thing", "one thing only", "solo una cosa", "só uma coisa", "une seule chose", "nur eine Sache". */
const ONE_THING =
  /\b((?:just|only) one thing|one thing only|the one thing|solo una cosa|una sola cosa|so uma coisa|apenas uma coisa|une seule chose|juste une chose|nur eine sache|eine einzige sache)\b/;

/** The chat's own words asked back: "summing up what you told me", "recap", "resume lo que dijiste". */
const OF_THE_CHAT =
  /\b(sum(?:ming|s)? (?:it |this |that |everything |all )?up|summar(?:y|ize|ise|izing|ising)|recap|resum(?:e|en|o|ir|ez|ame|eme)|riassum\w*|zusammenfass\w*|fass\w* (?:alles )?zusammen|what you (?:told|said|wrote)(?: me)?|everything (?:so far|you said)|so far|lo que (?:me )?(?:dijiste|has dicho)|o que (?:voce )?(?:me )?disse|ce que tu (?:m'as |as )?dit|was du (?:mir )?gesagt hast|quello che mi hai detto)\b/;

/** "shorter", "more briefly", "too long": the last reply again, shorter. */
const SHORTER =
  /\b(shorter|more briefly|briefer|(?:too|way too|much too) long|mas corto|demasiado larg[oa]|mais curto|muito long[oa]|long[oa] demais|plus court|trop longu?e?|kurzer|zu lang|piu breve|piu corto|troppo lung[oa])\b/;

/**
 * "Plainer", "explain it like to my nan", "in plain words", "less poetic", "no jargon": the same point again with no
 * technical terms and no imagery ("más sencillo", "como a mi abuela", "mais simples", "plus simplement", "einfacher").
 */
const PLAINER =
  /\b(plainer|simpler|more simply|(?:in )?plain (?:words|english|language|terms)|(?:in )?simple (?:words|terms|language)|plainly|like (?:i'?m|i am|to) (?:a |my )?(?:five|5|child|kid|nan|nana|nanna|gran|granny|grandma|grandmother|grandpa|mum|mom)|(?:for|to) my (?:nan|nana|gran|granny|grandma|grandmother)|eli5|less (?:poetic|flowery|technical|jargon\w*)|no (?:more )?(?:jargon|technical (?:terms|words|stuff)|poetry|metaphors?|imagery)|without (?:the )?(?:jargon|technical (?:terms|words)|poetry|metaphors?)|layman'?s terms|non-?technical|mas (?:simple|sencillo|claro)|(?:con )?palabras (?:simples|sencillas)|sin (?:tecnicismos|jerga|poesia|metaforas?)|(?:como|como para|como a) (?:mi|minha|a minha) (?:abuela|abuelita|avo|avozinha)|menos poetico|mais simples|(?:com )?palavras simples|sem (?:jargao|termos tecnicos|poesia|metaforas?)|plus simple(?:ment)?|(?:en|avec des) mots simples|sans (?:jargon|termes techniques|poesie|metaphores?)|comme (?:a|pour) ma grand-?mere|moins poetique|einfacher|(?:in )?einfachen worten|ohne (?:fachbegriffe|fachsprache|fachchinesisch|poesie|metaphern)|wie (?:fur )?meine[rn]? (?:oma|omi)|weniger poetisch|piu semplice|parole semplici)\b/;

/** What a shape ask may say around the shape and still ask nothing new. */
const FILLER =
  /\b(pls|plz|please|por favor|s'il te plait|s'il vous plait|bitte|per favore|ok|okay|can you|could you|can u|would you|pode|puedes|peux-tu|kannst du|puoi|make it|put|give|gimme|write|say|tell|do|it|that|this|them|those|these|all|me|i|in|into|as|a|an|the|with|and|but|so|now|then|again|just|only|one|lol|haha|version|form|format|en|em|un|una|um|uma|une|de|da|do|del|la|le|el|o|y|e|et|und|mit|ed|con|com|avec|por|per|pour|para|of|to|up|max|maximum|at most|words?|sentences?|lines?|frases?|phrases?|satz|satze|palabras?|palavras?|mots|worter|parole|points?|bullets?|bullet points|puntos|topicos|punkte|punti|rows?|filas?|linhas?|lignes?|zeilen|righe|steps?|\d+|two|three|four|five|dos|dois|duas|deux|zwei|due|tres|trois|drei|tre|cuatro|quatro|quatre|vier|quattro|cinco|cinq|funf|cinque|stichpunkt\w*|itens|items|punten|list|lista|liste|elenco|aufzahlung|numbered|numerad[oa]s)\b/g;

/** The shape ask a message makes, and whether it asks only that (nothing of its own to read). */
export interface ShapeAsk {
  bare: boolean;
  of: 'last' | 'chat';
  practical: boolean;
  table: ({ rows: number | null } & TableSubject) | null;
  oneThing: boolean;
  /** The same point without terms or imagery (`PLAINER`), and whether shorter was asked with it. */
  plain: boolean;
  shorter: boolean;
}

/** The shape a message asks for, or null when it asks none. */
export function shapeAsk(message: string): ShapeAsk | null {
  const text = normalise(message);
  if (asksTransitTable(text)) return null; // computed afresh from the chart, never cut from prose (transit-table.ts)
  // "No planet names" asks for plain words, not for advice without astrology.
  const practical = PRACTICAL.test(text) && !forbidsNames(message);
  const plainNames = forbidsNames(message);
  const table = TABLE.test(text) ? { rows: rowsAsked(text), ...tableSubject(message) } : null;
  const oneThing = ONE_THING.test(text);
  const plain = PLAINER.test(text) || plainNames;
  const shorter = SHORTER.test(text);
  const shaped = practical || !!table || oneThing || plain || shorter || !!askedLength(message) || !!listAsked(message);
  if (!shaped) return null;
  const rest = [PRACTICAL, NO_NAMES, TABLE, ONE_THING, OF_THE_CHAT, SHORTER, PLAINER, ROWS, EXPLAIN]
    .reduce((t, re) => t.replace(new RegExp(re.source, 'g'), ' '), text)
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const of = OF_THE_CHAT.test(text) ? 'chat' : 'last';
  return { bare: rest.length <= 1, of, practical, table, oneThing, plain, shorter };
}

/** "explain it", "say it again", "explícalo", "explique", "erklär es": words around a plain ask that ask nothing new. */
const EXPLAIN =
  /\b(explain(?:ed)?|say|put|again|like|would|you|to|explica(?:lo|melo|mo)?|explique(?:-moi)?|dis-le|dire|tu|peux|le|erklar(?:e|s)?(?: es)?|es|mir|sag|sagen|kannst|du|das|bitte|decir|dizer|isso|lo|mas|more|less|poetic|and|y|et|und|e)\b/;

function rowsAsked(text: string): number | null {
  const m = ROWS.exec(text);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : (ROW_NUMBERS[m[1]!] ?? null);
  return n && n >= 1 && n <= 12 ? n : null;
}

/**
 * A shape asked of what was already said, nothing new asked: the chat's own replies reshaped (talk 'summary'). A
 * practical ask is planned here too, whatever else it says: its steps come from the person's words, not the chart.
 */
export const planReshape: PlanBuilder = ({ input, base, heard }) => {
  // ("Keep the answers shorter please" asks for the next ones: a standing wish, noted in talk.ts.)
  if (
    input.automatic ||
    base.situation ||
    base.carried ||
    !input.earlierQuestions.length ||
    asksStandingShort(input.message)
  )
    return null;
  // A reason given beside the form ("im back on in 5", "for her") asks nothing new (form-only.ts).
  const ask = formOnlyAsk(shapeAsk(input.message), input.message, heard, (s) => !!shapeAsk(s));
  const noNames = forbidsNames(input.message) ? { noNames: true as const } : {};
  // "Plainer", "shorter and less poetic": the last reply's point again in plain words, shorter than it was.
  if (ask?.bare && ask.plain)
    return { ...base, mode: 'talk', topic: 'the point, plainer', talk: { kind: 'summary', plain: true, ...noNames } };
  // "too long. shorter", "shorter pls im back on in 5": the last point in two sentences (length-asks.ts).
  if (ask?.bare && ask.shorter && !ask.table && !listAsked(input.message) && !askedLength(input.message))
    return {
      ...base,
      mode: 'talk',
      topic: 'the point, shorter',
      talk: { kind: 'summary', shorter: true },
      shape: 'short',
    };
  if (asksShorter(input.message)) return null;
  if (!ask || !(ask.bare || ask.practical)) return null;
  return {
    ...base,
    mode: 'talk',
    topic: ask.practical ? 'practical steps' : 'what was said, reshaped',
    talk: { kind: 'summary', reshape: ask.of },
    shape: ask.oneThing ? 'one-thing' : base.shape,
  };
};

/** The table and practical wishes marked on every plan (the writer's last step keeps them: inAskedShape). */
export function withAskedShape(plan: ReplyPlan, input: PlanInput): ReplyPlan {
  const ask = input.automatic ? null : shapeAsk(input.message);
  if (!ask) return plan;
  return {
    ...plan,
    ...(ask.table ? { table: ask.table } : {}),
    ...(ask.practical && !plan.situation && !plan.carried ? { practical: true as const } : {}),
  };
}

/** A sentence that only says where a point is: the heading or another sentence has it. */
const WHERE_ONLY =
  /^Your \w+(?: \w+)?(?:,|:)|\bis in [A-Z]\w+(?:, in the \d+\w+ house)?\.$|\bforms an? \w+ with\b|^In [A-Z]\w+(?:, in the)?/;

/** A paragraph before the first heading that names no placement is an opening ("Let's look at career"), not a point. */
const NAMES_PLACEMENT = new RegExp(`\\b(${SIGN_NAMES.join('|')})\\b`);

/**
 * Each point a reply made, in order: a headed section gives its heading and first sentence of meaning, a paragraph
 * or list without a heading each of its sentences. Never a question, an opening, or a line above another language.
 */
export function pointsOf(reply: string): { title: string | null; point: string }[] {
  const paragraphs = reply
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p && !/:\s*$/.test(p) && !p.endsWith('?'));
  const firstHeading = paragraphs.findIndex((p) => p.startsWith('### '));
  return paragraphs.flatMap((p, i) => {
    if (i < firstHeading && !NAMES_PLACEMENT.test(p)) return [];
    if (p.startsWith('|')) return tableRows(p);
    const [first, ...rest] = p.split('\n');
    const title = first!.startsWith('### ') ? first!.replace(/^### /, '').trim() : null;
    const body = (title ? rest.join('\n') : p).replace(/^(?:[-*]|\d+[.)])\s+/gm, '').replace(/\*\*/g, '');
    const sentences = sentencesOf(body).filter((s) => !s.endsWith('?') && !/:$/.test(s));
    if (!title) return sentences.map((point) => ({ title, point }));
    const point = sentences.find((s) => !WHERE_ONLY.test(s)) ?? sentences[0];
    return point ? [{ title, point }] : [];
  });
}

/** The rows of a markdown table as points: its first column the title, its second the point (header row skipped). */
function tableRows(table: string): { title: string | null; point: string }[] {
  return table
    .split('\n')
    .slice(2)
    .map((row) => row.split('|').map((c) => c.trim()))
    .filter((cells) => cells[2])
    .map((cells) => ({ title: cells[1] || null, point: cells[2]! }));
}

/** The step a reply suggested ("This week, …", "For the coming days: …"), or null. */
const STEP = /\b(this week|for the coming days|tonight|try |next time|notice )/i;

/** The reshaped answer: the points of the last reply, or of every reply in the chat, as prose to be shaped. */
export function reshapedReply(plan: ReplyPlan, earlier: readonly string[]): string | null {
  if (!earlier.length) return null;
  if (plan.practical) return practicalSteps(plan);
  const ofChat = plan.talk?.kind === 'summary' && plan.talk.reshape === 'chat';
  const replies = ofChat ? earlier : earlier.slice(-1);
  const points = [...new Map(replies.flatMap(pointsOf).map((p) => [p.point, p])).values()];
  if (plan.shape === 'one-thing') {
    const step = [...earlier.slice(-1).flatMap(pointsOf), ...points]
      .flatMap((p) => sentencesOf(p.point))
      .find((s) => STEP.test(s));
    const one = step ?? points[0]?.point;
    return one ? `If you do one thing: ${one.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}` : null;
  }
  // "Put the dates in a table": the dated rows of what was said, else its points.
  const dated = plan.table?.of
    ? subjectTable(replies.join('\n\n'), { month: null, named: [], ...plan.table, of: plan.table.of }, plan.table.rows)
    : null;
  if (plan.table) return dated?.startsWith('|') ? dated : asTable(points, plan.table.rows);
  // "In one sentence, sum up what you told me": the whole chat, not its first point; "in one sentence" alone is the last.
  if (ofChat && plan.length?.unit === 'sentence' && plan.length.count === 1) {
    const whole = chatInOneSentence(replies);
    if (whole) return whole;
  }
  // Led in, so a summary of one sentence is never a sentence the chat already holds word for word.
  const [first, ...rest] = points.map((p) => p.point);
  if (!first || !plan.length) return points.map((p) => p.point).join(' ') || null;
  return [`In short: ${first.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase())}`, ...rest].join(' ');
}

/**
 * A chat of several replies in one sentence: the placements it read and the first reply's point in plain words,
 * nothing it did not say.
 */
function chatInOneSentence(replies: readonly string[]): string | null {
  const read = [
    ...new Set(
      replies
        .flatMap(pointsOf)
        .map((p) => p.title?.replace(/,? in the \d+\w+ house$/, ''))
        .filter((t): t is string => !!t && NAMES_PLACEMENT.test(t)),
    ),
  ].slice(0, 4);
  const main = replies
    .map((reply) => plainerReply(reply))
    .find(Boolean)
    ?.replace(/^Put simply: /, '');
  const point = main ? sentencesOf(main)[0]!.replace(/[.!]$/, '') : null;
  if (!read.length) return null;
  return `In short, I read your ${andList(read)}${point ? `, and the main point was that ${point}` : ''}.`;
}

/** Words that are astrology: none of them in a reply asked to be practical. */
const ASTRO_TERMS = new RegExp(
  `\\b(${[...PLANET_NAMES, ...SIGN_NAMES].join('|')}|astrolog\\w*|chart|horoscope|zodiac|planets?|transits?|houses?|rising|ascendant|midheaven|retrograde|natal|stars?|cosmic|aspects?|square|trine|sextile|opposition|conjunction|lunar|solar|eclipse|node|saturn return|moon)\\b`,
  'i',
);

/** A paragraph that opens a reply in another language ("Sigo en inglés para la lectura:") stays above the shape. */
const leadLine = (paragraph: string) => /:\s*$/.test(paragraph) && !paragraph.startsWith('#');

/**
 * The reply's final text kept to the shape its plan asked for, whichever plan wrote it: no astrology when practical
 * was asked, a table of that many rows, no more sentences or words than asked, exactly the bullets asked.
 */
export function inAskedShape(text: string, plan: Pick<ReplyPlan, 'length' | 'list' | 'table' | 'practical'>): string {
  if (!text) return text;
  const paragraphs = text.split(/\n{2,}/);
  const lead = paragraphs.length > 1 && leadLine(paragraphs[0]!) ? paragraphs.shift()! : null;
  let body = paragraphs.join('\n\n');
  if (plan.practical) body = withoutAstrology(body);
  if (plan.table && !/^\|/m.test(body))
    body =
      (plan.table.of &&
        subjectTable(body, { month: null, named: [], ...plan.table, of: plan.table.of }, plan.table.rows)) ||
      tableOf(body, plan.table.rows);
  if (plan.table?.columns) body = withNamedColumns(body, plan.table.columns);
  if (plan.length?.unit === 'word' && words(body) > plan.length.count) body = cutToWords(body, plan.length.count);
  if (plan.length?.unit === 'sentence' && !plan.table && !plan.list)
    body = sentencesOf(body.replace(/^#+ .*$/gm, ''))
      .slice(0, plan.length.count)
      .join(' ');
  if (plan.list?.count) body = keptItems(body, plan.list.count);
  return [lead, body].filter(Boolean).join('\n\n');
}

/** Every line without its astrology: a sentence naming a planet, sign, house or the chart goes. */
function withoutAstrology(body: string): string {
  return body
    .split('\n')
    .map((line) => {
      if (/^#/.test(line)) return ASTRO_TERMS.test(line) ? '' : line;
      const bullet = /^(\s*(?:[-*]|\d+[.)])\s+)/.exec(line)?.[1] ?? '';
      const kept = sentencesOf(line.slice(bullet.length)).filter((s) => !ASTRO_TERMS.test(s));
      return kept.length ? `${bullet}${kept.join(' ')}` : '';
    })
    .filter((line, i, all) => line || (i > 0 && all[i - 1]))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words as the writer counts them (markdown marks aside). */
const words = (text: string) =>
  text
    .replace(/[#*_>|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** Whole sentences from the start while they fit the cap. */
const capWords = (text: string, cap: number) => {
  let out = '';
  for (const s of text.match(/.+?[.!?]+(?=\s|$)\s*|.+$/gs) ?? [text]) {
    if (out && words(out + s) > cap) break;
    out += s;
  }
  return out.trim();
};

/** Whole sentences while they fit; a first sentence longer than the cap is cut at a word. Never more than asked. */
function cutToWords(body: string, cap: number): string {
  const whole = capWords(body, cap);
  if (whole && words(whole) <= cap) return whole;
  return `${body
    .split(/\s+/)
    .slice(0, cap)
    .join(' ')
    .replace(/[,;:]$/, '')}…`;
}

/** A list kept to the number of lines asked (a list with more lines loses the last ones). */
function keptItems(body: string, count: number): string {
  let seen = 0;
  return body
    .split('\n')
    .filter((line) => !/^(?:[-*]|\d+[.)])\s/.test(line) || ++seen <= count)
    .join('\n');
}

/** Points as a markdown table: one row each (its heading or number, what it says), as many rows as asked and held. */
export function asTable(points: readonly { title: string | null; point: string }[], rows: number | null): string {
  const kept = rows ? points.slice(0, rows) : points;
  const cell = (s: string) => s.replace(/\|/g, '/').trim();
  const lines = kept.map((p, i) => `| ${cell(p.title ?? String(i + 1))} | ${cell(p.point)} |`);
  return ['| Point | What it says |', '| --- | --- |', ...lines].join('\n');
}

/** A written reply as a table of its points, or as it is when it holds none. */
const tableOf = (body: string, rows: number | null) => {
  const points = pointsOf(body);
  return points.length ? asTable(points, rows) : body;
};

/** Terms a plain reply leaves out: degrees, house numbers, aspect names and the chart's technical words. */
const TECHNICAL =
  /\d+(?:\.\d+)?°|\b\d+(?:st|nd|rd|th)\b|\b(?:conjunct\w*|squares?|trines?|sextiles?|oppositions?|quincunx|T-square|orbs?|retrograde|domicile|detriment|exalt\w*|dignit\w*|Descendant|Ascendant|Midheaven|progress\w*|transit\w*|natal|cusps?|rulers?|rules|angular|houses?|aspects?|degrees?)\b/i;

/** Words of the voices that speak in images (the oracle's chambers, the witch's brews): none in a plain reply. */
const IMAGERY =
  /\b(keeper|tides?|gates?|chambers?|doors?|lamps?|thresholds?|walks|king|queen|court|crowns?|scorpion|crab|ram|twins|scales|archer|goat|bull|lion|maiden|fish|water-bearer|cauldrons?|brews?|candles?|herbs?|spells?|altars?|myths?|archetypes?|sky|skies|stars?|voices?|story|image|weaves?|threads?|seeds?|rivers?|flames?|lanterns?|mirrors?|bridges?|garden|harvest|sealed|veil|oracle|cosmos|cosmic|soul)\b/i;

/** A planet or a sign named: left out when the person asked for no names. */
const NAMED_POINT = new RegExp(
  `\\b(${[...PLANET_NAMES, ...SIGN_NAMES, 'Rising', 'Ascendant', 'Node'].join('|')})\\b`,
  'i',
);

/** Words as a reader counts them. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Long sentences cut at their joints ("; ", ", and ", ", which means "), each part its own short sentence. */
function shortSentences(sentence: string): string[] {
  return (
    sentence
      .replace(/[.!]+$/, '')
      .replace(/^(?:Put simply|In short):\s*/, '')
      // Cut only where a whole clause follows, so no part is a fragment ("and a teacher who…" stays whole).
      .split(/;\s+|,\s+(?:which means|so)\s+(?=(?:you|your|people|someone|others)\b)/u)
      .map((part) => part.trim())
      .filter((part) => wordCount(part) >= 3)
      .map((part) => `${part.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}.`)
  );
}

/** The sentences a reply said, headings, questions and a line above another language aside. */
function saidSentences(reply: string): string[] {
  const paragraphs = reply
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p && !/:\s*$/.test(p));
  const firstHeading = paragraphs.findIndex((p) => p.startsWith('### '));
  // An opening before the first heading that names no placement ("Let's look at career") is not a point.
  return paragraphs
    .filter((p, i) => i >= firstHeading || NAMES_PLACEMENT.test(p))
    .flatMap((p) =>
      sentencesOf(
        p
          .replace(/^###? .*$/gm, '')
          .replace(/^(?:[-*]|\d+[.)])\s+/gm, '')
          .replace(/\*\*/g, ''),
      ),
    )
    .filter((s) => s && !s.endsWith('?'));
}

/**
 * The last reply's point again in plain words: only what it said, in short sentences with no technical terms (no
 * aspect, degree or house number) and no imagery, and always fewer words than it had. Null when nothing plain is left.
 */
export function plainerReply(last: string, most = 3, noNames = false): string | null {
  const plain = saidSentences(last)
    .flatMap(shortSentences)
    // "No planet names": a sentence naming a planet or a sign is left out.
    .filter((s) => !noNames || !NAMED_POINT.test(s))
    // A plan's price is no part of the point said plainly.
    .filter((s) => !/\$\d|\bStellara (?:Plus|Pro)\b/.test(s))
    // A sentence that leans on one left out ("It begins in…") says nothing alone.
    .filter((s) => !TECHNICAL.test(s) && !IMAGERY.test(s) && !/^(?:It|Its|This|That|There)\b/.test(s))
    .filter((s) => wordCount(s) <= 30);
  const kept: string[] = [];
  for (const s of [...new Set(plain)]) {
    if (kept.length === most || (kept.length && wordCount([...kept, s].join(' ')) >= wordCount(last) * 0.6)) break;
    kept.push(s);
  }
  const said = kept.join(' ').replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
  return kept.length ? `Put simply: ${said}` : null;
}

/** "Too long", "shorter": the last point in two sentences, its imagery left out, in fewer words than before. */
export function shorterPlain(last: string): string | null {
  const short = sentencesOf(shorterOf(last)).filter((s) => !IMAGERY.test(s));
  const said = short.join(' ');
  return said && wordCount(said) < wordCount(last) / 2 ? said : plainerReply(last, 2);
}
