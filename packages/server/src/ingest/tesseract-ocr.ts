import { ReaderProcess } from './reader-process.ts';

export { englishLangPath } from './tesseract-langpath.ts';

// Embedded OCR: tesseract.js with the bundled English data, fully offline, run in the document reader process
// (reader-child.ts) so a hostile image can exhaust only that process: it has a memory cap, and a recognition that
// runs past its time limit kills it (the next call starts a fresh one). With its defaults tesseract.js tries to
// download the language data; the child gives it a local langPath, gzip, cacheMethod 'none' and an errorHandler
// (NOTES-dependencies "Documents and OCR").

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

export interface TesseractOptions {
  /** Longest time for one recognition; the reader process is killed after it. Default 60 s. */
  timeoutMs?: number;
  /** Memory cap of the OCR process, MB. Default 1024. */
  memoryMb?: number;
  /** The OCR process stops after this long unused (it restarts on the next page). Default 2 minutes. */
  idleMs?: number;
}

/** One OCR process used serially. */
export class TesseractOcr implements OcrEngine {
  readonly method = 'tesseract' as const;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timeoutMs: number;
  private readonly reader: ReaderProcess;

  constructor(options: TesseractOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.reader = new ReaderProcess({ memoryMb: options.memoryMb ?? 1024, idleMs: options.idleMs ?? 120_000 });
  }

  recognize(image: Uint8Array, signal?: AbortSignal): Promise<OcrOutcome> {
    const run = this.queue.then(() => this.recognizeNow(image, signal));
    this.queue = run.catch(() => {});
    return run;
  }

  private async recognizeNow(image: Uint8Array, signal?: AbortSignal): Promise<OcrOutcome> {
    // The first call also starts the process and loads the language data: allow for that once.
    const result = await this.reader.call<{ text: string; confidence: number }>(
      'ocr.recognize',
      { image },
      {
        timeoutMs: this.timeoutMs,
        timeoutMessage: `OCR took longer than ${this.timeoutMs / 1000} s`,
        ...(signal ? { signal } : {}),
      },
    );
    return { text: result.text, confidence: result.confidence, method: 'tesseract' };
  }

  /** Pid of the OCR process while it runs (tests). */
  get pid(): number | undefined {
    return this.reader.pid;
  }

  async close(): Promise<void> {
    await this.reader.close();
  }
}
