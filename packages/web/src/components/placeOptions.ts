import type { PlaceResult } from '@stellara/contract';

/** What one suggestion of the place search shows. */
export interface PlaceOptionText {
  name: string;
  /** Region and country: "North Yorkshire, England"… as the gazetteer names them. */
  detail: string;
  /** Population, and where two suggestions still read the same, their coordinates. */
  extra: string;
}

const people = new Intl.NumberFormat('en-GB');

function coordinates(r: PlaceResult): string {
  const lat = `${Math.abs(r.latitude).toFixed(2)}° ${r.latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(r.longitude).toFixed(2)}° ${r.longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

/**
 * The lines of each suggestion. Every suggestion says how many people live there (when the gazetteer knows), so two
 * towns of one name in one region can be told apart; when name, region and country are all the same, the
 * coordinates are added too. Pure.
 */
export function placeOptionTexts(results: readonly PlaceResult[]): PlaceOptionText[] {
  const base = results.map((r) => ({
    name: r.city || r.displayName,
    detail: [r.state, r.country].filter(Boolean).join(', '),
  }));
  const key = (b: { name: string; detail: string }) => `${b.name}\u0000${b.detail}`;
  const seen = new Map<string, number>();
  for (const b of base) seen.set(key(b), (seen.get(key(b)) ?? 0) + 1);
  return results.map((r, i) => {
    const b = base[i]!;
    const parts = [r.population !== null ? `${people.format(r.population)} people` : ''];
    if ((seen.get(key(b)) ?? 0) > 1) parts.push(coordinates(r));
    return { ...b, extra: parts.filter(Boolean).join(' · ') };
  });
}
