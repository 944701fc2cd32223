import { constants, inflateSync } from 'node:zlib';

// A decompression bomb check for PDFs, before pdf.js sees the file: every stream is inflated with a cap on the
// total output, so a small file that expands to gigabytes is refused instead of exhausting the server's memory.

export class PdfExpansionError extends Error {
  override name = 'PdfExpansionError';
}

const STREAM = Buffer.from('stream');
const END = Buffer.from('endstream');

/** Total inflated size of the PDF's Flate streams; throws PdfExpansionError past `maxBytes`. */
export function checkPdfExpansion(pdf: Uint8Array, maxBytes: number): number {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const start = buffer.indexOf(STREAM, at);
    if (start < 0) break;
    at = start + STREAM.length;
    // "endstream" also contains "stream": skip it.
    if (start >= 3 && buffer.toString('latin1', start - 3, start) === 'end') continue;
    let dataStart = at;
    if (buffer[dataStart] === 0x0d) dataStart++;
    if (buffer[dataStart] === 0x0a) dataStart++;
    const end = buffer.indexOf(END, dataStart);
    if (end < 0) break;
    at = end + END.length;
    const data = buffer.subarray(dataStart, end);
    if (data.length < 2 || (data[0] as number) !== 0x78) continue; // not a zlib stream
    try {
      const out = inflateSync(data, {
        maxOutputLength: Math.max(1, maxBytes - total + 1),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      total += out.length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
        throw new PdfExpansionError(
          `The PDF expands to more than ${Math.round(maxBytes / 2 ** 20)} MB when decompressed (a decompression bomb?)`,
        );
      }
      // A stream zlib cannot read is left to pdf.js.
    }
    if (total > maxBytes) {
      throw new PdfExpansionError(
        `The PDF expands to more than ${Math.round(maxBytes / 2 ** 20)} MB when decompressed (a decompression bomb?)`,
      );
    }
  }
  return total;
}
