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
  SIGNS,
} from '@stellara/astro';
import { AsciiWriter } from './ascii-writer.ts';
import { KERYKEION_POINT_IDS, type SubjectMeta } from './v4-presenter.ts';
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

// Fixed parts are kept as bytes (AsciiWriter.raw), made once per process (those naming an aspect's points, kind or
// movement on first use). A point's or cusp's quality, element, sign code and emoji are those of its sign (the
// engine takes them from SIGNS by sign number), so their run is one piece per sign.
const bytes = (text: string): Buffer => Buffer.from(text, 'latin1');

const signHead = (sign: number) => {
  const s = SIGNS[sign]!;
  return `"quality":"${s.quality}","element":"${s.element}","sign":"${s.code}","sign_num":${s.num},"position":`;
};
const signEmoji = (sign: number) => `,"emoji":"${asciiJson(SIGNS[sign]!.emoji)}","point_type":`;

const POINT_TYPES = ['Planet', 'AxialCusps'] as const;
/** `,"sun":{"name":"Sun","quality":...,"sign_num":1,"position":`, at [point * 12 + sign]. */
const pointHeads = POINT_NAMES.flatMap((name) =>
  SIGNS.map((_, sign) => bytes(`,"${name.toLowerCase()}":{"name":${lit(name)},${signHead(sign)}`)),
);
/** `,"emoji":"...","point_type":"Planet","house":"First_House","retrograde":false,"speed":`, at
 * [((sign * 2 + point type) * 12 + house - 1) * 2 + retrograde]. */
const pointMiddles = SIGNS.flatMap((_, sign) =>
  POINT_TYPES.flatMap((type) =>
    HOUSE_NAMES.flatMap((house) =>
      [false, true].map((retrograde) =>
        bytes(`${signEmoji(sign)}${lit(type)},"house":${lit(house)},"retrograde":${retrograde},"speed":`),
      ),
    ),
  ),
);
/** `,"first_house":{"name":"First_House","quality":...,"position":`, at [house * 12 + sign]. */
const houseHeads = HOUSE_NAMES.flatMap((name) =>
  SIGNS.map((_, sign) => bytes(`,"${name.toLowerCase()}":{"name":${lit(name)},${signHead(sign)}`)),
);
/** `,"emoji":"...","point_type":"House","house":null,"retrograde":null,"speed":`, by sign. */
const houseMiddles = SIGNS.map((_, sign) => bytes(`${signEmoji(sign)}"House","house":null,"retrograde":null,"speed":`));
/** Pieces of an aspect that depend only on an engine name: `{"p1_name":"Sun"`, `,"aspect":"trine","orbit":`... */
class NamedPieces {
  private made = new Map<string, Buffer>();
  constructor(
    private readonly before: string,
    private readonly after = '',
  ) {}
  of(name: string): Buffer {
    let piece = this.made.get(name);
    if (piece === undefined) {
      piece = bytes(`${this.before}${lit(name)}${this.after}`);
      this.made.set(name, piece);
    }
    return piece;
  }
}
const P1_NAME = new NamedPieces('{"p1_name":');
const P2_NAME = new NamedPieces(',"p2_name":');
const ASPECT = new NamedPieces(',"aspect":', ',"orbit":');
const MOVEMENT = new NamedPieces(',"aspect_movement":', '}');
/** `,"p1":0,"p2":1`: Kerykeion's numbers of an aspect's two points (v4-presenter.ts KERYKEION_POINT_IDS). */
const pointIds = new Map<string, Buffer>();
function pointIdsPiece(p1: string, p2: string): Buffer {
  const key = `${p1}|${p2}`;
  let piece = pointIds.get(key);
  if (piece === undefined) {
    const id = KERYKEION_POINT_IDS as Readonly<Record<string, number>>;
    piece = bytes(`,"p1":${id[p1]},"p2":${id[p2]}`);
    pointIds.set(key, piece);
  }
  return piece;
}

const ABS_POS = bytes(',"abs_pos":');
const DECLINATION = bytes(',"declination":');
const NO_DECLINATION = bytes(',"declination":null}');
const NAME_LISTS = bytes(
  `,"planets_names_list":${JSON.stringify(PLANET_NAMES)}` +
    `,"axial_cusps_names_list":${JSON.stringify(AXIS_NAMES)}` +
    `,"houses_names_list":${JSON.stringify(HOUSE_NAMES)}`,
);
const ASPECT_DEGREES = bytes(',"aspect_degrees":');
const DIFF = bytes(',"diff":');

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

/** One point, its key included, in the point schema's key order. */
function writePoint(p: ChartPoint, i: number): void {
  const lon = num(p.longitude);
  longitudes[i] = p.longitude;
  longitudeTexts[i] = lon;
  const sign = p.signNum;
  out.raw(pointHeads[i * 12 + sign]!);
  out.number(p.position);
  out.raw(ABS_POS);
  out.ascii(lon);
  const type = p.pointType === 'Planet' ? 0 : 1;
  out.raw(pointMiddles[((sign * 2 + type) * 12 + p.house - 1) * 2 + (p.retrograde ? 1 : 0)]!);
  out.number(p.speed);
  out.raw(DECLINATION);
  out.number(p.declination);
  out.ascii('}');
}

/** A key (with its quotes, colon and any comma or quote before it) and a number. */
function numberAt(key: string, n: number): void {
  out.ascii(key);
  out.number(n);
}

/** A key and text that is JSON already (an engine literal, or escaped text inside the key's opening quote). */
function textAt(key: string, text: string): void {
  out.ascii(key);
  out.ascii(text);
}

/** The subject object of a natal answer (`data.subject`). */
function writeSubject(s: ChartOfSubject): void {
  const { chart, subject, localIso } = s;
  const system = chart.houseSystem;
  textAt('{"name":"', asciiJson(subject.name));
  numberAt('","year":', subject.year);
  numberAt(',"month":', subject.month);
  numberAt(',"day":', subject.day);
  numberAt(',"hour":', subject.hour);
  numberAt(',"minute":', subject.minute);
  textAt(',"city":"', asciiJson(subject.city));
  textAt('","nation":"', asciiJson(subject.nation));
  numberAt('","lng":', subject.longitude);
  numberAt(',"lat":', subject.latitude);
  textAt(',"tz_str":"', asciiJson(subject.timezone));
  textAt('","zodiac_type":', lit(chart.zodiac));
  textAt(',"sidereal_mode":', chart.ayanamsa === null ? 'null' : lit(chart.ayanamsa));
  textAt(',"houses_system_identifier":', lit(system.requested));
  textAt(',"houses_system_name":', lit(HOUSE_SYSTEMS[system.used]));
  if (system.fallback) {
    textAt(',"houses_system_fallback":{"used":', lit(system.fallback.used));
    textAt(',"reason":"', asciiJson(system.fallback.reason));
    out.ascii('"}');
  }
  // The ISO date-times are digits, '-', ':', '+' and 'T' (castBirthChart, julianDayToIso): nothing to escape.
  textAt(',"perspective_type":', lit(chart.perspective));
  textAt(',"iso_formatted_local_datetime":"', localIso);
  textAt('","iso_formatted_utc_datetime":"', chart.utc);
  numberAt('","julian_day":', chart.julianDay);
  numberAt(',"utc_time":', decimalHours(chart.utc));
  numberAt(',"local_time":', decimalHours(localIso));
  const points = chart.points;
  for (let i = 0; i < POINT_NAMES.length; i++) writePoint(points[POINT_NAMES[i]!], i);
  const houses = chart.houses;
  for (let i = 0; i < houses.length; i++) {
    const h = houses[i]!;
    out.raw(houseHeads[i * 12 + h.signNum]!);
    out.number(h.position);
    out.raw(ABS_POS);
    out.number(h.longitude);
    out.raw(houseMiddles[h.signNum]!);
    out.number(h.speed);
    out.raw(NO_DECLINATION);
  }
  const l = chart.lunarPhase;
  numberAt(',"lunar_phase":{"degrees_between_s_m":', l.angle);
  numberAt(',"moon_phase":', l.moonPhase);
  numberAt(',"sun_phase":', l.sunPhase);
  textAt(',"moon_emoji":"', asciiJson(l.emoji));
  textAt('","moon_phase_name":', lit(l.name));
  numberAt(',"illumination":', l.illumination);
  out.ascii('}');
  out.raw(NAME_LISTS);
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
  const p1Owner = bytes(`,"p1_owner":"${owner}","p1_abs_pos":`);
  const p2Owner = bytes(`,"p2_owner":"${owner}","p2_abs_pos":`);
  out.ascii('[');
  for (let i = 0; i < aspects.length; i++) {
    const a = aspects[i]!;
    if (i) out.ascii(',');
    out.raw(P1_NAME.of(a.p1));
    out.raw(p1Owner);
    out.ascii(longitudeText(a.p1, a.p1Longitude));
    out.raw(P2_NAME.of(a.p2));
    out.raw(p2Owner);
    out.ascii(longitudeText(a.p2, a.p2Longitude));
    out.raw(ASPECT.of(a.aspect));
    out.number(a.orbit);
    out.raw(ASPECT_DEGREES);
    out.number(a.aspectDegrees);
    out.raw(DIFF);
    out.number(a.diff);
    out.raw(pointIdsPiece(a.p1, a.p2));
    out.raw(MOVEMENT.of(a.movement));
  }
  out.ascii(']');
}

/**
 * Where a natal answer puts its subject: under `data.subject` (natal-aspects-data), or, as the Astrologer API
 * answers birth-data and birth-chart, as `data` itself, followed by the same subject under `data.subject`
 * (v4-presenter.ts subjectAsData).
 */
export type NatalDataLayout = 'subject' | 'subject-as-data';

/**
 * The bytes of a natal answer: `{"status":"OK","data":...}` laid out as `layout` says, with its aspects when given
 * (natal-aspects-data, birth-chart) and the wheel SVG when given (birth-chart). All ASCII but for the SVG.
 */
export function natalAnswerBytes(
  s: ChartOfSubject,
  aspects?: readonly Aspect[],
  wheelSvg?: string,
  layout: NatalDataLayout = 'subject',
): Buffer {
  out.reset();
  if (layout === 'subject') {
    out.ascii('{"status":"OK","data":{"subject":');
    writeSubject(s);
    out.ascii('}');
  } else {
    out.ascii('{"status":"OK","data":');
    const start = out.length;
    writeSubject(s);
    const end = out.length;
    // The subject's keys are data's own; the same subject follows as the bytes already written (its closing brace,
    // given up to data's next key, written again).
    out.truncate(end - 1);
    out.ascii(',"subject":');
    out.repeat(start, end - 1);
    out.ascii('}}');
  }
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
