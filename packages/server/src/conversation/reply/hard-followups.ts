// Turns in and after a hard disclosure that no chart belongs in, planned as whole replies in fixed words:
// - controlling behaviour told (a partner checking the phone, holding the money): the pattern named gently, not
//   her fault, in no chart, and a domestic-abuse line for her country (control-signs.ts, abuse-lines.ts);
// - in a chat that spoke of not wanting to live: an apology for being heavy, a goodnight, or a judgement of oneself
//   ("i just feel like a rubbish mum") met warmly with the line named again (safety-after.ts);
// - after a scam was told: defending him, a red flag, blaming oneself, a plan to tell someone (scam-turns.ts);
// - "if I ask for a reading of him, does he get notified?": no, nothing is sent to anyone.
// A question asked after "forget it, I'm exaggerating" is planned on its own, after one line (safety-held.ts). Pure.
import { corpusLanguage } from '../understanding/language.ts';
import { abuseLine } from './abuse-lines.ts';
import { apologisesForSharing } from './care.ts';
import { controlDoor, controlDoorOnly } from './control-door.ts';
import { chatToldControl, controlSigns } from './control-signs.ts';
import { crisisCountry } from './crisis-lines.ts';
import {
  CONTROL_HEARD,
  CONTROL_MORE,
  CONTROL_TOLD,
  type FollowUpLanguage,
  linesLanguage,
  NO_SIGN_EXCUSES,
  NOBODY_NOTIFIED,
  SCAM_LINES,
  SIGN_WORDS,
  WHO_WORDS,
} from './hard-followup-lines.ts';
import { LEAVING } from './plan-small-talk.ts';
import type { PlanBuilder, PlanContext, ReplyPlan } from './plan-types.ts';
import { soundsHopeless, speaksOfOwnHarm } from './safety.ts';
import { safetyAfterReply, safetyCloseReply, selfJudgement } from './safety-after.ts';
import { heldSafetyTurn, spokeOfRisk } from './safety-held.ts';
import { plannedWith, scamTurn } from './scam-turns.ts';
import { treatmentTimingReply } from './treatment-timing.ts';

/** The reply's language where these words are written, else English. */
export function followUpLanguage(c: PlanContext): FollowUpLanguage {
  return linesLanguage(corpusLanguage(c.base.language));
}

/** A whole reply in fixed words: no chart, no price, the chat hard from here on. */
function whole(c: PlanContext, text: string): ReplyPlan {
  return {
    ...c.base,
    mode: 'talk',
    topic: 'you',
    factors: [],
    talk: { kind: 'chart-answer', text, whole: true },
    hardChat: true,
    // Whatever health words it holds, these words are the whole answer (no medication line of its own).
    health: null,
  };
}

/** "does he get notified", "will she be told", "¿le llega una notificación?", "il sera prévenu ?". */
const NOTIFIED =
  /\b(?:does|do|will|would|is|are|can) (?:he|she|they|him|her|that person|the other person)\b[^?.!]{0,20}\b(?:notified|alerted|told|informed|find out|get (?:an? )?(?:email|message|notification|alert))\b|\b(?:le llega|recibe|reciben) (?:una |algun[ao]? )?(?:notificacion|aviso|mensaje)|\bse (?:va a )?enterar?a?\b|\b(?:ele|ela) (?:e|vai ser|sera|fica) (?:notificad[oa]|avisad[oa]|sabendo)|\brecebe (?:uma |alguma )?notificacao\b|\b(?:il|elle) (?:est|sera|va etre) (?:notifiee?|prevenue?|avertie?)\b|\brecoit (?:une )?notification\b/;

const SIGN_ASKED =
  /\b(?:aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|sign|signo|signe|escorpio|escorpiao|scorpion|pluto|pluton|plutao|chart|carta|mapa|theme)\b/;

const plain = (message: string): string =>
  message.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`]/g, "'");

/** Controlling behaviour told in this message: the pattern named back in their terms, and the line. */
function controlReply(c: PlanContext, language: FollowUpLanguage): string | null {
  const signs = controlSigns(c.input.message);
  if (!signs.length) return null;
  const words = signs.map((s) => SIGN_WORDS[language][s]);
  const listed = words.length > 1 ? `${words.slice(0, -1).join(', ')} ${and[language]} ${words.at(-1)}` : words[0]!;
  const messages = [...c.input.earlierQuestions, c.input.message];
  const line = abuseLine(language, messages, c.input.chart.birth?.local?.timezone);
  const before = chatToldControl(c.input.earlierQuestions);
  const heard = CONTROL_HEARD[DEFENDS_HIM.test(plain(c.input.message)) ? 'defended' : 'more'][language];
  const told = (before ? CONTROL_MORE : CONTROL_TOLD)[language]
    .replace('{Heard}', heard)
    .replace('{Signs}', listed.charAt(0).toUpperCase() + listed.slice(1))
    .replace('{line}', line);
  return SIGN_ASKED.test(plain(c.input.message)) ? `${told}\n\n${NO_SIGN_EXCUSES[language]}` : told;
}

/** Said in his defence: "he's a good man", "he doesn't hit me", "es buen hombre", "il ne me frappe pas". */
const DEFENDS_HIM =
  /\b(?:(?:he'?s|he is|she'?s|she is) (?:a )?(?:good|great|kind|nice|lovely) (?:man|guy|person|husband|partner|dad)|(?:doesn'?t|does not|never|wouldn'?t) (?:hit|hurt) me|es (?:un )?buen (?:hombre|marido|tipo)|no me (?:pega|golpea)|(?:e|eh) (?:um )?(?:bom homem|bom marido)|nao me bate|(?:c'est|il est) (?:un )?(?:homme bien|bon mari|gentil)|(?:il )?ne me frappe pas)\b/;

/** Goodnight in the other languages (LEAVING is English). */
const GOODNIGHT =
  /\b(?:buenas noches|me voy a dormir|boa noite|vou dormir|bonne nuit|je vais dormir|gute nacht|buonanotte)\b/;

const and: Record<FollowUpLanguage, string> = { en: 'and', es: 'y', pt: 'e', fr: 'et' };

/** In a chat that spoke of not wanting to live: an apology, a goodnight or a judgement of oneself, with the line. */
function riskFollowUp(c: PlanContext): string | null {
  const { input } = c;
  const message = input.message;
  if (!spokeOfRisk(input.earlierQuestions) || speaksOfOwnHarm(message) || soundsHopeless(message)) return null;
  if (heldSafetyTurn(message, input.earlierQuestions)) return null;
  const language = corpusLanguage(c.base.language);
  const country = crisisCountry([...input.earlierQuestions, message], input.chart.birth?.local?.timezone);
  if (apologisesForSharing(message)) return safetyCloseReply('apology', language, country);
  if ((LEAVING.test(message) || GOODNIGHT.test(plain(message))) && !c.asks)
    return safetyCloseReply('goodnight', language, country);
  if (selfJudgement(message) && !c.asks) return safetyAfterReply(language, country, message);
  return null;
}

/** After a scam was told: the turn met as what it is, never as doubt about the chart or a reading. */
function scamFollowUp(c: PlanContext, language: FollowUpLanguage): string | null {
  const turn = scamTurn(c.input.message, c.input.earlierQuestions);
  if (!turn) return null;
  const text = SCAM_LINES[turn][language];
  if (turn !== 'plan') return text;
  const who = plannedWith(c.input.message) ?? 'them';
  return text.replaceAll('{who}', language === 'en' ? who : (WHO_WORDS[language][who] ?? who));
}

/** "Forget it, I'm exaggerating" asking nothing else, after controlling behaviour was told (control-door.ts). */
function doorOnly(c: PlanContext): string | null {
  const { message, earlierQuestions } = c.input;
  const door = controlDoor(message, earlierQuestions);
  return door && !door.rest ? controlDoorOnly(door, message, earlierQuestions) : null;
}

export const planHardFollowUp: PlanBuilder = (c) => {
  const language = followUpLanguage(c);
  const text =
    treatmentTimingReply(c.input.message, c.input.earlierQuestions, language) ??
    controlReply(c, language) ??
    doorOnly(c) ??
    riskFollowUp(c) ??
    scamFollowUp(c, language) ??
    (NOTIFIED.test(plain(c.input.message)) ? NOBODY_NOTIFIED[language] : null);
  return text ? whole(c, text) : null;
};
