// A planet entering a new sign of the tropical zodiac, as a calendar gives it: the instant its geocentric longitude
// crosses a multiple of 30°, forward or (while retrograde) backward, root-found on Swiss Ephemeris to the second.
import { type SignName, TEN_PLANETS } from '@stellara/contract/vocabulary';
import { BODY, type BodyName, calcBody, initEphemeris } from './ephemeris.ts';
import { solve } from './roots.ts';
import { assertInEphemerisRange, type Instant, julianDayToIso, toJulianDay } from './time.ts';
import { norm360, signOf } from './zodiac.ts';

const SECOND = 1 / 86_400;

export type SignIngressBody = Exclude<BodyName, 'Moon' | 'Mean_Lilith' | 'Mean_Node' | 'True_Node'>;

/** The planets whose sign changes a calendar carries by default (the Moon changes sign every two or three days). */
export const SIGN_INGRESS_BODIES: readonly SignIngressBody[] = [
  ...TEN_PLANETS.filter((planet) => planet !== 'Moon'),
  'Chiron',
];

export interface SignIngress {
  body: SignIngressBody;
  /** The sign entered. */
  sign: SignName;
  /** The sign left. */
  from: SignName;
  /** Entered going backwards (a retrograde planet slipping back into the sign before). */
  retrograde: boolean;
  jd: number;
  at: string;
}

/**
 * Every sign change of the bodies in [from, to), in order. Scanned a day at a time: the fastest of them (Mercury,
 * about 2° a day) never crosses two boundaries or turns round twice within a day.
 */
export function signIngresses(
  from: Instant,
  to: Instant,
  bodies: readonly SignIngressBody[] = SIGN_INGRESS_BODIES,
): SignIngress[] {
  const a = toJulianDay(from);
  const b = toJulianDay(to);
  assertInEphemerisRange(a);
  assertInEphemerisRange(b);
  initEphemeris();
  const out: SignIngress[] = [];
  for (const body of bodies) {
    const lon = (t: number) => norm360(calcBody(t, BODY[body], 0).longitude);
    const signAt = (t: number) => Math.floor(lon(t) / 30);
    let t0 = a;
    let s0 = signAt(t0);
    while (t0 < b) {
      const t1 = Math.min(t0 + 1, b);
      const s1 = signAt(t1);
      if (s1 !== s0) {
        const forward = s1 === (s0 + 1) % 12;
        // The boundary crossed: the start of the new sign going forward, the start of the old one going back.
        const edge = (forward ? s1 : s0) * 30;
        const offset = (t: number) => {
          const d = lon(t) - edge;
          return d > 180 ? d - 360 : d < -180 ? d + 360 : d;
        };
        const jd = solve(offset, t0, offset(t0), t1, offset(t1), SECOND);
        if (jd >= a && jd < b) {
          out.push({
            body,
            sign: signOf(s1 * 30).name as SignName,
            from: signOf(s0 * 30).name as SignName,
            retrograde: !forward,
            jd,
            at: julianDayToIso(jd),
          });
        }
      }
      t0 = t1;
      s0 = s1;
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}
