// The places capability's door: the one file other capabilities import from it. Local time to Universal Time with
// the full IANA record, for casting charts; the place search itself reaches routes through the app context.
export {
  formatOffset,
  type LocalToUtcResult,
  localToUtc,
  type WallClock,
  wallClockToUtc,
  zoneOffsetAt,
} from './time/index.ts';
