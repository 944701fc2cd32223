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
    speed: num,
    declination: { type: ['number', 'null'] },
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
    houses_system_fallback: { type: 'object', properties: { used: str, reason: str } },
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
        illumination: num,
      },
    },
    planets_names_list: { type: 'array', items: str },
    axial_cusps_names_list: { type: 'array', items: str },
    houses_names_list: { type: 'array', items: str },
    retrograde_planets: { type: 'array', items: str },
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

/** The natal answers as served, for serialisers: the `ascii` fields marked with fast-json-stringify's format. */
export const natalAnswerSchema = natalAnswer();
export const birthChartAnswerSchema = natalAnswer({ chart: str });

/** The same for the API document (a string is a string there). */
const documentedSchema = <S>(schema: S): S =>
  JSON.parse(JSON.stringify(schema), (key, value) => (key === 'format' && value === 'unsafe' ? undefined : value));
export const natalAnswerDoc = documentedSchema(natalAnswerSchema);
export const birthChartAnswerDoc = documentedSchema(birthChartAnswerSchema);
