// "Forget it, I'm probably exaggerating", in a chat where controlling behaviour was told (control-signs.ts): one
// sentence that leaves the door open, never a push and never agreement that it was nothing; then what they asked,
// answered on its own. Pure.
import { languageOf } from '../understanding/language.ts';
import { chatToldControl } from './control-signs.ts';
import { CONTROL_DOOR, CONTROL_DOOR_ONLY, type FollowUpLanguage, linesLanguage } from './hard-followup-lines.ts';

/** Taking it back: "forget it", "I'm exaggerating", "olvídalo, exagero", "esquece", "laisse tomber, j'exagère". */
const PLAYED_DOWN =
  /\b(?:forget (?:it|that|i said (?:it|that)|what i said|about it)|never ?mind|(?:i'?m|im|i am) (?:probably |just |prob |maybe )?(?:exaggerating|overreacting|being dramatic|overthinking(?: it)?)|it'?s (?:probably )?(?:nothing|not that bad|fine)|olvidalo|olvida lo que (?:te )?dije|(?:estoy |seguro )?exagerando|(?:seguro que |creo que )?exagero|no es para tanto|esquece(?: isso)?|deixa (?:pra|para) la|(?:to|estou) exagerando|laisse tomber|oublie (?:ca|ce que j'ai dit)|j'exagere(?: surement| sans doute)?|je dramatise|vergiss es|ich ubertreibe|lascia perdere|sto esagerando|esagero)\b/;

const fold = (message: string): string =>
  message.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`]/g, "'");

/** The door-open sentence's language: the message's own where written, else English. */
function doorLanguage(message: string, earlier: readonly string[]): FollowUpLanguage {
  // The message's own language, the one before it only to break a tie.
  return linesLanguage(languageOf(message, languageOf(earlier.at(-1) ?? '')));
}

/**
 * In a chat that told controlling behaviour, a message that plays it down: the door-open sentence, and what is left
 * of the message once the playing-down is taken out (empty when it asks nothing else); null otherwise.
 */
export function controlDoor(message: string, earlier: readonly string[]): { lead: string; rest: string } | null {
  if (!chatToldControl(earlier) || !PLAYED_DOWN.test(fold(message))) return null;
  const rest = message
    .split(/(?<=[.!?;,])\s+/)
    .filter((clause) => !PLAYED_DOWN.test(fold(clause)))
    .join(' ')
    .trim();
  const lead = CONTROL_DOOR[doorLanguage(message, earlier)];
  return { lead, rest: /\p{L}{3,}/u.test(rest) ? rest : '' };
}

/** The whole reply when it asks nothing else: the door left open, and what they would like now. */
export function controlDoorOnly(door: { lead: string }, message: string, earlier: readonly string[]): string {
  return `${door.lead} ${CONTROL_DOOR_ONLY[doorLanguage(message, earlier)]}`;
}
