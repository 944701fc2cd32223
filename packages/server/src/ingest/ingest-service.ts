import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  type Concept,
  type ConceptLanding,
  DEFAULT_DOCUMENT_LIMITS,
  type DocumentJob,
  type DocumentKind,
  type DocumentLimits,
  type DocumentStatus,
  type ExtractionResult,
  extractionResultSchema,
  ingestMessages,
  type UploadResult,
  uploadResultSchema,
} from '@stellara/contract';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { type ClusterEvents, LocalClusterEvents } from '../db/cluster-events.ts';
import type { DocumentExtractor, DocumentReload, KnowledgeGraph, WriteMeta } from '../knowledge/index.ts';
import { documentFacts, JOB_COLUMNS, type JobRow, reloadDocument, toJob } from './document-jobs.ts';
import { detectDocumentKind, kindIsText } from './file-type.ts';
import type { OcrEngine } from './tesseract-ocr.ts';
import { truncateForExtraction } from './text-cleanup.ts';
import { extractDocumentText, type TextLimits, type TextProgress } from './text-extract.ts';

// The document pipeline as jobs in the document_jobs table: uploading -> text_reading | ocr_processing ->
// extracting -> review_ready; after review uploading_to_neo4j -> completed; any failure -> error with its message.
// Workers claim jobs with a lease they renew while working; a job whose lease runs out (the server stopped midway)
// is claimed again, by this process after a restart or by another one. Bounded concurrency, one loop per process.

/** Statuses a worker acts on. */
const WORK_STATUSES = ['uploading', 'text_reading', 'ocr_processing', 'extracting', 'uploading_to_neo4j'] as const;
/** A job claimed this many times without finishing is failed rather than retried forever. */
export const MAX_ATTEMPTS = 3;

export class IngestError extends Error {
  override name = 'IngestError';
  constructor(
    readonly status: number,
    readonly code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION',
    message: string,
  ) {
    super(message);
  }
}

export interface IngestOptions {
  db: Database;
  graph: KnowledgeGraph;
  extractor: DocumentExtractor;
  ocr: OcrEngine;
  logger?: Logger;
  textLimits?: Partial<TextLimits>;
  /** Upload limits: bytes a file, files a batch. */
  limits?: Partial<DocumentLimits>;
  /** Jobs worked at once (OCR is CPU-bound: keep it small). */
  concurrency?: number;
  /** How long a claim holds without renewal. */
  leaseMs?: number;
  /** How often a claim is renewed while its job is worked; a third of the lease unless said (tests show renewal). */
  renewMs?: number;
  pollMs?: number;
  /** Take back claims left by an earlier run at start; default on PGlite (one process per data folder). */
  recoverOnStart?: boolean;
  /** Where job changes are announced, so admins connected to any instance see them (default: this process). */
  events?: ClusterEvents;
  /** Starts the worker id (the jobs' claimed_by), e.g. the instance id, so a claim names its instance. */
  workerPrefix?: string | undefined;
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** Lost the claim (another worker reclaimed the job): stop quietly. */
class LeaseLost extends Error {}

export class IngestService extends EventEmitter<{ job: [DocumentJob] }> {
  readonly workerId: string;
  private readonly db: Database;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly renewMs: number;
  private readonly pollMs: number;
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private claiming = false;
  readonly limits: DocumentLimits;
  private readonly events: ClusterEvents;

  constructor(private readonly options: IngestOptions) {
    super();
    this.workerId = options.workerPrefix ? `${options.workerPrefix}-${randomUUID()}` : randomUUID();
    this.limits = { ...DEFAULT_DOCUMENT_LIMITS, ...options.limits };
    this.db = options.db;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.leaseMs = options.leaseMs ?? 60_000;
    this.renewMs = options.renewMs ?? Math.max(50, Math.floor(this.leaseMs / 3));
    this.pollMs = options.pollMs ?? 1_000;
    this.events = options.events ?? new LocalClusterEvents();
    this.events.subscribe('ingest.job', ({ job }) => this.emit('job', job));
  }

  /** Tells every instance's watchers (the Document Upload streams) that a job changed. */
  private announce(job: DocumentJob): void {
    this.events.publish('ingest.job', { job });
  }

  // ---------------------------------------------------------------- jobs in and out

  /** Files become jobs: supported ones queued, unsupported or oversized ones recorded in error at once. */
  async submit(files: UploadedFile[], createdBy: string | null = null): Promise<DocumentJob[]> {
    if (files.length === 0) throw new IngestError(400, 'VALIDATION', 'No files were sent');
    if (files.length > this.limits.maxBatchFiles) {
      throw new IngestError(400, 'VALIDATION', ingestMessages.tooManyFiles(this.limits.maxBatchFiles));
    }
    const jobs: DocumentJob[] = [];
    for (const file of files) {
      const name = file.name.slice(0, 255) || 'unnamed';
      const tooLarge = file.bytes.length > this.limits.maxFileBytes;
      const kind = tooLarge ? null : detectDocumentKind(file.bytes, name);
      // An empty file has no type to detect: what the person needs to hear is that it holds no text (docs/admin.md).
      const error = tooLarge
        ? ingestMessages.fileTooLarge(name, this.limits.maxFileBytes)
        : file.bytes.length === 0
          ? ingestMessages.noText
          : kind
            ? null
            : ingestMessages.unsupported;
      const { rows } = await this.db.sql.query<JobRow>(
        `INSERT INTO document_jobs (file_name, file_size, file_type, content, status, error, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${JOB_COLUMNS}`,
        [
          name,
          file.bytes.length,
          kind ?? 'unknown',
          error ? null : Buffer.from(file.bytes),
          error ? 'error' : 'uploading',
          error,
          createdBy,
        ],
      );
      const job = toJob(rows[0] as JobRow);
      jobs.push(job);
      this.announce(job);
    }
    this.kick();
    return jobs;
  }

  async list(limit = 200): Promise<DocumentJob[]> {
    const { rows } = await this.db.sql.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM document_jobs ORDER BY created_at DESC, id LIMIT $1`,
      [limit],
    );
    return rows.map(toJob);
  }

  async get(id: string): Promise<DocumentJob> {
    const { rows } = await this.db.sql.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM document_jobs WHERE id::text = $1`, [
      id,
    ]);
    if (!rows[0]) throw new IngestError(404, 'NOT_FOUND', 'No such document');
    return toJob(rows[0]);
  }

  async getExtraction(id: string): Promise<{ extraction: ExtractionResult | null; uploadResult: UploadResult | null }> {
    await this.get(id);
    const { rows } = await this.db.sql.query<{ extraction: unknown; upload_result: unknown }>(
      'SELECT extraction, upload_result FROM document_jobs WHERE id::text = $1',
      [id],
    );
    const row = rows[0];
    return {
      extraction: row?.extraction ? extractionResultSchema.parse(row.extraction) : null,
      uploadResult: row?.upload_result ? uploadResultSchema.parse(row.upload_result) : null,
    };
  }

  /** The admin's edited extraction (concepts changed or dropped) replaces the stored one while in review. */
  /** Stores the administrator's edits of a document in review (validated by the caller against the contract). */
  async updateExtraction(id: string, extraction: ExtractionResult): Promise<ExtractionResult> {
    const { rows } = await this.db.sql.query(
      `UPDATE document_jobs SET extraction = $2::jsonb, updated_at = now()
       WHERE id::text = $1 AND status = 'review_ready' RETURNING id`,
      [id, JSON.stringify(extraction)],
    );
    if (!rows[0]) {
      await this.get(id);
      throw new IngestError(409, 'CONFLICT', 'Only a document in review can be edited');
    }
    return extraction;
  }

  /** Where each reviewed concept would land in the graph (new node or existing one, and its relations). */
  async landing(id: string, concepts: Concept[]): Promise<ConceptLanding[]> {
    await this.get(id);
    return this.options.graph.previewLanding(concepts);
  }

  /** Queues the load into the graph (review_ready -> uploading_to_neo4j). */
  async requestLoad(id: string): Promise<DocumentJob> {
    const job = await this.get(id);
    const { rows } = await this.db.sql.query<{ has: boolean }>(
      'SELECT extraction IS NOT NULL AS has FROM document_jobs WHERE id::text = $1',
      [id],
    );
    if (!rows[0]?.has) throw new IngestError(409, 'CONFLICT', ingestMessages.noExtraction);
    if (job.status !== 'review_ready') throw new IngestError(409, 'CONFLICT', 'The document is not ready for upload');
    await this.db.sql.query(
      `UPDATE document_jobs SET status = 'uploading_to_neo4j', stage = 'uploading_to_neo4j', percent = 0,
         lease_until = NULL, claimed_by = NULL, attempts = 0, updated_at = now() WHERE id::text = $1 AND status = 'review_ready'`,
      [id],
    );
    const queued = await this.get(id);
    this.announce(queued);
    this.kick();
    return queued;
  }

  // ---------------------------------------------------------------- the worker loop

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    // PGlite has one process per data folder: a claim left by an earlier run belongs to a process that is gone
    // (it crashed), so it is taken back at once. On PostgreSQL other servers may be working: leases decide.
    const recovered =
      (this.options.recoverOnStart ?? this.db.kind === 'pglite')
        ? this.db.sql
            .query(
              `UPDATE document_jobs SET lease_until = NULL, claimed_by = NULL
               WHERE status = ANY($1::text[]) AND claimed_by IS DISTINCT FROM $2`,
              [[...WORK_STATUSES], this.workerId],
            )
            .catch((error: unknown) => this.options.logger?.error({ err: error }, 'ingest: recovery failed'))
        : Promise.resolve();
    void recovered.then(() => this.kick());
  }

  /** Loads a document's stored extraction into the graph again (a knowledge-update retry). */
  reload(fileId: string, meta: WriteMeta): Promise<DocumentReload | null> {
    return reloadDocument(this.db, this.options.graph, fileId, meta);
  }

  /** Stops claiming, aborts the jobs in hand (their leases lapse and they are claimed again later). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const { controller } of this.running.values()) controller.abort(new Error('The server is stopping'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /** Stops the worker and the OCR engine (server shutdown). */
  async close(): Promise<void> {
    await this.stop();
    await this.options.ocr.close();
  }

  /** Resolves when no job is in hand and none is waiting (tests, shutdown). */
  async idle(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.running.size === 0 && !this.claiming) {
        const { rows } = await this.db.sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM document_jobs WHERE status = ANY($1::text[])
             AND (lease_until IS NULL OR lease_until < now())`,
          [[...WORK_STATUSES]],
        );
        if (Number(rows[0]?.n ?? 0) === 0) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The ingest queue did not become idle in time');
  }

  kick(): void {
    if (this.stopped || this.claiming) return;
    this.claiming = true;
    this.claimAvailable()
      .catch((error: unknown) => this.options.logger?.error({ err: error }, 'ingest: claiming jobs failed'))
      .finally(() => {
        this.claiming = false;
      });
  }

  private async claimAvailable(): Promise<void> {
    while (!this.stopped && this.running.size < this.concurrency) {
      const { rows } = await this.db.sql.query<{ id: string; status: DocumentStatus; attempts: number }>(
        `UPDATE document_jobs SET claimed_by = $1, lease_until = now() + $2::int * interval '1 millisecond',
           attempts = attempts + 1, updated_at = now()
         WHERE id = (SELECT id FROM document_jobs WHERE status = ANY($3::text[])
                       AND (lease_until IS NULL OR lease_until < now())
                     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, status, attempts`,
        [this.workerId, this.leaseMs, [...WORK_STATUSES]],
      );
      const claimed = rows[0];
      if (!claimed) return;
      const controller = new AbortController();
      const done = this.work(claimed, controller.signal).finally(() => {
        this.running.delete(claimed.id);
        this.kick();
      });
      this.running.set(claimed.id, { controller, done });
    }
  }

  /** Updates a claimed job (only while this worker holds it) and renews the lease. */
  private async update(id: string, fields: Record<string, unknown>, release = false): Promise<void> {
    const names = Object.keys(fields);
    const sets = names.map((name, i) => `${name} = $${i + 3}`);
    sets.push(
      release
        ? 'lease_until = NULL, claimed_by = NULL'
        : `lease_until = now() + ${Math.round(this.leaseMs)} * interval '1 millisecond'`,
    );
    const { rows } = await this.db.sql.query(
      `UPDATE document_jobs SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 AND claimed_by = $2 RETURNING id`,
      [id, this.workerId, ...names.map((n) => fields[n])],
    );
    if (!rows[0]) throw new LeaseLost();
    this.announce(await this.get(id));
  }

  private async work(claimed: { id: string; status: DocumentStatus; attempts: number }, signal: AbortSignal) {
    const { id } = claimed;
    // The lease is renewed on a timer too, so a long page (OCR up to its time limit) does not let it lapse.
    const heartbeat = setInterval(() => {
      void this.db.sql
        .query(
          `UPDATE document_jobs SET lease_until = now() + $3::int * interval '1 millisecond'
           WHERE id = $1 AND claimed_by = $2`,
          [id, this.workerId, this.leaseMs],
        )
        .catch(() => {});
    }, this.renewMs);
    try {
      if (claimed.attempts > MAX_ATTEMPTS) {
        throw new Error(`Processing was interrupted ${MAX_ATTEMPTS} times; the file may be too heavy to read`);
      }
      if (claimed.status === 'uploading_to_neo4j') await this.load(id);
      else await this.read(id, signal);
    } catch (error) {
      if (error instanceof LeaseLost) return;
      if (signal.aborted) {
        // Stopping: the claim is given back so the next start (or another worker) resumes the job at once.
        await this.db.sql
          .query('UPDATE document_jobs SET lease_until = NULL, claimed_by = NULL WHERE id = $1 AND claimed_by = $2', [
            id,
            this.workerId,
          ])
          .catch(() => {});
        return;
      }
      const message = (error as Error).message || String(error);
      this.options.logger?.warn({ jobId: id, err: error }, 'ingest: job failed');
      await this.update(id, { status: 'error', error: message, stage: null, content: null }, true).catch(() => {});
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async read(id: string, signal: AbortSignal): Promise<void> {
    const { rows } = await this.db.sql.query<{
      content: Buffer | Uint8Array | null;
      file_type: string;
      file_name: string;
    }>('SELECT content, file_type, file_name FROM document_jobs WHERE id = $1', [id]);
    const row = rows[0];
    if (!row?.content) throw new Error(ingestMessages.unsupported);
    const kind = row.file_type as DocumentKind;
    const firstStage = kindIsText(kind) ? 'text_reading' : 'ocr_processing';
    await this.update(id, { status: firstStage, stage: firstStage, percent: 0, error: null });
    let lastWrite = 0;
    const onProgress = async (progress: TextProgress) => {
      const now = Date.now();
      if (now - lastWrite < 250 && progress.percent < 100) return;
      lastWrite = now;
      await this.update(id, {
        percent: progress.percent,
        pages_done: progress.pagesDone ?? null,
        pages_total: progress.pagesTotal ?? null,
      });
    };
    let text: Awaited<ReturnType<typeof extractDocumentText>>;
    try {
      text = await extractDocumentText(new Uint8Array(row.content), kind, {
        ocr: this.options.ocr,
        signal,
        onProgress,
        ...(this.options.textLimits ? { limits: this.options.textLimits } : {}),
      });
    } catch (error) {
      if (error instanceof LeaseLost || signal.aborted) throw error;
      const detail = (error as Error).message;
      throw new Error(kindIsText(kind) ? ingestMessages.textFailed(detail) : ingestMessages.ocrFailed(detail));
    }
    if (!text.text.trim()) throw new Error(ingestMessages.noText);
    const truncated = truncateForExtraction(text.text);
    await this.update(id, {
      status: 'extracting',
      stage: 'extracting',
      percent: 0,
      extracted_text: text.text,
      ocr_confidence: text.confidence,
      ocr_method: text.method,
      truncated: truncated.truncated,
    });
    let extraction: ExtractionResult;
    try {
      extraction = await this.options.extractor.extract(
        truncated.text,
        { fileId: id, fileName: row.file_name },
        signal,
      );
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Error(ingestMessages.extractionFailed((error as Error).message));
    }
    await this.update(
      id,
      { status: 'review_ready', stage: null, percent: 100, extraction: JSON.stringify(extraction), attempts: 0 },
      true,
    );
  }

  private async load(id: string): Promise<void> {
    const { rows } = await this.db.sql.query<{
      extraction: unknown;
      file_name: string;
      file_type: string;
      created_by: string | null;
    }>('SELECT extraction, file_name, file_type, created_by FROM document_jobs WHERE id = $1', [id]);
    const row = rows[0];
    const parsed = extractionResultSchema.safeParse(row?.extraction);
    if (!row || !parsed.success) throw new Error(ingestMessages.noExtraction);
    await this.update(id, { status: 'uploading_to_neo4j', stage: 'uploading_to_neo4j', percent: 10 });
    let result: Awaited<ReturnType<KnowledgeGraph['batchUpsert']>>;
    try {
      result = await this.options.graph.batchUpsert(parsed.data.extraction.concepts, {
        file_id: id,
        file_name: row.file_name,
        updateType: 'document_extract',
        source: row.file_name,
        createdBy: row.created_by,
        details: documentFacts(row.file_type, parsed.data),
      });
    } catch (error) {
      const message = ingestMessages.uploadFailed((error as Error).message);
      await this.recordFailure(id, row.file_name, row.file_type, parsed.data, message);
      throw new Error(message);
    }
    await this.update(
      id,
      { status: 'completed', stage: null, percent: 100, upload_result: JSON.stringify(result), content: null },
      true,
    );
  }

  /** A load that threw before the graph could journal it is recorded in knowledge_updates as failed. */
  private async recordFailure(
    fileId: string,
    fileName: string,
    fileType: string,
    extraction: ExtractionResult,
    message: string,
  ) {
    await this.options.graph.journal
      .record({
        entityType: 'Concept',
        updateType: 'document_extract',
        source: fileName,
        entityData: { file_id: fileId, file_name: fileName, ...documentFacts(fileType, extraction) },
        success: false,
        errorMessage: message,
      })
      .catch(() => {});
  }
}
