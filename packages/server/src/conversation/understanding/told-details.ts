// The particulars a person gives when they tell something hard: a sum ("38k"), how long ("26 years", "4 months
// ago"), an anniversary ("3 years tomorrow"), which attempt ("for the second time"), an age ("i'm 54"), a score
// ("41 out of 50") and someone's reaction ("my dad just sighed"). The reply names them back, so the acknowledgement
// is about this person and not a category (docs/voice.md: "acknowledge it first, in their words"). Read on folded
// text, in English, Spanish, Portuguese, French, German and Italian; each needs its own frame, never a bare number.
// Pure.
import { fold } from './fold.ts';

export interface Span {
  count: number;
  unit: 'year' | 'month' | 'week' | 'day';
}

export interface ToldDetails {
  /** A sum of money as they wrote it: "38k", "£2,000", "3000 euros". */
  sum: string | null;
  /** How long something lasted or has gone on: "after 26 years", "for 3 years", "4 months ago". */
  span: Span | null;
  /** The anniversary is close: "tomorrow", "today", "this week". */
  anniversary: 'today' | 'tomorrow' | 'this week' | null;
  /** Which attempt this was: 2 for "the second time" or "again". */
  attempt: number | null;
  /** Their own age, as they gave it. */
  age: number | null;
  /** A score as they wrote it: "41 out of 50", "41/50", "48%". */
  score: string | null;
  /** Someone close and what they did: { who: 'dad', did: 'sighed' }. */
  reaction: { who: string; did: string } | null;
}

/** Small numbers people write as words, in the six languages (higher ones come as digits). */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  thirty: 30,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  veinte: 20,
  treinta: 30,
  um: 1,
  dois: 2,
  duas: 2,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  vinte: 20,
  trinta: 30,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  vingt: 20,
  trente: 30,
  ein: 1,
  einem: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwanzig: 20,
  dreissig: 30,
  due: 2,
  tre: 3,
  quattro: 4,
  sei: 6,
  sette: 7,
  otto: 8,
  dieci: 10,
  venti: 20,
  trenta: 30,
}; // prettier-ignore

const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;

const UNITS: readonly [RegExp, Span['unit']][] = [
  [/^(?:years?|yrs?|anos?|anos|ans?|annees?|jahren?|anni|anno)$/, 'year'],
  [/^(?:months?|mes|meses|mois|monaten?|mesi|mese)$/, 'month'],
  [/^(?:weeks?|semanas?|semaines?|wochen?|settimane?)$/, 'week'],
  [/^(?:days?|dias?|jours?|tagen?|giorni|giorno)$/, 'day'],
];
const UNIT =
  '(years?|yrs?|anos?|ans?|annees?|jahren?|anni|anno|months?|mes|meses|mois|monaten?|mesi|mese|weeks?|semanas?|semaines?|wochen?|settimane?|days?|dias?|jours?|tagen?|giorni|giorno)';

/** "after 26 years", "4 months ago", "for three years", "hace 4 meses", "depuis 2 ans", "nach 25 jahren", "da 3 anni". */
const SPAN = new RegExp(
  `\\b(?:after|for|since|over|ago|it'?s been|it'?s|been|hace|hara|despues de|durante|ha|faz|vai fazer|depois de|apres|il y a|depuis|pendant|fera|nach|seit|vor|dopo|da|per|fa|fara|sono)\\s+(?:almost |nearly |over |about |more than |casi |quase |presque |fast |quasi |ya |ja |deja |schon |gia )?${NUMBER}\\s+${UNIT}\\b|\\b${NUMBER}\\s+${UNIT}\\s+(?:ago|tomorrow|today|this week|since|in|at|of|fa|atras)\\b`,
);

function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

function spanIn(text: string): Span | null {
  const m = SPAN.exec(text);
  if (!m) return null;
  const [n, u] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
  const count = numberOf(n);
  const unit = UNITS.find(([re]) => re.test(u))?.[1];
  return count && unit ? { count, unit } : null;
}

const ANNIVERSARY =
  /\b(?:tomorrow|today|this week)\b.{0,40}\b(?:since|anniversary|died|passed|death|lost)\b|\b(?:since|anniversary|died|passed|death)\b.{0,40}\b(?:tomorrow|today|this week)\b|\b(?:manana|amanha|demain|morgen|domani)\b.{0,40}\b(?:aniversario|anniversaire|jahrestag|anniversario|murio|morreu|mort|gestorben|morto|morta)\b|\b(?:aniversario|anniversaire|jahrestag|anniversario|murio|morreu|mort|gestorben|mort[oa])\b.{0,40}\b(?:manana|amanha|demain|morgen|domani)\b/;

function anniversaryIn(text: string): ToldDetails['anniversary'] {
  const m = ANNIVERSARY.exec(text)?.[0];
  if (!m) return null;
  if (/\b(?:tomorrow|manana|amanha|demain|morgen|domani)\b/.test(m)) return 'tomorrow';
  return /\btoday\b/.test(m) ? 'today' : 'this week';
}

/** "the second time", "again", "3rd attempt", "por segunda vez", "pela segunda vez", "zum zweiten mal", "di nuovo". */
const ATTEMPTS: readonly [RegExp, number][] = [
  [
    /\b(?:third|3rd) (?:[a-z]+ )?(?:time|attempt|try|go|round|cycle)\b|\btercer (?:intento|ciclo)\b|\bterceira tentativa\b|\btroisieme (?:tentative|essai)\b|\bdritter versuch\b|\bterzo tentativo\b|\btercera vez\b|\bterceira vez\b|\btroisieme fois\b|\bdritten mal\b|\bterza volta\b/,
    3,
  ],
  [
    /\b(?:fourth|4th) (?:[a-z]+ )?(?:time|attempt|try|go|round|cycle)\b|\bcuarta vez\b|\bquarta (?:vez|volta)\b|\bquatrieme fois\b|\bvierten mal\b/,
    4,
  ],
  [
    /\b(?:second|2nd) (?:time|attempt|try|go)\b|\bsegunda vez\b|\bdeuxieme fois\b|\bzweiten mal\b|\bseconda volta\b|\b(?:again|otra vez|de nuevo|de novo|outra vez|encore|a nouveau|schon wieder|wieder|di nuovo|ancora una volta)\b/,
    2,
  ],
]; // prettier-ignore

/** "i'm 54", "at 54", "54 years old", "tengo 54 anos", "tenho 54 anos", "j'ai 54 ans", "ich bin 54", "ho 54 anni". */
const AGE =
  /\b(?:i'?m|i am|at|aged|age)\s+(\d{2})\b(?!\s*(?:years? (?:at|in|with|of)|%|k\b))|\b(\d{2}) (?:years? old|yo)\b|\b(?:tengo|tenho|j'?ai|ho) (\d{2}) (?:anos|ans|anni)\b|\bich bin (\d{2})\b/;

/** "41 out of 50", "41/50", "48%", "41 de 50", "41 sur 50", "41 von 50", "41 su 50". */
const SCORE =
  /\b(\d{1,3}) ?(?:out of|of|\/|de|sur|von|su) ?(\d{1,3})\b(?! (?:years|anos|ans|jahren|anni))|\b(\d{1,3}) ?%/;

/** A sum: a currency sign or word next to a figure, or a figure with k or thousand. */
const SUM =
  /(?:(?:\b(?:r|a|us|nz|au|c))?[£$€]\s?\d[\d.,]*(?:\s?(?:k|grand|thousand|mil|mila|tausend)\b)?|\b\d[\d.,]*\s?(?:k|grand|thousand|mil|mila|tausend|euros?|dollars?|pounds?|quid|bucks|reais|eur|usd|aud)\b(?:\s?(?:euros?|dollars?|pounds?|reais)\b)?|\b\d[\d.,]*\s?[€$£])/i;

/** Someone close and what they did, in English: "my dad just sighed", "mum didn't say a word". */
const REACTION =
  /\b(?:my )?(mum|mom|mother|dad|father|parents|husband|wife|partner|boyfriend|girlfriend)(?: just| only| then)? (sighed|shouted|yelled|cried|laughed|said nothing|didn'?t say (?:a word|anything)|won'?t speak to me|is (?:so )?disappointed|was (?:so )?disappointed|looked disappointed|hung up|walked off)\b/;

/** The particulars in a message, each null when not given. */
export function toldDetails(message: string): ToldDetails {
  const text = fold(message);
  const attempt = ATTEMPTS.find(([re]) => re.test(text))?.[1] ?? null;
  const age = AGE.exec(text);
  const score = SCORE.exec(text);
  const reaction = REACTION.exec(text);
  const ageValue = age ? Number(age[1] ?? age[2] ?? age[3] ?? age[4]) : null;
  return {
    sum: SUM.exec(message)?.[0].trim() ?? null,
    span: spanIn(text),
    anniversary: anniversaryIn(text),
    attempt,
    age: ageValue && ageValue >= 16 && ageValue <= 99 ? ageValue : null,
    score: score ? (score[3] ? `${score[3]}%` : `${score[1]} out of ${score[2]}`) : null,
    reaction: reaction ? { who: reaction[1]!, did: reaction[2]! } : null,
  };
}
