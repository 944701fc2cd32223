import type { Database } from '../db/client.ts';
import type { KnowledgeGraph } from '../knowledge/graph.port.ts';
import type { LanguageModel } from '../llm/language-model.port.ts';
import type { Logger } from '../logging/logger.ts';
import { BuiltinExtractor, type DocumentExtractor } from './extractor.ts';
import { IngestService } from './ingest-service.ts';
import { ModelExtractor } from './model-extractor.ts';
import { TesseractOcr } from './tesseract-ocr.ts';

/** The document pipeline: a model extractor when a gateway model is configured, else the built-in one. */
export function createIngestService(deps: {
  db: Database;
  graph: KnowledgeGraph;
  llm: LanguageModel;
  logger: Logger;
}): IngestService {
  const extractor: DocumentExtractor =
    deps.llm.mode === 'openai-compatible' ? new ModelExtractor(deps.llm) : new BuiltinExtractor();
  return new IngestService({
    db: deps.db,
    graph: deps.graph,
    extractor,
    ocr: new TesseractOcr(),
    logger: deps.logger,
    concurrency: 1,
  });
}
