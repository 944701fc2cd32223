// Each /api route carries its documentation where it is declared, in its Fastify options (`config.doc`):
//
//   app.get('/logs', doc('System logs', { query: logsQuerySchema, response: logsAnswerSchema }), handler)
//
// `config` is Fastify's free slot for route settings (rate-limit's live there too). The doc's body, query and params
// schemas are also the route's validators: a route registered with withInput() (http/route-input.ts) gets them
// parsed, typed, as its handler's first argument, so a schema is named once.
// collectOperations() gathers the docs of the routes the app registers, and refuses an /api route without one,
// so the OpenAPI document (api-docs/) is made of the real routes and has no list of its own to keep equal to them.
// It lives in http/, beside validation and the guards, so that every capability may declare its routes with it.
import type { AdminDashboard, Feature } from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireFeature, requireFeatureOrApiKey } from './guards.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it: anyone (a visitor, possibly holding a visitor cookie), a signed-in member, an administrator. */
export type Access = 'visitor' | 'member' | 'admin';

/** What the success answer is: JSON, a Server-Sent Events stream, an HTML page, an iCalendar file, or nothing (204). */
export type AnswerKind = 'json' | 'event-stream' | 'html' | 'calendar' | 'empty';

/** What a route declares about itself beside its path and method (see documented() below). */
export interface RouteDoc {
  summary: string;
  /** The capability (server folder) it belongs to; tags group the page. */
  tag: TagName;
  access: Access;
  /** The plan rule the route enforces (featureRules in the contract give the lowest plan). */
  feature?: Feature;
  /**
   * An admin route: the dashboards whose roles may call it (the admin guard enforces it; every /api/admin route
   * declares it, see technicalDoc / astrologicalDoc / sharedAdminDoc below).
   */
  dashboards?: readonly AdminDashboard[];
  /** A personal API key (`Authorization: Bearer`) is accepted besides the session (the paid /api/v4 endpoints). */
  apiKey?: boolean;
  /** A JSON body, or raw bytes for the document upload. */
  body?: z.ZodType | 'octet-stream';
  /**
   * An absent body is read as `{}`, so the schema's own messages (or defaults) answer for its fields; without it, an
   * absent body is refused as a whole.
   */
  absentBodyIsEmpty?: true;
  query?: z.ZodObject;
  /** Path parameters the route checks against a schema; others are plain strings. */
  params?: z.ZodObject;
  /** Headers the operation reads. */
  headers?: { name: string; description: string }[];
  /**
   * The success answer's schema: a contract schema, or a JSON schema. A route that has Fastify serialise its
   * answer (schema.response) needs none: that schema is documented.
   */
  response?: z.core.$ZodType | JsonSchema;
  answer?: AnswerKind;
  /** Success status, 200 unless said. */
  status?: number;
  /**
   * Error statuses the route answers beyond those its doc implies (api-docs/openapi.ts adds 400 for input, 401/403
   * for the access and plan guards, 404 for a path id, 413/415 for a body, 429 for the rate limit): a 409 for a
   * state conflict, a 401 from a sign-in, a 404 for an id in the body...
   */
  errors?: readonly ErrorStatus[];
  description?: string;
}

/** The error statuses a route may declare (each has a described response in the document). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 431 | 503;

/** One documented operation: a route's doc with its method and path. */
export interface Operation extends RouteDoc {
  method: HttpMethod;
  /** OpenAPI form with the /api prefix: /api/conversations/{id}. */
  path: string;
  /** Under the rate limiter (every route unless its options say `rateLimit: false`): it may answer 429. */
  rateLimited?: boolean;
}

export type JsonSchema = { readonly [key: string]: unknown };

/** The capability an operation belongs to; the document groups by it (api-docs/operations.ts describes each). */
export type TagName =
  | 'health'
  | 'accounts'
  | 'billing'
  | 'members'
  | 'charts'
  | 'places'
  | 'conversation'
  | 'ingest'
  | 'admin';

/** One endpoint of a route that serves several under its trailing `*` (better-auth's /api/auth/*). */
export interface EndpointDoc extends RouteDoc {
  method: HttpMethod;
  /** The path below the route's `*`: `/sign-in/email` under /api/auth/*. */
  path: string;
}

/** A route's doc; the endpoints a wildcard route serves; or 'hidden': left out of the document on purpose. */
export type RouteDocs = RouteDoc | readonly EndpointDoc[] | 'hidden';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's API documentation; every /api route has one (collectOperations refuses a route without). */
    doc?: RouteDocs;
  }
}

/** Route options carrying their doc; `D` keeps the doc's schemas' types for withInput(). */
export type Documented<O, D extends RouteDocs = RouteDocs> = O & { config: { doc: D } };

/** Fastify route options (any of them; `config` is merged, not replaced). */
type Options = object;
const configOf = (options?: Options) => (options as { config?: object } | undefined)?.config;

/** The route's options with its doc: `documented({ summary, tag, access, body }, { preHandler })`. */
export function documented<D extends RouteDocs, O extends Options = Record<never, never>>(
  doc: D,
  options?: O,
): Documented<O, D> {
  return { ...options, config: { ...configOf(options), doc } } as Documented<O, D>;
}

/**
 * A doc maker for the routes of one file or group, holding what they share (doc fields, and route options such
 * as a plan guard), so each route states only its own: `const doc = docsFor({ tag: 'admin', access: 'admin' })`,
 * then `app.get('/logs', doc('System logs', { query, response }), handler)`.
 */
export function docsFor<S extends Options = Record<never, never>>(
  shared: Pick<RouteDoc, 'tag' | 'access'> & Partial<RouteDoc>,
  sharedOptions?: S,
) {
  return <D extends Partial<RouteDoc> = Record<never, never>, O extends Options = Record<never, never>>(
    summary: string,
    own?: D,
    options?: O,
  ): Documented<S & O, RouteDoc & D> => {
    const merged = Object.assign({}, sharedOptions, options, {
      config: { ...configOf(sharedOptions), ...configOf(options) },
    });
    return documented({ ...shared, summary, ...own } as RouteDoc & D, merged);
  };
}

/**
 * The docs of /api/admin routes, whichever capability declares them, by the dashboard they belong to
 * (docs/admin.md#roles-and-dashboards): `technicalDoc('System logs', { query })`. The admin guard reads `dashboards`
 * and refuses the other role with 403; an admin route without it stops the app from being built
 * (admin/admin.routes.ts).
 */
export const adminDocFor = (...dashboards: AdminDashboard[]) => docsFor({ tag: 'admin', access: 'admin', dashboards });
/** Technical dashboard only (technical_admin): System Health, LLM Config, Astrology APIs, Cleanup, System Logs. */
export const technicalDoc = adminDocFor('technical');
/** Astrological dashboard only (any other admin role): Overview, Personality Control, Document Upload. */
export const astrologicalDoc = adminDocFor('astrological');
/** In both dashboards: the Neo4j Monitor and the graph-only test. */
export const sharedAdminDoc = adminDocFor('technical', 'astrological');

/** Docs of member routes behind a plan rule, with the guard that enforces it: the two cannot disagree. */
export const behind = (tag: TagName, feature: Feature) =>
  docsFor({ tag, access: 'member', feature }, { preHandler: requireFeature(feature) });

/**
 * Docs of the paid chart endpoints a member may call with the session or a personal API key, with their guard. It runs
 * at onRequest, before the plugin's own hooks (the answer cache is a preHandler), so no answer skips it.
 */
export const behindKeyOrSession = (tag: TagName, feature: Feature) =>
  docsFor({ tag, access: 'member', feature, apiKey: true }, { onRequest: requireFeatureOrApiKey(feature) });

const API = /^\/api(\/|$)/;

const isEndpoints = (doc: RouteDocs): doc is readonly EndpointDoc[] => Array.isArray(doc);

/** /api/chats/:id → /api/chats/{id} */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The JSON schema Fastify serialises an answer with, minus fast-json-stringify's own "unsafe" format. */
function servedSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    key === 'format' && value === 'unsafe' ? undefined : value,
  );
}

/**
 * Collects the operations of every /api route registered on `app` from now on (HEAD mirrors GET and is left
 * out). A route without a doc stops the app from being built, naming the route.
 */
export function collectOperations(app: FastifyInstance): readonly Operation[] {
  const operations: Operation[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD') as HttpMethod[];
    if (!API.test(route.url) || !methods.length) return;
    const doc = route.config?.doc;
    const name = `${methods.join(',')} ${route.url}`;
    if (!doc) {
      throw new Error(`${name} has no API doc: declare it with documented() or docsFor() (http/route-docs.ts).`);
    }
    if (doc === 'hidden') return;
    const rateLimited = route.config?.rateLimit !== false;
    if (isEndpoints(doc)) {
      if (!route.url.endsWith('*')) throw new Error(`${name}: a list of endpoints needs a route ending in *.`);
      for (const endpoint of doc) {
        if (!methods.includes(endpoint.method)) throw new Error(`${name} does not answer ${endpoint.method}.`);
        const path = openApiPath(route.url.slice(0, -1) + endpoint.path.replace(/^\//, ''));
        operations.push({ ...endpoint, path, rateLimited });
      }
      return;
    }
    const served = servedSchema((route.schema?.response as Record<number, unknown> | undefined)?.[doc.status ?? 200]);
    for (const method of methods) {
      operations.push({
        ...(served ? { response: served } : {}),
        ...doc,
        method,
        path: openApiPath(route.url),
        rateLimited,
      });
    }
  });
  return operations;
}
