// The time a message names: now, today, this or next week, month or year, a named month or year, the past, or
// "when": a date is the answer. In English, Spanish, Portuguese, French, German and Italian (and Dutch "nu").
// Pure: the date the message was sent is given, so "in March" and "2027" resolve against it.
import { fold } from './fold.ts';
import type { TimeRef } from './understanding.ts';

/** Month names in the reader's six languages, folded (one list per month, English first). */
export const MONTH_WORDS: string[][] = [
  ['january', 'jan', 'enero', 'janeiro', 'janvier', 'januar', 'gennaio'],
  ['february', 'feb', 'febrero', 'fevereiro', 'fevrier', 'februar', 'febbraio'],
  ['march', 'marzo', 'marco', 'mars', 'marz'],
  ['april', 'apr', 'abril', 'avril', 'aprile'],
  ['may', 'mayo', 'maio', 'mai', 'maggio'],
  ['june', 'jun', 'junio', 'junho', 'juin', 'juni', 'giugno'],
  ['july', 'jul', 'julio', 'julho', 'juillet', 'juli', 'luglio'],
  ['august', 'aug', 'agosto', 'aout'],
  ['september', 'sept', 'sep', 'septiembre', 'setembro', 'septembre', 'settembre'],
  ['october', 'oct', 'octubre', 'outubro', 'octobre', 'oktober', 'ottobre'],
  ['november', 'nov', 'noviembre', 'novembro', 'novembre'],
  ['december', 'dec', 'diciembre', 'dezembro', 'decembre', 'dezember', 'dicembre'],
];
/** Month words that are everyday words too: read as a month only with a year or "in/en/em" before them. */
const AMBIGUOUS_MONTHS = new Set(['may', 'mars', 'marco', 'mai', 'jan', 'jun', 'jul', 'sep', 'dec', 'oct', 'nov']);

const monthPattern = MONTH_WORDS.flat()
  .sort((a, b) => b.length - a.length)
  .join('|');
const monthOf = (word: string) => MONTH_WORDS.findIndex((names) => names.includes(word)) + 1;

type Rule = [RegExp, (m: RegExpMatchArray, year: number) => TimeRef | null];

/** Words just before a month that make it one gone by ("passed in october", "unemployed since june"). */
const PAST_EVENT =
  /\b(since|desde|depuis|seit|passed|died|lost|left|was|were|got|had|broke|morreu|murio|fallecio|faleceu|perdi|morta|morto|gestorben|mort|morte)\b[^.!?]*$/;

/** Words before "now" that do not ask about the present: "you are now", "two years now", "and now she won't talk". */
const NOT_NOW = /\b(you are|you're|youre|you must|a partir de|(?:years?|months?|weeks?|days?)|and)\s+$/;
/** "E agora?", "¿y ahora?": what to do next, not the present moment. */
const WHAT_NEXT = /\b(y|e)\s+$/;
const notNow = (m: RegExpMatchArray): boolean => {
  const before = (m.input ?? '').slice(0, m.index);
  const after = (m.input ?? '').slice((m.index ?? 0) + m[0].length);
  return NOT_NOW.test(before) || (WHAT_NEXT.test(before) && /^\s*\?/.test(after));
};
/** Words before a weekday that make it one gone by. */
const PAST_DAY =
  /\b(died|passed|passed away|fired|let me go|let go|murio|fallecio|falleci|morreu|faleceu|briguei|since|desde)\b[^.!?]*$/;

/** A birth date ("born in March 1990", "nací el 3 de mayo de 1988") names the chart, not a time to look at. */
const BIRTH = /\b(born|birth|naci|nasci|nacida|nacido|nascida|nascido|ne|nee|geboren|nato|nata)\b[^.!?]{0,30}$/;
const isBirthDate = (m: RegExpMatchArray) => BIRTH.test((m.input ?? '').slice(0, m.index));

/** "between now and (the) end of January", "until the end of January", "hasta finales de enero", "bis Ende Januar". */
const UNTIL_MONTH = new RegExp(
  `\\b(?:between now and|from now (?:to|until|till)|(?:up )?(?:until|till|through|thru)|hasta|ate|jusqu'?(?:a|au)|bis|fino a)\\s+(?:the\\s+)?(?:end of\\s+|finales de\\s+|fin(?:al)? de\\s+|o fim de\\s+|(?:la )?fin (?:de\\s+|d')?|ende\\s+|fine\\s+(?:di\\s+)?)?(${monthPattern})(?:\\s+((?:19|20)\\d\\d))?\\b`,
);

const RULES: Rule[] = [
  [UNTIL_MONTH, (m) => ({ kind: 'month', month: monthOf(m[1]!), year: m[2] ? Number(m[2]) : null, fromNow: true })],
  [
    /\b(when (will|is|are|do|does|should|can|could|would|am)|when'?s|when(?= ?\?)|how long (until|till|before|will|does|do|is)|how old will|what (year|age|month) will|by when|exact date|(?:what|which) date|(?:return|retrograde) date|wen is|cuando (?:mejora|empieza|termina|cambia|acaba)|quando (?:comeca|melhora|termina|muda|acaba)|ne zaman|will [\p{L} ]{1,30} ever|cuando (sera|va|voy|vendra|llega|es|tendre)|cuando\b(?![^.!?]*\b(naci|nacio)\b)(?=[^.!]*\?)|que ano|em que ano|a que edad|quando (vai|sera|vou|e|chega|terei)|quando\b(?![^.!?]*\b(nasci|nasceu|sono nat[oa])\b)(?=[^.!]*\?)|quand\b(?=[^.!]*\?)|wann|когда)(?=\P{L}|$)/u,
    () => ({ kind: 'when' }),
  ],
  [
    new RegExp(
      `\\b(?:(?:in|en|em|de|for|para|by|around|en el mes de|no mes de)\\s+)?(${monthPattern})(?:\\s+(?:de\\s+|of\\s+)?((?:19|20)\\d\\d))?\\b`,
    ),
    (m, year) => {
      if (isBirthDate(m)) return null;
      const word = m[1]!;
      const named = m[2] ? Number(m[2]) : null;
      const led =
        /^(in|en|em|de|for|para|by|around)\b/.test(m[0]) || m[0].startsWith('en el') || m[0].startsWith('no mes');
      if (AMBIGUOUS_MONTHS.has(word) && !named && !led) return null;
      if (named !== null && named < year) return { kind: 'past', year: named };
      if (named === null && PAST_EVENT.test((m.input ?? '').slice(Math.max(0, (m.index ?? 0) - 40), m.index))) {
        return { kind: 'past', year: null };
      }
      return { kind: 'month', month: monthOf(word), year: named };
    },
  ],
  [
    /\b(last year|past year|el ano pasado|ano passado|l'annee derniere|letztes jahr|l'anno scorso|(?:back )?in (?:19|20)\d\d|since (?:19|20)\d\d|desde (?:19|20)\d\d|en (?:19|20)\d\d|em (?:19|20)\d\d|(?:19|20)\d\d)\b/,
    (m, year) => {
      if (isBirthDate(m)) return null;
      const named = /((?:19|20)\d\d)/.exec(m[0])?.[1];
      if (!named) return { kind: 'past', year: year - 1 };
      const n = Number(named);
      if (n < year || /^since|^desde/.test(m[0])) return { kind: 'past', year: n };
      return { kind: 'year', year: n };
    },
  ],
  [
    /\b(yesterday|last night|last (week|month|spring|summer|autumn|fall|winter|weekend|christmas)|(days|weeks|months|years) ago|a (week|month|year) ago|the other day|ontem|ayer|anoche|hier|gestern|ieri|hace (un|una|dos|tres|unos|unas|\d+)|ha (um|uma|dois|duas|\d+)|il y a|mes passado|semana passada|semana pasada|mes pasado|letzte woche|letzten monat|la semaine derniere|le mois dernier|la settimana scorsa|il mese scorso)\b/,
    () => ({ kind: 'past', year: null }),
  ],
  [
    /\b(next month|coming month|month ahead|el (proximo|siguiente) mes|el mes que viene|proximo mes|mes que vem|le mois prochain|nachsten monat|il prossimo mese|mese prossimo)\b/,
    () => ({ kind: 'next-month' }),
  ],
  [
    /\b(next year|coming year|year ahead|el (proximo|siguiente) ano|el ano que viene|proximo ano|ano que vem|l'annee prochaine|nachstes jahr|nachste jahr|l'anno prossimo|anno prossimo)\b/,
    () => ({ kind: 'next-year' }),
  ],
  [
    /\b(this month|(?:a good|my|the) month\b(?! ago)|end of the month|este mes|esse mes|mi mes|meu mes|ce mois|diesen monat|questo mese)\b/,
    () => ({ kind: 'this-month' }),
  ],
  [
    /\b(this year|a good year|(?:end|rest|half) of the year|este ano|esse ano|cette annee|dieses jahr|quest'anno|questo anno)\b/,
    () => ({ kind: 'this-year' }),
  ],
  [
    /\b(next week|coming week|la (proxima|siguiente) semana|la semana que viene|proxima semana|semana que vem|la semaine prochaine|nachste woche|la prossima settimana|settimana prossima)\b/,
    () => ({ kind: 'next-week' }),
  ],
  [
    /\b(this week|next few days|coming days|this weekend|(a good|my|the) week\b(?! ago)|esta semana|essa semana|mi semana|minha semana|cette semaine|ma semaine|diese woche|meine woche|questa settimana|mia settimana)\b/,
    () => ({ kind: 'this-week' }),
  ],
  [/\b(tomorrow|tmrw|tmr|manana|amanha|demain|(?<!guten )morgen|domani)\b/, () => ({ kind: 'tomorrow' })],
  [
    /\b(today|tonight|this morning|this afternoon|this evening|my day|hoy|hoje|mi dia|meu dia|esta noche|esta manana|esta manha|hoje a noite|aujourd'hui|ce matin|ce soir|heute|mein tag|oggi|stamattina|stasera|stanotte|la mia giornata)\b/,
    () => ({ kind: 'today' }),
  ],
  [
    /\b(right now|(?<!from |for )now(?! that| on\b)|rn|atm|currently|current|these days|at the moment|at present|this period|ahora|ahorita|actualmente|actuales|(?<=transitos? )actual|estos dias|en este momento|agora|atualmente|atua(?:l|is)|esses dias|no momento|neste momento|maintenant|en ce moment|actuellement|actuel(?:le)?s?|jetzt|gerade|zurzeit|derzeit|momentan|aktuell\w*|im moment|adesso|al momento|in questo momento|attual(?:e|i|mente)|ora(?! d[ie]\b)|nu(?= ?\?|$))\b/,
    (m) => (/^(now|ahora|agora)$/.test(m[0]) && notNow(m) ? null : { kind: 'now' }),
  ],
  [
    // "Is Pluto still on my Ascendant?", "am I in my Saturn return yet": asks about the present.
    /(?:^|[.!?]\s*)(?:is|are|am i)\b[^.!?]{0,40}\b(?:still|yet)\b/,
    () => ({ kind: 'now' }),
  ],
  [
    /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|viernes|sabado|segunda|terca|quarta|quinta|sexta|dimanche|lundi|sonntag|montag|domenica|lunedi)\b/,
    // A weekday after a death, a firing or a fight is a day gone by; one to come is left unread (people name both).
    (m) =>
      PAST_DAY.test((m.input ?? '').slice(Math.max(0, (m.index ?? 0) - 60), m.index))
        ? { kind: 'past', year: null }
        : null,
  ],
];

/** The rules as matchAll runs them over the whole text (it needs the g flag), compiled once. */
const GLOBAL_RULES: Rule[] = RULES.map(([re, read]) => [new RegExp(re.source, `${re.flags}g`), read]);

/** The first time the message names, in reading order; null when it names none. */
export function timeIn(text: string, sent: Date): TimeRef | null {
  const folded = fold(text);
  const year = sent.getUTCFullYear();
  let best: { at: number; ref: TimeRef } | null = null;
  for (const [re, read] of GLOBAL_RULES) {
    for (const m of folded.matchAll(re)) {
      const ref = read(m, year);
      if (ref && (!best || m.index < best.at)) best = { at: m.index, ref };
      if (ref) break;
    }
  }
  return best?.ref ?? null;
}

/** Every time the message names, in reading order: "when is my solar return this year" names "when" and the year. */
export function timesIn(text: string, sent: Date): TimeRef[] {
  const folded = fold(text);
  const year = sent.getUTCFullYear();
  const found: { at: number; ref: TimeRef }[] = [];
  for (const [re, read] of GLOBAL_RULES) {
    for (const m of folded.matchAll(re)) {
      const ref = read(m, year);
      if (ref) found.push({ at: m.index, ref });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.ref);
}
