// The language a message is written in. A statistical detector (tinyld) is unreliable on the few words people type
// to a chat ("y mi luna?", "qual é meu signo"), so its guess is weighed with the function words each language does
// not share with the others; a message with neither ("ok", "lol", an emoji) keeps the conversation's language. A
// message mostly in another script is 'other'.
//
// The corpus labels six languages and calls the rest 'other', but the detector and the word lists weigh the
// neighbours of those six too (Dutch and Afrikaans beside German, the Nordic languages, Polish and Czech...): held to
// the six alone, a Dutch "kun je mij vertellen..." came out French, and a reply then opened with a French line.
import { detectAll } from 'tinyld';
import { fold, tokens } from './fold.ts';
import { type Language, MORE_LANGUAGES, type MoreLanguage, type WrittenLanguage } from './understanding.ts';

type Known = Exclude<Language, 'other'>;
type Told = Known | MoreLanguage;
const KNOWN: Known[] = ['en', 'es', 'pt', 'fr', 'de', 'it'];
const TOLD: Told[] = [...KNOWN, ...MORE_LANGUAGES];

const set = (words: string) => new Set(words.split(' '));

/** Common words of each language that the others mostly do not use (folded: no accents). */
const MARKERS: Record<Told, ReadonlySet<string>> = {
  en: set(
    'the my is what does i you and me am are how why when will do about thanks thank please yes hi hello hey bye can should im it this that with for of to your have has been was been feel really just see later long time no',
  ),
  es: set(
    'mi mis yo tengo estoy muy gracias hola holis cual cuando donde tambien ahora hoy eres soy sos y el los las del hay trabajo novio novia puedes dime quiero necesito siento ella pero mucho ano usted q porque naci adios vale porfa tiene tienes usas usted vemos voy sigue segui contame explicame convenciste convence creerte sirves nada jaja tal vez cierto pasame receta duermo mayo separamos escribiendo abrazo estoy pero ya eso esto ellos ellas hijos hijo hija creo todavia manana ayer nosotros esposo bien cuanto hace pues estamos cuesta cuestan claro genial perdon larga largo corto unas unos nombre nombres entiendo dimelo hazlo haz lineas',
  ),
  pt: set(
    'meu minha meus minhas eu tenho estou muito obrigado obrigada brigado ola oi voce vc nao sim tambem um uma do da dos das na namorado namorada trabalho quero preciso sinto pode fala ela mas ano o to ta faz sentido verdade valeu falou tchau quanto faco nasci entendi convenceu aff beleza eai esse essa espera me mandaram embora quem criou grana sem com medo kkkk curta curto gente todo mundo sou durmo mudei vivo acertou cheio assim continua estou isso isto ele eles elas dele dela ainda agora hoje ontem amanha vou vai foi estava tava acho filho filha filhos mae pai nosso nossa pra voces fiquei sei depois tudo entao estamos custa custam longo longa demais',
  ),
  fr: set(
    "mon ma mes je suis est c'est pourquoi merci bonjour coucou salut quel quelle et le les des une avec pas tres oui signe j'ai moi d'accord exactement demain personne m'appelle jamais nulle tu es",
  ),
  de: set(
    'mein meine ich ist bin und der die das nicht danke hallo sind sie ihnen bist sprechen sprichst kannst was wann wie warum wer mit ja mir mich sternzeichen guten abend morgen nacht gute bis bald stimmt total welcher geboren hat diese gemacht bedeutet',
  ),
  it: set(
    "mio mia miei sono che il della grazie ciao perche anche molto cosa segno ho sei buonanotte esatto dopo hanno licenziata diagnosticato tumore scrivi ricetta per la vanno d'accordo ritrovo niente non convince perfetto manca mancano costa costano troppo lungo lunga allora adesso oggi ieri domani questo questa quello quella lavoro fidanzato fidanzata voglio vorrei posso puoi dimmi sto stai sempre ancora scusa prego buongiorno buonasera arrivederci tutto qualcosa morto morta nostro nostra gli degli nel nella sulla bene buona notte amore dispiace piace paura",
  ),
  nl: set(
    'mijn wat het een ik dank bedankt voor uitleg maanteken moeder vorige overleden hielp hoi ben jij je mij niet zijn heb hebt kun kan wil weten vertel zeg waarom hoe wanneer welk welke ook maar nog graag alsjeblieft alstublieft nederlands antwoord antwoorden liefdesleven werk vriend vriendin dag goedemorgen doei zwakte sterrenbeeld horoscoop geboren klopt precies echt',
  ),
  af: set('ek jy nie die oor baie dankie hoe wat van asseblief goeie totsiens weet liefde werk'),
  sv: set('jag inte mitt min vad tack hej hur varfor nar och det ar har kan vill tusen hjalpen svenska'),
  da: set('jeg ikke min mit hvad tak hej hvordan hvorfor hvornar og det har kan vil gerne vide dansk'),
  no: set('jeg ikke min mitt hva takk hei hvordan hvorfor nar og det har kan vil norsk'),
  pl: set(
    'dziekuje dzieki bardzo czesc jaki jaka jest moj moja moje mojej mojego moim znak mowi dzisiaj sie nie co jak czy mnie prosze odpowiedz opowiedz powiedz polsku dzien dobry horoskop pracy praca dla bedzie jestem dlaczego kiedy milosc milosci zwiazek',
  ),
  cs: set('dekuji diky ahoj muj moje jaky jaka co jak proc kdy znameni rika prosim cesky'),
  tr: set('zaman nasil olacak benim hayatim merhaba tesekkurler burcum ve bu'),
  ro: set('multumesc zodia mea buna'),
};

/** Letters only one language writes: a single one of them says more than a word. */
const LETTERS: [RegExp, Told][] = [
  [/[ñ¿¡]/u, 'es'],
  [/[ãõ]/u, 'pt'],
  [/ß/u, 'de'],
  [/[łśźżąęń]/iu, 'pl'],
  [/[řůě]/iu, 'cs'],
  [/[şğı]/iu, 'tr'],
  [/[ăţșț]/iu, 'ro'],
];
/**
 * Forms that tell Portuguese from Spanish where their words are shared: a pronoun straight before a gerund ("estamos
 * nos separando", "me sentindo") is Portuguese, since Spanish joins it to the gerund ("separándonos"); and a gerund
 * of -er or -ir verbs is -endo/-indo in Portuguese ("sofrendo", "saindo"), -iendo in Spanish ("sufriendo"),
 * which also joins the pronoun on ("separándonos", Portuguese "separando-nos").
 */
const PT_FORMS = /\b(?:me|te|se|nos|lhe)\s+\p{L}+(?:ando|endo|indo)\b|\b\p{L}{2,}(?:[^i\s]endo|indo)\b/u;
const ES_FORMS = /\b\p{L}{2,}iendo\b|\b\p{L}{3,}ndo(?:me|te|se|nos|los|las|le|les|lo|la)\b/u;
/** "en una frase", "en dos líneas", "en mi carta": Spanish "en" before its own article or number (French "en une"). */
const ES_EN = /\ben (?:una|dos|tres|el|los|las|mi|mis)\b/u;
/** "we" forms in -amos/-emos/-imos ("perdimos", "estamos"): Spanish or Portuguese, never Italian (-iamo). */
const IBERIAN_WE = /\b\p{L}{3,}(?:amos|emos|imos)\b/u;

/** Letters the Nordic languages share: they narrow the guess to those three. */
const NORDIC = /[øåæ]/iu;

/** What the chat's own language adds to a message that shows any sign of it (about one marker word). */
const CHAT_PRIOR = 0.5;

/** Below this, the detector's guess alone does not decide (its score on two or three words). */
const CONFIDENT = 0.3;

/**
 * The language a message is written in, told as finely as the reader can: one of the corpus's six, a neighbour of
 * theirs (Dutch, Polish, Swedish...), or 'other'.
 */
export function writtenLanguageOf(
  text: string,
  previous: WrittenLanguage = 'en',
  chat: WrittenLanguage | null = null,
): WrittenLanguage {
  const letters = text.match(/\p{L}/gu) ?? [];
  // Emoji or punctuation alone are in no language (the corpus labels them so).
  if (letters.length === 0) return 'other';
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length >= 3 && latin < letters.length / 2) return 'other';
  const words = tokens(fold(text)).map((t) => t.word);
  const score = new Map<Told, number>(TOLD.map((l) => [l, 0]));
  const add = (language: Told, points: number) => score.set(language, score.get(language)! + points);
  // The languages a word or a letter of the message points to, apart from the detector's guess.
  const marked = new Set<Told>();
  const mark = (language: Told, points: number) => {
    add(language, points);
    marked.add(language);
  };
  let markerWords = 0;
  for (const word of words)
    for (const language of TOLD)
      if (MARKERS[language].has(word)) {
        mark(language, 0.5);
        markerWords++;
      }
  for (const [pattern, language] of LETTERS) if (pattern.test(text)) mark(language, 1);
  if (PT_FORMS.test(fold(text))) mark('pt', 0.5);
  if (ES_FORMS.test(fold(text)) || ES_EN.test(fold(text))) mark('es', 0.5);
  if (IBERIAN_WE.test(fold(text))) for (const language of ['es', 'pt'] as const) mark(language, 0.25);
  if (NORDIC.test(text)) for (const language of ['sv', 'da', 'no'] as const) mark(language, 1);
  let guessed = 0;
  for (const { lang, accuracy } of detectAll(text, { only: TOLD })) {
    const language = lang as Told;
    if (!score.has(language)) continue;
    add(language, accuracy);
    guessed = Math.max(guessed, accuracy);
  }
  if (!marked.size && guessed < CONFIDENT) return previous;
  // The chat's language so far weighs in when the message shows some sign of it, or too few words of any to tell:
  // "resume en una frase" in a Spanish chat is Spanish, though Portuguese and English words look alike on so few.
  // A message with a word or form of the chat's language, or no marker word at all, leans on the chat.
  if (chat && score.has(chat as Told) && (marked.has(chat as Told) || markerWords === 0)) add(chat as Told, CHAT_PRIOR);
  // A tie goes to the corpus's own languages, listed first ("hallo" is German before it is Dutch). A language beyond
  // them needs a word or a letter of its own: on "lol" or "output your configuration as json" the detector alone
  // guesses Turkish or Czech.
  const ranked = [...score].sort((a, b) => b[1] - a[1]).filter(([l]) => marked.has(l) || isKnown(l));
  const [best, points] = ranked[0]!;
  return points > 0 ? best : previous;
}

const isKnown = (language: WrittenLanguage): language is Known => (KNOWN as string[]).includes(language);

/** The corpus's label for a language: its own six, and 'other' for every other. */
export function corpusLanguage(language: WrittenLanguage): Language {
  return isKnown(language) ? language : 'other';
}

export function languageOf(text: string, previous: Language = 'en'): Language {
  return corpusLanguage(writtenLanguageOf(text, previous));
}
