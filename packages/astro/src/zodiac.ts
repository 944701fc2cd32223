// Small angle and zodiac helpers, shared by every technique.
import { SIGNS, type SignInfo } from './constants.ts';

/** Angle in [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
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
 * counting counter-clockwise. A point exactly on a cusp belongs to the house that cusp opens
 * (Kerykeion's rule).
 */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  const p = norm360(longitude);
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const width = norm360(cusps[(i + 1) % 12]! - start);
    if (norm360(p - start) < width || p === start) return i + 1;
  }
  // Degenerate cusps (all equal) cannot happen with Swiss Ephemeris output; fall back to the first house.
  return 1;
}

/** Circular mean of two longitudes (the midpoint on the shorter arc). */
export function circularMean(a: number, b: number): number {
  const r = Math.PI / 180;
  const x = (Math.cos(a * r) + Math.cos(b * r)) / 2;
  const y = (Math.sin(a * r) + Math.sin(b * r)) / 2;
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

/** "12°34'" style degree-minute text of a position within its sign. */
export function formatDegrees(degInSign: number): string {
  let d = Math.floor(degInSign);
  let m = Math.round((degInSign - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}'`;
}
