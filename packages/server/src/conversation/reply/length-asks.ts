// Asks about the length or the language of the chat rather than the chart: a hello that asks to keep it short, "too
// long. shorter" after a reply, and "can I write in Spanish?". Each gets a brief answer and one door, never a reading
// nobody asked for. Pure.
import type { WrittenLanguage } from '../understanding/understanding.ts';
import { LANGUAGE_NAMES } from './chat-language.ts';
import { namesSubject } from './form-only.ts';
import { DOOR, englishOnly } from './language-lines.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

/** A wish for a short reply in any words: "keep it short", "short pls", "quick one", "sé breve". */
const SHORT_WISH =
  /\b(short|brief|quick(?:ly)?|tl;?dr|few words|corto|corta|breve|curto|curta|rapidinho|court|bref|kurz|kort|krotko)\b|\bsin rollo\b/;

/** A hello at the start of the message, however it is spelled. */
const HELLO =
  /^\W*(h+i+|he+y+|hel+o+|hiya|yo+|howdy|hola+|ol[aá]|oi+|bonjour|salut|hallo|ciao|hoi|hej|czesc|moin|servus)\b/;

/** "too long", "shorter", "tl;dr": the last reply was too long, nothing else asked. */
const TOO_LONG =
  /^\W*(?:(?:too|way too|so|that'?s|that was|much too)\s+long|shorter|tl;?dr|too much text|demasiado larg[oa]|muy larg[oa]|mas corto|muito long[oa]|long[oa] demais|mais curto|trop longu?e?|plus court|zu lang|viel zu lang|kurzer|troppo lung[oa]|piu breve|piu corto)\b/;
/** "your answer is too long", "su respuesta es demasiado larga", "votre réponse est trop longue": the reply named first. */
const THE_REPLY =
  /^\W*(?:(?:your|the|this|that) (?:answer|reply|response|message|text|reading) (?:is|was|'s) |(?:tu|su|la|esta|essa|sua|a) (?:respuesta|resposta|mensaje|mensagem) (?:es|fue|e|foi|esta|ta) |(?:ta|votre|cette|la) (?:reponse|message) (?:est|etait) |(?:deine|ihre|die|diese) (?:antwort|nachricht) (?:ist|war) |(?:la tua|la sua|la|questa) (?:risposta|messaggio) (?:e|era) |(?:c'est|c est|eso es|esto es|es|isso e|e|das ist|ist) )/;

/** Words that ask nothing of their own around a length wish. */
const FILLER =
  /\b(lol|lmao|haha|pls|plz|please|por favor|ok|okay|pero|but|and|y|e|so|just|a bit|bit|version|one|again|no|yeah|sorry|can you|could you|make it|do|it|that|pf)\b/g;

const leftover = (text: string, ...drop: RegExp[]) =>
  drop
    .reduce((t, re) => t.replace(new RegExp(re.source, 'g'), ' '), text)
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);

/** The message says the last reply was too long and asks nothing else ("too long lol. shorter"). */
export function asksShorter(message: string): boolean {
  const text = normalise(message).replace(THE_REPLY, '');
  if (!TOO_LONG.test(text)) return false;
  const rest = leftover(
    text,
    /\b(too|way|much|so|that'?s|that was|long|shorter|tl;?dr|text|demasiado|muy|larg[oa]|mas|corto|muito|long[oa]|demais|mais|curto|trop|longu?e?|plus|court|zu|viel|lang|kurzer|troppo|lung[oa]|piu|breve)\b/,
  );
  return rest.length <= 2;
}

/** "Keep the answers shorter please": about the next answers, not this one (asked-length.ts notes it). */
const NEXT_ONES =
  /\bkeep (?:it|them|(?:the |your )?(?:answers|replies|messages)) (?:short|shorter|brief)\b|\bfrom now on\b/;

/** "too long. shorter": the previous reply's point again, much shorter, and nothing new. */
export const planShorter: PlanBuilder = ({ input, base, heard }) =>
  // "más corto, ¿y mi Marte?" names a new subject: that is answered, short.
  // ("Keep the answers shorter please" asks for the next ones: a standing wish, noted in talk.ts.)
  input.earlierQuestions.length &&
  asksShorter(input.message) &&
  !NEXT_ONES.test(normalise(input.message)) &&
  !namesSubject(heard)
    ? // Said again in English, the language the reply was written in, under a line in theirs (turn-line.ts).
      {
        ...base,
        mode: 'talk',
        topic: 'the point, shorter',
        talk: { kind: 'summary', shorter: true },
        shape: 'short',
      }
    : null;

/** A hello with a wish for brevity and no chart subject ("hi. keep it short pls, im on my lunch break"). */
export function asksShortHello(message: string): boolean {
  const text = normalise(message);
  return HELLO.test(text) && SHORT_WISH.test(text);
}

/** A short hello back and one door: what they would like to know, with one quick thing to start from. */
const SHORT_HELLO = [
  'Hi! Short it is. What would you like to know? If nothing comes to mind, ask for your rising sign and I will give it to you in a line.',
  'Hello! Short answers, promise. What is on your mind today?',
];

/** The same in the languages people greet in most here: said whole in theirs. */
const SHORT_HELLO_IN: Partial<Record<WrittenLanguage, string>> = {
  es: '¡Hola! Corto, prometido. ¿Qué te gustaría saber? Si no se te ocurre nada, pregúntame por tu ascendente y te lo digo en una línea.',
  pt: 'Oi! Curtinho, prometo. O que você quer saber? Se nada vier à cabeça, pergunte pelo seu ascendente e eu digo numa linha.',
  fr: 'Salut ! Court, promis. Que veux-tu savoir ? Si rien ne te vient, demande-moi ton ascendant et je te le donne en une ligne.',
  de: 'Hallo! Kurz, versprochen. Was möchtest du wissen? Wenn dir nichts einfällt, frag nach deinem Aszendenten, und ich sage ihn dir in einer Zeile.',
  it: 'Ciao! Breve, promesso. Cosa vuoi sapere? Se non ti viene in mente niente, chiedimi il tuo ascendente e te lo dico in una riga.',
  nl: 'Hoi! Kort, beloofd. Wat wil je weten? Als je niets weet, vraag dan naar je ascendant en ik geef hem je in één regel.',
  pl: 'Cześć! Krótko, obiecuję. Co chcesz wiedzieć? Jeśli nic nie przychodzi ci do głowy, zapytaj o swój ascendent, a podam go w jednej linijce.',
};

export const planShortHello: PlanBuilder = ({ input, heard, base }) => {
  const about = heard?.about;
  const subject =
    !about ||
    about.points.length ||
    about.houses.length ||
    about.signs.length ||
    about.aspects.length ||
    about.techniques.length;
  if (subject || base.situation || input.automatic || !asksShortHello(input.message)) return null;
  const own = SHORT_HELLO_IN[base.language];
  const text = own ?? SHORT_HELLO[input.earlierQuestions.length % SHORT_HELLO.length]!;
  return { ...base, mode: 'talk', topic: 'greeting', talk: { kind: 'chart-answer', text, whole: !!own } };
};

/** "can I write in Spanish?", "puedo escribir en español?", "posso escrever em português?". */
const MAY_I_WRITE =
  /\b(can i|may i|could i|is it ok(?:ay)? (?:if i|to)|puedo|podria|posso|poderia|je peux|est-ce que je peux|darf ich|kann ich|posso|mag ik|kan ik|moge)\b.{0,20}\b(write|talk|speak|ask|chat|escribir|hablar|preguntar|escrever|falar|perguntar|ecrire|parler|schreiben|sprechen|scrivere|parlare|schrijven|praten|spreken|pisac|mowic)\b.{0,15}\b(in|en|em|auf|na|po|op)\b/;

/** "do you speak German?", "parlez-vous français ?", "¿hablas español?", "sprechen Sie Deutsch?", "parli italiano?". */
const SPEAK_ASK =
  /\b(?:do|can|could) (?:you|u) (?:speak|write|understand|read|talk)\b|\b(?:you|u) speak\b|\bparle[sz]?[- ](?:vous|tu)\b|\b(?:tu|vous) parle[sz]?\b|\bhabla(?:s)?\b|\bentiende(?:s)?\b|\bfala(?:s)?\b|\bsprichst du\b|\bsprechen sie\b|\bverstehst du\b|\bverstehen sie\b|\bparli\b|\bparla\b|\bcapisci\b|\bspreek je\b|\bmowisz\b/;

const LANGUAGE_NAMED = LANGUAGE_NAMES.filter(([language]) => language !== 'en').map(
  ([language, names]) => [language, new RegExp(`\\b(?:${names})\\b`)] as const,
);

/**
 * Yes, in their language, with the honest part: the built-in reader understands them, and writes its readings in
 * English under a line in their language. One door follows.
 */
const YES_IN: Partial<Record<WrittenLanguage, string>> = {
  es: '¡Claro que sí! Escríbeme en español: entiendo tus preguntas. Por ahora escribo las lecturas en inglés, con una línea en español al principio. ¿Qué te gustaría saber primero?',
  pt: 'Claro que sim! Pode me escrever em português: eu entendo as suas perguntas. Por enquanto escrevo as leituras em inglês, com uma linha em português no início. O que você gostaria de saber primeiro?',
  fr: "Bien sûr ! Écris-moi en français : je comprends tes questions. Pour l'instant, j'écris les lectures en anglais, avec une ligne en français au début. Qu'aimerais-tu savoir d'abord ?",
  de: 'Na klar! Schreib mir auf Deutsch: Ich verstehe deine Fragen. Die Deutungen schreibe ich vorerst auf Englisch, mit einer Zeile auf Deutsch am Anfang. Was möchtest du zuerst wissen?',
  it: "Certo! Scrivimi in italiano: capisco le tue domande. Per ora scrivo le letture in inglese, con una riga in italiano all'inizio. Cosa ti piacerebbe sapere per prima cosa?",
  nl: 'Zeker! Schrijf me gerust in het Nederlands: ik lees het een beetje. De lezingen schrijf ik voorlopig in het Engels, met een regel in het Nederlands erboven. Wat wil je als eerste weten?',
  pl: 'Jasne! Pisz do mnie po polsku: trochę rozumiem. Odczyty piszę na razie po angielsku, z jedną linijką po polsku na początku. Co chcesz wiedzieć najpierw?',
};

/** The language a "may I write in X?" question names, or null. */
export function languageAskedToWrite(message: string): WrittenLanguage | null {
  const text = normalise(message);
  if (!MAY_I_WRITE.test(text) && !SPEAK_ASK.test(text)) return null;
  return LANGUAGE_NAMED.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** "Can I write in Spanish?": yes, in Spanish, short, with one door; no reading, no ritual. */
export const planLanguageAllowed: PlanBuilder = ({ input, base, heard }) => {
  // "Falas português? Qual é o meu signo solar?": the chart question is answered, under the line in their language
  // that says what the reader can write in it (their-language.ts).
  const about = heard?.about;
  if (about && about.points.length + about.signs.length + about.houses.length + about.techniques.length > 0)
    return null;
  const language = languageAskedToWrite(input.message);
  // A language we have no lines in: yes, with the honest part said in English.
  const text = language ? (YES_IN[language] ?? `Yes, you can. ${englishOnly(language, true)} ${DOOR.en}`) : undefined;
  if (!language || !text || base.situation) return null;
  return {
    ...base,
    mode: 'talk',
    language,
    topic: 'the language',
    talk: { kind: 'chart-answer', text, whole: true },
  };
};

const POINT_NAMED =
  /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Chiron|Rising|rising|Ascendant|Midheaven|Node)\b/;

const SIGN_NAMED = /\b(Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)\b/;

const sentencesIn = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"(])/u)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The point of a reply in two sentences, nothing new: its direct answer (the line before the first heading) and the
 * first sentence of its lead section that says what it means rather than where it is. A reply without headings: its
 * first two sentences.
 */
export function shorterOf(reply: string): string {
  // A line in another language above the reading, ending in a colon, is not its point.
  const lines = reply.split('\n').filter((line) => !/:\s*$/.test(line.trim()));
  const [opening = '', ...sections] = lines.join('\n').split(/^### /m);
  if (!sections.length) return sentencesIn(opening).slice(0, 2).join(' ');
  const body = sentencesIn(
    sections[0]!
      .split('\n')
      .slice(1)
      .join(' ')
      .replace(/^[-\d.]+\s*/gm, ''),
  );
  // The opening is the answer only when it names a point ("Your Moon is in Aries"), not a voice's "The candle is lit."
  const direct = sentencesIn(opening).find((line) => POINT_NAMED.test(line) && SIGN_NAMED.test(line));
  const answer = direct ?? body[0] ?? '';
  // "Your Sun, the part of you that…, is in Cancer" only says the answer again: the meaning comes after it.
  const meaning = body.find(
    (s) => s !== answer && !/^Your \w+(?: \w+)?,|\bis in [A-Z]|\bforms an? \w+ with\b|\bsits [\d.]+°/.test(s),
  );
  return [answer, meaning].filter(Boolean).join(' ');
}

/** Either length ask: "too long. shorter" after a reply, or a hello that asks to keep it short. */
export const planLengthAsk: PlanBuilder = (c) => planShorter(c) ?? planShortHello(c);
