// The v4 natal answers (birth-data, natal-aspects-data, birth-chart) written as JSON bytes in one pass over the
// chart: no presenter object tree for a serialiser to walk again, no text to join and encode. The bytes are those
// the presenter (v4-presenter.ts) and the response schema's serialiser gave before (v4-answer.test.ts compares the
// two over thousands of charts): keys in the schema's order (v4-schemas.ts), numbers as JSON.stringify writes them,
// engine strings and what a person typed (name, city, nation, zone) and the emoji escaped by asciiJson
// (JSON.stringify's escaping, and non-ASCII as \u escapes; the engine's strings are ASCII, so for them it is
// JSON.stringify's). The answer, the wheel SVG of birth-chart aside, is therefore pure ASCII by construction.
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
import { AsciiWriter } from './ascii-writer.ts';
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

const digits2 = (s: string, i: number) => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48;

/** Decimal hours of the time in an ISO date-time ("...T14:30:00+02:00" -> 14.5), Kerykeion's utc_time/local_time. */
function decimalHours(iso: string): number {
  return digits2(iso, 11) + digits2(iso, 14) / 60 + digits2(iso, 17) / 3600;
}

// Constant parts, made once per process.
const POINT_KEYS = POINT_NAMES.map((name) => `,"${name.toLowerCase()}":{"name":"${name}","quality":`);
const HOUSE_KEYS = HOUSE_NAMES.map((name) => `,"${name.toLowerCase()}":{"name":"${name}","quality":`);
const NAME_LISTS =
  `,"planets_names_list":${JSON.stringify(PLANET_NAMES)}` +
  `,"axial_cusps_names_list":${JSON.stringify(AXIS_NAMES)}` +
  `,"houses_names_list":${JSON.stringify(HOUSE_NAMES)}`;

// One answer at a time on this thread: one writer, reused.
const out = new AsciiWriter();

// Writing a double is the costliest part of an answer (the shortest text that reads back the same number): each
// point's longitude, written once for the point, is reused for the aspects that name it (p1_abs_pos, p2_abs_pos).
// Filled by writeSubject, read by writeAspects right after it, for the same chart.
const POINT_INDEX = new Map<string, number>(POINT_NAMES.map((name, i) => [name, i]));
const longitudes = new Float64Array(POINT_NAMES.length);
const longitudeTexts: string[] = POINT_NAMES.map(() => '');

/** The JSON of a number, as JSON.stringify writes it. */
const num = (n: number): string => (Number.isFinite(n) ? `${n}` : 'null');

/** A point's longitude as written for the point just before, else written now. */
function longitudeText(name: string, longitude: number): string {
  const i = POINT_INDEX.get(name);
  return i !== undefined && longitudes[i] === longitude ? longitudeTexts[i]! : num(longitude);
}

/** One point, in the point schema's key order, after its key and name (POINT_KEYS). */
function writePoint(p: ChartPoint, i: number): void {
  const lon = num(p.longitude);
  longitudes[i] = p.longitude;
  longitudeTexts[i] = lon;
  out.ascii(lit(p.quality));
  out.ascii(',"element":');
  out.ascii(lit(p.element));
  out.ascii(',"sign":');
  out.ascii(lit(p.sign));
  out.ascii(',"sign_num":');
  out.number(p.signNum);
  out.ascii(',"position":');
  out.number(p.position);
  out.ascii(',"abs_pos":');
  out.ascii(lon);
  out.ascii(',"emoji":"');
  out.ascii(asciiJson(p.emoji));
  out.ascii('","point_type":');
  out.ascii(lit(p.pointType));
  out.ascii(',"house":');
  out.ascii(lit(p.houseName));
  out.ascii(p.retrograde ? ',"retrograde":true,"speed":' : ',"retrograde":false,"speed":');
  out.number(p.speed);
  out.ascii(',"declination":');
  out.number(p.declination);
  out.ascii('}');
}

/** The subject object of a natal answer (`data.subject`). */
function writeSubject(s: ChartOfSubject): void {
  const { chart, subject, localIso } = s;
  const system = chart.houseSystem;
  out.ascii('{"name":"');
  out.ascii(asciiJson(subject.name));
  out.ascii('","year":');
  out.number(subject.year);
  out.ascii(',"month":');
  out.number(subject.month);
  out.ascii(',"day":');
  out.number(subject.day);
  out.ascii(',"hour":');
  out.number(subject.hour);
  out.ascii(',"minute":');
  out.number(subject.minute);
  out.ascii(',"city":"');
  out.ascii(asciiJson(subject.city));
  out.ascii('","nation":"');
  out.ascii(asciiJson(subject.nation));
  out.ascii('","lng":');
  out.number(subject.longitude);
  out.ascii(',"lat":');
  out.number(subject.latitude);
  out.ascii(',"tz_str":"');
  out.ascii(asciiJson(subject.timezone));
  out.ascii('","zodiac_type":');
  out.ascii(lit(chart.zodiac));
  out.ascii(',"sidereal_mode":');
  out.ascii(chart.ayanamsa === null ? 'null' : lit(chart.ayanamsa));
  out.ascii(',"houses_system_identifier":');
  out.ascii(lit(system.requested));
  out.ascii(',"houses_system_name":');
  out.ascii(lit(HOUSE_SYSTEMS[system.used]));
  if (system.fallback) {
    out.ascii(',"houses_system_fallback":{"used":');
    out.ascii(lit(system.fallback.used));
    out.ascii(',"reason":"');
    out.ascii(asciiJson(system.fallback.reason));
    out.ascii('"}');
  }
  // The ISO date-times are digits, '-', ':', '+' and 'T' (castBirthChart, julianDayToIso): nothing to escape.
  out.ascii(',"perspective_type":');
  out.ascii(lit(chart.perspective));
  out.ascii(',"iso_formatted_local_datetime":"');
  out.ascii(localIso);
  out.ascii('","iso_formatted_utc_datetime":"');
  out.ascii(chart.utc);
  out.ascii('","julian_day":');
  out.number(chart.julianDay);
  out.ascii(',"utc_time":');
  out.number(decimalHours(chart.utc));
  out.ascii(',"local_time":');
  out.number(decimalHours(localIso));
  const points = chart.points;
  for (let i = 0; i < POINT_NAMES.length; i++) {
    out.ascii(POINT_KEYS[i]!);
    writePoint(points[POINT_NAMES[i]!], i);
  }
  const houses = chart.houses;
  for (let i = 0; i < houses.length; i++) {
    const h = houses[i]!;
    out.ascii(HOUSE_KEYS[i]!);
    out.ascii(lit(h.quality));
    out.ascii(',"element":');
    out.ascii(lit(h.element));
    out.ascii(',"sign":');
    out.ascii(lit(h.sign));
    out.ascii(',"sign_num":');
    out.number(h.signNum);
    out.ascii(',"position":');
    out.number(h.position);
    out.ascii(',"abs_pos":');
    out.number(h.longitude);
    out.ascii(',"emoji":"');
    out.ascii(asciiJson(h.emoji));
    out.ascii('","point_type":"House","house":null,"retrograde":null,"speed":');
    out.number(h.speed);
    out.ascii(',"declination":null}');
  }
  const l = chart.lunarPhase;
  out.ascii(',"lunar_phase":{"degrees_between_s_m":');
  out.number(l.angle);
  out.ascii(',"moon_phase":');
  out.number(l.moonPhase);
  out.ascii(',"sun_phase":');
  out.number(l.sunPhase);
  out.ascii(',"moon_emoji":"');
  out.ascii(asciiJson(l.emoji));
  out.ascii('","moon_phase_name":');
  out.ascii(lit(l.name));
  out.ascii(',"illumination":');
  out.number(l.illumination);
  out.ascii('}');
  out.ascii(NAME_LISTS);
  out.ascii(',"retrograde_planets":[');
  const retrogrades = chart.retrogrades.names;
  for (let i = 0; i < retrogrades.length; i++) {
    if (i) out.ascii(',');
    out.ascii(lit(retrogrades[i]!));
  }
  out.ascii(']}');
}

/** The aspects array, both points owned by `owner` (the subject's name, already ASCII-escaped). */
function writeAspects(aspects: readonly Aspect[], owner: string): void {
  const p1Owner = `,"p1_owner":"${owner}","p1_abs_pos":`;
  const p2Owner = `,"p2_owner":"${owner}","p2_abs_pos":`;
  out.ascii('[');
  for (let i = 0; i < aspects.length; i++) {
    const a = aspects[i]!;
    out.ascii(i ? ',{"p1_name":' : '{"p1_name":');
    out.ascii(lit(a.p1));
    out.ascii(p1Owner);
    out.ascii(longitudeText(a.p1, a.p1Longitude));
    out.ascii(',"p2_name":');
    out.ascii(lit(a.p2));
    out.ascii(p2Owner);
    out.ascii(longitudeText(a.p2, a.p2Longitude));
    out.ascii(',"aspect":');
    out.ascii(lit(a.aspect));
    out.ascii(',"orbit":');
    out.number(a.orbit);
    out.ascii(',"aspect_degrees":');
    out.number(a.aspectDegrees);
    out.ascii(',"diff":');
    out.number(a.diff);
    out.ascii(',"aspect_movement":');
    out.ascii(lit(a.movement));
    out.ascii('}');
  }
  out.ascii(']');
}

/**
 * The bytes of a natal answer: `{"status":"OK","data":{"subject":...}}`, with its aspects when given
 * (natal-aspects-data, birth-chart) and the wheel SVG when given (birth-chart). All ASCII but for the SVG.
 */
export function natalAnswerBytes(s: ChartOfSubject, aspects?: readonly Aspect[], wheelSvg?: string): Buffer {
  out.reset();
  out.ascii('{"status":"OK","data":{"subject":');
  writeSubject(s);
  out.ascii('}');
  if (aspects) {
    out.ascii(',"aspects":');
    writeAspects(aspects, asciiJson(s.subject.name));
  }
  if (wheelSvg !== undefined) {
    out.ascii(',"chart":');
    out.utf8(JSON.stringify(wheelSvg));
  }
  out.ascii('}');
  return out.bytes();
}
