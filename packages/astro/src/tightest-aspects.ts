// The tightest aspects of a chart, by orb alone: "what's my tightest aspect?" asks for the contact closest to exact,
// not for the loudest one (the reply planner ranks by strength, which lifts the lights and patterns). The major
// aspects use the natal orbs a person reads everywhere in the app; the minor ones (quincunx, semi-sextile...) are
// counted only within the 1° astrologers give them, so a tighter minor contact can be named beside the major. Pure.
import { MAJOR_ASPECT_NAMES, NATAL_ASPECT_ORB } from '@stellara/contract/vocabulary';
import { ASPECTS, type AspectName, MINOR_ASPECT_ORB, type PointName } from './constants.ts';
import { angularDistance } from './zodiac.ts';

export interface OrbAspect {
  p1: PointName;
  p2: PointName;
  aspect: AspectName;
  major: boolean;
  /** Unsigned distance from exact, in degrees. */
  orb: number;
}

export interface TightestAspects {
  /** Every aspect in orb, closest to exact first. */
  all: OrbAspect[];
  /** The tightest major aspect (conjunction, sextile, square, trine, opposition), if any is in orb. */
  major: OrbAspect | null;
  /** A minor aspect tighter than the tightest major one, if the chart has one. */
  tighterMinor: OrbAspect | null;
}

const MAJOR: ReadonlySet<string> = new Set(MAJOR_ASPECT_NAMES);
/** Pairs whose angle is set by the house frame, not by two placements: never "an aspect". */
const FRAME_PAIRS = new Set(['Ascendant|Medium_Coeli', 'Medium_Coeli|Ascendant']);

/** The orb a type of aspect is counted within. */
export function aspectOrbLimit(aspect: AspectName): number {
  return MAJOR.has(aspect) ? NATAL_ASPECT_ORB[aspect as keyof typeof NATAL_ASPECT_ORB] : MINOR_ASPECT_ORB;
}

const ANGLES: ReadonlySet<PointName> = new Set(['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli']);

/**
 * Aspects between the given points, by orb; `names` in the order the caller wants ties broken. `anglesOrb` counts an
 * aspect to an angle only within that orb (the chat's natal aspects use 1°, Kerykeion's axes rule), so this list
 * and the chart's own aspect list agree.
 */
export function tightestAspects(
  points: Partial<Record<PointName, { longitude: number }>>,
  names: readonly PointName[],
  anglesOrb: number | null = null,
): TightestAspects {
  const present = names.filter((n) => points[n] !== undefined);
  const all: OrbAspect[] = [];
  for (let i = 0; i < present.length; i++) {
    for (let j = i + 1; j < present.length; j++) {
      const p1 = present[i]!;
      const p2 = present[j]!;
      if (FRAME_PAIRS.has(`${p1}|${p2}`)) continue;
      const separation = angularDistance(points[p1]!.longitude, points[p2]!.longitude);
      // The closest aspect angle to this separation: at most one aspect fits a pair.
      const toAngle = ANGLES.has(p1) || ANGLES.has(p2);
      let best: OrbAspect | null = null;
      for (const def of ASPECTS) {
        const orb = Math.abs(separation - def.degrees);
        // Kerykeion's axes rule is strict: an angle aspect at exactly the limit is out.
        const inOrb = toAngle && anglesOrb !== null ? orb < anglesOrb : true;
        if (inOrb && orb <= aspectOrbLimit(def.name) && (!best || orb < best.orb)) {
          best = { p1, p2, aspect: def.name, major: MAJOR.has(def.name), orb };
        }
      }
      if (best) all.push(best);
    }
  }
  all.sort((a, b) => a.orb - b.orb);
  const major = all.find((a) => a.major) ?? null;
  const tighterMinor = all.find((a) => !a.major && (!major || a.orb < major.orb)) ?? null;
  return { all, major, tighterMinor };
}
