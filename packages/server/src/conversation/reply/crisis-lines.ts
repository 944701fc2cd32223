// The crisis line and emergency number for the person's own country, when their words or their birth time zone tell
// it (the same reading of a country as gambling-help.ts): "Lifeline on 13 11 14, 000 in danger" for someone in
// Australia is one number to call, where a list of five countries' lines is a list to read. With no country known,
// safety.ts keeps its general lines. And what is said on a later turn of a chat that spoke of not wanting to live:
// the person telling more is asked again, kindly and directly, and given the line again, never a reading. Pure.
import type { Language } from '../understanding/understanding.ts';
import { gamblingCountry } from './gambling-help.ts';
import { localCountry } from './local-lines.ts';

/** A country we name a crisis line for: the gambling-help ones, and Portugal and Mexico (local-lines.ts). */
export type CrisisCountry = NonNullable<ReturnType<typeof gamblingCountry>> | 'PT' | 'MX';

interface CrisisLine {
  /** The free line, by name and number, as a clause. */
  line: string;
  /** The number to call in danger now. */
  emergency: string;
}

// Sources (checked 2025): lifeline.org.au, 1737.org.nz, samaritans.org, 988lifeline.org, sanidad.gob.es (024),
// 3114.fr, telefonseelsorge.de, telefonoamico.it, cvv.org.br.
const LINES: Record<CrisisCountry, CrisisLine> = {
  AU: { line: 'Lifeline answers day and night on 13 11 14', emergency: '000' },
  NZ: { line: 'you can call or text 1737 any time to talk with a trained counsellor', emergency: '111' },
  GB: { line: 'Samaritans answer day and night, free, on 116 123', emergency: '999' },
  US: { line: 'you can call or text 988, the Suicide & Crisis Lifeline, any time', emergency: '911' },
  ES: { line: 'the 024 line answers at any hour', emergency: '112' },
  FR: { line: 'the 3114 answers day and night', emergency: '112' },
  DE: { line: 'TelefonSeelsorge answers day and night on 0800 111 0 111', emergency: '112' },
  IT: { line: 'Telefono Amico answers on 02 2327 2327', emergency: '112' },
  BR: { line: 'CVV answers at any hour on 188', emergency: '192' },
  // sns24.gov.pt, sosvozamiga.org (daily 15:30 to 00:30); gob.mx (Línea de la Vida, every hour).
  PT: {
    line: 'SNS 24 answers at any hour on 808 24 24 24, and SOS Voz Amiga every afternoon and evening on 213 544 545',
    emergency: '112',
  },
  MX: { line: 'the Línea de la Vida answers at any hour on 800 911 2000', emergency: '911' },
};

/**
 * The country whose crisis line to name, from anything said in the chat or the birth time zone; null if unknown. A
 * Portuguese or Spanish writer's own variety comes first (Portugal or Brazil, Spain or Mexico: local-lines.ts).
 */
export function crisisCountry(messages: readonly string[], timezone?: string, language = 'en'): CrisisCountry | null {
  const local = localCountry(language, messages, timezone);
  return (
    local ??
    gamblingCountry(messages.join('\n'), timezone) ??
    localCountry('pt', [], timezone) ??
    localCountry('es', [], timezone)
  );
}

/** The English lines paragraph for a known country: their emergency number, their line, the directory for elsewhere. */
export function countryLines(country: CrisisCountry): string {
  const { line, emergency } = LINES[country];
  return `If you might act on these thoughts, or you are in danger, please call ${emergency} now. Otherwise, ${line}; if you are somewhere else right now, findahelpline.com lists free, confidential lines by country.`;
}

/** The lines said shortly again, for a known country. */
export function countryLinesAgain(country: CrisisCountry): string {
  const { line, emergency } = LINES[country];
  return `Once more, so you don't have to scroll: ${line}, and ${emergency} if you are in danger now.`;
}

/** The line in a clause, for a known country: "Samaritans answer day and night, free, on 116 123 (999 in danger)". */
export function countryLineShort(country: CrisisCountry): string {
  const { line, emergency } = LINES[country];
  return `${line}, and ${emergency} if you are in danger`;
}

type MoreLanguage = Exclude<Language, 'other'>;

/**
 * Telling more, later in a chat that spoke of not wanting to live: heard, then asked again, directly and kindly,
 * before anything else; the lines follow (safety.ts), and the chart waits.
 */
export const TOLD_MORE: Readonly<Record<MoreLanguage, string>> = {
  en: "Thank you for telling me more; I'm listening. Before anything else, because it matters more than anything in a chart: are you still having the thoughts you told me about, that everyone would be better off without you? Are you safe tonight?",
  es: 'Gracias por contarme más; te escucho. Antes que nada, porque importa más que cualquier carta: ¿siguen contigo ahora esos pensamientos que me contaste? ¿Estás a salvo esta noche?',
  pt: 'Obrigado por me contar mais; estou ouvindo. Antes de tudo, porque importa mais do que qualquer mapa: aqueles pensamentos que você me contou ainda estão com você agora? Você está em segurança esta noite?',
  fr: "Merci de m'en dire plus ; je t'écoute. Avant tout, parce que c'est plus important que n'importe quel thème : les pensées dont tu m'as parlé sont-elles encore là maintenant ? Es-tu en sécurité ce soir ?",
  de: 'Danke, dass du mir mehr erzählst; ich höre zu. Vor allem anderen, weil es wichtiger ist als jedes Horoskop: Sind die Gedanken, von denen du erzählt hast, gerade noch da? Bist du heute Nacht in Sicherheit?',
  it: 'Grazie di avermi detto di più; ti ascolto. Prima di tutto, perché conta più di qualunque tema: quei pensieri di cui mi hai parlato sono ancora con te adesso? Sei al sicuro stanotte?',
};

/** The told-more line: their own earlier words ("better off without me") named back when they said them. */
export function toldMoreLine(language: MoreLanguage, earlier: readonly string[]): string {
  const line = TOLD_MORE[language];
  if (language !== 'en' || earlier.some((m) => /\bbetter off without me\b/i.test(m))) return line;
  return line.replace(', that everyone would be better off without you?', '?');
}
