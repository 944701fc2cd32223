// JSON schemas of the v4 natal answers. Fastify compiles them into serializers (fast-json-stringify), which
// write these ~20 KB answers faster than JSON.stringify; they also list every field the answer carries
// (properties not listed here would be dropped, and the integration test checks the full field lists).
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;

const point = {
  type: 'object',
  properties: {
    name: str,
    quality: str,
    element: str,
    sign: str,
    sign_num: num,
    position: num,
    abs_pos: num,
    emoji: str,
    point_type: str,
    house: { type: ['string', 'null'] },
    retrograde: { type: ['boolean', 'null'] },
    speed: num,
    declination: { type: ['number', 'null'] },
  },
} as const;

const POINT_KEYS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'mean_node',
  'true_node',
  'mean_south_node',
  'true_south_node',
  'mean_lilith',
  'ascendant',
  'medium_coeli',
  'descendant',
  'imum_coeli',
  'first_house',
  'second_house',
  'third_house',
  'fourth_house',
  'fifth_house',
  'sixth_house',
  'seventh_house',
  'eighth_house',
  'ninth_house',
  'tenth_house',
  'eleventh_house',
  'twelfth_house',
];

export const subjectJsonSchema = {
  type: 'object',
  properties: {
    name: str,
    year: num,
    month: num,
    day: num,
    hour: num,
    minute: num,
    city: str,
    nation: str,
    lng: num,
    lat: num,
    tz_str: str,
    zodiac_type: str,
    sidereal_mode: { type: ['string', 'null'] },
    houses_system_identifier: str,
    houses_system_name: str,
    houses_system_fallback: { type: 'object', properties: { used: str, reason: str } },
    perspective_type: str,
    iso_formatted_local_datetime: str,
    iso_formatted_utc_datetime: str,
    julian_day: num,
    ...Object.fromEntries(POINT_KEYS.map((k) => [k, point])),
    lunar_phase: {
      type: 'object',
      properties: {
        degrees_between_s_m: num,
        moon_phase: num,
        sun_phase: num,
        moon_emoji: str,
        moon_phase_name: str,
        illumination: num,
      },
    },
    retrograde_planets: { type: 'array', items: str },
  },
} as const;

const aspect = {
  type: 'object',
  properties: {
    p1_name: str,
    p1_owner: str,
    p1_abs_pos: num,
    p2_name: str,
    p2_owner: str,
    p2_abs_pos: num,
    aspect: str,
    orbit: num,
    aspect_degrees: num,
    diff: num,
    aspect_movement: str,
  },
} as const;

const natalAnswer = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    status: str,
    data: { type: 'object', properties: { subject: subjectJsonSchema } },
    aspects: { type: 'array', items: aspect },
    ...extra,
  },
});

/** Response schemas by route (200 only: errors keep the app-wide error serializer). */
export const natalAnswerSchema = { response: { 200: natalAnswer() } };
export const birthChartAnswerSchema = { response: { 200: natalAnswer({ chart: str }) } };
