// The progressed bodies' major aspects to the natal points, within a degree (the progressed Moon covers about a
// degree a month, so a degree is the stretch a progression is felt), each with the real date it is exact: the answer
// to "my progressed Moon is on my natal Neptune, do you see it?". Pure over the ephemeris.
import { BODY_NAMES } from '@stellara/contract';
import { ASPECTS, type AspectName, type PointName } from './constants.ts';
import type { NatalChart } from './natal.ts';
import { PROGRESSED_BODIES, type ProgressedBody, secondaryProgressions } from './progressions.ts';
import { type Instant, julianDayToIso, toJulianDay } from './time.ts';
import { wrap180 } from './zodiac.ts';

export const PROGRESSED_CONTACT_ORB = 1;

export interface ProgressedContact {
  body: ProgressedBody;
  natal: PointName;
  aspect: AspectName;
  /** Degrees from exact at the date asked. */
  orb: number;
  /** The real date it is (or was) exact, UT ISO; null when the progressed body turns before reaching it. */
  exact: string | null;
}

/** The natal points a progression is read against: the bodies, the (mean) North Node and the two angles (with a birth time). */
function natalTargets(natal: NatalChart): PointName[] {
  const angles: PointName[] = natal.timeUnknown ? [] : ['Ascendant', 'Medium_Coeli'];
  return [...BODY_NAMES, 'Mean_Node', ...angles] as PointName[];
}

/** How far a progressed body stands from an aspect's exact angle to a natal longitude (0 = exact). */
const offset = (progressed: number, natal: number, degrees: number) => Math.abs(wrap180(progressed - natal)) - degrees;

/** The same, signed, on the side of the natal point the body stands (`side` ±1): it crosses zero at exact. */
const signedOffset = (progressed: number, natal: number, degrees: number, side: number) =>
  wrap180(wrap180(progressed - natal) - side * degrees);

/** Days either side of the date asked where the exact hit is looked for: a degree's travel and some. */
const SEARCH_DAYS: Record<ProgressedBody, number> = { Moon: 60, Sun: 500, Mercury: 900, Venus: 600, Mars: 1400 };
const STEP_DAYS: Record<ProgressedBody, number> = { Moon: 2, Sun: 20, Mercury: 20, Venus: 20, Mars: 40 };

/** The real Julian day nearest `jd` where the body's offset to the natal point crosses zero, or null. */
function exactDay(natal: NatalChart, body: ProgressedBody, target: number, degrees: number, jd: number): number | null {
  const at = (d: number) => secondaryProgressions(natal, d).points[body].longitude;
  const side = wrap180(at(jd) - target) < 0 ? -1 : 1;
  const off = (d: number) => signedOffset(at(d), target, degrees, side);
  const span = SEARCH_DAYS[body];
  const step = STEP_DAYS[body];
  let best: number | null = null;
  for (const dir of [1, -1]) {
    let a = jd;
    let fa = off(a);
    for (let t = step; t <= span; t += step) {
      const b = jd + dir * t;
      const fb = off(b);
      // A sign change near zero is the hit (one at ±180° is only the fold).
      if (fa === 0 || (Math.sign(fa) !== Math.sign(fb) && Math.abs(fa - fb) < 10)) {
        // Bisect to about a minute.
        let [lo, hi, flo] = [a, b, fa];
        while (Math.abs(hi - lo) > 1 / 1440) {
          const mid = (lo + hi) / 2;
          const fm = off(mid);
          if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
          else hi = mid;
        }
        const hit = (lo + hi) / 2;
        if (best === null || Math.abs(hit - jd) < Math.abs(best - jd)) best = hit;
        break;
      }
      [a, fa] = [b, fb];
    }
  }
  return best;
}

/** The progressed bodies' major aspects to natal points within `orb` at `at`, tightest first. */
export function progressedContacts(
  natal: NatalChart,
  at: Instant,
  bodies: readonly ProgressedBody[] = PROGRESSED_BODIES,
  orb = PROGRESSED_CONTACT_ORB,
): ProgressedContact[] {
  const jd = toJulianDay(at);
  const p = secondaryProgressions(natal, jd);
  const contacts: ProgressedContact[] = [];
  for (const body of bodies) {
    for (const target of natalTargets(natal)) {
      const n = natal.points[target]?.longitude;
      if (n === undefined) continue;
      for (const a of ASPECTS.filter((x) => x.major)) {
        const o = Math.abs(offset(p.points[body].longitude, n, a.degrees));
        if (o > orb) continue;
        const day = exactDay(natal, body, n, a.degrees, jd);
        contacts.push({
          body,
          natal: target,
          aspect: a.name,
          orb: o,
          exact: day === null ? null : julianDayToIso(day),
        });
      }
    }
  }
  return contacts.sort((x, y) => x.orb - y.orb);
}
