// Short fixed lines in the person's language for the turns after the first: the built-in reader writes its readings
// in English, and says so honestly once in full (acts.ts, languageNotice); after that a short reminder in their
// language opens each reply, and thanks, greetings and a first welcome are answered in it whole. Dutch and Polish
// have their lines too; a language with none is answered in English, saying so (ENGLISH_ONLY).
import type { WrittenLanguage } from '../understanding/understanding.ts';
import type { ReplyPlan } from './plan-types.ts';

type Lines = Partial<Record<WrittenLanguage, string>>;

/**
 * Opens every later reply in that language: the reading below is in English. Short, and taken in turn, so the line
 * is never the same word for word on every turn (said-once.ts drops a long paragraph said before).
 */
export const LANGUAGE_AGAIN: Partial<Record<WrittenLanguage, readonly string[]>> = {
  es: ['Sigo en inglés para la lectura:', 'La lectura, otra vez en inglés:', 'De nuevo en inglés:'],
  pt: ['Sigo em inglês para a leitura:', 'A leitura, de novo em inglês:', 'Outra vez em inglês:'],
  fr: ['Je continue en anglais pour la lecture :', 'La suite en anglais :', 'De nouveau en anglais :'],
  de: ['Die Deutung folgt wieder auf Englisch:', 'Weiter auf Englisch:', 'Wieder auf Englisch:'],
  it: ['Continuo in inglese per la lettura:', 'Di nuovo in inglese:', 'Ancora in inglese:'],
  nl: ['De lezing volgt weer in het Engels:', 'Verder in het Engels:', 'Weer in het Engels:'],
  pl: ['Odczyt dalej po angielsku:', 'Znowu po angielsku:', 'Dalej po angielsku:'],
};

/** Opens a later reply that is not a reading (the plans' prices, a reply to an apology): answered in English. */
export const LANGUAGE_PLAIN: Lines = {
  es: 'Te respondo en inglés:',
  pt: 'Respondo em inglês:',
  fr: 'Je te réponds en anglais :',
  de: 'Ich antworte auf Englisch:',
  it: 'Ti rispondo in inglese:',
  nl: 'Ik antwoord in het Engels:',
  pl: 'Odpowiadam po angielsku:',
};

/** A thank-you answered in the person's language, with the offer to go on. */
export const LANGUAGE_THANKS: Partial<Record<WrittenLanguage, readonly string[]>> = {
  es: [
    '¡De nada! Me alegra que te haya servido. Cuando quieras, seguimos con otra parte de tu carta.',
    '¡Con gusto! Aquí estaré cuando quieras mirar algo más de tu carta.',
  ],
  pt: [
    'De nada! Fico feliz que tenha ajudado. Quando quiser, seguimos com outra parte do seu mapa.',
    'Por nada! Estou aqui quando quiser olhar mais alguma coisa do seu mapa.',
  ],
  fr: ['Avec plaisir ! Je suis là quand tu veux continuer avec ton thème.'],
  de: ['Gern geschehen! Ich bin da, wenn du mit deinem Horoskop weitermachen möchtest.'],
  it: ['Prego! Sono qui quando vuoi continuare con il tuo tema natale.'],
  nl: ['Graag gedaan! Ik ben er als je verder wilt kijken in je horoscoop.'],
  pl: ['Nie ma za co! Jestem tu, kiedy zechcesz dalej zajrzeć do swojego horoskopu.'],
};

/** A goodbye (with or without thanks) answered in the person's language. */
export const LANGUAGE_BYE: Partial<Record<WrittenLanguage, readonly string[]>> = {
  es: [
    '¡Gracias a ti! Que descanses, y vuelve cuando quieras.',
    'Cuídate mucho, y vuelve cuando quieras mirar algo más.',
  ],
  pt: [
    'Eu que agradeço! Boa noite, e volte quando quiser.',
    'Se cuida, e volte quando quiser olhar mais alguma coisa.',
  ],
  fr: ['Prends soin de toi ! Je suis là quand tu veux revenir.'],
  de: ['Mach es gut! Ich bin da, wenn du wiederkommen möchtest.'],
  it: ['Abbi cura di te! Sono qui quando vuoi tornare.'],
  nl: ['Het ga je goed! Ik ben er als je terug wilt komen.'],
  pl: ['Trzymaj się! Jestem tu, kiedy zechcesz wrócić.'],
};

/** A first greeting from someone new, in their language: what Stellara is, honestly, and where to begin. */
export const LANGUAGE_WELCOME: Lines = {
  es: '¡Hola, te doy la bienvenida a Stellara! Leo tu carta natal y respondo lo que quieras preguntarle. Entiendo el español, pero por ahora escribo las lecturas en inglés; aquí va lo primero que conviene saber de tu carta:',
  pt: 'Oi, que bom ter você na Stellara! Eu leio o seu mapa natal e respondo o que você quiser perguntar. Entendo português, mas por enquanto escrevo as leituras em inglês; aqui vai o primeiro passo no seu mapa:',
};

const pick = <T>(list: readonly T[], seed: number): T => list[Math.abs(seed) % list.length]!;

/** The thanks or goodbye reply in the person's language, or null when we have none written in it. */
export function thanksInLanguage(language: WrittenLanguage, leaving: boolean, seed: number): string | null {
  const list = leaving ? LANGUAGE_BYE[language] : LANGUAGE_THANKS[language];
  return list ? pick(list, seed) : null;
}

/** The plan written in English under one line in their language: its parts too, so the line is never said twice. */
export const inEnglish = (plan: ReplyPlan): ReplyPlan => ({
  ...plan,
  language: 'en',
  parts: plan.parts?.map((p) => ({ ...p, language: 'en' })) ?? null,
});

/**
 * What the built-in reader can and cannot do in a language, in one sentence of it: said when the person asks for
 * the chat in that language ("rispondimi in italiano"), so the request is answered rather than ignored.
 */
export const CAN_AND_CANNOT: Lines = {
  es: 'Entiendo el español, pero por ahora escribo las lecturas de tu carta solo en inglés; en español, solo frases cortas como esta.',
  pt: 'Entendo português, mas por enquanto escrevo as leituras do seu mapa só em inglês; em português, só frases curtas como esta.',
  fr: "Je comprends le français, mais pour l'instant j'écris les lectures de ton thème uniquement en anglais ; en français, seulement de courtes phrases comme celle-ci.",
  de: 'Ich verstehe Deutsch, aber die Deutungen deines Horoskops schreibe ich vorerst nur auf Englisch; auf Deutsch nur kurze Sätze wie diesen.',
  it: "Capisco l'italiano, ma per ora scrivo le letture del tuo tema solo in inglese; in italiano, solo frasi brevi come questa.",
  nl: 'Ik lees een beetje Nederlands, maar de lezingen van je horoscoop schrijf ik voorlopig alleen in het Engels; in het Nederlands alleen korte zinnen zoals deze.',
  pl: 'Trochę rozumiem po polsku, ale odczyty twojego horoskopu piszę na razie tylko po angielsku; po polsku tylko krótkie zdania, takie jak to.',
};

/** Ends the line above an English answer (a colon: summaries of the reply leave such a line out). */
export const HERE_IN_ENGLISH: Lines = {
  es: 'Aquí va la respuesta en inglés:',
  pt: 'Aqui vai a resposta em inglês:',
  fr: 'Voici la réponse en anglais :',
  de: 'Hier die Antwort auf Englisch:',
  it: 'Ecco la risposta in inglese:',
  nl: 'Hier is het antwoord in het Engels:',
  pl: 'Oto odpowiedź po angielsku:',
};

/** One door, asked in their language, when nothing else was asked. */
export const DOOR: Lines = {
  en: 'What would you like to know about your chart?',
  es: '¿Qué te gustaría saber de tu carta?',
  pt: 'O que você gostaria de saber do seu mapa?',
  fr: "Qu'aimerais-tu savoir sur ton thème ?",
  de: 'Was möchtest du über dein Horoskop wissen?',
  it: 'Cosa vorresti sapere del tuo tema natale?',
  nl: 'Wat wil je weten over je horoscoop?',
  pl: 'Co chcesz wiedzieć o swoim horoskopie?',
};

/** A hello from someone new, in their language: who Stellara is, the honest part about English, one door. */
export const HELLO_NEW: Lines = {
  es: '¡Hola, te doy la bienvenida a Stellara! Leo tu carta natal y respondo lo que quieras preguntarle. Entiendo el español, pero por ahora escribo las lecturas en inglés. ¿Qué te gustaría saber primero? Si no se te ocurre nada, pregúntame por tu ascendente.',
  pt: 'Oi, que bom ter você na Stellara! Eu leio o seu mapa natal e respondo o que você quiser perguntar. Entendo português, mas por enquanto escrevo as leituras em inglês. O que você quer saber primeiro? Se nada vier à cabeça, pergunte pelo seu ascendente.',
  fr: "Salut, bienvenue sur Stellara ! Je lis ton thème natal et je réponds à tes questions. Je comprends le français, mais pour l'instant j'écris les lectures en anglais. Que veux-tu savoir en premier ? Si rien ne te vient, demande-moi ton ascendant.",
  de: 'Hallo, willkommen bei Stellara! Ich lese dein Geburtshoroskop und beantworte deine Fragen dazu. Ich verstehe Deutsch, schreibe die Deutungen aber vorerst auf Englisch. Was möchtest du zuerst wissen? Wenn dir nichts einfällt, frag mich nach deinem Aszendenten.',
  it: "Ciao, ti do il benvenuto su Stellara! Leggo il tuo tema natale e rispondo alle tue domande. Capisco l'italiano, ma per ora scrivo le letture in inglese. Cosa vuoi sapere per prima cosa? Se non ti viene in mente niente, chiedimi il tuo ascendente.",
  nl: 'Hoi, welkom bij Stellara! Ik lees je geboortehoroscoop en beantwoord je vragen erover. Ik lees een beetje Nederlands, maar de lezingen schrijf ik voorlopig in het Engels. Wat wil je als eerste weten? Als je niets weet, vraag me dan naar je ascendant.',
  pl: 'Cześć, tu Stellara! Czytam twój horoskop urodzeniowy i odpowiadam na pytania o niego. Trochę rozumiem po polsku, ale odczyty piszę na razie po angielsku. Co chcesz wiedzieć najpierw? Jeśli nic nie przychodzi ci do głowy, zapytaj o swój ascendent.',
};

/** A hello later in a chat, or from someone who has chatted before: greeted back and asked, no reading. */
export const HELLO_AGAIN: Lines = {
  es: '¡Hola de nuevo! ¿Qué te gustaría mirar hoy en tu carta?',
  pt: 'Oi de novo! O que você quer olhar hoje no seu mapa?',
  fr: "Re-bonjour ! Qu'aimerais-tu regarder aujourd'hui dans ton thème ?",
  de: 'Schön, dass du wieder da bist! Was möchtest du heute in deinem Horoskop anschauen?',
  it: 'Ciao di nuovo! Cosa vuoi guardare oggi nel tuo tema?',
  nl: 'Fijn dat je er weer bent! Waar wil je vandaag naar kijken in je horoscoop?',
  pl: 'Miło cię znowu widzieć! Co chcesz dziś zobaczyć w swoim horoskopie?',
};

/** Each language's name in English. */
export const LANGUAGE_IN_ENGLISH: Partial<Record<WrittenLanguage, string>> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  af: 'Afrikaans',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  cs: 'Czech',
  tr: 'Turkish',
  ro: 'Romanian',
};

/** Languages the reader cannot tell apart on a few words ("hej", "tak"): named together unless one was asked for. */
const NORDIC: readonly WrittenLanguage[] = ['sv', 'da', 'no'];

/**
 * Said in English to someone writing in (or asking for) a language we have no lines in: what we can do, honestly.
 * `asked`: the person named the language, so it is named exactly.
 */
export function englishOnly(language: WrittenLanguage, asked = false): string {
  if (!asked && NORDIC.includes(language))
    return "I can't write in Swedish, Danish or Norwegian yet, and I understand them only a little: for now I write only in English.";
  const name = language === 'other' ? null : LANGUAGE_IN_ENGLISH[language];
  return name
    ? `I can't write in ${name} yet, and I understand it only a little: for now I write only in English.`
    : 'For now I can only write in English.';
}

/** A hello in English to someone greeting in a language we have no lines in. */
export function englishOnlyHello(language: WrittenLanguage, first: boolean): string {
  return first
    ? `Hi, and welcome to Stellara! I read your birth chart and answer your questions about it. ${englishOnly(language)} What would you like to know first? If nothing comes to mind, ask me for your rising sign.`
    : `Hello again! ${englishOnly(language)} What would you like to look at in your chart today?`;
}

/** We have lines written in this language (the six the corpus reads, Dutch and Polish). */
export const hasLines = (language: WrittenLanguage) => language === 'en' || !!CAN_AND_CANNOT[language];
