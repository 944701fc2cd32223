// The births the astro benchmarks time: seeded, so every run and every benchmark casts the same charts
// (born 1950–2010, latitudes within ±60°).
import { calculateNatalChart, type NatalChart } from '@stellara/astro';
import { seededRandom } from '@stellara/astro/testing/seeded-random';

export function seededBirths(count: number, seed = 2026): NatalChart[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () =>
    calculateNatalChart({
      ut: new Date(Date.UTC(1950, 0, 1) + random() * 60 * 365.25 * 86_400_000),
      latitude: random() * 120 - 60,
      longitude: random() * 360 - 180,
    }),
  );
}
