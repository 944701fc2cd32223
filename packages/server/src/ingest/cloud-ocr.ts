import { DEFAULT_OCR_CONFIDENCE, ingestMessages } from '@stellara/contract';
import type { OcrEngine, OcrOutcome } from './tesseract-ocr.ts';

// Cloud OCR adapter (docs/admin.md): a backend function speaking the Vision request/response format.
// Request: requests[{ image.content base64, features [DOCUMENT_TEXT_DETECTION, maxResults 1], imageContext
// languageHints ['en'] }]. Response: responses[0].error.message or responses[0].fullTextAnnotation; confidence is the
// mean of block confidences, 0.5 when none; no annotation gives empty text at confidence 0.

export interface CloudOcrOptions {
  /** Full URL of the OCR function (e.g. https://<project>/functions/v1/<name>). */
  url: string;
  /** Anon bearer key. */
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface VisionBlock {
  confidence?: number;
}
interface VisionResponse {
  responses?: Array<{
    error?: { message?: string };
    fullTextAnnotation?: { text?: string; pages?: Array<{ blocks?: VisionBlock[] }> };
  }>;
}

export class CloudOcr implements OcrEngine {
  readonly method = 'cloud' as const;
  constructor(private readonly options: CloudOcrOptions) {}

  async recognize(image: Uint8Array, signal?: AbortSignal): Promise<OcrOutcome> {
    let content: string;
    try {
      content = Buffer.from(image).toString('base64');
    } catch {
      throw new Error('Failed to convert file to base64');
    }
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
    const response = await (this.options.fetch ?? fetch)(this.options.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        requests: [
          {
            image: { content },
            features: [{ type: 'DOCUMENT_TEXT_DETECTION', maxResults: 1 }],
            imageContext: { languageHints: ['en'] },
          },
        ],
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const body = (await response.text().catch(() => '')).slice(0, 500);
      throw new Error(ingestMessages.visionHttp(response.status, body));
    }
    const data = (await response.json()) as VisionResponse;
    const first = data.responses?.[0];
    if (first?.error?.message) throw new Error(ingestMessages.visionError(first.error.message));
    const annotation = first?.fullTextAnnotation;
    if (!annotation) return { text: '', confidence: 0, method: 'cloud' };
    const confidences = (annotation.pages ?? [])
      .flatMap((page) => page.blocks ?? [])
      .map((block) => block.confidence)
      .filter((c): c is number => typeof c === 'number' && Number.isFinite(c));
    const confidence = confidences.length
      ? confidences.reduce((a, b) => a + b, 0) / confidences.length
      : DEFAULT_OCR_CONFIDENCE;
    return { text: annotation.text ?? '', confidence, method: 'cloud' };
  }

  async close(): Promise<void> {}
}
