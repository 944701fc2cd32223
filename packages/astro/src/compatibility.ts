// Stellara's compatibility scale: one percentage, its relationship areas and its highlighted contacts, all read
// from the same list of close synastry contacts, so the ring, the dynamics and the highlights cannot disagree.
// (Discepolo's relationship score in score.ts stays as the Astrologer API answers it; it counts a handful of
// pairs only, e.g. nothing for a Moon-Venus trine, so it cannot be the scale of a whole reading.)

export type ContactAspect = 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile';
export type ContactStrength = 'strong' | 'clear' | 'light';
export type ContactTone = 'flowing' | 'challenging';

/** A synastry aspect as a stored reading keeps it: p1 of the first chart, p2 of the second. */
export interface SynastryAspectInput {
  p1: string;
  p2: string;
  aspect: string;
  orbit: number;
}

export interface SynastryContact {
  p1: string;
  p2: string;
  aspect: ContactAspect;
  /** Degrees from exact (absolute). */
  orb: number;
  /** 0..1: how much the contact weighs (the points it joins, and how close it is). */
  weight: number;
  strength: ContactStrength;
  tone: ContactTone;
}

export type AreaKey = 'communication' | 'emotion' | 'attraction' | 'stability' | 'growth';

export interface CompatibilityArea {
  key: AreaKey;
  /** 1..5. */
  dots: number;
  /** The close contacts touching the area's planets, strongest first. */
  contacts: SynastryContact[];
}

export interface CompatibilityScale {
  /** 0..100, the one number of the reading. */
  percentage: number;
  /** Every close contact, strongest first. */
  contacts: SynastryContact[];
  areas: CompatibilityArea[];
}

/** A contact counts within this many degrees of exact: close enough to be felt in everyday life. */
export const CONTACT_ORB = 5;

const ASPECTS: readonly ContactAspect[] = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];
/** How much each point colours a relationship: the lights, the love planets and the Ascendant most. */
const POINT_WEIGHT: Record<string, number> = {
  Sun: 1,
  Moon: 1,
  Venus: 1,
  Mars: 1,
  Ascendant: 1,
  Mercury: 0.8,
  Jupiter: 0.7,
  Saturn: 0.7,
  Medium_Coeli: 0.7,
  Uranus: 0.5,
  Neptune: 0.5,
  Pluto: 0.5,
};
const OUTER = new Set(['Uranus', 'Neptune', 'Pluto']);
/** How much a contact binds two people: fusing and flowing aspects fully, the tense ones as spark with friction. */
const BINDS: Record<ContactAspect, number> = { conjunction: 1, trine: 1, sextile: 0.8, opposition: 0.7, square: 0.6 };
/** Suns of the same quality (cardinal, fixed, mutable): the same tempo through life. */
const SAME_TEMPO_BONUS = 0.5;
/**
 * The bond that reads as 63 % (1 - 1/e). Measured over 400 random pairs born 1960-2005: median 63 %, a third
 * below 60 % (red), one in twenty below 45 %, about one in twenty-five at 80 % or more (green).
 */
const BOND_SCALE = 4;

export const COMPATIBILITY_AREAS: readonly { key: AreaKey; planets: readonly string[] }[] = [
  { key: 'communication', planets: ['Mercury'] },
  { key: 'emotion', planets: ['Moon'] },
  { key: 'attraction', planets: ['Venus', 'Mars'] },
  { key: 'stability', planets: ['Saturn'] },
  { key: 'growth', planets: ['Jupiter'] },
];

function strengthOf(weight: number): ContactStrength {
  return weight >= 0.5 ? 'strong' : weight >= 0.2 ? 'clear' : 'light';
}

/**
 * The close contacts between two charts: major aspects within 5° between planets and angles, leaving out the
 * outer planets' contacts with each other (people born within a few years all share them). Strongest first.
 */
export function synastryContacts(aspects: readonly SynastryAspectInput[]): SynastryContact[] {
  const out: SynastryContact[] = [];
  for (const a of aspects) {
    const aspect = a.aspect as ContactAspect;
    const w1 = POINT_WEIGHT[a.p1];
    const w2 = POINT_WEIGHT[a.p2];
    const orb = Math.abs(a.orbit);
    if (!ASPECTS.includes(aspect) || w1 === undefined || w2 === undefined || orb > CONTACT_ORB) continue;
    if (OUTER.has(a.p1) && OUTER.has(a.p2)) continue;
    // Full weight at exact, falling fast (cubic): a 1° contact keeps 58 %, a 3° one 13 %, a 5° one almost nothing.
    const weight = Math.round(w1 * w2 * (1 - orb / (CONTACT_ORB + 1)) ** 3 * 1000) / 1000;
    out.push({
      p1: a.p1,
      p2: a.p2,
      aspect,
      orb: Math.round(orb * 100) / 100,
      weight,
      strength: strengthOf(weight),
      tone: aspect === 'square' || aspect === 'opposition' ? 'challenging' : 'flowing',
    });
  }
  return out.sort((x, y) => y.weight - x.weight || x.orb - y.orb);
}

const bond = (contacts: readonly SynastryContact[]) => contacts.reduce((sum, c) => sum + c.weight * BINDS[c.aspect], 0);

/** The percentage, the areas and the contacts of a reading, from its synastry aspects. */
export function compatibilityScale(
  aspects: readonly SynastryAspectInput[],
  options: { sameTempo?: boolean } = {},
): CompatibilityScale {
  const contacts = synastryContacts(aspects);
  const total = bond(contacts) + (options.sameTempo ? SAME_TEMPO_BONUS : 0);
  const percentage = Math.round(100 * (1 - Math.exp(-total / BOND_SCALE)));
  const areas = COMPATIBILITY_AREAS.map(({ key, planets }) => {
    const touching = contacts.filter((c) => planets.includes(c.p1) || planets.includes(c.p2));
    // Per planet of the area (attraction has two): the typical pair gets three dots, one exact flowing contact
    // alone three, a second strong one four or five; a light one alone leaves the area at one or two.
    const dots = Math.max(1, Math.min(5, Math.round(1 + (2.3 * bond(touching)) / planets.length)));
    return { key, dots, contacts: touching };
  });
  return { percentage, contacts, areas };
}
