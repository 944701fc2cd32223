import { chatFolderSchema, conversationStreamEvents } from '@stellara/contract';
import { meResponseSchema } from '@stellara/contract/me';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError, apiRequest, BAD_ANSWER, parseEvent, requestEmpty, requestEvents } from './client.ts';

const folder = { id: 'f1', name: 'Mine', chatCount: 2, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01' };

function answer(body: BodyInit | null, status = 200, type = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest parses every answer with the contract schema', () => {
  test('an answer that matches comes back parsed (unknown fields dropped)', async () => {
    answer(JSON.stringify({ ...folder, extra: true }));
    await expect(apiRequest('/folders/f1', { schema: chatFolderSchema })).resolves.toEqual(folder);
  });

  test('a success answer that does not match is an ApiRequestError naming the route and the field, not a crash', async () => {
    answer(JSON.stringify({ ...folder, chatCount: 'two' }));
    const error = await failure(apiRequest('/folders/f1?x=1', { schema: chatFolderSchema }));
    expect(error.code).toBe(BAD_ANSWER);
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/^Unexpected answer from the server \(GET \/api\/folders\/f1 at chatCount: /);
    expect(console.error).toHaveBeenCalled();
  });

  test('a request cancelled while its body comes is a cancellation, never an unexpected answer', async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"id":'));
        controller.signal.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
      },
    });
    answer(body);
    const pending = apiRequest('/folders/f1', { schema: chatFolderSchema, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(console.error).not.toHaveBeenCalled();
  });

  test('a success answer that is not JSON is a BAD_ANSWER too', async () => {
    answer('<html>proxy page</html>', 200, 'text/html');
    const error = await failure(
      apiRequest('/folders', { method: 'POST', body: { name: 'x' }, schema: chatFolderSchema }),
    );
    expect(error.code).toBe(BAD_ANSWER);
    expect(error.message).toContain('POST /api/folders');
  });

  test('a zod/mini schema and a schema loaded on demand parse the same way', async () => {
    const me = { signedIn: false, plan: 'anonymous', isAdmin: false, adminRole: null, user: null, extraCharts: 0 };
    answer(JSON.stringify(me));
    await expect(apiRequest('/me', { schema: meResponseSchema })).resolves.toEqual(me);
    answer(JSON.stringify({ ...me, plan: 'platinum' }));
    expect((await failure(apiRequest('/me', { schema: meResponseSchema }))).code).toBe(BAD_ANSWER);
    answer(JSON.stringify({ name: 'no id' }));
    const lazy = apiRequest('/folders/f1', { schema: async () => chatFolderSchema });
    expect((await failure(lazy)).message).toContain('at id');
  });

  test('a schema that cannot be loaded is reported as the network failure it is', async () => {
    answer(JSON.stringify(folder));
    const error = await failure(
      apiRequest('/folders/f1', {
        schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    );
    expect(error.code).toBe('NETWORK');
  });

  test("a 4xx answer is still the server's error, with its code and fields", async () => {
    answer(
      JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Bad name', fields: { name: 'is required' } } }),
      400,
    );
    const error = await failure(apiRequest('/folders', { method: 'POST', body: {}, schema: chatFolderSchema }));
    expect([error.status, error.code, error.message, error.fields]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Bad name',
      { name: 'is required' },
    ]);
  });
});

describe('requestEmpty', () => {
  test('a 204 resolves; an error answer is thrown as before', async () => {
    const fetchMock = answer(null, 204);
    await expect(requestEmpty('/folders/f1', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/folders/f1', expect.objectContaining({ method: 'DELETE' }));
    answer(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such folder.' } }), 404);
    expect((await failure(requestEmpty('/folders/f1', { method: 'DELETE' }))).code).toBe('NOT_FOUND');
  });
});

describe('stream events are parsed with the contract event schemas', () => {
  const what = 'POST /api/conversations/c1/messages';

  test('a known event is parsed; another name is skipped', () => {
    expect(parseEvent(conversationStreamEvents, { event: 'token', data: '{"text":"Hi"}' }, what)).toEqual({
      type: 'token',
      data: { text: 'Hi' },
    });
    expect(parseEvent(conversationStreamEvents, { event: 'ping', data: '{}' }, what)).toBeNull();
    expect(
      parseEvent(
        conversationStreamEvents,
        { event: 'error', data: '{"message":null,"error":"Lost the thread.","retryable":true}' },
        what,
      ),
    ).toEqual({ type: 'error', data: { message: null, error: 'Lost the thread.', retryable: true } });
  });

  test('event data that does not match, or is not JSON, is a BAD_ANSWER', () => {
    const bad = () => parseEvent(conversationStreamEvents, { event: 'token', data: '{"txt":"Hi"}' }, what);
    expect(bad).toThrow(ApiRequestError);
    expect(bad).toThrow(/"token" event at text/);
    expect(() => parseEvent(conversationStreamEvents, { event: 'start', data: '{"messageId":' }, what)).toThrow(
      /not JSON/,
    );
  });

  test('requestEvents hands over the good events, then fails on a bad one', async () => {
    answer('event: start\ndata: {"messageId":"m1"}\n\nevent: token\ndata: {"text":42}\n\n', 200, 'text/event-stream');
    const seen: unknown[] = [];
    const error = await failure(
      requestEvents('/conversations/c1/messages', { method: 'POST', body: {}, events: conversationStreamEvents }, (e) =>
        seen.push(e),
      ),
    );
    expect(seen).toEqual([{ type: 'start', data: { messageId: 'm1' } }]);
    expect(error.code).toBe(BAD_ANSWER);
  });
});
