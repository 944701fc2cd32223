import type { PlaceResult } from '@stellara/contract';

/** What one suggestion of the place search shows. */
export interface PlaceOptionText {
  name: string;
  /** Region and country ("England, United Kingdom"); for namesakes, county first ("North Yorkshire, England, …"). */
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
 * The lines of each suggestion. Every suggestion says how many people live there (when the geocoder knows); places
 * of one name also name their county ("Richmond — North Yorkshire, England" and "Richmond — Greater London,
 * England"); when name, county, region and country are all the same, the coordinates are added too. Pure.
 */
export function placeOptionTexts(results: readonly PlaceResult[]): PlaceOptionText[] {
  const names = new Map<string, number>();
  const nameOf = (r: PlaceResult) => r.city || r.displayName;
  for (const r of results) names.set(nameOf(r), (names.get(nameOf(r)) ?? 0) + 1);
  const base = results.map((r) => {
    const name = nameOf(r);
    const county = (names.get(name) ?? 0) > 1 && r.county && r.county !== name && r.county !== r.state ? r.county : '';
    return { name, detail: [county, r.state, r.country].filter(Boolean).join(', ') };
  });
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
