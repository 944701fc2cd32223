// Questions about Stellara itself, told apart from ordinary asks that merely say "you" ("do you think i'll find a
// flat?", "can you give me a ritual?"): the understanding step hears "you" as a cue for them, so a question is only
// taken as one about Stellara when it names the app, what it is made of, or what it does with the person's data.
// The data answers say only what the Privacy and Terms pages say (packages/web/src/routes/Privacy.tsx, Terms.tsx).
// Pure text.
import type { Understanding, WrittenLanguage } from '../understanding/understanding.ts';
import {
  aboutSomeoneElse,
  asksForReminder,
  asksIfNotified,
  asksOtherCurrency,
  asksPersonOrMachine,
  DOLLARS_ONLY,
  downgradeAnswer,
  downgradeAsked,
  NOTIFY_ANSWER,
  reminderAnswer,
} from './app-asks-more.ts';
import { type LimitAsk, limitAnswer, limitAsksOf } from './app-limits.ts';
import { cancelAnswer, priceAnswer } from './plan-lines.ts';
import type { ReplyPlan } from './plan-types.ts';
import { asksPrice } from './prices.ts';
import { asksIfChatKept, sharedDeviceAnswer, sharedDeviceAsked } from './shared-device.ts';
import { featureIn } from './talk.ts';

/** What a question about Stellara wants: what it is, the data, deleting it all, the model, cancelling a plan. */
export type AppQuestion =
  | 'what'
  | 'privacy'
  | 'deletion'
  | 'model'
  | 'cancel'
  | 'notify'
  | 'downgrade'
  | 'reminder'
  | LimitAsk;

const CANCEL =
  /\b(cancel|cancelar|cancelo|annuler|annule|r[ée]silier|r[ée]silie|annullo|k[uü]ndigen|k[uü]ndige|disdire|disdico|annullare|unsubscribe|stop (?:paying|my subscription|the subscription)|end my (?:plan|subscription))\b/i;
const DELETION =
  /\b(delete|erase|remove|wipe)\b.*\b(account|everything|data|me|profile|chats?|history)\b|\bforget (?:me|everything)\b|\b(?:borrar|apagar|supprimer|effacer|löschen|loschen|cancellare|eliminare)\b/i;
// Gemini is a sign and Claude a name: they count as models only with a word that says so.
const MODEL =
  /\b(chat ?gpt|gpt|openai|anthropic|google gemini|(?:gemini|claude) (?:ai|app|model)|llm|language model|ai model|which (?:ai|model)|what (?:ai|model)|used to train|train(?:ed|s|ing)? (?:it|ai|a model|models|on (?:my|our|the|your) (?:chats?|data|messages|conversations)))\b/i;
const PRIVACY =
  /\b(where does (?:it|my \w+(?: \w+)?) go|sell|sold|selling|share|shared|sharing|advertis\w*|who (?:can )?sees?|who has access|privacy|private|stored?|keep my|vend\w*|partag\w*|quien ve|quem ve|gardez|garde[sz]?|conserv\w*|guardan?|guardam|speicher\w*|salvat\w*|bewaren|bewaart)\b/i;
/** A question put to the app ("do u sell it", "who sees my data"), not advice on sharing with someone in their life. */
const TO_THE_APP =
  /\b(you|u|ya|stellara|app|site|server|company|anyone|who|where|d[oó]nde|onde|vend\w*|partag\w*|somewhere|anywhere|advertis\w*|qui[eé]n|quem|qui|wer|chi|here|vous|tu|usted|voc[eê]|vc|du|ihr|guardan|guardam|gardez|speichern sie|bewaren jullie)\b/i;
/** Words that name Stellara itself or what it is: a person, a bot, a program, a human behind it. */
const ITSELF =
  /\b(stellara|this app|the app|bot|robot|ai|artificial|human|humano|humain|umano|mensch|person|people behind|real person|someone real|program(?:me)?|algorithm|machine|automated|who (?:made|built|writes|wrote|runs)|what are you|who are you|qui es[- ]tu|quien eres|quem é você|quem e voce|est-ce que tu es|eres (?:una? )?(?:persona|humano|real|bot)|tu es (?:un|une|vrai|réel|reel)|você é|voce e|sei (?:una? )?(?:persona|umano|bot|robot|vero|vera|reale|ia)|sind sie (?:eine? )?(?:mensch|bot|roboter|ki|person|echt)|(?:êtes|etes)[- ]vous (?:une? )?(?:humain|humaine|robot|bot|personne|réel|reel|ia)|es usted (?:una? )?(?:persona|humano|humana|bot|robot|real|ia)|(?:o senhor|a senhora) (?:é|e) (?:uma? )?(?:pessoa|humano|humana|robô|robo|bot|ia))\b/i;

/**
 * What a message asks of Stellara itself, or null for an ordinary question: a question on data, deletion, the model
 * or cancelling is one whatever else it says; "what are you" only when the message names the app, a bot, a person.
 */
export function appQuestionOf(message: string): AppQuestion | null {
  return appQuestionsOf(message)[0] ?? null;
}

/** "can i cancel anytime": said of the plan even when the plan is not named. */
const CANCEL_PLAN =
  /\b(subscri\w*|plan|pay\w*|billing|membership|plus|pro|any ?time|whenever|easily|cancelar|cancelo)\b/i;
/** "can i delete it" after a question on stored data: "it" is the data. */
const DELETE_IT =
  /\b(?:delete|erase|remove|wipe)\b (?:it|them|that|all of it|everything)\b|\b(?:borrar|borrarlo|borrarlos|apagar|apagá-los|apaga-los)\b/i;
/** "who actually writes these answers? a person?": asked outright, so no act from the reader is needed. */
const WHO_WRITES =
  /\b(?:who (?:actually |really )?(?:writes|wrote|is writing|answers|types)|(?:is|are) (?:this|these|it|you) (?:written by )?(?:a )?(?:real )?(?:person|human|bot)|a (?:real )?(?:person|human)\s*\?|qui[eé]n escribe|quem escreve)/i;
/** "am i talking to a real person right now", "is this an actual astrologer": who is on the other side of the chat. */
const WHO_IS_THERE =
  /\b(?:am i|are we|i'?m) (?:talking|speaking|chatting|writing|texting) (?:to|with) (?:a |an )?(?:real |actual |live |human )?(?:person|human|astrologer|bot|ai|machine|robot|someone|somebody)\b|\b(?:real|actual|live|human) astrologer\b/i;
/** "bist du ein Mensch?", "sind Sie ein Bot?", "êtes-vous humain ?", "¿es usted una persona?", "sei una persona?". */
const PERSON_ASKED =
  /(?:^|[\s¿¡,])(?:(?:sind sie|bist du) (?:eine? )?(?:mensch|bot|ki|roboter|person)|(?:[êe]tes-vous|es-tu) (?:une? )?(?:humain|humaine|robot|bot|personne|ia)|(?:es usted|eres) (?:una? )?(?:persona|humano|humana|bot|robot|ia)|sei (?:una? )?(?:persona|umano|bot|robot|ia)|(?:o senhor|a senhora|voc[êe]) [ée] (?:uma? )?(?:pessoa|humano|humana|rob[ôo]|bot|ia))(?![\p{L}])/iu;

/** The message asks who or what writes the replies, outright ("a person?", "who writes these?"). */
export function asksWhoWrites(message: string): boolean {
  return (
    WHO_WRITES.test(message) || WHO_IS_THERE.test(message) || PERSON_ASKED.test(message) || asksPersonOrMachine(message)
  );
}

/** What deleting is asked of: the account or its data. */
const ACCOUNT_WORD =
  /\b(account|data|profile|my chats|my history|cuenta|conta|compte|konto|datos|dados|données|donnees|daten|dati)\b/i;
/** "can I delete everything?", "delete it all": the whole account, when nothing else is named ("everything about him"). */
const DELETE_ALL =
  /\b(?:delete|erase|remove|wipe) (?:everything|it all|all of it|all my stuff|all my (?:info|information))\b(?! (?:about|from|of|he|she|they|my ex))|\b(?:borrar|apagar|supprimer|effacer|l[oö]schen|cancellare|eliminare) (?:todo|tudo|tout|alles|tutto)\b|\b(?:todo|tudo|tout|alles|tutto) (?:borrar|apagar|supprimer|effacer|l[oö]schen|cancellare|eliminare)\b/i;
/** "is my birth data private", "are my chats safe", "mis datos están seguros": the person's own data, asked of us. */
const OWN_DATA_SAFE =
  /\b(?:is|are) (?:my|our) (?:birth )?(?:data|details|info|information|chats?|conversations?|messages|birth (?:date|time|info))\b[^?.!]{0,25}\b(?:private|safe|secure|encrypted|confidential|protected)\b|\b(?:mis|meus|mes|meine|i miei) (?:datos|dados|données|donnees|daten|dati|chats|conversas|conversaciones|conversations)\b[^?.!]{0,30}\b(?:privad[oa]s|segur[oa]s|protegid[oa]s|priv[ée]e?s|s[ée]curis[ée]e?s|prot[ée]g[ée]e?s|privat|sicher|geschützt|privati|sicuri|protetti)\b|\bwho (?:can )?(?:see|sees|read|reads) (?:my|our) (?:chats?|conversations?|messages|data|birth)\b/i;
/** "how do I cancel?", "can I cancel?": asked of the plan with nothing else named to cancel. */
const CANCEL_ASKED =
  /\b(?:how (?:do|can|would) i|how to|can i|where (?:do|can) i|como (?:cancelo|puedo cancelar|posso cancelar)|comment (?:annuler|j'annule)|wie k[uü]ndige ich|come (?:disdico|annullo))\b[^?.!]{0,12}\b(?:cancel|cancelar|annuler|k[uü]ndigen|disdire|annullare|cancelo|annule|k[uü]ndige|disdico|annullo)\b\s*(?:it|this|that|all this|everything)?\s*(?:[?.!]|$)/i;
/** "what email do I use to cancel", "which button cancels it": how, asked through the means. */
const CANCEL_MEANS =
  /\b(?:what|which|is there an?) (?:e-?mail|address|button|page|link|form|number)\b|\bwho (?:do|should) i (?:e-?mail|write to|contact)\b|\b(?:wie k[uü]ndige ich|c[oó]mo (?:cancelo|se cancela)|comment (?:j'annule|annuler|r[eé]silier)|come (?:disdico|annullo)|qu[eé] correo|qual (?:o )?e-?mail|quel (?:e-?mail|mail|courriel)|quelle adresse|welche (?:e-?mail|adresse)|quale (?:e-?mail|indirizzo))\b/i;
/** The means asked is an email: there is none to send, and that is said first. */
const EMAIL_ASKED = /\b(?:e-?mail|correo|courriel|mail|address|adresse|indirizzo)\b/i;

/** "are you AI or a real person": asked outright, so it is answered alongside another question in the message. */
const IS_IT_A_PERSON =
  /\b(?:are (?:you|u)|is (?:this|it|stellara))\b[^?.!]{0,20}\b(?:ai|a bot|bot|robot|human|person|machine|program|real)\b|\b(?:eres|es) (?:una? )?(?:ia|bot|persona|humano)\b|\b(?:você é|voce e|é) (?:uma? )?(?:ia|bot|pessoa|humano)\b|\b(?:tu es|es-tu|c'est) (?:une? )?(?:ia|bot|robot|humain|personne)\b|\bbist du (?:eine? )?(?:ki|bot|mensch|person)\b|\bsind sie (?:eine? )?(?:ki|bot|mensch|person|roboter)\b|\b(?:êtes|etes)[- ]vous (?:une? )?(?:ia|bot|robot|humain|personne)\b|\bes usted (?:una? )?(?:ia|bot|persona|humano)\b|\bsei (?:una? )?(?:ia|bot|persona|umano)\b/i;

/** Where in the message a question kind is asked, so the answers come in the order they were asked. */
function askedAt(message: string): [AppQuestion, number][] {
  const at = (re: RegExp) => message.search(re);
  const found: [AppQuestion, number][] = [];
  if (CANCEL.test(message) && (CANCEL_PLAN.test(message) || CANCEL_ASKED.test(message) || CANCEL_MEANS.test(message)))
    found.push(['cancel', at(CANCEL_ASKED) >= 0 ? at(CANCEL_ASKED) : at(CANCEL)]);
  // What is deleted or kept is the account's or asked of the app ("delete everything about my ex" is not).
  const privacy =
    (PRIVACY.test(message) &&
      /\b(data|birth|chats?|details|information|info|infos|informations?|informa[cç](?:[aã]o|[oõ]es)|informaci[oó]n|informationen|informazioni|gegevens|stuff|datos|dados|données|donnees|daten|dati|sell|vend\w*|advertis\w*)\b/i.test(
        message,
      ) &&
      TO_THE_APP.test(message)) ||
    OWN_DATA_SAFE.test(message) ||
    asksIfChatKept(message) ||
    sharedDeviceAsked(message);
  const deletion =
    (DELETION.test(message) && ACCOUNT_WORD.test(message)) ||
    DELETE_ALL.test(message) ||
    (privacy && DELETE_IT.test(message));
  // A question on the model is about the data too: it is answered alone unless deleting is asked as well.
  const model = MODEL.test(message) && !deletion;
  // (Asked only as "does this chat get saved" or of a shared device, it is the first thing asked.)
  const privacyAt = [PRIVACY, OWN_DATA_SAFE].map(at).filter((i) => i >= 0);
  if (privacy && !model) found.push(['privacy', privacyAt.length ? Math.min(...privacyAt) : 0]);
  if (deletion) found.push(['deletion', privacy ? Number.MAX_SAFE_INTEGER - 1 : Math.max(0, at(DELETION))]);
  if (model) found.push(['model', at(MODEL)]);
  for (const ask of limitAsksOf(message)) found.push([ask.kind, ask.at]);
  if (asksIfNotified(message)) found.push(['notify', 0]);
  if (downgradeAsked(message)) found.push(['downgrade', 0]);
  if (asksForReminder(message)) found.push(['reminder', 0]);
  if (found.length && (IS_IT_A_PERSON.test(message) || asksPersonOrMachine(message)))
    found.push(['what', at(IS_IT_A_PERSON)]);
  return found;
}

/**
 * Every question a message asks of Stellara, in the order it asks them: "is my birth data stored, and can I delete
 * it" is privacy then deletion; "are you AI? and how do I cancel?" is what, then cancel. Empty for an ordinary question.
 */
export function appQuestionsOf(message: string): AppQuestion[] {
  const found = askedAt(message);
  if (found.length) return found.sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
  return (ITSELF.test(message) || asksWhoWrites(message)) && !aboutSomeoneElse(message) ? ['what'] : [];
}

/** The honest answers, one per data question, each naming the screen where it is done. */
const DATA_ANSWERS: Record<Exclude<AppQuestion, 'what' | 'downgrade' | 'reminder' | LimitAsk>, string> = {
  notify: NOTIFY_ANSWER,
  privacy:
    'Your birth details and chats are shown to nobody else in the app, and nothing is sold: there are no advertising or tracking scripts. The people who run this Stellara service look after the server your data lives on, and their dashboards show totals across everyone, never your conversations. The Privacy page (/privacy) lists what is kept and for how long.',
  deletion:
    'Yes. In Settings, under Account, Delete Account removes the account and everything in it at once: your profile, charts, chats, readings, folders, keys and sessions. One last email confirms it, and after that nothing of it remains. If you would like a copy first, Export My Data in the same place downloads it all as one file. Without an account, closing the tab ends the visit and the server forgets it after a short while.',
  model:
    "This reply was written by Stellara's own built-in reader, on the server, from your calculated chart: not ChatGPT or any other outside model, and your chats are not used to train anything. If this service is set up to write replies with an external language model, the Privacy page (/privacy) says so, and what is sent to it.",
  cancel:
    'In Settings, under Account, Cancel Subscription ends it; there is nothing else to do. You keep the plan until the end of the month you paid for, then your account goes back to the free plan, and your profile, chart and chats stay.',
};

/** A short thanks before the answer, in the message's language ("merci 🌙 tu es un bot ?"). */
const THANKS_FIRST: Partial<Record<WrittenLanguage, string>> = {
  es: '¡De nada!',
  pt: 'De nada!',
  fr: 'Avec plaisir !',
  de: 'Gern geschehen!',
  it: 'Prego!',
  nl: 'Graag gedaan!',
  pl: 'Nie ma za co!',
};

/** "Are you a person?" answered in the message's language; English has the voice's own wording (acts.ts). */
const WHAT_IN_LANGUAGE: Partial<Record<WrittenLanguage, string>> = {
  es: 'No soy una persona: Stellara es un lector automático que trabaja con tu carta natal, y ningún humano escribe estas respuestas.',
  pt: 'Não sou uma pessoa: a Stellara é um leitor automático que trabalha com o seu mapa natal, e nenhum humano escreve estas respostas.',
  fr: "Non, il n'y a pas d'humain derrière : Stellara est un lecteur automatique qui travaille à partir de ton thème natal, et personne n'écrit ces réponses à la main.",
  de: 'Ich bin kein Mensch: Stellara ist ein automatischer Leser, der mit deinem Geburtshoroskop arbeitet, und kein Mensch schreibt diese Antworten.',
  it: 'Non sono una persona: Stellara è un lettore automatico che lavora dal tuo tema natale, e nessun umano scrive queste risposte.',
  nl: 'Ik ben geen mens: Stellara is een automatische lezer die met je geboortehoroscoop werkt, en geen mens schrijft deze antwoorden.',
  pl: 'Nie jestem człowiekiem: Stellara to automatyczny program, który czyta twój horoskop urodzeniowy, i żaden człowiek nie pisze tych odpowiedzi.',
};

/**
 * The answer to a question about Stellara: the data answers as they are, "what are you" in the message's language
 * (`english` is the voice's own wording, used for English and languages without one here); a thanks in the same
 * message is met first, briefly.
 */
export function appAnswer(
  kind: Exclude<AppQuestion, LimitAsk>,
  language: WrittenLanguage,
  thanked: boolean,
  english: string,
): string {
  const answer =
    kind === 'what'
      ? (WHAT_IN_LANGUAGE[language] ?? english)
      : kind === 'downgrade'
        ? downgradeAnswer('pro', 'plus')
        : kind === 'reminder'
          ? reminderAnswer('free')
          : DATA_ANSWERS[kind];
  return thanked ? `${THANKS_FIRST[language] ?? "You're welcome!"} ${answer}` : answer;
}

/** The plan and limits the answer is true for: unknown (an older caller) is answered as for a member. */
export type AnswerPlan = Pick<ReplyPlan, 'message' | 'language' | 'heard' | 'tier' | 'allowances' | 'hardChat'>;

/** The answer to one data or limit question, for the person's plan: a guest has no account to delete or cancel. */
function dataAnswer(kind: Exclude<AppQuestion, 'what'>, plan: AnswerPlan): string {
  const tier = plan.tier ?? 'free';
  if (kind === 'charts' || kind === 'questions' || kind === 'voices' || kind === 'folders')
    return limitAnswer(kind, tier, plan.allowances, !plan.hardChat, plan.message);
  if (kind === 'downgrade') return downgradeAnswer(tier, downgradeAsked(plan.message)?.to ?? 'plus');
  if (kind === 'reminder') return reminderAnswer(tier);
  if (kind === 'cancel' && tier === 'anonymous') return GUEST_CANCEL;
  // A free member may be asking before subscribing: how it ends, and that nothing is charged now.
  if (kind === 'cancel' && tier === 'free') return `${cancelAnswer(tier, plan.message)} ${FREE_NOW}`;
  if (kind === 'cancel') return cancelAnswer(tier, plan.message);
  if (kind === 'deletion' && tier === 'anonymous') return GUEST_DELETION;
  return DATA_ANSWERS[kind];
}

const GUEST_CANCEL =
  'There is nothing to cancel: as a guest you have no subscription and nothing is charged. Closing the tab ends the visit. With an account and a paid plan, Cancel Subscription in Settings, under Account, ends it whenever you like.';
const FREE_NOW =
  'You are on the free plan now, so nothing is charged; leaving altogether is Delete Account, in the same place.';
const GUEST_DELETION =
  'Yes, and without an account there is little to delete: your birth details sit in this browser tab, and the server removes your chats and visit after a short while without activity. Closing the tab ends it sooner on your side.';

const GUEST_DELETION_AFTER_STORED =
  'Yes, and without an account there is little to delete: closing the tab ends it sooner on your side.';

/** The voice's own "what are you" without its closing offer, when another answer follows it. */
const withoutOffer = (text: string) => text.replace(/\s*[^.!?]*\?\s*$/, '');

/**
 * The answer for a planned turn about Stellara: each question its message asks, in the order asked, in its language,
 * thanks met first; null when it cannot be said whole in that language.
 */
export function appAnswerFor(plan: AnswerPlan, english: string): string | null {
  const thanked = plan.heard?.acts.includes('thank') ?? false;
  const kinds = appQuestionsOf(plan.message);
  const kind = kinds[0] ?? 'what';
  // Only "what are you" is written in other languages; the rest goes out in English under the language line.
  if (plan.language !== 'en' && (kinds.length > 1 || kind !== 'what' || !WHAT_IN_LANGUAGE[plan.language])) return null;
  // "Is it stored?" gets its yes first; a second question in the message ("and can I delete it") is answered after.
  const stored =
    kind === 'privacy' && WHERE_IT_GOES.test(plan.message)
      ? `${WHERE_ANSWER} `
      : kind === 'privacy' && STORED.test(plan.message)
        ? `${plan.tier === 'anonymous' ? GUEST_STORED_ANSWER : STORED_ANSWER} `
        : kind === 'privacy' && PASSED_ON.test(plan.message)
          ? 'No. '
          : kind === 'cancel' &&
              plan.tier !== 'anonymous' &&
              /\b(can i|any ?time|whenever|cuando quiera|cuando quieras|puedo|posso|quando quiser)\b/i.test(
                plan.message,
              )
            ? 'Yes, whenever you like. '
            : kind === 'cancel' && plan.tier !== 'anonymous' && EMAIL_ASKED.test(plan.message)
              ? 'No email is needed: cancelling is done in the app. '
              : '';
  const first =
    kind === 'what'
      ? appAnswer('what', plan.language, thanked, kinds.length > 1 ? withoutOffer(english) : english)
      : `${thanked ? `${THANKS_FIRST[plan.language] ?? "You're welcome!"} ` : ''}${dataAnswer(kind, plan)}`;
  // After "only for this visit", a guest's "can I delete it" needs only what is left to say.
  const guestToldStored = stored.startsWith(GUEST_STORED_ANSWER);
  const rest = kinds
    .slice(1)
    .map(
      (k) =>
        ` ${k === 'what' ? withoutOffer(english) : k === 'deletion' && guestToldStored ? GUEST_DELETION_AFTER_STORED : k === 'privacy' ? `${keptFirst(plan)}${dataAnswer(k, plan)}` : dataAnswer(k, plan)}`,
    );
  // "Do you keep my chats?" without asking how to delete them: how is said too, so the answer is whole.
  const deleteHow = kinds.includes('privacy') && !kinds.includes('deletion') && STORED.test(plan.message);
  const how = deleteHow ? ` ${plan.tier === 'anonymous' ? GUEST_DELETE_HOW : DELETE_HOW}` : '';
  // A price asked in the same message ("...and how much is the timing stuff") is answered too, never in a hard chat.
  const price =
    asksPrice(plan.message) && !plan.hardChat
      ? ` ${priceAnswer(featureIn(plan.message), plan.tier ?? 'free', plan.message)}${asksOtherCurrency(plan.message) ? ` ${DOLLARS_ONLY}` : ''}`
      : '';
  return `${stored}${first}${rest.join('')}${how}${sharedDeviceAnswer(plan.message)}${price}`;
}

/** "Do you keep my chats?" asked after another question: whether it is kept comes first in its own answer. */
const keptFirst = (plan: AnswerPlan) =>
  STORED.test(plan.message) ? `${plan.tier === 'anonymous' ? GUEST_STORED_ANSWER : STORED_ANSWER} ` : '';
const DELETE_HOW =
  'To remove it, delete a chat from Reading History, or everything at once with Delete Account in Settings, under Account.';
const GUEST_DELETE_HOW = 'Closing the tab ends the visit sooner on your side; nothing is kept for later.';

/** "where does my birth data go", "where is it kept": where, said first; the rest of the privacy answer follows. */
const WHERE_IT_GOES =
  /\bwhere (?:does|do|is|are|will)\b|\bwhere\b.*\b(?:go|goes|kept|stored|end up)\b|\b(?:d[oó]nde|onde|o[uù]) (?:va|van|vai|v[aã]o|se guarda|guardan|fica|ficam|vont)\b/i;
const WHERE_ANSWER =
  'It goes to the server this Stellara service runs on, where your chart is calculated: with an account it is kept there with your chart and chats; without one, only for this visit. It goes nowhere else.';

/** "do you share my stuff with advertisers", "do you sell it": a yes-or-no question, answered no first. */
const PASSED_ON = /\b(sell|sold|selling|share|shared|sharing|advertis\w*|vend\w*|partag\w*)\b/i;
const STORED =
  /\b(stored?|kept|keep|saved?|save|somewhere|guardad[oa]s?|almacenad[oa]s?|guardas|guardan|guarda|conserv\w*|gardez|garde[sz]?|speicher\w*|salv\w*|tenete|guardam)\b/i;
/** A guest's data is not kept: only for the visit, as the Privacy page says it. */
const GUEST_STORED_ANSWER =
  'Only for this visit: without an account your birth details stay in this browser tab, and the server removes your chats and visit after a short while without activity. Nothing is saved to an account unless you make one.';
/** Whether it is kept at all, as the Privacy page says it. */
const STORED_ANSWER =
  'Yes, it is kept: with an account, your birth details and chats are stored on the server this Stellara service runs on, so your chart and chats are there when you come back; on a visit without an account they are removed after a short while.';

/**
 * What the message does with a question about Stellara heard where none is: the reader takes "you" as a cue for one,
 * so "do you think i'll find a flat in time?" comes back as about Stellara. Without the app named it is an ask.
 */
export function heardAsAsked(heard: Understanding, message: string): Understanding {
  if (!heard.acts.includes('about-stellara') || appQuestionOf(message)) return heard;
  const others = heard.acts.filter((a) => a !== 'about-stellara');
  const asks = others.some((a) => a === 'ask' || a === 'ask-several' || a === 'more');
  return { ...heard, acts: asks ? others : [...others, 'ask'] };
}

/**
 * The facts a language model is given for a question about Stellara's data, account or model (null for "what are
 * you", which the prompt already covers). With a model configured, the chat and chart details are sent to it.
 */
export function appFactsForModel(message: string, modelName: string | null): string | null {
  const kind = appQuestionOf(message);
  if (!kind || kind === 'what') return null;
  if (kind !== 'model')
    return `Answer from these facts only, in your own words: ${dataAnswer(kind, { message, language: 'en', heard: null })}`;
  const written = modelName
    ? `Replies here are written with the language model ${modelName}: to answer, the message, the recent conversation and the chart's details are sent to it. Stellara itself trains nothing on the chats; what the model's provider keeps is set by its own terms, listed on the Privacy page (/privacy).`
    : DATA_ANSWERS.model;
  return `Answer from these facts only, in your own words: ${written}`;
}
