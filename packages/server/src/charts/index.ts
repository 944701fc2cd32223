// The charts capability's door: the one file other capabilities import from it. Every chart of a person is cast
// through birth-chart.ts in the member's frame (chart-frame.ts); a person's local calendar (local-day.ts); the Moon
// over a birth day; the chart record stored with birth data; what the /api/v4 dialect differs in (for the API docs).
export { type Birth, birthDataChart, birthDataChartOrThrow, castBirthChart } from './birth-chart.ts';
export { type ChartSettings, castFrameOf, chartSettingsOf, frameKey, memberChartFrame } from './chart-frame.ts';
export { addDays, localDate, localDay, localInstant } from './local-day.ts';
export { birthMoonDay, type MoonDayText } from './moon-day.ts';
export { natalRecord } from './natal-record.ts';
export { ASTROLOGER_API_ADDED_KEYS, ASTROLOGER_API_MEANING_DIFFERENCES } from './v4-differences.ts';
