import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_OCR_CONFIDENCE } from '@stellara/contract';
import { createWorker, type Worker } from 'tesseract.js';

// Embedded OCR: tesseract.js with the bundled English data, fully offline. With its defaults tesseract.js tries to
// download the language data and crashes the process from its worker; a local langPath, gzip, cacheMethod 'none'
// and an errorHandler keep it local (NOTES-dependencies "Documents and OCR").

export interface OcrOutcome {
  text: string;
  /** 0..1 */
  confidence: number;
  method: 'tesseract' | 'cloud';
}

export interface OcrEngine {
  readonly method: OcrOutcome['method'];
  recognize(image: Uint8Array, signal?: AbortSignal): Promise<OcrOutcome>;
  close(): Promise<void>;
}

export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz from @tesseract.js-data/eng. */
export function englishLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export interface TesseractOptions {
  /** Longest time for one recognition; the worker is killed and restarted after it. */
  timeoutMs?: number;
}

/** One tesseract worker used serially; a recognition that runs too long terminates it. */
export class TesseractOcr implements OcrEngine {
  readonly method = 'tesseract' as const;
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timeoutMs: number;

  constructor(options: TesseractOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  private start(): Promise<Worker> {
    this.worker ??= createWorker('eng', 1, {
      langPath: englishLangPath(),
      gzip: true,
      cacheMethod: 'none',
      errorHandler: () => {},
    }).catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  recognize(image: Uint8Array, signal?: AbortSignal): Promise<OcrOutcome> {
    const run = this.queue.then(() => this.recognizeNow(image, signal));
    this.queue = run.catch(() => {});
    return run;
  }

  private async recognizeNow(image: Uint8Array, signal?: AbortSignal): Promise<OcrOutcome> {
    signal?.throwIfAborted();
    const worker = await this.start();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stop = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new OcrTimeoutError(`OCR took longer than ${this.timeoutMs / 1000} s`)),
        this.timeoutMs,
      );
      onAbort = () => reject(signal?.reason ?? new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const result = await Promise.race([worker.recognize(Buffer.from(image)), stop]);
      const text = result.data.text ?? '';
      const confidence =
        typeof result.data.confidence === 'number' ? result.data.confidence / 100 : DEFAULT_OCR_CONFIDENCE;
      return { text, confidence: Math.max(0, Math.min(1, confidence)), method: 'tesseract' };
    } catch (error) {
      // A worker stuck on a hostile image is killed; the next call starts a fresh one.
      await this.close();
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate().catch(() => {});
  }
}
