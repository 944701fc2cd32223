import type { DocumentKind } from '@stellara/contract';
import { kindIsText } from './file-type.ts';
import { MAX_IMAGE_PIXELS, readImageSize } from './image-size.ts';
import type { PdfPage } from './pdf-document.ts';
import { ReaderLimitError, ReaderProcess } from './reader-process.ts';
import type { OcrEngine } from './tesseract-ocr.ts';
import { cleanOcrText } from './text-cleanup.ts';

// Text from a document: txt/md directly (confidence 1), PDFs by their text layer with pages that have no text
// rendered and OCR'd, images by OCR. Limits keep a hostile file from taking the server down: pages, pixels, time,
// and memory: PDFs are parsed and rendered (and GIF/WebP converted) in a reader child process with a memory cap that
// is killed past the time limit (reader-process.ts); the server only sees a failed job.

export interface TextLimits {
  /** A PDF with more pages fails (a 50,000-page PDF is refused before any page is read). */
  maxPdfPages: number;
  /** Pages without a text layer that are rendered and OCR'd at most. */
  maxOcrPages: number;
  /** Largest image or rendered page, in pixels. */
  maxPixels: number;
  /** Longest time for the whole text step. */
  timeoutMs: number;
  /** Render scale for scanned PDF pages (1 = 72 dpi). */
  renderScale: number;
  /** Most bytes a PDF's compressed streams may expand to (decompression bombs). */
  maxPdfExpandedBytes: number;
  /** Memory cap of the reader process that parses and renders a PDF, MB. */
  readerMemoryMb: number;
}

export const DEFAULT_TEXT_LIMITS: TextLimits = {
  maxPdfPages: 2000,
  maxOcrPages: 200,
  maxPixels: MAX_IMAGE_PIXELS,
  timeoutMs: 10 * 60_000,
  renderScale: 2,
  maxPdfExpandedBytes: 512 * 2 ** 20,
  readerMemoryMb: 1024,
};

export interface TextProgress {
  stage: 'text_reading' | 'ocr_processing';
  percent: number;
  pagesDone?: number;
  pagesTotal?: number;
}

export interface ExtractedText {
  text: string;
  confidence: number;
  method: 'text' | 'pdf-text' | 'pdf-text+ocr' | 'pdf-ocr' | 'tesseract' | 'cloud';
  pages?: number;
  ocrPages?: number;
}

export class TextExtractionError extends Error {
  override name = 'TextExtractionError';
}

export interface ExtractTextOptions {
  ocr: OcrEngine;
  limits?: Partial<TextLimits>;
  signal?: AbortSignal;
  onProgress?: (progress: TextProgress) => void | Promise<void>;
}

export async function extractDocumentText(
  bytes: Uint8Array,
  kind: DocumentKind,
  options: ExtractTextOptions,
): Promise<ExtractedText> {
  const limits = { ...DEFAULT_TEXT_LIMITS, ...options.limits };
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const guard = () => {
    if (timeout.aborted) throw new TextExtractionError(`Reading took longer than ${limits.timeoutMs / 1000} s`);
    signal.throwIfAborted();
  };
  if (kindIsText(kind)) {
    await options.onProgress?.({ stage: 'text_reading', percent: 50 });
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    return { text: new TextDecoder('utf-8').decode(body).replace(/\r\n?/g, '\n'), confidence: 1, method: 'text' };
  }
  if (kind === 'pdf') return extractPdf(bytes, limits, options, signal, guard);
  await options.onProgress?.({ stage: 'ocr_processing', percent: 10 });
  const image = await prepareImage(bytes, kind, limits, signal, guard);
  guard();
  const result = await withDeadline(options.ocr.recognize(image, signal), signal, guard);
  await options.onProgress?.({ stage: 'ocr_processing', percent: 100 });
  return { text: cleanOcrText(result.text), confidence: result.confidence, method: result.method };
}

async function withDeadline<T>(work: Promise<T>, signal: AbortSignal, guard: () => void): Promise<T> {
  if (signal.aborted) guard();
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    onAbort = () => {
      try {
        guard();
      } catch (error) {
        reject(error);
      }
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, stop]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/** Checks the header's size, and converts formats tesseract does not read (GIF, WebP) to PNG in a reader process. */
async function prepareImage(
  bytes: Uint8Array,
  kind: DocumentKind,
  limits: TextLimits,
  signal: AbortSignal,
  guard: () => void,
): Promise<Uint8Array> {
  const size = readImageSize(bytes, kind);
  if (!size || size.width <= 0 || size.height <= 0) throw new TextExtractionError('The image header is unreadable');
  if (size.width * size.height > limits.maxPixels) {
    throw new TextExtractionError(
      `The image is ${size.width} x ${size.height} pixels; at most ${Math.round(limits.maxPixels / 1e6)} megapixels are read`,
    );
  }
  if (kind !== 'gif' && kind !== 'webp') return bytes;
  const reader = new ReaderProcess({ memoryMb: limits.readerMemoryMb });
  try {
    return await readerCall(reader, 'image.png', { bytes }, limits, signal, guard);
  } finally {
    await reader.close();
  }
}

/** A reader call bounded by what is left of the text step's time; limit errors become TextExtractionErrors. */
async function readerCall<T>(
  reader: ReaderProcess,
  method: Parameters<ReaderProcess['call']>[0],
  args: Record<string, unknown>,
  limits: TextLimits,
  signal: AbortSignal,
  guard: () => void,
): Promise<T> {
  guard();
  try {
    return await reader.call<T>(method, args, {
      timeoutMs: limits.timeoutMs,
      timeoutMessage: `Reading took longer than ${limits.timeoutMs / 1000} s`,
      signal,
    });
  } catch (error) {
    guard();
    if (error instanceof ReaderLimitError) throw new TextExtractionError(error.message);
    throw error;
  }
}

async function extractPdf(
  bytes: Uint8Array,
  limits: TextLimits,
  options: ExtractTextOptions,
  signal: AbortSignal,
  guard: () => void,
): Promise<ExtractedText> {
  await options.onProgress?.({ stage: 'ocr_processing', percent: 2 });
  // One reader process per document: whatever the file does to pdf.js stays there, and ends with it.
  const reader = new ReaderProcess({ memoryMb: limits.readerMemoryMb });
  try {
    const { pages: total } = await readerCall<{ pages: number }>(
      reader,
      'pdf.open',
      {
        bytes,
        maxPixels: limits.maxPixels,
        maxExpandedBytes: limits.maxPdfExpandedBytes,
        maxPages: limits.maxPdfPages,
      },
      limits,
      signal,
      guard,
    );
    const texts: string[] = [];
    const confidences: number[] = [];
    let ocrPages = 0;
    for (let number = 1; number <= total; number++) {
      const page = await readerCall<PdfPage>(
        reader,
        'pdf.page',
        { number, scale: limits.renderScale, maxPixels: limits.maxPixels, render: ocrPages < limits.maxOcrPages },
        limits,
        signal,
        guard,
      );
      if (!page.needsOcr) {
        texts.push(cleanOcrText(page.text));
        confidences.push(1);
      } else {
        ocrPages++;
        if (!page.image || ocrPages > limits.maxOcrPages) {
          throw new TextExtractionError(`More than ${limits.maxOcrPages} pages need OCR; split the PDF`);
        }
        const result = await withDeadline(options.ocr.recognize(page.image, signal), signal, guard);
        const cleaned = cleanOcrText(result.text);
        texts.push(cleaned);
        if (cleaned) confidences.push(result.confidence);
      }
      await options.onProgress?.({
        stage: 'ocr_processing',
        percent: Math.round((number / total) * 100),
        pagesDone: number,
        pagesTotal: total,
      });
    }
    const confidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
    const method = ocrPages === 0 ? 'pdf-text' : ocrPages === total ? 'pdf-ocr' : 'pdf-text+ocr';
    return { text: texts.filter(Boolean).join('\n\n'), confidence, method, pages: total, ocrPages };
  } finally {
    await reader.close();
  }
}
