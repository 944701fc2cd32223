import type { DocumentKind } from '@stellara/contract';
import { kindIsText } from './file-type.ts';
import { MAX_IMAGE_PIXELS, readImageSize } from './image-size.ts';
import { checkPdfExpansion, PdfExpansionError } from './pdf-expansion.ts';
import type { OcrEngine } from './tesseract-ocr.ts';
import { cleanOcrText } from './text-cleanup.ts';

// Text from a document: txt/md directly (confidence 1), PDFs by their text layer with pages that have no text
// rendered and OCR'd, images by OCR. Limits keep a hostile file from taking the server down: pages, pixels, time.

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
}

export const DEFAULT_TEXT_LIMITS: TextLimits = {
  maxPdfPages: 2000,
  maxOcrPages: 200,
  maxPixels: MAX_IMAGE_PIXELS,
  timeoutMs: 10 * 60_000,
  renderScale: 2,
  maxPdfExpandedBytes: 512 * 2 ** 20,
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

/** A page counts as having a text layer when it yields at least this many non-space characters. */
const MIN_PAGE_TEXT = 20;

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
  const image = await prepareImage(bytes, kind, limits.maxPixels);
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

/** Checks the header's size, and converts formats tesseract does not read (GIF) to PNG. */
async function prepareImage(bytes: Uint8Array, kind: DocumentKind, maxPixels: number): Promise<Uint8Array> {
  const size = readImageSize(bytes, kind);
  if (!size || size.width <= 0 || size.height <= 0) throw new TextExtractionError('The image header is unreadable');
  if (size.width * size.height > maxPixels) {
    throw new TextExtractionError(
      `The image is ${size.width} x ${size.height} pixels; at most ${Math.round(maxPixels / 1e6)} megapixels are read`,
    );
  }
  if (kind !== 'gif' && kind !== 'webp') return bytes;
  const { loadImage, createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  return canvas.toBuffer('image/png');
}

async function extractPdf(
  bytes: Uint8Array,
  limits: TextLimits,
  options: ExtractTextOptions,
  signal: AbortSignal,
  guard: () => void,
): Promise<ExtractedText> {
  const { getDocumentProxy, renderPageAsImage } = await import('unpdf');
  await options.onProgress?.({ stage: 'ocr_processing', percent: 2 });
  try {
    checkPdfExpansion(bytes, limits.maxPdfExpandedBytes);
  } catch (error) {
    if (error instanceof PdfExpansionError) throw new TextExtractionError(error.message);
    throw error;
  }
  guard();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await withDeadline(
      getDocumentProxy(new Uint8Array(bytes), {
        maxImageSize: limits.maxPixels,
        disableFontFace: true,
        useSystemFonts: false,
        stopAtErrors: false,
      }),
      signal,
      guard,
    );
  } catch (error) {
    if (error instanceof TextExtractionError) throw error;
    throw new TextExtractionError(`The PDF could not be opened: ${(error as Error).message}`);
  }
  try {
    const total = pdf.numPages;
    if (total > limits.maxPdfPages) {
      throw new TextExtractionError(`The PDF has ${total} pages; at most ${limits.maxPdfPages} pages are read`);
    }
    const texts: string[] = [];
    const confidences: number[] = [];
    let ocrPages = 0;
    for (let number = 1; number <= total; number++) {
      // Let timers and requests run between pages: the site stays responsive and the time limit can fire.
      await new Promise((resolve) => setImmediate(resolve));
      guard();
      const page = await withDeadline(pdf.getPage(number), signal, guard);
      const content = await withDeadline(page.getTextContent(), signal, guard);
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      if (text.replace(/\s/g, '').length >= MIN_PAGE_TEXT) {
        texts.push(cleanOcrText(text));
        confidences.push(1);
      } else {
        ocrPages++;
        if (ocrPages > limits.maxOcrPages) {
          throw new TextExtractionError(`More than ${limits.maxOcrPages} pages need OCR; split the PDF`);
        }
        const viewport = page.getViewport({ scale: limits.renderScale });
        let scale = limits.renderScale;
        if (viewport.width * viewport.height > limits.maxPixels) {
          scale = scale * Math.sqrt(limits.maxPixels / (viewport.width * viewport.height));
          if (scale < 0.5) throw new TextExtractionError(`Page ${number} is too large to render`);
        }
        const image = await withDeadline(
          renderPageAsImage(pdf, number, { canvasImport: () => import('@napi-rs/canvas'), scale }),
          signal,
          guard,
        );
        const result = await withDeadline(options.ocr.recognize(new Uint8Array(image), signal), signal, guard);
        const cleaned = cleanOcrText(result.text);
        texts.push(cleaned);
        if (cleaned) confidences.push(result.confidence);
      }
      page.cleanup();
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
    await pdf.loadingTask?.destroy().catch(() => {});
  }
}
