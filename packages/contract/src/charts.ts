// Chart API requests in the Astrologer API v4 dialect (Kerykeion 4 field names), shared by server and web.
// The option lists mirror @stellara/astro's constants (a server test checks they stay equal); they are
// repeated here so the web bundle never imports the native chart engine. Point names come from vocabulary.ts,
// which the engine reads too.
import { z } from 'zod';
import { safeText } from './text.ts';
import { CHART_AXIS_KEYS, CHART_BODY_KEYS } from './vocabulary.ts';

export const HOUSE_SYSTEM_IDS = [
  'A',
  'B',
  'C',
  'D',
  'F',
  'H',
  'I',
  'i',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
] as const;
export const SIDEREAL_MODES = [
  'FAGAN_BRADLEY',
  'LAHIRI',
  'DELUCE',
  'RAMAN',
  'USHASHASHI',
  'KRISHNAMURTI',
  'DJWHAL_KHUL',
  'YUKTESHWAR',
  'JN_BHASIN',
  'BABYL_KUGLER1',
  'BABYL_KUGLER2',
  'BABYL_KUGLER3',
  'BABYL_HUBER',
  'BABYL_ETPSC',
  'ALDEBARAN_15TAU',
  'HIPPARCHOS',
  'SASSANIAN',
  'J2000',
  'J1900',
  'B1950',
] as const;
export const PERSPECTIVE_TYPES = ['Apparent Geocentric', 'True Geocentric', 'Heliocentric', 'Topocentric'] as const;
export const ZODIAC_TYPE_NAMES = ['Tropic', 'Sidereal'] as const;
export const CHART_POINT_NAMES = [...CHART_BODY_KEYS, ...CHART_AXIS_KEYS] as const;
export const ASPECT_NAMES = [
  'conjunction',
  'semi-sextile',
  'semi-square',
  'sextile',
  'quintile',
  'square',
  'trine',
  'sesquiquadrate',
  'biquintile',
  'quincunx',
  'opposition',
] as const;
export const CHART_THEMES = ['classic', 'light', 'dark'] as const;
/** Years the ephemeris files cover. */
export const CHART_FIRST_YEAR = 1800;
export const CHART_LAST_YEAR = 2399;

const int = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A birth (or any moment's) subject: local wall-clock time in an IANA zone, and a place. */
export const chartSubjectSchema = z
  .object({
    name: safeText().max(200).default('User'),
    year: int(CHART_FIRST_YEAR, CHART_LAST_YEAR, `year (the ephemeris covers ${CHART_FIRST_YEAR}-${CHART_LAST_YEAR})`),
    month: int(1, 12, 'month'),
    day: int(1, 31, 'day'),
    hour: int(0, 23, 'hour'),
    minute: int(0, 59, 'minute'),
    second: int(0, 59, 'second').optional(),
    longitude: z
      .number({ error: 'longitude must be a number' })
      .min(-180, 'longitude must be between -180 and 180')
      .max(180, 'longitude must be between -180 and 180'),
    latitude: z
      .number({ error: 'latitude must be a number' })
      .min(-90, 'latitude must be between -90 and 90')
      .max(90, 'latitude must be between -90 and 90'),
    altitude: z.number().min(-500).max(10_000).optional(),
    /** Stellara's own: the birth time is not known (hour and minute then give local noon); no houses or angles. */
    birth_time_unknown: z.boolean({ error: 'birth_time_unknown must be true or false' }).optional(),
    city: safeText().max(200).default(''),
    nation: safeText().max(100).default(''),
    timezone: safeText({ error: 'timezone is required (an IANA zone such as Europe/London)' }).min(1).max(64),
    zodiac_type: z.enum(ZODIAC_TYPE_NAMES, { error: 'zodiac_type must be "Tropic" or "Sidereal"' }).default('Tropic'),
    sidereal_mode: z
      .enum(SIDEREAL_MODES, { error: `sidereal_mode must be one of ${SIDEREAL_MODES.join(', ')}` })
      .nullable()
      .optional(),
    perspective_type: z
      .enum(PERSPECTIVE_TYPES, { error: `perspective_type must be one of ${PERSPECTIVE_TYPES.join(', ')}` })
      .default('Apparent Geocentric'),
    houses_system_identifier: z
      .enum(HOUSE_SYSTEM_IDS, { error: `houses_system_identifier must be one of ${HOUSE_SYSTEM_IDS.join(' ')}` })
      .default('P'),
  })
  .superRefine((s, ctx) => {
    if (s.day > daysInMonth(s.year, s.month)) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: `${s.year}-${s.month} has no day ${s.day}` });
    }
    if (s.sidereal_mode && s.zodiac_type !== 'Sidereal') {
      ctx.addIssue({
        code: 'custom',
        path: ['sidereal_mode'],
        message: 'sidereal_mode needs zodiac_type "Sidereal"',
      });
    }
  });
export type ChartSubject = z.infer<typeof chartSubjectSchema>;
export type ChartSubjectInput = z.input<typeof chartSubjectSchema>;

const activeAspectSchema = z.object({ name: z.enum(ASPECT_NAMES), orb: z.number().min(0).max(30).optional() });

const chartOptions = {
  theme: z.enum(CHART_THEMES, { error: `theme must be one of ${CHART_THEMES.join(', ')}` }).default('classic'),
  language: safeText().max(8).default('EN'),
  wheel_only: z.boolean().default(false),
  active_points: z.array(z.enum(CHART_POINT_NAMES)).max(20).optional(),
  active_aspects: z.array(activeAspectSchema).max(11).optional(),
};

export const natalChartRequestSchema = z.object({ subject: chartSubjectSchema, ...chartOptions });
export type NatalChartRequest = z.input<typeof natalChartRequestSchema>;

export const transitChartRequestSchema = z.object({
  first_subject: chartSubjectSchema,
  transit_subject: chartSubjectSchema,
  ...chartOptions,
});
export type TransitChartRequest = z.input<typeof transitChartRequestSchema>;

export const synastryChartRequestSchema = z.object({
  first_subject: chartSubjectSchema,
  second_subject: chartSubjectSchema,
  ...chartOptions,
});
export type SynastryChartRequest = z.input<typeof synastryChartRequestSchema>;

/** How the API document marks a key the Astrologer API does not send (our extensions). */
const extension = <S extends z.ZodType>(schema: S, what: string) =>
  schema.meta({
    description: `Stellara extension (the Astrologer API does not send it): ${what}`,
    'x-stellara-extension': true,
  });

/** One point as the API answers it (Kerykeion 4 names, plus speed and declination). */
export const chartPointResponseSchema = z.object({
  name: z.string(),
  quality: z.string(),
  element: z.string(),
  sign: z.string(),
  sign_num: z.number(),
  position: z.number(),
  abs_pos: z.number(),
  emoji: z.string(),
  point_type: z.enum(['Planet', 'AxialCusps', 'House']),
  house: z.string().nullable(),
  retrograde: z.boolean().nullable(),
  speed: extension(z.number(), 'degrees a day along the zodiac (negative when retrograde).'),
  declination: extension(z.number().nullable(), 'degrees north or south of the equator; null for a cusp.'),
});
export type ChartPointResponse = z.infer<typeof chartPointResponseSchema>;

export const chartAspectResponseSchema = z.object({
  p1_name: z.string(),
  p1_owner: z.string(),
  p1_abs_pos: z.number(),
  p2_name: z.string(),
  p2_owner: z.string(),
  p2_abs_pos: z.number(),
  aspect: z.string(),
  orbit: z.number(),
  aspect_degrees: z.number(),
  diff: z.number(),
  /** Kerykeion's numbers of the two points (Sun 0, Moon 1 ... Mean_Node 10, Chiron 12 ... True_South_Node 19). */
  p1: z.number().int(),
  p2: z.number().int(),
  aspect_movement: extension(z.enum(['Applying', 'Separating', 'Static']), 'whether the aspect is getting closer.'),
});
export type ChartAspectResponse = z.infer<typeof chartAspectResponseSchema>;

/**
 * A subject as the v4 answers carry it: the input echoed, the chart's settings and times, and every point and house
 * cusp keyed sun ... imum_coeli, first_house ... twelfth_house (the keys not named here).
 */
export const chartSubjectResponseSchema = z
  .object({
    name: z.string(),
    year: z.number(),
    month: z.number(),
    day: z.number(),
    hour: z.number(),
    minute: z.number(),
    city: z.string(),
    nation: z.string(),
    lng: z.number(),
    lat: z.number(),
    tz_str: z.string(),
    zodiac_type: z.string(),
    sidereal_mode: z.string().nullable(),
    houses_system_identifier: z.string(),
    houses_system_name: z.string(),
    houses_system_fallback: extension(
      z.object({ used: z.string(), reason: z.string() }),
      'present only when the house system asked for is undefined at this latitude: the system used and why.',
    ).optional(),
    perspective_type: z.string(),
    iso_formatted_local_datetime: z.string(),
    iso_formatted_utc_datetime: z.string(),
    julian_day: z.number(),
    utc_time: z.number(),
    local_time: z.number(),
    lunar_phase: z.object({
      degrees_between_s_m: z.number(),
      moon_phase: z.number(),
      sun_phase: z.number(),
      moon_emoji: z.string(),
      moon_phase_name: z.string(),
      illumination: extension(z.number(), "the lit fraction of the Moon's disc, 0 to 1."),
    }),
    planets_names_list: z.array(z.string()),
    axial_cusps_names_list: z.array(z.string()),
    houses_names_list: z.array(z.string()),
    retrograde_planets: extension(z.array(z.string()), 'the names of the points moving backwards.'),
  })
  .catchall(chartPointResponseSchema);
export type ChartSubjectResponse = z.infer<typeof chartSubjectResponseSchema>;

/** POST /api/v4/natal-aspects-data */
export const natalAspectsAnswerSchema = z.object({
  status: z.literal('OK'),
  data: z.object({ subject: chartSubjectResponseSchema }),
  aspects: z.array(chartAspectResponseSchema),
});
export type NatalAspectsAnswer = z.infer<typeof natalAspectsAnswerSchema>;

/** POST /api/v4/birth-chart: the natal answer with the wheel's SVG. */
export const birthChartAnswerSchema = natalAspectsAnswerSchema.extend({ chart: z.string() });

/**
 * A transit aspect, its points ordered as the Astrologer API orders them: the natal point first in
 * transit-aspects-data, the transiting point first in transit-chart; then when it is in orb and exact (our
 * extensions).
 */
export const transitAspectResponseSchema = chartAspectResponseSchema.extend({
  is_exact: extension(z.boolean(), 'within 1 degree of exact.'),
  intensity: extension(z.number(), 'how strongly it is felt, 3 to 10.'),
  color: extension(z.string(), 'red, yellow or green by intensity.'),
  start: extension(z.string().nullable(), 'when it comes into orb (UTC); null beyond the search horizon.'),
  exact: extension(z.array(z.string()), 'every moment it is exact in this pass (UTC).'),
  end: extension(z.string().nullable(), 'when it leaves orb (UTC); null beyond the search horizon.'),
});

/**
 * POST /api/v4/transit-aspects-data. `data` holds each chart twice: as `subject` and `transit` (the Astrologer API's
 * names) and as `first_subject` and `transit_subject` (our request's names).
 */
export const transitAspectsAnswerSchema = z.object({
  status: z.literal('OK'),
  data: z.object({
    subject: chartSubjectResponseSchema,
    transit: chartSubjectResponseSchema,
    first_subject: extension(chartSubjectResponseSchema, 'the same chart as `subject`.'),
    transit_subject: extension(chartSubjectResponseSchema, 'the same chart as `transit`.'),
  }),
  aspects: z.array(transitAspectResponseSchema),
});

/** POST /api/v4/transit-chart: the transit answer with the bi-wheel's SVG. */
export const transitChartAnswerSchema = transitAspectsAnswerSchema.extend({ chart: z.string() });
