// The one vocabulary of the zodiac: sign, planet, point and house names, their orders, glyphs, the chart API's
// three-letter sign codes and the ordinals ("first" ... "twelfth", "1st" ... "12th"). The engine, the server (reader,
// extractors, teaching parser, knowledge seed) and the web all read these lists; anything derived from them (regexes,
// lower-case sets, subsets) is computed where it is used. No zod here, so the web and the engine can import it cheaply.

// ---------------------------------------------------------------------------------------------------------------
// Signs

/** The twelve signs in zodiac order: the chart API's code, the name, the glyph (text and emoji presentation). */
export const ZODIAC = [
  { code: 'Ari', name: 'Aries', element: 'Fire', quality: 'Cardinal', glyph: '♈', emoji: '♈️' },
  { code: 'Tau', name: 'Taurus', element: 'Earth', quality: 'Fixed', glyph: '♉', emoji: '♉️' },
  { code: 'Gem', name: 'Gemini', element: 'Air', quality: 'Mutable', glyph: '♊', emoji: '♊️' },
  { code: 'Can', name: 'Cancer', element: 'Water', quality: 'Cardinal', glyph: '♋', emoji: '♋️' },
  { code: 'Leo', name: 'Leo', element: 'Fire', quality: 'Fixed', glyph: '♌', emoji: '♌️' },
  { code: 'Vir', name: 'Virgo', element: 'Earth', quality: 'Mutable', glyph: '♍', emoji: '♍️' },
  { code: 'Lib', name: 'Libra', element: 'Air', quality: 'Cardinal', glyph: '♎', emoji: '♎️' },
  { code: 'Sco', name: 'Scorpio', element: 'Water', quality: 'Fixed', glyph: '♏', emoji: '♏️' },
  { code: 'Sag', name: 'Sagittarius', element: 'Fire', quality: 'Mutable', glyph: '♐', emoji: '♐️' },
  { code: 'Cap', name: 'Capricorn', element: 'Earth', quality: 'Cardinal', glyph: '♑', emoji: '♑️' },
  { code: 'Aqu', name: 'Aquarius', element: 'Air', quality: 'Fixed', glyph: '♒', emoji: '♒️' },
  { code: 'Pis', name: 'Pisces', element: 'Water', quality: 'Mutable', glyph: '♓', emoji: '♓️' },
] as const;
export type SignCode = (typeof ZODIAC)[number]['code'];
export type SignName = (typeof ZODIAC)[number]['name'];

export const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
export type Element = (typeof ELEMENTS)[number];
export const QUALITIES = ['Cardinal', 'Fixed', 'Mutable'] as const;
export type Quality = (typeof QUALITIES)[number];

/** 'Aries' ... 'Pisces'. */
export const SIGN_NAMES: readonly SignName[] = ZODIAC.map((sign) => sign.name);
/** Full sign name from the chart API's three-letter code ('Sag' -> 'Sagittarius'). */
export const SIGN_NAME_BY_CODE: Readonly<Record<SignCode, SignName>> = Object.fromEntries(
  ZODIAC.map((sign) => [sign.code, sign.name]),
) as Record<SignCode, SignName>;
/** Sign glyph (text presentation) by full sign name. */
export const SIGN_GLYPHS: Readonly<Record<SignName, string>> = Object.fromEntries(
  ZODIAC.map((sign) => [sign.name, sign.glyph]),
) as Record<SignName, string>;

// ---------------------------------------------------------------------------------------------------------------
// Planets and points

/** The ten planets in their conventional order (the Sun and Moon counted as planets). */
export const TEN_PLANETS = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
] as const;
export type PlanetName = (typeof TEN_PLANETS)[number];
/** The personal planets, Sun to Mars. */
export const PERSONAL_PLANETS: readonly PlanetName[] = TEN_PLANETS.slice(0, 5);
/** The seven visible (classical) planets, Sun to Saturn. */
export const CLASSICAL_PLANETS: readonly PlanetName[] = TEN_PLANETS.slice(0, 7);
/** The slow planets, Jupiter to Pluto. */
export const SLOW_PLANETS: readonly PlanetName[] = TEN_PLANETS.slice(5);
/** The outer (generational) planets, Uranus to Pluto. */
export const OUTER_PLANETS: readonly PlanetName[] = TEN_PLANETS.slice(7);

/** The bodies a chart reads: the ten planets and Chiron. */
export const BODY_NAMES = [...TEN_PLANETS, 'Chiron'] as const;
export type BodyName = (typeof BODY_NAMES)[number];

/** Every body and point by its plain name (the knowledge graph's Planet nodes). */
export const POINT_NAMES_PLAIN = [...BODY_NAMES, 'North Node', 'South Node', 'Lilith'] as const;
export type PlainPointName = (typeof POINT_NAMES_PLAIN)[number];

/** The four angles by their plain names, in house order (cusps of the 1st, 4th, 7th and 10th houses). */
export const ANGLE_NAMES = ['Ascendant', 'IC', 'Descendant', 'Midheaven'] as const;
export type AngleName = (typeof ANGLE_NAMES)[number];

/** The chart API's (Kerykeion 4) names of the bodies and points, in output order. */
export const CHART_BODY_KEYS = [
  ...BODY_NAMES,
  'Mean_Node',
  'True_Node',
  'Mean_South_Node',
  'True_South_Node',
  'Mean_Lilith',
] as const;
/** The chart API's names of the four axes. */
export const CHART_AXIS_KEYS = ['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli'] as const;
export type ChartPointKey = (typeof CHART_BODY_KEYS)[number] | (typeof CHART_AXIS_KEYS)[number];

/** Glyphs of the chart API's points, for drawing and for short labels. */
export const POINT_GLYPHS: Readonly<Record<ChartPointKey, string>> = {
  Sun: '☉',
  Moon: '☽',
  Mercury: '☿',
  Venus: '♀',
  Mars: '♂',
  Jupiter: '♃',
  Saturn: '♄',
  Uranus: '♅',
  Neptune: '♆',
  Pluto: '♇',
  Chiron: '⚷',
  Mean_Node: '☊',
  True_Node: '☊',
  Mean_South_Node: '☋',
  True_South_Node: '☋',
  Mean_Lilith: '⚸',
  Ascendant: 'Asc',
  Medium_Coeli: 'MC',
  Descendant: 'Dsc',
  Imum_Coeli: 'IC',
};

// ---------------------------------------------------------------------------------------------------------------
// Aspects

/** The five major (Ptolemaic) aspects, in the knowledge graph's order. */
export const MAJOR_ASPECT_NAMES = ['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const;
export type MajorAspectName = (typeof MAJOR_ASPECT_NAMES)[number];
/** A major aspect as a sentence joins two points with it: "Pluto opposite my Chiron", "Venus conjunct the Sun". */
export const ASPECT_WORDS: Readonly<Record<MajorAspectName, string>> = {
  conjunction: 'conjunct',
  opposition: 'opposite',
  square: 'square',
  trine: 'trine',
  sextile: 'sextile',
};
/**
 * Stellara's one orb rule for the natal aspects a person reads (the profile's list, legend and wheel, the chat, the
 * model request), compared strictly (|separation − angle| ≤ orb). The /api/v4 dialect keeps Kerykeion's wider ones.
 */
export const NATAL_ASPECT_ORB: Readonly<Record<(typeof MAJOR_ASPECT_NAMES)[number], number>> = {
  conjunction: 6,
  opposition: 6,
  square: 5,
  trine: 5,
  sextile: 4,
};
/** All eleven aspects as Kerykeion names them, the majors first (the knowledge graph's order). */
export const GRAPH_ASPECT_NAMES = [
  ...MAJOR_ASPECT_NAMES,
  'quintile',
  'semi-sextile',
  'semi-square',
  'sesquiquadrate',
  'biquintile',
  'quincunx',
] as const;

// ---------------------------------------------------------------------------------------------------------------
// The Moon

/** The eight phase names of the Moon, from New Moon round to Waning Crescent (Kerykeion's names). */
export const LUNAR_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;
export type LunarPhaseName = (typeof LUNAR_PHASE_NAMES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Houses and ordinals

export const HOUSE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** "first" ... "twelfth", for houses named in words. */
export const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
] as const;
export type OrdinalWord = (typeof ORDINAL_WORDS)[number];

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * "12°34'" from 12.57: a position's degrees and arcminutes within its sign, the minutes rounded (29.9999 reads
 * "30°00'"). The minutes carry an ASCII apostrophe: the chat's replies, the model's prompts and the profile's tables
 * all write it so, and a member can type it.
 */
export function formatDegree(degree: number): string {
  let d = Math.floor(degree);
  let m = Math.round((degree - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}'`;
}

/** "1st" ... "12th". */
export const ORDINAL_NUMBERS: readonly string[] = HOUSE_NUMBERS.map(ordinal);

/** The chart API's house names: 'First_House' ... 'Twelfth_House'. */
export type HouseKey = `${Capitalize<OrdinalWord>}_House`;
export const HOUSE_KEYS: readonly HouseKey[] = ORDINAL_WORDS.map(
  (word) => `${word[0]!.toUpperCase()}${word.slice(1)}_House` as HouseKey,
);
