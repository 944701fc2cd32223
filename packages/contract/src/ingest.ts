import { z } from 'zod';
import { safeJson, safeText } from './text.ts';

// Document ingestion (docs/admin.md#knowledge-and-documents).

/** Limits stated in the UI: 25 MB a file, 20 files a batch. */
export const INGEST_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const INGEST_MAX_BATCH_FILES = 20;
/** Text sent to extraction is cut at this many characters, with the marker below. */
export const EXTRACTION_MAX_CHARS = 50_000;
export const TRUNCATION_MARKER = '[Document truncated for analysis]';
export const TEXT_PREVIEW_CHARS = 500;
export const DEFAULT_OCR_CONFIDENCE = 0.5;
export const EXTRACTION_TEMPERATURE = 0.1;
export const EXTRACTION_MAX_TOKENS = 8000;
export const EXTRACTION_TIMEOUT_MS = 60_000;
export const EVIDENCE_MAX_WORDS = 25;

/** File name endings the upload accepts (docs/admin.md); the type is then decided by content. */
export const ACCEPTED_EXTENSIONS = [
  '.txt',
  '.md',
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.bmp',
  '.webp',
  '.tiff',
] as const;

const formatMb = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1)).toString();

/** Size in KB to one decimal, as the list shows it. */
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The limits in force (configurable on the server; the UI states and checks them). */
export const documentLimitsSchema = z.object({
  maxFileBytes: z.number().int().positive(),
  maxBatchFiles: z.number().int().positive(),
});
export type DocumentLimits = z.infer<typeof documentLimitsSchema>;
export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxFileBytes: INGEST_MAX_FILE_BYTES,
  maxBatchFiles: INGEST_MAX_BATCH_FILES,
};

/** Checks a batch against the limits; returns the error messages (empty when the batch is fine). */
export function checkBatchLimits(
  files: Array<{ name: string; size: number }>,
  limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS,
): string[] {
  const errors: string[] = [];
  if (files.length > limits.maxBatchFiles) errors.push(ingestMessages.tooManyFiles(limits.maxBatchFiles));
  for (const file of files) {
    if (file.size > limits.maxFileBytes) errors.push(ingestMessages.fileTooLarge(file.name, limits.maxFileBytes));
  }
  return errors;
}

/** File kinds decided by content (magic bytes), never by name. */
export const DOCUMENT_KINDS = ['txt', 'md', 'pdf', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'tiff'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Status path (docs/admin.md); the spec's "{product}_extracting" is "extracting" here. */
export const DOCUMENT_STATUSES = [
  'uploading',
  'text_reading',
  'ocr_processing',
  'extracting',
  'review_ready',
  'uploading_to_neo4j',
  'completed',
  'error',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Exact texts (docs/admin.md). */
export const ingestMessages = {
  unsupported: 'Unsupported file type for processing',
  noText: 'No text could be extracted from this file',
  parseFailed: (detail: string) => `Failed to parse Stellara extraction result: ${detail}`,
  missingConcepts: 'Invalid extraction structure - missing concepts array',
  noExtraction: 'No Stellara extraction data available for upload',
  truncatedToast: 'Large document truncated to 50k characters for analysis',
  copied: 'Stellara extraction copied to clipboard',
  copyFailed: 'Failed to copy extraction to clipboard',
  fileTooLarge: (name: string, maxBytes: number = INGEST_MAX_FILE_BYTES) =>
    `${name} is larger than ${formatMb(maxBytes)} MB`,
  tooManyFiles: (max: number = INGEST_MAX_BATCH_FILES) => `At most ${max} files can be uploaded at once`,
  ocrFailed: (detail: string) => `OCR processing failed: ${detail}`,
  visionHttp: (status: number, body: string) => `Google Cloud Vision API error: ${status} - ${body}`,
  visionError: (message: string) => `Vision API error: ${message}`,
  textFailed: (detail: string) => `Text extraction failed: ${detail}`,
  extractionFailed: (detail: string) => `Stellara extraction failed: ${detail}`,
  uploadFailed: (detail: string) => `Upload failed: ${detail}`,
} as const;

/** Concept types a document extraction may produce (docs/admin.md); the graph's Concept nodes carry one. */
export const CONCEPT_TYPE_VALUES = [
  'Sign',
  'Planet',
  'House',
  'Aspect',
  'Transit',
  'TransitEvent',
  'Technique',
  'Interpretation',
  'GeneralNote',
  'Other',
] as const;
export type ConceptType = (typeof CONCEPT_TYPE_VALUES)[number];

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export const evidenceSchema = z.object({
  quote: safeText()
    .min(1)
    .refine((q) => wordCount(q) <= EVIDENCE_MAX_WORDS, `must be at most ${EVIDENCE_MAX_WORDS} words`),
  pointer: safeText().min(1),
});

export const relatedSchema = z.object({
  type: safeText().min(1),
  name: safeText().min(1),
  relation: safeText().min(1),
});

export const importHintsSchema = z.object({
  node_labels: z.array(safeText()).optional(),
  properties: z.record(safeText(), safeJson()).optional(),
  relationships: z.array(z.record(safeText(), safeJson())).optional(),
});

export const conceptSchema = z.object({
  concept_type: z.enum(CONCEPT_TYPE_VALUES),
  name: safeText().trim().min(1).max(200),
  normalized_name: safeText().trim().min(1).max(200),
  short_summary: safeText().trim().min(1).max(2000),
  properties: z.record(safeText(), safeJson()).default({}),
  traits: z.array(safeText()).max(12).default([]),
  gifts: z.array(safeText()).max(8).default([]),
  shadow: z.array(safeText()).max(8).default([]),
  themes: z.array(safeText()).max(24).default([]),
  related: z.array(relatedSchema).default([]),
  notes: safeText().default(''),
  evidence: z.array(evidenceSchema).default([]),
  confidence: z.number().min(0).max(1),
  import_hints: importHintsSchema.optional(),
  /**
   * The reviewer's explicit choice that this concept replaces the graph's own description of a planet, sign,
   * house or aspect. Never taken from an extractor; without it a document only adds to a general concept.
   */
  replace_description: z.boolean().optional(),
});
export type Concept = z.infer<typeof conceptSchema>;

export const extractionResultSchema = z.object({
  doc_meta: z.object({
    file_id: safeText(),
    file_name: safeText(),
    file_size: z.number().int().nonnegative(),
    processed_at: safeText(),
  }),
  extraction: z.object({
    concepts: z.array(conceptSchema).max(500),
    suggested_import: z.record(safeText(), safeJson()).default({}),
    follow_ups: z.array(safeText()).max(3).default([]),
    confidence: z.enum(['low', 'medium', 'high']),
  }),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

/** A document job as the list shows it. */
export const documentJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** 'unknown' for a file whose content is not a supported type (its job is in error). */
  fileType: z.enum([...DOCUMENT_KINDS, 'unknown']),
  status: z.enum(DOCUMENT_STATUSES),
  error: z.string().nullable(),
  stage: z.string().nullable(),
  percent: z.number().min(0).max(100),
  pagesDone: z.number().int().nullable(),
  pagesTotal: z.number().int().nullable(),
  textPreview: z.string().nullable(),
  ocrConfidence: z.number().nullable(),
  ocrMethod: z.string().nullable(),
  truncated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentJob = z.infer<typeof documentJobSchema>;

/** A node an upload wrote: the journal line and the document both name it. */
export const writtenNodeSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  /** Concept nodes: the concept type (Technique, Interpretation...). */
  type: z.string().optional(),
});
export type WrittenNode = z.infer<typeof writtenNodeSchema>;
/** The nodes of a document upload's journal line (entityData.nodes). */
export const writtenNodesSchema = z.array(writtenNodeSchema);

/** Result of loading an extraction into the graph (docs/admin.md batch upsert). */
export const uploadResultSchema = z.object({
  batches: z.number().int(),
  total: z.number().int(),
  committedOperations: z.number().int(),
  failedOperations: z.number().int(),
  errorMessages: z.array(z.string()),
  /** Loads from before nodes were recorded have none. */
  nodes: writtenNodesSchema.default([]),
});

/** POST /api/admin/documents/:id/landing: the concepts as the reviewer has them now. */
export const landingRequestSchema = z.object({ concepts: z.array(conceptSchema).max(500) });

/** Where one reviewed concept lands in the graph when the document is uploaded. */
export const conceptLandingSchema = z.object({
  name: z.string(),
  conceptType: z.string(),
  /** new: a node is created; merge: it joins the existing node; invalid: it cannot be written (reason). */
  outcome: z.enum(['new', 'merge', 'invalid']),
  node: z.object({ label: z.string(), name: z.string(), type: z.string().optional(), id: z.string().optional() }),
  /** A planet, sign, house or aspect that exists keeps its own description. */
  keepsDescription: z.boolean(),
  relations: z.array(
    z.object({
      type: z.string(),
      relation: z.string().optional(),
      to: z.object({ label: z.string(), name: z.string() }),
      /** False: the other end is not in the graph, so the relation is skipped. */
      exists: z.boolean(),
    }),
  ),
  reason: z.string().optional(),
});
export type ConceptLanding = z.infer<typeof conceptLandingSchema>;
export const landingAnswerSchema = z.object({ landings: z.array(conceptLandingSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/admin/documents */
export const documentListSchema = z.object({
  documents: z.array(documentJobSchema),
  limits: documentLimitsSchema,
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** GET /api/admin/documents/:id */
export const documentDetailSchema = z.object({
  document: documentJobSchema,
  extraction: extractionResultSchema.nullable(),
  uploadResult: uploadResultSchema.nullable(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** POST /api/admin/documents (201) and POST /api/admin/documents/:id/load (202) */
export const documentAnswerSchema = z.object({ document: documentJobSchema });
/** PUT /api/admin/documents/:id/extraction */
export const extractionAnswerSchema = z.object({ extraction: extractionResultSchema });
