// The knowledge journal (table knowledge_updates, docs/admin.md): one line per change to the knowledge
// graph, successful or not. The only module that reads or writes the table: the graph adapters record their
// writes here, teaching and ingest add what they know, and the Neo4j Monitor lists, approves, deletes and
// retries through it.
import { CONVERSATION_UPDATE_TYPES, DOCUMENT_UPDATE_TYPE } from '@stellara/contract';
import type { Database } from '../db/client.ts';

export interface JournalEntry {
  entityType: string;
  updateType: string;
  source: string;
  entityData: Record<string, unknown>;
  success: boolean;
  errorMessage: string | null;
  createdBy?: string | null;
  userId?: string | null;
}

export interface JournalRow {
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
}

export interface JournalTiles {
  total: number;
  successful: number;
  failed: number;
  fromConversations: number;
  fromDocuments: number;
}

/** A retry's outcome, folded into the record it retried. */
export interface RetryOutcome {
  ok: boolean;
  message: string;
  by: string;
  result: Record<string, unknown>;
}

export class KnowledgeJournal {
  /** `graphMode` is stamped on every line, so a record says which graph it describes. */
  constructor(
    private readonly db: Database,
    private readonly graphMode: string,
  ) {}

  async record(entry: JournalEntry): Promise<string> {
    const { rows } = await this.db.sql.query<{ id: string }>(
      `INSERT INTO knowledge_updates (entity_type, update_type, source, entity_data, success, error_message, created_by, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        entry.entityType,
        entry.updateType,
        entry.source,
        JSON.stringify({ ...entry.entityData, graphMode: this.graphMode }),
        entry.success,
        entry.errorMessage,
        entry.createdBy ?? null,
        entry.userId ?? null,
      ],
    );
    return rows[0]!.id;
  }

  /** Adds `data` to the lines written under `source`; the id of the first, or null when there were none. */
  async enrichBySource(source: string, data: Record<string, unknown>): Promise<string | null> {
    const { rows } = await this.db.sql.query<{ id: string }>(
      'UPDATE knowledge_updates SET entity_data = entity_data || $2::jsonb WHERE source = $1 RETURNING id',
      [source, JSON.stringify(data)],
    );
    return rows[0]?.id ?? null;
  }

  async recent(limit: number): Promise<JournalRow[]> {
    const { rows } = await this.db.sql.query<JournalRow>(
      'SELECT * FROM knowledge_updates ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    );
    return rows;
  }

  /** The monitor's tiles over the whole journal. */
  async tiles(): Promise<JournalTiles> {
    const { rows } = await this.db.sql.query<Record<keyof JournalTiles, number>>(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE success)::int AS "successful",
              count(*) FILTER (WHERE NOT success)::int AS "failed",
              count(*) FILTER (WHERE update_type = ANY($1::text[]))::int AS "fromConversations",
              count(*) FILTER (WHERE update_type = $2)::int AS "fromDocuments"
         FROM knowledge_updates`,
      [[...CONVERSATION_UPDATE_TYPES], DOCUMENT_UPDATE_TYPE],
    );
    const t = rows[0];
    return {
      total: Number(t?.total ?? 0),
      successful: Number(t?.successful ?? 0),
      failed: Number(t?.failed ?? 0),
      fromConversations: Number(t?.fromConversations ?? 0),
      fromDocuments: Number(t?.fromDocuments ?? 0),
    };
  }

  async get(id: string): Promise<JournalRow | null> {
    const { rows } = await this.db.sql.query<JournalRow>('SELECT * FROM knowledge_updates WHERE id = $1::uuid', [id]);
    return rows[0] ?? null;
  }

  async remove(id: string): Promise<boolean> {
    const { rows } = await this.db.sql.query('DELETE FROM knowledge_updates WHERE id = $1::uuid RETURNING id', [id]);
    return rows.length > 0;
  }

  /** Sets approved_by and approved_at, once. */
  async approve(id: string, by: string): Promise<void> {
    await this.db.sql.query(
      `UPDATE knowledge_updates SET approved_by = $2, approved_at = now(), status = 'approved'
       WHERE id = $1::uuid AND approved_at IS NULL`,
      [id, by],
    );
  }

  /**
   * A retry writes its own lines under `marker`; they are taken out and folded into the retried record, which
   * takes the outcome, so one operation stays one record.
   */
  async foldRetry(id: string, marker: string, outcome: RetryOutcome): Promise<void> {
    await this.db.transaction(async (tx) => {
      const journal = await tx.query<{ entity_data: Record<string, unknown> }>(
        'DELETE FROM knowledge_updates WHERE source = $1 RETURNING entity_data',
        [marker],
      );
      const retry = {
        at: new Date().toISOString(),
        by: outcome.by,
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
