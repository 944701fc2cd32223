import type { UtcReading } from '@stellara/contract';
import { type KeyValueStore, readItem, sessionKeys, writeItem } from './storage.ts';

/**
 * The session birth record (docs/charts.md#birth-record), kept in sessionStorage for anonymous visitors.
 * The chart fields arrive once the chart service computes them.
 */
export interface SessionBirthData {
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** HH:MM, 24-hour local time (local noon, the time the chart is read for, when the time is not known) */
  birthTime: string;
  /** "I don't know my birth time": the chart has no houses or Rising sign. */
  birthTimeUnknown?: boolean;
  /** With the time unknown: the Moon's sign or two signs over the birth day. */
  moon_day?: { startSign: string; endSign: string; changeAt: string | null } | null;
  birthPlace: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /**
   * The zone the chart was cast in when it is not `timezone`: the fixed offset ("UTC+01:00") the person chose for a
   * local time the clocks skipped or showed twice. The chat is started with it, so the person is not asked again.
   */
  chartTimezone?: string;
  utcDate?: string;
  utcTime?: string;
  natal_planets?: unknown;
  natal_houses?: unknown;
  natal_aspects?: unknown;
  chart_calculated_at?: string;
  timestamp?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Complete means date, time and place with coordinates and zone (docs/routing.md). */
export function isCompleteBirthData(value: unknown): value is SessionBirthData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.birthDate === 'string' &&
    DATE.test(v.birthDate) &&
    typeof v.birthTime === 'string' &&
    TIME.test(v.birthTime) &&
    typeof v.birthPlace === 'string' &&
    v.birthPlace.trim() !== '' &&
    // The zone is never guessed (no 'UTC' stand-in): a record without one is asked again on the form.
    typeof v.timezone === 'string' &&
    v.timezone.trim() !== '' &&
    typeof v.latitude === 'number' &&
    Number.isFinite(v.latitude) &&
    typeof v.longitude === 'number' &&
    Number.isFinite(v.longitude)
  );
}

/** The stored record when complete; a corrupt or partial one counts as none. */
export function loadBirthData(store: KeyValueStore | null): SessionBirthData | null {
  const raw = readItem(store, sessionKeys.birthData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCompleteBirthData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveBirthData(store: KeyValueStore | null, data: SessionBirthData | null): void {
  writeItem(store, sessionKeys.birthData, data ? JSON.stringify(data) : null);
}

/**
 * The birth form's time: hour 1-12, minute 0-59 and AM/PM to 24-hour "HH:MM" (docs/limits.md:
 * 12 AM is 00, PM adds 12 except 12 PM stays 12). Null when out of range.
 */
export function to24HourTime(hour: number, minute: number, meridiem: 'AM' | 'PM'): string | null {
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || hour < 1 || hour > 12 || minute < 0 || minute > 59) {
    return null;
  }
  const h = meridiem === 'AM' ? hour % 12 : (hour % 12) + 12;
  return `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The zone a chosen reading of a skipped or repeated local time is cast in: its fixed offset ("UTC-05:00"). */
export function zoneOfReading(reading: UtcReading): string {
  return `UTC${reading.offset.slice(0, 6)}`;
}
