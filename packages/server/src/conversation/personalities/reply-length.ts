// A length the trainer set in words ("at most 150 words"), and a reply brought within it without cutting a list
// or a sentence in half. Pure.

const NUMBER = '(\\d{2,4})';
const LIMITS = [
  new RegExp(
    `\\b(?:at most|no more than|not more than|under|below|fewer than|less than|max(?:imum)?(?: of)?|up to|within)\\s+(?:about\\s+)?${NUMBER}\\s+words\\b`,
    'i',
  ),
  new RegExp(`\\b${NUMBER}\\s+words\\s+(?:at most|max(?:imum)?|or (?:less|fewer))\\b`, 'i'),
  new RegExp(`\\b${NUMBER}[- ]word\\s+(?:limit|max(?:imum)?|cap)\\b`, 'i'),
];

/** The word limit a text sets, the last one when it sets several (a later instruction wins); null when none. */
export function wordLimitIn(...texts: string[]): number | null {
  let found: number | null = null;
  for (const text of texts) {
    for (const line of text.split(/\n+/)) {
      for (const re of LIMITS) {
        const n = Number(re.exec(line)?.[1]);
        if (Number.isInteger(n) && n >= 20) found = n;
      }
    }
  }
  return found;
}

export const countWords = (text: string): number =>
  text
    .replace(/[#>*_`|-]+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Blocks of a markdown reply: paragraphs and headings, and each list with the line that leads into it. */
function blocks(text: string): { text: string; list: boolean }[] {
  const out: { text: string; list: boolean }[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim());
    if (!lines.length) continue;
    const isList = lines.some((l) => LIST_ITEM.test(l));
    const prev = out.at(-1);
    // "Three things to try:" belongs with the list under it: neither goes without the other.
    if (isList && prev && !prev.list && /:\s*$/.test(prev.text)) {
      out[out.length - 1] = { text: `${prev.text}\n\n${lines.join('\n')}`, list: true };
    } else out.push({ text: lines.join('\n'), list: isList });
  }
  return out;
}

/**
 * The reply within `max` words, made of whole pieces: whole paragraphs, whole lists with their lead-in (a list
 * that does not fit keeps its first whole items only when they make at least two), whole sentences, and a closing
 * question kept when there is one. A reply already within the limit comes back unchanged.
 */
export function fitToWords(text: string, max: number): string {
  const trimmed = text.trim();
  if (countWords(trimmed) <= max) return trimmed;
  const all = blocks(trimmed);
  const lastBlock = all.at(-1);
  const closing =
    lastBlock && !lastBlock.list && /\?\s*$/.test(lastBlock.text) ? sentencesOf(lastBlock.text).at(-1)! : null;
  let budget = max - (closing ? countWords(closing) : 0);
  const kept: string[] = [];
  const body = closing ? all.slice(0, -1) : all;
  for (const block of body) {
    const n = countWords(block.text);
    if (n <= budget) {
      kept.push(block.text);
      budget -= n;
      continue;
    }
    if (block.list) {
      const lines = block.text.split('\n');
      const partial: string[] = [];
      let used = 0;
      let items = 0;
      for (const line of lines) {
        const w = countWords(line);
        if (used + w > budget) break;
        partial.push(line);
        used += w;
        if (LIST_ITEM.test(line)) items++;
      }
      if (items >= 2) kept.push(partial.join('\n').replace(/\n\n$/, ''));
    } else if (!/^#/.test(block.text)) {
      const partial: string[] = [];
      let used = 0;
      for (const s of sentencesOf(block.text)) {
        const w = countWords(s);
        if (used + w > budget) break;
        partial.push(s);
        used += w;
      }
      if (partial.length) kept.push(partial.join(' '));
    }
    break;
  }
  // A heading with nothing under it says nothing.
  while (kept.length && /^#{1,6}\s/.test(kept.at(-1)!) && !kept.at(-1)!.includes('\n')) kept.pop();
  if (closing) kept.push(closing);
  return kept.join('\n\n');
}
