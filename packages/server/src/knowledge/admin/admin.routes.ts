import {
  cleanupQueryRequestSchema,
  deletedAnswerSchema,
  duplicatesAnswerSchema,
  graphConnectionSchema,
  graphQueryRequestSchema,
  graphStatsSchema,
  knowledgeUpdateAnswerSchema,
  knowledgeUpdatesAnswerSchema,
  knowledgeUpdatesQuerySchema,
  mergeAnswerSchema,
  mergePreviewAnswerSchema,
  mergeRequestSchema,
  operationsAnswerSchema,
  type PresetList,
  presetListSchema,
  queryAnswerSchema,
  retryAnswerSchema,
  safeText,
  systemMessages,
} from '@stellara/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { adminOf } from '../../http/guards.ts';
import { sharedAdminDoc as doc, technicalDoc } from '../../http/route-docs.ts';
import { withInput } from '../../http/route-input.ts';
import type { KnowledgeGraph, QueryOptions } from '../graph.port.ts';
import { GraphInputError } from '../graph-values.ts';
import { cleanupTemplates, queryHint, quickQueries } from './graph-queries.ts';
import { type DocumentReloader, KnowledgeUpdatesService } from './knowledge-updates.service.ts';

const idParams = z.object({ id: safeText().min(1).max(100) });
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** Runs a console query; a failed one is a 422 carrying the adapter's message ('Neo4j query failed: ...'). */
async function runConsole(graph: KnowledgeGraph, query: string, options: QueryOptions) {
  const result = await graph.runQuery(query, options);
  if (!result.ok) throw new HttpError(422, 'QUERY_FAILED', result.error);
  const { ok: _ok, ...rest } = result;
  return { result: rest };
}

/**
 * Graph calls of the cleanup tab: a bad merge request (unknown group, node not in it) is a 409; the graph not
 * answering is a 503 with the adapter's words, never a 500.
 */
async function graphCall<T>(graph: KnowledgeGraph, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GraphInputError) throw new HttpError(409, 'CONFLICT', error.message);
    const message = (error as Error).message;
    throw new HttpError(
      503,
      'SERVICE_UNAVAILABLE',
      graph.mode === 'neo4j' ? `Neo4j query failed: ${message}` : `Connection test failed: ${message}`,
    );
  }
}

/**
 * Graph monitor, quick queries, knowledge updates (both dashboards: Neo4j Monitor, System Health's Quick Query Test)
 * and database cleanup (technical dashboard only). Paths relative to /api/admin.
 */
export const knowledgeAdminRoutes: FastifyPluginAsync<{ graph: KnowledgeGraph; documents: DocumentReloader }> = async (
  app,
  deps,
) => {
  const typed = withInput(app);
  const updates = new KnowledgeUpdatesService(deps);
  const presets = (list: typeof quickQueries): PresetList => ({
    mode: deps.graph.mode,
    language: deps.graph.mode === 'neo4j' ? 'cypher' : 'sql',
    hint: queryHint(deps.graph.mode),
    presets: list(deps.graph.mode),
  });

  const quickQueryList = doc('Preset graph queries', { response: presetListSchema });
  app.get('/system/quick-queries', quickQueryList, async () => presets(quickQueries));

  // ------------------------------------------------------------------------------------------ Graph Monitor
  const connection = doc('Knowledge graph connection', { response: graphConnectionSchema });
  app.get('/graph/connection', connection, async () => {
    const test = await deps.graph.testConnection();
    return {
      mode: deps.graph.mode,
      detail: deps.graph.detail,
      status: test.ok ? 'connected' : 'disconnected',
      latencyMs: test.latencyMs,
      message: test.message,
    };
  });

  app.get('/graph/stats', doc('Knowledge graph totals and schema', { response: graphStatsSchema }), async () => {
    try {
      const [totals, schema] = await Promise.all([deps.graph.totals(), deps.graph.schemaOverview()]);
      return { mode: deps.graph.mode, detail: deps.graph.detail, totals, schema };
    } catch (error) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', systemMessages.connectionTestFailed((error as Error).message));
    }
  });

  /** The monitor's query tester and the Quick Query Test: read-only. */
  const graphQuery = doc(
    'Run a read-only graph query',
    { body: graphQueryRequestSchema, response: queryAnswerSchema, errors: [422] },
    perMinute(60),
  );
  typed.post('/graph/query', graphQuery, async (parsed, request) => {
    const admin = await adminOf(request);
    const { query } = parsed.body;
    return runConsole(deps.graph, query, { meta: { createdBy: admin.email, source: 'admin-console' } });
  });

  const recent = doc('Recent knowledge updates', {
    query: knowledgeUpdatesQuerySchema,
    response: knowledgeUpdatesAnswerSchema,
  });
  typed.get('/knowledge-updates', recent, async (parsed) => {
    const { limit } = parsed.query;
    return updates.recent(limit);
  });

  const oneUpdate = doc('One knowledge update', { params: idParams, response: knowledgeUpdateAnswerSchema });
  typed.get('/knowledge-updates/:id', oneUpdate, async (parsed) => {
    const { id } = parsed.params;
    return { update: await updates.get(id) };
  });

  const retry = doc('Retry a failed update', { params: idParams, response: retryAnswerSchema, errors: [409] });
  typed.post('/knowledge-updates/:id/retry', retry, async (parsed, request) => {
    const admin = await adminOf(request);
    const { id } = parsed.params;
    return updates.retry(id, admin);
  });

  const approve = doc('Approve an update', {
    params: idParams,
    response: knowledgeUpdateAnswerSchema,
    errors: [409],
  });
  typed.post('/knowledge-updates/:id/approve', approve, async (parsed, request) => {
    const admin = await adminOf(request);
    const { id } = parsed.params;
    return { update: await updates.approve(id, admin) };
  });

  const remove = doc('Delete an update', { params: idParams, response: deletedAnswerSchema });
  typed.delete('/knowledge-updates/:id', remove, async (parsed) => {
    const { id } = parsed.params;
    await updates.remove(id);
    return { deleted: true as const, id };
  });

  // ------------------------------------------------------------------------------------------ Database Cleanup
  // The technical dashboard only: its query box has the write mode (the monitor's query tester stays read-only).
  const duplicates = technicalDoc('Scan for duplicate entities', { response: duplicatesAnswerSchema });
  app.get('/cleanup/duplicates', duplicates, async () => ({
    groups: await graphCall(deps.graph, () => deps.graph.scanDuplicates()),
  }));

  const preview = technicalDoc('Preview a merge', {
    body: mergeRequestSchema,
    response: mergePreviewAnswerSchema,
    errors: [409],
  });
  typed.post('/cleanup/preview', preview, async ({ body }) => {
    return { preview: await graphCall(deps.graph, () => deps.graph.previewMerge(body)) };
  });

  const merge = technicalDoc('Merge duplicates', {
    body: mergeRequestSchema,
    response: mergeAnswerSchema,
    errors: [409],
  });
  typed.post('/cleanup/merge', merge, async (parsed, request) => {
    const admin = await adminOf(request);
    const body = parsed.body;
    const operation = await graphCall(deps.graph, () =>
      deps.graph.mergeDuplicates(body, { createdBy: admin.email, userId: admin.userId }),
    );
    return { operation };
  });

  const operations = technicalDoc('Past cleanup operations', { query: limitQuery, response: operationsAnswerSchema });
  typed.get('/cleanup/operations', operations, async (parsed) => {
    const { limit } = parsed.query;
    return { operations: await deps.graph.listCleanupOperations(limit) };
  });

  const templates = technicalDoc('Cleanup query templates', { response: presetListSchema });
  app.get('/cleanup/templates', templates, async () => presets(cleanupTemplates));

  /** The custom query box: read-only unless the admin turns on write mode (recorded as a console write). */
  const cleanupQuery = technicalDoc(
    'Run a cleanup query (writes only when asked)',
    { body: cleanupQueryRequestSchema, response: queryAnswerSchema, errors: [422] },
    perMinute(60),
  );
  typed.post('/cleanup/query', cleanupQuery, async (parsed, request) => {
    const admin = await adminOf(request);
    const { query, write } = parsed.body;
    return runConsole(deps.graph, query, {
      write,
      meta: { createdBy: admin.email, userId: admin.userId, updateType: 'console', source: 'database-cleanup' },
    });
  });
};
