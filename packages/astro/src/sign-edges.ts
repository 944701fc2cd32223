// Placements within a degree of a sign edge: the Ascendant and Midheaven (which move a degree every few minutes)
// and the Sun and Moon. Near an edge the sign depends on the exact birth time, and a reply should say so.
import type { PointName, SignCode } from './constants.ts';
import type { NatalChart } from './natal.ts';
import { signOf } from './zodiac.ts';

/** The points checked: the two angles and the two lights. */
export const EDGE_POINTS: readonly PointName[] = ['Ascendant', 'Medium_Coeli', 'Sun', 'Moon'];

/** Within this many degrees of a sign edge, the birth time decides the sign. */
export const SIGN_EDGE_ORB = 1;

export interface SignEdge {
  point: PointName;
  sign: SignCode;
  /** Degrees into the sign, [0, 30). */
  degree: number;
  /** The sign across the near edge. */
  neighbour: SignCode;
  /** 'start' when just past the edge into `sign`, 'end' when just short of leaving it. */
  edge: 'start' | 'end';
  /** Degrees to the edge. */
  distance: number;
  /**
   * Birth-time shift, minutes, that would put the point on the edge at its speed then (negative: an earlier birth).
   * For the angles a few minutes; for the Moon about two hours per degree; for the Sun about a day per degree.
   */
  minutesToEdge: number;
}

export interface SignEdges {
  /** The direct answer: some checked point is within the orb of a sign edge, so the exact birth time matters. */
  birthTimeMatters: boolean;
  edges: SignEdge[];
}

/**
 * Which of the angles and lights sit within `orb` degrees (SIGN_EDGE_ORB) of a sign edge, with the sign across it
 * and how many minutes of birth time separate the point from it (from the chart's own speeds: the Ascendant's
 * comes from Swiss Ephemeris' house speeds, so it is right for this latitude, not the 4-minutes-a-degree average).
 */
export function signEdges(chart: NatalChart, orb = SIGN_EDGE_ORB, points = EDGE_POINTS): SignEdges {
  const edges: SignEdge[] = [];
  for (const name of points) {
    const p = chart.points[name];
    const sign = signOf(p.longitude);
    const degree = p.longitude - sign.num * 30;
    const atStart = degree < orb;
    if (!atStart && degree <= 30 - orb) continue;
    const distance = atStart ? degree : 30 - degree;
    const neighbour = signOf(sign.num * 30 + (atStart ? -1 : 30)).code;
    // Going back in time moves a direct point towards its sign's start; a retrograde one towards its end.
    const towardsEdge = atStart ? -distance : distance;
    const minutesToEdge = p.speed === 0 ? Number.POSITIVE_INFINITY : (towardsEdge / p.speed) * 1440;
    edges.push({
      point: name,
      sign: sign.code,
      degree,
      neighbour,
      edge: atStart ? 'start' : 'end',
      distance,
      minutesToEdge,
    });
  }
  return { birthTimeMatters: edges.length > 0, edges };
}
