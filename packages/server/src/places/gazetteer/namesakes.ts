import type { PlaceResult } from '../geocoder.ts';
import { displayNameOf } from './bundle.ts';

/**
 * Results that would read the same ("Richmond, England, United Kingdom" twice) name their county
 * too: "Richmond, Greater London, England, United Kingdom". The others are left as they are. Pure.
 */
export function distinguishNamesakes(results: readonly PlaceResult[]): PlaceResult[] {
  const count = new Map<string, number>();
  for (const r of results) count.set(r.displayName, (count.get(r.displayName) ?? 0) + 1);
  return results.map((r) =>
    (count.get(r.displayName) ?? 0) > 1 && r.county
      ? { ...r, displayName: displayNameOf(r.city, r.state, r.country, r.county) }
      : r,
  );
}
