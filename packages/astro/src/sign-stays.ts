// A planet's stay in one sign, as a person asks about it ("when does Saturn go into Aries?"): every entry (the first,
// the re-entries after a retrograde dip back, the final one), every exit, and the stay's span from the first entry to
// the final exit. Built on the root-found sign ingresses; pure.
import { SIGN_NAMES, type SignName } from '@stellara/contract/vocabulary';
import { type SignIngress, type SignIngressBody, signIngresses } from './sign-ingresses.ts';
import { type Instant, toJulianDay } from './time.ts';

export interface SignStay {
  body: SignIngressBody;
  sign: SignName;
  /** Every crossing into the sign, in order: the first, then any return after a retrograde dip (retrograde: true when it backs in). */
  entries: SignIngress[];
  /** Every crossing out of the sign, in order; the last is the final exit (absent when the stay runs past the window). */
  exits: SignIngress[];
  /** The first entry and the final exit (null: still there at the window's end). */
  start: SignIngress;
  end: SignIngress | null;
}

const signIndex = (s: SignName) => SIGN_NAMES.indexOf(s);

/**
 * Every stay of the body in the sign that begins in [from, to), in order. A stay holds the retrograde loops across the
 * sign's edges: it closes once the body reaches a sign that does not border this one.
 */
export function signStays(body: SignIngressBody, sign: SignName, from: Instant, to: Instant): SignStay[] {
  const home = signIndex(sign);
  const near = (s: SignName) => {
    const d = (signIndex(s) - home + 12) % 12;
    return d === 0 || d === 1 || d === 11;
  };
  const stays: SignStay[] = [];
  let open: SignStay | null = null;
  for (const i of signIngresses(from, to, [body])) {
    if (open && !near(i.sign)) {
      stays.push(open);
      open = null;
    }
    if (i.sign === sign) {
      if (open) open.entries.push(i);
      else open = { body, sign, entries: [i], exits: [], start: i, end: null };
    } else if (open && i.from === sign) open.exits.push(i);
  }
  if (open) stays.push(open);
  // The final exit is the last crossing out after the last entry; a stay whose last crossing is an entry runs on.
  return stays.map((s) => {
    const last = s.exits.at(-1);
    return { ...s, end: last && last.jd > s.entries.at(-1)!.jd ? last : null };
  });
}

/** Years the search looks ahead and back: enough for one full round of the slowest body asked about. */
const ROUND_YEARS: Readonly<Record<SignIngressBody, number>> = {
  Sun: 1,
  Mercury: 1,
  Venus: 2,
  Mars: 3,
  Jupiter: 12,
  Saturn: 30,
  Uranus: 84,
  Neptune: 165,
  Pluto: 248,
  Chiron: 51,
};

/**
 * The stay a question about "when X goes into Y" means at `now`: the one under way, else the next one, else the last
 * one (none within the ephemeris's reach: null). Searched one orbit back and one ahead, within the ephemeris range.
 */
export function stayAround(
  body: SignIngressBody,
  sign: SignName,
  now: Date,
  span: { backYears?: number; aheadYears?: number } = {},
): { stay: SignStay; when: 'now' | 'ahead' | 'past' } | null {
  const round = ROUND_YEARS[body];
  const years = (n: number) => new Date(now.getTime() + n * 365.25 * 86_400_000);
  const back = years(-(span.backYears ?? Math.min(round, 60)));
  const ahead = years(span.aheadYears ?? Math.min(round + 1, 90));
  const stays = signStays(body, sign, back, ahead);
  const t = toJulianDay(now);
  const current = stays.find((s) => s.start.jd <= t && (s.end === null || s.end.jd > t));
  if (current) return { stay: current, when: 'now' };
  const next = stays.find((s) => s.start.jd > t);
  if (next) return { stay: next, when: 'ahead' };
  const last = stays.at(-1);
  return last ? { stay: last, when: 'past' } : null;
}
