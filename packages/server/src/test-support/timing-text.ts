// Reads back the passages a text names and the dates it gives them, for the tests that check every screen and every
// answer tell one person the same timing (docs/charts.md#passages): the Current Transits page, the Today card, a chat
// reply and the model request. Dates come back as UT calendar days ("2026-12-03"), whether written "3 Dec 2026", "3
// December 2026", or with the year said once ("19 to 30 November 2026", "14 February and 2 June 2027").

/** One passage as one rendering names it: only the dates that rendering states are set. */
export interface NamedPassage {
  /** Which rendering named it ("page", "today", "chat", "model request"...). */
  source: string;
  planet: string;
  /** Null when the wording names the contact without its aspect ("Saturn is also active, on your natal Sun"). */
  aspect: string | null;
  target: string;
  /** The day it comes into orb; null when stated as unknown ("before the search"); undefined when not stated. */
  start?: string | null;
  end?: string | null;
  /** The exact days stated. */
  exact?: string[];
  /** `exact` is every hit of the passage (a full list), not just the next one. */
  allExact?: boolean;
  /** The words it was read from, for a failure's message. */
  said: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
/** A day with its month and year, any of them left out where the writing says them once for several dates. */
const DATE_PART = new RegExp(`\\b(?:(\\d{1,2})(?: (${MONTH}))?|(${MONTH}))(?: (\\d{4}))?\\b`, 'g');
/** One whole date ("3 Dec 2026", "3 December 2026"). */
export const FULL_DATE = new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}\\b`, 'g');

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Every date of a phrase, in order, as UT days: a day without its month or year takes them from the next date that
 * says them ("19 to 30 November 2026": the 19th is in November 2026). Throws on a date it cannot complete.
 */
export function datesIn(phrase: string): string[] {
  const parts = [...phrase.matchAll(DATE_PART)]
    .map((m) => ({
      day: m[1] ? Number(m[1]) : null,
      month: m[2] ?? m[3] ?? null,
      year: m[4] ? Number(m[4]) : null,
    }))
    // A bare number that is not a day (an orb, an intensity) has neither a month nor a following dated part.
    .filter((p) => p.day === null || p.day <= 31);
  let month: string | null = null;
  let year: number | null = null;
  const out: string[] = [];
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i]!;
    if (p.year !== null) year = p.year;
    if (p.month !== null) month = p.month;
    if (p.day === null || month === null || year === null) throw new Error(`an incomplete date in "${phrase}"`);
    out.unshift(`${year}-${pad(MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1)}-${pad(p.day)}`);
  }
  return out;
}

/** The UT day of an ISO instant ("2026-12-03T23:10:00+00:00" is the 3rd). */
export const utDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

/**
 * The dates of one passage in the chat's wording (reply/dates.ts `passageDates`, the writer's "until …" and "exact …"):
 * "exact on 14 February 2027 (in orb 3 December 2026 to 29 March 2027)", "close but not exact this time (in orb until
 * 29 March 2027)", "until 18 May 2027", "exact 5 December 2026 and 11 April 2027".
 */
export function passageDatesIn(text: string): Pick<NamedPassage, 'start' | 'end' | 'exact' | 'allExact'> {
  const out: Pick<NamedPassage, 'start' | 'end' | 'exact' | 'allExact'> = {};
  const range = /\bin orb (.+?) to (.+?)\)/.exec(text) ?? /\bin orb (.+? \d{4}) to (.+? \d{4})/.exec(text);
  const orb = /\bin orb (until|from) (.+?)(?:\)|$)/.exec(text);
  if (range) [out.start, out.end] = datesIn(`${range[1]} to ${range[2]}`);
  else if (orb?.[1] === 'until') out.end = datesIn(orb[2]!)[0];
  else if (orb?.[1] === 'from') out.start = datesIn(orb[2]!)[0];
  else {
    const until = /\buntil (\d{1,2} \w+ \d{4})/.exec(text);
    if (until) out.end = datesIn(until[1]!)[0];
  }
  const exact = /\bexact (?:on )?(.+?)(?: \(|$|\)|;)/.exec(text);
  if (exact && /\d{4}/.test(exact[1]!)) {
    out.exact = datesIn(exact[1]!);
    out.allExact = true;
  } else if (/close but not exact this time/.test(text)) {
    out.exact = [];
    out.allExact = true;
  }
  return out;
}

const POINTS =
  'Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Chiron|North Node|South Node|Lilith|Ascendant|Midheaven';
const ASPECT_OF: Record<string, string> = {
  meets: 'conjunction',
  opposes: 'opposition',
  squares: 'square',
  trines: 'trine',
  sextiles: 'sextile',
  conjunct: 'conjunction',
  opposite: 'opposition',
};
const ASPECTS = 'conjunction|opposition|square|trine|sextile';
/**
 * A contact in the chat's words: "Transiting Saturn squares your natal Sun", "Transit: Saturn meets your natal
 * Moon", "transiting Pluto makes a conjunction to your Venus", "Transiting Saturn is also active, on your natal Sun",
 * "Saturn square your Sun (exact …)".
 */
const CHAT_CONTACT = new RegExp(
  `\\b(${POINTS}) (?:(meets|opposes|squares|trines|sextiles|${ASPECTS})|makes an? (${ASPECTS}) to|is also active, on) (?:your )?(?:natal )?(${POINTS})\\b`,
  'g',
);

/** Every passage a chat reply names with a date, and the dates it gives it (the rest of its sentence). */
export function chatPassages(text: string, source = 'chat'): NamedPassage[] {
  const out: NamedPassage[] = [];
  for (const m of text.matchAll(CHAT_CONTACT)) {
    const from = m.index + m[0].length;
    // The sentence goes on to the next full stop or colon (the dates hold neither).
    const rest = text.slice(from);
    const end = rest.search(/[.:]|\n/);
    const tail = end < 0 ? rest : rest.slice(0, end);
    const dates = passageDatesIn(tail);
    if (dates.start === undefined && dates.end === undefined && dates.exact === undefined) continue;
    const word = m[2] ?? m[3] ?? null;
    out.push({
      source,
      planet: m[1]!,
      aspect: word ? (ASPECT_OF[word] ?? word) : null,
      target: m[4]!,
      ...dates,
      said: `${m[0]}${tail}`,
    });
  }
  return out;
}

/** The model request's passage table: "- Saturn conjunction natal Moon: exact on … (in orb … to …); through …". */
export function modelRequestPassages(prompt: string, source = 'model request'): NamedPassage[] {
  const row = new RegExp(`^- (${POINTS}) (${ASPECTS}) natal (${POINTS}): (.+?);`, 'gm');
  return [...prompt.matchAll(row)].map((m) => ({
    source,
    planet: m[1]!,
    aspect: m[2]!,
    target: m[3]!,
    ...passageDatesIn(m[4]!),
    said: m[0],
  }));
}

/**
 * The dates a transit's description on the page or the Today card states: "It comes into orb on 29 Nov 2026 and is
 * exact on 2 Dec 2026.", "It is building towards exact on 4 Dec 2026.", "It is past its peak and fades by 7 Mar 2027."
 */
export function descriptionDates(text: string): Pick<NamedPassage, 'start' | 'end' | 'exact'> {
  const out: Pick<NamedPassage, 'start' | 'end' | 'exact'> = {};
  const start = /comes into orb on (\d{1,2} \w+ \d{4})/.exec(text);
  const exact = /exact on (\d{1,2} \w+ \d{4})/.exec(text);
  const end = /fades by (\d{1,2} \w+ \d{4})/.exec(text);
  if (start) out.start = datesIn(start[1]!)[0];
  if (exact) out.exact = datesIn(exact[1]!);
  if (end) out.end = datesIn(end[1]!)[0];
  return out;
}

const sameContact = (a: NamedPassage, b: NamedPassage) =>
  a.planet === b.planet && a.target === b.target && (a.aspect === null || b.aspect === null || a.aspect === b.aspect);

/** Where two namings of a passage contradict each other (nothing when every date both state is the same). */
function conflicts(a: NamedPassage, b: NamedPassage): string[] {
  const out: string[] = [];
  if (a.start !== undefined && b.start !== undefined && a.start !== b.start) out.push(`start ${a.start} ≠ ${b.start}`);
  if (a.end !== undefined && b.end !== undefined && a.end !== b.end) out.push(`end ${a.end} ≠ ${b.end}`);
  if (a.exact && b.exact) {
    const [x, y] = [a.exact.join(','), b.exact.join(',')];
    const within = (part: string[], all: string[]) => part.every((d) => all.includes(d));
    const ok =
      a.allExact && b.allExact
        ? x === y
        : a.allExact
          ? within(b.exact, a.exact)
          : b.allExact
            ? within(a.exact, b.exact)
            : true;
    if (!ok) out.push(`exact ${x || 'none'} ≠ ${y || 'none'}`);
  }
  return out;
}

export interface Agreement {
  /** Each passage named by more than one rendering, with the renderings that name it. */
  shared: { contact: string; sources: string[] }[];
  /** Every naming that no naming of the same contact in another rendering agrees with, and why. */
  disagreements: string[];
}

/**
 * Compares the renderings pairwise: where two name the same contact, each naming of the one that names fewer of its
 * passages (both, when they name as many) must agree, on every date both state, with one of the other's (a contact
 * can have two passages in a year, and a reply may name one of them).
 */
export function agreement(named: readonly NamedPassage[]): Agreement {
  const disagreements: string[] = [];
  const shared = new Map<string, Set<string>>();
  const sources = [...new Set(named.map((n) => n.source))];
  const check = (few: NamedPassage[], many: NamedPassage[]) => {
    for (const a of few) {
      const candidates = many.filter((b) => sameContact(a, b));
      if (candidates.some((b) => conflicts(a, b).length === 0)) continue;
      const why = candidates.map((b) => `${b.source} "${b.said}": ${conflicts(a, b).join('; ')}`).join(' | ');
      disagreements.push(`${a.source} "${a.said}" vs ${why}`);
    }
  };
  for (const [i, x] of sources.entries()) {
    for (const y of sources.slice(i + 1)) {
      const xs = named.filter((n) => n.source === x);
      const ys = named.filter((n) => n.source === y);
      // One contact at a time: the namings of it in each rendering.
      for (const a of xs) {
        const inX = xs.filter((n) => sameContact(a, n));
        const inY = ys.filter((n) => sameContact(a, n));
        if (!inY.length || inX[0] !== a) continue;
        const key = `${a.planet} ${a.aspect ?? inY.find((b) => b.aspect)?.aspect ?? '?'} ${a.target}`;
        shared.set(key, new Set([...(shared.get(key) ?? []), x, y]));
        if (inX.length <= inY.length) check(inX, inY);
        if (inY.length <= inX.length) check(inY, inX);
      }
    }
  }
  return {
    shared: [...shared.entries()].map(([contact, sources]) => ({ contact, sources: [...sources].sort() })),
    disagreements,
  };
}
