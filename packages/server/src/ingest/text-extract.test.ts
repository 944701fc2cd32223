import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ASTRO_LINES,
  bmpOf,
  deflateBombPdf,
  jpegOf,
  pageBombPdf,
  pngBomb,
  pngOf,
  renderLines,
  scannedPdf,
  textPdf,
  tiffOf,
} from '../test-support/documents.ts';
import { detectDocumentKind } from './file-type.ts';
import { pdfjsDataPaths } from './pdf-document.ts';
import { checkPdfExpansion } from './pdf-expansion.ts';
import { ReaderProcess, residentMb } from './reader-process.ts';
import { type OcrEngine, TesseractOcr } from './tesseract-ocr.ts';
import { extractDocumentText, TextExtractionError } from './text-extract.ts';

const ocr = new TesseractOcr({ timeoutMs: 60_000 });
afterAll(() => ocr.close());

const read = (bytes: Uint8Array, name = 'file') => {
  const kind = detectDocumentKind(bytes, name);
  if (!kind) throw new Error('unsupported');
  return extractDocumentText(bytes, kind, { ocr });
};
const words = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, ' ');

describe('extractDocumentText', () => {
  it('reads Markdown directly with confidence 1', async () => {
    const md = new TextEncoder().encode('\ufeff# Saturn\r\n\r\nSaturn in Capricorn is patient.');
    const result = await read(md, 'a.md');
    expect(result).toEqual({ text: '# Saturn\n\nSaturn in Capricorn is patient.', confidence: 1, method: 'text' });
  });

  it('reads a text PDF by its text layer, page by page, without page-number lines', async () => {
    const pdf = textPdf([
      [ASTRO_LINES[0] as string, '1'],
      [ASTRO_LINES[1] as string, 'Page 2 of 2'],
    ]);
    const progress: unknown[] = [];
    const result = await extractDocumentText(pdf, 'pdf', { ocr, onProgress: (p) => void progress.push(p) });
    expect(result.method).toBe('pdf-text');
    expect(result.pages).toBe(2);
    expect(result.confidence).toBe(1);
    expect(result.text).toBe(`${ASTRO_LINES[0]}\n\n${ASTRO_LINES[1]}`);
    expect(progress).toContainEqual({ stage: 'ocr_processing', percent: 100, pagesDone: 2, pagesTotal: 2 });
  });

  it('OCRs a PNG and a JPEG with printed sentences', async () => {
    for (const image of [pngOf(ASTRO_LINES), jpegOf(ASTRO_LINES)]) {
      const result = await read(image);
      expect(result.method).toBe('tesseract');
      expect(result.confidence).toBeGreaterThan(0.7);
      const text = words(result.text);
      for (const w of ['saturn', 'capricorn', 'disciplined', 'moon', 'cancer', 'venus', 'jupiter'])
        expect(text).toContain(w);
    }
  }, 60_000);

  it('OCRs a GIF and a WebP through the canvas conversion', async () => {
    const canvas = renderLines(['Mars in Aries is bold.']);
    for (const image of [await canvas.encode('webp'), await canvas.encode('gif')]) {
      const result = await read(image);
      expect(words(result.text)).toContain('mars in aries is bold');
    }
  }, 60_000);

  it('OCRs a BMP and a TIFF', async () => {
    for (const [image, kind] of [
      [bmpOf(['Saturn in Capricorn is patient.']), 'bmp'],
      [tiffOf(['Saturn in Capricorn is patient.']), 'tiff'],
    ] as const) {
      expect(detectDocumentKind(image)).toBe(kind);
      const result = await read(image);
      expect(words(result.text), kind).toContain('saturn in capricorn is patient');
    }
  }, 60_000);

  it('renders and OCRs a scanned (image-only) PDF', async () => {
    const result = await read(scannedPdf(ASTRO_LINES), 'scan.pdf');
    expect(result.method).toBe('pdf-ocr');
    expect(result.ocrPages).toBe(1);
    expect(words(result.text)).toContain('saturn in capricorn');
    expect(words(result.text)).toContain('venus trine jupiter');
  }, 60_000);

  it('refuses a 50,000-page PDF and an image bomb with clear errors', async () => {
    await expect(read(pageBombPdf(50_000), 'bomb.pdf')).rejects.toThrow(
      'The PDF has 50000 pages; at most 2000 pages are read',
    );
    await expect(read(pngBomb())).rejects.toThrow(/100000 x 100000 pixels; at most 40 megapixels/);
    await expect(read(pngBomb())).rejects.toBeInstanceOf(TextExtractionError);
  });

  it('refuses a decompression bomb before pdf.js reads it', async () => {
    const bomb = deflateBombPdf(64);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(
      extractDocumentText(bomb, 'pdf', { ocr, limits: { maxPdfExpandedBytes: 16 * 2 ** 20 } }),
    ).rejects.toThrow('The PDF expands to more than 16 MB when decompressed (a decompression bomb?)');
    // Compressed text PDFs under the limit still read.
    expect(checkPdfExpansion(deflateBombPdf(1), 16 * 2 ** 20)).toBe(2 ** 20);
  });

  it('fails a broken PDF clearly', async () => {
    await expect(read(new TextEncoder().encode('%PDF-1.4\ngarbage'), 'x.pdf')).rejects.toThrow(
      /^The PDF could not be opened: /,
    );
  });

  it('stops at the time limit when OCR hangs', async () => {
    const hanging: OcrEngine = { method: 'tesseract', recognize: () => new Promise(() => {}), close: async () => {} };
    await expect(
      extractDocumentText(scannedPdf(ASTRO_LINES), 'pdf', { ocr: hanging, limits: { timeoutMs: 300 } }),
    ).rejects.toThrow('Reading took longer than 0.3 s');
    await expect(
      extractDocumentText(pngOf(ASTRO_LINES), 'png', { ocr: hanging, limits: { timeoutMs: 300 } }),
    ).rejects.toThrow('Reading took longer than 0.3 s');
  });

  it('renders a page in a standard font (not embedded) with the bundled font data, and OCRs it', async () => {
    // Under 20 characters of text layer: the page is rendered and OCR'd. Helvetica is not embedded in the file.
    const pdf = textPdf([['Mars trine Venus']]);
    const result = await extractDocumentText(pdf, 'pdf', { ocr });
    expect(result.method).toBe('pdf-ocr');
    expect(words(result.text)).toContain('mars trine venus');
    const { standardFontDataUrl } = pdfjsDataPaths();
    expect(existsSync(join(standardFontDataUrl, 'LiberationSans-Regular.ttf'))).toBe(true);
    expect(existsSync(join(standardFontDataUrl, 'FoxitSerif.pfb'))).toBe(true);
  }, 60_000);

  it("takes the font data from pdfjs-dist of the same version as unpdf's bundled pdf.js", async () => {
    const { getResolvedPDFJS } = await import('unpdf');
    const { version } = await getResolvedPDFJS();
    const require = createRequire(import.meta.url);
    expect(require('pdfjs-dist/package.json').version).toBe(version);
  });

  it('kills the PDF reader past its memory cap: the job fails clearly, this process is untouched', async () => {
    // 300 MB of content that the expansion check is told to allow: pdf.js inflates it inside the reader.
    const bomb = deflateBombPdf(300);
    const before = residentMb(process.pid) ?? 0;
    await expect(
      extractDocumentText(bomb, 'pdf', {
        ocr,
        limits: { maxPdfExpandedBytes: 2 ** 31, readerMemoryMb: 220 },
      }),
    ).rejects.toThrow('Reading the file needed more than 220 MB of memory');
    // The server side never held the inflated content.
    expect((residentMb(process.pid) ?? 0) - before).toBeLessThan(150);
  }, 60_000);

  it('kills a recognition past its time limit and reads again afterwards', async () => {
    const quick = new TesseractOcr({ timeoutMs: 200 });
    try {
      await expect(quick.recognize(pngOf(ASTRO_LINES))).rejects.toThrow('OCR took longer than 0.2 s');
      expect(quick.pid).toBeUndefined();
    } finally {
      await quick.close();
    }
    const again = await ocr.recognize(pngOf(['Saturn in Capricorn is patient.']));
    expect(words(again.text)).toContain('saturn in capricorn');
  }, 60_000);

  it('a reader killed past its time limit takes no more calls; the next call starts a fresh process', async () => {
    const reader = new ReaderProcess({ memoryMb: 512 });
    try {
      // A failing call is an ordinary error: the process stays.
      await expect(reader.call('pdf.page', { number: 1 }, { timeoutMs: 30_000 })).rejects.toThrow('No PDF is open');
      const first = reader.pid;
      expect(first).toBeGreaterThan(0);
      const slow = reader.call(
        'pdf.open',
        { bytes: deflateBombPdf(64), maxPixels: 1e6, maxExpandedBytes: 2 ** 30, maxPages: 10 },
        {
          timeoutMs: 1,
          timeoutMessage: 'too slow',
        },
      );
      await expect(slow).rejects.toThrow('too slow');
      // Asked again at once: answered by a new process, not the dying one.
      await expect(reader.call('pdf.page', { number: 1 }, { timeoutMs: 30_000 })).rejects.toThrow('No PDF is open');
      expect(reader.pid).not.toBe(first);
    } finally {
      await reader.close();
    }
    expect(reader.pid).toBeUndefined();
  }, 60_000);
});
