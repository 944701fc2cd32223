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
    'the my is what does i you and me am are how why when will do about thanks thank please yes hi hello can should im it this that with for of to your have has been was been feel really just'.split(
      ' ',
    ),
  ),
  es: new Set(
    'mi mis yo tengo estoy muy gracias hola cual cuando donde tambien ahora hoy eres soy y el los las del hay trabajo novio novia puedes dime quiero necesito siento ella pero mucho ano usted'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'meu minha meus minhas eu tenho estou muito obrigado obrigada ola oi voce vc nao sim tambem um uma do da dos das no na namorado namorada trabalho quero preciso sinto pode fala ela mas ano'.split(
      ' ',
    ),
  ),
  fr: new Set(
    "mon ma mes je suis est c'est pourquoi merci bonjour quel quelle et le les des une avec pas tres oui signe j'ai moi".split(
      ' ',
    ),
  ),
  de: new Set(
    'mein meine ich ist bin und der die das nicht danke hallo was wann wie warum mit ja mir mich sternzeichen'.split(
      ' ',
    ),
  ),
  it: new Set('mio mia miei sono che il della grazie ciao perche anche molto cosa segno ho sei'.split(' ')),
};

/** Below this, the detector's guess alone does not decide (its score on two or three words). */
const CONFIDENT = 0.3;

export function languageOf(text: string, previous: Language = 'en'): Language {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length >= 3 && latin < letters.length / 2) return 'other';
  const words = tokens(fold(text)).map((t) => t.word);
  const score = new Map<Known, number>(KNOWN.map((l) => [l, 0]));
  let markers = 0;
  for (const word of words) {
    for (const language of KNOWN) {
      if (MARKERS[language].has(word)) {
        score.set(language, score.get(language)! + 0.5);
        markers++;
      }
    }
  }
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
