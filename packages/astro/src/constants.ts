// Names and tables shared by the whole engine. Point, sign and aspect names follow Kerykeion 4
// (the Astrologer API dialect), so the API layer can pass them through unchanged.

import {
  CHART_AXIS_KEYS,
  CHART_BODY_KEYS,
  type Element,
  HOUSE_KEYS,
  type HouseKey,
  NATAL_ASPECT_ORB,
  type Quality,
  type SignCode,
  type SignName,
  TEN_PLANETS,
  ZODIAC,
} from '@stellara/contract/vocabulary';

export type { Element, Quality, SignCode, SignName } from '@stellara/contract/vocabulary';
export { POINT_GLYPHS, SIGN_NAME_BY_CODE } from '@stellara/contract/vocabulary';

export interface SignInfo {
  /** 0 = Aries ... 11 = Pisces */
  num: number;
  code: SignCode;
  name: SignName;
  element: Element;
  quality: Quality;
  emoji: string;
  /** Unicode zodiac symbol (text presentation), for drawing. */
  glyph: string;
}

/** The signs of the shared vocabulary, numbered. */
export const SIGNS: readonly SignInfo[] = ZODIAC.map(({ code, name, element, quality, emoji, glyph }, num) => ({
  num,
  code,
  name,
  element,
  quality,
  emoji,
  glyph,
}));

export type PlanetName = (typeof CHART_BODY_KEYS)[number];
export type AxisName = (typeof CHART_AXIS_KEYS)[number];
export type PointName = PlanetName | AxisName;
export type PointType = 'Planet' | 'AxialCusps' | 'House';

/** Every point a natal chart carries, in output order. */
export const PLANET_NAMES: readonly PlanetName[] = CHART_BODY_KEYS;
export const AXIS_NAMES: readonly AxisName[] = CHART_AXIS_KEYS;
export const POINT_NAMES: readonly PointName[] = [...PLANET_NAMES, ...AXIS_NAMES];

export const HOUSE_NAMES: readonly HouseKey[] = HOUSE_KEYS;
export type HouseName = HouseKey;

/** House systems Swiss Ephemeris and Kerykeion both offer, by identifier letter. */
export const HOUSE_SYSTEMS = {
  A: 'Equal',
  B: 'Alcabitius',
  C: 'Campanus',
  D: 'Equal (MC)',
  F: 'Carter poli-equ.',
  H: 'Horizon/Azimut',
  I: 'Sunshine',
  i: 'Sunshine/alt.',
  K: 'Koch',
  L: 'Pullen SD',
  M: 'Morinus',
  N: 'Equal/1=Aries',
  O: 'Porphyry',
  P: 'Placidus',
  Q: 'Pullen SR',
  R: 'Regiomontanus',
  S: 'Sripati',
  T: 'Polich/Page',
  U: 'Krusinski-Pisa-Goelzer',
  V: 'Equal/Vehlow',
  W: 'Equal/Whole Sign',
  X: 'Axial rotation system/Meridian houses',
  Y: 'APC houses',
} as const;
export type HouseSystemId = keyof typeof HOUSE_SYSTEMS;

/** Kerykeion's named ayanamsas, mapped to Swiss Ephemeris SE_SIDM_* numbers. */
export const AYANAMSAS = {
  FAGAN_BRADLEY: 0,
  LAHIRI: 1,
  DELUCE: 2,
  RAMAN: 3,
  USHASHASHI: 4,
  KRISHNAMURTI: 5,
  DJWHAL_KHUL: 6,
  YUKTESHWAR: 7,
  JN_BHASIN: 8,
  BABYL_KUGLER1: 9,
  BABYL_KUGLER2: 10,
  BABYL_KUGLER3: 11,
  BABYL_HUBER: 12,
  BABYL_ETPSC: 13,
  ALDEBARAN_15TAU: 14,
  HIPPARCHOS: 15,
  SASSANIAN: 16,
  J2000: 18,
  J1900: 19,
  B1950: 20,
} as const;
export type Ayanamsa = keyof typeof AYANAMSAS;
/** Kerykeion's default when a sidereal chart names no ayanamsa. */
export const DEFAULT_AYANAMSA: Ayanamsa = 'FAGAN_BRADLEY';

export const ZODIAC_TYPES = ['Tropic', 'Sidereal'] as const;
export type ZodiacType = (typeof ZODIAC_TYPES)[number];

export const PERSPECTIVES = ['Apparent Geocentric', 'True Geocentric', 'Heliocentric', 'Topocentric'] as const;
export type Perspective = (typeof PERSPECTIVES)[number];

export type AspectName =
  | 'conjunction'
  | 'semi-sextile'
  | 'semi-square'
  | 'sextile'
  | 'quintile'
  | 'square'
  | 'trine'
  | 'sesquiquadrate'
  | 'biquintile'
  | 'quincunx'
  | 'opposition';

export interface AspectDefinition {
  name: AspectName;
  degrees: number;
  major: boolean;
  glyph: string;
}

/** All aspects, in Kerykeion's matching order (the first that fits wins). */
export const ASPECTS: readonly AspectDefinition[] = [
  { name: 'conjunction', degrees: 0, major: true, glyph: '☌' },
  { name: 'semi-sextile', degrees: 30, major: false, glyph: '⚺' },
  { name: 'semi-square', degrees: 45, major: false, glyph: '∠' },
  { name: 'sextile', degrees: 60, major: true, glyph: '⚹' },
  { name: 'quintile', degrees: 72, major: false, glyph: 'Q' },
  { name: 'square', degrees: 90, major: true, glyph: '□' },
  { name: 'trine', degrees: 120, major: true, glyph: '△' },
  { name: 'sesquiquadrate', degrees: 135, major: false, glyph: '⚼' },
  { name: 'biquintile', degrees: 144, major: false, glyph: 'bQ' },
  { name: 'quincunx', degrees: 150, major: false, glyph: '⚻' },
  { name: 'opposition', degrees: 180, major: true, glyph: '☍' },
];

export interface ActiveAspect {
  name: AspectName;
  orb: number;
}

/** Kerykeion's default active aspects and orbs; the five minor ones (orb 1) are off by default. */
export const DEFAULT_ACTIVE_ASPECTS: readonly ActiveAspect[] = [
  { name: 'conjunction', orb: 10 },
  { name: 'opposition', orb: 10 },
  { name: 'trine', orb: 8 },
  { name: 'sextile', orb: 6 },
  { name: 'square', orb: 5 },
  { name: 'quintile', orb: 1 },
];

/**
 * Stellara's one orb rule for the natal aspects a person reads (contract NATAL_ASPECT_ORB: the profile's list, legend
 * and wheel, the chat, the model request), used with the strict test |separation − angle| ≤ orb. Kerykeion's defaults
 * above (10° conjunctions, whole degrees) stay the /api/v4 dialect; read out to a person they make a 9.6°
 * "conjunction" sound as strong as an exact one. 6°/5°/4° sit in the middle of what astrologers use for natal charts.
 */
export const NATAL_ASPECT_ORBS: readonly ActiveAspect[] = Object.entries(NATAL_ASPECT_ORB).map(([name, orb]) => ({
  name: name as AspectName,
  orb,
}));

/** Default orbs of the minor aspects when a caller activates them without an orb. */
export const MINOR_ASPECT_ORB = 1;

/** Kerykeion's default active points for aspects. */
export const DEFAULT_ACTIVE_POINTS: readonly PointName[] = [
  ...TEN_PLANETS,
  'Mean_Node',
  'Chiron',
  'Ascendant',
  'Medium_Coeli',
  'Mean_Lilith',
  'Mean_South_Node',
];

/** Aspects touching an axis count only within this orb in natal charts (Kerykeion's axes_orbit). */
export const AXES_ORB = 1;

/** Ephemeris files cover 1800-01-01 to 2399-12-31 (sepl_18/semo_18/seas_18). */
export const EPHEMERIS_FIRST_YEAR = 1800;
export const EPHEMERIS_LAST_YEAR = 2399;
