// A sky event's day and time as the person's own clock reads it. The engine works in UT; a full Moon at 01:28 UT
// on 24 December is the evening of 23 December in Mexico, so every date a reply gives for an instant (a lunation,
// an eclipse, an exact hit) is turned into the person's zone here, at one point, and the zone is named when it is
// not UT. Their zone is the birth place's (the only place the chat knows); UT when that is not known. Pure.
import type { ChartContext } from '../chart-context.ts';
import { humanDate } from './dates.ts';

/** The person's IANA zone ("America/Mexico_City"), or null when the chat does not know it. */
export function personZone(chart: ChartContext): string | null {
  return chart.birth?.local?.timezone ?? null;
}

/** An instant in a zone's calendar and clock: { date "2026-12-23", time "19:28", zone }; UT without a zone. */
export function momentIn(iso: string, timezone: string | null): { date: string; time: string; zone: string } {
  if (timezone && iso.length > 10) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(iso));
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return {
        date: `${part('year')}-${part('month')}-${part('day')}`,
        time: `${part('hour')}:${part('minute')}`,
        zone: timezone,
      };
    } catch {
      // An unknown zone: UT below.
    }
  }
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), zone: 'UT' };
}

/** The ISO date of an instant in the person's calendar ("2026-12-23"); a bare date is kept as it is. */
export function localDate(chart: ChartContext, iso: string): string {
  return momentIn(iso, personZone(chart)).date;
}

/** "23 December 2026" in the person's calendar ("23 December" without the year). */
export function localDay(chart: ChartContext, iso: string, options: { year?: boolean } = {}): string {
  return humanDate(localDate(chart, iso), options);
}

/** "Mexico City time" for "America/Mexico_City"; "UT" for UT. */
export function zoneWords(zone: string): string {
  if (zone === 'UT' || zone === 'UTC' || zone === 'Etc/UTC') return 'UT';
  const city = zone.split('/').at(-1)!.replace(/_/g, ' ');
  return `${city} time`;
}

/**
 * "23 December 2026 at 19:28 Mexico City time (24 December, 01:28 UT)": the person's day and clock first, with the
 * zone named, then UT for checking; "24 December 2026 at 01:28 UT" when their zone is not known or is UT.
 */
export function localMomentWords(chart: ChartContext, iso: string): string {
  const ut = momentIn(iso, null);
  const local = momentIn(iso, personZone(chart));
  if (local.zone === 'UT' || (local.date === ut.date && local.time === ut.time))
    return `${humanDate(ut.date)} at ${ut.time} UT`;
  const utDay = local.date === ut.date ? '' : `${humanDate(ut.date, { year: false })}, `;
  return `${humanDate(local.date)} at ${local.time} ${zoneWords(local.zone)} (${utDay}${ut.time} UT)`;
}
