import { validate } from '@readme/openapi-parser';
import { natalChartRequestSchema } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { stellaraApiDocument } from './api-docs.routes.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApi, type OpenApiOperation } from './openapi.ts';
import type { Operation } from './operations.ts';

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
    },
    { method: 'DELETE', path: '/api/notes/{id}', summary: 'Delete', tag: 'admin', access: 'admin', answer: 'empty' },
    { method: 'GET', path: '/api/open', summary: 'Open', tag: 'health', access: 'visitor' },
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
    expect(Object.keys(post.responses)).toEqual(['201', '400', '401', '403', '404']);
    expect(post.responses['201']).toMatchObject({
      content: { 'application/json': { schema: { properties: { saved: { type: 'boolean' } } } } },
    });
    expect(post.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const remove = document.paths['/api/notes/{id}']!.delete!;
    expect(Object.keys(remove.responses)).toEqual(['204', '401', '403', '404']);
    expect(Object.keys(document.paths['/api/open']!.get!.responses)).toEqual(['200']);
  });

  test('who may call it: the security requirement and the words, with the plan from the entitlements', () => {
    expect(post.security).toEqual([{ session: [] }]);
    expect(post.description).toBe('A signed-in member. Plan: Plus or higher (folders).');
    expect(document.paths['/api/open']!.get!.security).toEqual([{}, { session: [] }]);
    expect(post.operationId).toBe('postNotesId');
  });

  test('the error body is one component, in the shape every route answers with', () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
  });
});

describe("Stellara's document", () => {
  const document = stellaraApiDocument();
  const all = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as OpenApiOperation })),
  );

  test('is valid OpenAPI 3.1 (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
    // The validator does catch a broken one: a path parameter left undeclared.
    const broken = structuredClone(document);
    delete broken.paths['/api/conversations/{id}']!.get!.parameters;
    expect((await validate(broken as never)).valid).toBe(false);
  });

  test('the v4 chart endpoints carry the contract body schemas and the served answer schema', () => {
    const natal = document.paths['/api/v4/natal-aspects-data']!.post!;
    expect(natal.requestBody!.content['application/json']!.schema).toEqual(
      expect.objectContaining({ required: ['subject'] }),
    );
    const subject = (natal.requestBody!.content['application/json']!.schema as { properties: { subject: object } })
      .properties.subject;
    expect(subject).toEqual(z.toJSONSchema(natalChartRequestSchema, { io: 'input' }).properties!.subject);
    expect(subject).toMatchObject({ properties: { zodiac_type: { enum: ['Tropic', 'Sidereal'] } } });
    const answer = JSON.stringify(natal.responses['200']);
    expect(answer).toContain('"aspects"');
    expect(answer).not.toContain('unsafe');
    for (const name of [
      'transit-aspects-data',
      'synastry-aspects-data',
      'composite-aspects-data',
      'relationship-score',
    ]) {
      const body = document.paths[`/api/v4/${name}`]!.post!.requestBody!.content['application/json']!.schema;
      expect([name, body.required]).toEqual([name, expect.arrayContaining(['first_subject'])]);
    }
  });

  test('operation ids are unique and every operation has a summary and a tag the document declares', () => {
    const ids = all.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(document.tags.map((t) => t.name));
    for (const { op } of all) {
      expect(op.summary.length).toBeGreaterThan(2);
      expect(declared.has(op.tags[0]!)).toBe(true);
    }
  });

  test('no schema points into a $defs block that would not resolve inside the document', () => {
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });
});

describe('the docs page', () => {
  const document = stellaraApiDocument();
  const html = renderDocsPage(document, '/api/docs/openapi.json');

  test('lists every operation, with no script and nothing loaded from elsewhere', () => {
    const count = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(html.match(/data-operation="/g)).toHaveLength(count);
    expect(html).toContain('data-operation="POST /api/v4/natal-aspects-data"');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });

  test('prints a schema used again only once, linking to the first', () => {
    expect(html).toContain('Answer 200 schema: the same as <a href="#postV4BirthData-200">POST /api/v4/birth-data</a>');
    expect(html.match(/<details id="postV4BirthData-200">/g)).toHaveLength(1);
    expect(html).not.toContain('id="postV4NatalAspectsData-200"');
  });

  test('escapes what it writes', () => {
    const page = renderDocsPage(
      buildOpenApi([{ method: 'GET', path: '/api/x', summary: '<b>&"', tag: 'health', access: 'visitor' }], tags, info),
      '/x',
    );
    expect(page).toContain('&lt;b&gt;&amp;&quot;');
    expect(page).not.toContain('<b>&"');
  });
});
