// "do u know how to register a business name in the uk lol", "¿cómo saco el pasaporte?", "wie melde ich ein Gewerbe
// an?": a practical question about the world, not about a chart. Never a career reading in its place: one honest line
// that it is outside what Stellara knows, where the real answer lives (named only as plainly as we can stand behind),
// and one offer back to the chart. Six languages, folded. Pure.
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

type Lang = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it';

/** A how-to opening in six languages: "how do I", "how to", "cómo", "como faço", "comment", "wie", "come". */
const HOW_TO =
  /\b(?:how (?:do|can|would|should) (?:i|we|you|u|one)|how to|know how to|where (?:do|can) i|como (?:se |puedo |hago para |faco para |posso |eu )?|comment (?:on |je |faire pour )?|wie (?:kann ich|melde ich|beantrage ich|mache ich|geht)|come (?:si |posso |faccio a )?)\b/;

const CHART_WORDS =
  /\b(?:chart|mapa|carta|theme|horoskop|tema|astro\w*|stars|planets?|sign|signo|signe|zeichen|segno)\b/;

/** The errand itself, by the official place that answers it. */
const ERRANDS: readonly [RegExp, Record<Lang, string>][] = [
  [
    /\b(?:regist\w* (?:a |my |the )?(?:business|company|firm|trading)|(?:business|company|trading) name|set up (?:a |my )?(?:company|business|ltd|llc)|regist\w* (?:una |mi |uma |minha |la |a )?(?:empresa|negocio|sociedad)|abrir (?:una |uma |mi |minha )?empresa|nombre comercial|nome (?:comercial|da empresa)|immatricul\w*|creer (?:une|mon|ma) (?:entreprise|societe)|gewerbe|firma (?:anmelden|grunden|registrieren)|registrare (?:una |la )?(?:azienda|impresa|ditta)|aprire (?:una )?(?:azienda|partita iva))\b/,
    {
      en: 'the official register for companies and business names',
      es: 'el registro oficial de empresas y nombres comerciales',
      pt: 'o registro oficial de empresas e nomes comerciais',
      fr: 'le registre officiel des entreprises',
      de: 'das offizielle Gewerbe- oder Handelsregister',
      it: 'il registro ufficiale delle imprese',
    },
  ],
  [
    /\b(?:tax(?:es)? return|file (?:my )?tax\w*|pay (?:my )?tax\w*|declaracion de la renta|imposto de renda|declarer (?:mes )?impots|steuererklarung|dichiarazione dei redditi)\b/,
    {
      en: "your country's tax office (or an accountant)",
      es: 'la agencia tributaria de tu país (o un gestor)',
      pt: 'a receita do seu país (ou um contador)',
      fr: 'les impôts de ton pays (ou un comptable)',
      de: 'das Finanzamt (oder ein Steuerberater)',
      it: "l'agenzia delle entrate (o un commercialista)",
    },
  ],
  [
    /\b(?:passport|visa|residence permit|driv\w* licen[cs]e|pasaporte|visado|permiso de residencia|carnet de conducir|passaporte|visto|carteira de motorista|passeport|titre de sejour|permis de conduire|reisepass|aufenthaltstitel|fuhrerschein|passaporto|permesso di soggiorno|patente)\b/,
    {
      en: "your government's official website for it",
      es: 'la web oficial del gobierno para ese trámite',
      pt: 'o site oficial do governo para esse trâmite',
      fr: "le site officiel de l'administration pour cette démarche",
      de: 'die offizielle Behördenseite dafür',
      it: 'il sito ufficiale della pubblica amministrazione',
    },
  ],
];

/** A business of their own: the one errand whose offer back is the chart's take on starting something. */
const BUSINESS = /\b(?:business|company|firm|empresa|negocio|entreprise|societe|gewerbe|firma|azienda|impresa|ditta)\b/;

const UK = /\b(?:uk|united kingdom|britain|england|scotland|wales)\b/;

/** The official place a practical how-to question asks about, in the person's language, or null. */
export function practicalAskPlace(message: string, language: string): string | null {
  const text = normalise(message);
  // "How do I start a business, what does my chart say?" asks the chart: a reading, not a redirect.
  if (!HOW_TO.test(text) || CHART_WORDS.test(text)) return null;
  const found = ERRANDS.find(([re]) => re.test(text))?.[1];
  if (!found) return null;
  const place = found[(language in found ? language : 'en') as Lang];
  // The one register we name by name: the UK's, when they said the UK and asked about a business.
  return found === ERRANDS[0]![1] && UK.test(text) ? `${place} (in the UK, Companies House, through GOV.UK)` : place;
}

const LINE: Record<Lang, (place: string, business: boolean) => string> = {
  en: (place, business) =>
    `That's outside what I know: I read birth charts, not paperwork, and I'd rather not guess at rules. ${capital(place)} is the place to ask. ${business ? 'If you like, I can look at what your chart says about starting something of your own.' : 'If you like, we can go back to your chart whenever you want.'}`,
  es: (place, business) =>
    `Eso queda fuera de lo que sé: leo cartas natales, no trámites, y prefiero no adivinar normas. El sitio para preguntarlo es ${place}. ${business ? 'Si quieres, miro qué dice tu carta sobre emprender algo propio.' : 'Cuando quieras, volvemos a tu carta.'}`,
  pt: (place, business) =>
    `Isso está fora do que eu sei: leio mapas astrais, não burocracia, e prefiro não chutar regras. O lugar para perguntar é ${place}. ${business ? 'Se quiser, vejo o que o seu mapa diz sobre começar algo seu.' : 'Quando quiser, voltamos ao seu mapa.'}`,
  fr: (place, business) =>
    `Ça sort de ce que je sais : je lis des thèmes natals, pas des démarches, et je préfère ne pas deviner les règles. L'endroit où demander, c'est ${place}. ${business ? 'Si tu veux, je regarde ce que ton thème dit de lancer quelque chose à toi.' : 'Quand tu veux, on revient à ton thème.'}`,
  de: (place, business) =>
    `Das liegt außerhalb dessen, was ich weiß: Ich lese Geburtshoroskope, keine Formulare, und rate ungern bei Regeln. Die richtige Stelle dafür ist ${place}. ${business ? 'Wenn du magst, schaue ich, was dein Horoskop über etwas Eigenes sagt.' : 'Wann immer du magst, gehen wir zurück zu deinem Horoskop.'}`,
  it: (place, business) =>
    `Questo è fuori da ciò che so: leggo temi natali, non pratiche, e preferisco non indovinare le regole. Il posto giusto per chiederlo è ${place}. ${business ? "Se vuoi, guardo cosa dice il tuo tema sull'avviare qualcosa di tuo." : 'Quando vuoi, torniamo al tuo tema.'}`,
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The honest redirect in the person's language (English when we have no line in theirs). */
export function practicalAskReply(place: string, language: string, business: boolean): string {
  return LINE[(language in LINE ? language : 'en') as Lang](place, business);
}

export const planPracticalAsk: PlanBuilder = ({ input, base }) => {
  if (base.situation || input.part) return null;
  const place = practicalAskPlace(input.message, base.language);
  return place
    ? {
        ...base,
        mode: 'talk',
        topic: 'a practical question',
        // Written whole in their language: no English line above it.
        talk: {
          kind: 'chart-answer',
          text: practicalAskReply(place, base.language, BUSINESS.test(normalise(input.message))),
          whole: true,
        },
      }
    : null;
};
