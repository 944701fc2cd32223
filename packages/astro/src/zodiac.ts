// Small angle and zodiac helpers, shared by every technique.
import { SIGNS, type SignInfo } from './constants.ts';

/** Angle in [0, 360). */
export function norm360(deg: number): number {
  let r = deg % 360;
  if (r < 0) r += 360; // -1e-14 + 360 rounds to 360: fold it back below
  return r >= 360 ? 0 : r;
}

/** Signed shortest difference a - b in [-180, 180). */
export function wrap180(deg: number): number {
  return norm360(deg + 180) - 180;
}

/** Shortest angular distance between two longitudes, in [0, 180]. */
export function angularDistance(a: number, b: number): number {
  return Math.abs(wrap180(a - b));
}

export function signOf(longitude: number): SignInfo {
  return SIGNS[Math.floor(norm360(longitude) / 30)]!;
}

/**
 * House (1-12) of a longitude given 12 cusps: the house whose cusp it has passed and the next it has not,
 * counting counter-clockwise. A point on a cusp belongs to the house that cusp opens, and so does a point
 * less than 1e-9° short of it: the Descendant or IC (Asc/MC + 180) and composite axes land a few ulps off
 * their cusps, and rounding must not move them to the previous house. Otherwise Kerykeion's arithmetic.
 */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  return houseLookup(cusps)(longitude);
}

/** A house finder for one set of cusps (precomputes the house widths; used 20 times per chart). */
export function houseLookup(cusps: readonly number[]): (longitude: number) => number {
  const starts = cusps.map((c) => c % 360);
  const widths = starts.map((s, i) => (starts[(i + 1) % 12]! - s + 360) % 360);
  return (longitude) => {
    const p = longitude % 360;
    for (let i = 0; i < 12; i++) {
      const start = starts[i]!;
      const d = (p - start + 360) % 360;
      if (p === start || d >= 360 - CUSP_EPSILON || d < widths[i]! - CUSP_EPSILON) return i + 1;
    }
    // Only reachable when the point sits within 1e-9° below a cusp at the very end of the loop order.
    for (let i = 0; i < 12; i++) if (norm360(starts[i]! - p) < CUSP_EPSILON) return i + 1;
    return 1;
  };
}

const CUSP_EPSILON = 1e-9;

/**
 * Circular mean of two longitudes (the midpoint on the shorter arc). Two exactly opposite longitudes have no
 * shorter arc: we take the midpoint 90° ahead of the first (so opposite whole-sign cusps stay in order).
 */
export function circularMean(a: number, b: number): number {
  const r = Math.PI / 180;
  const x = (Math.cos(a * r) + Math.cos(b * r)) / 2;
  const y = (Math.sin(a * r) + Math.sin(b * r)) / 2;
  if (Math.hypot(x, y) < 1e-12) return norm360(a + 90);
  return norm360(Math.atan2(y, x) / r);
}

/** Declination from ecliptic longitude/latitude and the obliquity (all degrees). */
export function declination(longitude: number, latitude: number, obliquity: number): number {
  const r = Math.PI / 180;
  const s =
    Math.sin(latitude * r) * Math.cos(obliquity * r) +
    Math.cos(latitude * r) * Math.sin(obliquity * r) * Math.sin(longitude * r);
  return Math.asin(Math.max(-1, Math.min(1, s))) / r;
}
