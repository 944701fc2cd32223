// Duplicate merges as both adapters run them: the plan for the group an admin picked, what it would do, and the
// record of each merge (graph_cleanup_operations), opened before it runs and closed with its outcome. The record
// lives in SQL whichever graph is in use.
import type { Database } from '../db/client.ts';
import {
  chooseKeep,
  groupDuplicates,
  type MergePlan,
  planMerge,
  type RelationshipOf,
  type ScannedNode,
} from './duplicates.ts';
import {
  type CleanupOperation,
  DUPLICATE_LABELS,
  type DuplicateLabel,
  type GraphMode,
  type GraphNode,
  type MergePreview,
  type MergeRequest,
} from './graph.port.ts';
import { GraphInputError } from './graph-values.ts';

/** The merge for the requested group, keeping the chosen node (or the best one); GraphInputError when none fits. */
export async function planMergeFor(
  request: MergeRequest,
  scanLabel: (label: DuplicateLabel) => Promise<ScannedNode[]>,
  relationshipsOf: (ids: string[]) => Promise<RelationshipOf[]>,
  now: () => string,
): Promise<MergePlan> {
  if (!(DUPLICATE_LABELS as readonly string[]).includes(request.entityType)) {
    throw new GraphInputError(`entityType must be one of ${DUPLICATE_LABELS.join(', ')}`);
  }
  const group = groupDuplicates(request.entityType, await scanLabel(request.entityType)).find(
    (g) => g.identifier === request.identifier,
  );
  if (!group) throw new GraphInputError(`no duplicate ${request.entityType} group '${request.identifier}'`);
  const nodes = group.nodes.map((n) => ({ ...n, label: request.entityType }));
  const keep = request.keepId ? nodes.find((n) => n.id === request.keepId) : chooseKeep(request.entityType, nodes);
  if (!keep) throw new GraphInputError(`node ${request.keepId} is not in the group '${request.identifier}'`);
  const remove = nodes.filter((n) => n.id !== keep.id);
  const strip = (n: (typeof nodes)[number]): GraphNode => ({ id: n.id, label: n.label, properties: n.properties });
  const relationships = await relationshipsOf(nodes.map((n) => n.id));
  return planMerge(strip(keep), remove.map(strip), relationships, now());
}

/** What a merge would do, shown before the admin confirms it. */
export function mergePreview(request: MergeRequest, plan: MergePlan): MergePreview {
  return {
    entityType: request.entityType,
    identifier: request.identifier,
    keep: plan.keep,
    remove: plan.remove,
    combinedProperties: plan.combinedProperties,
    relationshipsToMove: plan.relationships.map((r) => ({
      type: r.type,
      direction: r.direction,
      otherId: r.otherId,
      otherLabel: r.otherLabel,
    })),
    alreadyOnKept: plan.relationships.filter((r) => r.existing).length,
    internalRelationships: plan.internal.length,
  };
}

/** What a finished merge did, stored on its cleanup operation and in the journal. */
export function mergeResult(plan: MergePlan) {
  return {
    keptNodeId: plan.keep.id,
    removedNodeIds: plan.remove.map((n) => n.id),
    relationshipsMoved: plan.relationships.filter((r) => !r.existing).length,
    relationshipsCombined: plan.relationships.filter((r) => r.existing).length,
    internalRelationships: plan.internal.map((r) => ({
      type: r.type,
      from: r.ownerId,
      to: r.otherId,
      properties: r.properties,
    })),
  };
}

/** Records a merge about to run (status pending) and returns its id. */
export async function openCleanupOperation(
  db: Database,
  fields: {
    mode: GraphMode;
    entityType: string;
    description: string;
    affected: string[];
    statement: string;
    createdBy: string | null;
  },
): Promise<string> {
  const { rows } = await db.sql.query<{ id: string }>(
    `INSERT INTO graph_cleanup_operations (type, graph_mode, entity_type, description, affected_nodes, cypher_query, status, created_by)
     VALUES ('merge_duplicates', $1, $2, $3, $4, $5, 'pending', $6) RETURNING id`,
    [
      fields.mode,
      fields.entityType,
      fields.description,
      JSON.stringify(fields.affected),
      fields.statement,
      fields.createdBy,
    ],
  );
  return rows[0]!.id;
}

export async function completeCleanupOperation(
  db: Database,
  id: string,
  result: Record<string, unknown>,
): Promise<void> {
  await db.sql.query(
    `UPDATE graph_cleanup_operations SET status = 'completed', result = $2, updated_at = now(), completed_at = now() WHERE id = $1`,
    [id, JSON.stringify(result)],
  );
}

export async function failCleanupOperation(db: Database, id: string, message: string): Promise<void> {
  await db.sql.query(
    `UPDATE graph_cleanup_operations SET status = 'failed', error = $2, updated_at = now(), completed_at = now() WHERE id = $1`,
    [id, message],
  );
}

export async function listCleanupOperations(db: Database, limit = 50, id?: string): Promise<CleanupOperation[]> {
  const { rows } = await db.sql.query<{
    id: string;
    type: 'merge_duplicates';
    entity_type: string;
    description: string;
    affected_nodes: string[];
    cypher_query: string | null;
    status: CleanupOperation['status'];
    result: Record<string, unknown> | null;
    error: string | null;
    created_at: Date | string;
  }>(
    `SELECT * FROM graph_cleanup_operations WHERE ($1::uuid IS NULL OR id = $1::uuid)
     ORDER BY created_at DESC LIMIT $2`,
    [id ?? null, Math.min(Math.max(1, limit), 500)],
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    entityType: r.entity_type,
    description: r.description,
    affectedNodes: r.affected_nodes,
    cypherQuery: r.cypher_query,
    status: r.status,
    result: r.result,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
