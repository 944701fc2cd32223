import { createRequire } from 'node:module';
import path from 'node:path';
import { checkPdfExpansion, PdfExpansionError } from './pdf-expansion.ts';

// PDF reading with pdf.js (through unpdf): the text layer of a page, or the page rendered to PNG for OCR when it has
// none. Runs inside the reader child process (reader-child.ts), never in the server process.

export class PdfReadError extends Error {
  override name = 'PdfReadError';
}

/** A page counts as having a text layer when it yields at least this many non-space characters. */
export const MIN_PAGE_TEXT = 20;

const require = createRequire(import.meta.url);

/**
 * pdf.js's data for the standard 14 fonts (Helvetica, Times, Courier... as Foxit and Liberation fonts), shipped by
 * pdfjs-dist of the same version as unpdf's pdf.js. A PDF that names a standard font without embedding it renders
 * with these glyphs on any machine, offline, instead of relying on whatever system font the canvas finds.
 * pdf.js reads them in Node with fs.readFile(`${url}${file}`), so this is a plain path with a trailing slash
 * (unpdf's own default is a file:// URL, which that read cannot open).
 */
export function pdfjsDataPaths(): { standardFontDataUrl: string; cMapUrl: string } {
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  return {
    standardFontDataUrl: `${path.join(root, 'standard_fonts')}${path.sep}`,
    cMapUrl: `${path.join(root, 'cmaps')}${path.sep}`,
  };
}

/**
 * pdf.js (5.6 as well as 6) calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) when it compiles a font for
 * rendering, and unpdf does not polyfill it; on Node 20 every page with text rendered blank. Installed in the reader
 * process only.
 */
export function installPdfPolyfills(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const out = new ArrayBuffer(length);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return out;
    },
  });
}

type PdfProxy = Awaited<ReturnType<typeof import('unpdf')['getDocumentProxy']>>;

export interface OpenPdfLimits {
  maxPixels: number;
  maxExpandedBytes: number;
  maxPages: number;
}

export interface PdfPage {
  text: string;
  /** The page has no text layer: it must be OCR'd. */
  needsOcr: boolean;
  /** PNG of such a page (when rendering was asked for). */
  image?: Uint8Array;
}

export class PdfDocument {
  private constructor(
    private readonly pdf: PdfProxy,
    readonly pages: number,
  ) {}

  static async open(bytes: Uint8Array, limits: OpenPdfLimits): Promise<PdfDocument> {
    installPdfPolyfills();
    try {
      checkPdfExpansion(bytes, limits.maxExpandedBytes);
    } catch (error) {
      if (error instanceof PdfExpansionError) throw new PdfReadError(error.message);
      throw error;
    }
    const { getDocumentProxy } = await import('unpdf');
    let pdf: PdfProxy;
    try {
      pdf = await getDocumentProxy(new Uint8Array(bytes), {
        ...pdfjsDataPaths(),
        cMapPacked: true,
        maxImageSize: limits.maxPixels,
        disableFontFace: true,
        useSystemFonts: false,
        stopAtErrors: false,
        verbosity: 0,
      });
    } catch (error) {
      throw new PdfReadError(`The PDF could not be opened: ${(error as Error).message}`);
    }
    if (pdf.numPages > limits.maxPages) {
      await pdf.loadingTask.destroy().catch(() => {});
      throw new PdfReadError(`The PDF has ${pdf.numPages} pages; at most ${limits.maxPages} pages are read`);
    }
    return new PdfDocument(pdf, pdf.numPages);
  }

  /** The page's text layer, or (when it has none) the page rendered at `scale`, reduced to fit `maxPixels`. */
  async page(number: number, options: { scale: number; maxPixels: number; render: boolean }): Promise<PdfPage> {
    const page = await this.pdf.getPage(number);
    try {
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      if (text.replace(/\s/g, '').length >= MIN_PAGE_TEXT) return { text, needsOcr: false };
      if (!options.render) return { text, needsOcr: true };
      const viewport = page.getViewport({ scale: options.scale });
      let scale = options.scale;
      if (viewport.width * viewport.height > options.maxPixels) {
        scale = scale * Math.sqrt(options.maxPixels / (viewport.width * viewport.height));
        if (scale < 0.5) throw new PdfReadError(`Page ${number} is too large to render`);
      }
      const { renderPageAsImage } = await import('unpdf');
      const image = await renderPageAsImage(this.pdf, number, { canvasImport: () => import('@napi-rs/canvas'), scale });
      return { text, needsOcr: true, image: new Uint8Array(image) };
    } finally {
      page.cleanup();
    }
  }

  async close(): Promise<void> {
    await this.pdf.loadingTask.destroy().catch(() => {});
  }
}
