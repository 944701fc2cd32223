import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './app.ts';
import type { RunningServer } from './server.ts';
import { createTestServer, testDatabaseKind } from './test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`the app on ${testDatabaseKind}`, () => {
  it('reports every component with its mode, and the database as live', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.components).sort()).toEqual(['database', 'graph', 'llm', 'ocr', 'places']);
    expect(body.components.database).toMatchObject({
      mode: testDatabaseKind === 'postgres' ? 'postgresql' : 'embedded',
      status: 'ok',
    });
    expect(body.components.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.components.database.message).toMatch(/^PostgreSQL \d+/);
    for (const component of Object.values(body.components) as { mode: string; status: string }[]) {
      expect(component.mode).toMatch(/^(embedded|postgresql|neo4j|openai-compatible|nominatim|cloud)$/);
      expect(['ok', 'degraded', 'down']).toContain(component.status);
    }
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no GET /api/does-not-exist here.' } });
  });

  it('sends security headers and no CORS grant to a foreign origin', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-123' } });
    expect(kept.headers['x-request-id']).toBe('lb-123');
    const replaced = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('stores structured logs with their request id in the database', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'x-request-id': 'log-check-1' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    await server.flushLogs();
    const { rows } = await server.ctx.db.sql.query<{ level: string; message: string; context: { code: string } }>(
      `SELECT level, message, context FROM system_logs WHERE request_id = $1`,
      ['log-check-1'],
    );
    expect(rows).toEqual([
      { level: 'info', message: 'The request body is not valid JSON.', context: expect.any(Object) },
    ]);
    expect(rows[0]?.context.code).toBe('INVALID_JSON');
  });
});

describe('bad input on a JSON route', () => {
  let app: Awaited<ReturnType<typeof createHttpServer>>;
  beforeAll(async () => {
    app = await createHttpServer(server.ctx);
    app.post('/api/echo', async (request) => ({ received: request.body }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('accepts valid JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ received: { a: 1 } });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  it('answers a non-JSON content type with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': type },
        payload: 'x',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('logs none of these at error level', async () => {
    await server.flushLogs();
    const { rows } = await server.ctx.db.sql.query(`SELECT message FROM system_logs WHERE level = 'error'`);
    expect(rows).toEqual([]);
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish while refusing new connections', async () => {
    const app = await createHttpServer(server.ctx);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const startedPromise = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/api/slow', async () => {
      started();
      await gate;
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/slow`).then((r) => r.json());
    await startedPromise;
    const closing = app.close();
    // A new connection (not the busy keep-alive one) must be refused once closing has begun.
    const { port } = new URL(address);
    await expect(
      new Promise((resolve, reject) =>
        connect(Number(port), '127.0.0.1').once('connect', resolve).once('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    release();
    const body = await inFlight;
    expect(body).toEqual({ done: true });
    await closing;
  });
});

describe('log retention', () => {
  it('keeps at most the configured number of rows and drops old ones', async () => {
    const { DatabaseLogSink } = await import('./logging/database-log-sink.ts');
    const sink = new DatabaseLogSink(server.ctx.db.sql, { retentionDays: 1, maxRows: 5 });
    const line = (n: number, time: string) => `${JSON.stringify({ level: 30, time, msg: `retention ${n}` })}\n`;
    sink.write(line(0, '2020-01-01T00:00:00.000Z'));
    for (let n = 1; n <= 8; n++) sink.write(line(n, new Date().toISOString()));
    await sink.stop();
    // The server's own sink writes to the same table (other tests' requests): take them in first.
    await server.flushLogs();
    const before = await server.ctx.db.sql.query<{ id: number; message: string }>(
      'SELECT id, message FROM system_logs ORDER BY id DESC',
    );
    await sink.prune();
    const { rows } = await server.ctx.db.sql.query<{ id: number; message: string }>(
      'SELECT id, message FROM system_logs ORDER BY id DESC',
    );
    // Too old goes first (retention 0 dates from 2020); then only the newest five rows are kept.
    const expected = before.rows.filter((r) => r.message !== 'retention 0').slice(0, 5);
    expect(before.rows.length).toBeGreaterThan(6);
    expect(rows).toEqual(expected);
  });
});
