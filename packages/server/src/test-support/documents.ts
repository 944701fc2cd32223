import { deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

// Documents the tests generate: PDFs written by hand in PDF syntax and images rendered with @napi-rs/canvas.

/** Assembles a PDF from object bodies (object i+1 = bodies[i]; object 1 must be the catalog). */
export function assemblePdf(bodies: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A text PDF: one page per entry, each page's lines in Helvetica. */
export function textPdf(pages: string[][]): Buffer {
  // 1 catalog, 2 pages, 3 font, then per page: page object and content stream.
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  const bodies: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    const stream = `BT /F1 12 Tf 14 TL 50 780 Td ${lines.map((l) => `(${escapePdf(l)}) Tj T*`).join(' ')} ET`;
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    bodies.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  return assemblePdf(bodies);
}

/** Renders printed lines on white, as a scan would look. */
export function renderLines(lines: string[], width = 1400, fontSize = 34) {
  const lineHeight = Math.round(fontSize * 1.6);
  const height = 80 + lines.length * lineHeight;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = `${fontSize}px sans-serif`;
  lines.forEach((line, i) => {
    context.fillText(line, 40, 60 + i * lineHeight);
  });
  return canvas;
}

export const pngOf = (lines: string[]) => renderLines(lines).toBuffer('image/png');
export const jpegOf = (lines: string[]) => renderLines(lines).toBuffer('image/jpeg', 92);

/** A scanned PDF: `pages` pages, each the same image of `lines` and no text layer (only OCR can read it). */
export function scannedPdf(lines: string[], pages = 1): Buffer {
  const canvas = renderLines(lines);
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const gray = Buffer.alloc(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4] ?? 255;
  const data = deflateSync(gray);
  // The page is 595 points wide; the image is scaled to fit.
  const pageHeight = Math.round((595 * height) / width);
  const draw = `q 595 0 0 ${pageHeight} 0 0 cm /Im1 Do Q`;
  // 1 catalog, 2 pages, then the page objects, then the image and the drawing they share.
  const image = 3 + pages;
  const page = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 ${pageHeight}] /Resources << /XObject << /Im1 ${image} 0 R >> >> /Contents ${image + 1} 0 R >>`;
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => page),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        'latin1',
      ),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`,
  ]);
}

/** A PDF bomb by page count: a small file that claims `count` pages (all the same page object). */
export function pageBombPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, () => '3 0 R').join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]);
}

/** A PNG header announcing a huge image (an image bomb); the rest of the file is never decoded. */
export function pngBomb(width = 100_000, height = 100_000): Buffer {
  const png = Buffer.from(pngOf(['x']));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

export const ASTRO_LINES = [
  'Saturn in Capricorn is disciplined and patient.',
  'The Moon in Cancer is nurturing and protective.',
  'Venus trine Jupiter brings generous warmth.',
];

/** A decompression bomb: one page whose content stream is `mb` megabytes of spaces, compressed to a few KB. */
export function deflateBombPdf(mb: number): Buffer {
  const data = deflateSync(Buffer.alloc(mb * 2 ** 20, 0x20), { level: 9 });
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  ]);
}

/** 24-bit BMP of the printed lines (bottom-up rows, padded to 4 bytes). */
export function bmpOf(lines: string[]): Buffer {
  const canvas = renderLines(lines);
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + rowSize * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      out[row + x * 3] = rgba[i + 2] ?? 255;
      out[row + x * 3 + 1] = rgba[i + 1] ?? 255;
      out[row + x * 3 + 2] = rgba[i] ?? 255;
    }
  }
  return out;
}

/** Baseline uncompressed 8-bit grayscale TIFF (little-endian) of the printed lines. */
export function tiffOf(lines: string[]): Buffer {
  const canvas = renderLines(lines);
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = rgba[i * 4] ?? 255;
  const entries: Array<[number, number, number]> = [
    [256, 4, width],
    [257, 4, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 8],
    [277, 3, 1],
    [278, 4, height],
    [279, 4, pixels.length],
  ];
  const ifdOffset = 8 + pixels.length;
  const out = Buffer.alloc(ifdOffset + 2 + entries.length * 12 + 4);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(ifdOffset, 4);
  pixels.copy(out, 8);
  out.writeUInt16LE(entries.length, ifdOffset);
  entries.forEach(([tag, type, value], i) => {
    const at = ifdOffset + 2 + i * 12;
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(1, at + 4);
    if (type === 3) out.writeUInt16LE(value, at + 8);
    else out.writeUInt32LE(value, at + 8);
  });
  return out;
}
