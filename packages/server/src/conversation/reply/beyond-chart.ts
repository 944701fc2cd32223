// "What's my lucky number?", "will I win tonight?", "what date will I meet him?": things no chart gives. Never a
// reading in their place and never silence: one honest line that the chart doesn't give that, then what it can
// offer. Six languages, folded. (After a gambling share next-attempt.ts answers instead.) Pure.
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

const BEYOND =
  /\b(?:lucky (?:numbers?|number|colou?rs?|day|days|date)|lottery|lotto|powerball|euromillions|(?:will|do|does|can|gonna) (?:i|we|my team|they|the \w+) win|who(?:'s| is| will)? (?:going to |gonna )?win|(?:what|which|exact) (?:date|day) (?:will|do|shall) i (?:meet|find)|when exactly will i (?:meet|find)|numeros? de la suerte|loteria|ganare|voy a ganar|quien (?:va a )?ganara?|numeros? da sorte|vou ganhar|quem vai ganhar|(?:numeros?|chiffres?) porte-bonheur|loto|vais-je gagner|je vais gagner|qui va gagner|gluckszahl\w*|lotto|werde ich gewinnen|wer gewinnt|numeri fortunati|lotteria|vincero|chi vincera)\b/;

/** The message asks for something a chart does not give (a lucky number, a win, the date of a meeting). */
export const asksBeyondChart = (message: string) => BEYOND.test(normalise(message));

const BEYOND_LINE: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it', string> = {
  en: "Your chart doesn't give lucky numbers, a winner for tonight or the date something will happen, and I won't make one up. What it can offer: how you handle risk and excitement (your 5th house), or what the sky is stirring in your own chart this week. Which would you like?",
  es: 'Tu carta no da números de la suerte, ni quién gana esta noche, ni la fecha en que algo pasará, y no voy a inventarlo. Lo que sí puede ofrecer: cómo vives el riesgo y la emoción (tu casa 5), o lo que el cielo mueve en tu carta esta semana.',
  pt: 'O seu mapa não dá números da sorte, nem quem ganha hoje, nem a data em que algo vai acontecer, e não vou inventar. O que ele pode oferecer: como você lida com risco e emoção (a sua casa 5), ou o que o céu mexe no seu mapa esta semana.',
  fr: "Ton thème ne donne ni chiffres porte-bonheur, ni le gagnant de ce soir, ni la date où quelque chose arrivera, et je ne vais pas l'inventer. Ce qu'il peut offrir : ta façon de vivre le risque et l'excitation (ta maison 5), ou ce que le ciel remue dans ton thème cette semaine.",
  de: 'Dein Horoskop gibt keine Glückszahlen, keinen Sieger für heute Abend und kein Datum, an dem etwas passiert, und ich erfinde keins. Was es bieten kann: wie du mit Risiko und Aufregung umgehst (dein 5. Haus), oder was der Himmel diese Woche in deinem Horoskop bewegt.',
  it: 'Il tuo tema non dà numeri fortunati, né chi vince stasera, né la data in cui qualcosa accadrà, e non lo invento. Quello che può offrire: come vivi il rischio e l’emozione (la tua casa 5), o cosa muove il cielo nel tuo tema questa settimana.',
};

/** The honest line, then the same in their language (the readings themselves are written in English). */
export function beyondChartReply(language: string): string {
  const local = language === 'en' ? null : BEYOND_LINE[language as keyof typeof BEYOND_LINE];
  return [BEYOND_LINE.en, local].filter(Boolean).join('\n\n');
}

export const planBeyondChart: PlanBuilder = ({ input, base }) =>
  // Inside a hard chat (gambling told, a loss) the situation's own answer speaks (next-attempt.ts).
  asksBeyondChart(input.message) && !base.situation && !base.carried && !base.hardChat && !input.part
    ? {
        ...base,
        mode: 'talk',
        topic: 'what a chart gives',
        talk: { kind: 'chart-answer', text: beyondChartReply(base.language) },
      }
    : null;
