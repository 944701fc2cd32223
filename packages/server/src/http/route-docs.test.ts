import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { collectOperations, docsFor, documented } from './route-docs.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare Fastify app collecting the operations of the /api routes `routes` registers. */
async function collect(routes: (api: FastifyInstance) => void) {
  app = Fastify();
  const operations = collectOperations(app);
  await app.register(async (api) => routes(api), { prefix: '/api' });
  await app.ready();
  return operations;
}

const doc = docsFor({ tag: 'members', access: 'member' });

describe('the docs routes carry', () => {
  test('become operations with their method and OpenAPI path; HEAD and the hidden ones are left out', async () => {
    const body = z.object({ name: z.string() });
    const operations = await collect((api) => {
      api.get('/notes/:id', doc('One note'), async () => ({}));
      api.post('/notes', doc('Write a note', { body, status: 201 }), async () => ({}));
      api.get('/docs', documented('hidden'), async () => '');
    });
    expect(operations).toEqual([
      {
        tag: 'members',
        access: 'member',
        summary: 'One note',
        method: 'GET',
        path: '/api/notes/{id}',
        rateLimited: true,
      },
      {
        tag: 'members',
        access: 'member',
        summary: 'Write a note',
        body,
        status: 201,
        method: 'POST',
        path: '/api/notes',
        rateLimited: true,
      },
    ]);
  });

  test('a route the rate limiter leaves alone (rateLimit: false) is marked so: its document lists no 429', async () => {
    const operations = await collect((api) => {
      api.get('/health', doc('Health', {}, { config: { rateLimit: false } }), async () => ({}));
    });
    expect(operations.map((op) => op.rateLimited)).toEqual([false]);
  });

  test('an /api route without a doc stops the app from being built, naming the route', async () => {
    await expect(
      collect((api) => {
        api.get('/notes', doc('Notes'), async () => ({}));
        api.delete('/notes/:id', async () => ({}));
      }),
    ).rejects.toThrow('DELETE /api/notes/:id has no API doc');
  });

  test('routes outside /api need none', async () => {
    app = Fastify();
    const operations = collectOperations(app);
    app.get('/health-of-the-spa', async () => 'ok');
    await app.ready();
    expect(operations).toEqual([]);
  });

  test('a wildcard route documents each endpoint it serves below its *, with methods it answers', async () => {
    const endpoint = { tag: 'accounts', access: 'visitor' } as const;
    const operations = await collect((api) => {
      api.route({
        method: ['GET', 'POST'],
        url: '/auth/*',
        config: {
          doc: [
            { ...endpoint, method: 'POST', path: '/sign-in/email', summary: 'Sign in' },
            { ...endpoint, method: 'GET', path: '/get-session', summary: 'The session' },
          ],
        },
        handler: async () => ({}),
      });
    });
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'POST /api/auth/sign-in/email',
      'GET /api/auth/get-session',
    ]);
    await expect(
      collect((api) => {
        api.route({
          method: 'GET',
          url: '/auth/*',
          config: { doc: [{ ...endpoint, method: 'POST', path: '/sign-out', summary: 'Sign out' }] },
          handler: async () => ({}),
        });
      }),
    ).rejects.toThrow('GET /api/auth/* does not answer POST');
  });

  test('the answer schema Fastify serialises with is the documented one, unless the doc names its own', async () => {
    const served = {
      schema: { response: { 200: { type: 'object', properties: { name: { type: 'string', format: 'unsafe' } } } } },
    };
    const own = z.object({ id: z.string() });
    const operations = await collect((api) => {
      api.get('/served', doc('Served', {}, served), async () => ({ name: 'x' }));
      api.get('/own', doc('Own', { response: own }, served), async () => ({ name: 'x' }));
    });
    expect(operations[0]!.response).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
    expect(operations[1]!.response).toBe(own);
  });
});

describe('documented() and docsFor()', () => {
  test('keep the route options and the other config (a rate limit) beside the doc', () => {
    const preHandler = async () => {};
    const maker = docsFor({ tag: 'admin', access: 'admin', feature: 'folders' }, { preHandler });
    const options = maker(
      'Rename',
      { status: 201 },
      { bodyLimit: 10, config: { rateLimit: { max: 5, timeWindow: 1 } } },
    );
    expect(options).toEqual({
      preHandler,
      bodyLimit: 10,
      config: {
        rateLimit: { max: 5, timeWindow: 1 },
        doc: { tag: 'admin', access: 'admin', feature: 'folders', summary: 'Rename', status: 201 },
      },
    });
    expect(documented('hidden', { config: { rateLimit: false } })).toEqual({
      config: { rateLimit: false, doc: 'hidden' },
    });
  });
});
