import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { HttpError, registerErrorHandling } from './errors.ts';
import { docsFor } from './route-docs.ts';
import { withInput } from './route-input.ts';

const doc = docsFor({ tag: 'members', access: 'visitor' });
const nameSchema = z.object({ name: z.string({ error: 'is required' }).min(1, 'is required') });

function app() {
  const server = Fastify();
  registerErrorHandling(server);
  const api = withInput(server);
  api.post('/names', doc('Add a name', { body: nameSchema }), async ({ body }) => ({ upper: body.name.toUpperCase() }));
  api.post('/optional', doc('Add a name or none', { body: nameSchema, absentBodyIsEmpty: true }), ({ body }) => body);
  api.get(
    '/signed-in',
    doc('Signed in first', { query: z.object({ n: z.coerce.number() }) }),
    async (input, request) => {
      if (!request.headers.cookie) throw new HttpError(401, 'unauthorized', 'Please sign in.');
      return { n: input.query.n };
    },
  );
  return server;
}

describe('withInput', () => {
  test('hands the handler the body its doc declares, parsed', async () => {
    const answer = await app().inject({ method: 'POST', url: '/names', payload: { name: 'ada' } });
    expect(answer.json()).toEqual({ upper: 'ADA' });
  });

  test("refuses input with parseInput's 400, naming the field", async () => {
    const answer = await app().inject({ method: 'POST', url: '/names', payload: { name: '' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      message: 'Invalid input. name: is required',
      fields: { name: 'is required' },
    });
  });

  test('reads an absent body as {} only where the doc says so', async () => {
    const optional = await app().inject({ method: 'POST', url: '/optional' });
    expect(optional.json().error.message).toBe('Invalid input. name: is required');
    const strict = await app().inject({ method: 'POST', url: '/names' });
    expect(strict.statusCode).toBe(400);
    expect(strict.json().error.message).toMatch(/^Invalid input\. body: /);
  });

  test('parses a part when the handler reads it, so a check before it speaks first', async () => {
    const visitor = await app().inject({ method: 'GET', url: '/signed-in?n=x' });
    expect(visitor.statusCode).toBe(401);
    const member = await app().inject({ method: 'GET', url: '/signed-in?n=x', headers: { cookie: 'a=b' } });
    expect(member.statusCode).toBe(400);
    const ok = await app().inject({ method: 'GET', url: '/signed-in?n=3', headers: { cookie: 'a=b' } });
    expect(ok.json()).toEqual({ n: 3 });
  });
});
