// Pure: the operation catalogue in, an OpenAPI 3.1 document out. Nothing here reads configuration, so the
// document carries no URL, key or secret of the running server.
import { apiErrorSchema, type Feature, featureRules, planInfo } from '@stellara/contract';
import { z } from 'zod';
import type { ErrorStatus, JsonSchema, Operation, TagName } from '../http/route-docs.ts';

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security: Record<string, string[]>[];
  'x-access': Operation['access'];
  /** Admin routes: the dashboards whose roles may call it (technical: technical_admin; astrological: any other). */
  'x-admin-dashboards'?: Operation['dashboards'];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** What a client switching from the Astrologer API finds different (charts/v4-differences.ts), for a tag. */
export interface AstrologerApiDifferences {
  added: readonly { key: string; where: string; what: string }[];
  differs: readonly { key: string; where: string; theirs: string; ours: string }[];
}

export interface OpenApiTag {
  name: string;
  description: string;
  'x-astrologer-api-differences'?: AstrologerApiDifferences;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo & { license: { name: string; identifier: string } };
  tags: OpenApiTag[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/** The session cookie better-auth sets (prefix from accounts/auth.ts; `__Secure-` in front in production). */
export const SESSION_COOKIE = 'stellara.session_token';

const errorResponses = {
  BadRequest: 'The input does not match the schema; `fields` names each field at fault.',
  Unauthorized:
    'Sign in first, or send a valid personal API key where one is accepted (or: the credentials or the token are not valid).',
  Forbidden:
    'Signed in, but not allowed: not an administrator, an administrator of the other dashboard, or the plan is too low (PLAN_REQUIRED).',
  NotFound: 'No such item, or it is not yours.',
  Conflict: 'Not in a state that allows this now (the message says why).',
  PayloadTooLarge: 'The request body is too large.',
  UnsupportedMediaType: 'The body is not of the content type the operation takes.',
  Unprocessable: 'Well-formed, but it cannot be carried out (the message says why).',
  TooManyRequests: 'Rate limited: wait for the retry-after header’s seconds.',
  HeadersTooLarge: 'The request line and headers together exceed 16 KB (the query string or a header is too long).',
  Unavailable: 'A service this operation needs is not configured on this server (the message says which).',
} as const;

const responseNames: Record<ErrorStatus, keyof typeof errorResponses> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'Unprocessable',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
  503: 'Unavailable',
};

/** A zod schema as a JSON Schema for OpenAPI 3.1: requests as the client sends them, answers as they arrive. */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return rest;
}

function operationId(op: Operation): string {
  const words = op.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return op.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function whoMayCall(op: Operation): string {
  const who = op.apiKey
    ? 'A signed-in member, or a personal API key (Authorization: Bearer) of a member.'
    : { visitor: 'Anyone.', member: 'A signed-in member.', admin: 'An active administrator.' }[op.access];
  const line = op.access === 'admin' && op.dashboards ? dashboardLine(op.dashboards) : who;
  return op.feature ? `${line} ${planLine(op.feature)}` : line;
}

/** Which admin role a route needs (docs/admin.md). */
function dashboardLine(dashboards: NonNullable<Operation['dashboards']>): string {
  const technical = dashboards.includes('technical');
  const astrological = dashboards.includes('astrological');
  if (technical && astrological) return 'An active administrator, either dashboard (any admin role).';
  if (technical) return 'An active administrator of the technical dashboard (role technical_admin).';
  return 'An active administrator of the astrological dashboard (any admin role other than technical_admin).';
}

function planLine(feature: Feature): string {
  const { minPlan } = featureRules[feature];
  return `Plan: ${planInfo[minPlan].name} or higher (${feature}).`;
}

function parameters(op: Operation): Parameter[] {
  const pathSchemas = (op.params ? jsonSchemaOf(op.params, 'input').properties : {}) as Record<string, JsonSchema>;
  const list: Parameter[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: pathSchemas[name!] ?? { type: 'string' },
  }));
  if (op.query) {
    const query = jsonSchemaOf(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      list.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  for (const header of op.headers ?? []) {
    list.push({
      name: header.name,
      in: 'header',
      required: false,
      description: header.description,
      schema: { type: 'string' },
    });
  }
  return list;
}

function requestBody(op: Operation): OpenApiOperation['requestBody'] {
  if (!op.body) return undefined;
  if (op.body === 'octet-stream') {
    return {
      required: true,
      content: {
        'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    };
  }
  const schema = jsonSchemaOf(op.body, 'input');
  const required = Array.isArray(schema.required) && schema.required.length > 0;
  return { required, content: { 'application/json': { schema } } };
}

function success(op: Operation): [string, unknown] {
  const answer = op.answer ?? 'json';
  if (answer === 'empty') return ['204', { description: 'Done; no body.' }];
  const status = String(op.status ?? 200);
  if (answer === 'event-stream') {
    return [
      status,
      {
        description: op.description ?? 'A Server-Sent Events stream.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    ];
  }
  if (answer === 'html')
    return [status, { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } }];
  if (answer === 'calendar') {
    return [
      status,
      { description: 'An iCalendar file (RFC 5545).', content: { 'text/calendar': { schema: { type: 'string' } } } },
    ];
  }
  const schema = op.response
    ? op.response instanceof z.core.$ZodType
      ? jsonSchemaOf(op.response, 'output')
      : op.response
    : undefined;
  return [status, { description: 'Success.', content: { 'application/json': schema ? { schema } : {} } }];
}

/** The error statuses an operation's shape implies, and those its route declares (`errors`). */
function errorStatuses(op: Operation): Set<ErrorStatus> {
  const hasPathId = op.path.includes('{');
  const statuses = new Set<ErrorStatus>(op.errors ?? []);
  // A path that does not decode is a 400 too; a path id longer than an id can be is a 404 (app.ts).
  if (op.body || op.query || op.params || hasPathId) statuses.add(400);
  if (op.access !== 'visitor') statuses.add(401);
  if (op.access === 'admin' || op.feature) statuses.add(403);
  if (hasPathId) statuses.add(404);
  if (op.body) statuses.add(413).add(415);
  if (op.rateLimited) statuses.add(429);
  // Node's limit on the request line and headers; a query or header value can reach it however its schema reads.
  if (op.query || op.headers?.length) statuses.add(431);
  return statuses;
}

function responses(op: Operation): Record<string, unknown> {
  const out: Record<string, unknown> = Object.fromEntries([success(op)]);
  for (const status of [...errorStatuses(op)].sort((a, b) => a - b)) {
    out[String(status)] = { $ref: `#/components/responses/${responseNames[status]}` };
  }
  return out;
}

export function buildOpenApi(
  operations: readonly Operation[],
  tags: Record<TagName, string>,
  info: OpenApiInfo,
  extraSchemas: Record<string, z.ZodType> = {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const params = parameters(op);
    const body = requestBody(op);
    const entry: OpenApiOperation = {
      operationId: operationId(op),
      summary: op.summary,
      description: [whoMayCall(op), op.answer === 'event-stream' ? '' : op.description].filter(Boolean).join(' '),
      tags: [op.tag],
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(op),
      // Anyone: with or without a session (some answers differ for a member); otherwise the session cookie.
      security:
        op.access === 'visitor'
          ? [{}, { session: [] }]
          : op.apiKey
            ? [{ session: [] }, { apiKey: [] }]
            : [{ session: [] }],
      'x-access': op.access,
      ...(op.dashboards ? { 'x-admin-dashboards': op.dashboards } : {}),
    };
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = entry;
  }
  const errorSchema = jsonSchemaOf(apiErrorSchema, 'output');
  return {
    openapi: '3.1.0',
    info: { ...info, license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' } },
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: {
        Error: errorSchema,
        ...Object.fromEntries(
          Object.entries(extraSchemas).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output')]),
        ),
      },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API key, created in Settings > Account (POST /api/account/api-keys) and shown once: ' +
            '"Authorization: Bearer stk_...". It opens the paid /api/v4 chart endpoints with its member\'s plan; ' +
            'an unknown or revoked key is refused with 401.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'Set by sign-in (named __Secure-stellara.session_token over HTTPS in production). A state-changing ' +
            'request that carries cookies must come from the same origin (Origin or Referer), or it is refused with 403.',
        },
      },
    },
  };
}
