// A request to switch language mid-chat: "perdón, can you answer in english too?", "say the main point in english"
// (a friend reading over their shoulder), "tell me more about the mars thing, in english this time". The language
// asked for is the one the reply is written in; with no subject named, the previous reply's main point is said again
// in two or three sentences; with one named, that subject goes on as usual. Pure.
import { corpusLanguage } from '../understanding/language.ts';
import type { Understanding } from '../understanding/understanding.ts';
import { languageAskedFor } from './chat-language.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

export { languageAskedFor } from './chat-language.ts';

/** The message as heard, in the language it asks for when the corpus reads that one (the reply is written in it). */
export function heardInLanguageAsked(heard: Understanding, message: string): Understanding {
  const asked = languageAskedFor(message);
  return asked && corpusLanguage(asked) !== 'other' ? { ...heard, language: corpusLanguage(asked) } : heard;
}

/** "The main point", "answer that", "say it again", "too": the last reply again, not a new subject. */
const SAME_AGAIN =
  /\b(main point|gist|summary|sum up|summarise|summarize|that|it|this|again|too|also|answer|say|repeat|translate|principal|resumir|resume|resumen|resumo|traduc\w*|traduz\w*|traduis\w*)\b/;

/** A switch of language with no chart subject of its own: the previous reply's main point, in the language asked. */
export const planLanguageSwitch: PlanBuilder = ({ input, base, heard }) => {
  if (!heard || !input.earlierQuestions.length || !languageAskedFor(input.message)) return null;
  const about = heard.about;
  const subject = about.points.length || about.houses.length || about.signs.length || about.techniques.length;
  if (subject || /\bthe \w+ thing\b/i.test(input.message) || !SAME_AGAIN.test(normalise(input.message))) return null;
  return { ...base, mode: 'talk', topic: 'the main point again', talk: { kind: 'summary' } };
};

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z"(])/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The main point of a reply in two or three sentences: what it was about (its first heading), the first sentence
 * under it, and the first sentence of its conclusion; a reply without headings, its first two sentences. A line in
 * another language before the reply, ending in a colon, is left out.
 */
export function mainPointOf(reply: string): string {
  const paragraphs = reply.split(/\n{2,}/).filter((p) => !/:\s*$/.test(p.trim()));
  const sections = paragraphs.join('\n\n').split(/^### /m);
  const headed = sections.slice(1).map((s) => {
    const [heading, ...body] = s.split('\n');
    return {
      heading: heading!.trim(),
      first:
        sentences(
          body
            .join('\n')
            .replace(/^(?:[-*]|\d+[.)])\s+/gm, '')
            .replace(/\n/g, ' '),
        )[0] ?? '',
    };
  });
  if (!headed.length) return sentences(paragraphs.join(' ')).slice(0, 2).join(' ');
  const lead = headed[0]!;
  const together = headed.find((h) => /putting it together|in short|together/i.test(h.heading));
  // "Moon in Aries, in the 7th house" is the person's own: "your Moon in Aries…".
  const about = lead.heading
    .replace(/^Your /, 'your ')
    .replace(/^(?=[A-Z][a-z]+ (in|on|square|trine|sextile|opposition|conjunct))/, 'your ');
  // "Your 10th house covers…" already names what it is about: one sentence, not "The main point was your 10th
  // house. Your 10th house…".
  const bare = (t: string) => t.toLowerCase().replace(/^your /, '');
  const named = bare(lead.first).startsWith(bare(about));
  const out = named
    ? [`The main point: your ${lead.first.replace(/^your /i, '')}`]
    : [`The main point was ${about}.`, lead.first];
  if (together && together !== lead && together.first) out.push(together.first);
  return out.filter(Boolean).join(' ');
}
