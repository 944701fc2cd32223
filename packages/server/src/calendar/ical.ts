// The feed's iCalendar text (RFC 5545), made by ical-generator rather than by hand (folding, escaping and the
// property order are its business). Times are UTC; an all-day event sits on the day of its exact moment in the
// member's own time zone (a hit at 20:00 UT on the 14th is the 15th in Sydney).
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { CalendarEvent } from './calendar-events.ts';

/** The domain part of every UID: the feed's events are ours, whatever host serves them. */
export const UID_DOMAIN = 'calendar.stellara.app';

export const PRODUCT_ID = { company: 'Stellara', product: 'Sky calendar', language: 'EN' } as const;

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in an IANA zone. */
export function localDate(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

export function calendarFile(
  events: readonly CalendarEvent[],
  options: { stamp: Date; personal: boolean; zone?: string },
): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    name: options.personal ? 'Stellara: your sky' : 'Stellara: the sky',
    description: options.personal
      ? 'The coming year of the sky and your own chart, from Stellara.'
      : 'The coming year of the sky, from Stellara.',
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it look again daily: the feed is rebuilt once a day.
    ttl: DAY_MS / 1000,
  });
  for (const event of events) {
    const at = new Date(event.at);
    const day = new Date(`${localDate(at, options.zone ?? 'UTC')}T00:00:00Z`);
    calendar.createEvent({
      id: `${event.uid}@${UID_DOMAIN}`,
      stamp: options.stamp,
      start: event.allDay ? day : at,
      end: event.allDay ? new Date(day.getTime() + DAY_MS) : at,
      allDay: event.allDay,
      summary: event.summary,
      description: event.description,
      categories: [{ name: event.kind }],
      // Sky events never make the person look busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
