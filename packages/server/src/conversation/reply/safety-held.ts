// Safety held over the whole chat. Once someone has spoken of not wanting to live, later turns still carry it:
// - taking it back ("nah not like that, forget i said it, just tell me if my luck turns") is not doubt about the
//   chart: a light acknowledgement that does not push, the line again, then their question, answered;
// - a plan to call ("gonna call that number tomorrow") is affirmed by name and the number given again;
// - a question about the app (is this chat saved, who can see it) is answered, with the line again after it.
// The lines are the person's own country's when known, else their language's (crisis-lines.ts, safety.ts). Pure.
import type { Language } from '../understanding/understanding.ts';
import { appQuestionsOf } from './app-questions.ts';
import { controlDoor } from './control-door.ts';
import { type CrisisCountry, countryLineShort, crisisCountry } from './crisis-lines.ts';
import { localLine } from './local-lines.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';
import { AFTER_LOSS_BY_SUICIDE, lossBySuicide, soundsHopeless, speaksOfOwnHarm } from './safety.ts';

export type HeldLanguage = Exclude<Language, 'other'>;
/** Their language where these lines are written, else English. */
const held = (language: Language): HeldLanguage => (language === 'other' ? 'en' : language);

/** Without accents and with one apostrophe, as safety.ts reads. */
const plain = (message: string): string => message.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`]/g, "'");

/** The chat spoke of not wanting to live, or of hopelessness, in an earlier message. */
export const spokeOfRisk = (earlier: readonly string[]): boolean =>
  earlier.some((m) => speaksOfOwnHarm(m) || soundsHopeless(m));

/** Taking it back: "not like that", "forget i said it", "i didn't mean it", "olvida lo que dije", "vergiss es". */
const RETRACT =
  /\b(?:not like that|forget (?:i said (?:it|that)|what i said|that|it|about it)|(?:i )?didn'?t mean (?:it|that)(?: like that)?|ignore (?:that|what i said|me)|never ?mind|(?:just )?(?:joking|kidding)|wasn'?t serious|(?:i'?m|im|i am) (?:fine|ok|okay|alright|all right)(?: really| honestly)?|don'?t worry(?: about (?:it|me))?|olvida(?:lo)?(?: lo que (?:te )?dije)?|no (?:lo )?dec[ií]a en serio|no es eso|no me refer[ií]a a eso|estoy bien|era broma|esquece(?: o que (?:eu )?disse| isso)?|n[aã]o (?:foi|era) isso|n[aã]o quis dizer isso|estou bem|to bem|era brincadeira|oublie(?: ce que j'ai dit| [cç]a)?|laisse tomber|deixa (?:pra|para) l[aá]|c'est pas [cç]a|ce n'est pas [cç]a|je ne voulais pas dire [cç]a|je vais bien|je plaisantais|vergiss(?: es|,? was ich gesagt habe)?|(?:so )?nicht so gemeint|mir geht'?s gut|war nur ein scherz|dimentica(?: quello che ho detto)?|lascia perdere|non intendevo(?: quello)?|non in quel senso|sto bene|scherzavo)\b/i;

/** A plan to call the line: "gonna call that number tomorrow", "voy a llamar mañana", "ich rufe morgen an". */
const CALLING =
  /\b(?:(?:gonna|going to|will|i'?ll|ill|i'?m going to|plan to|want to) (?:call|ring|phone|text|contact)|(?:call|ring|phone|text)(?:ing)? (?:that|the|this|them|those) (?:number|line|people|helpline)|calling (?:them|it|that|the (?:number|line))|(?:voy a|vou|quero) (?:llamar|ligar)|llamar[eé]|ligarei|ligo (?:amanha|hoje)|llamo (?:manana|hoy)|(?:je vais|j'vais) (?:appeler|les appeler)|j'appellerai|(?:ich )?rufe (?:da |dort |sie )?(?:morgen |heute )?an|werde (?:da |dort |sie )?anrufen|chiamer[oò]|chiamo (?:domani|oggi))\b/i;

/** When they said they will call ("tomorrow", "tonight"), to name it back in English. */
const WHEN_CALLING =
  /\b(first thing tomorrow|tomorrow(?: morning)?|tonight|today|this evening|in the morning|after work|later)\b/i;

/** Retracting: the message with its retraction taken out (what it asks besides), or null when it retracts nothing. */
export function afterRetraction(message: string): string | null {
  const text = plain(message);
  if (!RETRACT.test(text)) return null;
  // Each clause that retracts goes; what is left is what they ask.
  const clauses = message.split(/(?<=[.!?;])\s+|,\s+(?=(?:just|but|only|solo|s[oó]|juste|nur|solo)\b)/i);
  return clauses
    .filter(
      (c) =>
        !RETRACT.test(plain(c)) ||
        /\b(tell me|what|when|will|does|is|can|qu[eé]|cu[aá]ndo|quand|wann|quando)\b/i.test(c.replace(RETRACT, '')),
    )
    .map((c) =>
      c
        .replace(/^(?:nah|no|nope|naa+h?)[,.!]?\s+/i, '')
        .replace(RETRACT, '')
        .replace(/^[\s,.!;:-]+/, '')
        // "just tell me" asks plainly; "solo" alone would read as loneliness.
        .replace(/^(?:just|only|solo|s[oó]lo|s[oó]|juste|nur)\s+/i, ''),
    )
    .filter((c) => /\p{L}{2,}/u.test(c))
    .join(' ')
    .trim();
}

/** A question left after the retraction ("just tell me if my luck turns"): answered, after the line. */
const ASKS =
  /\?|\b(tell me|dime|d[ií]game|dis-moi|dites-moi|sag mir|sagen sie mir|dimmi|me diz|diz-me|me conta|ob|what|how|why|when|will|does|is|can|qu[eé]|c[oó]mo|cu[aá]ndo|o que|quando|quand|comment|wie|wann|cosa|quando|se)\b/i;

/** Which held-safety turn a message is in a chat that spoke of not wanting to live, or null. */
export function heldSafetyTurn(message: string, earlier: readonly string[]): 'calling' | 'retract' | 'app' | null {
  if (!spokeOfRisk(earlier) || speaksOfOwnHarm(message) || soundsHopeless(message)) return null;
  if (CALLING.test(plain(message))) return 'calling';
  const rest = afterRetraction(message);
  // After a check on hopelessness, "no, not like that, just tired" answers it (safety.ts 'after'); after words of
  // ending one's life, it takes them back.
  if (rest !== null && !ASKS.test(rest) && earlier.some(speaksOfOwnHarm)) return 'retract';
  if (rest === null && appQuestionsOf(message).length) return 'app';
  return null;
}

/**
 * Later turns of a chat that spoke of not wanting to live, planned with it held: a retraction with a question after
 * it has the question planned on its own (never as doubt about the chart) and leads with the acknowledgement and the
 * line; an app question is answered by its own plan, which carries the person's country for the line after it.
 */
export function withSafetyHeld(input: PlanInput, plan: (input: PlanInput) => ReplyPlan): ReplyPlan {
  // Controlling behaviour played down with a question after it: the door left open first, then the question.
  const door = controlDoor(input.message, input.earlierQuestions);
  if (door?.rest) return { ...plan({ ...input, message: door.rest }), heldLead: door.lead, hardChat: true };
  if (!spokeOfRisk(input.earlierQuestions)) return plan(input);
  const country = (planned: ReplyPlan) =>
    crisisCountry([...input.earlierQuestions, input.message], input.chart.birth?.local?.timezone, planned.language);
  const turn = heldSafetyTurn(input.message, input.earlierQuestions);
  if (turn === 'app') {
    const planned = plan(input);
    return { ...planned, crisisCountry: country(planned) };
  }
  const rest = turn ? null : afterRetraction(input.message);
  if (!rest || !ASKS.test(rest)) return plan(input);
  const asked = plan({ ...input, message: rest, retracted: true });
  return asked.mode === 'safety' ? asked : { ...asked, held: 'retract', crisisCountry: country(asked), hardChat: true };
}

/** The line to call, short: the person's country's when known (in English), else their language's. */
export function lineOf(language: HeldLanguage, country: CrisisCountry | null): string {
  if (language === 'en' && country) return countryLineShort(country);
  return localLine(language, country, 'short') ?? LINES[language];
}

const LINES: Readonly<Record<HeldLanguage, string>> = {
  en: '116 123 (Samaritans) in the UK and Ireland, 988 in the US and Canada, 13 11 14 (Lifeline) in Australia, findahelpline.com anywhere else',
  es: '024 en España, 800 911 2000 en México, findahelpline.com en cualquier otro lugar',
  pt: '188 (CVV) no Brasil, 808 24 24 24 (SNS 24) ou 213 544 545 (SOS Voz Amiga) em Portugal, findahelpline.com em qualquer outro lugar',
  fr: 'le 3114 en France, findahelpline.com ailleurs',
  de: 'TelefonSeelsorge 0800 111 0 111 oder 0800 111 0 222 in Deutschland, findahelpline.com anderswo',
  it: 'Telefono Amico 02 2327 2327 in Italia, findahelpline.com altrove',
};

const RETRACT_LEAD: Readonly<Record<HeldLanguage, string>> = {
  en: "Okay, I hear you, and I won't push. If it ever does feel like that, even for a moment, someone is there at any hour: {lines}.",
  es: 'Vale, te entiendo, y no voy a insistir. Si alguna vez lo sientes así, aunque sea un momento, hay alguien a cualquier hora: {lines}.',
  pt: 'Tudo bem, entendi, e não vou insistir. Se em algum momento sentir isso, mesmo que por um instante, há alguém a qualquer hora: {lines}.',
  fr: "D'accord, je t'entends, et je n'insiste pas. Si jamais ça revient, même un instant, quelqu'un répond à toute heure : {lines}.",
  de: 'Okay, ich verstehe, und ich dränge nicht. Falls es sich doch einmal so anfühlt, auch nur kurz, ist jederzeit jemand da: {lines}.',
  it: "Va bene, ti ascolto, e non insisto. Se mai dovessi sentirti così, anche solo per un momento, c'è qualcuno a qualsiasi ora: {lines}.",
};

const RETRACT_CLOSE: Readonly<Record<HeldLanguage, string>> = {
  en: "I'm here for whatever you'd like to talk about, chart or not.",
  es: 'Sigo aquí para lo que quieras hablar, con carta o sin ella.',
  pt: 'Continuo aqui para o que quiser conversar, com mapa ou sem.',
  fr: 'Je suis là pour parler de ce que tu veux, thème ou pas.',
  de: 'Ich bin hier, worüber du auch reden möchtest, mit Horoskop oder ohne.',
  it: 'Sono qui per qualsiasi cosa tu voglia dire, tema o no.',
};

const CALLING_REPLY: Readonly<Record<HeldLanguage, string>> = {
  en: "{Calling} is a good, brave step, and I'm glad you're going to. The number again, so it's right here: {lines}. If things get heavier before then, you don't have to wait: call straight away, or your emergency number if you are in danger. I'm here in the meantime if you want to talk.",
  es: 'Llamar es un paso bueno y valiente, y me alegra que vayas a hacerlo. El número otra vez, para que lo tengas a mano: {lines}. Si antes se pone más difícil, no hace falta esperar: llama ya, o a emergencias si estás en peligro. Mientras tanto sigo aquí si quieres hablar.',
  pt: 'Ligar é um passo bom e corajoso, e fico feliz que você vá fazer isso. O número de novo, para ficar à mão: {lines}. Se antes disso ficar mais pesado, não precisa esperar: ligue já, ou para a emergência se estiver em perigo. Enquanto isso, continuo aqui se quiser conversar.',
  fr: "Appeler, c'est un pas important et courageux, et je suis content que tu le fasses. Le numéro encore, pour l'avoir sous la main : {lines}. Si ça devient plus lourd d'ici là, pas besoin d'attendre : appelle tout de suite, ou les urgences si tu es en danger. En attendant, je suis là si tu veux parler.",
  de: 'Anzurufen ist ein guter, mutiger Schritt, und ich freue mich, dass du es tun willst. Die Nummer noch einmal, damit du sie griffbereit hast: {lines}. Wenn es bis dahin schwerer wird, musst du nicht warten: ruf gleich an, oder den Notruf, wenn du in Gefahr bist. Bis dahin bin ich hier, wenn du reden möchtest.',
  it: 'Chiamare è un passo buono e coraggioso, e sono contento che tu lo faccia. Il numero di nuovo, così lo hai a portata di mano: {lines}. Se prima di allora diventa più pesante, non serve aspettare: chiama subito, o il numero di emergenza se sei in pericolo. Intanto sono qui se vuoi parlare.',
};

const APP_TAIL: Readonly<Record<HeldLanguage, string>> = {
  en: 'And the line is still there whenever you need it: {lines}.',
  es: 'Y la línea sigue ahí cuando la necesites: {lines}.',
  pt: 'E a linha continua aí sempre que precisar: {lines}.',
  fr: 'Et la ligne est toujours là quand tu en as besoin : {lines}.',
  de: 'Und die Nummer ist weiter da, wann immer du sie brauchst: {lines}.',
  it: 'E la linea è sempre lì quando ne hai bisogno: {lines}.',
};

/** The whole reply to a held-safety turn with no chart in it: a plan to call, or a retraction that asks nothing. */
export function heldSafetyReply(
  turn: 'calling' | 'retract',
  asked: Language,
  country: CrisisCountry | null,
  message: string,
): string {
  const language = held(asked);
  const lines = lineOf(language, country);
  if (turn === 'retract') return `${RETRACT_LEAD[language].replace('{lines}', lines)}\n\n${RETRACT_CLOSE[language]}`;
  const when = message.match(WHEN_CALLING)?.[1]?.toLowerCase();
  return CALLING_REPLY[language]
    .replace('{Calling}', when ? `Calling ${when}` : 'Calling them')
    .replace('{lines}', lines);
}

/**
 * What goes before and after a written reply to keep safety held: the retraction's acknowledgement and line first, the
 * line again after an app answer in that chat, and after a condolence for a loss by suicide, once, help for them too.
 */
export function heldAround(
  plan: ReplyPlan,
  asked: Language,
  saidBefore: (text: string) => boolean,
): { lead: string; tail: string } {
  if (plan.aroundSaid) return { lead: '', tail: '' };
  const language = held(asked);
  const lines = lineOf(language, plan.crisisCountry ?? null);
  const lead =
    plan.held === 'retract'
      ? `${RETRACT_LEAD[language].replace('{lines}', lines)}\n\n`
      : plan.heldLead
        ? `${plan.heldLead}\n\n`
        : '';
  const app = plan.mode === 'about-stellara' && spokeOfRisk(plan.before ?? []);
  const suicideLoss = !!plan.situation && lossBySuicide(plan.message) && !saidBefore(AFTER_LOSS_BY_SUICIDE);
  const tail = app
    ? `\n\n${APP_TAIL[language].replace('{lines}', lines)}`
    : suicideLoss
      ? `\n\n${AFTER_LOSS_BY_SUICIDE}`
      : '';
  return { lead, tail };
}
