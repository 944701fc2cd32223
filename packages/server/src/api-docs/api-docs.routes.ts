// GET /api/docs (a readable page) and GET /api/docs/openapi.json (the OpenAPI 3.1 document), both made from
// the docs the registered routes carry (collectOperations in http/route-docs.ts) and the contract. Built on first
// request, when every route is registered, then kept: they never change while running.
import type { FastifyInstance } from 'fastify';
import { documented, type Operation } from '../http/route-docs.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApi, type OpenApiDocument } from './openapi.ts';
import { streamEvents, tags } from './operations.ts';

export const DOCS_PATH = '/api/docs';
export const DOCUMENT_PATH = '/api/docs/openapi.json';

export function stellaraApiDocument(operations: readonly Operation[]): OpenApiDocument {
  return buildOpenApi(
    operations,
    tags,
    {
      title: 'Stellara API',
      version: '1',
      description:
        'JSON over /api. Bad input gets a 4xx with { "error": { "code", "message", "fields"? } }. Chat replies and ' +
        'job progress stream as Server-Sent Events. Routes are rate limited per address (429 with retry-after).',
    },
    streamEvents,
  );
}

/** `operations`: what collectOperations gathers from the app's routes. */
export async function apiDocsRoutes(
  api: FastifyInstance,
  { operations }: { operations: readonly Operation[] },
): Promise<void> {
  let built: { json: string; html: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = stellaraApiDocument(operations);
      built = { json: JSON.stringify(document), html: renderDocsPage(document, DOCUMENT_PATH) };
    }
    return built;
  };

  // The document and its page are not operations of the document.
  api.get('/docs', documented('hidden'), async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(docs().html),
  );
  api.get('/docs/openapi.json', documented('hidden'), async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(docs().json),
  );
}
