// The member's calendar subscription: a private iCalendar feed (RFC 5545) of the coming year's sky and, by plan,
// their own transits, at a secret URL a calendar app subscribes to. The secret is shown once, when the link is
// made; the server keeps only its SHA-256, so a lost link is replaced, never shown again.
import { z } from 'zod';

/** Every feed secret starts with this, so a leaked one is recognisable. */
export const CALENDAR_TOKEN_PREFIX = 'cal_';

/** What a feed holds, by plan: the sky (free), with the member's houses and returns (plus), with exact transits (pro). */
export const calendarLevels = ['sky', 'personal', 'timing'] as const;
export type CalendarLevelName = (typeof calendarLevels)[number];

/** Our own words for the calendar block and the feed's answers. */
export const calendarMessages = {
  /** A feed URL whose secret is unknown or was revoked (the answer is 404, and says no more). */
  notFound: 'This calendar link does not exist or has been turned off.',
  noLink: 'You have no calendar link yet.',
  shownOnce: 'Copy this link now: for your privacy we keep only a fingerprint of it, so it cannot be shown again.',
  revokeConfirm: 'Turn off your calendar link? Calendars subscribed to it stop updating, and its events disappear.',
  replaceConfirm: 'Make a new calendar link? The old one stops working at once.',
} as const;

/** GET /api/account/calendar */
export const calendarFeedStatusSchema = z.object({
  /** A link exists (its secret is never sent again). */
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** What the feed holds on the member's plan now. */
  level: z.enum(calendarLevels),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/account/calendar (201): the feed's path (`/api/calendar/<secret>.ics`), this one time. */
export const calendarFeedCreatedSchema = z.object({
  path: z.string(),
  createdAt: z.string(),
  level: z.enum(calendarLevels),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** GET /api/calendar/:file: the file name is the secret with `.ics`. */
export const calendarFeedParamsSchema = z.object({
  file: z.string().regex(/^cal_[A-Za-z0-9_-]{43}\.ics$/, 'is not a calendar link'),
});
