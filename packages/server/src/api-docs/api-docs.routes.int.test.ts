import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { validate } from '@readme/openapi-parser';
import {
  API_TESTER_SAMPLE_SUBJECT,
  API_TESTER_TRANSIT_SUBJECT,
  birthChartAnswerSchema,
  chartWheelSchema,
  chatFolderSchema,
  checkoutAnswerSchema,
  compatibilityDetailsSchema,
  compatibilityReadingSchema,
  compositeAnswerSchema,
  featureRules,
  historyAnswerSchema,
  natalAspectsAnswerSchema,
  natalChartRequestSchema,
  okAnswerSchema,
  profileSchema,
  signInAnswerSchema,
  signOutAnswerSchema,
  signUpAnswerSchema,
  storedBirthChartSchema,
  transitAspectsAnswerSchema,
  transitChartAnswerSchema,
  visitorSessionSchema,
} from '@stellara/contract';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createHttpServer, registerRoutes } from '../app.ts';
import type { Operation } from '../http/route-docs.ts';
import { collectOperations } from '../http/route-docs.ts';
import type { RunningServer } from '../server.ts';
import { makeAdmin, signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import { stellaraApiDocument } from './api-docs.routes.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi.ts';

// The document is made of the docs the registered routes carry (http/route-docs.ts), and the app cannot be built
// with an undocumented /api route; here, every /api route the app registers is in the document with the same
// method and path, and nothing else is. better-auth answers everything under /api/auth/* through one route; the
// documented ones among them must be real better-auth endpoints (not its 404).

const AUTH = '/api/auth/';
// Values that must never reach the document: a config with every secret set.
const secrets = {
  SESSION_SECRET: 'docs-test-session-secret-0123456789abcdef',
  LLM_API_KEY: 'sk-docs-test-llm-key-0123456789',
  OCR_API_KEY: 'docs-test-ocr-key-0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_docs_test_0123456789',
  PUBLIC_URL: 'https://docs-test-public.example.org',
  MAIL_FROM: 'Docs Test <docs-test-mailer@example.org>',
};

let server: RunningServer;
const registered: string[] = [];
const authMethods = new Set<string>();
let operations: readonly Operation[];
let document: OpenApiDocument;

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** A concrete URL for a documented path: the first value of an enum parameter, a UUID for the others. */
function urlOf(path: string, op: OpenApiOperation): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const param = op.parameters?.find((p) => p.name === name)?.schema as { enum?: string[] } | undefined;
    return param?.enum?.[0] ?? '00000000-0000-4000-8000-000000000000';
  });
}

function documented(doc: OpenApiDocument): { method: string; path: string; op: OpenApiOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000', ...secrets });
  const app = await createHttpServer(server.ctx);
  operations = collectOperations(app);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api')) continue;
      if (route.url === `${AUTH}*`) authMethods.add(method);
      else registered.push(key(method, route.url.replace(/:(\w+)/g, '{$1}')));
    }
  });
  await registerRoutes(app, server.ctx);
  await app.close();
  document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
});
afterAll(async () => {
  await server?.close();
});

describe(`the OpenAPI document on ${testDatabaseKind}`, () => {
  test('is served at /api/docs/openapi.json as the builder makes it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(stellaraApiDocument(operations))));
    expect(document.openapi).toBe('3.1.0');
  });

  test('documents every registered /api route with its method and path, and nothing the server lacks', () => {
    // The docs routes themselves are left out on purpose (documented('hidden')).
    const own = registered.filter((k) => !k.endsWith(' /api/docs') && !k.endsWith(' /api/docs/openapi.json'));
    const docs = documented(document).filter(({ path }) => !path.startsWith(AUTH));
    expect(own.length).toBeGreaterThan(100);
    expect(docs.map((d) => key(d.method, d.path)).sort()).toEqual([...new Set(own)].sort());
  });

  test('the documented /api/auth operations are endpoints better-auth serves', async () => {
    const auth = documented(document).filter(({ path }) => path.startsWith(AUTH));
    expect(auth.length).toBeGreaterThan(3);
    const browser = new TestBrowser(server.app);
    // The control: an endpoint better-auth does not have is its 404.
    expect((await browser.post(`${AUTH}no-such-endpoint`, {})).statusCode).toBe(404);
    for (const { method, path } of auth) {
      expect([path, authMethods.has(method)]).toEqual([path, true]);
      // Bodies that pass our own checks in front of better-auth, so better-auth itself answers.
      const body =
        method === 'GET'
          ? undefined
          : {
              name: 'Nobody',
              email: 'nobody@example.com',
              password: 'long enough',
              token: 'x',
              newPassword: 'long enough',
            };
      const response = await browser.request(method as HTTPMethods, path, body);
      expect([key(method, path), response.statusCode]).not.toEqual([key(method, path), 404]);
    }
  });

  test('a documented body with required fields is what the route validates: {} is refused naming only those fields', async () => {
    // An administrator is treated as pro, so no plan or admin guard stands before the validation; an admin route
    // is called by an administrator of its own dashboard.
    const admin = await signedInMember(server, 'free');
    await makeAdmin(server, admin.email);
    const astrologer = await signedInMember(server, 'free');
    await makeAdmin(server, astrologer.email, 'astrological_admin');
    const checked: string[] = [];
    for (const { method, path, op } of documented(document)) {
      const schema = op.requestBody?.content['application/json']?.schema as { required?: string[] } | undefined;
      if (!schema?.required?.length) continue;
      const caller = op['x-admin-dashboards']?.includes('technical') === false ? astrologer : admin;
      const response = await caller.browser.request(method as HTTPMethods, urlOf(path, op), {});
      const label = key(method, path);
      expect([label, response.statusCode]).toEqual([label, 400]);
      const { code, fields: named = {} } = response.json().error;
      expect([label, code]).toEqual([label, 'VALIDATION_FAILED']);
      checked.push(label);
      const fields = Object.keys(named);
      expect([label, fields.length > 0 && fields.every((f) => schema.required!.includes(f.split('.')[0]!))]).toEqual([
        label,
        true,
      ]);
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  test('who may call it is what the route enforces: members and admins only, and the plan it names', async () => {
    // A visitor is refused by every member and admin operation; a free member by every admin operation and
    // every one whose plan rule is above free.
    const visitor = new TestBrowser(server.app);
    const free = await signedInMember(server, 'free');
    const checked = { visitor: 0, member: 0 };
    for (const { method, path, op } of documented(document)) {
      const label = key(method, path);
      const body = method === 'GET' ? undefined : {};
      if (op['x-access'] !== 'visitor') {
        const response = await visitor.request(method as HTTPMethods, urlOf(path, op), body);
        expect([label, response.statusCode]).toEqual([label, 401]);
        checked.visitor++;
      }
      const feature = operations.find((o) => o.method === method && o.path === path)?.feature;
      if (op['x-access'] === 'admin' || (feature && featureRules[feature].minPlan !== 'free')) {
        const response = await free.browser.request(method as HTTPMethods, urlOf(path, op), body);
        expect([label, response.statusCode]).toEqual([label, 403]);
        checked.member++;
      }
    }
    expect(checked.visitor).toBeGreaterThan(60);
    expect(checked.member).toBeGreaterThan(50);
  });

  test('a documented answer schema from the contract matches what the route answers (GETs without parameters, then the answers the web reads)', async () => {
    // A pro member (every plan-gated page answers) with something in each list, so the answers are not all empty.
    const admin = await signedInMember(server, 'pro');
    await makeAdmin(server, admin.email);
    // So that "the latest conversation" has one to answer with.
    expect((await admin.browser.post('/api/conversations', {})).statusCode).toBe(201);
    expect((await admin.browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    const folder = await admin.browser.post('/api/folders', { name: 'Answers' });
    expect(folder.statusCode).toBe(201);
    const saved = await admin.browser.post('/api/chats', {
      title: 'Answers',
      folderId: folder.json().id,
      messages: [{ id: '1', content: 'hi', sender: 'user', timestamp: '2026-01-01T00:00:00Z' }],
    });
    expect(saved.statusCode).toBe(201);
    const { name: _n, ...birth } = sampleBirthData;
    const second = await admin.browser.post('/api/charts', { ...birth, name: 'Second chart' });
    expect(second.statusCode).toBe(201);
    const main = (await admin.browser.get('/api/charts')).json().charts.find((c: { isMain: boolean }) => c.isMain);
    const reading = await admin.browser.post('/api/compatibility', { chart1Id: main.id, chart2Id: second.json().id });
    expect(reading.statusCode).toBe(201);
    // The astrological dashboard's routes are read by an administrator of that dashboard.
    const astrologer = await signedInMember(server, 'free');
    await makeAdmin(server, astrologer.email, 'astrological_admin');
    const checked: string[] = [];
    for (const op of operations) {
      if (op.method !== 'GET' || op.path.includes('{') || !(op.response instanceof z.core.$ZodType)) continue;
      if (op.query && !op.query.safeParse({}).success) continue;
      const caller = op.dashboards?.includes('technical') === false ? astrologer : admin;
      const response = await caller.browser.get(op.path);
      const label = key(op.method, op.path);
      expect([label, response.statusCode]).toEqual([label, 200]);
      const parsed = z.safeParse(op.response, response.json());
      expect([label, parsed.error?.issues ?? []]).toEqual([label, []]);
      checked.push(label);
    }
    expect(checked.length).toBeGreaterThan(15);

    // Answers the web reads from routes with parameters or bodies, parsed with the contract schema it parses them with.
    const chart = `/api/charts/${main.id}`;
    const readingUrl = `/api/compatibility/${reading.json().id}`;
    const folderUrl = `/api/folders/${folder.json().id}`;
    const natalBody = { subject: API_TESTER_SAMPLE_SUBJECT };
    const transitBody = { first_subject: API_TESTER_SAMPLE_SUBJECT, transit_subject: API_TESTER_TRANSIT_SUBJECT };
    const visitor = new TestBrowser(server.app);
    const answers: [TestBrowser, HTTPMethods, string, unknown, z.core.$ZodType][] = [
      [admin.browser, 'GET', chart, undefined, storedBirthChartSchema],
      [admin.browser, 'GET', `${chart}/wheel?theme=dark`, undefined, chartWheelSchema],
      [admin.browser, 'PATCH', chart, { name: 'Main chart' }, storedBirthChartSchema],
      [admin.browser, 'POST', `${chart}/main`, {}, storedBirthChartSchema],
      [admin.browser, 'GET', folderUrl, undefined, chatFolderSchema],
      [admin.browser, 'GET', `${folderUrl}/chats`, undefined, historyAnswerSchema],
      [admin.browser, 'PATCH', folderUrl, { name: 'Renamed' }, chatFolderSchema],
      [admin.browser, 'GET', readingUrl, undefined, compatibilityReadingSchema],
      [admin.browser, 'GET', `${readingUrl}/details?theme=light`, undefined, compatibilityDetailsSchema],
      [admin.browser, 'GET', `${readingUrl}/composite?theme=light`, undefined, compositeAnswerSchema],
      [admin.browser, 'PUT', '/api/profile', { birthData: sampleBirthData }, profileSchema],
      [admin.browser, 'POST', '/api/billing/checkout', { extraCharts: 1 }, checkoutAnswerSchema],
      [visitor, 'POST', '/api/v4/natal-aspects-data', natalBody, natalAspectsAnswerSchema],
      [visitor, 'POST', '/api/v4/birth-chart', { ...natalBody, wheel_only: true }, birthChartAnswerSchema],
      [admin.browser, 'POST', '/api/v4/transit-aspects-data', transitBody, transitAspectsAnswerSchema],
      [admin.browser, 'POST', '/api/v4/transit-chart', transitBody, transitChartAnswerSchema],
      [visitor, 'PUT', '/api/visitor/birth-data', sampleBirthData, visitorSessionSchema],
      [visitor, 'POST', '/api/session/reset', {}, okAnswerSchema],
      [
        visitor,
        'POST',
        '/api/auth/sign-in/email',
        { email: admin.email, password: admin.password },
        signInAnswerSchema,
      ],
      [visitor, 'POST', '/api/auth/sign-out', {}, signOutAnswerSchema],
      [
        visitor,
        'POST',
        '/api/auth/sign-up/email',
        { name: 'Answers', email: `answers-${Date.now()}@example.com`, password: 'secret1' },
        signUpAnswerSchema,
      ],
    ];
    for (const [browser, method, url, body, schema] of answers) {
      const response = await browser.request(method, url, body);
      const label = `${method} ${url}`;
      expect([label, response.statusCode]).toEqual([label, response.statusCode === 201 ? 201 : 200]);
      expect([label, z.safeParse(schema, response.json()).error?.issues ?? []]).toEqual([label, []]);
    }
  });

  test('carries no configuration value: keys, secrets, URLs and paths stay on the server', async () => {
    const page = (await server.app.inject({ method: 'GET', url: '/api/docs' })).body;
    const json = JSON.stringify(document);
    const values = [
      ...Object.values(secrets),
      ...Object.values(server.ctx.config).filter((v): v is string => typeof v === 'string' && v.length >= 10),
    ];
    for (const value of values) {
      expect([value, json.includes(value) || page.includes(value)]).toEqual([value, false]);
    }
  });
});

describe("Stellara's document, as the routes declare it", () => {
  const all = () => documented(document);

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

  test('the paid v4 endpoints take the session or a bearer API key; the natal ones are open', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const name of ['natal-aspects-data', 'birth-data', 'birth-chart']) {
      expect([name, document.paths[`/api/v4/${name}`]!.post!.security]).toEqual([name, [{}, { session: [] }]]);
    }
    const gated = Object.keys(document.paths).filter((path) =>
      /^\/api\/v4\/(transit|synastry|composite|relationship)/.test(path),
    );
    expect(gated).toHaveLength(6);
    for (const path of gated) {
      const op = document.paths[path]!.post!;
      expect([path, op.security]).toEqual([path, [{ session: [] }, { apiKey: [] }]]);
      expect([path, Object.keys(op.responses)]).toEqual([path, expect.arrayContaining(['401', '403'])]);
    }
  });

  test('operation ids are unique and every operation has a summary and a tag the document declares', () => {
    const ids = all().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(document.tags.map((t) => t.name));
    for (const { op } of all()) {
      expect(op.summary.length).toBeGreaterThan(2);
      expect(declared.has(op.tags[0]!)).toBe(true);
    }
  });

  test('no schema points into a $defs block that would not resolve inside the document', () => {
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });
});

describe('the docs page /api/docs', () => {
  test('is an HTML page under the app CSP, reached although the SPA fallback takes other paths', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).toContain('<h1>Stellara API</h1>');
    expect(response.body).toContain('data-operation="POST /api/v4/natal-aspects-data"');
    expect(response.body).not.toMatch(/<script/i);
    // A path beside it is still the JSON 404 of /api.
    const missing = await server.app.inject({ method: 'GET', url: '/api/docs/nothing' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  test('lists every operation, with no script and nothing loaded from elsewhere', async () => {
    const html = (await server.app.inject({ method: 'GET', url: '/api/docs' })).body;
    const count = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(html.match(/data-operation="/g)).toHaveLength(count);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });

  test('prints a schema used again only once, linking to the first', async () => {
    const html = (await server.app.inject({ method: 'GET', url: '/api/docs' })).body;
    expect(html).toContain('Answer 200 schema: the same as <a href="#postV4BirthData-200">POST /api/v4/birth-data</a>');
    expect(html.match(/<details id="postV4BirthData-200">/g)).toHaveLength(1);
    // GET /api/v4/now answers as birth-data does (the subject as data).
    expect(html).not.toContain('id="getV4Now-200"');
  });

  // What someone switching from the Astrologer API finds different, in the document and on the page.
  test('the v4 answers document p1/p2, mark our extensions and list what differs from the Astrologer API', async () => {
    type Schema = { properties: Record<string, Schema>; items: Schema } & Record<string, unknown>;
    const birthChart = document.paths['/api/v4/birth-chart']!.post!.responses['200'] as {
      content: { 'application/json': { schema: Schema } };
    };
    const aspectKeys = birthChart.content['application/json'].schema.properties.aspects!.items.properties;
    expect(aspectKeys.p1).toMatchObject({ type: 'integer' });
    expect(aspectKeys.p1!['x-stellara-extension']).toBeUndefined();
    expect(aspectKeys.aspect_movement).toMatchObject({ 'x-stellara-extension': true });
    const transit = JSON.stringify(document.paths['/api/v4/transit-aspects-data']!.post!.responses['200']);
    expect(transit).toContain('"x-stellara-extension":true');
    const charts = document.tags.find((t) => t.name === 'charts')!;
    expect(charts['x-astrologer-api-differences']!.added.map((k) => k.key)).toContain('aspect_movement');

    const html = (await server.app.inject({ method: 'GET', url: '/api/docs' })).body;
    const part = html.slice(html.indexOf('id="switching-from-astrologer-api"'));
    expect(part).toContain('Switching from the Astrologer API');
    for (const k of charts['x-astrologer-api-differences']!.added) expect(part).toContain(`<code>${k.key}</code>`);
    expect(part).toContain('Keys both send that differ');
  });
});

// docs/limits.md#budgets: the page and the document went out uncompressed. They are fixed while the server runs, so
// they are compressed once and revalidated by ETag (their URLs are not fingerprinted).
describe('the docs, compressed', () => {
  test.each(['/api/docs', '/api/docs/openapi.json'])('%s in brotli, gzip or as it is, revalidated', async (url) => {
    const plain = await server.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const tags = new Set([plain.headers.etag]);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      tags.add(res.headers.etag);
      const again = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    expect(tags.size).toBe(3);
    const none = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(none.headers.vary).toContain('accept-encoding');
  });
});
