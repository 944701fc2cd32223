import { EVIDENCE_MAX_WORDS } from '@stellara/contract';

/** Splits text into sentences (a line break without punctuation also ends one, as in headings). */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s*\n\s*\n\s*/g, '\n')
    .split(/(?<=[.!?])\s+|\n/)
    .map((s) =>
      s
        .replace(/\s+/g, ' ')
        .replace(/^[#>*\-\s]+/, '')
        .trim(),
    )
    .filter((s) => s.length >= 3);
}

/** At most `max` words of the sentence, copied as written (a real quote). */
export function quoteOf(sentence: string, max = EVIDENCE_MAX_WORDS): string {
  const words = sentence.split(' ').filter(Boolean);
  return words.length <= max ? sentence : `${words.slice(0, max).join(' ')}`;
}

/** A sentence with where it sits: headings (a short line without closing punctuation) and paragraphs. */
export interface DocumentSentence {
  text: string;
  heading: boolean;
  paragraph: number;
}

const HEADING_MAX_WORDS = 12;

/** The sentences of `splitSentences(text)`, in the same order, each with its paragraph and whether it is a heading. */
export function documentSentences(text: string): DocumentSentence[] {
  return text.split(/\n\s*\n/).flatMap((block, paragraph) =>
    splitSentences(block).map((sentence) => ({
      text: sentence,
      heading: !/[.!?:;,]["')\]]?$/.test(sentence) && sentence.split(' ').length <= HEADING_MAX_WORDS,
      paragraph,
    })),
  );
}
