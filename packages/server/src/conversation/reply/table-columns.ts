// Columns named in a table ask ("a table? date / what / what to do", "columns: date, event, advice", "fecha / qué /
// qué hacer") are the table's columns, every one filled: the first two hold each row's title and point, a "what to do"
// column a step for that row, a "where" column the part of life its house covers. Pure.
import { HOUSE_AREA } from '../phrases.ts';

/** "date / what / what to do", "date | event | advice": three or more short names split by slashes or bars. */
const SLASHED = /((?:[\p{L}' ]{1,24}\s*[/|]\s*){1,5}[\p{L}' ]{1,24})/u;
/** "columns: date, what, what to do", "with columns date, event and advice", "colonnes : date, quoi, que faire". */
const LISTED =
  /\b(?:columns?|colunas?|columnas?|colonnes?|spalten|colonne)\s*(?:for|of|:|de|para|mit|con|com)?\s*:?\s*([\p{L}' ,]+?(?:\s+(?:and|y|e|et|und)\s+[\p{L}' ]+)?)(?:[.?!]|$)/u;

/** The column names a table ask gives, in order, or null when it gives none. */
export function namedColumns(message: string): string[] | null {
  const text = message.toLowerCase().replace(/[’`]/g, "'");
  if (
    !/\b(tables?|tabla|tabela|tableau|tabelle|tabella|columns?|columnas?|colunas?|colonnes?|spalten|colonne)\b/.test(
      text,
    )
  )
    return null;
  const slashed = SLASHED.exec(text)?.[1];
  const raw = slashed ? slashed.split(/\s*[/|]\s*/) : LISTED.exec(text)?.[1]?.split(/\s*,\s*|\s+(?:and|y|e|et|und)\s+/);
  const names = (raw ?? []).map((n) => n.trim().replace(/^(?:a|the|one|la|el|le|die|il)\s+/, '')).filter(Boolean);
  // The words before the first slash may run on from the ask ("in a table? date"): keep the last word or two.
  if (slashed && names.length)
    names[0] = names[0]!
      .split(/\s+/)
      .slice(-2)
      .join(' ')
      .replace(/^.*\b(?:table|tabla|tabela|tableau|tabelle|tabella)\s*/, '');
  return names.length >= 2 && names.every((n) => n.split(/\s+/).length <= 4) ? names : null;
}

const TO_DO =
  /\b(to do|do|action|advice|tip|step|how to|hacer|fazer|faire|tun|fare|consejo|dica|conseil|tipp|consiglio)\b/;
const WHERE = /\b(where|area|house|life|casa|donde|onde|maison|haus|bereich|dove)\b/;

/** A step for a dated row, from what happens in it: begin at a New Moon, finish at a Full Moon, review at a station. */
export function stepFor(point: string): string {
  const area = houseArea(point);
  const there = area ? ` about ${area.replace(/^your /, '')}` : '';
  if (/\bnew moon\b|\bmoon is new\b|^new\b/i.test(point))
    return `Start one small thing${there}; write the intention down.`;
  if (/\bfull moon\b|\bmoon is full\b|^full\b/i.test(point)) return `Finish or let go of one thing${there}.`;
  if (/\beclipse\b/i.test(point)) return 'Keep plans flexible for a few days and notice what ends or begins.';
  if (/\bretrograde\b/i.test(point)) return 'Review and redo rather than launch; double-check plans and messages.';
  if (/\bdirect\b/i.test(point)) return 'Pick up what stalled and move it forward again.';
  if (/\b(?:moves|into) your\b/i.test(point)) return `Give some time and energy to ${area ?? 'this part of life'}.`;
  if (/\bsquares?|oppos\w*|square\b/i.test(point))
    return 'Expect friction here; choose one thing to settle, not everything.';
  if (/\btrines?|sextiles?\b/i.test(point)) return 'Use the easy flow: ask, apply or reach out now.';
  return 'Notice what it stirs, and write one line about it that day.';
}

/** The part of life a row's house covers ("your 2nd house": money, possessions and self-worth). */
function houseArea(point: string): string | null {
  const house = /\byour (\d{1,2})(?:st|nd|rd|th) house\b/.exec(point)?.[1];
  return house ? (HOUSE_AREA[Number(house)] ?? null) : null;
}

/** A two-column markdown table given the named columns, each further column filled for every row. */
export function withNamedColumns(table: string, columns: readonly string[]): string {
  const lines = table.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  if (start < 0) return table;
  const rows = lines.slice(start + 2).filter((l) => l.startsWith('|'));
  const cells = rows.map((r) =>
    r
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim()),
  );
  const fill = (name: string, [title = '', point = '']: string[]) =>
    TO_DO.test(name)
      ? stepFor(point)
      : WHERE.test(name)
        ? (houseArea(point) ?? 'your life as a whole')
        : point || title;
  const head = columns.map((c) => c.replace(/^\p{Ll}/u, (x) => x.toUpperCase()));
  const body = cells.map(
    (c) => `| ${[c[0] ?? '', c[1] ?? '', ...columns.slice(2).map((n) => fill(n, c))].join(' | ')} |`,
  );
  const out = [`| ${head.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...body];
  return [...lines.slice(0, start), ...out, ...lines.slice(start + 2 + rows.length)].join('\n');
}
