// GET /api/me, read on every first page load: written with zod/mini so that the landing's first download carries
// the schema checker's small core, not the whole library (e2e/budget.spec.ts). Imported as @stellara/contract/me.
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
