// THE birth data -> UT -> chart path. Every chart of a person (the Astrologer v4 routes, a chat, a member's charts
// and profile) is cast here: the local wall-clock time is read in its IANA zone with the full time-zone record,
// the offset found turns it into a Julian day (UT) with the engine's own time code, and the engine casts the chart.
// A time the clocks skipped or showed twice is returned as such, with both offsets: never guessed.
import {
  ChartInputError,
  type ChartSettings,
  calculateNatalChart,
  EphemerisError,
  InstantError,
  type NatalChart,
  utcToJulianDay,
} from '@stellara/astro';
import { type BirthData, errorCodes, UNKNOWN_BIRTH_TIME_CAST } from '@stellara/contract';
import { HttpError } from '../http/errors.ts';
import { formatOffset, type LocalToUtcResult, type WallClock, wallClockToUtc } from '../places/index.ts';

/** A birth: the local wall-clock time, its IANA zone and the place. */
export interface Birth extends WallClock {
  timezone: string;
  latitude: number;
  longitude: number;
  /** Metres above sea level (0 when not given). */
  altitude?: number | undefined;
  /** The time is not known (the wall-clock time is then local noon): the chart is marked so. */
  timeUnknown?: boolean | undefined;
}

export type { ChartSettings };

export type BirthChartResult =
  | {
      status: 'ok';
      chart: NatalChart;
      /** The local date-time with the offset in force, e.g. 2021-03-14T03:30:00-04:00. */
      localIso: string;
      offsetSeconds: number;
    }
  /** The local time never happened (clocks jumped forward) or happened twice (clocks went back). */
  | { status: 'nonexistent' | 'ambiguous'; localText: string; timezone: string; offsets: number[] }
  | { status: 'unknown-zone'; timezone: string };

/** The converter from wall-clock time to UT (replaceable in tests that count conversions). */
export type ToUtc = (local: WallClock, zone: string) => LocalToUtcResult;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Birth -> UT -> chart. The gap/overlap and an unknown zone are results; bad values the engine finds (a date
 * outside the ephemeris, a latitude it cannot take) are thrown as the engine's errors (see `asHttpError`).
 */
export function castBirthChart(
  birth: Birth,
  settings: ChartSettings = {},
  toUtc: ToUtc = wallClockToUtc,
): BirthChartResult {
  const { year, month, day, hour, minute, second } = birth;
  const localText = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const r = toUtc(birth, birth.timezone);
  if (r.status === 'unconverted') return { status: 'unknown-zone', timezone: birth.timezone };
  if (r.status !== 'ok') {
    const offsets = (r.options ?? [r]).map((o) => o.offsetSeconds);
    return { status: r.status, localText, timezone: birth.timezone, offsets };
  }
  const chart = calculateNatalChart({
    ...settings,
    // The wall-clock reading less the offset in force: UT, as the engine's Julian day.
    ut: utcToJulianDay(year, month, day, hour, minute, second - r.offsetSeconds),
    latitude: birth.latitude,
    longitude: birth.longitude,
    altitude: birth.altitude ?? 0,
  });
  if (birth.timeUnknown) chart.timeUnknown = true;
  return {
    status: 'ok',
    chart,
    localIso: `${localText}${formatOffset(r.offsetSeconds)}`,
    offsetSeconds: r.offsetSeconds,
  };
}

/**
 * The contract's birth data ("YYYY-MM-DD", "HH:MM" local time in an IANA zone) as a birth. A birth whose time is not
 * known is cast for local noon, whatever time the row holds.
 */
export function birthOf(data: BirthData): Birth {
  const [year, month, day] = data.birthDate.split('-').map(Number) as [number, number, number];
  const time = data.birthTimeUnknown ? UNKNOWN_BIRTH_TIME_CAST : data.birthTime;
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    timezone: data.timezone,
    latitude: data.latitude,
    longitude: data.longitude,
    ...(data.birthTimeUnknown ? { timeUnknown: true } : {}),
  };
}

/**
 * The chart of the contract's birth data, as the product casts a person's chart: in the member's chosen house system
 * and zodiac (chart-frame.ts), Placidus and tropical for visitors and by default.
 */
export function birthDataChart(data: BirthData, settings: ChartSettings = {}): BirthChartResult {
  return castBirthChart(birthOf(data), settings);
}

/**
 * A result that is not a chart, as the HTTP answer every route gives: an unknown zone is a 400; a DST gap or
 * overlap is a 422 naming both offsets (`field` prefixes the field names, e.g. "subject" or "birthData").
 */
export function birthTimeError(r: Exclude<BirthChartResult, { status: 'ok' }>, field: string): HttpError {
  if (r.status === 'unknown-zone') {
    return new HttpError(400, errorCodes.validationFailed, `Unknown time zone "${r.timezone}".`, {
      [`${field}.timezone`]: 'unknown IANA time zone',
    });
  }
  const offsets = r.offsets.map(formatOffset).join(', ');
  const message =
    r.status === 'nonexistent'
      ? `${r.localText} did not exist in ${r.timezone} (clocks jumped forward). Possible offsets: ${offsets}.`
      : `${r.localText} happened twice in ${r.timezone} (clocks went back). Possible offsets: ${offsets}.`;
  return new HttpError(422, errorCodes.unprocessable, message, { [`${field}.hour`]: message });
}

/** Engine input errors become 400s naming the field; anything else is a real failure and propagates. */
export function asHttpError(e: unknown, field: string): unknown {
  if (e instanceof ChartInputError) {
    return new HttpError(400, errorCodes.validationFailed, e.message, { [`${field}.${e.field}`]: e.message });
  }
  if (e instanceof InstantError) {
    return new HttpError(400, errorCodes.validationFailed, e.message, { [`${field}.year`]: e.message });
  }
  if (e instanceof EphemerisError && /outside|not found/.test(e.message)) {
    return new HttpError(400, errorCodes.validationFailed, e.message, { [`${field}.year`]: e.message });
  }
  return e;
}

/** The chart, or the HTTP error the routes answer (gap/overlap 422, unknown zone 400, engine input 400). */
export function chartOrHttpError(
  cast: () => BirthChartResult,
  field: string,
): Extract<BirthChartResult, { status: 'ok' }> {
  let r: BirthChartResult;
  try {
    r = cast();
  } catch (e) {
    throw asHttpError(e, field);
  }
  if (r.status !== 'ok') throw birthTimeError(r, field);
  return r;
}

/** The chart of the contract's birth data, or the HTTP error (see chartOrHttpError). */
export function birthDataChartOrThrow(data: BirthData, field = 'birthData', settings: ChartSettings = {}): NatalChart {
  return chartOrHttpError(() => birthDataChart(data, settings), field).chart;
}
