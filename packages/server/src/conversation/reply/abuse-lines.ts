// The domestic-abuse line for the person's own country, when their words or their birth time zone tell it, else the
// lines of their language's countries: one number to call, free and confidential, and the emergency number for
// danger. Mexico is read here too (Línea Mujeres), since a Spanish chat is as often from there as from Spain. Pure.
import { crisisCountry } from './crisis-lines.ts';

type AbuseCountry = NonNullable<ReturnType<typeof crisisCountry>> | 'MX';
export type AbuseLanguage = 'en' | 'es' | 'pt' | 'fr';

// Sources (checked 2025): nationaldahelpline.org.uk (Refuge, 0808 2000 247), thehotline.org (1-800-799-7233, text
// START to 88788), 1800respect.org.au, womensrefuge.org.nz (0800 733 843), violenciagenero.igualdad.gob.es (016),
// mujeres.cdmx.gob.mx / Locatel (Línea Mujeres 55 5658 1111), arretonslesviolences.gouv.fr (3919),
// hilfetelefon.de (116 016), 1522.eu, gov.br Ligue 180, cig.gov.pt (Serviço de Informação a Vítimas de Violência
// Doméstica, 800 202 148).
const LINE: Record<AbuseCountry, string> = {
  GB: 'the National Domestic Abuse Helpline is free and confidential, day and night, on 0808 2000 247 (999 if you are in danger)',
  US: 'the National Domestic Violence Hotline answers any time on 1-800-799-7233, or text START to 88788 (911 if you are in danger)',
  AU: '1800RESPECT answers any time on 1800 737 732 (000 if you are in danger)',
  NZ: "Women's Refuge answers any time on 0800 733 843 (111 if you are in danger)",
  ES: 'el 016 atiende gratis a cualquier hora y no deja rastro en la factura (112 si estás en peligro)',
  MX: 'Línea Mujeres atiende a cualquier hora en el 55 5658 1111, y el 911 si estás en peligro',
  FR: 'le 3919 répond gratuitement et anonymement (17 ou 112 si tu es en danger)',
  DE: 'das Hilfetelefon Gewalt gegen Frauen ist rund um die Uhr unter 116 016 erreichbar (110 in Gefahr)',
  IT: 'il 1522 risponde gratis a qualsiasi ora (112 se sei in pericolo)',
  BR: 'a Central de Atendimento à Mulher atende no Ligue 180, de graça e a qualquer hora (190 se estiver em perigo)',
  PT: 'a linha de informação às vítimas de violência doméstica atende de graça, a qualquer hora, no 800 202 148 (112 se estiver em perigo)',
};

/** With no country known: the lines of the language's main countries, and a directory for the rest. */
const BY_LANGUAGE: Record<AbuseLanguage, string> = {
  en: 'in the UK the National Domestic Abuse Helpline is on 0808 2000 247, in the US the National Domestic Violence Hotline on 1-800-799-7233, in Australia 1800RESPECT on 1800 737 732, and findahelpline.com lists free, confidential lines anywhere else; your emergency number if you are ever in danger',
  es: 'en España el 016 (gratis, no deja rastro en la factura); en México, Línea Mujeres en el 55 5658 1111 o el 911 si estás en peligro; en otros países, findahelpline.com',
  pt: 'no Brasil, o Ligue 180 (Central de Atendimento à Mulher), de graça e a qualquer hora, ou o 190 se estiver em perigo; em Portugal, o 800 202 148, ou o 112 se estiver em perigo; em outros países, findahelpline.com',
  fr: 'en France, le 3919, gratuit et anonyme, ou le 17 si tu es en danger ; ailleurs, findahelpline.com',
};

const MEXICO = /\b(?:mexico|cdmx|mexican[oa]?|guadalajara|monterrey)\b/i;
const MEXICO_ZONE =
  /^America\/(?:Mexico_City|Cancun|Merida|Monterrey|Matamoros|Chihuahua|Mazatlan|Tijuana|Hermosillo|Bahia_Banderas)$/;

/** The country whose abuse line to name, from the chat's words or the birth time zone; null if unknown. */
function abuseCountry(messages: readonly string[], timezone?: string): AbuseCountry | null {
  const text = messages.join('\n').normalize('NFD').replace(/\p{M}/gu, '');
  if (MEXICO.test(text) || (timezone && MEXICO_ZONE.test(timezone))) return 'MX';
  return crisisCountry(messages, timezone);
}

/**
 * The line to name, as a clause in the reply's language: the country's own when it is known and its line is in
 * that language (an English chat names any country's line), else the language's list.
 */
export function abuseLine(language: AbuseLanguage, messages: readonly string[], timezone?: string): string {
  const country = abuseCountry(messages, timezone);
  const inLanguage: Record<AbuseLanguage, readonly AbuseCountry[]> = {
    en: ['GB', 'US', 'AU', 'NZ'],
    es: ['ES', 'MX'],
    pt: ['BR'],
    fr: ['FR'],
  };
  return country && inLanguage[language].includes(country) ? LINE[country] : BY_LANGUAGE[language];
}
