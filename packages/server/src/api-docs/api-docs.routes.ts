// GET /api/docs (a readable page) and GET /api/docs/openapi.json (the OpenAPI 3.1 document), both made from
// the docs the registered routes carry (collectOperations in http/route-docs.ts) and the contract. Built on first
// request, when every route is registered, then kept, brotli- and gzip-compressed once: they never change while
// running. Their URLs are not fingerprinted, so browsers revalidate them (no-cache with an ETag; 304 when unchanged).
import type { FastifyInstance } from 'fastify';
import { ASTROLOGER_API_ADDED_KEYS, ASTROLOGER_API_MEANING_DIFFERENCES } from '../charts/index.ts';
import { type FixedAnswer, fixedAnswer, sendFixed } from '../http/fixed-answer.ts';
import { documented, type Operation } from '../http/route-docs.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApi, type OpenApiDocument } from './openapi.ts';
import { streamEvents, tags } from './operations.ts';

export const DOCS_PATH = '/api/docs';
export const DOCUMENT_PATH = '/api/docs/openapi.json';

export function stellaraApiDocument(operations: readonly Operation[]): OpenApiDocument {
  const document = buildOpenApi(
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
  // The chart API's page says what someone switching from the Astrologer API will find different.
  const charts = document.tags.find((tag) => tag.name === 'charts');
  if (charts) {
    charts['x-astrologer-api-differences'] = {
      added: ASTROLOGER_API_ADDED_KEYS,
      differs: ASTROLOGER_API_MEANING_DIFFERENCES,
    };
  }
  return document;
}

/** `operations`: what collectOperations gathers from the app's routes. */
export async function apiDocsRoutes(
  api: FastifyInstance,
  { operations }: { operations: readonly Operation[] },
): Promise<void> {
  let built: Promise<{ json: FixedAnswer; html: FixedAnswer }> | undefined;
  const docs = () => {
    if (!built) {
      built = (async () => {
        const document = stellaraApiDocument(operations);
        const [json, html] = await Promise.all([
          fixedAnswer(JSON.stringify(document), 'application/json; charset=utf-8'),
          fixedAnswer(renderDocsPage(document, DOCUMENT_PATH), 'text/html; charset=utf-8'),
        ]);
        return { json, html };
      })();
      // A failure is not kept: the next request tries again.
      built.catch(() => {
        built = undefined;
      });
    }
    return built;
  };

  // The document and its page are not operations of the document.
  api.get('/docs', documented('hidden'), async (request, reply) =>
    sendFixed(request, reply, (await docs()).html, 'no-cache'),
  );
  api.get('/docs/openapi.json', documented('hidden'), async (request, reply) =>
    sendFixed(request, reply, (await docs()).json, 'no-cache'),
  );
}
