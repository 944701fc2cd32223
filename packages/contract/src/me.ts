// GET /api/me, read before the first page is drawn: written with zod/mini and imported as @stellara/contract/me, so
// that the first download carries zod's core and not the whole library. The core is shared with the full library's
// lazy chunk, so all of it comes: measured +16.8 KB gzipped on the JavaScript for / (134.7 KB, e2e/budget.spec.ts).
import * as z from 'zod/mini';
import { plans } from './plans.ts';

/** GET /api/me: who is asking and what the plan allows. */
export const meResponseSchema = z.object({
  signedIn: z.boolean(),
  plan: z.enum(plans),
  isAdmin: z.boolean(),
  adminRole: z.nullable(z.string()),
  user: z.nullable(z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() })),
  extraCharts: z.number(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
