import { statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ClusterEvents } from '../db/cluster-events.ts';
import type { HealthCheck } from '../health/index.ts';
import type { DocumentExtractor, KnowledgeGraph } from '../knowledge/index.ts';
import { ActiveModelExtractor } from '../knowledge/index.ts';
import type { LanguageModel } from '../llm/index.ts';
import type { Logger } from '../logging/logger.ts';
import { CloudOcr } from './cloud-ocr.ts';
import { IngestService } from './ingest-service.ts';
import { englishLangPath, type OcrEngine, TesseractOcr } from './tesseract-ocr.ts';

/** Cloud OCR when OCR_URL and OCR_API_KEY are set, else tesseract with the bundled English data (offline). */
export function createOcrEngine(
  config: Pick<Config, 'OCR_URL' | 'OCR_API_KEY'> &
    Partial<Pick<Config, 'INGEST_OCR_TIMEOUT_SECONDS' | 'INGEST_READER_MEMORY_MB'>>,
): OcrEngine {
  return config.OCR_URL && config.OCR_API_KEY
    ? new CloudOcr({ url: config.OCR_URL, key: config.OCR_API_KEY })
    : new TesseractOcr({
        ...(config.INGEST_OCR_TIMEOUT_SECONDS ? { timeoutMs: config.INGEST_OCR_TIMEOUT_SECONDS * 1000 } : {}),
        ...(config.INGEST_READER_MEMORY_MB ? { memoryMb: config.INGEST_READER_MEMORY_MB } : {}),
      });
}

type IngestSettings = Pick<
  Config,
  | 'INGEST_CONCURRENCY'
  | 'INGEST_MAX_FILE_MB'
  | 'INGEST_MAX_BATCH_FILES'
  | 'INGEST_MAX_PDF_PAGES'
  | 'INGEST_MAX_OCR_PAGES'
  | 'INGEST_READ_TIMEOUT_SECONDS'
  | 'INGEST_READER_MEMORY_MB'
  | 'INGEST_LEASE_SECONDS'
  | 'INSTANCE_ID'
>;

/** Health: the embedded engine needs its language data on disk; the cloud one is reported as configured. */
export function ocrHealthCheck(ocr: OcrEngine, config: Pick<Config, 'OCR_URL'>): HealthCheck {
  if (ocr.method === 'cloud') {
    const host = config.OCR_URL ? new URL(config.OCR_URL).host : 'cloud';
    return { mode: 'cloud', detail: `OCR service at ${host}`, probe: async () => ({ message: 'configured' }) };
  }
  return {
    mode: 'embedded',
    detail: 'tesseract with bundled English data',
    async probe() {
      const file = path.join(englishLangPath(), 'eng.traineddata.gz');
      const size = statSync(file).size;
      return { message: `English data present (${(size / 2 ** 20).toFixed(1)} MB), offline` };
    },
  };
}

/** The document pipeline: extraction by the active model when it is a gateway model, else the built-in extractor. */
export function createIngestService(deps: {
  config: Pick<Config, 'OCR_URL' | 'OCR_API_KEY'> & Partial<IngestSettings>;
  db: Database;
  graph: KnowledgeGraph;
  llm: LanguageModel;
  logger: Logger;
  ocr?: OcrEngine;
  events?: ClusterEvents;
}): IngestService {
  const c = deps.config;
  const extractor: DocumentExtractor = new ActiveModelExtractor(deps.llm);
  return new IngestService({
    db: deps.db,
    graph: deps.graph,
    extractor,
    ocr: deps.ocr ?? createOcrEngine(deps.config),
    logger: deps.logger,
    ...(deps.events ? { events: deps.events } : {}),
    concurrency: c.INGEST_CONCURRENCY ?? 1,
    ...(c.INGEST_LEASE_SECONDS ? { leaseMs: c.INGEST_LEASE_SECONDS * 1000 } : {}),
    workerPrefix: c.INSTANCE_ID,
    limits: {
      ...(c.INGEST_MAX_FILE_MB ? { maxFileBytes: c.INGEST_MAX_FILE_MB * 2 ** 20 } : {}),
      ...(c.INGEST_MAX_BATCH_FILES ? { maxBatchFiles: c.INGEST_MAX_BATCH_FILES } : {}),
    },
    textLimits: {
      ...(c.INGEST_MAX_PDF_PAGES ? { maxPdfPages: c.INGEST_MAX_PDF_PAGES } : {}),
      ...(c.INGEST_MAX_OCR_PAGES ? { maxOcrPages: c.INGEST_MAX_OCR_PAGES } : {}),
      ...(c.INGEST_READ_TIMEOUT_SECONDS ? { timeoutMs: c.INGEST_READ_TIMEOUT_SECONDS * 1000 } : {}),
      ...(c.INGEST_READER_MEMORY_MB ? { readerMemoryMb: c.INGEST_READER_MEMORY_MB } : {}),
    },
  });
}
