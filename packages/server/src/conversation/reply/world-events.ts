// "When will this war end, does mundane astrology say anything?": the end of a war asked of the sky. Mundane astrology exists, but no chart dates the end of a war, and a personal reading with
// transits in its place (R15 c04) answers a question that was not asked. One honest answer, in hard chats too, no
// transits and no price. English, Spanish, Portuguese, French; other languages get the English under the usual line.
import { type FollowUpLanguage, linesLanguage } from './hard-followup-lines.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

const WAR_WORD = '(?:the |this |that )?(?:war|invasion|occupation)';
const ENDS = /\b(?:end|ends|be over|stop|finish)\b/;
const WORLD_OUTCOME = new RegExp(
  [
    `\\b(?:when|will|how long (?:until|till|before))\\b[^.?!]{0,20}\\b${WAR_WORD}\\b`,
    '\\bmundane astrology\\b',
    '\\b(?:cuando|va a) (?:acabar|terminar|terminara|acabara) la guerra\\b|\\bla guerra (?:va a )?(?:acabar|terminar)',
    '\\bquando (?:vai )?(?:acabar|terminar|acaba|termina) a guerra\\b|\\ba guerra (?:vai )?(?:acabar|terminar)',
    '\\bquand (?:la guerre (?:va )?(?:finir|se terminer|finira)|finira la guerre)\\b|\\bastrologie mondiale\\b',
  ].join('|'),
);

/** The message asks when a war or conflict ends, or what mundane astrology says of one. */
export function asksWorldOutcome(message: string): boolean {
  const text = normalise(message);
  if (!WORLD_OUTCOME.test(text)) return false;
  return /mundane|mondiale|guerra|guerre/.test(text) || ENDS.test(text);
}

const LINES: Record<FollowUpLanguage, string> = {
  en: "Nobody can tell you when this war will end: not a chart, and not an astrologer, and I won't guess at something this serious. Mundane astrology does compare the slow planetary cycles with the history of nations, but it has no record of dating the end of a war, and nothing it says should weigh on what you decide for the people you love. What I can do is stay with you, or look at how you carry the waiting, if that would help.",
  es: 'Nadie puede decirte cuándo terminará esta guerra: ni una carta ni un astrólogo, y no voy a adivinar algo tan serio. La astrología mundana compara los ciclos lentos de los planetas con la historia de los países, pero no tiene ningún historial de acertar el fin de una guerra, y nada de lo que diga debería pesar en lo que decidas por la gente que quieres. Lo que sí puedo hacer es quedarme contigo, o mirar cómo llevas la espera, si te ayuda.',
  pt: 'Ninguém pode dizer quando esta guerra vai acabar: nem um mapa, nem um astrólogo, e não vou adivinhar algo tão sério. A astrologia mundana compara os ciclos lentos dos planetas com a história dos países, mas não tem nenhum histórico de acertar o fim de uma guerra, e nada do que ela diga deveria pesar no que você decide pelas pessoas que ama. O que posso fazer é ficar com você, ou olhar como você atravessa a espera, se isso ajudar.',
  fr: "Personne ne peut te dire quand cette guerre finira : ni un thème, ni un astrologue, et je ne vais pas deviner une chose aussi grave. L'astrologie mondiale compare les lents cycles des planètes à l'histoire des pays, mais elle n'a jamais su dater la fin d'une guerre, et rien de ce qu'elle dit ne devrait peser sur ce que tu décides pour ceux que tu aimes. Ce que je peux faire, c'est rester avec toi, ou regarder comment tu traverses l'attente, si cela t'aide.",
};

export const planWorldEvents: PlanBuilder = ({ input, base }) => {
  if (input.part || input.automatic || !asksWorldOutcome(input.message)) return null;
  const written = linesLanguage(base.language);
  return {
    ...base,
    mode: 'talk',
    topic: 'the world',
    factors: [],
    gate: null,
    talk: { kind: 'chart-answer', text: LINES[written], whole: written !== 'en' },
  };
};
