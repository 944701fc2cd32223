import { z } from 'zod';

/**
 * GET /api/allowances: the daily question allowance of the limited plans, as the server is configured. A day is 24
 * hours from the first question counted in it; Plus and Pro have no allowance.
 */
export const questionAllowancesSchema = z.object({
  questionsPerDay: z.object({
    anonymous: z.number().int().positive(),
    free: z.number().int().positive(),
  }),
  /** How the allowance renews, for the pages that explain it. */
  window: z.literal('24 hours from the first question'),
});
export type QuestionAllowancesAnswer = z.infer<typeof questionAllowancesSchema>;
