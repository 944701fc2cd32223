// The line in the person's language above an English reply: the built-in reader writes its readings in English,
// says so honestly once in a chat (in full, or as what it can and cannot write when that language was just asked
// for), then opens each later reply with a short line that changes from turn to turn and, where the turn does
// something of its own (a loss told, "too long", a yes or no, the plans), answers it (turn-line.ts). The writer calls it
// (builtin-writer.ts); the plan says which language (chat-language.ts). Pure.
import { languageNotice } from './acts.ts';
import { languageAskedFor } from './chat-language.ts';
import { inTheirAddress } from './formal-address.ts';
import {
  CAN_AND_CANNOT,
  englishOnly,
  HELLO_NEW,
  HERE_IN_ENGLISH,
  hasLines,
  LANGUAGE_AGAIN,
  LANGUAGE_PLAIN,
  LANGUAGE_WELCOME,
} from './language-lines.ts';
import type { ReplyPlan } from './plan-types.ts';
import { normal } from './said-once.ts';
import { firstTails, turnLine } from './turn-line.ts';

/** A message mostly in another script (Cyrillic, Greek, Japanese...): one we have no words in at all. */
const inOtherScript = (message: string) => {
  const letters = message.match(/\p{L}/gu) ?? [];
  return letters.length >= 3 && letters.filter((c) => /\p{Script=Latin}/u.test(c)).length < letters.length / 2;
};

/**
 * The line in the person's language above an English reading: a newcomer's welcome; when they have just asked for
 * this language, what the reader can and cannot write in it; otherwise the full notice once in a chat; then a short
 * reminder. A language we have no lines in is told once, in English, that replies are in English. Null when there is
 * nothing to say (English, an emoji).
 */
export function languageLine(plan: ReplyPlan, earlierText: string, english = ''): string | null {
  // A medication question opens with the prescriber line; the line in their language follows it (directReply).
  if (
    plan.health === 'medication' ||
    plan.health === 'treatment-timing' ||
    plan.health === 'money-timing' ||
    plan.health === 'money-choice'
  )
    return null;
  const language = plan.language;
  // Earlier replies hold each line as it was sent: in "Sie", "vous" or "usted" if that is how the person writes.
  const forms = (line: string) => [normal(line), normal(inTheirAddress(line, plan))];
  const said = (line: string | null | undefined) => !!line && forms(line).some((f) => earlierText.includes(f));
  if (!hasLines(language)) {
    if (language === 'other' && !inOtherScript(plan.message)) return null;
    const honest = englishOnly(language);
    return said(honest) || said(englishOnly(language, true)) ? null : `${honest} Here is my answer in English:`;
  }
  const full = languageNotice(language);
  if (plan.note === 'welcome') return LANGUAGE_WELCOME[language] ?? full;
  const can = CAN_AND_CANNOT[language];
  // Asked for this language just now: the request is answered first, once in the chat.
  if (can && languageAskedFor(plan.message) === language && !said(can)) return `${can} ${HERE_IN_ENGLISH[language]}`;
  const told = [full, can, LANGUAGE_WELCOME[language], HELLO_NEW[language], ...firstTails()].some(said);
  // A condolence, a shorter reply, a yes or no, the plans: the line answers this turn (turn-line.ts).
  const answering = turnLine(plan, english, !told, said);
  if (answering) return answering;
  if (full && !told) return full;
  // A reply with no reading in it (a price, an apology, a medication question) is not called a reading.
  const plain = plan.mode === 'price' || plan.mode === 'apology' || plan.health === 'follow-up';
  if (plain) return LANGUAGE_PLAIN[language] ?? null;
  return inTurn(LANGUAGE_AGAIN[language] ?? [], earlierText, forms);
}

/** The first of the lines this chat has not had; once all have, the next in turn. */
function inTurn(lines: readonly string[], earlierText: string, forms: (line: string) => string[]): string | null {
  const times = (line: string) => Math.max(...forms(line).map((f) => earlierText.split(f).length - 1));
  const fresh = lines.find((line) => !times(line));
  if (fresh || !lines.length) return fresh ?? null;
  return lines[lines.reduce((n, line) => n + times(line), 0) % lines.length]!;
}
