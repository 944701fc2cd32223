// Natal chart: planets, nodes, Chiron, Lilith, axes and house cusps for a UT instant and a place.

import { BODY_NAMES, TEN_PLANETS } from '@stellara/contract/vocabulary';
import {
  AYANAMSAS,
  type Ayanamsa,
  DEFAULT_AYANAMSA,
  type Element,
  HOUSE_NAMES,
  HOUSE_SYSTEMS,
  type HouseName,
  type HouseSystemId,
  PERSPECTIVES,
  type Perspective,
  type PlanetName,
  POINT_NAMES,
  type PointName,
  type PointType,
  type Quality,
  type SignCode,
  type SignName,
  ZODIAC_TYPES,
  type ZodiacType,
} from './constants.ts';
import {
  BODY,
  type BodyName,
  calcBody,
  calcRaw,
  FLG_HELCTR,
  FLG_SIDEREAL,
  FLG_SWIEPH,
  FLG_TOPOCTR,
  FLG_TRUEPOS,
  initEphemeris,
  swe,
  trueObliquity,
} from './ephemeris.ts';
import { type LunarPhase, lunarPhase } from './moon-phase.ts';
import { assertInEphemerisRange, type Instant, julianDayToIso, toJulianDay } from './time.ts';
import { declination, houseLookup, norm360, signOf } from './zodiac.ts';

export interface ChartSettings {
  /** 'Tropic' (default) or 'Sidereal'. */
  zodiac?: ZodiacType;
  /** Sidereal only; FAGAN_BRADLEY when a sidereal chart names none (Kerykeion's default). */
  ayanamsa?: Ayanamsa | null;
  /** Swiss Ephemeris house system letter, 'P' (Placidus) by default. */
  houseSystem?: HouseSystemId;
  /** 'Apparent Geocentric' by default. */
  perspective?: Perspective;
}

export interface ChartInput extends ChartSettings {
  /** The UT instant: Julian day (UT), ISO string with Z/offset, or Date. */
  ut: Instant;
  /** Degrees, north positive, -90..90. */
  latitude: number;
  /** Degrees, east positive, -180..180. */
  longitude: number;
  /** Metres above sea level; used by the topocentric perspective only. Default 0. */
  altitude?: number;
}

export interface ZodiacPosition {
  /** Absolute ecliptic longitude, [0, 360) (Kerykeion's abs_pos). */
  longitude: number;
  /** Sign 3-letter code ('Ari' ... 'Pis'). */
  sign: SignCode;
  /** Full sign name ('Aries'). */
  signName: SignName;
  /** 0 = Aries ... 11 = Pisces. */
  signNum: number;
  /** Degrees within the sign, [0, 30) (Kerykeion's position). */
  position: number;
  element: Element;
  quality: Quality;
  emoji: string;
}

export interface ChartPoint extends ZodiacPosition {
  name: PointName;
  pointType: Exclude<PointType, 'House'>;
  /** Ecliptic latitude, degrees (0 for the axes). */
  latitude: number;
  /** Distance from the chart's centre, AU (0 for the axes). */
  distance: number;
  /** Declination, degrees. */
  declination: number;
  /** Longitude speed, degrees per day. */
  speed: number;
  /** Speed below zero (axes never). */
  retrograde: boolean;
  /** House 1..12 the point falls in. */
  house: number;
  houseName: HouseName;
}

export interface HouseCusp extends ZodiacPosition {
  /** 1..12 */
  number: number;
  name: HouseName;
  /** Cusp speed, degrees per day. */
  speed: number;
}

export interface HouseSystemReport {
  requested: HouseSystemId;
  /** The system whose cusps are returned (differs from `requested` after a polar fallback). */
  used: HouseSystemId;
  name: string;
  /** Present when Swiss Ephemeris could not compute the requested system (polar latitudes). */
  fallback?: { used: HouseSystemId; reason: string };
}

export interface RetrogradeSummary {
  count: number;
  /** Retrograde bodies among Mercury..Pluto and Chiron (the nodes move backwards by nature and are left out). */
  names: PlanetName[];
}

export interface NatalChart {
  julianDay: number;
  /** The UT instant as ISO text. */
  utc: string;
  latitude: number;
  longitude: number;
  altitude: number;
  zodiac: ZodiacType;
  ayanamsa: Ayanamsa | null;
  /** Ayanamsa value in degrees at this instant (sidereal charts), else null. */
  ayanamsaDegrees: number | null;
  perspective: Perspective;
  houseSystem: HouseSystemReport;
  points: Record<PointName, ChartPoint>;
  houses: HouseCusp[];
  /** The 12 cusp longitudes, for quick house lookups. */
  cusps: number[];
  lunarPhase: LunarPhase;
  retrogrades: RetrogradeSummary;
  /**
   * The birth time is not known: the chart was cast for local noon, so its houses, cusps and angles are not the
   * person's. Transits then touch no angle and name no natal house, and the wheel draws no cusps or axes.
   */
  timeUnknown?: boolean;
}

export class ChartInputError extends Error {
  override name = 'ChartInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export function zodiacPosition(longitude: number): ZodiacPosition {
  const lon = norm360(longitude);
  const s = signOf(lon);
  return {
    longitude: lon,
    sign: s.code,
    signName: s.name,
    signNum: s.num,
    position: lon - s.num * 30,
    element: s.element,
    quality: s.quality,
    emoji: s.emoji,
  };
}

interface ResolvedSettings {
  zodiac: ZodiacType;
  ayanamsa: Ayanamsa | null;
  houseSystem: HouseSystemId;
  perspective: Perspective;
}

/** Validates the settings (throws ChartInputError naming the field) and fills in the defaults. */
export function resolveSettings(s: ChartSettings): ResolvedSettings {
  const zodiac = s.zodiac ?? 'Tropic';
  if (!ZODIAC_TYPES.includes(zodiac)) throw new ChartInputError('zodiac_type', `unknown zodiac type "${zodiac}"`);
  if (zodiac === 'Tropic' && s.ayanamsa) {
    throw new ChartInputError('sidereal_mode', 'a sidereal mode needs the Sidereal zodiac type');
  }
  const ayanamsa = zodiac === 'Sidereal' ? (s.ayanamsa ?? DEFAULT_AYANAMSA) : null;
  if (ayanamsa !== null && !(ayanamsa in AYANAMSAS)) {
    throw new ChartInputError('sidereal_mode', `unknown sidereal mode "${ayanamsa}"`);
  }
  const houseSystem = s.houseSystem ?? 'P';
  if (!Object.hasOwn(HOUSE_SYSTEMS, houseSystem)) {
    throw new ChartInputError('houses_system_identifier', `unknown house system "${houseSystem}"`);
  }
  const perspective = s.perspective ?? 'Apparent Geocentric';
  if (!PERSPECTIVES.includes(perspective)) {
    throw new ChartInputError('perspective_type', `unknown perspective "${perspective}"`);
  }
  return { zodiac, ayanamsa, houseSystem, perspective };
}

function checkPlace(latitude: number, longitude: number, altitude: number): void {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new ChartInputError('latitude', 'latitude must be between -90 and 90');
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new ChartInputError('longitude', 'longitude must be between -180 and 180');
  }
  if (!Number.isFinite(altitude)) throw new ChartInputError('altitude', 'altitude must be a number');
}

const CALCULATED: readonly BodyName[] = [...BODY_NAMES, 'Mean_Node', 'True_Node', 'Mean_Lilith'];
const RETRO_CANDIDATES: readonly PlanetName[] = [...TEN_PLANETS.slice(2), 'Chiron'];

const EPOCH_MODES = new Set<Ayanamsa>(['J2000', 'J1900', 'B1950']);

/** Tropical longitude and latitude of every point, for declinations of charts in an epoch-fixed sidereal mode. */
function tropicalPositions(jd: number, flags: number, latitude: number, longitude: number) {
  const out = {} as Record<PointName, [number, number]>;
  for (const name of CALCULATED) {
    const p = calcBody(jd, BODY[name], flags);
    out[name] = [p.longitude, p.latitude];
  }
  out.Mean_South_Node = [norm360(out.Mean_Node[0] + 180), -out.Mean_Node[1]];
  out.True_South_Node = [norm360(out.True_Node[0] + 180), -out.True_Node[1]];
  const h = swe.houses_ex2(jd, 0, latitude, longitude, 'O').data.points;
  out.Ascendant = [h[0], 0];
  out.Medium_Coeli = [h[1], 0];
  out.Descendant = [norm360(h[0] + 180), 0];
  out.Imum_Coeli = [norm360(h[1] + 180), 0];
  return out;
}

/** Sets Swiss Ephemeris' global modes for these settings and returns the calc flags to use. */
export function prepareFlags(s: ResolvedSettings, latitude: number, longitude: number, altitude: number): number {
  let flags = FLG_SWIEPH;
  if (s.perspective === 'True Geocentric') flags |= FLG_TRUEPOS;
  else if (s.perspective === 'Heliocentric') flags |= FLG_HELCTR;
  else if (s.perspective === 'Topocentric') {
    flags |= FLG_TOPOCTR;
    swe.set_topo(longitude, latitude, altitude);
  }
  if (s.ayanamsa !== null) {
    swe.set_sid_mode(AYANAMSAS[s.ayanamsa], 0, 0);
    flags |= FLG_SIDEREAL;
  }
  return flags;
}

/**
 * Sets Swiss Ephemeris' modes for a cast chart and returns the flags that read positions in its zodiac and
 * perspective (for transits, passages and house ingresses against it).
 */
export function chartFlags(chart: NatalChart): number {
  const settings = resolveSettings({
    zodiac: chart.zodiac,
    ayanamsa: chart.ayanamsa,
    perspective: chart.perspective,
    houseSystem: chart.houseSystem.requested,
  });
  return prepareFlags(settings, chart.latitude, chart.longitude, chart.altitude);
}

interface HousesResult {
  cusps: number[];
  cuspSpeeds: number[];
  asc: number;
  mc: number;
  ascSpeed: number;
  mcSpeed: number;
  report: HouseSystemReport;
}

export function calculateHouses(
  jd: number,
  latitude: number,
  longitude: number,
  houseSystem: HouseSystemId,
  sidereal: boolean,
): HousesResult {
  const r = swe.houses_ex2(jd, sidereal ? FLG_SIDEREAL : 0, latitude, longitude, houseSystem);
  const report: HouseSystemReport = { requested: houseSystem, used: houseSystem, name: HOUSE_SYSTEMS[houseSystem] };
  if (r.flag < 0) {
    // Swiss Ephemeris returns Porphyry cusps when the requested system is undefined (inside the polar circles).
    if (!/Porphyry/i.test(r.error)) throw new Error(`house calculation failed: ${r.error}`);
    report.used = 'O';
    report.name = HOUSE_SYSTEMS.O;
    report.fallback = { used: 'O', reason: r.error.trim() };
  }
  const d = r.data;
  return {
    // Fresh arrays from the binding, 12 long for every system we accept: no copies needed.
    cusps: d.houses as number[],
    cuspSpeeds: d.housesSpeed as number[],
    asc: d.points[0],
    mc: d.points[1],
    ascSpeed: d.pointsSpeed[0],
    mcSpeed: d.pointsSpeed[1],
    report,
  };
}

interface PointContext {
  houseAt: (longitude: number) => number;
  obliquity: number;
  /** Added to a longitude to make it tropical again (the ayanamsa; 0 for tropical charts). */
  toTropical: number;
  /** Tropical [longitude, latitude] per point, for the epoch-fixed sidereal modes. */
  tropical: Record<PointName, [number, number]> | null;
  points: Record<PointName, ChartPoint>;
}

/** Adds one point to the chart. Module-level and field by field: it runs 20 times per chart on the hot path. */
function putPoint(
  ctx: PointContext,
  name: PointName,
  pointType: 'Planet' | 'AxialCusps',
  longitude: number,
  latitude: number,
  distance: number,
  speed: number,
  retrograde: boolean,
): void {
  const house = ctx.houseAt(longitude);
  const lon = norm360(longitude);
  const sign = signOf(lon);
  const t = ctx.tropical?.[name];
  ctx.points[name] = {
    name,
    pointType,
    longitude: lon,
    sign: sign.code,
    signName: sign.name,
    signNum: sign.num,
    position: lon - sign.num * 30,
    element: sign.element,
    quality: sign.quality,
    emoji: sign.emoji,
    latitude,
    distance,
    declination: t
      ? declination(t[0], t[1], ctx.obliquity)
      : declination(longitude + ctx.toTropical, latitude, ctx.obliquity),
    speed,
    retrograde,
    house,
    houseName: HOUSE_NAMES[house - 1]!,
  };
}

/** Calculates a natal (or any moment's) chart. Throws ChartInputError for bad input, EphemerisError if the
 * ephemeris files are missing or the date is outside them. */
export function calculateNatalChart(input: ChartInput): NatalChart {
  const altitude = input.altitude ?? 0;
  checkPlace(input.latitude, input.longitude, altitude);
  const settings = resolveSettings(input);
  const jd = toJulianDay(input.ut);
  assertInEphemerisRange(jd);
  initEphemeris();

  const flags = prepareFlags(settings, input.latitude, input.longitude, altitude);
  const sidereal = settings.ayanamsa !== null;
  const h = calculateHouses(jd, input.latitude, input.longitude, settings.houseSystem, sidereal);
  const obliquity = trueObliquity(jd);
  // Declinations come from tropical longitudes. Sidereal longitude + ayanamsa gives them back exactly, except
  // for the modes fixed to an epoch's ecliptic (J2000, J1900, B1950): those take their own tropical calls.
  const ayanamsaDegrees = sidereal ? swe.get_ayanamsa_ex_ut(jd, FLG_SWIEPH).data : null;
  const epochMode = settings.ayanamsa !== null && EPOCH_MODES.has(settings.ayanamsa);
  const tropical = epochMode ? tropicalPositions(jd, flags & ~FLG_SIDEREAL, input.latitude, input.longitude) : null;
  const cusps = h.cusps;
  const ctx: PointContext = {
    houseAt: houseLookup(cusps),
    obliquity,
    toTropical: ayanamsaDegrees ?? 0,
    tropical,
    points: {} as Record<PointName, ChartPoint>,
  };
  const points = ctx.points;

  const raw = {} as Record<BodyName, number[]>; // [lon, lat, dist, speed, ...] as Swiss Ephemeris gives them
  for (const name of CALCULATED) raw[name] = calcRaw(jd, BODY[name], flags);
  // Inserted in POINT_NAMES order, so the record lists them in that order.
  for (const name of POINT_NAMES) {
    switch (name) {
      case 'Mean_South_Node':
      case 'True_South_Node': {
        // Opposite the north node, moving with it.
        const n = raw[name === 'Mean_South_Node' ? 'Mean_Node' : 'True_Node'];
        putPoint(ctx, name, 'Planet', norm360(n[0]! + 180), -n[1]!, n[2]!, n[3]!, n[3]! < 0);
        break;
      }
      case 'Ascendant':
        putPoint(ctx, name, 'AxialCusps', h.asc, 0, 0, h.ascSpeed, false);
        break;
      case 'Medium_Coeli':
        putPoint(ctx, name, 'AxialCusps', h.mc, 0, 0, h.mcSpeed, false);
        break;
      case 'Descendant':
        putPoint(ctx, name, 'AxialCusps', norm360(h.asc + 180), 0, 0, h.ascSpeed, false);
        break;
      case 'Imum_Coeli':
        putPoint(ctx, name, 'AxialCusps', norm360(h.mc + 180), 0, 0, h.mcSpeed, false);
        break;
      default: {
        const p = raw[name];
        putPoint(ctx, name, 'Planet', p[0]!, p[1]!, p[2]!, p[3]!, p[3]! < 0);
      }
    }
  }

  const houses: HouseCusp[] = cusps.map((lon, i) => {
    const sign = signOf(lon);
    return {
      number: i + 1,
      name: HOUSE_NAMES[i]!,
      longitude: lon,
      sign: sign.code,
      signName: sign.name,
      signNum: sign.num,
      position: lon - sign.num * 30,
      element: sign.element,
      quality: sign.quality,
      emoji: sign.emoji,
      speed: h.cuspSpeeds[i]!,
    };
  });

  const names = RETRO_CANDIDATES.filter((n) => points[n].retrograde);
  return {
    julianDay: jd,
    utc: julianDayToIso(jd),
    latitude: input.latitude,
    longitude: input.longitude,
    altitude,
    zodiac: settings.zodiac,
    ayanamsa: settings.ayanamsa,
    ayanamsaDegrees,
    perspective: settings.perspective,
    houseSystem: h.report,
    points,
    houses,
    cusps,
    lunarPhase: lunarPhase({
      moonLongitude: raw.Moon[0]!,
      moonLatitude: raw.Moon[1]!,
      moonDistance: raw.Moon[2]!,
      sunLongitude: raw.Sun[0]!,
      sunDistance: raw.Sun[2]!,
    }),
    retrogrades: { count: names.length, names },
  };
}

/**
 * Where a point of the sky stands at an instant, in a natal chart's own zodiac and perspective: the frame its houses
 * and its points are read in, so the answer can be compared with them.
 */
export function longitudeInFrameOf(natal: NatalChart, point: PointName, at: Date): number {
  const sky = calculateNatalChart({
    ut: at,
    latitude: natal.latitude,
    longitude: natal.longitude,
    zodiac: natal.zodiac,
    ayanamsa: natal.ayanamsa,
    perspective: natal.perspective,
  });
  return sky.points[point].longitude;
}
