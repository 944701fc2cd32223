// The embedded knowledge graph (used when GRAPH_URL is not set): a property graph in two tables.
// A node has one label and an identity key derived from its label's key properties (Planet: name, House: number,
// Concept: type + name, Interpretation: placement + style...; see knowledge/graph-values.ts). Everything else lives
// in `properties` (jsonb), like a Neo4j node's property map.
// Also the journal of every change to the graph (knowledge_updates) and the teaching sessions of Chat Training.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { createdAt, idColumn, updatedAt, utcTimestamp } from './common.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Labels the full-text search covers, the same set as Neo4j's 'knowledge_search' index. */
const searchable = sql.raw(
  `label IN ('Planet','Sign','House','Aspect','Topic','Concept','Interpretation','Element','Quality','Energy')`,
);

/** An Interpretation's content repeats its summary: index it only when it differs (half the indexing work). */
const distinctContent = sql.raw(
  `CASE WHEN properties->>'content' IS DISTINCT FROM properties->>'summary' THEN coalesce(properties->>'content', '') ELSE '' END`,
);

export const graphNodes = pgTable(
  'graph_nodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    label: text('label').notNull(),
    key: text('key').notNull(),
    properties: jsonb('properties').notNull().default({}),
    /** Name weighs most, then keywords, then the prose (summary, content, signifies). */
    search: tsvector('search').generatedAlwaysAs(
      sql`CASE WHEN ${searchable} THEN
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'name', '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'keywords', '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'summary', '') || ' ' ||
          ${distinctContent} || ' ' || coalesce(properties->>'signifies', '')), 'C')
        END`,
    ),
    /** Lower-case text for the contains fallback (trigram index). */
    searchPlain: text('search_plain').generatedAlwaysAs(
      sql`CASE WHEN ${searchable} THEN lower(coalesce(properties->>'name', '') || ' ' ||
        coalesce(properties->>'keywords', '') || ' ' || coalesce(properties->>'summary', '') || ' ' ||
        ${distinctContent}) END`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('graph_nodes_label_key_idx').on(t.label, t.key),
    index('graph_nodes_label_lower_key_idx').on(t.label, sql`lower(${t.key})`),
    index('graph_nodes_search_idx').using('gin', t.search),
    index('graph_nodes_search_plain_idx').using('gin', sql`${t.searchPlain} gin_trgm_ops`),
  ],
);

export const graphEdges = pgTable(
  'graph_edges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    fromId: bigint('from_id', { mode: 'number' })
      .notNull()
      .references(() => graphNodes.id, { onDelete: 'cascade' }),
    toId: bigint('to_id', { mode: 'number' })
      .notNull()
      .references(() => graphNodes.id, { onDelete: 'cascade' }),
    properties: jsonb('properties').notNull().default({}),
  },
  (t) => [
    // One relationship of a type between two nodes, as Cypher's MERGE keeps it.
    uniqueIndex('graph_edges_from_type_to_idx').on(t.fromId, t.type, t.toId),
    index('graph_edges_to_idx').on(t.toId),
    index('graph_edges_type_idx').on(t.type),
  ],
);

/** Cleanup operations of the admin Database Cleanup tab (docs/admin.md): pending -> completed | failed. */
export const graphCleanupOperations = pgTable(
  'graph_cleanup_operations',
  {
    id: idColumn(),
    type: text('type').notNull(),
    graphMode: text('graph_mode').notNull(),
    entityType: text('entity_type').notNull(),
    description: text('description').notNull(),
    affectedNodes: jsonb('affected_nodes').notNull().default([]),
    cypherQuery: text('cypher_query'),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    result: jsonb('result'),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: utcTimestamp('completed_at'),
  },
  (t) => [index('graph_cleanup_operations_created_idx').on(t.createdAt.desc())],
);

export const knowledgeUpdates = pgTable(
  'knowledge_updates',
  {
    id: idColumn(),
    entityType: text('entity_type').notNull(),
    updateType: text('update_type').notNull(),
    source: text('source').notNull(),
    entityData: jsonb('entity_data').notNull().default({}),
    success: boolean('success').notNull(),
    errorMessage: text('error_message'),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    approvedBy: text('approved_by'),
    approvedAt: utcTimestamp('approved_at'),
    status: text('status').notNull().default('recorded'),
    createdAt: createdAt(),
  },
  (t) => [
    index('knowledge_updates_created_idx').on(t.createdAt.desc()),
    index('knowledge_updates_type_idx').on(t.updateType),
  ],
);

export const teachingSessions = pgTable(
  'teaching_sessions',
  {
    id: idColumn(),
    adminId: text('admin_id').notNull(),
    personalityMode: text('personality_mode'),
    messages: jsonb('messages').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teaching_sessions_admin_updated_idx').on(t.adminId, t.updatedAt.desc())],
);
