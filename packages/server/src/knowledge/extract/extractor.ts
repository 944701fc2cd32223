import type { ExtractionResult } from '@stellara/contract';
import type { LanguageModel } from '../../llm/index.ts';
import { builtinExtract, type DocumentRef } from './builtin.ts';
import { ModelExtractor } from './model.ts';
import { parseExtraction } from './parse.ts';
import { attachPlacements } from './placements.ts';
import type { DocumentExtractor } from './port.ts';

/** No model: the built-in extractor; its output goes through the same parser and schema as a model's. */
export class BuiltinExtractor implements DocumentExtractor {
  readonly kind = 'builtin' as const;
  async extract(text: string, doc: DocumentRef): Promise<ExtractionResult> {
    return attachPlacements(parseExtraction(JSON.stringify(builtinExtract(text, doc))));
  }
}

/**
 * Follows the model the admin has made active, document by document: a gateway model extracts through the model
 * (docs/admin.md), the built-in reader (or no gateway at all) through the built-in extractor. The built-in reader
 * cannot answer an extraction request, so sending one to the gateway while it is active would ask a model nobody chose.
 */
export class ActiveModelExtractor implements DocumentExtractor {
  readonly kind = 'active-model' as const;
  private readonly builtin = new BuiltinExtractor();
  private readonly model: ModelExtractor;

  constructor(private readonly llm: LanguageModel) {
    this.model = new ModelExtractor(llm);
  }

  /** Who extracts the next document. */
  async target(): Promise<'builtin' | 'model'> {
    return (await this.llm.answerer()).kind;
  }

  async extract(text: string, doc: DocumentRef, signal?: AbortSignal): Promise<ExtractionResult> {
    return (await this.target()) === 'model' ? this.model.extract(text, doc, signal) : this.builtin.extract(text, doc);
  }
}
