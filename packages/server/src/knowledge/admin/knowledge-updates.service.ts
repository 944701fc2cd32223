// Knowledge updates (knowledge_updates, docs/admin.md): the Neo4j Monitor's recent list and tiles, approval,
// deletion, and a retry that re-runs the failed write for real (the old system only flipped the local record):
//   - document_extract: the document's stored extraction is loaded again through the graph port's batchUpsert;
//   - any write the graph port journaled (Planet, Sign, Aspect, House, Concept, Relationship, ResponsePattern,
//     e.g. trainer_generated or conversational_extract teaching): the same port call again, from the journal;
//   - a record may also say explicitly what to run: entity_data.operation = { method, input } (see ReplayMethod).
// The retry's own journal line is folded into the record it retries, so one operation stays one record.
import {
  DOCUMENT_UPDATE_TYPE,
  type KnowledgeUpdate,
  type KnowledgeUpdatesAnswer,
  type RetryAnswer,
} from '@stellara/contract';
import { HttpError } from '../../http/errors.ts';
import type { AdminIdentity } from '../../http/guards.ts';
import type { GraphRef, KnowledgeGraph, WriteMeta } from '../graph.port.ts';
import type { JournalRow } from '../journal.ts';

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

function toUpdate(r: JournalRow): KnowledgeUpdate {
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

/** The outcome of loading a stored document extraction into the graph again. */
export interface DocumentReload {
  ok: boolean;
  message: string;
  result: Record<string, unknown>;
}

/** Document Upload, which owns the stored extractions (the ingest service implements this). */
export interface DocumentReloader {
  /** Null when the document or its extraction is no longer stored. */
  reload(fileId: string, meta: WriteMeta): Promise<DocumentReload | null>;
}

export class KnowledgeUpdatesService {
  constructor(private readonly deps: { graph: KnowledgeGraph; documents: DocumentReloader }) {}

  private get journal() {
    return this.deps.graph.journal;
  }

  async recent(limit: number): Promise<KnowledgeUpdatesAnswer> {
    const [rows, tiles] = await Promise.all([this.journal.recent(limit), this.journal.tiles()]);
    return { updates: rows.map(toUpdate), tiles };
  }

  async get(id: string): Promise<KnowledgeUpdate> {
    const row = UUID.test(id) ? await this.journal.get(id) : null;
    if (!row) throw notFound();
    return toUpdate(row);
  }

  async remove(id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.journal.remove(id))) throw notFound();
  }

  /** Sets approved_by (the admin's email) and approved_at; only for successful updates, once. */
  async approve(id: string, admin: AdminIdentity): Promise<KnowledgeUpdate> {
    const update = await this.get(id);
    if (!update.success) {
      throw new HttpError(409, 'CONFLICT', 'Only a successful update can be approved. Retry it first.');
    }
    if (update.approvedAt) return update;
    await this.journal.approve(id, admin.email);
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
    await this.journal.foldRetry(id, marker, { ok, message, result, by: admin.email });
    return { update: await this.get(id), ok, message };
  }

  private async reloadDocument(fileId: string, meta: WriteMeta): Promise<DocumentReload> {
    const reload = await this.deps.documents.reload(fileId, meta);
    if (!reload) {
      throw new HttpError(
        409,
        'CONFLICT',
        'The extraction of this document is no longer stored; upload the document again.',
      );
    }
    return reload;
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
}
