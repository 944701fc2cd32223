// European Portuguese for someone who writes it. Our Portuguese lines are written in Brazil's forms ("você", "seu
// mapa", "Oi", "estou ouvindo"); a person who writes "falas português?", "fixe", "telemóvel" or "estou a pensar"
// gets them back in Portugal's ("tu", "o teu mapa", "Olá", "estou a ouvir"), as a formal German gets "Sie"
// (formal-address.ts, which calls this on the final text). The latest message that shows either variety decides.
// Pure.
import { normalise } from './own-terms.ts';

/** Words and forms of Portugal's Portuguese that Brazil's does not use (on the normalised message). */
const PORTUGAL =
  /\b(?:tu es|falas|fixe|fixes|telemovel|telemoveis|pa|bue|tens|podes|queres|sabes|consegues|percebes|contigo|rapariga|miudo|miuda|autocarro|comboio|ecra|equipa|facto|obrigadinh[oa]|gajo|gaja|giro|gira|(?:estou|estas|esta|estamos|estao|anda|ando|andas|continuo|fico|ficas) a \w+(?:ar|er|ir))\b/;
/** Words of Brazil's Portuguese that Portugal's does not use. */
const BRAZIL =
  /\b(?:voce|voces|vc|vcs|oi|celular|legal|cara|pra|tchau|valeu|beleza|a gente|(?:estou|esta|to|ta|tava|estava) \w+(?:ando|endo|indo)|onibus|trem|garota|moleque)\b/;

/** The person writes Portugal's Portuguese: said so in this message, or the latest earlier one that showed either. */
export function writesPortugal(message: string, earlier: readonly string[] = []): boolean {
  for (const said of [message, ...[...earlier].reverse()]) {
    const text = normalise(said);
    const portugal = PORTUGAL.test(text);
    const brazil = BRAZIL.test(text);
    if (portugal !== brazil) return portugal;
  }
  return false;
}

/** Portugal's Portuguese or Brazil's, from the latest message that shows one and not the other; null if none does. */
export function portugueseVariety(messages: readonly string[]): 'PT' | 'BR' | null {
  for (const said of [...messages].reverse()) {
    const text = normalise(said);
    const portugal = PORTUGAL.test(text);
    if (portugal !== BRAZIL.test(text)) return portugal ? 'PT' : 'BR';
  }
  return null;
}

type Rules = readonly (readonly [RegExp, string])[];
/** A rule whose \b is a word boundary for any letter (JavaScript's \b knows only ASCII: "você"). */
const rule = (source: string) =>
  new RegExp(source.replace(/\\b/g, '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))'), 'gu');

/** Brazil's forms in our lines, as Portugal's: whole phrases first, then the words. */
const RULES: Rules = [
  [rule(String.raw`^Oi\b`), 'Olá'],
  [rule(String.raw`\bOi de novo\b`), 'Olá de novo'],
  [rule(String.raw`\bque bom ter você\b`), 'que bom ter-te'],
  [rule(String.raw`\bFico feliz que tenha ajudado\b`), 'Fico contente por ter ajudado'],
  [rule(String.raw`\bSe cuida\b`), 'Cuida-te'],
  [rule(String.raw`\bEstou te lendo\b`), 'Estou a ler-te'],
  [rule(String.raw`\b([Pp])osso te perguntar\b`), '$1osso perguntar-te'],
  [rule(String.raw`\b([Pp])ode me escrever\b`), '$1odes escrever-me'],
  [rule(String.raw`\bMe conta\b`), 'Conta-me'],
  [rule(String.raw`\btodo mundo\b`), 'toda a gente'],
  [rule(String.raw`\bcelular\b`), 'telemóvel'],
  [rule(String.raw`\bTem razão\b`), 'Tens razão'],
  [rule(String.raw`\bVênus\b`), 'Vénus'],
  [rule(String.raw`\bNetuno\b`), 'Neptuno'],
  // "estou ouvindo", "você está passando": Portugal says "estou a ouvir", "estás a passar".
  [rule(String.raw`\b(estou|está|estás|estamos|continuo|sigo|fico) (\p{L}+)ando\b`), '$1 a $2ar'],
  [rule(String.raw`\b(estou|está|estás|estamos|continuo|sigo|fico) (\p{L}+)endo\b`), '$1 a $2er'],
  [rule(String.raw`\b(estou|está|estás|estamos|continuo|sigo|fico) (\p{L}+)indo\b`), '$1 a $2ir'],
  // "você" and its verbs, as "tu" and its verbs.
  [rule(String.raw`\b(?:o que )?você quiser\b`), 'o que quiseres'],
  [rule(String.raw`\bquando quiser\b`), 'quando quiseres'],
  [rule(String.raw`\bse quiser\b`), 'se quiseres'],
  [rule(String.raw`\bvocê (?:está|esteja)\b`), 'estás'],
  [rule(String.raw`\bvocê tenha\b`), 'tenhas'],
  [rule(String.raw`\bvocê (quer|conta|precisa|pode|gostaria|merece|escreveu|sente)\b`), '$1_T'],
  [rule(String.raw`\b(?:por|para) você\b`), 'por ti'],
  [rule(String.raw`\bcom você\b`), 'contigo'],
  [rule(String.raw`\b([Vv])ocê\b`), 'tu'],
  [rule(String.raw`\bvolte\b`), 'volta'],
  [rule(String.raw`\bpergunte\b`), 'pergunta'],
  [rule(String.raw`\bconte\b`), 'conta'],
  [rule(String.raw`\bfale\b`), 'fala'],
  [rule(String.raw`\bligue\b`), 'liga'],
  // "o seu mapa", "sua pergunta": "o teu mapa", "a tua pergunta".
  [rule(String.raw`\b(o|do|no|ao|pelo) seu\b`), '$1 teu'],
  [rule(String.raw`\b(a|da|na|à|pela) sua\b`), '$1 tua'],
  [rule(String.raw`\b(os|dos|nos|aos) seus\b`), '$1 teus'],
  [rule(String.raw`\b(as|das|nas|às) suas\b`), '$1 tuas'],
  [rule(String.raw`\b([Ss])eu\b`), '$1eu_T'],
  [rule(String.raw`\b([Ss])ua\b`), '$1ua_T'],
];

/** The tu-form of a verb said of "você" (marked _T above). */
const TU_VERB: Readonly<Record<string, string>> = {
  quer: 'queres',
  conta: 'contas',
  precisa: 'precisas',
  pode: 'podes',
  gostaria: 'gostarias',
  merece: 'mereces',
  escreveu: 'escreveste',
  sente: 'sentes',
  Seu: 'O teu',
  seu: 'o teu',
  Sua: 'A tua',
  sua: 'a tua',
};

/** A Portuguese line of ours in Portugal's forms. */
export function inPortugal(text: string): string {
  const out = RULES.reduce((t, [re, to]) => t.replace(re, to), text);
  return out.replace(/(\p{L}+)_T/gu, (_, word: string) => TU_VERB[word] ?? word);
}
