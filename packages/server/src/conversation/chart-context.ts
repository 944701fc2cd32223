// The chart as the conversation reads it: a compact, serialisable view of a natal chart (and the session's
// transits) used by hook selection, prompt building and the built-in reader. Pure; no I/O.
import {
  type AspectName,
  calculateAspects,
  type LunarPhaseName,
  type NatalChart,
  type PointName,
  phaseOfElongation,
  type TransitAspect,
} from '@stellara/astro';
import {
  BODY_NAMES,
  type BodyName,
  type Element,
  MAJOR_ASPECT_NAMES,
  ordinal,
  type PlanetName,
  type Quality,
  SIGN_NAMES,
  type SignName,
} from '@stellara/contract';

/** The points the conversation reads, by the names people read: the bodies, the North Node and the two angles. */
export type ChartPointName = BodyName | 'North Node' | 'Ascendant' | 'Midheaven';

export interface ChartPlanet {
  name: ChartPointName;
  sign: SignName;
  /** Degrees within the sign. */
  degree: number;
  longitude: number;
  house: number;
  retrograde: boolean;
  element: Element;
  quality: Quality;
}

export interface ChartAspect {
  p1: ChartPointName;
  p2: ChartPointName;
  type: AspectName;
  /** Absolute distance from exact, degrees. */
  orb: number;
  applying: boolean;
}

export interface ChartTransit {
  /** The transiting planet. */
  planet: string;
  aspect: AspectName;
  /** The natal point. */
  target: string;
  orb: number;
  isExact: boolean;
  intensity: number;
  start: string | null;
  end: string | null;
}

export interface ChartContext {
  name: string | null;
  planets: ChartPlanet[];
  houses: { number: number; sign: SignName; degree: number }[];
  /** Major aspects between the main points, tightest first. */
  aspects: ChartAspect[];
  moonPhase: { name: LunarPhaseName; illumination: number };
  retrogrades: string[];
  houseSystem: string;
  /** Current transits to this chart, strongest first (may be empty). */
  transits: ChartTransit[];
  /** The sky now: moon phase, retrograde planets, positions, Mercury's next station. */
  sky: SkyNow | null;
  /** Slow planets' contacts with this chart over the coming year, heaviest first (may be empty). */
  yearAhead: SlowTransit[];
  /** The chart as cast, and the birth as typed: returns, sign edges and house comparisons compute from these. */
  birth?: ChartBirth;
}

export interface ChartBirth {
  natal: NatalChart;
  /** The local birth date and time as typed ("2000-02-29", "23:10") and its IANA zone; null when not known. */
  local: { date: string; time: string; timezone: string } | null;
}

export const MAJOR_ASPECTS: readonly AspectName[] = MAJOR_ASPECT_NAMES;

const DISPLAY: Partial<Record<PointName, string>> = {
  Mean_Node: 'North Node',
  Medium_Coeli: 'Midheaven',
};
/** Points the conversation talks about (spec section 3's bodies, plus the Midheaven). */
const CHART_POINTS = [...BODY_NAMES, 'Mean_Node', 'Ascendant', 'Medium_Coeli'] as const satisfies readonly PointName[];
const KEPT: readonly PointName[] = CHART_POINTS;
const ASPECT_POINTS = KEPT;

/** A kept engine point by the name the conversation uses. */
function chartPointName(key: (typeof CHART_POINTS)[number]): ChartPointName {
  return key === 'Mean_Node' ? 'North Node' : key === 'Medium_Coeli' ? 'Midheaven' : key;
}

export function displayPointName(name: string): string {
  return DISPLAY[name as PointName] ?? name;
}

const isChartPoint = (p: PointName): p is (typeof CHART_POINTS)[number] => KEPT.includes(p);

export function natalAspects(chart: NatalChart): ChartAspect[] {
  return calculateAspects(chart.points, { activePoints: ASPECT_POINTS })
    .flatMap((a) =>
      MAJOR_ASPECTS.includes(a.aspect) && isChartPoint(a.p1) && isChartPoint(a.p2)
        ? [
            {
              p1: chartPointName(a.p1),
              p2: chartPointName(a.p2),
              type: a.aspect,
              orb: Math.abs(a.orbit),
              applying: a.movement === 'Applying',
            },
          ]
        : [],
    )
    .sort((a, b) => a.orb - b.orb);
}

const TRANSITING_AXES = new Set<PointName>(['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli']);

/**
 * How much a transit shapes the time it covers: the spec's intensity (aspect and orb), weighted by how long the
 * contact lasts, so Pluto on the Moon for two years outranks a Moon contact of a day. A pass beyond the search
 * horizon (start or end unknown) belongs to a slow planet: counted as a year.
 */
export function transitRank(a: Pick<TransitAspect, 'intensity' | 'startJd' | 'endJd'>): number {
  const days = a.startJd !== null && a.endJd !== null ? a.endJd - a.startJd : 365;
  return a.intensity * (1 + Math.log10(Math.max(1, days)) / 2);
}

/** Major transits to the kept points, transiting axes left out (they sweep the zodiac daily), ranked before cut. */
export function rankedTransitAspects<T extends TransitAspect>(aspects: readonly T[]): T[] {
  return aspects
    .filter(
      (a) =>
        MAJOR_ASPECTS.includes(a.aspect) && KEPT.includes(a.p1) && KEPT.includes(a.p2) && !TRANSITING_AXES.has(a.p1),
    )
    .map((a) => ({ a, rank: transitRank(a) }))
    .sort((x, y) => y.rank - x.rank || Math.abs(x.a.orbit) - Math.abs(y.a.orbit))
    .map((x) => x.a);
}

export function transitList(aspects: readonly TransitAspect[]): ChartTransit[] {
  return rankedTransitAspects(aspects).map((a) => ({
    planet: displayPointName(a.p1),
    aspect: a.aspect,
    target: displayPointName(a.p2),
    orb: Math.abs(a.orbit),
    isExact: a.isExact,
    intensity: a.intensity,
    start: a.start,
    end: a.end,
  }));
}

export function chartContextFrom(
  chart: NatalChart,
  options: {
    name?: string | null;
    transits?: ChartTransit[];
    sky?: SkyNow | null;
    yearAhead?: SlowTransit[];
    local?: ChartBirth['local'];
  } = {},
): ChartContext {
  const planets = CHART_POINTS.map((key): ChartPlanet => {
    const p = chart.points[key];
    return {
      name: chartPointName(key),
      sign: p.signName,
      degree: p.position,
      longitude: p.longitude,
      house: p.house,
      retrograde: p.retrograde,
      element: p.element,
      quality: p.quality,
    };
  });
  return {
    name: options.name ?? null,
    planets,
    houses: chart.houses.map((h) => ({ number: h.number, sign: h.signName, degree: h.position })),
    aspects: natalAspects(chart),
    // The chat names phases as the Today card does (phaseOfElongation), whatever the /api/v4 dialect says.
    moonPhase: { name: phaseOfElongation(chart.lunarPhase.angle), illumination: chart.lunarPhase.illumination },
    retrogrades: chart.retrogrades.names.map((n) => displayPointName(n)),
    houseSystem: chart.houseSystem.name,
    transits: options.transits ?? [],
    sky: options.sky ?? null,
    yearAhead: options.yearAhead ?? [],
    birth: { natal: chart, local: options.local ?? null },
  };
}

/** A table keyed by chart names, read with a name from elsewhere (a transit's target, a stored chart's point). */
export function lookup<K extends string, V>(table: Readonly<Record<K, V>>, key: string): V | undefined {
  return (table as Readonly<Partial<Record<string, V>>>)[key];
}

export function planetOf(ctx: ChartContext, name: string): ChartPlanet | undefined {
  return ctx.planets.find((p) => p.name === name);
}

/** 12°34' style text of a position in its sign. */
export function formatDegree(degree: number): string {
  let d = Math.floor(degree);
  let m = Math.round((degree - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}'`;
}

export { ordinal };

// ---------------------------------------------------------------------------------------------
// Rulers and essential dignities (public-domain conventions), for the technical level.

const TRADITIONAL_RULER: Record<SignName, PlanetName> = {
  Aries: 'Mars',
  Taurus: 'Venus',
  Gemini: 'Mercury',
  Cancer: 'Moon',
  Leo: 'Sun',
  Virgo: 'Mercury',
  Libra: 'Venus',
  Scorpio: 'Mars',
  Sagittarius: 'Jupiter',
  Capricorn: 'Saturn',
  Aquarius: 'Saturn',
  Pisces: 'Jupiter',
};
const MODERN_RULER: Partial<Record<SignName, PlanetName>> = { Scorpio: 'Pluto', Aquarius: 'Uranus', Pisces: 'Neptune' };
const EXALTATION: Partial<Record<string, SignName>> = {
  Sun: 'Aries',
  Moon: 'Taurus',
  Mercury: 'Virgo',
  Venus: 'Pisces',
  Mars: 'Capricorn',
  Jupiter: 'Cancer',
  Saturn: 'Libra',
};
const OPPOSITE_SIGN = Object.fromEntries(SIGN_NAMES.map((name, i) => [name, SIGN_NAMES[(i + 6) % 12]!])) as Record<
  SignName,
  SignName
>;

export function oppositeSign(sign: SignName): SignName {
  return OPPOSITE_SIGN[sign];
}

/** The sign's ruler; modern co-ruler appended for Scorpio, Aquarius and Pisces ("Mars (modern: Pluto)"). */
export function rulerOf(sign: SignName): { traditional: PlanetName; modern: PlanetName | null } {
  return { traditional: TRADITIONAL_RULER[sign], modern: MODERN_RULER[sign] ?? null };
}

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/** Essential dignity of a traditional planet in a sign, or null (peregrine, or not a traditional planet). */
export function dignityOf(planet: string, sign: SignName): Dignity | null {
  if (!(planet in EXALTATION)) return null;
  if (TRADITIONAL_RULER[sign] === planet) return 'domicile';
  if (EXALTATION[planet] === sign) return 'exaltation';
  if (TRADITIONAL_RULER[OPPOSITE_SIGN[sign]] === planet) return 'detriment';
  const exalted = EXALTATION[planet];
  if (exalted && OPPOSITE_SIGN[exalted] === sign) return 'fall';
  return null;
}

export interface SkyPosition {
  name: string;
  sign: string;
  degree: number;
  longitude: number;
  retrograde: boolean;
}

export interface SkyNow {
  /** ISO date (UT) the sky was cast for. */
  at: string;
  moonPhase: LunarPhaseName;
  retrogrades: string[];
  positions: SkyPosition[];
  mercury: {
    retrograde: boolean;
    /** The next station (direct when retrograde, retrograde when direct), ISO date, within ~4 months. */
    nextStation: string | null;
  };
}

export interface SlowTransit {
  planet: string;
  aspect: AspectName;
  target: string;
  /** Closest orb seen over the window, degrees. */
  orb: number;
  /** First and last day in orb within the year, ISO dates. */
  from: string;
  to: string;
  /** In orb today. */
  now: boolean;
  /** Larger for slower planets, hard aspects and personal targets: the ranking used to choose. */
  weight: number;
}

/** The stored raw transit aspects (session_transits.raw_data, newest first) as the chart context lists them. */
export function transitsFromRaw(raw: readonly unknown[]): ChartTransit[] {
  return transitList(raw.filter(Boolean) as Parameters<typeof transitList>[0]);
}
