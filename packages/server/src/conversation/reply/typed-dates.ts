// Full dates typed in a message (day, month and year), in English and the other five languages: "14 February 1991",
// "3 de marzo de 1991", "1991-02-14", "14/02/1991". A numeric date that reads two ways is reported as unclear, never
// guessed. Pure.
import { writtenLanguageOf } from '../understanding/language.ts';
import { MONTH_WORDS } from '../understanding/time.ts';
import { MONTHS } from './dates.ts';

export interface TypedDate {
  year: number;
  month: number;
  day: number;
}

const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** 1–12 for a month's name or its short form ("Sept", "mar."), else 0; "Marseille" is not March. */
export const monthOf = (word: string) => {
  const w = word.toLowerCase().replace('.', '');
  return w.length < 3 ? 0 : MONTHS.findIndex((m) => m.toLowerCase().startsWith(w)) + 1;
};

/** Month names in the other five languages (folded), longest first, for a date written in them. */
const FOREIGN_MONTHS = MONTH_WORDS.flatMap((names) => names.slice(1).filter((w) => w.length >= 3))
  .sort((a, b) => b.length - a.length)
  .join('|');
const foreignMonthOf = (word: string) => MONTH_WORDS.findIndex((names) => names.includes(word.toLowerCase())) + 1;

/** Accents folded without changing the text's length, so a match's place in it holds ("março" -> "marco"). */
function folded(text: string): string {
  const out = text.normalize('NFD').replace(/\p{M}/gu, '');
  return out.length === text.length ? out : text;
}

export interface FoundDate {
  index: number;
  end: number;
  date: TypedDate | null;
  text: string;
}

const validDate = (year: number, month: number, day: number): TypedDate | null => {
  if (year < 1800 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? { year, month, day } : null;
};

const DATE_PATTERNS: {
  re: RegExp;
  /** `dayFirst`: the message is written in a language whose numeric dates put the day first. */
  read: (m: RegExpExecArray, dayFirst: boolean) => TypedDate | null | 'unclear';
}[] = [
  // 1991-02-14
  {
    re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => validDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  // 14 February 1991, 14th of Feb, 1991
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD},?\\s+(\\d{4})\\b`, 'gi'),
    read: (m) => validDate(Number(m[3]), monthOf(m[2]!), Number(m[1])),
  },
  // February 14, 1991
  {
    re: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    read: (m) => validDate(Number(m[3]), monthOf(m[1]!), Number(m[2])),
  },
  // 3 de marzo de 1991, 3 mars 1991, 3. März 1991, 1er mars 1991, 3 de março de 1991 (accents folded first)
  {
    re: new RegExp(
      `\\b(\\d{1,2})(?:\\.|º|°|er)?\\s+(?:de\\s+)?(${FOREIGN_MONTHS})\\.?,?\\s+(?:de\\s+)?(\\d{4})\\b`,
      'gi',
    ),
    read: (m) => validDate(Number(m[3]), foreignMonthOf(m[2]!), Number(m[1])),
  },
  // 14/02/1991, 14.02.1991. Only the United States puts the month first: "03/12/1984" in an English message could be
  // either, in a Portuguese or Dutch one it is 3 December, and dots are written day first everywhere.
  {
    re: /\b(\d{1,2})([/.])(\d{1,2})[/.](\d{4})\b/g,
    read: (m, dayFirst) => {
      const [a, b, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
      if (a === b || a > 12 || m[2] === '.' || dayFirst) {
        const date = validDate(year, b, a);
        if (date || b <= 12) return date;
      }
      if (b > 12) return validDate(year, a, b);
      return 'unclear';
    },
  },
];

/** The full dates a message gives (day, month and year), in order. */
export const birthDatesIn = (message: string): TypedDate[] => datesIn(message).flatMap((d) => (d.date ? [d.date] : []));

export function datesIn(original: string): FoundDate[] {
  const text = folded(original);
  const out: FoundDate[] = [];
  const language = writtenLanguageOf(original);
  const dayFirst = language !== 'en' && language !== 'other';
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const index = m.index ?? 0;
      const end = index + m[0].length;
      if (out.some((d) => index < d.end && end > d.index)) continue;
      const date = read(m as RegExpExecArray, dayFirst);
      if (date === null) continue;
      out.push({ index, end, date: date === 'unclear' ? null : date, text: original.slice(index, end) });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}
