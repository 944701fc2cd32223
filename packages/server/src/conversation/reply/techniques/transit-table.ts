// "Put the transits you mentioned in a table: planet, position, natal point, aspect, orb, exact date", "Eine Tabelle
// mit den wichtigsten Daten 2027", "Table: date, transit, what to do. Max 6 rows": a real markdown table of computed
// transits (the current ones, or a named year's exact hits from the year ahead), with the columns asked (or sensible
// ones) and the row cap kept. Before, these were cut from the reply's prose into two-column fragments. Pure.
import { formatDegree } from '@stellara/contract';
import type { ChartContext, ChartTransit } from '../../chart-context.ts';
import { humanDate } from '../dates.ts';
import { namedColumns, stepFor } from '../table-columns.ts';
import { TABLE_ASKED, type TechniqueAnswer } from './words.ts';

const TRANSIT_WORD = /\b(transits?|transitos?|transiti|transite|transiten|transitten)\b/;
/** Dated events asked as a table ("die wichtigsten Daten 2027", "date, transit, what to do"). */
const DATES_WORD = /\b(dates?|daten|datas?|fechas?|termine|when)\b/;
const YEAR = /\b(20\d\d)\b/;

/** The message asks for transits or a year's dates as a table. */
export function asksTransitTable(text: string): boolean {
  return TABLE_ASKED.test(text) && (TRANSIT_WORD.test(text) || (DATES_WORD.test(text) && YEAR.test(text)));
}

/** "max 6 rows", "at most 5", "höchstens 4 Zeilen", "6 filas": the row cap asked, or null. */
export function rowCap(text: string): number | null {
  const m =
    /\b(?:max(?:imum)?|at most|up to|no more than|hochstens|höchstens|maximo|máximo|massimo|au plus)\.?\s*(\d{1,2})\b/i.exec(
      text,
    ) ?? /\b(\d{1,2})\s*(?:rows|lines|zeilen|filas|linhas|lignes|righe|rijen)\b/i.exec(text);
  return m ? Number(m[1]) : null;
}

const VERB: Readonly<Record<string, string>> = { conjunction: 'conjunct', opposition: 'opposite' };
type Row = { transit: ChartTransit; date: string | null };

/** One cell of a row for a column asked by name, from the computed transit only. */
function cell(column: string, { transit: t, date }: Row, chart: ChartContext): string {
  const c = column.toLowerCase();
  const what = `${t.planet} ${VERB[t.aspect] ?? `${t.aspect}s`} ${t.target}`;
  if (/to do|do\b|advice|tip|step|hacer|fazer|faire|tun|fare/.test(c)) return stepFor(what);
  if (/date|datum|fecha|data|when|exact/.test(c)) return date ? humanDate(date, { year: true }) : '–';
  if (/natal|target|point|punkt|punto|ponto|point/.test(c)) return t.target;
  if (/position|where|degree|grad|posici|posi/.test(c)) {
    const p = chart.sky?.positions.find((s) => s.name === t.planet);
    return p ? `${formatDegree(p.degree)} ${p.sign}` : '–';
  }
  if (/aspect|aspekt|aspecto|aspetto/.test(c)) return t.aspect;
  if (/orb/.test(c)) return `${t.orb.toFixed(1)}°`;
  if (/transit/.test(c)) return what;
  if (/planet|planeta|pianeta/.test(c)) return t.planet;
  return what;
}

/** "Table: date, transit, what to do.", "in a table: planet, orb": names listed after the word table and a colon. */
function colonColumns(message: string): string[] | null {
  const m = /\b(?:table|tabelle|tabla|tabela|tableau|tabella|tabel)\b[^:]{0,12}:\s*([\p{L}' ,]+?)(?:[.?!\n]|$)/iu.exec(
    message,
  );
  const names =
    m?.[1]
      ?.split(/\s*,\s*|\s+(?:and|y|e|et|und)\s+/)
      .map((n) => n.trim())
      .filter(Boolean) ?? [];
  return names.length >= 2 && names.every((n) => n.split(/\s+/).length <= 4) ? names : null;
}

const DEFAULT_NOW = ['Planet', 'Position', 'Natal point', 'Aspect', 'Orb', 'Exact date'];
const DEFAULT_YEAR = ['Date', 'Transit', 'What to do'];

/** The transits as a table: the year's exact hits when a year other than now is named, else the current ones. */
export function transitTableAnswer(
  text: string,
  message: string,
  chart: ChartContext,
  now: Date,
): TechniqueAnswer | null {
  const year = YEAR.exec(text)?.[1];
  const later = year && Number(year) !== now.getUTCFullYear() ? year : null;
  const rows: Row[] = later
    ? chart.yearAhead
        .flatMap((t) => t.exact.filter((d) => d.startsWith(later)).map((date) => ({ transit: t, date })))
        .sort((a, b) => a.date.localeCompare(b.date))
    : chart.transits.map((t) => ({
        transit: t,
        date: t.exact.find((d) => d >= now.toISOString()) ?? t.exact.at(-1) ?? null,
      }));
  if (!rows.length) return null;
  const cap = rowCap(text);
  const kept = cap ? rows.slice(0, cap) : rows;
  const columns = namedColumns(message) ?? colonColumns(message) ?? (later ? DEFAULT_YEAR : DEFAULT_NOW);
  // The strongest rows are kept; a table that leads with the date reads them in date order.
  const byDate = (a: Row, b: Row) => (a.date ?? '9999').localeCompare(b.date ?? '9999');
  const shown = /^(date|datum|fecha|data|when)/i.test(columns[0] ?? '') ? [...kept].sort(byDate) : kept;
  const head = columns.map((c) => c.replace(/^\p{Ll}/u, (x) => x.toUpperCase()));
  const table = [
    `| ${head.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...shown.map((r) => `| ${columns.map((c) => cell(c, r, chart).replace(/\|/g, '/')).join(' | ')} |`),
  ].join('\n');
  const what = later ? `the exact transit hits of ${later}` : 'your current transits';
  return {
    technique: 'transits-table',
    answer: `Here are ${what} as a table${cap && rows.length > cap ? `, the first ${cap}` : ''}, from your computed chart.`,
    details: [],
    technical: [],
    ids: ['Transits table'],
    closing: 'Ask me about any row and I will read it for you.',
    table,
  };
}
