import { EXTRACTION_MAX_CHARS, TEXT_PREVIEW_CHARS, TRUNCATION_MARKER } from '@stellara/contract';

/**
 * The OCR cleanup (docs/admin.md): curly quotes become straight, an em dash a hyphen, an ellipsis three dots,
 * whitespace collapses; lines holding only a number, or starting with "Page N", are removed.
 */
export function cleanOcrText(text: string): string {
  const replaced = text
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2014\u2013]/g, '-')
    .replace(/\u2026/g, '...');
  const lines = replaced
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\f\v\u00A0]+/g, ' ').trim())
    .filter((line) => !/^\d+$/.test(line) && !/^page\s+\d+/i.test(line));
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text for extraction: cut at 50,000 characters with the marker. */
export function truncateForExtraction(text: string): { text: string; truncated: boolean } {
  if (text.length <= EXTRACTION_MAX_CHARS) return { text, truncated: false };
  return { text: `${text.slice(0, EXTRACTION_MAX_CHARS)}\n\n${TRUNCATION_MARKER}`, truncated: true };
}

export const textPreview = (text: string) => text.slice(0, TEXT_PREVIEW_CHARS);
