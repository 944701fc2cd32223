import { type ApiError, type ErrorCode, errorCodes } from '@stellara/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error the client caused or may act on: its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** "<What> not found." as a 404. */
export const notFound = (what: string) => new HttpError(404, errorCodes.notFound, `${what} not found.`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid cannot name a row: the same 404 as a missing row. */
export function rowId(id: string, what: string): string {
  if (!UUID.test(id)) throw notFound(what);
  return id;
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

// Fastify's own 4xx errors, reworded for a person.
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.payloadTooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: errorCodes.unsupportedMediaType,
    message: 'This content type is not accepted here. Send JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: errorCodes.invalidJson,
    message: 'The request body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: errorCodes.badRequest,
    message: 'The Content-Length header does not match the body.',
  },
};

function clientErrorFor(error: FastifyError): { status: number; body: ApiError } | null {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: errorBody(error.code, error.message, error.fields) };
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (known) return { status, body: errorBody(known.code, known.message) };
  if (status === 429) {
    return {
      status,
      body: errorBody(errorCodes.rateLimited, 'Too many requests. Please wait a moment and try again.'),
    };
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, body: errorBody(errorCodes.invalidJson, 'The request body is not valid JSON.') };
  }
  if (status >= 400 && status < 500) {
    return { status, body: errorBody(errorCodes.badRequest, error.message || 'The request could not be understood.') };
  }
  return null;
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs, in our error shape. A path that does
 * not decode is a 400; a path id longer than the router takes (maxParamLength) names nothing: the 404 of rowId().
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(404).send(errorBody(errorCodes.notFound, 'Not found.'));
    return;
  }
  reply.status(400).send(errorBody(errorCodes.badRequest, 'The address of this request is not valid.'));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const clientError = clientErrorFor(error);
    if (clientError) {
      // The client's mistake: worth a line, not a stack trace.
      request.log.info(
        { status: clientError.status, code: clientError.body.error.code },
        clientError.body.error.message,
      );
      return reply.status(clientError.status).send(clientError.body);
    }
    request.log.error({ err: error }, 'Unhandled error while serving a request');
    return reply
      .status(500)
      .send(errorBody(errorCodes.internal, 'Something went wrong on our side. Please try again in a moment.'));
  });
}
