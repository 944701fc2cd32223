// The language a message is written in. A statistical detector (tinyld, limited to the languages we read) is
// unreliable on the few words people type to a chat ("y mi luna?", "qual é meu signo"), so its guess is weighed
// with the function words each language does not share with the others; a message with neither ("ok", "lol", an
// emoji) keeps the conversation's language. A message mostly in another script is 'other'.
import { detectAll } from 'tinyld';
import { fold, tokens } from './fold.ts';
import type { Language } from './understanding.ts';

type Known = Exclude<Language, 'other'>;
const KNOWN: Known[] = ['en', 'es', 'pt', 'fr', 'de', 'it'];

/** Common words of each language that the others do not use (folded: no accents). */
const MARKERS: Record<Known, ReadonlySet<string>> = {
  en: new Set(
    'the my is what does i you and me am are how why when will do about thanks thank please yes hi hello hey bye can should im it this that with for of to your have has been was been feel really just see later long time no'.split(
      ' ',
    ),
  ),
  es: new Set(
    'mi mis yo tengo estoy muy gracias hola holis cual cuando donde tambien ahora hoy eres soy sos y el los las del hay trabajo novio novia puedes dime quiero necesito siento ella pero mucho ano usted q porque naci adios vale porfa tiene tienes usas usted nos vemos voy sigue segui contame explicame convenciste convence creerte sirves nada jaja tal vez cierto pasame receta duermo mayo separamos escribiendo abrazo'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'meu minha meus minhas eu tenho estou muito obrigado obrigada brigado ola oi voce vc nao sim tambem um uma do da dos das na namorado namorada trabalho quero preciso sinto pode fala ela mas ano o to ta faz sentido verdade valeu falou tchau quanto faco nasci entendi convenceu aff beleza eai esse essa espera me mandaram embora quem criou grana sem com medo kkkk curta curto gente todo mundo sou durmo mudei vivo acertou cheio assim continua'.split(
      ' ',
    ),
  ),
  fr: new Set(
    "mon ma mes je suis est c'est pourquoi merci bonjour coucou salut quel quelle et le les des une avec pas tres oui signe j'ai moi d'accord exactement demain personne m'appelle jamais nulle tu es".split(
      ' ',
    ),
  ),
  de: new Set(
    'mein meine ich ist bin und der die das nicht danke hallo was wann wie warum wer mit ja mir mich sternzeichen guten abend morgen nacht gute bis bald stimmt total welcher geboren hat diese gemacht bedeutet'.split(
      ' ',
    ),
  ),
  it: new Set(
    "mio mia miei sono che il della grazie ciao perche anche molto cosa segno ho sei buonanotte esatto dopo hanno licenziata diagnosticato tumore scrivi ricetta per la vanno d'accordo ritrovo niente non convince".split(
      ' ',
    ),
  ),
};

/**
 * Words of the other languages people write in with Latin letters (Dutch, Swedish, Danish, Norwegian, Polish,
 * Turkish, Romanian): a message that holds more of these than of any language above is 'other'.
 */
const OTHER_LATIN = new Set(
  'mijn wat het een ik dank bedankt voor uitleg maanteken moeder vorige overleden hielp tack tak takk hej vad mitt det fint hvad jeg og hjalpen dziekuje dzieki bardzo czesc jaki moj moja znak mowi dzisiaj zaman nasil olacak benim hayatim merhaba tesekkurler multumesc zodia'.split(
    ' ',
  ),
);
/** Letters only one language above writes: a single one of them says more than a word. */
const LETTERS: [RegExp, Known][] = [
  [/[ñ¿¡]/u, 'es'],
  [/[ãõ]/u, 'pt'],
  [/ß/u, 'de'],
];
/** Letters only the other Latin-script languages write (ł, ş, ğ, ı, ő, ă, ø, å...). */
const OTHER_LETTERS = /[łśźżąęşğıőűăţșțøåæ]/iu;

/** Below this, the detector's guess alone does not decide (its score on two or three words). */
const CONFIDENT = 0.3;

export function languageOf(text: string, previous: Language = 'en'): Language {
  const letters = text.match(/\p{L}/gu) ?? [];
  // Emoji or punctuation alone are in no language (the corpus labels them so).
  if (letters.length === 0) return 'other';
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length >= 3 && latin < letters.length / 2) return 'other';
  const words = tokens(fold(text)).map((t) => t.word);
  const score = new Map<Known, number>(KNOWN.map((l) => [l, 0]));
  let markers = 0;
  let otherMarkers = OTHER_LETTERS.test(text) ? 1 : 0;
  for (const word of words) {
    if (OTHER_LATIN.has(word)) otherMarkers++;
    for (const language of KNOWN) {
      if (MARKERS[language].has(word)) {
        score.set(language, score.get(language)! + 0.5);
        markers++;
      }
    }
  }
  for (const [pattern, language] of LETTERS) {
    if (pattern.test(text)) {
      score.set(language, score.get(language)! + 1);
      markers++;
    }
  }
  const known = Math.max(...score.values());
  if (otherMarkers > 0 && otherMarkers * 0.5 > known) return 'other';
  let guessed = 0;
  for (const { lang, accuracy } of detectAll(text, { only: KNOWN })) {
    const language = lang as Known;
    if (!score.has(language)) continue;
    score.set(language, score.get(language)! + accuracy);
    guessed = Math.max(guessed, accuracy);
  }
  if (markers === 0 && guessed < CONFIDENT) return previous;
  return [...score].sort((a, b) => b[1] - a[1])[0]![0];
}
