// The chart API's LocalToUt port, implemented by the places capability's bundled time-zone record.
import { isKnownZone, localToUtc } from '../places/time/index.ts';
import type { LocalToUt } from './local-time.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export const placesLocalToUt: LocalToUt = (l, zone) => {
  if (!isKnownZone(zone)) return { status: 'unknown-zone' };
  const r = localToUtc(
    {
      date: `${pad(l.year, 4)}-${pad(l.month)}-${pad(l.day)}`,
      time: `${pad(l.hour)}:${pad(l.minute)}:${pad(l.second)}`,
    },
    zone,
  );
  if (r.status === 'unconverted') return { status: 'unknown-zone' };
  if (r.status === 'ok')
    return { status: 'ok', utcMs: Date.parse(`${r.utcDate}T${r.utcTime}Z`), offsetSeconds: r.offsetSeconds };
  return { status: r.status, offsets: (r.options ?? [r]).map((o) => o.offsetSeconds) };
};
