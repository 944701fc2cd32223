import { z } from 'zod';
import type * as core from 'zod/v4/core';

/** Every 4xx/5xx answer of the API has this shape. `fields` names the input fields at fault. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A contract schema (zod, or zod/mini for the first page load) that an API answer of type T is parsed with: the web's
 * client takes one for every answer, so an answer cannot be read unchecked.
 */
export interface AnswerSchema<T> extends core.$ZodType<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: core.$ZodError };
}

export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  invalidJson: 'INVALID_JSON',
  validationFailed: 'VALIDATION_FAILED',
  authRequired: 'AUTH_REQUIRED',
  planRequired: 'PLAN_REQUIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  /** The request is valid but the resource is not in a state to allow it (409): retry with nothing to retry. */
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
