// A table asked of a subject ("a table of my progressions: sun, moon, ascendant", "table of my December dates")
// holds rows of that subject only, taken from what the reply computed: progressed points with their degree and house,
// dated events with their date. Never natal rows padding a progressed table; when fewer rows exist than were asked,
// the table says so plainly. Pure.
import { PLANET_NAMES } from '@stellara/astro';
import { MONTHS } from './dates.ts';
import { normalise } from './own-terms.ts';
import { namedColumns } from './table-columns.ts';

export { asksTransitTable } from './techniques/transit-table.ts';

/** What a table was asked of: progressed points, dated events (in one month when named), or the reply's points. */
export interface TableSubject {
  of: 'progressed' | 'dated' | null;
  month: string | null;
  /** The points named in the ask ("sun, moon, ascendant"), in the chart's words. */
  named: string[];
  /** The columns named in the ask ("date / what / what to do"), every one filled (table-columns.ts). */
  columns?: string[] | null;
}

const PROGRESSED = /\b(progress\w*|progresion\w*|progressao|progressoes|progresiones)\b/;
const DATED = /\b(dates?|fechas?|datas?|termine|daten|dias?|days|when)\b/;
/** Month names in the languages people ask in, to the English month the reply writes. */
// biome-ignore format: a table of month words
const MONTH_WORDS: Readonly<Record<string, number>> = {
  enero: 0, janeiro: 0, janvier: 0, januar: 0, febrero: 1, fevereiro: 1, fevrier: 1, februar: 1, marzo: 2, marco: 2,
  mars: 2, marz: 2, abril: 3, avril: 3, mayo: 4, maio: 4, mai: 4, junio: 5, junho: 5, juin: 5, juni: 5, julio: 6,
  julho: 6, juillet: 6, juli: 6, agosto: 7, aout: 7, septiembre: 8, setembro: 8, septembre: 8, octubre: 9,
  outubro: 9, octobre: 9, oktober: 9, noviembre: 10, novembro: 10, novembre: 10, diciembre: 11, dezembro: 11,
  decembre: 11, dezember: 11,
};
const POINT_WORDS: Readonly<Record<string, string>> = {
  ascendant: 'Ascendant',
  rising: 'Ascendant',
  ascendente: 'Ascendant',
  aszendent: 'Ascendant',
  midheaven: 'Midheaven',
  mc: 'Midheaven',
  sol: 'Sun',
  soleil: 'Sun',
  sonne: 'Sun',
  luna: 'Moon',
  lua: 'Moon',
  lune: 'Moon',
  mond: 'Moon',
  venus: 'Venus',
  marte: 'Mars',
};

/** The subject of a table ask, read from the message. */
export function tableSubject(message: string): TableSubject {
  const text = normalise(message);
  const month = monthIn(text);
  const of = PROGRESSED.test(text) ? 'progressed' : month || DATED.test(text) ? 'dated' : null;
  const planets = PLANET_NAMES.filter((p) => new RegExp(`\\b${p}\\b`, 'i').test(text));
  const points = Object.entries(POINT_WORDS)
    .filter(([word]) => new RegExp(`\\b${word}\\b`).test(text))
    .map(([, point]) => point);
  return { of, month, named: [...new Set<string>([...planets, ...points])], columns: namedColumns(message) };
}

function monthIn(text: string): string | null {
  const english = MONTHS.find((m) => new RegExp(`\\b${m.toLowerCase()}\\b`).test(text));
  if (english) return english;
  const other = Object.keys(MONTH_WORDS).find((w) => new RegExp(`\\b${w}\\b`).test(text));
  return other ? MONTHS[MONTH_WORDS[other]!]! : null;
}

type Row = { title: string; point: string };

const POINT_NAMES = [...PLANET_NAMES, 'Ascendant', 'Midheaven'].join('|');
/** "Sun is at 27° Leo in your 10th house", "Ascendant is at 15° Scorpio, in your 1st house". */
const AT_DEGREE = new RegExp(
  `\\b(${POINT_NAMES}) (?:is )?at (\\d+° [A-Z][a-z]+)(?:,? in your (\\d+(?:st|nd|rd|th) house))?`,
  'g',
);

/** Progressed points as the reply computed them, one row each, only those named when some were. */
function progressedRows(body: string, named: readonly string[]): Row[] {
  const rows = new Map<string, Row>();
  for (const sentence of body.split(/(?<=[.!?])\s+/).filter((s) => /progress/i.test(s))) {
    for (const m of sentence.matchAll(AT_DEGREE)) {
      if (named.length && !named.includes(m[1]!)) continue;
      const where = m[3] ? `${m[2]}, ${m[3]}` : m[2]!;
      rows.set(m[1]!, { title: `Progressed ${m[1]}`, point: where });
    }
  }
  return [...rows.values()];
}

const MONTH_NAMES = MONTHS.join('|');
const DATE = `\\d{1,2} (?:${MONTH_NAMES})(?: \\d{4})?`;
const RANGE = new RegExp(`\\(?(?:in orb )?(${DATE})(?: to (${DATE}))?\\)?`);

/** Dated events as the reply computed them: each clause holding a date is a row (its date, what happens). */
function datedRows(body: string, month: string | null): Row[] {
  const clauses = body
    .replace(/^#+ .*$/gm, '')
    .split(/(?<=[.!?])\s+|;\s+|:\s+/)
    .flatMap(oneDateEach)
    .filter((c) => RANGE.test(c));
  const rows = clauses.map((clause) => {
    const m = RANGE.exec(clause)!;
    const date = m[2] ? `${m[1]} to ${m[2]}` : m[1]!;
    const point = clause
      .replace(m[0], ' ')
      .replace(/\s+(?:on|in orb)\s*(?=[,.(]|$)/, ' ')
      .replace(/\s*,\s*$|\s*\.\s*$/, '')
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([,.])/g, '$1')
      .trim()
      // "full in Cancer", cut from "the Moon is new in … and full in …": the Moon named again.
      .replace(
        /^(?:the Moon is )?(new|full) in\b/i,
        (_, phase: string) => `${phase[0]!.toUpperCase()}${phase.slice(1)} Moon in`,
      );
    return { title: date, point, at: Date.parse(m[2] ?? m[1]!) };
  });
  const inMonth = month ? rows.filter((r) => r.title.includes(month)) : rows;
  return [...new Map(inMonth.sort((a, b) => a.at - b.at).map((r) => [r.title + r.point, r])).values()].map(
    ({ title, point }) => ({ title, point }),
  );
}

/** A clause naming two events ("new on 9 December and full on 24 December") cut at its "and", one date a part. */
function oneDateEach(clause: string): string[] {
  const dates = clause.match(new RegExp(DATE, 'g')) ?? [];
  if (dates.length < 2 || new RegExp(`${DATE} to ${DATE}`).test(clause)) return [clause];
  return clause.split(/,?\s+and\s+/).filter(Boolean);
}

const HEADERS = { progressed: '| Progressed point | Where it is |', dated: '| Date | What happens |' } as const;
const NOUNS = { progressed: ['progressed point', 'progressed points'], dated: ['date', 'dates'] } as const;

/**
 * The body as a table of the subject asked, or null when the table was asked of nothing in particular. With no rows
 * of that subject the reply stays as written (never padded with others); with fewer than asked it says how many.
 */
export function subjectTable(body: string, subject: TableSubject, rows: number | null): string | null {
  if (!subject.of) return null;
  const found = subject.of === 'progressed' ? progressedRows(body, subject.named) : datedRows(body, subject.month);
  if (!found.length) return body;
  const kept = rows ? found.slice(0, rows) : found;
  const cell = (s: string) => s.replace(/\|/g, '/').trim();
  const table = [HEADERS[subject.of], '| --- | --- |', ...kept.map((r) => `| ${cell(r.title)} | ${cell(r.point)} |`)];
  const [one, many] = NOUNS[subject.of];
  const within = subject.month ? ` in ${subject.month}` : '';
  const count = kept.length === 1 ? `only one ${one}` : `only ${kept.length} ${many}`;
  const said = rows && found.length < rows ? `There are ${count}${within} to put in it:\n\n` : '';
  return `${said}${table.join('\n')}`;
}
