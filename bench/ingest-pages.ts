// Benchmark: document reading speed (docs/admin.md): pages per minute for text-layer PDFs (unpdf) and for OCR
// (scanned PDF pages rendered with @napi-rs/canvas and read by tesseract.js with the bundled English data).
// Documents are generated here: a text PDF of N pages of astrology sentences, a scanned PDF of M image-only pages.
// Run: npx tsx bench/ingest-pages.ts [textPages=200] [scannedPages=10]
// PDF reading and OCR happen in reader child processes (packages/server/src/ingest/reader-process.ts).
import { cpus } from 'node:os';
import { deflateSync } from 'node:zlib';
import { extractDocumentText, TesseractOcr } from '@stellara/server/bench';
import { assemblePdf, renderLines, textPdf } from '@stellara/server/testing/documents';

const textPages = Number(process.argv[2] ?? 200);
const scannedPages = Number(process.argv[3] ?? 10);

const SENTENCES = [
  'Saturn in Capricorn is disciplined and patient, and it builds structure over the years.',
  'The Moon in Cancer is nurturing and protective of home and family.',
  'Venus trine Jupiter brings generous warmth and ease in relationships.',
  'Mars square Pluto can be intense, with anger that asks to be used for courage.',
  'The tenth house describes career, reputation and the public role.',
  'Mercury retrograde invites review of communication and plans.',
];
const pageLines = (i: number) => Array.from({ length: 40 }, (_, j) => SENTENCES[(i + j) % SENTENCES.length] as string);

function scannedPdfPages(count: number): Buffer {
  const pages: string[] = [];
  const bodies: Array<string | Buffer> = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  for (let p = 0; p < count; p++) {
    const canvas = renderLines(pageLines(p).slice(0, 20), 1600, 30);
    const { width, height } = canvas;
    const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const gray = Buffer.alloc(width * height);
    for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4] ?? 255;
    const data = deflateSync(gray);
    const pageHeight = Math.round((595 * height) / width);
    const base = bodies.length + 1;
    pages.push(`${base} 0 R`);
    const draw = `q 595 0 0 ${pageHeight} 0 0 cm /Im1 Do Q`;
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 ${pageHeight}] /Resources << /XObject << /Im1 ${base + 1} 0 R >> >> /Contents ${base + 2} 0 R >>`,
    );
    bodies.push(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
          'latin1',
        ),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
    bodies.push(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
  }
  bodies[1] = `<< /Type /Pages /Kids [${pages.join(' ')}] /Count ${count} >>`;
  return assemblePdf(bodies);
}

const ocr = new TesseractOcr();
const perMinute = (pages: number, ms: number) => Math.round((pages / ms) * 60_000);

const text = textPdf(Array.from({ length: textPages }, (_, i) => pageLines(i)));
let t = performance.now();
const textResult = await extractDocumentText(text, 'pdf', { ocr });
const textMs = performance.now() - t;

const scanned = scannedPdfPages(scannedPages);
// Warm the OCR worker so its start is reported separately.
t = performance.now();
await extractDocumentText(scannedPdfPages(1), 'pdf', { ocr });
const warmMs = performance.now() - t;
t = performance.now();
const scanResult = await extractDocumentText(scanned, 'pdf', { ocr });
const scanMs = performance.now() - t;
await ocr.close();

const lines = [
  `# Document reading benchmark (bench/ingest-pages.ts)`,
  ``,
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString()}`,
  ``,
  `| Input | Pages | Time | Pages/minute | Method | Confidence |`,
  `|---|---|---|---|---|---|`,
  `| Text PDF (${(text.length / 1024).toFixed(0)} KB, 40 lines a page) | ${textResult.pages} | ${(textMs / 1000).toFixed(2)} s | ${perMinute(textPages, textMs)} | ${textResult.method} | ${textResult.confidence.toFixed(2)} |`,
  `| Scanned PDF (1600 px wide, 20 lines a page) | ${scanResult.pages} | ${(scanMs / 1000).toFixed(2)} s | ${perMinute(scannedPages, scanMs)} | ${scanResult.method} | ${scanResult.confidence.toFixed(2)} |`,
  ``,
  `OCR worker start plus first page: ${(warmMs / 1000).toFixed(2)} s. Characters read: text ${textResult.text.length}, OCR ${scanResult.text.length}.`,
  ``,
  `PDF parsing and rendering run in a reader child process per document, OCR in one long-lived OCR process (both with`,
  `a 1024 MB memory cap and killed past their time limits); the times include starting the PDF reader (here loaded`,
  `through tsx from source; \`npm start\` forks the bundled dist/reader-child.js). Standard 14 fonts from pdfjs-dist.`,
  ``,
  `Command: npx tsx bench/ingest-pages.ts ${textPages} ${scannedPages}`,
];
console.log(lines.join('\n'));
