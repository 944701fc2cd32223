import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt, utcTimestamp } from './common.ts';

// Document ingestion jobs (docs/admin.md#knowledge-and-documents). The table is the queue:
// a worker claims a job by setting its lease (FOR UPDATE SKIP LOCKED), renews it while it works, and a job whose
// lease ran out (server stopped midway) is claimed again. Works the same on PGlite and PostgreSQL.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const documentJobs = pgTable(
  'document_jobs',
  {
    id: idColumn(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Decided by content: txt, md, pdf, jpeg, png, gif, bmp, webp, tiff; 'unknown' when unsupported. */
    fileType: text('file_type').notNull(),
    /** The uploaded bytes; dropped once the job is completed. Never served back. */
    content: bytea('content'),
    status: text('status').notNull(),
    error: text('error'),
    stage: text('stage'),
    percent: integer('percent').notNull().default(0),
    pagesDone: integer('pages_done'),
    pagesTotal: integer('pages_total'),
    extractedText: text('extracted_text'),
    ocrConfidence: doublePrecision('ocr_confidence'),
    ocrMethod: text('ocr_method'),
    truncated: boolean('truncated').notNull().default(false),
    extraction: jsonb('extraction'),
    uploadResult: jsonb('upload_result'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    leaseUntil: utcTimestamp('lease_until'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_jobs_created_idx').on(t.createdAt.desc()),
    index('document_jobs_queue_idx')
      .on(t.status, t.leaseUntil)
      .where(sql`status IN ('uploading','text_reading','ocr_processing','extracting','uploading_to_neo4j')`),
  ],
);
