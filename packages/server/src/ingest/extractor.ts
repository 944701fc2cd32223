import type { ExtractionResult } from '@stellara/contract';
import { builtinExtract, type DocumentRef } from './builtin-extractor.ts';
import { parseExtraction } from './extraction-parse.ts';

/** Turns a document's text into the extraction JSON (spec 001 §3). */
export interface DocumentExtractor {
  readonly kind: 'builtin' | 'model';
  extract(text: string, doc: DocumentRef, signal?: AbortSignal): Promise<ExtractionResult>;
}

/** No model: the built-in extractor; its output goes through the same parser and schema as a model's. */
export class BuiltinExtractor implements DocumentExtractor {
  readonly kind = 'builtin' as const;
  async extract(text: string, doc: DocumentRef): Promise<ExtractionResult> {
    return parseExtraction(JSON.stringify(builtinExtract(text, doc)));
  }
}
