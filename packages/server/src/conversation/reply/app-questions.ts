// Questions about Stellara itself, told apart from ordinary asks that merely say "you" ("do you think i'll find a
// flat?", "can you give me a ritual?"): the understanding step hears "you" as a cue for them, so a question is only
// taken as one about Stellara when it names the app, what it is made of, or what it does with the person's data.
// The data answers say only what the Privacy and Terms pages say (packages/web/src/routes/Privacy.tsx, Terms.tsx).
// Pure text.
import type { Understanding, WrittenLanguage } from '../understanding/understanding.ts';
import type { ReplyPlan } from './plan-types.ts';

/** What a question about Stellara wants: what it is, the data, deleting it all, the model, cancelling a plan. */
export type AppQuestion = 'what' | 'privacy' | 'deletion' | 'model' | 'cancel';

const CANCEL =
  /\b(cancel|cancelar|annuler|unsubscribe|stop (?:paying|my subscription|the subscription)|end my (?:plan|subscription))\b/i;
const DELETION =
  /\b(delete|erase|remove|wipe)\b.*\b(account|everything|data|me|profile|chats?|history)\b|\bforget (?:me|everything)\b|\b(?:borrar|apagar|supprimer|löschen|loschen)\b/i;
// Gemini is a sign and Claude a name: they count as models only with a word that says so.
const MODEL =
  /\b(chat ?gpt|gpt|openai|anthropic|google gemini|(?:gemini|claude) (?:ai|app|model)|llm|language model|ai model|which (?:ai|model)|what (?:ai|model)|used to train|train(?:ed|s|ing)? (?:it|ai|a model|models|on (?:my|our|the|your) (?:chats?|data|messages|conversations)))\b/i;
const PRIVACY =
  /\b(where does (?:it|my \w+(?: \w+)?) go|sell|sold|selling|share|shared|sharing|advertis\w*|who (?:can )?sees?|who has access|privacy|private|stored?|keep my|vend\w*|partag\w*|quien ve|quem ve)\b/i;
/** A question put to the app ("do u sell it", "who sees my data"), not advice on sharing with someone in their life. */
const TO_THE_APP =
  /\b(you|u|ya|stellara|app|site|server|company|anyone|who|where|d[oó]nde|onde|vend\w*|partag\w*|somewhere|anywhere|advertis\w*|qui[eé]n|quem|qui|wer|chi|here|vous|tu|usted|voc[eê]|vc|du|ihr)\b/i;
/** Words that name Stellara itself or what it is: a person, a bot, a program, a human behind it. */
const ITSELF =
  /\b(stellara|this app|the app|bot|robot|ai|artificial|human|humano|humain|umano|mensch|person|people behind|real person|someone real|program(?:me)?|algorithm|machine|automated|who (?:made|built|writes|wrote|runs)|what are you|who are you|qui es[- ]tu|quien eres|quem é você|quem e voce|est-ce que tu es|eres (?:una? )?(?:persona|humano|real|bot)|tu es (?:un|une|vrai|réel|reel)|você é|voce e)\b/i;

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

/** The message asks who or what writes the replies, outright ("a person?", "who writes these?"). */
export function asksWhoWrites(message: string): boolean {
  return WHO_WRITES.test(message);
}

/**
 * Every question a message asks of Stellara, in the order the answers are given: "is my birth data stored, and can
 * I delete it" is both privacy and deletion. Empty for an ordinary question.
 */
export function appQuestionsOf(message: string): AppQuestion[] {
  if (CANCEL.test(message) && CANCEL_PLAN.test(message)) return ['cancel'];
  // What is deleted or kept is the account's or asked of the app ("delete everything about my ex" is not).
  const privacy =
    PRIVACY.test(message) &&
    /\b(data|birth|chats?|details|information|info|stuff|datos|dados|données|donnees|sell|vend\w*|advertis\w*)\b/i.test(
      message,
    ) &&
    TO_THE_APP.test(message);
  const deletion =
    (DELETION.test(message) &&
      /\b(account|data|profile|my chats|my history|cuenta|conta|compte|konto)\b/i.test(message)) ||
    (privacy && DELETE_IT.test(message));
  if (privacy && deletion) return ['privacy', 'deletion'];
  if (deletion) return ['deletion'];
  if (MODEL.test(message)) return ['model'];
  if (privacy) return ['privacy'];
  return ITSELF.test(message) || asksWhoWrites(message) ? ['what'] : [];
}

/** The honest answers, one per data question, each naming the screen where it is done. */
const DATA_ANSWERS: Record<Exclude<AppQuestion, 'what'>, string> = {
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
export function appAnswer(kind: AppQuestion, language: WrittenLanguage, thanked: boolean, english: string): string {
  const answer = kind === 'what' ? (WHAT_IN_LANGUAGE[language] ?? english) : DATA_ANSWERS[kind];
  return thanked ? `${THANKS_FIRST[language] ?? "You're welcome!"} ${answer}` : answer;
}

/**
 * The answer for a planned turn about Stellara: what its message asks, in its language, thanks met first; null when it
 * cannot be said whole in that language.
 */
export function appAnswerFor(plan: Pick<ReplyPlan, 'message' | 'language' | 'heard'>, english: string): string | null {
  const thanked = plan.heard?.acts.includes('thank') ?? false;
  const kinds = appQuestionsOf(plan.message);
  const kind = kinds[0] ?? 'what';
  // Only "what are you" is written in other languages; the rest goes out in English under the language line.
  if (plan.language !== 'en' && (kind !== 'what' || !WHAT_IN_LANGUAGE[plan.language])) return null;
  // "Is it stored?" gets its yes first; a second question in the message ("and can I delete it") is answered after.
  const stored =
    kind === 'privacy' && WHERE_IT_GOES.test(plan.message)
      ? `${WHERE_ANSWER} `
      : kind === 'privacy' && STORED.test(plan.message)
        ? `${STORED_ANSWER} `
        : kind === 'privacy' && PASSED_ON.test(plan.message)
          ? 'No. '
          : kind === 'cancel' &&
              /\b(can i|any ?time|whenever|cuando quiera|cuando quieras|puedo|posso|quando quiser)\b/i.test(
                plan.message,
              )
            ? 'Yes, whenever you like. '
            : '';
  const rest = kinds.slice(1).map((k) => ` ${DATA_ANSWERS[k as Exclude<AppQuestion, 'what'>]}`);
  return `${stored}${appAnswer(kind, plan.language, thanked, english)}${rest.join('')}`;
}

/** "where does my birth data go", "where is it kept": where, said first; the rest of the privacy answer follows. */
const WHERE_IT_GOES =
  /\bwhere (?:does|do|is|are|will)\b|\bwhere\b.*\b(?:go|goes|kept|stored|end up)\b|\b(?:d[oó]nde|onde|o[uù]) (?:va|van|vai|v[aã]o|se guarda|guardan|fica|ficam|vont)\b/i;
const WHERE_ANSWER =
  'It goes to the server this Stellara service runs on, where your chart is calculated: with an account it is kept there with your chart and chats; without one, only for this visit. It goes nowhere else.';

/** "do you share my stuff with advertisers", "do you sell it": a yes-or-no question, answered no first. */
const PASSED_ON = /\b(sell|sold|selling|share|shared|sharing|advertis\w*|vend\w*|partag\w*)\b/i;
const STORED = /\b(stored?|kept|keep|saved?|save|somewhere|guardad[oa]s?|almacenad[oa]s?)\b/i;
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
  if (kind !== 'model') return `Answer from these facts only, in your own words: ${DATA_ANSWERS[kind]}`;
  const written = modelName
    ? `Replies here are written with the language model ${modelName}: to answer, the message, the recent conversation and the chart's details are sent to it. Stellara itself trains nothing on the chats; what the model's provider keeps is set by its own terms, listed on the Privacy page (/privacy).`
    : DATA_ANSWERS.model;
  return `Answer from these facts only, in your own words: ${written}`;
}
