// Another person's birth data typed in a chat message ("my husband Tom was born 14 February 1991 at 11:00 in
// London"), read so a compatibility reading uses that person's real chart, and a stored chart the message names
// ("how do I get on with Tom?"). Pure: the caller resolves the place and casts the chart. Dates, clock times and
// places are read in English, Spanish, Portuguese, French, German and Italian ("nació el 3 de marzo de 1991 a las
// 7:10 en Lisboa"); a date written as 3/4/1990 could be either month, so it is reported as unclear, never guessed.
import { MONTHS } from './dates.ts';
import { ADJECTIVE } from './relation-words.ts';
import { datesIn, type FoundDate, monthOf, type TypedDate } from './typed-dates.ts';
import { upperFirst } from './voices/grammar.ts';

export interface TypedPartnerBirth {
  /** The name the message gives them ("Tom"), or null. */
  name: string | null;
  /** How the person calls them ("husband"), or null. */
  relation: string | null;
  /** Null when a date was written but could be read two ways (see `unclearDate`). */
  date: TypedDate | null;
  /** The date as written, when it could be read two ways ("3/4/1990"). */
  unclearDate: string | null;
  /** Local time of birth, when given. */
  time: { hour: number; minute: number } | null;
  /** The birthplace as written ("London, England"), when given. */
  place: string | null;
}

/** Words that name someone close, in the order a message says them ("my husband", "my partner"). */
export const RELATIONS = [
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'fiance',
  'fiancé',
  'fiancee',
  'fiancée',
  'spouse',
  'crush',
  'ex',
  'date',
  'lover',
  'friend',
  'best friend',
  'boss',
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'son',
  'daughter',
  'sister',
  'brother',
  'colleague',
] as const;
export const RELATION = `(${[...RELATIONS].sort((a, b) => b.length - a.length).join('|')})`;

/** A birth is being talked about (not a date of some event). */
const BIRTH_CUE =
  /\b(born|birthday|birth ?date|date of birth|dob|b\.|naci[oó]|nacid[ao]|naceu|nasceu|nascid[ao]|n[ée]e?|geboren|geburtstag|nat[oa]|nacimiento|nascimento|naissance)(?![\p{L}])/iu;
/** The person's own birth: "I was born", "my birthday". */
const OWN_BIRTH =
  /\b(i was born|i'm born|i am born|i was b\.|my (own )?(birthday|birth ?date|date of birth|dob)|mine is|me:|yo naci|naci|eu nasci|nasci|je suis n[ée]e?|ich bin (?:am )?[^.]*geboren|sono nat[oa])(?![\p{L}])/iu;

/** Someone else spoken of, in the six languages: a pronoun or a word for a partner. */
const OTHER_PERSON =
  /(?<![\p{L}])(he|she|they|his|her|their|him|them|partner|person|el|él|ella|ele|ela|il|elle|er|sie|lui|lei|pareja|novi[oa]|mari|femme|copain|copine|freund|freundin|mann|frau|namorad[oa]|marido|esposa|mulher|ragazz[oa]|fidanzat[oa])(?![\p{L}])/iu;
/** The message is about the pair, in the six languages. */
const ABOUT_US =
  /(?<![\p{L}])(we|us|compatib\w*|compatív\w*|compativ\w*|kompatib\w*|synastry|sinastr[ií]a|synastrie|match|somos|nosotros|nous|wir|nós|noi|passen)(?![\p{L}])/iu;

/** Capitalised words that are not names. */
export const NOT_NAMES = new Set(
  [
    'i',
    'my',
    'me',
    'he',
    'she',
    'they',
    'his',
    'her',
    'their',
    'we',
    'our',
    'us',
    'what',
    'how',
    'why',
    'when',
    'where',
    'which',
    'who',
    'is',
    'are',
    'am',
    'was',
    'can',
    'could',
    'will',
    'would',
    'do',
    'does',
    'did',
    'the',
    'a',
    'an',
    'and',
    'but',
    'so',
    'born',
    'hi',
    'hello',
    'hey',
    'please',
    'thanks',
    'tell',
    'compare',
    'read',
    'check',
    'look',
    'also',
    'pro',
    'stellara',
    ...MONTHS,
  ].map((w) => w.toLowerCase()),
);
const NAME = "([A-Z][\\p{L}'’-]{1,30})";
const isName = (word: string | undefined): word is string =>
  !!word && /^\p{Lu}/u.test(word) && !NOT_NAMES.has(word.toLowerCase()) && !monthOf(word);

/** The part of the day said after a 12-hour clock time, in six languages: "10:30 de la noche", "7 in the evening". */
const DAY_PART =
  /\b(\d{1,2})(?:(?::|h|\.)(\d{2}))?\s*(?:h|uhr)?\s+(?:(?:de la|del|de l'|da|do|du|di|della|in the|at|at the|'s)\s+)?(noche|tarde|madrugada|manana|mañana|night|evening|afternoon|morning|noite|manha|manhã|soir|nuit|apres-midi|après-midi|matin|abends|nachts|nachmittags|morgens|fruh|früh|sera|notte|pomeriggio|mattina|mattino|avonds|middags|ochtends|nachts)(?![\p{L}\d])/iu;
const EVENING =
  /^(noche|tarde|night|evening|afternoon|noite|soir|nuit|apres-midi|après-midi|abends|nachts|nachmittags|sera|notte|pomeriggio|avonds|middags)$/i;

/** "10:30 de la noche" is 22:30; "3 at night" stays 3:00; "6 in the morning" 6:00. */
function dayPartTime(text: string): { hour: number; minute: number } | null {
  const m = DAY_PART.exec(text);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const part = m[3]!.toLowerCase();
  if (!EVENING.test(part)) return { hour: hour % 12, minute };
  // Night words before dawn ("3 de la noche") are the small hours; twelve at night is midnight.
  if (/^(noche|night|noite|nuit|nachts|notte)$/.test(part) && (hour <= 4 || hour === 12))
    return { hour: hour % 12, minute };
  return { hour: (hour % 12) + 12, minute };
}

/** A time of day: 11:00, 3:30 pm, 3pm, 14h30, 6h, 6 Uhr, noon, midnight, 10:30 de la noche. */
export function timeIn(text: string): { hour: number; minute: number } | null {
  if (/\b(at )?noon\b/i.test(text)) return { hour: 12, minute: 0 };
  const part = dayPartTime(text);
  if (part) return part;
  if (/\b(at )?midnight\b/i.test(text)) return { hour: 0, minute: 0 };
  const clock = /\b(\d{1,2})(?::|h|\.)(\d{2})\s*(a\.?m\.?|p\.?m\.?)?(?!\d)/i.exec(text);
  const hourOnly = /\b(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)(?!\w)/i.exec(text);
  // "vers 6h", "às 6h", "um 6 Uhr": a whole hour on the 24-hour clock.
  const onTheHour = /\b(\d{1,2})\s?(?:h|uhr)(?![\p{L}\d])/iu.exec(text);
  if (!clock && !hourOnly && onTheHour)
    return Number(onTheHour[1]) <= 23 ? { hour: Number(onTheHour[1]), minute: 0 } : null;
  const m = clock ?? hourOnly;
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = clock ? Number(m[2]) : 0;
  const half = (clock ? m[3] : m[2])?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** "in London, England": capitalised words after "in" (not a month), up to the end of the clause. */
export function placeIn(text: string): string | null {
  // A word of a place name: "St." may end in a full stop; any other full stop ends the sentence, and the place.
  const word = "(?:St\\.|\\p{Lu}[\\p{L}'’-]*)";
  const re = new RegExp(
    `\\bin\\s+(${word}(?:(?:,\\s*|\\s+)(?:(?:de|da|do|del|la|le|upon|on|am|im|sur)\\s+)?${word})*)`,
    'gu',
  );
  for (const m of text.matchAll(re)) {
    // A question word after a comma starts the next clause ("in Leeds, What ..."), never the place.
    const words = m[1]!.split(/(?=,\s*|\s+)/);
    const cut = words.findIndex((w, i) => i > 0 && NOT_NAMES.has(w.replace(/^[,\s]+/, '').toLowerCase()));
    const place = (cut === -1 ? words : words.slice(0, cut)).join('').replace(/[.,\s]+$/, '');
    const first = place.split(/[\s,]/)[0]!;
    if (monthOf(first)) continue;
    return place;
  }
  return null;
}

/**
 * Words after "in", "en", "à"... that never start a birthplace (articles, times of day, question words, and the
 * English "a lot", "a bit" that Italian's "nato a Roma" cue would otherwise catch).
 */
const NOT_PLACE = new Set(
  `${[...NOT_NAMES].join(' ')} la las los le les el lo de del du des der die das the this that morning night evening afternoon tarde noche manana madrugada matin soir nuit morgens abends nachts mattina sera notte noite um uma un una une ein eine it its what como comment wie come às as am um at on vers hacia gegen in en em na no à au aux im nel nella il ad lot lots bit few little while couple alguien alguem alguém quelqu'un qualcuno jemanden someone somebody`.split(
    ' ',
  ),
);
/** "Was born" in the six languages, after a name ("a Marta nasceu": the person, not a place). */
const BORN_WORDS = 'was born|is born|born|née?|nacid[oa]|naci[oó]|nasceu|nascid[oa]|geboren|nat[oa]';
const BORN_WORD = new RegExp(`^(?:${BORN_WORDS})(?!\\p{L})`, 'iu');
/** The words that introduce a birthplace in the six languages. */
const PLACE_CUE = /(?<=^|[\s,])(?:in|en|em|na|no|à|a|au|aux|im|nel|nella|ad)\s+/giu;

/**
 * A birthplace written in lower case ("in lisbon", "en lisboa", "à lisbonne"): up to three words after a place word,
 * ending at punctuation or at a word that is not part of a place. The places service says whether it is one.
 */
export function lowerCasePlaceIn(text: string): string | null {
  for (const m of text.matchAll(PLACE_CUE)) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const words: string[] = [];
    const all = rest.trim().split(/\s+/);
    for (const w of all) {
      const word = w.replace(/[.,;!?)]+$/, '');
      if (!/^[\p{L}'’-]{2,}$/u.test(word) || NOT_PLACE.has(word.toLowerCase()) || monthOf(word)) break;
      words.push(word);
      if (word !== w || words.length === 3) break;
    }
    // "a Marta nasceu em …": a word followed by "born" is the person, not the place.
    if (BORN_WORD.test(all.slice(1, 3).join(' '))) continue;
    if (words.length) return words.join(' ');
  }
  return null;
}

/** "07:10, manchester", "7.10pm - lisbon": a place listed straight after the clock time, up to three words. */
export function placeAfterTime(text: string): string | null {
  const m = /\d{1,2}(?::|h|\.)\d{2}\s*(?:a\.?m\.?|p\.?m\.?)?\s*[,–-]\s*((?:[\p{L}'’-]{2,}\s*){1,3})/iu.exec(text);
  const words = (m?.[1] ?? '').trim().split(/\s+/);
  const cut = words.findIndex((w) => NOT_PLACE.has(w.toLowerCase()) || monthOf(w));
  const place = (cut === -1 ? words : words.slice(0, cut)).join(' ');
  return place.length >= 2 ? place : null;
}

/** Relations a "he" or "she" can point back to; the rest ("partner", "friend") can be either. */
const HE = new Set(['husband', 'boyfriend', 'fiance', 'fiancé', 'dad', 'father', 'son', 'brother']);
const SHE = new Set(['wife', 'girlfriend', 'fiancee', 'fiancée', 'mum', 'mom', 'mother', 'daughter', 'sister']);
/**
 * "My little brother Sam": a relation after "my", an adjective allowed, and the name after it, looked at ahead and
 * not taken, so "my mum, my husband" still finds the husband.
 */
const MY_RELATION_NAMED = new RegExp(`\\bmy\\s+${ADJECTIVE}${RELATION}\\b(?=(?:,?\\s+${NAME})?)`, 'giu');
/** A relation who only passes something on ("my mom says", "according to my sister"), not the one it is about. */
const SAYS_AFTER =
  /^\s+(?:says|said|say|thinks|thought|reckons|swears|insists|claims|keeps saying|told me|tells me)\b/i;
const SAYS_BEFORE = /\baccording to\s+$/i;

/**
 * The relation the birth data at `at` belongs to, with the name given after it: in "my little brother … my mom says
 * … his info is 3 may 2001" the brother, not the mum. A "he" or "she" just before the data points back to a relation
 * of that sex; else the one who is not only passing it on; else the one named nearest before the data. Null when no
 * relation is named, or the pronoun fits none of them ("my mom says he was born …").
 */
export function relationFor(text: string, at = text.length): { relation: string; name: string | null } | null {
  const all = [...text.matchAll(MY_RELATION_NAMED)].map((m) => {
    const end = (m.index ?? 0) + m[0].length;
    const relation = m[2]!.toLowerCase();
    const says = SAYS_AFTER.test(text.slice(end)) || SAYS_BEFORE.test(text.slice(0, m.index));
    return { at: m.index ?? 0, relation, name: isName(m[3]) ? m[3] : null, says };
  });
  const before = all.filter((m) => m.at < at);
  const near = before.length ? before : all;
  if (!near.length) return null;
  const pronoun = [...text.slice(near[0]!.at, at).matchAll(/\b(he|his|him|she|her|hers)\b/gi)].at(-1)?.[1];
  const sex = pronoun ? (/^(he|his|him)$/i.test(pronoun) ? HE : SHE) : null;
  const other = sex === HE ? SHE : HE;
  // Rank: fits the pronoun (its sex, then either), then is not only passing the data on, then nearest the data.
  const fit = (r: string) => (!sex ? 1 : sex.has(r) ? 2 : other.has(r) ? 0 : 1);
  const best = near.reduce((a, b) =>
    fit(b.relation) > fit(a.relation) || (fit(b.relation) === fit(a.relation) && (a.says || !b.says)) ? b : a,
  );
  return fit(best.relation) === 0 ? null : { relation: best.relation, name: best.name };
}

/** The person "my <relation> <Name>" names in a message (name null when none follows). */
export function personNamedIn(text: string): { name: string | null; relation: string | null } {
  return relationFor(text) ?? { name: null, relation: null };
}

/** The name and relation of the person the date at `at` belongs to, from the words around it. */
function whoIn(text: string, at: number): { name: string | null; relation: string | null } {
  const relation = relationFor(text, at);
  if (relation) return relation;
  // "Husband: Sipho, 27 Nov 1981": the relation as a label, the name after it.
  const labelled = new RegExp(`^\\W*${RELATION}\\s*:\\s*(?:${NAME})?`, 'iu').exec(text);
  if (labelled) return { relation: labelled[1]!.toLowerCase(), name: isName(labelled[2]) ? labelled[2]! : null };
  // "can you look at miguels chart?": the name the chart is asked for by, however it is typed.
  const chartOf = /(?<![\p{L}])([\p{L}][\p{L}-]{1,30}?)(?:'s|’s|s)\s+(?:birth ?)?chart\b/iu.exec(text)?.[1];
  if (chartOf && !/^(?:my|your|his|her|their|our|the|this|that|whose|someone|somebody)$/i.test(chartOf))
    return { name: upperFirst(chartOf.toLowerCase()), relation: null };
  const patterns = [
    // "Rafael Costa, nasceu …": the first name, not the surname.
    new RegExp(
      `${NAME}(?:\\s+[A-Z][\\p{L}'’-]{1,30}){0,2}(?:'s|’s)?,?\\s+(?:(?:est|ist|es|è|é|foi|wurde)\\s+)?(?:${BORN_WORDS}|birthday|birth ?date|date of birth|dob)(?![\\p{L}])`,
      'gu',
    ),
    new RegExp(`\\b(?:with|and)\\s+${NAME}\\b`, 'gu'),
    new RegExp(`${NAME}\\s*\\(`, 'gu'),
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) if (isName(m[1])) return { name: m[1], relation: null };
  }
  // "theo, born 3 feb 1988": a name typed in lower case, opening the message before "born".
  const opening = /^\s*([\p{Ll}][\p{L}'’-]{1,30}),?\s+(?:was\s+)?born\b/u.exec(text)?.[1];
  if (opening && !NOT_PLACE.has(opening) && !monthOf(opening)) return { name: upperFirst(opening), relation: null };
  return { name: null, relation: null };
}

/**
 * "My partner rafal, 22 feb 1987, 11.40pm, gdansk": someone close named by "my …" next to a full date at least ten
 * years back, with no other cue, is their birth date (an event is dated with a verb: "we met on 3 May 2015").
 */
export const MY_RELATION = new RegExp(`\\bmy ${RELATION}\\b`, 'i');
const EVENT_VERB = /\b(met|married|moved|started|died|passed|split|broke up|since|ago|left|divorced)\b/i;
/** "her birth details are", "Husband: Sipho, …", "can you look at miguel's chart? 3 March 2014": someone's details. */
const SOMEONES_DETAILS =
  /\b(?:birth (?:details|data|info)|(?:his|her|their) (?:details|info|data) (?:are|is)|(?:husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter|mum|mom|mother|dad|father|brother|sister|friend|boss)\s*:|(?!my\b|your\b)[a-z]+'?s (?:birth ?)?chart)(?![\p{L}])/iu;

function namesSomeonesBirth(message: string, dates: readonly FoundDate[]): boolean {
  const year = new Date().getUTCFullYear();
  return (
    (MY_RELATION.test(message) || SOMEONES_DETAILS.test(message)) &&
    !EVENT_VERB.test(message) &&
    dates.some((d) => !!d.date?.year && d.date.year >= 1900 && d.date.year <= year - 10)
  );
}

/**
 * Another person's birth data in a message, or null when it gives none (no birth date, or only the person's own).
 * Time and place are read from the part of the message about that person.
 */
export function partnerBirthIn(message: string): TypedPartnerBirth | null {
  const dates = datesIn(message);
  if (!BIRTH_CUE.test(message) && !namesSomeonesBirth(message, dates)) return null;
  for (const [i, d] of dates.entries()) {
    const from = i === 0 ? 0 : dates[i - 1]!.end;
    const to = dates[i + 1]?.index ?? message.length;
    const before = message.slice(from, d.index);
    // The clause that introduces this date says whose it is; a second date's details follow its own clause.
    const boundaries = [...before.matchAll(/[.;!?]|\b(and|but|while)\b/g)];
    const clauseStart = from + (boundaries.at(-1)?.index ?? -1) + 1;
    if (OWN_BIRTH.test(`${message.slice(clauseStart, d.index)} `)) continue;
    // The first date may be introduced by the whole message before it ("Tom, born in London on ...").
    const segment = `${message.slice(i === 0 ? 0 : clauseStart, d.index)} ${message.slice(d.end, to)}`;
    const who = whoIn(message.slice(from, to), d.index - from);
    const mentionsSomeone = who.name !== null || who.relation !== null || OTHER_PERSON.test(message.slice(from, to));
    if (!mentionsSomeone && dates.length === 1 && !ABOUT_US.test(message)) continue;
    return {
      ...who,
      date: d.date,
      unclearDate: d.date ? null : d.text,
      time: timeIn(segment),
      place: birthplaceIn(segment),
    };
  }
  return null;
}

/**
 * The birthplace in a person's clause: looked for after its last "born" first, so a place the day was spent in
 * ("I met someone in Lyon yesterday: Paul, born … in Dijon") is not taken for it.
 */
function birthplaceIn(segment: string): string | null {
  const born = [...segment.matchAll(new RegExp(`(?<!\\p{L})(?:${BORN_WORDS})(?!\\p{L})`, 'giu'))].at(-1);
  const firstPlace = (text: string) =>
    placeIn(text) ??
    placeAfterTime(text) ??
    lowerCasePlaceIn(text.replace(/\b\d{1,2}(?::|h|\.)\d{2}\s*(?:a\.?m\.?|p\.?m\.?)?/gi, ' '));
  return (born && born.index > 0 ? firstPlace(segment.slice(born.index)) : null) ?? firstPlace(segment);
}

export const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message without the birth details typed in it (dates, clock times, the birthplace), for the understanding
 * step: "was born 14 February 1991 at 11:00 in Manchester" is not news to be met with sympathy, nor a period asked
 * about, and a classifier can read it as either.
 */
export function withoutBirthDetails(message: string): string {
  let out = message;
  for (const d of datesIn(message).reverse()) out = out.slice(0, d.index) + out.slice(d.end);
  out = out
    .replace(/\b\d{1,2}(?::|h|\.)\d{2}\s*(a\.?m\.?|p\.?m\.?)?(?!\d)/gi, '')
    .replace(/\b\d{1,2}\s*(a\.?m\.?|p\.?m\.?)(?!\w)/gi, '')
    .replace(/\b(at |around )?(noon|midnight)\b/gi, '');
  const place = placeIn(out);
  if (place) out = out.replace(new RegExp(`\\bin\\s+${regexEscape(place)}`, 'u'), '');
  return out
    .replace(/\b(on|at|in|around)\s*(?=[.,;!?)]|$)/gi, '')
    .replace(/\s+([.,;!?)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
