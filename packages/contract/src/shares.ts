// Shared charts: a member's own chart behind a public link (/s/<token>), with a card image. Birth details appear only
// where the member ticked them; a Pro member who opens the link may add the chart to their Compatibility only when the
// sharer agreed.
import { z } from 'zod';

/** How many live share links a member may hold at once (each can be revoked). */
export const SHARE_LINK_LIMIT = 20;

export const shareMessages = {
  noBirthData: 'Add your birth details on your profile first: the share card is drawn from your chart.',
  notFound: 'This share link does not exist or was turned off by the person who made it.',
  limitReached: `You already have ${SHARE_LINK_LIMIT} share links. Turn off one you no longer need to make another.`,
  notAllowed: 'The person who shared this chart did not agree to it being added to anyone’s Compatibility.',
  ownChart: 'This is your own chart: it is already yours to compare from your Compatibility page.',
} as const;

export const shareCreateSchema = z.object({
  /** The member's first name on the card and page, or no name at all. */
  showFirstName: z.boolean({ error: 'must be true or false' }).default(false),
  includeBirthDate: z.boolean({ error: 'must be true or false' }).default(false),
  includeBirthTime: z.boolean({ error: 'must be true or false' }).default(false),
  includeBirthPlace: z.boolean({ error: 'must be true or false' }).default(false),
  /** The member agrees that Pro members who open the link may add the chart (with its birth data) to their Compatibility. */
  allowCompatibility: z.boolean({ error: 'must be true or false' }).default(false),
});
export type ShareCreateInput = z.input<typeof shareCreateSchema>;

/** One link as the member's list shows it: never the token's hash; the address only when just created. */
export const shareLinkSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  includeBirthDate: z.boolean(),
  includeBirthTime: z.boolean(),
  includeBirthPlace: z.boolean(),
  allowCompatibility: z.boolean(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareCreatedSchema = z.object({
  share: shareLinkSchema,
  /** The public address (/s/<token>): shown once, as only the token's hash is kept. */
  url: z.string(),
});
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

export const sharesAnswerSchema = z.object({ shares: z.array(shareLinkSchema), limit: z.number().int() });
export type SharesAnswer = z.infer<typeof sharesAnswerSchema>;

/** A share token in a path: URL-safe base64 of 24 random bytes. */
export const shareTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'is not a share link') });

/** What "Add to my Compatibility" made: the new stored chart, and the reading with the member's own chart if any. */
export const shareAddedSchema = z.object({ chartId: z.string(), readingId: z.string().nullable() });
export type ShareAdded = z.infer<typeof shareAddedSchema>;
