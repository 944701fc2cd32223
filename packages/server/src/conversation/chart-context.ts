// The chart as the conversation reads it: a compact, serialisable view of a natal chart (and the session's
// transits) used by hook selection, prompt building and the built-in reader. Pure; no I/O.
import {
  type AspectName,
  calculateAspects,
  essentialDignity,
  isTraditionalPlanet,
  NATAL_ASPECT_ORBS,
  type NatalChart,
  type PointName,
  phaseOfElongation,
  SIGN_NAME_BY_CODE,
  SIGNS,
  type SignCode,
} from '@stellara/astro';
import {
  BODY_NAMES,
  type BodyName,
  type CastFrame,
  chosenFrameSentence,
  DEFAULT_HOUSE_SYSTEM,
  type Element,
  frameText,
  houseSystemNames,
  type LunarPhaseName,
  MAJOR_ASPECT_NAMES,
  type MemberHouseSystem,
  ordinal,
  type PlanetName,
  type Quality,
  SIGN_NAMES,
  type SignName,
  zodiacOfEngine,
} from '@stellara/contract';
import type { MoonDayText } from '../charts/index.ts';

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

/** A transit passage as the chat names it (display names), from the one passage model (chart-passages.ts). */
export interface ChartTransit {
  /** The transiting planet. */
  planet: string;
  aspect: AspectName;
  /** The natal point. */
  target: string;
  /** Degrees from exact now (a passage not in orb now: 0 when it goes exact in the stretch read, else its orb). */
  orb: number;
  isExact: boolean;
  intensity: number;
  /** The passage's real start and end (ISO UT), never clipped to a window; null beyond the engine's search. */
  start: string | null;
  end: string | null;
  /** Every exact hit of the passage (ISO UT): one to three for a slow planet. */
  exact: string[];
  /** Closing in on exact now (null when not in orb now). */
  applying: boolean | null;
  /** The natal house the transiting planet works through. */
  house: number | null;
}

export interface ChartContext {
  name: string | null;
  planets: ChartPlanet[];
  houses: { number: number; sign: SignName; degree: number }[];
  /** Major aspects between the main points, tightest first. */
  aspects: ChartAspect[];
  moonPhase: { name: LunarPhaseName; illumination: number };
  retrogrades: string[];
  /** The name of the house system the cusps are in ("Placidus", "Whole Sign"). */
  houseSystem: string;
  /** The frame the chart is cast in (the member's choice; Porphyry after a polar fallback) and how to say it. */
  frame: {
    cast: CastFrame;
    /** "Whole Sign houses, sidereal zodiac, Lahiri ayanamsa": the technical level's name of the frame. */
    text: string;
    /** The basic level's one mention of a chosen frame or a polar fallback; null for Placidus and tropical. */
    once: string | null;
  };
  /** Current transits to this chart, strongest first (may be empty). */
  transits: ChartTransit[];
  /** The sky now: moon phase, retrograde planets, positions, Mercury's next station. */
  sky: SkyNow | null;
  /** Slow planets' contacts with this chart over the coming year, heaviest first (may be empty). */
  yearAhead: SlowTransit[];
  /** The chart as cast, and the birth as typed: returns, sign edges and house comparisons compute from these. */
  birth?: ChartBirth;
  /**
   * The birth time is not known: the chart is cast for local noon and holds no houses, no Ascendant or Midheaven,
   * and no natal house in its transits; a reading says so and never names one.
   */
  timeUnknown?: boolean;
  /** With the time unknown: the Moon's sign or signs over the birth day (null when it could not be worked out). */
  moonDay?: MoonDayText | null;
}

export type { MoonDayText };

/** The plain sentence of the Moon's birth day: "in Taurus all day", or the two signs and when it changed. */
export function moonDaySentence(day: MoonDayText, whose: 'your' | 'their' = 'your'): string {
  const owner = whose === 'your' ? 'Your' : 'Their';
  if (!day.changeAt || day.startSign === day.endSign) return `${owner} Moon was in ${day.startSign} all day.`;
  return `${owner} Moon was in ${day.startSign} or ${day.endSign}: it changed sign at ${day.changeAt} that day.`;
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
/** Points the conversation talks about (docs/charts.md#birth-record bodies, plus the Midheaven). */
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

/** "the Moon", "the North Node", "Saturn": how a body is named in a sentence (replies, transit lines). */
export const theBody = (name: string) =>
  ['Sun', 'Moon', 'North Node', 'Midheaven', 'Ascendant'].includes(name) ? `the ${name}` : name;

/** The engine's name of a point the conversation names ("North Node" -> "Mean_Node"). */
export function pointNameOf(display: string): PointName {
  const engine = Object.entries(DISPLAY).find(([, shown]) => shown === display)?.[0];
  return (engine ?? display) as PointName;
}

const isChartPoint = (p: PointName): p is (typeof CHART_POINTS)[number] => KEPT.includes(p);

export function natalAspects(chart: NatalChart): ChartAspect[] {
  // The one natal orb rule the profile states in its legend (6°/5°/4°, strict), not the v4 dialect's wide orbs.
  return calculateAspects(chart.points, {
    activePoints: ASPECT_POINTS,
    activeAspects: NATAL_ASPECT_ORBS,
    orbRule: 'strict',
  })
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

export function chartContextFrom(
  chart: NatalChart,
  options: {
    name?: string | null;
    transits?: ChartTransit[];
    sky?: SkyNow | null;
    yearAhead?: SlowTransit[];
    local?: ChartBirth['local'];
    /** No birth time: the angles, houses and transits' natal houses are left out. */
    timeUnknown?: boolean;
    moonDay?: MoonDayText | null;
  } = {},
): ChartContext {
  const timeUnknown = options.timeUnknown ?? chart.timeUnknown === true;
  const kept = timeUnknown ? CHART_POINTS.filter((key) => !TIMED_POINTS.has(key)) : CHART_POINTS;
  const planets = kept.map((key): ChartPlanet => {
    const p = chart.points[key];
    return {
      name: chartPointName(key),
      sign: p.signName,
      degree: p.position,
      longitude: p.longitude,
      // Without a birth time there is no house: 0 stands for none, and nothing reads it as a house.
      house: timeUnknown ? 0 : p.house,
      retrograde: p.retrograde,
      element: p.element,
      quality: p.quality,
    };
  });
  return {
    name: options.name ?? null,
    planets,
    houses: timeUnknown ? [] : chart.houses.map((h) => ({ number: h.number, sign: h.signName, degree: h.position })),
    aspects: timeUnknown
      ? natalAspects(chart).filter((a) => !TIMED_NAMES.has(a.p1) && !TIMED_NAMES.has(a.p2))
      : natalAspects(chart),
    // A birth phase is named by its octant (phaseOfElongation), whatever the /api/v4 dialect says; today's sky is
    // named as a calendar does (calendarPhase), a principal phase only within a day of its moment.
    moonPhase: { name: phaseOfElongation(chart.lunarPhase.angle), illumination: chart.lunarPhase.illumination },
    retrogrades: chart.retrogrades.names.map((n) => displayPointName(n)),
    houseSystem: houseSystemNames[chart.houseSystem.used as MemberHouseSystem] ?? chart.houseSystem.name,
    frame: frameOf(chart, timeUnknown),
    transits: timeUnknown ? timeless(options.transits ?? []) : (options.transits ?? []),
    sky: options.sky ?? null,
    yearAhead: timeUnknown ? timeless(options.yearAhead ?? []) : (options.yearAhead ?? []),
    birth: { natal: chart, local: options.local ?? null },
    ...(timeUnknown ? { timeUnknown: true, moonDay: options.moonDay ?? null } : {}),
  };
}

/** Engine points and display names that only a known birth time gives. */
const TIMED_POINTS: ReadonlySet<PointName> = new Set(['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli']);
export const TIMED_NAMES: ReadonlySet<string> = new Set(['Ascendant', 'Midheaven', 'Descendant', 'Imum Coeli', 'IC']);

/** Transits of a chart without a birth time: none to an angle, and no natal house. */
export function timeless<T extends ChartTransit>(transits: readonly T[]): T[] {
  return transits.filter((t) => !TIMED_NAMES.has(t.target)).map((t) => ({ ...t, house: null }));
}

/**
 * The frame a chart was cast in, read from the chart itself (so a cached context always says its own frame). A chart
 * without a birth time has no houses, so its frame names the zodiac only, whatever house system the member chose.
 */
function frameOf(chart: NatalChart, timeUnknown: boolean): ChartContext['frame'] {
  const asked = chart.houseSystem.requested;
  const cast: CastFrame = {
    houseSystem: (asked in houseSystemNames ? asked : 'P') as MemberHouseSystem,
    houseSystemUsed: chart.houseSystem.used,
    zodiac: zodiacOfEngine(chart.ayanamsa),
  };
  // Said once: the zodiac only, as if the houses were the default (which needs no saying).
  const said = timeUnknown
    ? { ...cast, houseSystem: DEFAULT_HOUSE_SYSTEM, houseSystemUsed: DEFAULT_HOUSE_SYSTEM }
    : cast;
  return { cast, text: frameText(cast, timeUnknown), once: chosenFrameSentence(said) };
}

/** A table keyed by chart names, read with a name from elsewhere (a transit's target, a stored chart's point). */
export function lookup<K extends string, V>(table: Readonly<Record<K, V>>, key: string): V | undefined {
  return (table as Readonly<Partial<Record<string, V>>>)[key];
}

export function planetOf(ctx: ChartContext, name: string): ChartPlanet | undefined {
  return ctx.planets.find((p) => p.name === name);
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
  // One table for the whole app: the engine's (packages/astro dignity.ts).
  if (!isTraditionalPlanet(planet)) return null;
  const d = essentialDignity(planet, SIGN_CODE_BY_NAME[sign]).dignity;
  return d === 'peregrine' ? null : d;
}

export type SignElement = 'fire' | 'earth' | 'air' | 'water';

/** A sign's element in lower case ("fire"), from the engine's sign table; undefined for a name that is no sign. */
export function elementOfSign(sign: string): SignElement | undefined {
  return SIGNS.find((s) => s.name === sign)?.element.toLowerCase() as SignElement | undefined;
}

const SIGN_CODE_BY_NAME = Object.fromEntries(
  Object.entries(SIGN_NAME_BY_CODE).map(([code, name]) => [name, code]),
) as Record<SignName, SignCode>;

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

/** A slow planet's passage over a stretch of time (the year ahead, a named month or year). */
export interface SlowTransit extends ChartTransit {
  /** In orb now. */
  now: boolean;
  /** Larger for slower planets, hard aspects, personal targets and an exact hit in the stretch: what leads. */
  weight: number;
}
