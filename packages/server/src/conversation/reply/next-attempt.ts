// "Will it work next time?", "will I pass this time?", "will I win it back?", "what days am I lucky?": after a hard
// thing told (an exam failed, an IVF round lost, money lost betting), the question of how the next try ends. The
// honest answer comes first, warmly: the chart can't tell that; then what is in their hands, for what they told.
// Never a reading in place of the answer, never a lucky day for someone who told us they gamble. Pure.
import { type DisclosureKind, disclosureIn } from '../understanding/disclosures.ts';
import { normalise } from './own-terms.ts';

/** How the next attempt goes: "will it work next time", "will I pass this time", in six languages. */
const NEXT_ATTEMPT =
  /\bwill (?:it|this|the next (?:one|round|cycle|transfer|attempt|try|go)) (?:work|succeed|take|stick|be (?:positive|different)|go (?:well|better))(?: (?:next|this) time)?\b|\bwill (?:the )?next (?:round|cycle|transfer|attempt|try|one) (?:work|succeed|be (?:positive|different))\b|\b(?:will|am) i (?:going to )?(?:pass|get it|do it|make it|succeed)(?: the (?:resit|retake|exam|test))? (?:next time|this time|on the (?:resit|retake)|at the (?:resit|retake))\b|\bwill i pass (?:the )?(?:resit|retake)\b|\b(?:funcionara|saldra bien|aprobare|voy a aprobar)\b.{0,30}\b(?:proxima vez|esta vez)?|\b(?:vai dar certo|vai funcionar|vou passar (?:na|no) (?:prova|exame|teste))\b|\b(?:ca va marcher|ca marchera|vais-je reussir|je vais reussir|je vais l'?avoir)\b|\b(?:wird es (?:nachstes mal|diesmal) klappen|klappt es (?:nachstes mal|diesmal)|werde ich (?:diesmal )?bestehen)\b|\b(?:funzionera|passero (?:l'?esame|il test|la prossima)|andra bene la prossima)\b/;

/** Luck, a win or a good time to bet, asked by someone who told us they gamble. */
const LUCK_ASK =
  /\b(?:lucky (?:days?|numbers?|time|week|month|dates?|colou?r)|days? (?:am i|i'?m|i am) lucky|am i (?:going to be )?lucky|(?:good|best|right|lucky) (?:day|days|week|time|moment|night)(?: this week| this month| today| tonight)? (?:to|for) (?:bet|gamble|play|punt|have a (?:punt|flutter|bet)|go (?:to the )?(?:casino|pokies|bookies|tab|races))|when (?:should|can) i (?:bet|gamble|punt|play the pokies|go (?:to the )?(?:casino|pokies|bookies))|when (?:will|do) i (?:win|hit|get lucky)|will i (?:win|hit (?:it|big|the jackpot))|my luck|dias? de (?:suerte|sorte)|(?:tengo|tendre) suerte|numeros? de (?:la )?(?:suerte|sorte)|jours? de chance|chiffres? porte-bonheur|glu(?:e)?ckstage?|glu(?:e)?ckszahl\w*|giorni fortunati|numeri fortunati)\b/;

/** "Will I win it back?", "voy a recuperar lo que perdí", "je vais me refaire". */
const WIN_BACK =
  /\b(?:win (?:it|this|that|my money|the money|some) back|make (?:it|the money) back|get (?:it|my money) back|recuperar lo (?:que )?perdi\w*|recuperar o (?:que )?perdi|me refaire|zuruckgewinnen|rifarmi|recuperare quello che ho perso)\b/;

/** What the earlier messages told, of the kinds whose next try is asked about. */
function toldBefore(before: readonly string[]): DisclosureKind | null {
  for (const m of [...before].reverse()) {
    const kind = disclosureIn(m)?.kind;
    if (
      kind === 'exam-failure' ||
      kind === 'own-gambling' ||
      kind === 'fertility-loss' ||
      kind === 'fertility-treatment'
    )
      return kind;
  }
  return null;
}

/** The message asks how a next try ends ("will it work next time?"), wherever it is asked. */
export function asksNextAttempt(message: string): boolean {
  return NEXT_ATTEMPT.test(normalise(message));
}

/** Luck or a good time to bet, asked in a chat where the person told us about their own gambling. */
export function asksLuckAfterGambling(message: string, before: readonly string[]): boolean {
  return LUCK_ASK.test(normalise(message)) && before.some((m) => disclosureIn(m)?.kind === 'own-gambling');
}

const LINES: Record<'exam-failure' | 'own-gambling' | 'win-back' | 'fertility', string> = {
  'exam-failure':
    "I can't tell you whether you'll pass next time, and no chart can, however much I'd like to give you a yes. What is in your hands is the preparation: the exam body's rules for the resit, a plan built around the parts that cost you marks, and going in rested rather than crammed.",
  'own-gambling':
    "A chart can't predict a win or a lucky day, and I won't pick days for betting: the odds are built to win over time, whatever the sky does. What is in your hands is the next step away from it, and free gambling help and self-exclusion are there for exactly that. How are you doing with the urge today?",
  'win-back':
    "I can't tell you that you'll win it back, and no chart can; chasing what was lost is how most gambling debt grows, because the odds win over time. What is in your hands is stopping the losses where they are, with free help beside you. How are you holding up today?",
  fertility:
    "I can't tell you whether the next round will work, and no chart can; your consultant, who knows your results, is the one to ask what the chances really are. What is in your hands is the pace: when you feel ready to have that talk, and who you lean on in the meantime.",
};

/**
 * The honest answer to how the next try ends, for what was told earlier in the chat (or in this message), or null
 * when the question or the chat is not one of these.
 */
export function nextAttemptLine(message: string, before: readonly string[] = []): string | null {
  const told = disclosureIn(message)?.kind ?? toldBefore(before);
  if (told === 'own-gambling') {
    if (WIN_BACK.test(normalise(message))) return LINES['win-back'];
    if (asksLuckAfterGambling(message, [...before, message]) || asksNextAttempt(message)) return LINES['own-gambling'];
  }
  if (!asksNextAttempt(message)) return null;
  if (told === 'exam-failure') return LINES['exam-failure'];
  if (told === 'fertility-loss' || told === 'fertility-treatment') return LINES.fertility;
  return null;
}
