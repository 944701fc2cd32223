// Wheel geometry: where a longitude sits on screen, and label placement that keeps glyphs apart.
import { norm360, wrap180 } from '../zodiac.ts';

export interface Point2 {
  x: number;
  y: number;
}

/**
 * Screen position of an ecliptic longitude on a circle of radius r. The Ascendant sits at 9 o'clock and the
 * zodiac runs counter-clockwise, as on a traditional chart (so the 4th house is at the bottom).
 */
export function polar(cx: number, cy: number, r: number, longitude: number, ascendant: number): Point2 {
  const a = ((longitude - ascendant) * Math.PI) / 180;
  return { x: cx - r * Math.cos(a), y: cy + r * Math.sin(a) };
}

/**
 * Spreads labels around a circle so neighbours are at least `minGap` degrees apart, moving each as little as
 * possible from its true longitude. Returns display longitudes in the input order.
 * Clusters: overlapping neighbours merge into a run spaced `minGap` apart and centred on the mean of their
 * true longitudes (the least-squares placement); merging repeats until no runs overlap.
 */
export function spreadLabels(longitudes: readonly number[], minGap: number): number[] {
  const n = longitudes.length;
  if (n < 2) return longitudes.map(norm360);
  const gap = Math.min(minGap, 360 / n);
  const order = longitudes.map((lon, i) => ({ i, lon: norm360(lon) })).sort((a, b) => a.lon - b.lon);
  // Unroll the circle into a line starting after the widest empty arc, so no cluster straddles the cut.
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const space = (k + 1 === n ? order[0]!.lon + 360 : order[k + 1]!.lon) - order[k]!.lon;
    if (space > widest) {
      widest = space;
      cut = (k + 1) % n;
    }
  }
  const base = order[cut]!.lon;
  const items = Array.from({ length: n }, (_, k) => {
    const item = order[(cut + k) % n]!;
    return { i: item.i, target: base + norm360(item.lon - base) };
  });
  interface Run {
    from: number;
    count: number;
    sum: number;
  }
  const first = (r: Run) => r.sum / r.count - ((r.count - 1) * gap) / 2;
  const last = (r: Run) => first(r) + (r.count - 1) * gap;
  let runs: Run[] = items.map((x, k) => ({ from: k, count: 1, sum: x.target }));
  for (let merged = true; merged; ) {
    merged = false;
    const next: Run[] = [];
    for (const r of runs) {
      const prev = next[next.length - 1];
      if (prev && last(prev) + gap > first(r) + 1e-9) {
        prev.count += r.count;
        prev.sum += r.sum;
        merged = true;
      } else next.push({ ...r });
    }
    runs = next;
    // The two ends of the line meet across the cut: if they collide, everything becomes one run.
    const head = runs[0]!;
    const tail = runs[runs.length - 1]!;
    if (runs.length > 1 && first(head) + 360 - last(tail) < gap - 1e-9) {
      runs = [{ from: 0, count: n, sum: items.reduce((s, x) => s + x.target, 0) }];
    }
  }
  const out = new Array<number>(n);
  for (const r of runs) {
    for (let j = 0; j < r.count; j++) out[items[r.from + j]!.i] = norm360(first(r) + j * gap);
  }
  return out;
}

/** Smallest circular gap between any two of the given longitudes. */
export function minCircularGap(longitudes: readonly number[]): number {
  let min = 360;
  for (let i = 0; i < longitudes.length; i++) {
    for (let j = i + 1; j < longitudes.length; j++) {
      min = Math.min(min, Math.abs(wrap180(longitudes[i]! - longitudes[j]!)));
    }
  }
  return min;
}
