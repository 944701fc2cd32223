import type { DocumentKind } from '@stellara/contract';

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** True when the bytes are valid UTF-8 text without NULs and with few control characters. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return false;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++;
  }
  return control <= Math.max(2, text.length / 1000);
}

const MARKDOWN_HINT = /(^|\n)(#{1,6} \S|[-*+] \S|\d+\. \S|> \S|```)|\*\*\S|\[[^\]\n]+\]\([^)\s]+\)/;

/**
 * The document kind decided by the file's content (magic bytes); the name only tells Markdown from plain text
 * once the content is known to be text. Null for anything unsupported.
 */
export function detectDocumentKind(bytes: Uint8Array, fileName = ''): DocumentKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  )
    return 'gif';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) return 'bmp';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  // A UTF-8 byte-order mark is allowed before text.
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  if (isUtf8Text(body)) {
    if (/\.(md|markdown)$/i.test(fileName)) return 'md';
    if (/\.txt$/i.test(fileName)) return 'txt';
    return MARKDOWN_HINT.test(new TextDecoder().decode(body.subarray(0, 8192))) ? 'md' : 'txt';
  }
  return null;
}

export const kindIsText = (kind: DocumentKind) => kind === 'txt' || kind === 'md';

export { checkBatchLimits, formatKb } from '@stellara/contract';
