// Shapes engine results as the Astrologer API v4 answers them (Kerykeion 4 field names).
import {
  type Aspect,
  AXIS_NAMES,
  type ChartPoint,
  type CompositeChart,
  HOUSE_NAMES,
  HOUSE_SYSTEMS,
  type HouseCusp,
  type NatalChart,
  PLANET_NAMES,
  POINT_NAMES,
  type PointName,
  type TransitAspect,
} from '@stellara/astro';
import type { ChartAspectResponse, ChartPointResponse, ChartSubject } from '@stellara/contract';

/**
 * Kerykeion 4's number for each point: an aspect's `p1` and `p2` are the `id` of its points in Kerykeion's
 * settings (`celestial_points` of kr.config.json, found by name through aspects_utils.planet_id_decoder). That
 * list is not our point order: the nodes come before Chiron, Lilith and the south nodes after the axes.
 */
export const KERYKEION_POINT_IDS: Readonly<Record<PointName, number>> = {
  Sun: 0,
  Moon: 1,
  Mercury: 2,
  Venus: 3,
  Mars: 4,
  Jupiter: 5,
  Saturn: 6,
  Uranus: 7,
  Neptune: 8,
  Pluto: 9,
  Mean_Node: 10,
  True_Node: 11,
  Chiron: 12,
  Ascendant: 13,
  Medium_Coeli: 14,
  Descendant: 15,
  Imum_Coeli: 16,
  Mean_Lilith: 17,
  Mean_South_Node: 18,
  True_South_Node: 19,
};

export function pointJson(p: ChartPoint): ChartPointResponse {
  return {
    name: p.name,
    quality: p.quality,
    element: p.element,
    sign: p.sign,
    sign_num: p.signNum,
    position: p.position,
    abs_pos: p.longitude,
    emoji: p.emoji,
    point_type: p.pointType,
    house: p.houseName,
    retrograde: p.retrograde,
    speed: p.speed,
    declination: p.declination,
  };
}

function houseJson(h: HouseCusp): ChartPointResponse {
  return {
    name: h.name,
    quality: h.quality,
    element: h.element,
    sign: h.sign,
    sign_num: h.signNum,
    position: h.position,
    abs_pos: h.longitude,
    emoji: h.emoji,
    point_type: 'House',
    house: null,
    retrograde: null,
    speed: h.speed,
    declination: null,
  };
}

const lower = (name: string) => name.toLowerCase();

export interface SubjectMeta {
  subject: ChartSubject;
  /** ISO local date-time with its offset, e.g. 1990-06-15T14:30:00+02:00. */
  localIso: string;
}

type Chart = NatalChart | CompositeChart;

const POINT_KEYS = POINT_NAMES.map((name) => [name, lower(name)] as const);
const HOUSE_KEYS = HOUSE_NAMES.map(lower);

/** The chart's points and houses keyed sun ... imum_coeli and first_house ... twelfth_house. */
export function pointsAndHouses(chart: Chart): Record<string, ChartPointResponse> {
  const out: Record<string, ChartPointResponse> = {};
  for (const [name, key] of POINT_KEYS) out[key] = pointJson(chart.points[name]);
  chart.houses.forEach((h, i) => {
    out[HOUSE_KEYS[i]!] = houseJson(h);
  });
  return out;
}

function lunarPhaseJson(chart: Chart) {
  const l = chart.lunarPhase;
  return {
    degrees_between_s_m: l.angle,
    moon_phase: l.moonPhase,
    sun_phase: l.sunPhase,
    moon_emoji: l.emoji,
    moon_phase_name: l.name,
    illumination: l.illumination,
  };
}

/** Decimal hours of the time in an ISO date-time ("...T14:30:00+02:00" -> 14.5), Kerykeion's utc_time/local_time. */
function decimalHours(iso: string): number {
  const [h, m, sec] = iso.slice(11, 19).split(':').map(Number) as [number, number, number];
  return h + m / 60 + sec / 3600;
}

export function subjectJson(chart: NatalChart, meta: SubjectMeta) {
  const s = meta.subject;
  return {
    name: s.name,
    year: s.year,
    month: s.month,
    day: s.day,
    hour: s.hour,
    minute: s.minute,
    city: s.city,
    nation: s.nation,
    lng: s.longitude,
    lat: s.latitude,
    tz_str: s.timezone,
    zodiac_type: chart.zodiac,
    sidereal_mode: chart.ayanamsa,
    houses_system_identifier: chart.houseSystem.requested,
    houses_system_name: HOUSE_SYSTEMS[chart.houseSystem.used],
    ...(chart.houseSystem.fallback ? { houses_system_fallback: chart.houseSystem.fallback } : {}),
    perspective_type: chart.perspective,
    iso_formatted_local_datetime: meta.localIso,
    iso_formatted_utc_datetime: chart.utc,
    julian_day: chart.julianDay,
    utc_time: decimalHours(chart.utc),
    local_time: decimalHours(meta.localIso),
    ...pointsAndHouses(chart),
    planets_names_list: PLANET_NAMES,
    axial_cusps_names_list: AXIS_NAMES,
    houses_names_list: HOUSE_NAMES,
    lunar_phase: lunarPhaseJson(chart),
    retrograde_planets: chart.retrogrades.names,
  };
}

/**
 * The composite's points and cusps: a midpoint chart is no moment in the sky, so, as Kerykeion has it, its points
 * are neither direct nor retrograde (retrograde null); their speed stays the mean of the two charts' speeds.
 */
function compositePoints(chart: CompositeChart): Record<string, ChartPointResponse> {
  const out = pointsAndHouses(chart);
  for (const [, key] of POINT_KEYS) out[key] = { ...out[key]!, retrograde: null };
  return out;
}

export function compositeJson(chart: CompositeChart, name: string) {
  return {
    name,
    composite_chart_type: chart.method,
    zodiac_type: chart.zodiac,
    sidereal_mode: chart.ayanamsa,
    houses_system_identifier: chart.houseSystem.requested,
    houses_system_name: HOUSE_SYSTEMS[chart.houseSystem.used],
    perspective_type: chart.perspective,
    ...compositePoints(chart),
    planets_names_list: PLANET_NAMES,
    axial_cusps_names_list: AXIS_NAMES,
    houses_names_list: HOUSE_NAMES,
    lunar_phase: lunarPhaseJson(chart),
  };
}

/**
 * The natal answers whose `data` is the subject itself in the Astrologer API (birth-data, birth-chart, now): its
 * keys, then the same subject under `subject` as our other answers and our own clients read it.
 */
export function subjectAsData<T extends object>(subject: T): T & { subject: T } {
  return { ...subject, subject };
}

export function aspectJson(a: Aspect, owner1: string, owner2: string): ChartAspectResponse {
  return {
    p1_name: a.p1,
    p1_owner: owner1,
    p1_abs_pos: a.p1Longitude,
    p2_name: a.p2,
    p2_owner: owner2,
    p2_abs_pos: a.p2Longitude,
    aspect: a.aspect,
    orbit: a.orbit,
    aspect_degrees: a.aspectDegrees,
    diff: a.diff,
    p1: KERYKEION_POINT_IDS[a.p1],
    p2: KERYKEION_POINT_IDS[a.p2],
    aspect_movement: a.movement,
  };
}

/** Which point of a transit aspect comes first: the Astrologer API's transit-aspects-data puts the natal one first,
 * its transit-chart the transiting one (its chart draws SynastryAspects(transit, natal)). */
export type TransitOrder = 'natal-first' | 'transit-first';

/**
 * A transit aspect as the Astrologer API answers it, its points in `order`; then when it is in orb and exact (our
 * extensions). The engine gives the transiting point first. Orbit, diff and movement do not depend on the order.
 */
export function transitAspectJson(a: TransitAspect, natalOwner: string, transitOwner: string, order: TransitOrder) {
  const natalFirst = order === 'natal-first';
  return {
    p1_name: natalFirst ? a.p2 : a.p1,
    p1_owner: natalFirst ? natalOwner : transitOwner,
    p1_abs_pos: natalFirst ? a.p2Longitude : a.p1Longitude,
    p2_name: natalFirst ? a.p1 : a.p2,
    p2_owner: natalFirst ? transitOwner : natalOwner,
    p2_abs_pos: natalFirst ? a.p1Longitude : a.p2Longitude,
    aspect: a.aspect,
    orbit: a.orbit,
    aspect_degrees: a.aspectDegrees,
    diff: a.diff,
    p1: KERYKEION_POINT_IDS[natalFirst ? a.p2 : a.p1],
    p2: KERYKEION_POINT_IDS[natalFirst ? a.p1 : a.p2],
    aspect_movement: a.movement,
    is_exact: a.isExact,
    intensity: a.intensity,
    color: a.colour,
    start: a.start,
    exact: a.exact,
    end: a.end,
  };
}
