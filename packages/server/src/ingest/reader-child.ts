import { DEFAULT_OCR_CONFIDENCE } from '@stellara/contract';
import type { Worker } from 'tesseract.js';
import { installPdfPolyfills, PdfDocument } from './pdf-document.ts';
import type { CallMessage, ChildMessage } from './reader-process.ts';
import { englishLangPath } from './tesseract-langpath.ts';

// The document reader process (started by ReaderProcess with a memory cap, killed past its time limit): pdf.js
// parsing and rendering, image conversion and tesseract OCR happen here, away from the server's memory and event
// loop. One PDF open at a time; calls arrive one after the other over IPC.

installPdfPolyfills();

let pdf: PdfDocument | null = null;
let tesseract: Promise<Worker> | null = null;

function ocrWorker(): Promise<Worker> {
  // A local langPath, gzip, cacheMethod 'none' and an errorHandler keep tesseract.js offline (NOTES-dependencies).
  tesseract ??= import('tesseract.js').then(({ createWorker }) =>
    createWorker('eng', 1, {
      langPath: englishLangPath(),
      gzip: true,
      cacheMethod: 'none',
      errorHandler: () => {},
    }),
  );
  return tesseract;
}

async function toPng(bytes: Uint8Array): Promise<Uint8Array> {
  const { loadImage, createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

const methods: Record<CallMessage['method'], (args: Record<string, unknown>) => Promise<unknown>> = {
  async 'pdf.open'(args) {
    await pdf?.close();
    pdf = null;
    pdf = await PdfDocument.open(args.bytes as Uint8Array, {
      maxPixels: args.maxPixels as number,
      maxExpandedBytes: args.maxExpandedBytes as number,
      maxPages: args.maxPages as number,
    });
    return { pages: pdf.pages };
  },
  async 'pdf.page'(args) {
    if (!pdf) throw new Error('No PDF is open');
    return pdf.page(args.number as number, {
      scale: args.scale as number,
      maxPixels: args.maxPixels as number,
      render: args.render !== false,
    });
  },
  async 'pdf.close'() {
    await pdf?.close();
    pdf = null;
    return null;
  },
  async 'image.png'(args) {
    return toPng(args.bytes as Uint8Array);
  },
  async 'ocr.recognize'(args) {
    const worker = await ocrWorker();
    const result = await worker.recognize(Buffer.from(args.image as Uint8Array));
    const confidence =
      typeof result.data.confidence === 'number' ? result.data.confidence / 100 : DEFAULT_OCR_CONFIDENCE;
    return { text: result.data.text ?? '', confidence: Math.max(0, Math.min(1, confidence)) };
  },
};

const send = (message: ChildMessage) => process.send?.(message);

process.on('message', (message: CallMessage) => {
  if (message?.type !== 'call') return;
  const method = methods[message.method];
  const run = method ? method(message.args) : Promise.reject(new Error(`Unknown method ${message.method}`));
  run.then(
    (value) => send({ type: 'result', id: message.id, ok: true, value }),
    (error: unknown) => {
      const e = error instanceof Error ? error : new Error(String(error));
      send({ type: 'result', id: message.id, ok: false, error: { name: e.name, message: e.message } });
    },
  );
});

// The parent going away ends the reader too.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
