import { z } from 'zod';

/** GET /api/policies: the periods the Terms and Privacy pages state, as this deployment is configured. */
export const policiesSchema = z.object({
  /** A visitor's chats, birth data and session are removed after this many hours without activity. */
  visitorRetentionHours: z.number().int().positive(),
  /** A member stays signed in this many days after the last visit (the session slides with use). */
  memberSessionDays: z.number().int().positive(),
  /** The server's technical logs (which name an account by its id, never its email) are kept this many days. */
  logRetentionDays: z.number().int().positive(),
});
export type Policies = z.infer<typeof policiesSchema>;
