// Admin system: request and answer schemas (see packages/server/src/admin/system.routes.ts).
// Technical dashboard tabs: System Health, System Logs, Neo4j Monitor (graph monitor + knowledge updates) and
// Database Cleanup (docs/admin.md).
import { z } from 'zod';
import { safeText } from '../text.ts';

/** Exact texts (docs/admin.md), and ours where the spec names another product. */
export const systemMessages = {
  loadHealthFailed: 'Failed to load system health status',
  loadLogsFailed: 'Failed to load system logs',
  noLogs: 'No Logs Found',
  confirmDeleteUpdate: 'Are you sure you want to delete this update record?',
  graphConnectionFailed: (message: string) => `Neo4j connection failed: ${message}`,
  connectionTestFailed: (message: string) => `Connection test failed: ${message}`,
  apiReturned: (status: number) => `API returned ${status}`,
  queryFailed: (message: string) => `Test failed: ${message}`,
} as const;

// ------------------------------------------------------------------------------------------------ System Health

export const HEALTH_COMPONENTS = ['graph', 'database', 'llm'] as const;
export type HealthComponent = (typeof HEALTH_COMPONENTS)[number];

export const connectionStatusSchema = z.enum(['testing', 'connected', 'disconnected']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** One status card: what runs (mode/detail), whether it answered, how fast, and the message. */
export const connectionCardSchema = z.object({
  component: z.enum(HEALTH_COMPONENTS),
  title: z.string(),
  mode: z.string(),
  detail: z.string(),
  status: z.enum(['connected', 'disconnected']),
  latencyMs: z.number().nullable(),
  message: z.string(),
  testedAt: z.string(),
});
export type ConnectionCard = z.infer<typeof connectionCardSchema>;

export const systemHealthSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number(),
  cards: z.array(connectionCardSchema),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const connectionTestAnswerSchema = z.object({ card: connectionCardSchema });

// ------------------------------------------------------------------------------------------------ Queries

export const graphModeSchema = z.enum(['embedded', 'neo4j']);
export type GraphModeName = z.infer<typeof graphModeSchema>;
export const queryLanguageSchema = z.enum(['cypher', 'sql']);

/** A prepared query written for the adapter that runs (Cypher on Neo4j, SQL on the embedded graph). */
export const presetQuerySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  language: queryLanguageSchema,
  query: z.string(),
});
export type PresetQuery = z.infer<typeof presetQuerySchema>;

export const QUICK_QUERY_PRESETS = ['list-planets', 'signs-elements', 'interpretation-styles', 'node-counts'] as const;
export const CLEANUP_TEMPLATES = ['duplicate-houses', 'orphaned-interpretations', 'entity-count-report'] as const;

export const presetListSchema = z.object({
  mode: graphModeSchema,
  language: queryLanguageSchema,
  /** What the query box accepts on this adapter, in one sentence. */
  hint: z.string(),
  presets: z.array(presetQuerySchema),
});
export type PresetList = z.infer<typeof presetListSchema>;

export const QUERY_MAX_CHARS = 20_000;

export const graphQueryRequestSchema = z.object({
  query: safeText()
    .max(QUERY_MAX_CHARS, `at most ${QUERY_MAX_CHARS} characters`)
    .refine((q) => q.trim() !== '', 'Enter a query'),
});
export type GraphQueryRequest = z.infer<typeof graphQueryRequestSchema>;

export const cleanupQueryRequestSchema = graphQueryRequestSchema.extend({
  /** Off: read-only. On: the query may change the graph (recorded in knowledge_updates as a console write). */
  write: z.boolean().default(false),
});
export type CleanupQueryRequest = z.input<typeof cleanupQueryRequestSchema>;

export const queryResultSchema = z.object({
  language: queryLanguageSchema,
  columns: z.array(z.string()),
  records: z.array(z.record(z.string(), z.unknown())),
  truncated: z.boolean(),
  elapsedMs: z.number(),
});
export type QueryResultData = z.infer<typeof queryResultSchema>;

export const queryAnswerSchema = z.object({ result: queryResultSchema });

// ------------------------------------------------------------------------------------------------ System Logs

export const LOG_LEVELS = ['info', 'warning', 'error', 'debug'] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;
export const LOGS_DEFAULT_LIMIT = 100;
export const LOGS_MAX_LIMIT = 500;
/** Auto-refresh interval when the checkbox is on (docs/admin.md). */
export const LOGS_REFRESH_MS = 5_000;

export const logsQuerySchema = z.object({
  level: z.enum(['all', ...LOG_LEVELS]).default('all'),
  limit: z.coerce.number().int().min(1).max(LOGS_MAX_LIMIT).default(LOGS_DEFAULT_LIMIT),
  /** Keyset paging: only rows older than this id. */
  before: z.coerce.number().int().positive().optional(),
});
export type LogsQuery = z.input<typeof logsQuerySchema>;

export const systemLogSchema = z.object({
  id: z.number(),
  level: logLevelSchema,
  message: z.string(),
  context: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type SystemLog = z.infer<typeof systemLogSchema>;

export const logsAnswerSchema = z.object({
  logs: z.array(systemLogSchema),
  counts: z.object({
    all: z.number(),
    info: z.number(),
    warning: z.number(),
    error: z.number(),
    debug: z.number(),
  }),
  /** Id to pass as `before` for the next page, or null on the last page. */
  nextBefore: z.number().nullable(),
});
export type LogsAnswer = z.infer<typeof logsAnswerSchema>;

// ------------------------------------------------------------------------------------------------ Graph Monitor

export const graphConnectionSchema = z.object({
  mode: graphModeSchema,
  detail: z.string(),
  status: z.enum(['connected', 'disconnected']),
  latencyMs: z.number().nullable(),
  message: z.string(),
});
export type GraphConnection = z.infer<typeof graphConnectionSchema>;

export const graphStatsSchema = z.object({
  mode: graphModeSchema,
  detail: z.string(),
  totals: z.object({ nodes: z.number(), relationships: z.number() }),
  schema: z.object({
    labels: z.array(z.object({ label: z.string(), count: z.number() })),
    relationshipTypes: z.array(z.object({ type: z.string(), count: z.number() })),
  }),
});
export type GraphStats = z.infer<typeof graphStatsSchema>;

export const RECENT_UPDATES_LIMIT = 20;
/** update_type values the "from conversations" tile counts. */
export const CONVERSATION_UPDATE_TYPES = ['trainer_generated', 'conversational_extract'] as const;
export const DOCUMENT_UPDATE_TYPE = 'document_extract';

export const knowledgeUpdateSchema = z.object({
  id: z.string(),
  entityType: z.string(),
  updateType: z.string(),
  source: z.string(),
  entityData: z.record(z.string(), z.unknown()),
  success: z.boolean(),
  errorMessage: z.string().nullable(),
  userId: z.string().nullable(),
  createdBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  /** Whether retry can re-run this write (unsuccessful, and the record says what the write was). */
  retryable: z.boolean(),
});
export type KnowledgeUpdate = z.infer<typeof knowledgeUpdateSchema>;

export const knowledgeUpdateTilesSchema = z.object({
  total: z.number(),
  successful: z.number(),
  failed: z.number(),
  fromConversations: z.number(),
  fromDocuments: z.number(),
});
export type KnowledgeUpdateTiles = z.infer<typeof knowledgeUpdateTilesSchema>;

export const knowledgeUpdatesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(RECENT_UPDATES_LIMIT),
});

export const knowledgeUpdatesAnswerSchema = z.object({
  updates: z.array(knowledgeUpdateSchema),
  tiles: knowledgeUpdateTilesSchema,
});
export type KnowledgeUpdatesAnswer = z.infer<typeof knowledgeUpdatesAnswerSchema>;

export const knowledgeUpdateAnswerSchema = z.object({ update: knowledgeUpdateSchema });

export const retryAnswerSchema = z.object({
  update: knowledgeUpdateSchema,
  /** ok false: the write ran again and failed again (the record keeps the new error). */
  ok: z.boolean(),
  message: z.string(),
});
export type RetryAnswer = z.infer<typeof retryAnswerSchema>;

export const deletedAnswerSchema = z.object({ deleted: z.literal(true), id: z.string() });

// ------------------------------------------------------------------------------------------------ Database Cleanup

export const DUPLICATE_ENTITY_TYPES = ['House', 'Planet', 'Sign', 'Aspect'] as const;

export const duplicateGroupSchema = z.object({
  entityType: z.enum(DUPLICATE_ENTITY_TYPES),
  identifier: z.string(),
  count: z.number(),
  nodes: z.array(
    z.object({ id: z.string(), properties: z.record(z.string(), z.unknown()), relationshipCount: z.number() }),
  ),
  suggestedAction: z.string(),
});
export type DuplicateGroupData = z.infer<typeof duplicateGroupSchema>;

export const duplicatesAnswerSchema = z.object({ groups: z.array(duplicateGroupSchema) });

export const mergeRequestSchema = z.object({
  entityType: z.enum(DUPLICATE_ENTITY_TYPES),
  identifier: safeText().trim().min(1).max(200),
  keepId: safeText().min(1).max(200).optional(),
});
export type MergeRequestData = z.infer<typeof mergeRequestSchema>;

const graphNodeSchema = z.object({
  id: z.string(),
  label: z.string(),
  properties: z.record(z.string(), z.unknown()),
});

export const mergePreviewSchema = z.object({
  entityType: z.enum(DUPLICATE_ENTITY_TYPES),
  identifier: z.string(),
  keep: graphNodeSchema,
  remove: z.array(graphNodeSchema),
  combinedProperties: z.record(z.string(), z.unknown()),
  relationshipsToMove: z.array(
    z.object({ type: z.string(), direction: z.enum(['out', 'in']), otherId: z.string(), otherLabel: z.string() }),
  ),
  alreadyOnKept: z.number(),
  internalRelationships: z.number(),
});
export type MergePreviewData = z.infer<typeof mergePreviewSchema>;
export const mergePreviewAnswerSchema = z.object({ preview: mergePreviewSchema });

export const cleanupOperationSchema = z.object({
  id: z.string(),
  type: z.literal('merge_duplicates'),
  entityType: z.string(),
  description: z.string(),
  affectedNodes: z.array(z.string()),
  cypherQuery: z.string().nullable(),
  status: z.enum(['pending', 'completed', 'failed']),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type CleanupOperationData = z.infer<typeof cleanupOperationSchema>;

export const mergeAnswerSchema = z.object({ operation: cleanupOperationSchema });
export const operationsAnswerSchema = z.object({ operations: z.array(cleanupOperationSchema) });
