// A question about Stellara asked again in one chat: answered again in a line, never the same paragraph twice, and
// never with the "still a program" line when it asked about cancelling, data or limits. Pure.
import { type AnswerPlan, appQuestionsOf } from './app-questions.ts';
import { ABOUT_AGAIN, BRIEF_AGAIN, normal, unsaid } from './said-once.ts';

/**
 * The answer once in a chat: asked again, "what are you" gets a short line that it is still a program, and any other
 * question (cancelling, data, limits) its own answer again in its first sentence, never the line about being a program.
 */
export function appAnswerOnce(plan: AnswerPlan, full: string, earlierText: string, turn: number): string {
  if (!earlierText.includes(normal(full))) return full;
  if ((appQuestionsOf(plan.message)[0] ?? 'what') !== 'what') {
    const first = full.split(/(?<=[.!?])\s+/)[0]!.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
    const lines = ['As I said: ', 'Once more, in short: ', 'The same answer: '].map((lead) => `${lead}${first}`);
    return lines.find((line) => !earlierText.includes(normal(line))) ?? lines[turn % lines.length]!;
  }
  const again = unsaid((i) => ABOUT_AGAIN[(turn + i) % ABOUT_AGAIN.length]!, earlierText, ABOUT_AGAIN.length);
  return again ?? BRIEF_AGAIN[turn % 4]!;
}
