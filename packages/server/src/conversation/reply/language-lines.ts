// Short fixed lines in the person's language for the turns after the first: the built-in reader writes its readings
// in English, and says so honestly once in full (acts.ts, languageNotice); after that a short reminder in their
// language opens each reply, and thanks, greetings and a first welcome are answered in it whole.
import type { Language } from '../understanding/understanding.ts';
import type { ReplyPlan } from './plan-types.ts';

/** Opens every later reply in that language: the reading below is in English. */
export const LANGUAGE_AGAIN: Partial<Record<Language, string>> = {
  es: 'Sigo en inglés para la lectura:',
  pt: 'Sigo em inglês para a leitura:',
  fr: 'Je continue en anglais pour la lecture :',
  de: 'Die Deutung folgt wieder auf Englisch:',
  it: 'Continuo in inglese per la lettura:',
};

/** Opens a later reply that is not a reading (the plans' prices, a reply to an apology): answered in English. */
export const LANGUAGE_PLAIN: Partial<Record<Language, string>> = {
  es: 'Te respondo en inglés:',
  pt: 'Respondo em inglês:',
  fr: 'Je te réponds en anglais :',
  de: 'Ich antworte auf Englisch:',
  it: 'Ti rispondo in inglese:',
};

/** A thank-you answered in the person's language, with the offer to go on. */
export const LANGUAGE_THANKS: Partial<Record<Language, readonly string[]>> = {
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
};

/** A goodbye (with or without thanks) answered in the person's language. */
export const LANGUAGE_BYE: Partial<Record<Language, readonly string[]>> = {
  es: ['¡Gracias a ti! Que descanses, y vuelve cuando quieras.', 'Cuídate mucho; tu carta estará aquí cuando vuelvas.'],
  pt: ['Eu que agradeço! Boa noite, e volte quando quiser.', 'Se cuida; seu mapa vai estar aqui quando você voltar.'],
  fr: ['Prends soin de toi ! Je suis là quand tu veux revenir.'],
  de: ['Mach es gut! Ich bin da, wenn du wiederkommen möchtest.'],
  it: ['Abbi cura di te! Sono qui quando vuoi tornare.'],
};

/** A first greeting from someone new, in their language: what Stellara is, honestly, and where to begin. */
export const LANGUAGE_WELCOME: Partial<Record<Language, string>> = {
  es: '¡Hola, te doy la bienvenida a Stellara! Leo tu carta natal y respondo lo que quieras preguntarle. Entiendo el español, pero por ahora escribo las lecturas en inglés; aquí va lo primero que conviene saber de tu carta:',
  pt: 'Oi, que bom ter você na Stellara! Eu leio o seu mapa natal e respondo o que você quiser perguntar. Entendo português, mas por enquanto escrevo as leituras em inglês; aqui vai o primeiro passo no seu mapa:',
};

const pick = <T>(list: readonly T[], seed: number): T => list[Math.abs(seed) % list.length]!;

/** The thanks or goodbye reply in the person's language, or null when we have none written in it. */
export function thanksInLanguage(language: Language, leaving: boolean, seed: number): string | null {
  const list = leaving ? LANGUAGE_BYE[language] : LANGUAGE_THANKS[language];
  return list ? pick(list, seed) : null;
}

/** The plan written in English under one line in their language: its parts too, so the line is never said twice. */
export const inEnglish = (plan: ReplyPlan): ReplyPlan => ({
  ...plan,
  language: 'en',
  parts: plan.parts?.map((p) => ({ ...p, language: 'en' })) ?? null,
});
