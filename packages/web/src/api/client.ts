import type { ApiError } from '@stellara/contract';

/** Anything with zod's `parse`: the contract's schemas validate every answer. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** A 4xx/5xx answer in the API's `{ error: { code, message, fields? } }` shape, or a network failure. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: Parser<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. a visitor's conversation token). */
  headers?: Record<string, string>;
}

/** Typed JSON request to the Stellara API on the same origin (cookies included). */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError('Stellara could not be reached. Check your connection and try again.', 0, 'NETWORK');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiError(data)) {
      const { code, message, fields } = data.error;
      throw new ApiRequestError(message, response.status, code, fields);
    }
    throw new ApiRequestError(`Unexpected answer from the server (${response.status}).`, response.status, 'UNEXPECTED');
  }
  return options.schema.parse(data);
}

/** The API's error shape, checked by hand so that the first page load needs no schema library. */
function isApiError(data: unknown): data is ApiError {
  const error = (data as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  return (
    typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string'
  );
}
