// The document_jobs table as the pipeline reads it: the columns a job is shown with, a row as the contract's
// DocumentJob, the facts a load journals about its document, and the reload of a finished document's extraction.
import type { DocumentJob, DocumentStatus, ExtractionResult } from '@stellara/contract';
import { extractionResultSchema } from '@stellara/contract';
import type { Database } from '../db/client.ts';
import type { DocumentReload, KnowledgeGraph, WriteMeta } from '../knowledge/index.ts';
import { textPreview } from './text-cleanup.ts';

export interface JobRow {
  id: string;
  file_name: string;
  file_size: number;
  file_type: string;
  status: DocumentStatus;
  error: string | null;
  stage: string | null;
  percent: number;
  pages_done: number | null;
  pages_total: number | null;
  preview: string | null;
  ocr_confidence: number | null;
  ocr_method: string | null;
  truncated: boolean;
  attempts: number;
  created_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const JOB_COLUMNS = `id, file_name, file_size, file_type, status, error, stage, percent, pages_done, pages_total,
  left(extracted_text, 500) AS preview, ocr_confidence, ocr_method, truncated, attempts, created_by, created_at, updated_at`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toJob(row: JobRow): DocumentJob {
  return {
    id: row.id,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    fileType: row.file_type as DocumentJob['fileType'],
    status: row.status,
    error: row.error,
    stage: row.stage,
    percent: Number(row.percent),
    pagesDone: row.pages_done,
    pagesTotal: row.pages_total,
    textPreview: row.preview === null ? null : textPreview(row.preview),
    ocrConfidence: row.ocr_confidence === null ? null : Number(row.ocr_confidence),
    ocrMethod: row.ocr_method,
    truncated: row.truncated,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** What the journal line of a document load says about the document. */
export function documentFacts(fileType: string, extraction: ExtractionResult) {
  return {
    file_type: fileType,
    concept_count: extraction.extraction.concepts.length,
    extraction_confidence: extraction.extraction.confidence,
  };
}

/** Loads a document's stored extraction into the graph again (a knowledge-update retry). */
export async function reloadDocument(
  db: Database,
  graph: KnowledgeGraph,
  fileId: string,
  meta: WriteMeta,
): Promise<DocumentReload | null> {
  const { rows } = await db.sql.query<{ extraction: unknown; file_name: string }>(
    'SELECT extraction, file_name FROM document_jobs WHERE id::text = $1',
    [fileId],
  );
  const row = rows[0];
  const parsed = extractionResultSchema.safeParse(row?.extraction);
  if (!row || !parsed.success) return null;
  const outcome = await graph.batchUpsert(parsed.data.extraction.concepts, {
    ...meta,
    file_id: fileId,
    file_name: row.file_name,
  });
  const ok = outcome.failedOperations === 0;
  if (ok) {
    // The document now shows the load that worked (unless it is being worked on again meanwhile).
    await db.sql.query(
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
