// What a client switching from the Astrologer API (v4, Kerykeion 4.26) finds different in our /api/v4 answers: the
// keys we send beyond its own, and the keys it also sends whose values we mean or make differently. Pure data: the
// API docs page shows it (api-docs/docs-page.ts), and the compatibility test (v4-compatibility.int.test.ts) fails on
// an added key missing from this list, so the list stays true.

export interface AddedKey {
  /** The key as it appears in the answer. */
  key: string;
  /** Where in which answers. */
  where: string;
  what: string;
}

export interface MeaningDifference {
  key: string;
  where: string;
  /** What the Astrologer API sends. */
  theirs: string;
  /** What we send. */
  ours: string;
}

/** Keys our answers carry that the Astrologer API's do not. Nothing it sends is missing from ours. */
export const ASTROLOGER_API_ADDED_KEYS: readonly AddedKey[] = [
  {
    key: 'subject',
    where: '`data` of birth-data, birth-chart and now',
    what: 'The subject once more, nested as natal-aspects-data nests it, for clients written for our earlier layout.',
  },
  { key: 'aspects', where: 'now', what: 'The aspects between the points of the sky now.' },
  {
    key: 'first_subject',
    where: '`data` of transit-aspects-data and transit-chart',
    what: 'The natal chart again (the same object as `data.subject`), under the name our request uses.',
  },
  {
    key: 'transit_subject',
    where: '`data` of transit-aspects-data and transit-chart',
    what: 'The transit chart again (the same object as `data.transit`), under the name our request uses.',
  },
  {
    key: 'retrograde_planets',
    where: 'every subject',
    what: 'The names of the points moving backwards at that moment.',
  },
  {
    key: 'houses_system_fallback',
    where: 'a subject born where its house system is undefined (beyond the polar circles)',
    what: 'The house system actually used, and why.',
  },
  {
    key: 'speed',
    where: 'every point and house cusp',
    what: 'Degrees a day along the zodiac; negative when retrograde.',
  },
  {
    key: 'declination',
    where: 'every point and house cusp',
    what: 'Degrees north or south of the celestial equator; null for a house cusp.',
  },
  { key: 'illumination', where: '`lunar_phase`', what: "The lit fraction of the Moon's disc, from 0 to 1." },
  {
    key: 'aspect_movement',
    where: 'every aspect',
    what: 'Applying, Separating or Static: whether the two points are closing on the exact angle.',
  },
  { key: 'is_exact', where: 'transit aspects', what: 'Whether the aspect is within one degree of exact.' },
  { key: 'intensity', where: 'transit aspects', what: 'How strongly it is felt, from 3 to 10.' },
  { key: 'color', where: 'transit aspects', what: 'Red, yellow or green, by intensity.' },
  { key: 'start', where: 'transit aspects', what: 'When the aspect comes into orb (UTC), or null beyond our search.' },
  { key: 'exact', where: 'transit aspects', what: 'Every moment it is exact in this pass (UTC).' },
  { key: 'end', where: 'transit aspects', what: 'When it leaves orb (UTC), or null beyond our search.' },
  {
    key: 'points',
    where: 'relationship-score aspects',
    what: 'How many points that aspect adds to the score.',
  },
  {
    key: 'house_overlays',
    where: 'synastry-aspects-data and synastry-chart',
    what: "Which of the other person's houses each point falls in, both ways.",
  },
];

/** Keys both APIs send whose values differ in meaning or in how they are made. */
export const ASTROLOGER_API_MEANING_DIFFERENCES: readonly MeaningDifference[] = [
  {
    key: 'chart',
    where: 'birth-chart, transit-chart, synastry-chart',
    theirs: "Kerykeion's wheel SVG, with its tables.",
    ours: 'Our own wheel SVG (same themes and wheel_only option); its drawing differs.',
  },
  {
    key: 'name',
    where: '`data.transit` of the transit routes',
    theirs: 'Always "Transit".',
    ours: 'The name you send in `transit_subject`.',
  },
  {
    key: 'city, nation, lat, lng',
    where: 'now',
    theirs: 'GMT, UK, 51.477928, -0.001545.',
    ours: 'Greenwich, GB, 51.4825766, 0 (the same place, to a few metres); the time keeps its seconds.',
  },
  {
    key: 'houses, house',
    where: 'subjects born beyond the polar circles (latitude past 66°)',
    theirs: 'Houses cast as if born at 66°.',
    ours: 'Houses cast at the real latitude; where the system is undefined there, Porphyry, said in `houses_system_fallback`.',
  },
  {
    key: 'abs_pos, position and what follows from them',
    where: 'every point',
    theirs: "The Moshier approximation for the planets and the Moon (Kerykeion ships only Chiron's ephemeris file).",
    ours: 'The Swiss Ephemeris files; positions agree to a few arcseconds, so a sign or house can differ only at a border.',
  },
  {
    key: 'p1_name, p2_name, p1, p2',
    where: 'transit aspects',
    theirs: 'The natal point first in transit-aspects-data, the transiting point first in transit-chart.',
    ours: 'The same order on each route; the list itself may come in another order.',
  },
  {
    key: 'whole numbers',
    where: 'any number',
    theirs: 'Python writes a float as 0.0 or 12.0.',
    ours: 'JavaScript writes 0 or 12; the same number, though a strict Python client sees an int.',
  },
];
