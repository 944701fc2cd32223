import { type ExtractionResult, extractionResultSchema, ingestMessages } from '@stellara/contract';

/** Thrown when a model reply is not a valid extraction; the message is one of the spec's exact texts. */
export class ExtractionParseError extends Error {
  override name = 'ExtractionParseError';
}

/** Removes Markdown code-fence markers around a JSON reply. */
export function stripCodeFences(raw: string): string {
  let text = raw.trim();
  const fenced = /^```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)\n?```\s*$/.exec(text);
  if (fenced?.[1] !== undefined) text = fenced[1];
  return text
    .replace(/^```[a-zA-Z0-9_-]*\s*/, '')
    .replace(/```\s*$/, '')
    .trim();
}

/**
 * Parses and validates a model's extraction reply (docs/admin.md): fences stripped, JSON parsed, an extraction object
 * with a concepts array required, then the whole structure checked against the schema so a document cannot make
 * the extraction write outside it.
 */
export function parseExtraction(raw: string): ExtractionResult {
  let data: unknown;
  try {
    data = JSON.parse(stripCodeFences(raw));
  } catch (error) {
    throw new ExtractionParseError(ingestMessages.parseFailed((error as Error).message));
  }
  const extraction = (data as { extraction?: { concepts?: unknown } } | null)?.extraction;
  if (!extraction || typeof extraction !== 'object' || !Array.isArray(extraction.concepts)) {
    throw new ExtractionParseError(ingestMessages.missingConcepts);
  }
  const parsed = extractionResultSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid structure';
    throw new ExtractionParseError(ingestMessages.parseFailed(where));
  }
  return parsed.data;
}
