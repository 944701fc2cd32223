// Controlling behaviour told by someone living with it: a partner checking their phone, holding the money so they
// must ask for it, keeping them from friends and family, tracking where they are. Often told with a defence of him
// ("but he's a good man, he doesn't hit me"), so the signs are read as behaviour, never as a verdict on a person.
// English, Spanish, Portuguese, French, German and Italian, on folded text (lower case, no accents). Each sign needs
// someone else doing it to them; "I check my phone every night" is no sign. Pure.
import { fold } from '../understanding/fold.ts';

export type ControlSign = 'phone' | 'money' | 'isolation' | 'tracking';

/** Who does it: he, she, or a partner by their word ("my husband", "mi esposo"). */
const WHO =
  '(?:he|she|they|my (?:husband|boyfriend|partner|wife|girlfriend|fiance|fiancee)|el|ella|mi (?:esposo|marido|novio|pareja)|ele|ela|meu (?:marido|namorado)|il|elle|mon (?:mari|copain|compagnon)|er|sie|mein (?:mann|freund|partner)|lui|lei|mio marito|il mio ragazzo)';

const SIGNS: readonly [ControlSign, RegExp][] = [
  [
    'phone',
    new RegExp(
      `\\b${WHO} (?:always |still |even )?(?:checks?|goes through|reads?|looks? through|demands?|takes?|wants?|has|needs?) (?:all )?(?:my (?:phone|messages|texts|emails|dms|passwords?|passcode)|through my phone)\\b|\\b(?:revisa|checa|lee|mira) (?:mi (?:celular|telefono|movil)|mis mensajes)|\\bme revisa el (?:celular|telefono|movil)\\b|\\b(?:mexe|olha|checa|fuca) (?:no |o )?meu celular\\b|\\ble minhas mensagens\\b|\\b(?:fouille|verifie|regarde|controle) (?:dans )?mon (?:telephone|portable)\\b|\\blit mes messages\\b|\\b(?:kontrolliert|durchsucht|checkt) mein handy\\b|\\bliest meine nachrichten\\b|\\b(?:mi )?controlla (?:il mio|sempre il mio) (?:telefono|cellulare)\\b|\\blegge i miei messaggi\\b`,
    ),
  ],
  [
    'money',
    /\b(?:(?:have|had|need) to ask (?:him|her|them) for (?:\w+ )?money|ask(?:ing)? (?:him|her) (?:for|every time i need) (?:grocery |any |some )?money|(?:he|she|they) (?:controls?|holds?|keeps?) (?:all )?(?:the|our|my) (?:money|finances|cards?|account|bank account|wages|salary)|gives? me an allowance|won'?t let me have (?:my own )?(?:money|a card|an account|a bank account)|(?:tengo|tuve) que pedirle (?:dinero|plata)|(?:el|ella) controla (?:el|mi|nuestro) dinero|controla la cuenta|(?:tenho|preciso) (?:que|de) pedir dinheiro|ele controla (?:o|meu|nosso) dinheiro|je dois lui demander de l'?argent|il controle (?:mon|notre|l') ?argent|muss ihn um geld (?:bitten|fragen)|er kontrolliert (?:unser|mein) geld|devo chiedergli (?:i )?soldi|controlla i (?:miei|nostri) soldi)\b/,
  ],
  [
    'isolation',
    new RegExp(
      `\\b${WHO} (?:won'?t|doesn'?t|does not|will not|never) let me (?:see|go out|go|visit|talk to|meet|call|work)\\b|\\b${WHO} (?:stops|keeps|cuts) me (?:from|off from) (?:seeing|my (?:friends|family))|\\bno me deja (?:ver|salir|ir|trabajar|hablar)\\b|\\bnao me deixa (?:ver|sair|ir|trabalhar|falar)\\b|\\bne me laisse pas (?:voir|sortir|aller|travailler)\\b|\\bm'?interdit de (?:voir|sortir)\\b|\\blasst mich nicht (?:raus|ausgehen|meine|arbeiten)\\b|\\bverbietet mir\\b|\\bnon mi lascia (?:uscire|vedere|andare|lavorare)\\b|\\bmi vieta di\\b`,
    ),
  ],
  [
    'tracking',
    new RegExp(
      `\\b${WHO} (?:tracks?|follows?|monitors?) (?:my (?:location|phone|car)|where i (?:am|go))\\b|\\b${WHO} (?:makes?|made) me share my location\\b|\\bme rastrea\\b|\\bme rastreia\\b|\\bme (?:geo)?localise\\b|\\b(?:ortet|trackt) mich\\b|\\bmi (?:traccia|localizza)\\b`,
    ),
  ],
];

/** The controlling behaviours a message tells, in the order they are listed, or none. */
export function controlSigns(message: string): ControlSign[] {
  const text = fold(message).replace(/[’`]/g, "'");
  return SIGNS.filter(([, re]) => re.test(text)).map(([sign]) => sign);
}

/** A message of the chat, this one or an earlier one, told controlling behaviour. */
export const chatToldControl = (messages: readonly string[]): boolean =>
  messages.some((m) => controlSigns(m).length > 0);
