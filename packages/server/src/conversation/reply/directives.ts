// Saved prompt sections and the built-in reader. The reader writes from its own voices and cannot follow free text,
// but the instructions an administrator adds (by hand in the Prompt Editor, or by applying feedback) often say
// something it can do: keep it short, use a numbered list, end with a question, explain the terms, no emoji. Those
// are recognised in the text the admin added to a section (the built-in wording itself is left out) and applied
// to the reply. Pure.
import type { PersonalityId } from '@stellara/contract';
import { builtinSections, type PersonalitySections, promptSections } from '../personalities/catalogue.ts';

export interface ReplyDirectives {
  /** Shorten to about this many words (the closing question and the placements line kept). */
  maxWords: number | null;
  list: boolean;
  question: boolean;
  glossary: boolean;
  noEmoji: boolean;
}

export const NO_DIRECTIVES: ReplyDirectives = {
  maxWords: null,
  list: false,
  question: false,
  glossary: false,
  noEmoji: false,
};

export const GLOSSARY =
  'A quick glossary: a planet is a drive (what), its sign is the style (how), and its house is the area of life (where). Aspects are the angles between planets, showing which drives cooperate and which argue.';
const CLOSING_QUESTION = 'Which part of this feels most true for you right now?';
const DEFAULT_SHORT = 150;

/** The admin's own text in the sections: what differs from the built-in wording. */
export function addedText(personality: PersonalityId, sections: PersonalitySections): string {
  return promptSections
    .map((section) => {
      const builtin = builtinSections[personality][section];
      const content = sections[section] ?? '';
      return content.includes(builtin) ? content.replace(builtin, '') : content;
    })
    .join('\n')
    .trim();
}

export function promptDirectives(
  personality: PersonalityId,
  sections: PersonalitySections | undefined,
): ReplyDirectives {
  if (!sections) return NO_DIRECTIVES;
  const text = addedText(personality, sections);
  if (!text) return NO_DIRECTIVES;
  const words =
    /\b(\d{2,4}) words at most\b/i.exec(text) ??
    /\b(?:under|at most|no more than|fewer than|maximum of|max(?:imum)?)\s+(?:about\s+)?(\d{2,4})\s+words\b/i.exec(
      text,
    );
  const short =
    /\b(?:keep (?:replies|answers|readings|it) (?:short|brief|concise)|be (?:brief|concise)|shorter replies)\b/i.test(
      text,
    );
  return {
    maxWords: words ? Math.max(30, Number(words[1])) : short ? DEFAULT_SHORT : null,
    list: /\b(?:numbered list|bullet(?:ed)? (?:list|points)|as a (?:short )?list)\b/i.test(text),
    question: /\bend (?:with|on) (?:one |an? )?(?:open |reflective )?question\b/i.test(text),
    glossary: /\b(?:explain every (?:astrological )?term|no jargon|plain words)\b/i.test(text),
    noEmoji: /\b(?:no emoji|do not use emoji|don'?t use emoji|without emoji)\b/i.test(text),
  };
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter(Boolean);
/** A paragraph that opens with a bold heading ("**December 2026.** …"). */
const isHeaded = (p: string) => /^\*\*[^*\n]+\*\*/.test(p);

/** The reply with the directives applied; the "Placements used" line stays last and is not counted. */
export function applyDirectives(text: string, d: ReplyDirectives): string {
  if (d === NO_DIRECTIVES) return text;
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const placements = paragraphs.at(-1)?.startsWith('Placements used:') ? paragraphs.pop()! : null;
  let question = paragraphs.at(-1)?.trim().endsWith('?') && paragraphs.length > 1 ? paragraphs.pop()! : null;
  let body = paragraphs;

  if (d.glossary && !body.some((p) => p.startsWith('A quick glossary'))) body.push(GLOSSARY);
  if (d.maxWords !== null && body.filter(isHeaded).length >= 2) {
    // A reply in headed parts (a month-by-month outlook, two areas compared) is the shape the person asked for, and
    // outlasts a house style's length: every part is kept, cut to its first sentence.
    body = body.filter((p, i) => i === 0 || isHeaded(p)).map((p) => sentences(p)[0]!);
  } else if (d.maxWords !== null) {
    const budget = d.maxWords - (question ? wordCount(question) : 0);
    const kept: string[] = [];
    let used = 0;
    for (const p of body) {
      const n = wordCount(p);
      if (used + n <= budget) {
        kept.push(p);
        used += n;
        continue;
      }
      // The paragraph that overflows is cut at a sentence end; the first paragraph keeps at least one sentence.
      const part: string[] = [];
      for (const s of sentences(p)) {
        if (used + wordCount(s) > budget && (kept.length || part.length)) break;
        part.push(s);
        used += wordCount(s);
      }
      if (part.length) kept.push(part.join(' '));
      break;
    }
    body = kept;
  }
  if (d.list && body.length >= 3) {
    body = [
      body[0]!,
      body
        .slice(1)
        .map((p, i) => `${i + 1}. ${p.replace(/\n+/g, ' ')}`)
        .join('\n'),
    ];
  }
  if (d.question && !question) question = CLOSING_QUESTION;
  let out = [...body, ...(question ? [question] : []), ...(placements ? [placements] : [])].join('\n\n');
  if (d.noEmoji) out = out.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '').replace(/ {2,}/g, ' ');
  return out;
}
