// The words of a technique, a time, a shape or an act said in Spanish, Portuguese, French, German, Italian or Dutch,
// put into the English the rest of the reader already knows. The reader's many word lists (the frames a question
// names, the times, the lengths and shapes asked for) grew from English chats and hold the other languages unevenly:
// a Dutch "zonnerevolutie" or "komende maand", a "korter graag, drie regels" met no word of theirs, and the reply
// answered something else. One gloss read before the rest fixes that for every list at once, rather than a copy of
// each foreign word in each list. The gloss is for reading only: the person's own words are what a reply quotes, and
// the language is told from them. Pure, over folded text (fold.ts).
import { fold } from './fold.ts';

/**
 * Dutch number words up to five, to English. Only Dutch: the other five languages' counts ("en una frase", "in
 * zwei Sätzen", "em uma frase") are read by the length readers in their own words, and the shape readers match
 * them with the words around them ("résume en une phrase ce que tu m'as dit"), which a gloss would split.
 */
const NUMBERS: readonly [string, string][] = [
  ['one', 'een|1'],
  ['two', 'twee|2'],
  ['three', 'drie|3'],
  ['four', 'vier|4'],
  ['five', 'vijf|5'],
];

/** Dutch units of length a shape is asked in, to English. */
const UNITS: readonly [string, string][] = [
  ['lines', 'regels?|regeltjes'],
  ['sentences', 'zinnen|zinnetjes|zin'],
  ['words', 'woorden|woord'],
  ['bullets', 'punten|opsommingstekens|bullets?'],
];

/** Whole phrases, each to its English (folded; longer phrases first where they share words). */
const PHRASES: readonly [string, string][] = [
  // Techniques.
  [
    'solar return',
    'solarhoroskop|solar horoskop|geburtstagshoroskop|zonnerevolutie|zonne revolutie|zonneretour|verjaardagshoroscoop|revolucao solar|revolucion solar',
  ],
  ['progressed', 'geprogresseerde?|geprogresseerd|progresadas?|progresados?|progredidas?|progredidos?'],
  ['progressions', 'progressies|progressie|progresiones|progressoes|progressioni'],
  ['transits', 'transieten|transiet|transitos|transiti|transite'],
  [
    'saturn return',
    'saturnusretour|saturnus retour|saturnusterugkeer|retorno de saturno|retour de saturne|saturn ruckkehr|saturnwiederkehr|ritorno di saturno',
  ],
  [
    'composite chart',
    'composiethoroscoop|composiet|carta compuesta|carta composta|mapa composto|carta composita|theme composite|composit horoskop|composite horoskop',
  ],
  ['synastry', 'synastrie|sinastria|synastrieen'],
  ['natal', 'radix|geboortehoroscoop|geboortekaart'],
  // Times.
  [
    'next month',
    'der kommende monat|kommende monat|nachster monat|nachste monat|komende maand|volgende maand|de maand die komt|kommenden monat|im kommenden monat|o proximo mes|no proximo mes|el mes proximo|le mois qui vient|prossimo mese',
  ],
  ['this month', 'deze maand|ce mois ci|este mes|neste mes|diesen monat|in diesem monat'],
  ['next week', 'komende week|volgende week|kommende woche|nachsten woche|la semaine qui vient|na proxima semana'],
  [
    'this week',
    'deze week|dit weekend|diese woche|in dieser woche|esta semana|nesta semana|cette semaine|questa settimana',
  ],
  ['next year', 'volgend jaar|komend jaar|het komende jaar|kommendes jahr|im kommenden jahr'],
  ['this year', 'dit jaar|dieses jahr|este ano|neste ano|cette annee|quest anno|questo anno'],
  ['last month', 'vorige maand'],
  ['last year', 'vorig jaar'],
  ['today', 'vandaag|vanavond'],
  ['january', 'januari'],
  ['february', 'februari'],
  ['march', 'maart'],
  ['may', 'mei'],
  ['august', 'augustus'],
  // Shapes.
  [
    'with orbs',
    'met (?:de )?orbs|con (?:los |sus )?orbes|com (?:os |as )?orbes|com orbs|avec (?:les )?orbes|mit (?:den )?orben|con (?:gli )?orbi',
  ],
  [
    'shorter',
    'korter|kortere|mas corto|mas corta|mas breve|mais curto|mais curta|mais breve|plus court|plus courte|plus bref|kurzer|piu breve|piu corto|piu corta',
  ],
  ['short', 'kort|kortom|in het kort'],
  [
    'simpler',
    'simpeler|eenvoudiger|makkelijker|begrijpelijker|mas facil|mas sencillo|mas simple|mais facil|mais simples|plus simple|plus facile|einfacher|leichter|piu semplice|piu facile',
  ],
  [
    'in bullets',
    'in opsommingstekens|opsommingstekens|opsomming|puntsgewijs|en vinetas|con vinetas|en puntos|em topicos|en puces|a puces|in stichpunkten|als stichpunkte|elenco puntato|a punti|per punti',
  ],
  [
    'as a table',
    'in een tabel|als tabel|in een tabelletje|en una tabla|en tabla|numa tabela|em tabela|em uma tabela|en tableau|dans un tableau|als tabelle|in einer tabelle|in una tabella|in tabella',
  ],
  // Words around a shape: "graag", "niet meer" ("please", "no more").
  ['please', 'graag|alsjeblieft|alstublieft|per favore|por favor|porfa|bitte|s il te plait|s il vous plait'],
  ['no more', 'niet meer|niet langer|nada mas|no mas|nao mais|pas plus|nicht mehr|non di piu|non piu'],
  // Acts: thanks, doubt, goodbye.
  [
    'thanks',
    'dank je wel|dankjewel|dank u wel|hartelijk dank|bedankt|heel erg bedankt|merci beaucoup|muchas gracias|muito obrigad[oa]|obrigadinh[oa]|vielen dank|danke schon|grazie mille',
  ],
  [
    'i doubt that',
    'dat klopt niet|klopt niet|dat geloof ik niet|ik geloof er niets van|ik geloof er niks van|ik twijfel|ik betwijfel|no me lo creo|no me convence|nao acredito|nao me convence|je n y crois pas|je n en crois rien|ca ne me parle pas|das glaube ich nicht|glaube ich nicht|das passt nicht|non ci credo|non mi convince',
  ],
  [
    'bye',
    'tot ziens|tot later|tot de volgende keer|doei|dag dag|hasta luego|hasta pronto|ate ja|ate logo|ate a proxima|adeus|a bientot|a plus tard|tschuss|auf wiedersehen|ci vediamo|a presto',
  ],
];

const alternatives = (list: string) => `(?:${list})`;
const NUMBER_OF = new Map<string, string>();
for (const [english, words] of NUMBERS) for (const w of words.split('|')) NUMBER_OF.set(w, english);
const UNIT_OF: readonly [RegExp, string][] = UNITS.map(([english, words]) => [
  new RegExp(`^${alternatives(words)}$`),
  english,
]);

/** "drie regels", "en dos frases", "in einem Satz": a count of lines, sentences, words or bullets. */
const COUNTED = new RegExp(
  `\\b(${NUMBERS.map(([, w]) => w).join('|')}) (?:(?:kleine|korte) )?(${UNITS.map(([, w]) => w).join('|')})\\b`,
  'g',
);
const PHRASE_RULES: readonly [RegExp, string][] = PHRASES.map(([english, words]) => [
  new RegExp(`(?<![\\p{L}\\p{N}])${alternatives(words)}(?![\\p{L}\\p{N}])`, 'gu'),
  english,
]);

/** Punctuation and apostrophes as spaces, so the phrases match "ce mois-ci", "quest'anno", "dag!". */
const spaced = (folded: string) => folded.replace(/['-]/g, ' ').replace(/ {2,}/g, ' ');

/**
 * The message, folded, with the technique, time, shape and act words of the other languages put into English:
 * "Korter graag. Drie regels, niet meer." → "shorter graag. three lines, niet meer.". A message with none comes
 * back folded and otherwise as it was.
 */
export function glossed(text: string): string {
  let out = spaced(fold(text));
  out = out.replace(COUNTED, (_, number: string, unit: string) => {
    const english = UNIT_OF.find(([pattern]) => pattern.test(unit))?.[1] ?? unit;
    const count = NUMBER_OF.get(number) ?? number;
    return `${count} ${count === 'one' ? english.replace(/s$/, '') : english}`;
  });
  for (const [pattern, english] of PHRASE_RULES) out = out.replace(pattern, english);
  return out;
}

/** Whether the message holds any word the gloss puts into English. */
export function hasGloss(text: string): boolean {
  return glossed(text) !== spaced(fold(text));
}
