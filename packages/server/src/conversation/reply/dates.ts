// Dates as people read them in a reply: "19 November to 1 December 2026", never "2026-11-19". The chart context
// keeps ISO dates; everything a reader sees, or a model is shown and may copy, goes through these.

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An ISO date or datetime ("2026-11-19", "2026-11-19T10:00:00Z") or month ("2027-06"), in parts. */
function partsOf(iso: string): { year: number; month: string; day: number | null } | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return null;
  return { year: Number(m[1]), month, day: m[3] ? Number(m[3]) : null };
}

/** "19 November 2026" ("19 November" without the year); "June 2027" for a month. The text itself if not a date. */
export function humanDate(iso: string, options: { year?: boolean } = {}): string {
  const p = partsOf(iso);
  if (!p) return iso;
  const dayMonth = p.day === null ? p.month : `${p.day} ${p.month}`;
  return options.year === false ? dayMonth : `${dayMonth} ${p.year}`;
}

/**
 * A span of days (or months) with the year said once where it can be: "19 to 30 November 2026",
 * "19 November to 1 December 2026", "20 December 2026 to 3 January 2027", "June to August 2027".
 */
export function humanRange(from: string, to: string): string {
  const a = partsOf(from);
  const b = partsOf(to);
  if (!a || !b) return `${humanDate(from)} to ${humanDate(to)}`;
  if (a.year !== b.year) return `${humanDate(from)} to ${humanDate(to)}`;
  if (a.month === b.month && a.day !== null && b.day !== null) {
    return a.day === b.day ? humanDate(from) : `${a.day} to ${b.day} ${b.month} ${b.year}`;
  }
  if (a.month === b.month && a.day === null && b.day === null) return humanDate(from);
  return `${humanDate(from, { year: false })} to ${humanDate(to)}`;
}

/** ISO dates written into text (the thing a reply must not show). */
export const ISO_DATE_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

/** The ISO dates a text holds, for checks. */
export const isoDatesIn = (text: string): string[] => text.match(ISO_DATE_IN_TEXT) ?? [];

/** Several days, the year said once per run of one year: "14 February and 2 June 2027", "30 November 2026 and 14 February 2027". */
export function humanDates(isos: readonly string[]): string {
  const parts: string[] = [];
  isos.forEach((iso, i) => {
    const next = isos[i + 1];
    const sameYearAsNext = next !== undefined && next.slice(0, 4) === iso.slice(0, 4);
    parts.push(humanDate(iso, { year: !sameYearAsNext }));
  });
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * A passage's dates in one phrase, as every screen states them: its exact hits, then when it is in orb ("exact on 14
 * February 2027 (in orb 3 December 2026 to 29 March 2027)").
 */
export function passageDates(t: { start: string | null; end: string | null; exact: readonly string[] }): string {
  const hits = t.exact.length ? `exact on ${humanDates(t.exact)}` : 'close but not exact this time';
  const day = (iso: string) => iso.slice(0, 10);
  const span =
    t.start && t.end
      ? `in orb ${humanRange(day(t.start), day(t.end))}`
      : t.end
        ? `in orb until ${humanDate(day(t.end))}`
        : t.start
          ? `in orb from ${humanDate(day(t.start))}`
          : '';
  return span ? `${hits} (${span})` : hits;
}
