/**
 * Local time -> Universal Time with the complete IANA record (pre-1970 history included), from
 * bundled data. Pure: no I/O after module load.
 *
 *   const r = localToUtc({ date: '1944-06-06', time: '09:00' }, 'Europe/London');
 *   if (r.status === 'unconverted') ... // spec failure path: r.utcDate/utcTime are the local ones
 *   else r.utcDate, r.utcTime ("HH:MM:SS"), r.offset ("+02:00"), r.abbreviation ("BDST"), r.dst,
 *        r.status: 'ok' | 'nonexistent' | 'ambiguous', r.options (the readings to choose from)
 */
export {
  ABBREVIATION_OFFSETS,
  type ConversionStatus,
  dateProblem,
  formatOffset,
  isKnownZone,
  type LocalDateTime,
  type LocalToUtcResult,
  localToUtc,
  resolveZone,
  timeProblem,
  type UnconvertedTime,
  type UtcConversion,
  type UtcReading,
  type WallClock,
  wallClockToUtc,
  zoneOffsetAt,
} from './local-to-utc.ts';
export { canonicalZoneName, getZone, tzdataSource, tzdataVersion, zoneNames, zoneSourceHash } from './tzdata.ts';
