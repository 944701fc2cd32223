// Plans for small talk: thanks, a goodbye, a chat's opening greeting, which the understanding step may hear as noise
// or as sharing when they are typed in a word or in emoji. Pure.
import { FIRST_CHART_MESSAGE } from '@stellara/contract';
import { isGreetingAlone, isThanksAlone } from '../understanding/features.ts';
import { englishOnlyHello, HELLO_AGAIN, HELLO_NEW, hasLines } from './language-lines.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

/** Thanks or a goodbye, nothing asked and nothing told: a short reply with one offer (the next distinctive factor). */
export const planThanks: PlanBuilder = ({ asks, heard, acts, base, b, input }) =>
  // "what is a 'square' even, you keep saying it" asks for a term, however the reader hears it.
  base.question.kind !== 'definition' &&
  ((!asks &&
    !heard?.situation &&
    (!acts.includes('share') || LEAVING.test(input.message)) &&
    (acts.includes('thank') || acts.includes('leave'))) ||
    // "ciao", "buenas noches" later in a chat are a goodbye, not a hello to answer with more reading.
    (!asks &&
      acts.includes('greet') &&
      input.earlierQuestions.length > 0 &&
      HELLO_OR_BYE.test(normalise(input.message))) ||
    thanksInEmoji(input.message) ||
    // A thanks in a word or two ('ta!', 'thx', 'tysm'), which the understanding step may hear as noise.
    isThanksAlone(input.message))
    ? { ...base, mode: 'thanks', topic: 'thanks', factors: [], highlight: b.distinctive()[0] ?? null }
    : null;

/**
 * A greeting that opens a chat, nothing asked: greeted back, no reading yet. Someone new gets a welcome with what
 * Stellara does and an offer (welcome.ts), as a hello in another language does; someone returning is asked.
 */
export const planGreeting: PlanBuilder = ({ asks, acts, base, input, q }) => {
  const first = !input.returning && !input.earlierQuestions.some((m) => m.trim() !== FIRST_CHART_MESSAGE);
  const greets = acts.includes('greet') || (acts.includes('noise') && GREETING_WORDS.test(input.message));
  // A first message the reader could not make out ("hiiiiiii", "asdf") is a hello too.
  const opens = greets || (first && q.kind === 'gibberish' && base.language === 'en');
  if (asks || !opens || input.hook || input.automatic || base.situation) return null;
  // (A first hello in another language is welcomed in it: planGreetingInLanguage, or the language line.)
  if (first) return base.language === 'en' ? { ...base, mode: 'thanks', note: 'welcome', topic: 'greeting' } : null;
  return !input.earlierQuestions.length && input.returning === true
    ? { ...base, mode: 'thanks', note: 'greeting', topic: 'greeting' }
    : null;
};

/**
 * A hello and nothing else in another language ("salut", "hallo", "ciao", "hoi", "cześć"): greeted back in it, with
 * what Stellara is and the honest word that readings are in English, and one door; never a reading in a language
 * they did not write in. A language we have no lines in is greeted in English, saying so (an English "hi": planGreeting).
 */
export const planGreetingInLanguage: PlanBuilder = ({ base, input }) => {
  const language = base.language;
  if (language === 'en' || input.automatic || base.situation || base.carried || !isGreetingAlone(input.message))
    return null;
  const first = !input.returning && !input.earlierQuestions.some((m) => m.trim() !== FIRST_CHART_MESSAGE);
  if (input.earlierQuestions.length && HELLO_OR_BYE.test(normalise(input.message))) return null; // a goodbye
  const text = hasLines(language) ? (first ? HELLO_NEW : HELLO_AGAIN)[language]! : englishOnlyHello(language, first);
  return { ...base, mode: 'talk', topic: 'greeting', talk: { kind: 'chart-answer', text, whole: true } };
};

/** A greeting however it is spelled ("hiii", "heyyy", "hola"), which the understanding step may hear as noise. */
const GREETING_WORDS = /^\W*(h+i+|he+y+|hel+o+|hiya|yo+|howdy|hola|ol[aá]|oi|bonjour|salut|hallo|ciao)\b/i;

/** Words that greet or take leave, said as a goodbye once a chat is under way. */
const HELLO_OR_BYE =
  /\b(ciao|chau|tchau|buenas noches|boa noite|buona ?notte|bonne nuit|bonne soiree|gute nacht|good ?night|night night|a presto|ate logo|ate mais|hasta luego|hasta pronto|au revoir|a bientot|tschuss|bis bald|arrivederci)\b/;

/** Emoji that thank or warmly agree ("👍🙏", "❤️"): with no words at all, a message of them is a thank-you. */
const THANKS_EMOJI =
  /[\u{1F44D}\u{1F64F}\u{2764}\u{2665}\u{1F495}\u{1F496}\u{1F49C}\u{1F499}\u{1F49A}\u{1F9E1}\u{2728}\u{1F60A}\u{1F970}\u{1F60D}\u{1F917}\u{1F44C}\u{1FAF6}\u{1F64C}\u{1F44F}]/u;

/** Words of someone leaving ("i'm off to bed", "gotta go"), which the understanding step may hear as sharing. */
export const LEAVING =
  /\b(off to bed|going to bed|heading to bed|off to sleep|night,? x+|night night|gotta go|got to go|have to go|need to go|heading (?:off|out)|good ?night|g2g|gtg|bye|see (?:you|ya)|talk (?:soon|later))\b/i;

/** A message of emoji alone, thanking or agreeing warmly: a short reply, never a new reading. */
export function thanksInEmoji(message: string): boolean {
  return !/[\p{L}\p{N}]/u.test(message) && THANKS_EMOJI.test(message);
}
