// The turns after someone spoke of not wanting to live, when they go on talking rather than asking for the chart:
// "im not going to do anything. i just feel like a rubbish mum", "sorry for being heavy", "goodnight". Each gets
// warmth in their own words, a real question where one fits, and the line named again by its number (never "those
// lines", which may be far up the screen), and no reading. Their language where we have it. Pure.
import type { Language } from '../understanding/understanding.ts';
import type { CrisisCountry } from './crisis-lines.ts';
import { type HeldLanguage, lineOf } from './safety-held.ts';

type Lines = Readonly<Record<HeldLanguage, string>>;

/** What they call themself, in English: "a rubbish mum", "a terrible mother", "useless", "a failure". */
const SELF_JUDGED =
  /\b(?:i (?:just |really |honestly )?feel like (?:i'?m )?|i'?m (?:just |such )?|im (?:just |such )?|i am (?:just |such )?)((?:a |an |such a )?(?:rubbish|terrible|bad|awful|useless|crap|shit|horrible|failure|failed|hopeless|worthless|burden|mess)(?: (?:mum|mom|mother|dad|father|parent|wife|husband|partner|daughter|son|friend|person))?)\b/i;

/** Their own judgement of themself, said back ("a rubbish mum"), or null. */
export function selfJudgement(message: string): string | null {
  const said = SELF_JUDGED.exec(message.replace(/[’`]/g, "'"))?.[1]?.trim();
  if (!said) return null;
  return said.replace(/^such a /i, 'a ');
}

/** They said they will not act on it ("i'm not going to do anything"): heard and believed. */
const WONT_ACT =
  /\b(?:not going to|won'?t|wont|am not gonna|not gonna|i'?m not) (?:do|try) (?:anything|something)(?: stupid)?\b|\bno voy a hacer nada\b|\bnao vou fazer nada\b|\bje ne vais rien faire\b|\bich werde nichts tun\b|\bnon faro niente\b/i;

const AFTER_LEAD: Lines = {
  en: 'Thank you for telling me, and I believe you.',
  es: 'Gracias por decírmelo, y te creo.',
  pt: 'Obrigado por me dizer, e acredito em você.',
  fr: 'Merci de me le dire, et je te crois.',
  de: 'Danke, dass du es mir sagst, und ich glaube dir.',
  it: 'Grazie di avermelo detto, e ti credo.',
};

const AFTER_BODY: Lines = {
  en: "What you're carrying is real, and you don't have to explain it more than you want to.",
  es: 'Lo que llevas encima es real, y no tienes que explicarlo más de lo que quieras.',
  pt: 'O que você está carregando é real, e não precisa explicar mais do que quiser.',
  fr: "Ce que tu portes est réel, et tu n'as pas à l'expliquer plus que tu ne veux.",
  de: 'Was du trägst, ist echt, und du musst es nicht mehr erklären, als du willst.',
  it: 'Quello che porti è reale, e non devi spiegarlo più di quanto vuoi.',
};

const AFTER_LINE: Lines = {
  en: 'If the dark thoughts come back, even in the middle of the night: {lines}.',
  es: 'Si los pensamientos oscuros vuelven, aunque sea de madrugada: {lines}.',
  pt: 'Se os pensamentos sombrios voltarem, mesmo de madrugada: {lines}.',
  fr: 'Si les pensées sombres reviennent, même en pleine nuit : {lines}.',
  de: 'Wenn die dunklen Gedanken wiederkommen, auch mitten in der Nacht: {lines}.',
  it: 'Se i pensieri cupi tornano, anche nel cuore della notte: {lines}.',
};

const AFTER_ASK: Lines = {
  en: 'What has been wearing you down most lately?',
  es: '¿Qué es lo que más te ha ido agotando últimamente?',
  pt: 'O que mais tem te desgastado ultimamente?',
  fr: "Qu'est-ce qui t'use le plus ces temps-ci ?",
  de: 'Was zehrt in letzter Zeit am meisten an dir?',
  it: 'Cosa ti sta consumando di più in questo periodo?',
};

const held = (language: Language): HeldLanguage => (language === 'other' ? 'en' : language);

/**
 * The turn right after (or a share later in that chat): believed, their words about themself met as a person
 * would ("feeling like a rubbish mum" is heard, and questioned gently), the line by its number, one real question.
 */
export function safetyAfterReply(asked: Language, country: CrisisCountry | null, message: string): string {
  const language = held(asked);
  const judged = language === 'en' ? selfJudgement(message) : null;
  const lead = WONT_ACT.test(message) || language !== 'en' ? AFTER_LEAD[language] : 'Thank you for telling me.';
  const middle = judged
    ? `Feeling like ${judged} is such a heavy thing to carry, and I don't think the way you feel tonight is the whole truth about you: people who worry about being ${judged} are usually the ones who care the most.`
    : AFTER_BODY[language];
  const ask = judged ? 'What happened today that made it feel that way?' : AFTER_ASK[language];
  return [`${lead} ${middle}`, AFTER_LINE[language].replace('{lines}', lineOf(language, country)), ask].join('\n\n');
}

const APOLOGY: Lines = {
  en: "There's nothing to be sorry for. You're not too heavy; this is exactly the kind of thing you can bring here, and I'm glad you did. And if tonight gets harder, the line is there for you too: {lines}. How are you feeling right now, compared with earlier?",
  es: 'No hay nada que perdonar. No eres una carga; esto es justo lo que puedes traer aquí, y me alegra que lo hayas hecho. Y si la noche se pone más difícil, la línea también está para ti: {lines}. ¿Cómo te sientes ahora, comparado con antes?',
  pt: 'Não há nada para se desculpar. Você não é pesado demais; isso é exatamente o que pode trazer aqui, e fico feliz que tenha trazido. E se a noite ficar mais difícil, a linha também está aí para você: {lines}. Como você está se sentindo agora, comparado com antes?',
  fr: "Il n'y a rien à excuser. Tu n'es pas trop lourd ; c'est exactement ce que tu peux apporter ici, et je suis content que tu l'aies fait. Et si la nuit devient plus dure, la ligne est là pour toi aussi : {lines}. Comment tu te sens maintenant, par rapport à tout à l'heure ?",
  de: 'Da gibt es nichts zu entschuldigen. Du bist nicht zu schwer; genau so etwas kannst du hier sagen, und ich bin froh, dass du es getan hast. Und wenn die Nacht schwerer wird, ist die Nummer auch für dich da: {lines}. Wie geht es dir jetzt, verglichen mit vorhin?',
  it: "Non c'è niente di cui scusarsi. Non sei troppo pesante; è proprio il tipo di cosa che puoi portare qui, e sono contento che tu l'abbia fatto. E se la notte si fa più dura, la linea c'è anche per te: {lines}. Come ti senti adesso, rispetto a prima?",
};

const GOODNIGHT: Lines = {
  en: "Goodnight. I'm really glad you talked tonight. If the thoughts come back in the night, you don't have to wait until morning: {lines}. I'm here tomorrow too, whenever you want.",
  es: 'Buenas noches. Me alegra mucho que hayas hablado esta noche. Si los pensamientos vuelven de madrugada, no hace falta esperar a la mañana: {lines}. Mañana también estoy aquí, cuando quieras.',
  pt: 'Boa noite. Fico muito feliz que você tenha conversado hoje. Se os pensamentos voltarem de madrugada, não precisa esperar amanhecer: {lines}. Amanhã também estou aqui, quando quiser.',
  fr: "Bonne nuit. Je suis vraiment content que tu aies parlé ce soir. Si les pensées reviennent dans la nuit, pas besoin d'attendre le matin : {lines}. Je suis là demain aussi, quand tu veux.",
  de: 'Gute Nacht. Ich bin wirklich froh, dass du heute geredet hast. Wenn die Gedanken nachts wiederkommen, musst du nicht bis morgen warten: {lines}. Ich bin morgen auch da, wann immer du willst.',
  it: 'Buonanotte. Sono davvero contento che tu abbia parlato stasera. Se i pensieri tornano nella notte, non serve aspettare il mattino: {lines}. Ci sono anche domani, quando vuoi.',
};

/** An apology for sharing, or a goodnight, in a chat that spoke of not wanting to live: warmth and the line again. */
export function safetyCloseReply(
  kind: 'apology' | 'goodnight',
  asked: Language,
  country: CrisisCountry | null,
): string {
  const language = held(asked);
  return (kind === 'apology' ? APOLOGY : GOODNIGHT)[language].replace('{lines}', lineOf(language, country));
}
