import type { ExtractionResult } from '@stellara/contract';
import type { DocumentRef } from './builtin.ts';

/** Turns a document's text into the extraction JSON (spec 001 §3). */
export interface DocumentExtractor {
  readonly kind: 'builtin' | 'model' | 'active-model';
  extract(text: string, doc: DocumentRef, signal?: AbortSignal): Promise<ExtractionResult>;
}
