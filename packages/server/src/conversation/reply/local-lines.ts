// Which Portuguese- or Spanish-speaking country a person's crisis line is for, and that line in their language. A
// language names no country by itself: Portuguese is spoken in Portugal and Brazil, Spanish in Spain and Mexico (and
// many more), and CVV's 188 rings nowhere in Lisbon. The person's own words decide first (European Portuguese "estou
// a pensar", "telemóvel", "tu és"; Spain's "vosotros", "móvil", "vale"; Mexico's "celular", "ahorita", "platicar"),
// then their birth time zone; unknown, both countries are named. Pure.
import { normalise } from './own-terms.ts';
import { portugueseVariety } from './portugal.ts';

/** A country whose line we can give in Portuguese or Spanish. */
export type LocalCountry = 'PT' | 'BR' | 'ES' | 'MX';

/** Spain's Spanish, and Mexico's: words the other does not use (on the normalised message). */
const SPAIN =
  /\b(?:vosotros|vosotras|vuestr[oa]s?|movil|ordenador|coche|mola|currar|curro|chaval|guay|sois|habeis|teneis|podeis|vale, |os (?:digo|cuento|quiero))\b/;
const MEXICO =
  /\b(?:celular|carro|ahorita|platicar|platique|platico|chamba|chido|wey|guey|padrisimo|neta|cuate|chamaco|chamaca)\b/;

/** Spanish of Spain or of Mexico, from the latest message that shows one and not the other; null if none does. */
export function spanishVariety(messages: readonly string[]): 'ES' | 'MX' | null {
  for (const said of [...messages].reverse()) {
    const text = normalise(said);
    const spain = SPAIN.test(text);
    const mexico = MEXICO.test(text);
    if (spain !== mexico) return spain ? 'ES' : 'MX';
  }
  return null;
}

/** The birth time zone's country among the four. */
function zoneCountry(timezone: string | undefined): LocalCountry | null {
  if (!timezone) return null;
  if (/^(?:Europe\/Lisbon|Atlantic\/(?:Madeira|Azores))$/.test(timezone)) return 'PT';
  if (/^(?:Europe\/Madrid|Atlantic\/Canary|Africa\/Ceuta)$/.test(timezone)) return 'ES';
  if (
    /^America\/(?:Mexico_City|Cancun|Merida|Monterrey|Matamoros|Chihuahua|Ojinaga|Mazatlan|Bahia_Banderas|Hermosillo|Tijuana)$/.test(
      timezone,
    )
  )
    return 'MX';
  if (
    /^America\/(?:Sao_Paulo|Bahia|Fortaleza|Recife|Belem|Manaus|Cuiaba|Campo_Grande|Porto_Velho|Maceio|Araguaina|Boa_Vista|Rio_Branco|Santarem|Noronha)$/.test(
      timezone,
    )
  )
    return 'BR';
  return null;
}

/**
 * The country for a Portuguese or Spanish writer's line: the variety they write, else where they were born (when it
 * speaks their language), else null. Other languages: null (their lines are per language already).
 */
export function localCountry(language: string, messages: readonly string[], timezone?: string): LocalCountry | null {
  const zone = zoneCountry(timezone);
  if (language === 'pt') return portugueseVariety(messages) ?? (zone === 'PT' || zone === 'BR' ? zone : null);
  if (language === 'es') return spanishVariety(messages) ?? (zone === 'ES' || zone === 'MX' ? zone : null);
  return null;
}

// Sources (checked 2026): sosvozamiga.org and saudeonline.pt / rtp.pt (SOS Voz Amiga, 213 544 545, daily 15:30 to
// 00:30); sns24.gov.pt (SNS 24, 808 24 24 24, every hour, psychological counselling); cvv.org.br (188); sanidad.gob.es
// (024); gob.mx/salud/conadic and mexico.un.org (Línea de la Vida, 800 911 2000, every hour). Emergencies: 112 in
// Portugal and Spain, 192 (SAMU) in Brazil, 911 in Mexico.
interface Local {
  /** The full paragraph: the emergency number in danger, then the line. */
  first: string;
  /** The numbers said again on a later turn. */
  again: string;
  /** The line in a clause, for a sentence that holds it. */
  short: string;
}

const LOCAL: Record<LocalCountry, Local> = {
  PT: {
    first:
      'Se puderes chegar a agir, ou estiveres em perigo, liga agora para o 112. Em Portugal, o SNS 24 atende a qualquer hora pelo 808 24 24 24 (aconselhamento psicológico), e a SOS Voz Amiga todos os dias, das 15h30 à 00h30, pelo 213 544 545. Noutro país, findahelpline.com reúne linhas gratuitas.',
    again:
      'Os números outra vez, para não teres de procurar: SNS 24 pelo 808 24 24 24 a qualquer hora, SOS Voz Amiga pelo 213 544 545 à tarde e à noite, ou o 112 se estiveres em perigo agora. Contas-me como foi o teu dia?',
    short:
      'o SNS 24 pelo 808 24 24 24 a qualquer hora e a SOS Voz Amiga pelo 213 544 545 em Portugal, ou o 112 em perigo',
  },
  BR: {
    first:
      'Se você puder chegar a agir, ou estiver em perigo, ligue agora para o 192. No Brasil, o CVV atende a qualquer hora pelo 188, de graça; em outro país, findahelpline.com reúne linhas gratuitas.',
    again:
      'Os números de novo, para você não precisar procurar: o CVV pelo 188 a qualquer hora, ou o 192 se estiver em perigo agora. Me conta como foi o seu dia?',
    short: '188 (CVV) no Brasil, ou o 192 em perigo',
  },
  ES: {
    first:
      'Si pudieras llegar a actuar, o estás en peligro, llama ahora al 112. En España, la línea 024 atiende a cualquier hora, gratis; en otro país, findahelpline.com reúne líneas gratuitas.',
    again:
      'Los números otra vez, para que no tengas que buscarlos: el 024 a cualquier hora, o el 112 si estás en peligro ahora. ¿Me cuentas cómo ha sido hoy?',
    short: 'el 024 en España, o el 112 en peligro',
  },
  MX: {
    first:
      'Si pudieras llegar a actuar, o estás en peligro, llama ahora al 911. En México, la Línea de la Vida atiende a cualquier hora en el 800 911 2000, gratis; en otro país, findahelpline.com reúne líneas gratuitas.',
    again:
      'Los números otra vez, para que no tengas que buscarlos: la Línea de la Vida en el 800 911 2000 a cualquier hora, o el 911 si estás en peligro ahora. ¿Me cuentas cómo ha sido hoy?',
    short: 'la Línea de la Vida (800 911 2000) en México, o el 911 en peligro',
  },
};

/** The line for a known country in the person's language; null when the language is not that country's. */
export function localLine(language: string, country: string | null | undefined, kind: keyof Local): string | null {
  const speaks =
    language === 'pt'
      ? country === 'PT' || country === 'BR'
      : language === 'es' && (country === 'ES' || country === 'MX');
  return speaks ? LOCAL[country as LocalCountry][kind] : null;
}

/** A human voice to reach when someone only wants to talk (care-talk.ts), for Portugal's and Mexico's writers. */
const REACH: Partial<Record<LocalCountry, string>> = {
  PT: 'Sou um leitor automático, não uma pessoa, por isso também quero que tenhas uma voz humana {tonight}se quiseres: em Portugal, a SOS Voz Amiga atende todos os dias, das 15h30 à 00h30, pelo 213 544 545 quem só precisa de conversar, sem ter de estar em crise, e o SNS 24 a qualquer hora pelo 808 24 24 24; noutros países, findahelpline.com reúne linhas gratuitas. Eu continuo aqui de qualquer forma.',
  MX: 'Soy un lector automático, no una persona, así que también quiero que tengas una voz humana {tonight}si la quieres: en México, la Línea de la Vida atiende a cualquier hora en el 800 911 2000 a quien necesite hablar, sin tener que estar en crisis; en otros países, findahelpline.com reúne líneas gratuitas. Yo sigo aquí de todos modos.',
};

/** That human voice for a writer whose own words place them in Portugal or Mexico; null to keep the default. */
export function localReach(language: string, messages: readonly string[]): string | null {
  const country = localCountry(language, messages);
  return country ? (REACH[country] ?? null) : null;
}
