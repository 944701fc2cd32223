// The form of address the person uses, kept in our lines in their language: German "Sie", French "vous", Spanish
// "usted", Portuguese "o senhor / a senhora" get the same back; "du", "tu", "tú", "você" stay informal. Our lines
// are written informal; a reply to someone formal has its lines in their language turned formal here, on the final
// text, whichever path wrote them. Pure.
import { writtenLanguageOf } from '../understanding/language.ts';
import type { WrittenLanguage } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';
import type { ReplyPlan } from './plan-types.ts';
import { inPortugal, writesPortugal } from './portugal.ts';

type Formal = 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl';
type Rules = readonly (readonly [RegExp, string])[];

/** A replacement rule whose \\b is a word boundary for any letter (JavaScript's \\b knows only ASCII: "é", "ß"). */
const rule = (source: string, flags: string) =>
  new RegExp(
    source.replace(/\\b/g, '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))').replace(/\\w/g, '\\p{L}'),
    `${flags}u`,
  );

/** Words that address someone formally, and informally, in each language (on the normalised message). */
const CUES: Record<Formal, { formal: RegExp; informal: RegExp; greeting?: RegExp }> = {
  de: {
    formal:
      /\b(?:sind|haben|konnen|sprechen|mochten|wurden|wissen|kennen|verstehen|lesen|sagen|konnten|durfen|schreiben|helfen) sie\b|\bihnen\b|\bsie (?:sind|haben|konnen|sprechen|mochten|wissen|verstehen)\b/,
    informal: /\b(?:du|dich|dir|dein\w*|hallo|hi|hey|servus|moin)\b/,
    greeting: /\b(?:guten (?:tag|morgen|abend)|sehr geehrte\w*|gruss gott|mit freundlichen grussen)\b/,
  },
  fr: {
    formal: /\bvous\b|\b(?:pouvez|etes|avez|parlez|savez|voulez|pourriez|connaissez|comprenez)\b/,
    informal: /\b(?:tu|toi|ton|tes|t'\w+|salut|coucou)\b|-tu\b/,
    greeting: /\b(?:bonjour|bonsoir|madame|monsieur|cordialement)\b/,
  },
  es: {
    formal: /\busted(?:es)?\b/,
    informal: /\b(?:tu|te|ti|eres|puedes|tienes|sabes|hablas|quieres)\b/,
    greeting: /\b(?:buenos dias|buenas tardes|estimad[oa]s?)\b/,
  },
  // No greeting for Portuguese: our lines say "você", already polite in Brazil, so "bom dia" changes nothing.
  pt: { formal: /\b(?:o senhor|a senhora)\b/, informal: /\b(?:tu|voce|vc|te|oi)\b/ },
  // Italian "Lei" is told by its capital inside a sentence (formalIn), "lei" in lower case is "she".
  it: {
    formal: /\b(?:mi scusi|la prego|mi dica|potrebbe|vorrebbe|la ringrazio)\b/,
    informal: /\b(?:tu|ti|te|tuo|tua|tuoi|tue|puoi|vuoi|sai|hai|sei|ciao)\b/,
    greeting: /\b(?:buongiorno|buonasera|gentile|egregi[oa])\b/,
  },
  nl: {
    formal: /\b(?:u|uw)\b/,
    informal: /\b(?:je|jij|jou|jouw|hoi|hey|doei)\b/,
    greeting: /\b(?:goede(?:morgen|middag|navond|ndag)|geachte)\b/,
  },
};

const formalLanguage = (language: WrittenLanguage): language is Formal => language in CUES;

/**
 * The person addresses us formally in this language: said in this message, or in the latest earlier one in the same
 * language that used any form of address ("du" said since ends it).
 */
export function formalIn(language: WrittenLanguage, message: string, earlier: readonly string[] = []): boolean {
  if (!formalLanguage(language)) return false;
  const cues = CUES[language];
  for (const said of [message, ...[...earlier].reverse()]) {
    // A capital "Sie" inside a German sentence is formal whatever its verb, as "Lei" in an Italian one.
    const capital =
      (language === 'de' && /(?<![.!?]\s*|^)\bSie\b/.test(said.trim())) ||
      (language === 'it' && /(?<![.!?]\s*|^)\b(?:Lei|Le)\b/.test(said.trim()));
    const text = normalise(said);
    if (capital || cues.formal.test(text)) return true;
    if (cues.informal.test(text)) return false;
    // "Guten Tag", "Bonjour", "Buenas tardes" with no "du", "tu", "salut" beside it: the person writes formally.
    if (cues.greeting?.test(text)) return true;
  }
  return false;
}

/** German: the du-forms of our lines, as Sie-forms. */
const DE: Rules = [
  [rule(String.raw`\bMach es gut\b`, 'g'), 'Alles Gute'],
  [rule(String.raw`\bSchreib mir\b`, 'g'), 'Schreiben Sie mir'],
  [rule(String.raw`\b([Ff])rag (mich|eine|einen|nach)\b`, 'g'), '$1ragen Sie $2'],
  [rule(String.raw`\bSprich mit\b`, 'g'), 'Sprechen Sie mit'],
  [rule(String.raw`\berzähl\b`, 'g'), 'erzählen Sie'],
  [rule(String.raw`\b(\w+?)(e?)st du\b`, 'g'), '$1$2_V du'],
  // "du kannst" where "du" opens its clause ("wenn du kannst"); after a verb ("möchtest du zuerst") it does not.
  [
    rule(String.raw`(^|[,.;:!?] *|\b(?:wenn|dass|als|was|ob|weil|wie|und|damit|aber) )du (\w+?)(e?)st\b`, 'g'),
    '$1du $2$3_V',
  ],
  [rule(String.raw`\bdir das Leben\b`, 'g'), 'sich das Leben'],
  [rule(String.raw`\bdich\b`, 'g'), 'Sie'],
  [rule(String.raw`\bdir\b`, 'g'), 'Ihnen'],
  [rule(String.raw`\b[dD]ein(e|en|em|er|es)?\b`, 'g'), 'Ihr$1'],
  [rule(String.raw`\b[dD]u\b`, 'g'), 'Sie'],
  // Verbs left at the end of a clause ("wenn Sie wiederkommen möchtest").
  [
    rule(String.raw`\b(möchtest|willst|kannst|musst|hast|sagst|änderst|anlegst|entscheidest|trägst|magst)\b`, 'g'),
    '$1_V',
  ],
];
/** Second-person verbs by their stem: the irregular ones, then the rule (stem + en, or + n after e/er/el). */
const DE_VERBS: Readonly<Record<string, string>> = {
  ka: 'können',
  kann: 'können',
  mu: 'müssen',
  mus: 'müssen',
  wil: 'wollen',
  will: 'wollen',
  möchte: 'möchten',
  möcht: 'möchten',
  mag: 'mögen',
  ha: 'haben',
  bi: 'sind',
  wei: 'wissen',
  darf: 'dürfen',
  soll: 'sollen',
  wir: 'werden',
  träg: 'tragen',
  verstehe: 'verstehen',
  versteh: 'verstehen',
  hä: 'haben',
};
const deVerb = (stem: string, e: string) =>
  DE_VERBS[stem + e] ?? DE_VERBS[stem] ?? (/(?:e|er|el)$/.test(stem + e) ? `${stem}${e}n` : `${stem}${e}en`);

/** French: tu, te, ton, ta, tes and their verbs, as vous, votre, vos. */
const FR: Rules = [
  [rule(String.raw`\bSalut\b`, 'g'), 'Bonjour'],
  [rule(String.raw`\bPrends soin de toi\b`, 'g'), 'Prenez soin de vous'],
  [rule(String.raw`\bÉcris-moi\b`, 'g'), 'Écrivez-moi'],
  [rule(String.raw`\bdemande-moi\b`, 'g'), 'demandez-moi'],
  [rule(String.raw`\bQu'aimerais-tu\b`, 'g'), "Qu'aimeriez-vous"],
  [rule(String.raw`\b([Qq]ue )veux-tu\b`, 'g'), '$1voulez-vous'],
  [rule(String.raw`\btu veux\b`, 'g'), 'vous voulez'],
  [rule(String.raw`\btu es\b`, 'g'), 'vous êtes'],
  [rule(String.raw`\btu as\b`, 'g'), 'vous avez'],
  [rule(String.raw`\btu peux\b`, 'g'), 'vous pouvez'],
  [rule(String.raw`\bne te vient\b`, 'g'), 'ne vous vient'],
  [rule(String.raw`\b[Tt]e (réponds|le|la|donne|dis|remercie|lis)\b`, 'g'), 'vous $1'],
  [rule(String.raw`\bje te\b`, 'g'), 'je vous'],
  [rule(String.raw`\bt'(\w)`, 'g'), 'vous $1'],
  [rule(String.raw`\btoi\b`, 'g'), 'vous'],
  [rule(String.raw`\b(?:ton|ta)\b`, 'g'), 'votre'],
  [rule(String.raw`\btes\b`, 'g'), 'vos'],
  [rule(String.raw`\btu\b`, 'g'), 'vous'],
];

/** Spanish: tú and its forms, as usted. */
const ES: Rules = [
  [rule(String.raw`\bte doy\b`, 'g'), 'le doy'],
  [rule(String.raw`\bTe respondo\b`, 'g'), 'Le respondo'],
  [rule(String.raw`\bse te ocurre\b`, 'g'), 'se le ocurre'],
  [rule(String.raw`\bte lo digo\b`, 'g'), 'se lo digo'],
  [rule(String.raw`\bte haya\b`, 'g'), 'le haya'],
  [rule(String.raw`\bte gustaría\b`, 'g'), 'le gustaría'],
  [rule(String.raw`\bGracias a ti\b`, 'g'), 'Gracias a usted'],
  [rule(String.raw`\bEscríbeme\b`, 'g'), 'Escríbame'],
  [rule(String.raw`\bpregúntame\b`, 'g'), 'pregúnteme'],
  [rule(String.raw`\bCuídate\b`, 'g'), 'Cuídese'],
  [rule(String.raw`\bdescanses\b`, 'g'), 'descanse'],
  [rule(String.raw`\bvuelve\b`, 'g'), 'vuelva'],
  [rule(String.raw`\bquieras\b`, 'g'), 'quiera'],
  [rule(String.raw`\btus\b`, 'g'), 'sus'],
  [rule(String.raw`\btu\b`, 'g'), 'su'],
];

/** Portuguese: você as o senhor or a senhora (as the person said it), with the few informal words made formal. */
const ptRules = (honorific: string): Rules => [
  [rule(String.raw`^Oi\b`, 'gm'), 'Olá'],
  [rule(String.raw`\bSe cuida\b`, 'g'), 'Cuide-se'],
  [rule(String.raw`\b([Vv])ocê\b`, 'g'), honorific],
];

/** Italian: tu and its forms, as Lei (capitalised, as in writing to someone one does not know). */
const IT: Rules = [
  [rule(String.raw`\bCiao di nuovo\b`, 'g'), 'Bentornato'],
  [rule(String.raw`\bCiao\b`, 'g'), 'Buongiorno'],
  [rule(String.raw`\bAbbi cura di te\b`, 'g'), 'Si abbia cura'],
  [rule(String.raw`\b([Tt])i leggo\b`, 'g'), 'La leggo'],
  [rule(String.raw`\bchiedimi\b`, 'g'), 'mi chieda'],
  [rule(String.raw`\bdimmi\b`, 'g'), 'mi dica'],
  [rule(String.raw`\braccontami\b`, 'g'), 'mi racconti'],
  [rule(String.raw`\b(a|per|con|di) te\b`, 'g'), '$1 Lei'],
  [rule(String.raw`\bti senti\b`, 'g'), 'si sente'],
  [rule(String.raw`\b[Tt]i\b`, 'g'), 'Le'],
  [rule(String.raw`\btuo\b`, 'g'), 'Suo'],
  [rule(String.raw`\btua\b`, 'g'), 'Sua'],
  [rule(String.raw`\btuoi\b`, 'g'), 'Suoi'],
  [rule(String.raw`\btue\b`, 'g'), 'Sue'],
  [rule(String.raw`\b([Hh])ai\b`, 'g'), '$1a'],
  [rule(String.raw`\bsei\b`, 'g'), 'è'],
  [rule(String.raw`\bpuoi\b`, 'g'), 'può'],
  [rule(String.raw`\bvuoi\b`, 'g'), 'vuole'],
  [rule(String.raw`\bvorresti\b`, 'g'), 'vorrebbe'],
  [rule(String.raw`\bdevi\b`, 'g'), 'deve'],
  [rule(String.raw`\bsai\b`, 'g'), 'sa'],
  [rule(String.raw`\bstai\b`, 'g'), 'sta'],
  [rule(String.raw`\b(chied|raccont|pens)i\b`, 'g'), '$1e'],
  [rule(String.raw`\bchiama ora\b`, 'g'), 'chiami ora'],
];

/** Dutch: je, jij and jouw as u and uw; "je" before a noun is "uw", after "als", "dat", "wat" it is "u". */
const NL: Rules = [
  [rule(String.raw`\bHoi\b`, 'g'), 'Goedendag'],
  [rule(String.raw`\b(Het ga|Dank|voor) je\b`, 'g'), '$1 u'],
  [rule(String.raw`\b([Ll]ees) je,`, 'g'), '$1 u,'],
  [rule(String.raw`\b([Ww]at|[Ww]aar|[Hh]oe) wil je\b`, 'g'), '$1 wilt u'],
  [rule(String.raw`\bwil je\b`, 'g'), 'wilt u'],
  [rule(String.raw`\b[Jj]e (hebt|bent|kunt|wilt|vraagt|vertelt)\b`, 'g'), 'u $1'],
  [rule(String.raw`\bvraag me\b`, 'g'), 'vraagt u mij'],
  [rule(String.raw`\b([Aa]ls|[Dd]at|[Ww]at|[Dd]ie|[Oo]f) je\b`, 'g'), '$1 u'],
  [rule(String.raw`\b(?:jij|jou)\b`, 'g'), 'u'],
  [rule(String.raw`\b(?:[Jj]e|[Jj]ouw)\b`, 'g'), 'uw'],
];

/** The reply's lines in the person's language, in the form of address they use; English and other lines untouched. */
export function inTheirAddress(text: string, plan: Pick<ReplyPlan, 'language' | 'message' | 'before'>): string {
  const language = plan.language;
  if (!text || !formalLanguage(language)) return text;
  if (!formalIn(language, plan.message, plan.before ?? []))
    return language === 'pt' && writesPortugal(plan.message, plan.before ?? [])
      ? inLanguageParts(text, language, inPortugal)
      : text;
  const rules =
    language === 'pt'
      ? ptRules(/\ba senhora\b/.test(normalise(plan.message)) ? 'a senhora' : 'o senhor')
      : RULES[language];
  return inLanguageParts(text, language, (part) => formal(part, rules, language));
}

const RULES: Record<Exclude<Formal, 'pt'>, Rules> = { de: DE, fr: FR, es: ES, it: IT, nl: NL };

/**
 * Each paragraph not written in English, changed; the English ones as they are. Not "written in this language": a
 * short line ("Vamos con tu pregunta sobre tu Luna") can read as French to the detector, and kept its "tu".
 */
const inLanguageParts = (text: string, _language: WrittenLanguage, change: (part: string) => string) =>
  text
    .split(/(\n{2,})/)
    .map((part) => (writtenLanguageOf(part, 'en') !== 'en' ? change(part) : part))
    .join('');

function formal(text: string, rules: Rules, language: Formal): string {
  let out = rules.reduce((t, [re, to]) => t.replace(re, to), text);
  if (language === 'de') out = out.replace(/(\p{L}+?)(e?)(?:st)?_V/gu, (_, stem: string, e: string) => deVerb(stem, e));
  // A sentence now starting in lower case ("sie") gets its capital back.
  return out.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, c: string) => before + c.toUpperCase());
}
