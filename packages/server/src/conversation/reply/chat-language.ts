// The language a reply is for. A language asked for ("rispondimi sempre in italiano", "can you answer in german?",
// "antwoord in het Nederlands") holds for the rest of the chat until another is asked; otherwise it is the language
// the message is written in, told as finely as the reader can (Dutch is Dutch, never its French or German
// neighbour). A request with nothing else in it gets its own answer: what the reader can and cannot write in that
// language, said in it, and one door. Pure.
import { writtenLanguageOf } from '../understanding/language.ts';
import type { Understanding, WrittenLanguage } from '../understanding/understanding.ts';
import { CAN_AND_CANNOT, DOOR, englishOnly } from './language-lines.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

/** Each language's name in the languages people ask in (folded: no accents). */
export const LANGUAGE_NAMES: [WrittenLanguage, string][] = [
  ['en', 'english|ingles|anglais|englisch|inglese|engels|angielsku|angielski|anglicky|engelsk|engelska'],
  ['es', 'spanish|espanol|castellano|espagnol|spanisch|spagnolo|spaans|hiszpansku|spansk|spanska'],
  ['pt', 'portuguese|portugues|portugais|portugiesisch|portoghese|portugees|portugalsku'],
  ['fr', 'french|francais|frances|franzosisch|francese|frans|francusku|fransk|franska'],
  ['de', 'german|deutsch|aleman|alemao|allemand|tedesco|duits|niemiecku|tysk|tyska'],
  ['it', 'italian|italiano|italien|italienisch|italiaans|w[lł]osku|italiensk|italienska'],
  ['nl', 'dutch|nederlands|neerlandais|niederlandisch|olandese|holandes|flemish|vlaams|niderlandzku'],
  ['pl', 'polish|polski|polsku|polaco|polones|polonais|polnisch|polacco|pools'],
  ['sv', 'swedish|svenska|sueco|suedois|schwedisch|svedese|zweeds|szwedzku'],
  ['da', 'danish|dansk|danes|danois|danisch|danese|deens|dunsku'],
  ['no', 'norwegian|norsk|noruego|norvegien|norwegisch|norvegese|noors|norwesku'],
  ['cs', 'czech|cesky|cestina|checo|tcheque|tschechisch|ceco|tsjechisch|czesku'],
  ['tr', 'turkish|turkce|turco|turc|turkisch|turks|turecku'],
  ['ro', 'romanian|romana|rumano|roumain|rumanisch|rumeno|roemeens|rumunsku'],
  ['af', 'afrikaans'],
];

/** Words before a language's name that ask for it: "in italian", "en français", "auf Deutsch", "po polsku". */
const INTO = '(?:in|en|em|auf|na|into|to|in het|po|pa|op|w)\\s+(?:the\\s+)?';
/** Words after its name that ask for it: "english please", "español porfa", "deutsch bitte". */
const PLEASE =
  '\\s+(?:too|please|pls|plz|only|instead|this time|version|stp|svp|bitte|por favor|porfa|per favore|alsjeblieft|aub|prosze|pf)\\b';
const ASKED_FOR: [WrittenLanguage, RegExp][] = LANGUAGE_NAMES.map(([language, names]) => [
  language,
  new RegExp(`\\b${INTO}(?:${names})\\b|\\b(?:${names})${PLEASE}`),
]);

/** The language the message asks the replies to be in, or null ("my english teacher is a leo" asks none). */
export function languageAskedFor(message: string): WrittenLanguage | null {
  const text = normalise(message);
  return ASKED_FOR.find(([, asked]) => asked.test(text))?.[0] ?? null;
}

/** "in english this time", "english too", "for my friend": asked for one reply, not for the chat. */
const ONE_OFF =
  /\b(this time|too|also|just this|this once|once|for (?:my )?(?:friend|mum|mom|dad|partner)|pra minha amiga|pra meu amigo|para mi amig[oa])\b/;

/** A language asked for earlier in the chat and not since replaced: it still holds. */
export function standingLanguage(earlier: readonly string[]): WrittenLanguage | null {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const asked = languageAskedFor(earlier[i]!);
    if (asked) return ONE_OFF.test(normalise(earlier[i]!)) ? null : asked;
  }
  return null;
}

/**
 * The language the reply is for: the one asked for now, else the one the message is written in when that is not
 * English, else one asked for earlier in the chat (a message the corpus would call 'other' is told finer: Dutch,
 * Polish, Swedish...).
 */
export function replyLanguage(
  heard: Understanding | null,
  message: string,
  earlier: readonly string[],
  earlierHeard: readonly Understanding[] = [],
): WrittenLanguage {
  if (!heard) return 'en';
  const asked = languageAskedFor(message);
  if (asked) return asked;
  // The chat's language so far is the prior a short message is read against (language.ts).
  const before = chatLanguage(earlier, earlierHeard);
  const written =
    heard.language === 'other' || (before && before !== heard.language)
      ? writtenLanguageOf(message, heard.language, before)
      : heard.language;
  // "bye", "ok thanks", "ta" say too little to change the chat's language: a Spanish chat is thanked in Spanish, and
  // an English one in English even when "ta" reads as Portuguese.
  const own =
    isSmallTalk(heard) && saysLittle(message) && (written === 'en' || ENGLISH_SMALL_TALK.test(message))
      ? (chatLanguage(earlier, earlierHeard) ?? 'en')
      : written;
  const standing = standingLanguage(earlier);
  // A message written in another language than the one asked for earlier speaks for itself: "Danke dir, gute
  // Nacht" after a French sentence was asked for is answered in German.
  return standing && (own === 'en' || own === 'other' || own === standing) ? standing : own;
}

/** Thanks, a goodbye, a hello or a yes, with nothing asked or told. */
const isSmallTalk = (heard: Understanding) =>
  heard.acts.length > 0 && heard.acts.every((a) => ['thank', 'leave', 'greet', 'agree', 'noise'].includes(a));

/** Two words or fewer ("ok thanks", "bye 👋"): too few to tell a language by. */
const saysLittle = (message: string) => (message.match(/\p{L}+/gu) ?? []).length <= 2;

/** English words of thanks or goodbye, used in chats of every language. */
const ENGLISH_SMALL_TALK = /\b(bye|thanks?|thank (?:you|u)|thx|ty|tysm|cheers|ta|see ya|later|ok|okay|cool|nice|gn)\b/i;

/** The language the chat has been written in: that of its latest message that asked or told something. */
function chatLanguage(earlier: readonly string[], earlierHeard: readonly Understanding[]): WrittenLanguage | null {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const h = earlierHeard[i];
    // A Dutch or Polish message is 'other' to the corpus, but its own language to the chat.
    const written = h?.language === 'other' ? writtenLanguageOf(earlier[i]!, 'other') : h?.language;
    if (h && written && written !== 'other' && !isSmallTalk(h))
      return standingLanguage(earlier.slice(0, i + 1)) ?? written;
  }
  return null;
}

/** Words a request for a language is made of, besides the language itself: nothing else asked. */
const REQUEST_WORDS =
  /\b(can|could|would|will|you|u|please|pls|plz|answer|reply|respond|write|talk|speak|say|it|that|me|to|me|always|from now on|only|instead|in|en|em|auf|na|po|pa|op|w|het|the|stp|svp|bitte|por favor|porfa|per favore|alsjeblieft|aub|prosze|pf|sempre|siempre|toujours|immer|altijd|zawsze|rispondimi|rispondi|scrivimi|scrivi|parla|reponds|repondre|ecris|parle|antworte|antworten|schreib|sprich|kannst du|du|responde|respondeme|contestame|escribe|escribeme|habla|responda|responde|fala|escreve|me responde|antwoord|antwoorden|schrijf|spreek|praat|kun je|je|odpowiadaj|responder|respondes|contestar|contesta|hablar|escribir|escrever|falar|pode|podes|puedes|puede|podrias|podria|peux|pourrais|puoi|potresti|kannst|kun|kunt|mozesz|kan|odpowiedz|pisz|napisz|mow|svara|skriv|snakk|tal|svar|mi|ci|moi|mir|mij|mnie|tu|ty|jij|hey|hi|ok|okay|and|y|e|et|und|en|also|now|ahora|agora|maintenant|jetzt|ora|nu|teraz)\b/g;

/** The message asks for a language and nothing else: no question of its own left once the request is taken out. */
function onlyAsksLanguage(message: string, heard: Understanding | null): boolean {
  const about = heard?.about;
  if (!about || about.points.length || about.houses.length || about.signs.length || about.aspects.length) return false;
  const text = normalise(message);
  const names = new RegExp(`\\b(?:${LANGUAGE_NAMES.map(([, n]) => n).join('|')})\\b`, 'g');
  const rest = text
    .replace(names, ' ')
    .replace(REQUEST_WORDS, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim();
  return rest.split(/\s+/).filter(Boolean).length <= 1;
}

/**
 * "can you answer in german?", "réponds en français stp", "antwoord in het Nederlands": one honest sentence in that
 * language on what the reader can write in it, and one door; for a language we have no lines in, the same in
 * English. English asked for in a chat that has had no reply yet is simply agreed to. (English asked after a reply
 * is its main point again: language-switch.ts.)
 */
export const planLanguageAsked: PlanBuilder = ({ input, heard, base }) => {
  const asked = languageAskedFor(input.message);
  if (!asked || base.situation || input.automatic || !onlyAsksLanguage(input.message, heard)) return null;
  if (asked === 'en' && input.earlierQuestions.length) return null;
  const can =
    asked === 'en' ? 'Of course: I will answer in English.' : (CAN_AND_CANNOT[asked] ?? englishOnly(asked, true));
  const door = (CAN_AND_CANNOT[asked] ? DOOR[asked] : null) ?? DOOR.en!;
  return {
    ...base,
    mode: 'talk',
    language: asked,
    topic: 'the language',
    talk: { kind: 'chart-answer', text: `${can} ${door}`, whole: true },
  };
};
