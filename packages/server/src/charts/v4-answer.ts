// The v4 natal answers (birth-data, natal-aspects-data, birth-chart) written as JSON text in one pass over the
// chart: no presenter object tree for a serialiser to walk again. The bytes are those the presenter
// (v4-presenter.ts) and the response schema's serialiser gave before (v4-answer.test.ts compares the two over
// thousands of charts): keys in the schema's order (v4-schemas.ts), numbers as JSON.stringify writes them, engine
// strings and what a person typed (name, city, nation, zone) and the emoji escaped by asciiJson (JSON.stringify's
// escaping, and non-ASCII as \u escapes; the engine's strings are ASCII, so for them it is JSON.stringify's).
// The answer (the wheel SVG of birth-chart aside) is therefore pure ASCII by construction: its Latin-1 bytes are its
// UTF-8 bytes, which the routes send without an encoding pass (natalAnswerBytes).
import {
  type Aspect,
  AXIS_NAMES,
  type ChartPoint,
  HOUSE_NAMES,
  HOUSE_SYSTEMS,
  type NatalChart,
  PLANET_NAMES,
  POINT_NAMES,
} from '@stellara/astro';
import type { SubjectMeta } from './v4-presenter.ts';
import { asciiJson } from './v4-schemas.ts';

/** A subject's chart with the request's subject and its local time (v4.service.ts SubjectChart). */
export interface ChartOfSubject extends SubjectMeta {
  chart: NatalChart;
}

const literals = new Map<string, string>();

/** JSON of an engine string (point, sign, aspect names...): a small fixed vocabulary, escaped once. */
function lit(s: string): string {
  let out = literals.get(s);
  if (out === undefined) {
    out = `"${asciiJson(s)}"`;
    if (literals.size < 1000) literals.set(s, out);
  }
  return out;
}

/** A number as JSON.stringify writes it (Infinity and NaN have no JSON form: null). */
const num = (n: number): string => (Number.isFinite(n) ? `${n}` : 'null');

const digits2 = (s: string, i: number) => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48;

/** Decimal hours of the time in an ISO date-time ("...T14:30:00+02:00" -> 14.5), Kerykeion's utc_time/local_time. */
function decimalHours(iso: string): number {
  return digits2(iso, 11) + digits2(iso, 14) / 60 + digits2(iso, 17) / 3600;
}

// Constant parts, written once per process.
const POINT_KEYS = POINT_NAMES.map((name) => `,"${name.toLowerCase()}":`);
const HOUSE_KEYS = HOUSE_NAMES.map((name) => `,"${name.toLowerCase()}":`);
const NAME_LISTS =
  `,"planets_names_list":${JSON.stringify(PLANET_NAMES)}` +
  `,"axial_cusps_names_list":${JSON.stringify(AXIS_NAMES)}` +
  `,"houses_names_list":${JSON.stringify(HOUSE_NAMES)}`;

// Writing a double is most of the writer's time (the shortest text that reads back the same number): each point's
// longitude, written once for the point, is reused for the aspects that name it (p1_abs_pos, p2_abs_pos). Filled by
// subjectText, read by aspectsText right after it, for the same chart (one answer at a time on this thread).
const POINT_INDEX = new Map<string, number>(POINT_NAMES.map((name, i) => [name, i]));
const longitudes = new Float64Array(POINT_NAMES.length);
const longitudeTexts: string[] = POINT_NAMES.map(() => '');

/** A point's longitude as written for the point just before, else written now. */
function longitudeText(name: string, longitude: number): string {
  const i = POINT_INDEX.get(name);
  return i !== undefined && longitudes[i] === longitude ? longitudeTexts[i]! : num(longitude);
}

/** One point or house cusp, in the point schema's key order. */
function pointText(p: ChartPoint, i: number): string {
  const lon = num(p.longitude);
  longitudes[i] = p.longitude;
  longitudeTexts[i] = lon;
  return (
    `{"name":${lit(p.name)},"quality":${lit(p.quality)},"element":${lit(p.element)},"sign":${lit(p.sign)}` +
    `,"sign_num":${p.signNum},"position":${num(p.position)},"abs_pos":${lon}` +
    `,"emoji":"${asciiJson(p.emoji)}","point_type":${lit(p.pointType)},"house":${lit(p.houseName)}` +
    `,"retrograde":${p.retrograde},"speed":${num(p.speed)},"declination":${num(p.declination)}}`
  );
}

/** The subject object of a natal answer (`data.subject`). */
export function subjectText(s: ChartOfSubject): string {
  const { chart, subject, localIso } = s;
  const system = chart.houseSystem;
  let out =
    `{"name":"${asciiJson(subject.name)}","year":${subject.year},"month":${subject.month},"day":${subject.day}` +
    `,"hour":${subject.hour},"minute":${subject.minute},"city":"${asciiJson(subject.city)}"` +
    `,"nation":"${asciiJson(subject.nation)}","lng":${num(subject.longitude)},"lat":${num(subject.latitude)}` +
    `,"tz_str":"${asciiJson(subject.timezone)}","zodiac_type":${lit(chart.zodiac)}` +
    `,"sidereal_mode":${chart.ayanamsa === null ? 'null' : lit(chart.ayanamsa)}` +
    `,"houses_system_identifier":${lit(system.requested)},"houses_system_name":${lit(HOUSE_SYSTEMS[system.used])}`;
  if (system.fallback) {
    out += `,"houses_system_fallback":{"used":${lit(system.fallback.used)},"reason":"${asciiJson(system.fallback.reason)}"}`;
  }
  // The ISO date-times are digits, '-', ':', '+' and 'T' (castBirthChart, julianDayToIso): nothing to escape.
  out +=
    `,"perspective_type":${lit(chart.perspective)},"iso_formatted_local_datetime":"${localIso}"` +
    `,"iso_formatted_utc_datetime":"${chart.utc}","julian_day":${num(chart.julianDay)}` +
    `,"utc_time":${num(decimalHours(chart.utc))},"local_time":${num(decimalHours(localIso))}`;
  const points = chart.points;
  for (let i = 0; i < POINT_NAMES.length; i++) out += POINT_KEYS[i] + pointText(points[POINT_NAMES[i]!], i);
  const houses = chart.houses;
  for (let i = 0; i < houses.length; i++) {
    const h = houses[i]!;
    out +=
      `${HOUSE_KEYS[i]}{"name":${lit(h.name)},"quality":${lit(h.quality)},"element":${lit(h.element)}` +
      `,"sign":${lit(h.sign)},"sign_num":${h.signNum},"position":${num(h.position)},"abs_pos":${num(h.longitude)}` +
      `,"emoji":"${asciiJson(h.emoji)}","point_type":"House","house":null,"retrograde":null` +
      `,"speed":${num(h.speed)},"declination":null}`;
  }
  const l = chart.lunarPhase;
  out +=
    `,"lunar_phase":{"degrees_between_s_m":${num(l.angle)},"moon_phase":${num(l.moonPhase)}` +
    `,"sun_phase":${num(l.sunPhase)},"moon_emoji":"${asciiJson(l.emoji)}","moon_phase_name":${lit(l.name)}` +
    `,"illumination":${num(l.illumination)}}${NAME_LISTS},"retrograde_planets":[`;
  const retrogrades = chart.retrogrades.names;
  for (let i = 0; i < retrogrades.length; i++) out += (i ? ',' : '') + lit(retrogrades[i]!);
  return `${out}]}`;
}

/** The aspects array, both points owned by `owner` (the subject's name, already ASCII-escaped). */
function aspectsText(aspects: readonly Aspect[], owner: string): string {
  const p1Owner = `,"p1_owner":"${owner}","p1_abs_pos":`;
  const p2Owner = `,"p2_owner":"${owner}","p2_abs_pos":`;
  let out = '[';
  for (let i = 0; i < aspects.length; i++) {
    const a = aspects[i]!;
    out +=
      `${i ? ',' : ''}{"p1_name":${lit(a.p1)}${p1Owner}${longitudeText(a.p1, a.p1Longitude)}` +
      `,"p2_name":${lit(a.p2)}${p2Owner}${longitudeText(a.p2, a.p2Longitude)},"aspect":${lit(a.aspect)}` +
      `,"orbit":${num(a.orbit)},"aspect_degrees":${num(a.aspectDegrees)},"diff":${num(a.diff)}` +
      `,"aspect_movement":${lit(a.movement)}}`;
  }
  return `${out}]`;
}

/**
 * The bytes of a natal answer without the wheel (birth-data, natal-aspects-data): pure ASCII text, so its Latin-1
 * bytes are its UTF-8 bytes (no byte counting by Fastify, no encoding by the socket; a cached answer is kept as is).
 * Measured: copying the text's pieces into a buffer one by one instead was slower than this one copy.
 */
export function natalAnswerBytes(s: ChartOfSubject, aspects?: readonly Aspect[]): Buffer {
  return Buffer.from(natalAnswerText(s, aspects), 'latin1');
}

/**
 * A natal answer: `{"status":"OK","data":{"subject":...}}`, with its aspects when given (natal-aspects-data,
 * birth-chart) and the wheel SVG when given (birth-chart).
 */
export function natalAnswerText(s: ChartOfSubject, aspects?: readonly Aspect[], wheelSvg?: string): string {
  let out = `{"status":"OK","data":{"subject":${subjectText(s)}}`;
  if (aspects) out += `,"aspects":${aspectsText(aspects, asciiJson(s.subject.name))}`;
  if (wheelSvg !== undefined) out += `,"chart":${JSON.stringify(wheelSvg)}`;
  return `${out}}`;
}
