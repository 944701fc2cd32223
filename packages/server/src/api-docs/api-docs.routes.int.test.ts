import {
  API_TESTER_SAMPLE_SUBJECT,
  API_TESTER_TRANSIT_SUBJECT,
  birthChartAnswerSchema,
  chartWheelSchema,
  chatFolderSchema,
  checkoutAnswerSchema,
  compatibilityDetailsSchema,
  compatibilityReadingSchema,
  historyAnswerSchema,
  natalAspectsAnswerSchema,
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
import type { RunningServer } from '../server.ts';
import { makeAdmin, sampleBirthData, signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import { stellaraApiDocument } from './api-docs.routes.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi.ts';
import { operations } from './operations.ts';

// The document cannot drift from the server: every /api route the app registers is documented with the same
// method and path, and every documented operation is served. better-auth answers everything under /api/auth/*
// through one route; the documented ones among them must be real better-auth endpoints (not its 404).

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
let document: OpenApiDocument;

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function documented(doc: OpenApiDocument): { method: string; path: string; op: OpenApiOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000', ...secrets });
  const app = await createHttpServer(server.ctx);
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
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(stellaraApiDocument())));
    expect(document.openapi).toBe('3.1.0');
  });

  test('documents every registered /api route with its method and path, and nothing the server lacks', () => {
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
    // An administrator is treated as pro, so no plan or admin guard stands before the validation.
    const admin = await signedInMember(server, 'free');
    await makeAdmin(server, admin.email);
    const checked: string[] = [];
    for (const { method, path, op } of documented(document)) {
      const schema = op.requestBody?.content['application/json']?.schema as { required?: string[] } | undefined;
      if (!schema?.required?.length) continue;
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const param = op.parameters?.find((p) => p.name === name)?.schema as { enum?: string[] } | undefined;
        return param?.enum?.[0] ?? '00000000-0000-4000-8000-000000000000';
      });
      const response = await admin.browser.request(method as HTTPMethods, url, {});
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
    const checked: string[] = [];
    for (const op of operations) {
      if (op.method !== 'GET' || op.path.includes('{') || !(op.response instanceof z.core.$ZodType)) continue;
      if (op.query && !op.query.safeParse({}).success) continue;
      const response = await admin.browser.get(op.path);
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
      [admin.browser, 'PUT', '/api/profile', { birthData: sampleBirthData }, profileSchema],
      [admin.browser, 'POST', '/api/billing/checkout', { extraCharts: 1 }, checkoutAnswerSchema],
      [visitor, 'POST', '/api/v4/natal-aspects-data', natalBody, natalAspectsAnswerSchema],
      [visitor, 'POST', '/api/v4/birth-chart', { ...natalBody, wheel_only: true }, birthChartAnswerSchema],
      [visitor, 'POST', '/api/v4/transit-aspects-data', transitBody, transitAspectsAnswerSchema],
      [visitor, 'POST', '/api/v4/transit-chart', transitBody, transitChartAnswerSchema],
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
});
