// The morning note by e-mail (opt-in, off by default): the member's settings and the one-click unsubscribe.
import { z } from 'zod';
import { isTimeZone } from './today.ts';

export const MORNING_NOTE_ZONE_MESSAGE = 'timezone must be an IANA time zone such as Europe/London';
export const MORNING_NOTE_HOUR_MESSAGE = 'hour must be a whole hour from 0 to 23';
/** The hour a new member's note would come at if they switch it on without choosing one. */
export const MORNING_NOTE_DEFAULT_HOUR = 7;

/** GET and PUT /api/morning-note: whether the note comes, at which local hour, in which zone. */
export const morningNoteSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  hour: z
    .number({ error: MORNING_NOTE_HOUR_MESSAGE })
    .int(MORNING_NOTE_HOUR_MESSAGE)
    .min(0, MORNING_NOTE_HOUR_MESSAGE)
    .max(23, MORNING_NOTE_HOUR_MESSAGE),
  timezone: z
    .string({ error: MORNING_NOTE_ZONE_MESSAGE })
    .max(64, MORNING_NOTE_ZONE_MESSAGE)
    .refine(isTimeZone, MORNING_NOTE_ZONE_MESSAGE),
});
export type MorningNoteSettings = z.infer<typeof morningNoteSettingsSchema>;

/** What GET answers: the settings, with the zone null until the member has chosen one (the browser offers its own). */
export const morningNoteAnswerSchema = morningNoteSettingsSchema.extend({
  timezone: z.string().nullable(),
  /** Whether the account's address is confirmed: notes go only to a confirmed address. */
  emailVerified: z.boolean(),
});
export type MorningNoteAnswer = z.infer<typeof morningNoteAnswerSchema>;

export const UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is not complete. Please use the link from the mail.';

/** GET and POST /api/morning-note/unsubscribe?token=...: the signed token from the mail. */
export const morningNoteUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_TOKEN_MESSAGE })
    .min(1, UNSUBSCRIBE_TOKEN_MESSAGE)
    .max(400, UNSUBSCRIBE_TOKEN_MESSAGE),
});
