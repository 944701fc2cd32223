// The reply to a technique the chart computes (Moon phase, balance, patterns, returns...): the direct answer first,
// the numbers only at the technical level, and nothing the chat already holds said again.

import { normal, withoutRepeats } from './said-once.ts';
import { fill, voiceOf } from './voices/index.ts';
import type { Reading, WriterInput } from './writer-types.ts';

/** Computed answers: the direct answer is the first sentence; the numbers only at the technical level. */
export function writeTechniques(input: WriterInput): Reading {
  const { plan, level } = input;
  const sections = plan.techniques.flatMap((t) => [[t.answer, ...t.details].join(' '), ...(t.table ? [t.table] : [])]);
  const technical = plan.techniques.flatMap((t) => t.technical);
  if (level === 'technical' && technical.length) {
    sections.push(`### Technical notes\n${technical.map((l) => `- ${l}`).join('\n')}`);
  }
  const earlierText = input.earlier.map(normal).join('\n');
  // A list of facts or a degree ends with its own offer, not a question about how it feels from the inside.
  const closing = plan.techniques.find((t) => t.closing !== undefined)?.closing;
  const question =
    closing ??
    voiceOf(input.personality)
      .questions.map((q) => fill(q, { focus: 'this' }))
      .find((q) => !earlierText.includes(normal(q)));
  // Asked again: the answer is said once more, its details and notes are not.
  const text = withoutRepeats([...sections, question ?? ''], earlierText)
    .filter(Boolean)
    .join('\n\n');
  return { text, placements: plan.techniques.flatMap((t) => t.ids) };
}
