// Knowledge updates (knowledge_updates, admin spec 001 §3/§4): the Neo4j Monitor's recent list and tiles, approval,
// deletion, and a retry that re-runs the failed write for real (the old system only flipped the local record):
//   - document_extract: the document's stored extraction is loaded again through the graph port's batchUpsert;
//   - any write the graph port journaled (Planet, Sign, Aspect, House, Concept, Relationship, ResponsePattern,
//     e.g. trainer_generated or conversational_extract teaching): the same port call again, from the journal;
//   - a record may also say explicitly what to run: entity_data.operation = { method, input } (see ReplayMethod).
// The retry's own journal line is folded into the record it retries, so one operation stays one record.
import {
  CONVERSATION_UPDATE_TYPES,
  DOCUMENT_UPDATE_TYPE,
  extractionResultSchema,
  type KnowledgeUpdate,
  type KnowledgeUpdatesAnswer,
  type RetryAnswer,
} from '@stellara/contract';
import type { AdminIdentity } from '../../accounts/viewer.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { GraphRef, KnowledgeGraph, WriteMeta } from '../graph.port.ts';

type Row = {
  id: string;
  entity_type: string;
  update_type: string;
  source: string;
  entity_data: Record<string, unknown> | null;
  success: boolean;
  error_message: string | null;
  user_id: string | null;
  created_by: string | null;
  approved_by: string | null;
  approved_at: Date | string | null;
  status: string;
  created_at: Date | string;
};

/** Port writes a record may name in entity_data.operation to be retryable. */
export const REPLAY_METHODS = [
  'upsertPlanet',
  'upsertSign',
  'upsertAspect',
  'upsertHouse',
  'upsertConcept',
  'upsertRelationship',
  'upsertResponsePattern',
] as const;
export type ReplayMethod = (typeof REPLAY_METHODS)[number];

/** What a retry runs again. */
export type ReplayPlan =
  | { kind: 'document'; fileId: string }
  | { kind: 'port'; method: ReplayMethod; input: Record<string, unknown> };

const NODE_METHODS: Record<string, ReplayMethod> = {
  Planet: 'upsertPlanet',
  Sign: 'upsertSign',
  Aspect: 'upsertAspect',
  House: 'upsertHouse',
  Concept: 'upsertConcept',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isRef = (v: unknown): v is GraphRef =>
  isObject(v) &&
  typeof v.label === 'string' &&
  (typeof v.key === 'string' || typeof v.key === 'number') &&
  (v.type === undefined || typeof v.type === 'string');

/**
 * How to run a recorded write again, or null when the record does not say (then it cannot be retried).
 * Pure: reads only the record.
 */
export function replayPlan(update: {
  entityType: string;
  updateType: string;
  entityData: Record<string, unknown>;
}): ReplayPlan | null {
  const data = update.entityData;
  const operation = data.operation;
  if (isObject(operation) && typeof operation.method === 'string' && isObject(operation.input)) {
    return (REPLAY_METHODS as readonly string[]).includes(operation.method)
      ? { kind: 'port', method: operation.method as ReplayMethod, input: operation.input }
      : null;
  }
  if (update.updateType === DOCUMENT_UPDATE_TYPE) {
    return typeof data.file_id === 'string' && data.file_id ? { kind: 'document', fileId: data.file_id } : null;
  }
  const nodeMethod = NODE_METHODS[update.entityType];
  if (nodeMethod && isObject(data.properties)) {
    const { updated_at: _ignored, ...properties } = data.properties;
    return {
      kind: 'port',
      method: nodeMethod,
      input: { ...properties, ...(isObject(data.identity) ? data.identity : {}) },
    };
  }
  if (update.entityType === 'Relationship' && typeof data.name === 'string' && isRef(data.from) && isRef(data.to)) {
    return {
      kind: 'port',
      method: 'upsertRelationship',
      input: {
        type: data.name,
        from: data.from,
        to: data.to,
        ...(isObject(data.properties) ? { properties: data.properties } : {}),
      },
    };
  }
  if (
    update.entityType === 'ResponsePattern' &&
    typeof data.personality === 'string' &&
    typeof data.section === 'string' &&
    typeof data.content === 'string'
  ) {
    return {
      kind: 'port',
      method: 'upsertResponsePattern',
      input: {
        personality: data.personality,
        section: data.section,
        content: data.content,
        isActive: data.is_active !== false,
      },
    };
  }
  return null;
}

function toUpdate(r: Row): KnowledgeUpdate {
  const entityData = r.entity_data ?? {};
  const update = {
    id: r.id,
    entityType: r.entity_type,
    updateType: r.update_type,
    source: r.source,
    entityData,
    success: r.success,
    errorMessage: r.error_message,
    userId: r.user_id,
    createdBy: r.created_by,
    approvedBy: r.approved_by,
    approvedAt: r.approved_at ? new Date(r.approved_at).toISOString() : null,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  };
  return { ...update, retryable: !r.success && replayPlan(update) !== null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, 'NOT_FOUND', 'This update record no longer exists.');

export class KnowledgeUpdatesService {
  constructor(private readonly deps: { db: Database; graph: KnowledgeGraph }) {}

  async recent(limit: number): Promise<KnowledgeUpdatesAnswer> {
    const { db } = this.deps;
    const { rows } = await db.sql.query<Row>(
      'SELECT * FROM knowledge_updates ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    );
    const tiles = await db.sql.query<{
      total: number;
      successful: number;
      failed: number;
      conversations: number;
      documents: number;
    }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE success)::int AS successful,
              count(*) FILTER (WHERE NOT success)::int AS failed,
              count(*) FILTER (WHERE update_type = ANY($1::text[]))::int AS conversations,
              count(*) FILTER (WHERE update_type = $2)::int AS documents
         FROM knowledge_updates`,
      [[...CONVERSATION_UPDATE_TYPES], DOCUMENT_UPDATE_TYPE],
    );
    const t = tiles.rows[0];
    return {
      updates: rows.map(toUpdate),
      tiles: {
        total: Number(t?.total ?? 0),
        successful: Number(t?.successful ?? 0),
        failed: Number(t?.failed ?? 0),
        fromConversations: Number(t?.conversations ?? 0),
        fromDocuments: Number(t?.documents ?? 0),
      },
    };
  }

  async get(id: string): Promise<KnowledgeUpdate> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await this.deps.db.sql.query<Row>('SELECT * FROM knowledge_updates WHERE id = $1::uuid', [id]);
    const row = rows[0];
    if (!row) throw notFound();
    return toUpdate(row);
  }

  async remove(id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await this.deps.db.sql.query('DELETE FROM knowledge_updates WHERE id = $1::uuid RETURNING id', [
      id,
    ]);
    if (!rows[0]) throw notFound();
  }

  /** Sets approved_by (the admin's email) and approved_at; only for successful updates, once. */
  async approve(id: string, admin: AdminIdentity): Promise<KnowledgeUpdate> {
    const update = await this.get(id);
    if (!update.success) {
      throw new HttpError(409, 'CONFLICT', 'Only a successful update can be approved. Retry it first.');
    }
    if (update.approvedAt) return update;
    await this.deps.db.sql.query(
      `UPDATE knowledge_updates SET approved_by = $2, approved_at = now(), status = 'approved'
       WHERE id = $1::uuid AND approved_at IS NULL`,
      [id, admin.email],
    );
    return this.get(id);
  }

  /** Runs the failed write again; the record becomes successful, or keeps the new error. */
  async retry(id: string, admin: AdminIdentity): Promise<RetryAnswer> {
    const update = await this.get(id);
    if (update.success) throw new HttpError(409, 'CONFLICT', 'Only an unsuccessful update can be retried.');
    const plan = replayPlan(update);
    if (!plan) {
      throw new HttpError(
        409,
        'CONFLICT',
        'This record does not say which write failed, so it cannot be run again. Repeat the change where it was made.',
      );
    }
    const marker = `retry:${id}`;
    const meta: WriteMeta = {
      updateType: update.updateType,
      source: marker,
      createdBy: admin.email,
      userId: update.userId,
    };
    let ok: boolean;
    let message: string;
    let result: Record<string, unknown> = {};
    try {
      if (plan.kind === 'document') ({ ok, message, result } = await this.reloadDocument(plan.fileId, meta));
      else {
        await this.runPort(plan.method, plan.input, meta);
        ok = true;
        message = `${plan.method} ran again and succeeded.`;
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      ok = false;
      message = (error as Error).message;
    }
    await this.fold(id, marker, { ok, message, result, admin });
    return { update: await this.get(id), ok, message };
  }

  private async reloadDocument(
    fileId: string,
    meta: WriteMeta,
  ): Promise<{ ok: boolean; message: string; result: Record<string, unknown> }> {
    const { rows } = await this.deps.db.sql.query<{ extraction: unknown; file_name: string }>(
      'SELECT extraction, file_name FROM document_jobs WHERE id::text = $1',
      [fileId],
    );
    const row = rows[0];
    const parsed = extractionResultSchema.safeParse(row?.extraction);
    if (!row || !parsed.success) {
      throw new HttpError(
        409,
        'CONFLICT',
        'The extraction of this document is no longer stored; upload the document again.',
      );
    }
    const outcome = await this.deps.graph.batchUpsert(parsed.data.extraction.concepts, {
      ...meta,
      file_id: fileId,
      file_name: row.file_name,
    });
    const ok = outcome.failedOperations === 0;
    if (ok) {
      // The document now shows the load that worked (unless it is being worked on again meanwhile).
      await this.deps.db.sql.query(
        `UPDATE document_jobs SET status = 'completed', error = NULL, stage = NULL, percent = 100,
           upload_result = $2::jsonb, updated_at = now()
         WHERE id::text = $1 AND status IN ('completed', 'error')`,
        [fileId, JSON.stringify(outcome)],
      );
    }
    return {
      ok,
      message: ok
        ? `Loaded ${outcome.committedOperations} of ${outcome.total} concepts from ${row.file_name} into the graph.`
        : `${outcome.failedOperations} of ${outcome.total} concepts failed again: ${outcome.errorMessages.slice(0, 3).join('; ')}`,
      result: { ...outcome },
    };
  }

  private async runPort(method: ReplayMethod, input: Record<string, unknown>, meta: WriteMeta): Promise<void> {
    const { graph } = this.deps;
    // The inputs come from our own journal; the port validates them again (names, house numbers 1-12, labels).
    switch (method) {
      case 'upsertPlanet':
        await graph.upsertPlanet(input as never, meta);
        return;
      case 'upsertSign':
        await graph.upsertSign(input as never, meta);
        return;
      case 'upsertAspect':
        await graph.upsertAspect(input as never, meta);
        return;
      case 'upsertHouse':
        await graph.upsertHouse({ ...input, number: Number(input.number) } as never, meta);
        return;
      case 'upsertConcept':
        await graph.upsertConcept(input as never, meta);
        return;
      case 'upsertRelationship':
        await graph.upsertRelationship(input as never, meta);
        return;
      case 'upsertResponsePattern':
        await graph.upsertResponsePattern(input as never, meta);
        return;
    }
  }

  /** The retry's journal lines (source = marker) go into the retried record, which takes the outcome. */
  private async fold(
    id: string,
    marker: string,
    outcome: { ok: boolean; message: string; result: Record<string, unknown>; admin: AdminIdentity },
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const journal = await tx.query<{ entity_data: Record<string, unknown> }>(
        'DELETE FROM knowledge_updates WHERE source = $1 RETURNING entity_data',
        [marker],
      );
      const retry = {
        at: new Date().toISOString(),
        by: outcome.admin.email,
        ok: outcome.ok,
        message: outcome.message,
        ...(Object.keys(outcome.result).length ? { result: outcome.result } : {}),
        journal: journal.rows.map((r) => r.entity_data),
      };
      await tx.query(
        `UPDATE knowledge_updates SET
           success = $2,
           error_message = CASE WHEN $2 THEN NULL ELSE $3 END,
           status = CASE WHEN $2 THEN 'retried' ELSE 'retry_failed' END,
           entity_data = jsonb_set(entity_data, '{retries}',
             coalesce(entity_data->'retries', '[]'::jsonb) || jsonb_build_array($4::jsonb))
         WHERE id = $1::uuid`,
        [id, outcome.ok, outcome.message, JSON.stringify(retry)],
      );
    });
  }
}
