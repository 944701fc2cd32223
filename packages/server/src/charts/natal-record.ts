// Birth data -> the chart record the spec keeps with it (natal_planets, natal_houses, natal_aspects). Pure.
import { calculateAspects, type NatalChart, type PointName } from '@stellara/astro';
import {
  type AspectEntry,
  type BirthData,
  BODY_NAMES,
  type HouseEntry,
  type NatalChartRecord,
  type PlanetEntry,
} from '@stellara/contract';
import { placesLocalToUt } from './places-local-time.ts';
import { chartForSubject } from './v4.service.ts';

/** The bodies the spec keeps (section 3), with the engine's point for each. */
const KEPT: readonly [string, PointName][] = [
  ...BODY_NAMES.map((name): [string, PointName] => [name, name]),
  ['NorthNode', 'Mean_Node'],
  ['Ascendant', 'Ascendant'],
];
const SPEC_NAME = new Map<PointName, string>(KEPT.map(([spec, engine]) => [engine, spec]));

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Calculates the natal chart of the birth data (local time in its IANA zone -> UT -> Swiss Ephemeris,
 * tropical, Placidus). A time that did not exist or happened twice is a 422 naming the offsets; bad
 * values are 400s naming the field (`field` prefixes the field names).
 */
export function natalRecord(birth: BirthData, now = new Date(), field = 'birthData'): NatalChartRecord {
  return recordOf(engineChart(birth, field), now);
}

/** The engine's chart of the birth data (see natalRecord for the errors). */
export function engineChart(birth: BirthData, field = 'birthData'): NatalChart {
  const [year, month, day] = birth.birthDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = birth.birthTime.split(':').map(Number) as [number, number];
  const { chart } = chartForSubject(
    {
      name: birth.name,
      year,
      month,
      day,
      hour,
      minute,
      latitude: birth.latitude,
      longitude: birth.longitude,
      city: birth.birthPlace,
      nation: '',
      timezone: birth.timezone,
      zodiac_type: 'Tropic',
      perspective_type: 'Apparent Geocentric',
      houses_system_identifier: 'P',
    },
    field,
    placesLocalToUt,
  );
  return chart;
}

function recordOf(chart: NatalChart, now: Date): NatalChartRecord {
  const natal_planets: PlanetEntry[] = KEPT.map(([name, engine]) => {
    const p = chart.points[engine];
    return {
      name,
      sign: p.signName,
      degree: round(p.position),
      house: p.house,
      retrograde: p.retrograde,
      abs_pos: round(p.longitude),
      element: p.element,
      quality: p.quality,
    };
  });
  const natal_houses: Record<string, HouseEntry> = {};
  for (const h of chart.houses) {
    natal_houses[`House_${h.number}`] = {
      house: h.number,
      sign: h.signName,
      degree: round(h.position),
      abs_pos: round(h.longitude),
    };
  }
  const natal_aspects: AspectEntry[] = calculateAspects(chart.points, {
    activePoints: KEPT.map(([, engine]) => engine),
  }).map((a) => ({
    planet1: SPEC_NAME.get(a.p1) ?? a.p1,
    planet2: SPEC_NAME.get(a.p2) ?? a.p2,
    type: a.aspect,
    orb: round(a.orbit, 2),
    angle: a.aspectDegrees,
  }));
  return {
    utcDate: chart.utc.slice(0, 10),
    utcTime: chart.utc.slice(11, 19),
    natal_planets,
    natal_houses,
    natal_aspects,
    chart_calculated_at: now.toISOString(),
  };
}
