import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Operation } from '../http/route-docs.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApi } from './openapi.ts';

const info = { title: 'Test API', version: '0', description: 'A test.' };
const tags = {
  health: 'h',
  accounts: 'a',
  billing: 'b',
  members: 'm',
  charts: 'c',
  places: 'p',
  conversation: 'co',
  ingest: 'i',
  admin: 'ad',
};

function only(operations: Operation[]) {
  return buildOpenApi(operations, tags, info);
}

describe('buildOpenApi', () => {
  const noteSchema = z.object({ title: z.string().min(1), body: z.string().optional() });
  const document = only([
    {
      method: 'POST',
      path: '/api/notes/{id}',
      summary: 'Write a note',
      tag: 'members',
      access: 'member',
      feature: 'folders',
      body: noteSchema,
      query: z.object({ draft: z.enum(['yes', 'no']), page: z.coerce.number().int().optional() }),
      response: z.object({ saved: z.boolean() }),
      status: 201,
      errors: [409],
      rateLimited: true,
    },
    { method: 'DELETE', path: '/api/notes/{id}', summary: 'Delete', tag: 'admin', access: 'admin', answer: 'empty' },
    { method: 'GET', path: '/api/open', summary: 'Open', tag: 'health', access: 'visitor' },
    {
      method: 'POST',
      path: '/api/v4/transit-chart',
      summary: 'Transits',
      tag: 'charts',
      access: 'member',
      feature: 'transits',
      apiKey: true,
    },
    { method: 'POST', path: '/api/sign-in', summary: 'Sign in', tag: 'accounts', access: 'visitor', errors: [401] },
  ]);
  const post = document.paths['/api/notes/{id}']!.post!;

  test('a required body field is required in the schema, and the body is required', () => {
    const schema = post.requestBody!.content['application/json']!.schema as { required: string[]; properties: object };
    expect(schema.required).toEqual(['title']);
    expect(Object.keys(schema.properties)).toEqual(['title', 'body']);
    expect(post.requestBody!.required).toBe(true);
  });

  test('path parameters come from the path, query parameters from the query schema', () => {
    expect(post.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'draft', in: 'query', required: true, schema: { type: 'string', enum: ['yes', 'no'] } },
      { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
  });

  test('answers: the success status with its schema, and the errors this operation can give', () => {
    // 400 input, 401/403 the guards, 404 the path id, 409 declared, 413/415 the body, 429 the rate limiter, 431 a
    // query string over Node's header limit.
    expect(Object.keys(post.responses)).toEqual(['201', '400', '401', '403', '404', '409', '413', '415', '429', '431']);
    expect(post.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(post.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(post.responses['201']).toMatchObject({
      content: { 'application/json': { schema: { properties: { saved: { type: 'boolean' } } } } },
    });
    expect(post.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const remove = document.paths['/api/notes/{id}']!.delete!;
    // A path id: a path that does not decode is a 400, an overlong id a 404.
    expect(Object.keys(remove.responses)).toEqual(['204', '400', '401', '403', '404']);
    expect(Object.keys(document.paths['/api/open']!.get!.responses)).toEqual(['200']);
    expect(Object.keys(document.paths['/api/sign-in']!.post!.responses)).toEqual(['200', '401']);
    // Every referenced response is described.
    for (const name of ['Conflict', 'TooManyRequests', 'PayloadTooLarge', 'UnsupportedMediaType', 'HeadersTooLarge']) {
      expect(document.components.responses[name]).toMatchObject({ description: expect.any(String) });
    }
  });

  test('who may call it: the security requirement and the words, with the plan from the entitlements', () => {
    expect(post.security).toEqual([{ session: [] }]);
    expect(post.description).toBe('A signed-in member. Plan: Plus or higher (folders).');
    expect(document.paths['/api/open']!.get!.security).toEqual([{}, { session: [] }]);
    expect(post.operationId).toBe('postNotesId');
  });

  test('an operation that takes a personal API key: the session or the bearer scheme, said in words too', () => {
    const keyed = document.paths['/api/v4/transit-chart']!.post!;
    expect(keyed.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(keyed.description).toBe(
      'A signed-in member, or a personal API key (Authorization: Bearer) of a member. Plan: Plus or higher (transits).',
    );
    expect(Object.keys(keyed.responses)).toEqual(['200', '401', '403']);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('the error body is one component, in the shape every route answers with', () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
  });
});

describe('the docs page', () => {
  test('escapes what it writes', () => {
    const page = renderDocsPage(
      buildOpenApi([{ method: 'GET', path: '/api/x', summary: '<b>&"', tag: 'health', access: 'visitor' }], tags, info),
      '/x',
    );
    expect(page).toContain('&lt;b&gt;&amp;&quot;');
    expect(page).not.toContain('<b>&"');
  });
});
