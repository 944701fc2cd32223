// JSON schemas of the v4 natal answers: the documented answer of birth-data, natal-aspects-data and birth-chart,
// in the order v4-answer.ts writes their keys. Until that writer they were Fastify's response schemas
// (fast-json-stringify); v4-answer.test.ts still serialises with them to prove the writer's bytes unchanged.
//
// The answer stays pure ASCII: emoji and user text are written as JSON \u escapes (what Python's json does by
// default). Clients decode the same strings, and a one-byte string is much cheaper for V8 to build and for Node
// to write than a two-byte one (measured: +48% throughput for a bare Fastify sending this answer).
import { CHART_POINT_NAMES, HOUSE_KEYS } from '@stellara/contract';

const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
/** A string escaped by asciiJson() below and written as is (fast-json-stringify's "unsafe" format). */
const ascii = { type: 'string', format: 'unsafe' } as const;

const escapes = new Map<string, string>();

/** The body of a JSON string literal for s, in ASCII only (non-ASCII as \uXXXX escapes). */
export function asciiJson(s: string): string {
  let out = escapes.get(s);
  if (out === undefined) {
    out = JSON.stringify(s)
      .slice(1, -1)
      .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    // Remember short strings only (emoji, names, places): a small, bounded cache.
    if (s.length <= 64 && escapes.size < 10_000) escapes.set(s, out);
  }
  return out;
}

/** How the API document marks a key the Astrologer API does not send (our extensions). */
export const EXTENSION_MARK = 'x-stellara-extension';
const EXTENSION_PREFIX = 'Stellara extension (the Astrologer API does not send it): ';

/** A key we add beyond the Astrologer API's answer, described as such (the document marks it, see below). */
const extension = <S extends object>(schema: S, what: string) =>
  ({ ...schema, description: `${EXTENSION_PREFIX}${what}` }) as S & { description: string };

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
    emoji: ascii,
    point_type: str,
    house: { type: ['string', 'null'] },
    retrograde: { type: ['boolean', 'null'] },
    speed: extension(num, 'degrees a day along the zodiac (negative when retrograde).'),
    declination: extension({ type: ['number', 'null'] }, 'degrees north or south of the equator; null for a cusp.'),
  },
} as const;

const POINT_KEYS = [...CHART_POINT_NAMES, ...HOUSE_KEYS].map((name) => name.toLowerCase());

export const subjectJsonSchema = {
  type: 'object',
  properties: {
    name: ascii,
    year: num,
    month: num,
    day: num,
    hour: num,
    minute: num,
    city: ascii,
    nation: ascii,
    lng: num,
    lat: num,
    tz_str: ascii,
    zodiac_type: str,
    sidereal_mode: { type: ['string', 'null'] },
    houses_system_identifier: str,
    houses_system_name: str,
    houses_system_fallback: extension(
      { type: 'object', properties: { used: str, reason: str } },
      'present only when the house system asked for is undefined at this latitude: the system used and why.',
    ),
    perspective_type: str,
    iso_formatted_local_datetime: str,
    iso_formatted_utc_datetime: str,
    julian_day: num,
    utc_time: num,
    local_time: num,
    ...Object.fromEntries(POINT_KEYS.map((k) => [k, point])),
    lunar_phase: {
      type: 'object',
      properties: {
        degrees_between_s_m: num,
        moon_phase: num,
        sun_phase: num,
        moon_emoji: ascii,
        moon_phase_name: str,
        illumination: extension(num, "the lit fraction of the Moon's disc, 0 to 1."),
      },
    },
    planets_names_list: { type: 'array', items: str },
    axial_cusps_names_list: { type: 'array', items: str },
    houses_names_list: { type: 'array', items: str },
    retrograde_planets: extension({ type: 'array', items: str }, 'the names of the points moving backwards.'),
  },
} as const;

const aspect = {
  type: 'object',
  properties: {
    p1_name: str,
    p1_owner: ascii,
    p1_abs_pos: num,
    p2_name: str,
    p2_owner: ascii,
    p2_abs_pos: num,
    aspect: str,
    orbit: num,
    aspect_degrees: num,
    diff: num,
    p1: {
      type: 'integer',
      description: "Kerykeion's number of the first point (Sun 0, Moon 1 ... True_South_Node 19).",
    },
    p2: { type: 'integer', description: "Kerykeion's number of the second point." },
    aspect_movement: extension(str, 'Applying, Separating or Static: whether the aspect is getting closer.'),
  },
} as const;

/** `data` of birth-data and birth-chart: the subject's keys, as the Astrologer API sends them, and `subject`. */
const subjectAsData = {
  type: 'object',
  properties: {
    ...subjectJsonSchema.properties,
    subject: extension(subjectJsonSchema, 'the same subject again, where natal-aspects-data has it.'),
  },
} as const;

const natalAnswer = (data: object, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    status: str,
    data,
    aspects: { type: 'array', items: aspect },
    ...extra,
  },
});

/** The natal answers as served, for serialisers: the `ascii` fields marked with fast-json-stringify's format. */
export const natalAnswerSchema = natalAnswer({ type: 'object', properties: { subject: subjectJsonSchema } });
export const birthDataAnswerSchema = natalAnswer(subjectAsData);
export const birthChartAnswerSchema = natalAnswer(subjectAsData, { chart: str });

/** The same for the API document: a string is a string there, and our extensions carry their mark. */
const documentedSchema = <S>(schema: S): S =>
  JSON.parse(JSON.stringify(schema), (key, value) => {
    if (key === 'format' && value === 'unsafe') return undefined;
    if (typeof value?.description === 'string' && value.description.startsWith(EXTENSION_PREFIX)) {
      return { ...value, [EXTENSION_MARK]: true };
    }
    return value;
  });
export const natalAnswerDoc = documentedSchema(natalAnswerSchema);
export const birthDataAnswerDoc = documentedSchema(birthDataAnswerSchema);
export const birthChartAnswerDoc = documentedSchema(birthChartAnswerSchema);
