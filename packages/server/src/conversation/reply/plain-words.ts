// "In plain words, no metaphors", "sin metáforas", "ohne Metaphern": the person asks for the facts without imagery.
// The wish holds for the rest of the chat until they ask for the voice back, and every voice honours it: the
// voices that speak in images (the witch's brews, the oracle's chambers, the mentor's long story) hand the words to
// the plain guide, while the coach, already plain, keeps its steps. The chart and the facts stay the same. Pure.
import type { PersonalityId } from '@stellara/contract';
import { normalise } from './own-terms.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';

const PLAIN_ASK =
  /\b(plain (?:words|english|language|terms)|plainly|simple (?:words|language|terms)|no (?:more )?(?:metaphors?|riddles?|imagery|images|poetry|poems?|flowery (?:language|stuff)|fluff)|without (?:the )?(?:metaphors?|riddles?|imagery|poetry)|(?:stop|enough|less) (?:with )?(?:the )?(?:metaphors?|riddles?|poetry|imagery)|speak (?:normally|plainly)|sin (?:metaforas?|acertijos|adivinanzas|poesia|rodeos)|palabras (?:simples|sencillas|claras)|sem (?:metaforas?|enigmas|poesia|rodeios)|palavras simples|sans (?:metaphores?|enigmes|poesie)|mots simples|ohne (?:metaphern|ratsel|poesie|bilder)|einfachen? worten?|klartext|senza (?:metafore|indovinelli|poesia)|parole semplici|zonder (?:metaforen|raadsels))\b/;
/** Asking for the voice back: "metaphors are fine again", "be witchy again", "back to your style". */
const VOICE_BACK =
  /\b((?:metaphors?|imagery|poetry) (?:are |is )?(?:fine|ok|okay|welcome)(?: again)?|be (?:poetic|witchy|mystical|yourself) again|back to (?:your|the) (?:voice|style|usual)|your (?:usual|normal) (?:voice|style))\b/;

/** The plain-words wish, asked in this message or earlier in the chat and not taken back since. */
export function plainWordsHeld(message: string, earlier: readonly string[]): boolean {
  for (const said of [message, ...[...earlier].reverse()]) {
    const text = normalise(said);
    if (VOICE_BACK.test(text)) return false;
    if (PLAIN_ASK.test(text)) return true;
  }
  return false;
}

/** The plan marked plain when the wish holds. */
export function withPlainWords(plan: ReplyPlan, input: PlanInput): ReplyPlan {
  return !input.automatic && plainWordsHeld(input.message, input.earlierQuestions)
    ? { ...plan, plainWords: true }
    : plan;
}

/** The voices that write in images; under the plain-words wish the guide writes for them. */
const IMAGERY_VOICES: ReadonlySet<PersonalityId> = new Set(['witchy', 'mystical', 'mentor']);

/** The writer's input in the voice that keeps the wish: the guide's plain words for a voice of images. */
export function inPlainVoice<T extends { plan: ReplyPlan; personality: PersonalityId }>(input: T): T {
  return input.plan.plainWords && IMAGERY_VOICES.has(input.personality) ? { ...input, personality: 'guide' } : input;
}
