import type { AnswerSchema, ApiError } from '@stellara/contract';

export type { AnswerSchema };

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

/** The code of a success answer that does not match the contract's schema (server and web out of step). */
export const BAD_ANSWER = 'BAD_ANSWER';

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body; or raw bytes (a document upload) with their content type in `headers`. */
  body?: unknown;
  raw?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. a visitor's conversation token). */
  headers?: Record<string, string>;
}

export interface RequestOptions<T> extends SendOptions {
  /**
   * The contract's schema of the answer; every answer is parsed with one. A loader (a dynamic import of the contract)
   * keeps the schema library out of the first page load for answers read there.
   */
  schema: AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);
}

const unreachable = () =>
  new ApiRequestError('Stellara could not be reached. Check your connection and try again.', 0, 'NETWORK');

/**
 * Sends a request to the Stellara API on the same origin (cookies included) and returns the success response; a
 * network failure or a 4xx/5xx answer is thrown as an ApiRequestError. Only the readers below call it.
 */
async function send(path: string, options: SendOptions, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept,
        ...(options.body === undefined || options.raw ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : options.raw
            ? (options.body as BodyInit)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw unreachable();
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    if (isApiError(data)) {
      const { code, message, fields } = data.error;
      throw new ApiRequestError(message, response.status, code, fields);
    }
    throw new ApiRequestError(`Unexpected answer from the server (${response.status}).`, response.status, 'UNEXPECTED');
  }
  return response;
}

/**
 * Checks an answer (or one event of a stream) against the contract's schema. A mismatch is thrown as an
 * ApiRequestError (code BAD_ANSWER) naming the route and the first field at fault, so the callers' usual error path
 * shows it instead of the page failing on a missing field later.
 */
export function parseAnswer<T>(schema: AnswerSchema<T>, data: unknown, what: string, status = 200): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  console.error(`Unexpected answer from ${what}`, parsed.error.issues);
  throw new ApiRequestError(
    `Unexpected answer from the server (${what}${where}: ${issue?.message ?? 'does not match'}).`,
    status,
    BAD_ANSWER,
  );
}

/** Typed JSON request: the answer is parsed with the contract's schema (see RequestOptions.schema). */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  // A schema loaded on demand comes while the request is on its way; a failed load is reported when it is awaited.
  const loading = typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
  loading.catch(() => undefined);
  const response = await send(path, options, 'application/json');
  const data: unknown = await response.json().catch((cause: unknown) => {
    // Cancelled while the body came (a query superseded or unmounted): a cancellation, not a bad answer.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    return undefined;
  });
  let schema: AnswerSchema<T>;
  try {
    schema = await loading;
  } catch {
    throw unreachable();
  }
  return parseAnswer(schema, data, `${options.method ?? 'GET'} /api${path.split('?')[0]}`, response.status);
}

/** A request whose success answer has no body (204), or one the web does not read: only its status counts. */
export async function requestEmpty(path: string, options: SendOptions = {}): Promise<void> {
  const response = await send(path, options, 'application/json');
  await response.body?.cancel();
}

/** A file the browser saves as it comes (the data export): its name from the server and its bytes. */
export async function requestFile(path: string, fallbackName: string): Promise<{ name: string; blob: Blob }> {
  const response = await send(path, {}, 'application/json');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { name, blob: await response.blob() };
}

/**
 * Splits a Server-Sent Events text into complete events; returns them and the unfinished rest.
 * Only `event:` and `data:` lines are read (several data lines are joined by newlines).
 */
export function parseSseChunk(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Event name → the contract's schema of its data. */
export type EventSchemas = Record<string, AnswerSchema<unknown>>;

/** One event of a stream, its data parsed with the schema of its name. */
export type StreamEventOf<E extends EventSchemas> = {
  [K in keyof E & string]: { type: K; data: E[K] extends AnswerSchema<infer T> ? T : never };
}[keyof E & string];

/**
 * Parses one event's data (JSON) with the schema of its name; events with other names are skipped (null). Data that
 * is not JSON or does not match is a BAD_ANSWER ApiRequestError.
 */
export function parseEvent<E extends EventSchemas>(
  schemas: E,
  event: { event: string; data: string },
  what: string,
): StreamEventOf<E> | null {
  if (!Object.hasOwn(schemas, event.event)) return null;
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    console.error(`Unexpected answer from ${what}: "${event.event}" data is not JSON`, event.data);
    throw new ApiRequestError(
      `Unexpected answer from the server (${what}: "${event.event}" data is not JSON).`,
      200,
      BAD_ANSWER,
    );
  }
  const data = parseAnswer(schemas[event.event] as AnswerSchema<unknown>, json, `${what} "${event.event}" event`);
  return { type: event.event, data } as StreamEventOf<E>;
}

/**
 * A request answered with Server-Sent Events (fetch + ReadableStream: EventSource cannot POST or send headers): each
 * event's data is parsed with the contract's schema for its name and handed to `onEvent` as it arrives.
 */
export async function requestEvents<E extends EventSchemas>(
  path: string,
  options: SendOptions & { events: E },
  onEvent: (event: StreamEventOf<E>) => void,
): Promise<void> {
  const response = await send(path, options, 'text/event-stream');
  const what = `${options.method ?? 'GET'} /api${path}`;
  if (!response.body)
    throw new ApiRequestError(`Unexpected answer from the server (${what}: no stream).`, 200, BAD_ANSWER);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const deliver = (events: { event: string; data: string }[]) => {
    for (const e of events) {
      const event = parseEvent(options.events, e, what);
      if (event) onEvent(event);
    }
  };
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const { events, rest } = parseSseChunk(buffer);
      buffer = rest;
      deliver(events);
    }
    deliver(parseSseChunk(`${buffer}\n\n`).events);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}

/** The API's error shape, checked by hand so that the first page load needs no schema library. */
function isApiError(data: unknown): data is ApiError {
  const error = (data as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  return (
    typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string'
  );
}
