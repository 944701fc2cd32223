import { errorCodes } from '@stellara/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * Validates request input against a contract schema. A failure is a 400 whose message names the
 * fields at fault, e.g. "latitude: must be between -90 and 90".
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw new HttpError(400, errorCodes.validationFailed, `Invalid input. ${summary}`, fields);
}

/** The `:id` of a route's path (its services check that it names a row of the member's). */
export const pathId = (request: FastifyRequest): string => (request.params as { id: string }).id;
