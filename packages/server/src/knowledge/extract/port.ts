import type { ExtractionResult } from '@stellara/contract';
import type { DocumentRef } from './builtin.ts';

/** Turns a document's text into the extraction JSON (docs/admin.md). */
export interface DocumentExtractor {
  readonly kind: 'builtin' | 'model' | 'active-model';
  extract(text: string, doc: DocumentRef, signal?: AbortSignal): Promise<ExtractionResult>;
}
