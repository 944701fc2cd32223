// Birth data -> the chart record the spec keeps with it (natal_planets, natal_houses, natal_aspects). Pure.
import { calculateAspects, type NatalChart, type PointName } from '@stellara/astro';
import {
  type BirthData,
  type ChartFrame,
  DEFAULT_CHART_FRAME,
  NATAL_RECORD_POINTS,
  type NatalChartRecord,
  natalRecordFacts,
  withoutBirthTime,
} from '@stellara/contract';
import { birthDataChartOrThrow } from './birth-chart.ts';
import { castFrameOf, chartSettingsOf } from './chart-frame.ts';
import { birthMoonDay } from './moon-day.ts';
import { aspectJson, pointsAndHouses } from './v4-presenter.ts';

const RECORD_POINTS = NATAL_RECORD_POINTS as PointName[];

/**
 * Calculates the natal chart of the birth data (the one birth path, charts/birth-chart.ts: local time in its IANA
 * zone -> UT -> Swiss Ephemeris, in the member's frame: Placidus and tropical by default). A time that did not exist
 * or happened twice is a 422 naming the offsets; bad values are 400s naming the field (`field` prefixes the names).
 */
export function natalRecord(
  birth: BirthData,
  now = new Date(),
  field = 'birthData',
  frame: ChartFrame = DEFAULT_CHART_FRAME,
): NatalChartRecord {
  const chart = birthDataChartOrThrow(birth, field, chartSettingsOf(frame));
  const record = { ...recordOf(chart, now), frame: castFrameOf(frame, chart) };
  // Without a birth time the record keeps the bodies by sign only: no houses, no Ascendant.
  return birth.birthTimeUnknown
    ? { ...withoutBirthTime(record), moon_day: birthMoonDay(birth, chart.ayanamsa) }
    : record;
}

/**
 * The record of a chart: its points, cusps and aspects among the record's bodies as the v4 answer gives them,
 * through the contract's one mapping (the browser keeps a visitor's record with the same function).
 */
export function recordOf(chart: NatalChart, now: Date): NatalChartRecord {
  const answer = {
    data: { subject: pointsAndHouses(chart) },
    aspects: calculateAspects(chart.points, { activePoints: RECORD_POINTS }).map((a) => aspectJson(a, '', '')),
  };
  return {
    utcDate: chart.utc.slice(0, 10),
    utcTime: chart.utc.slice(11, 19),
    ...natalRecordFacts(answer),
    chart_calculated_at: now.toISOString(),
  };
}
