// Passages: the one transit model every screen and answer reads. A passage is one contact (transiting point,
// aspect, natal point) from the moment it comes within its stated orb to the moment it leaves, with every exact
// hit in between (one, or three when a retrograde loop crosses the natal point) and the natal house the transiting
// point works through. Dates are the real ones, root-found on the ephemeris and never clipped to a window: a
// question about a period gets the passages that overlap it, each with its own dates.
import { TEN_PLANETS } from '@stellara/contract/vocabulary';
import { type ActiveAspectRule, aspectMovement } from './aspects.ts';
import { ASPECTS, type AspectName, MINOR_ASPECT_ORB, type PointName } from './constants.ts';
import { chartFlags, type NatalChart } from './natal.ts';
import { type Instant, julianDayToIso, toJulianDay } from './time.ts';
import { findPasses, type PassTarget, transitingPosition } from './transits.ts';
import { houseLookup, wrap180 } from './zodiac.ts';

/** The five major aspects: the only ones a passage is looked for by default. */
export type MajorAspectName = 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile';
export const MAJOR_ASPECTS: readonly MajorAspectName[] = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];

/**
 * Transiting planets by how fast they move, which decides how wide their orb can sensibly be:
 * - personal: the Sun to Mars (the Moon too, when asked for), through an aspect in days or weeks;
 * - social: Jupiter and Saturn, months at a time, a year or more with a retrograde loop;
 * - outer: Chiron, Uranus, Neptune, Pluto and the nodes (and Lilith), years at a time.
 */
export type TransitPlanetClass = 'personal' | 'social' | 'outer';

const CLASS_OF: Partial<Record<PointName, TransitPlanetClass>> = {
  Sun: 'personal',
  Moon: 'personal',
  Mercury: 'personal',
  Venus: 'personal',
  Mars: 'personal',
  Jupiter: 'social',
  Saturn: 'social',
  Chiron: 'outer',
  Uranus: 'outer',
  Neptune: 'outer',
  Pluto: 'outer',
  Mean_Node: 'outer',
  True_Node: 'outer',
  Mean_South_Node: 'outer',
  True_South_Node: 'outer',
  Mean_Lilith: 'outer',
};

/** The class of a transiting point (the axes are never transiting points: outer, as the tightest). */
export function transitPlanetClass(point: PointName): TransitPlanetClass {
  return CLASS_OF[point] ?? 'outer';
}

/**
 * THE transit orb rule, stated once: the orb (degrees, |separation − aspect angle| ≤ orb) within which a transit
 * counts as active, by the transiting planet's class and the aspect.
 *
 * Why these values: a transit's orb is about time, not geometry. The fast personal planets cross 3° in a few days,
 * so a 3° conjunction is a week of Mars or a few days of the Sun: the span people notice. Jupiter and Saturn move
 * a few degrees a month and loop back for months; at 4° a Saturn conjunction already runs close to a year, which
 * is how long a Saturn transit is felt. The outer planets move a degree or two a year: at 2° Pluto on a natal
 * point still lasts two to three years, while the natal-chart orbs (8-10°) would keep it "active" for a decade.
 * Conjunctions, oppositions and squares are the loud contacts and get the full orb; trines and sextiles, the quiet
 * ones, are counted closer to exact. Minor aspects, when asked for, count within 1° for every planet.
 */
export const TRANSIT_ORB: Readonly<Record<TransitPlanetClass, Readonly<Record<MajorAspectName, number>>>> = {
  personal: { conjunction: 3, opposition: 3, square: 3, trine: 2, sextile: 2 },
  social: { conjunction: 4, opposition: 4, square: 3, trine: 3, sextile: 2 },
  outer: { conjunction: 2, opposition: 2, square: 2, trine: 1.5, sextile: 1 },
};

const isMajor = (a: AspectName): a is MajorAspectName => (MAJOR_ASPECTS as readonly string[]).includes(a);

/** The orb of a transit (TRANSIT_ORB for the five majors, 1° for a minor aspect). */
export function transitOrb(transiting: PointName, aspect: AspectName): number {
  return isMajor(aspect) ? TRANSIT_ORB[transitPlanetClass(transiting)][aspect] : MINOR_ASPECT_ORB;
}

/**
 * Transiting points a passage is looked for by default: the planets except the Moon (an aspect lasts hours: too
 * fast for a page of dates), Chiron and the mean North Node (the South Node's contacts mirror its own).
 */
export const TRANSIT_POINTS: readonly PointName[] = [
  ...TEN_PLANETS.filter((planet) => planet !== 'Moon'),
  'Chiron',
  'Mean_Node',
];

/** The natal points only a known birth time gives. */
const TIMED_POINTS: ReadonlySet<PointName> = new Set(['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli']);

/** Natal points a passage is looked for by default: the transiting ones plus the Moon, Ascendant and Midheaven. */
export const TRANSIT_TARGETS: readonly PointName[] = [...TRANSIT_POINTS, 'Moon', 'Ascendant', 'Medium_Coeli'];

export interface Passage {
  /** Stable for one passage: transiting, aspect, natal point and the start's date ("open" when it has none). */
  id: string;
  transiting: PointName;
  aspect: AspectName;
  natal: PointName;
  /** The allowed orb (transitOrb), degrees. */
  orb: number;
  /** When it comes into orb (ISO UT); null only beyond the ephemeris or the engine's search. Never clipped. */
  start: string | null;
  /** When it leaves orb (ISO UT); null only beyond the ephemeris or the engine's search. Never clipped. */
  end: string | null;
  /** Every exact hit, in order, with the transiting planet's motion then (a loop gives direct, retrograde, direct). */
  exact: { at: string; retrograde: boolean }[];
  /** The natal house the transiting point is in at the first exact hit (at the start when there is none). */
  house: number | null;
}

export interface PassageNow extends Passage {
  /** Separation minus the aspect angle now, degrees, signed (the engine's orbit); |orbit| ≤ orb. */
  orbit: number;
  /** The orb is shrinking now. */
  applying: boolean;
}

export interface PassageOptions {
  /** Transiting points (default TRANSIT_POINTS; the axes are left out: they sweep the zodiac daily). */
  transiting?: readonly PointName[];
  /** Natal points (default TRANSIT_TARGETS). */
  targets?: readonly PointName[];
  /** Aspects (default the five majors), each with its orb from transitOrb. */
  aspects?: readonly AspectName[];
}

interface Contact extends PassTarget {
  natal: PointName;
  aspect: AspectName;
}

const ASPECT_RULE = new Map(ASPECTS.map((a) => [a.name, a]));

function passagesBetween(natal: NatalChart, fromJd: number, toJd: number, options: PassageOptions): Passage[] {
  const flags = chartFlags(natal);
  // Without a birth time there are no houses to pass through and no angles to touch.
  const houseOf = natal.timeUnknown ? () => null : houseLookup(natal.cusps);
  const aspects = options.aspects ?? MAJOR_ASPECTS;
  const out: { passage: Passage; startJd: number | null }[] = [];
  for (const transiting of options.transiting ?? TRANSIT_POINTS) {
    const contacts: Contact[] = [];
    for (const natalPoint of options.targets ?? TRANSIT_TARGETS) {
      const point = natal.points[natalPoint];
      if (!point || (natal.timeUnknown && TIMED_POINTS.has(natalPoint))) continue;
      for (const aspect of aspects) {
        const def = ASPECT_RULE.get(aspect);
        if (!def) continue;
        const rule: ActiveAspectRule = { ...def, orb: transitOrb(transiting, aspect) };
        contacts.push({ natal: natalPoint, aspect, natalLongitude: point.longitude, rule });
      }
    }
    for (const pass of findPasses(transiting, contacts, fromJd, toJd, flags)) {
      const { natal: natalPoint, aspect, rule } = pass.target;
      const start = pass.startJd === null ? null : julianDayToIso(pass.startJd);
      const houseJd = pass.exactJd[0] ?? pass.startJd ?? pass.foundJd;
      const at = transitingPosition(transiting, houseJd, flags);
      out.push({
        startJd: pass.startJd,
        passage: {
          id: `${transiting}-${aspect}-${natalPoint}-${start ? start.slice(0, 10) : 'open'}`,
          transiting,
          aspect,
          natal: natalPoint,
          orb: rule.orb,
          start,
          end: pass.endJd === null ? null : julianDayToIso(pass.endJd),
          exact: pass.exactJd.map((x, i) => ({ at: julianDayToIso(x), retrograde: pass.exactRetrograde[i]! })),
          house: at ? houseOf(at.longitude) : null,
        },
      });
    }
  }
  // By start (an unknown start, long ago, first); the id settles ties so the order never depends on the scan.
  return out
    .sort(
      (a, b) =>
        (a.startJd ?? Number.NEGATIVE_INFINITY) - (b.startJd ?? Number.NEGATIVE_INFINITY) ||
        a.passage.id.localeCompare(b.passage.id),
    )
    .map((x) => x.passage);
}

/**
 * Every passage in orb at some instant of [from, to], sorted by start, each with its real start, end and exact hits
 * (not clipped to the window). Orbs: transitOrb, the strict test.
 */
export function transitPassages(
  natal: NatalChart,
  from: Instant,
  to: Instant,
  options: PassageOptions = {},
): Passage[] {
  const fromJd = toJulianDay(from);
  const toJd = toJulianDay(to);
  if (!(toJd >= fromJd)) throw new RangeError('a period must end after it starts');
  return passagesBetween(natal, fromJd, toJd, options);
}

/**
 * Where a passage stands at an instant (in orb or not): the separation minus the aspect angle, signed, and whether
 * that distance from exact is shrinking. For the model request's applying/separating column at any date.
 */
export function passageState(
  natal: NatalChart,
  passage: Pick<Passage, 'transiting' | 'aspect' | 'natal'>,
  at: Instant,
): { orbit: number; applying: boolean } {
  const now = transitingPosition(passage.transiting, toJulianDay(at), chartFlags(natal));
  if (!now) throw new RangeError(`${passage.transiting} is not a transiting point`);
  const natalLongitude = natal.points[passage.natal].longitude;
  const degrees = ASPECT_RULE.get(passage.aspect)!.degrees;
  return {
    orbit: Math.abs(wrap180(now.longitude - natalLongitude)) - degrees,
    applying: aspectMovement(now.longitude, now.speed, natalLongitude, 0, degrees) === 'Applying',
  };
}

/** The passages in orb at an instant (sorted by start), each with its signed orb then and whether it is applying. */
export function passagesAt(natal: NatalChart, at: Instant, options: PassageOptions = {}): PassageNow[] {
  const jd = toJulianDay(at);
  return passagesBetween(natal, jd, jd, options).map((p) => ({ ...p, ...passageState(natal, p, jd) }));
}
