// One's own eating disorder told: anorexia, bulimia, bingeing or purging, an eating disorder by name, or meals
// skipped again after a recovery ("llevo dos años recuperada de la anorexia y he vuelto a saltarme comidas"). English,
// Spanish, Portuguese, French, Italian, German and Dutch, on folded text. Someone else's ("my daughter is anorexic")
// is not told here, nor a word used of food alone ("i skipped lunch", "binge-watching"). Pure.
import type { Disclosure } from './disclosure-types.ts';

/** The illness by its name in each language. */
const NAMED =
  /\b(?:anorexi[ace]|anorexic|anorexique|bulimi[ac]|bulimic|boulimi(?:e|que)|anoressi(?:a|ca)|magersucht\w*|essstorung\w*|eetstoornis|eating disorders?|binge eating|trastornos? (?:de la conducta )?alimentari[oa]s?|transtornos? alimentar(?:es)?|troubles? (?:du comportement )?alimentaires?|disturb[oi] (?:del comportamento )?alimentar[ei]|\bed recovery)\b/;

/** What the illness does, told in the first person: meals skipped or brought up, a binge, restricting again. */
const DOING =
  /\b(?:(?:i(?:'ve| have)?|i'm|i am) (?:been )?(?:skipping|skipped) meals|(?:making|made) myself (?:sick|throw up|vomit)|throwing up after (?:meals|eating|i eat)|purging|i(?:'ve| have) been (?:restricting|bingeing|binging)|restricting again|saltarme (?:las )?comidas|me salto (?:las )?comidas|vomitar despues de comer|provocarme el vomito|atracones|pular refeicoes|pulando refeicoes|vomitar depois de comer|compulsao alimentar|sauter (?:des|les) repas|je saute (?:des|les) repas|me faire vomir|saltare i pasti|salto i pasti|vomitare dopo (?:aver )?mangiato|mahlzeiten (?:auslassen|ausgelassen|weglassen)|maaltijden (?:overslaan|overgeslagen))\b/;

/** Back after a recovery: the word for a relapse, or "again" beside a recovery named. */
const RELAPSE =
  /\b(?:relaps\w*|recaida|recai|rechute|ricaduta|ruckfall|terugval|again|de nuevo|otra vez|he vuelto a|volvi a|de novo|voltei a|a nouveau|de nouveau|di nuovo|sono ricaduta|wieder|opnieuw|weer)\b/;
const RECOVERED = /\b(?:recover\w*|recuperad[oa]|recuperee?|guarit[oa]|genesen|hersteld|clean|years? (?:free|well))\b/;

/** Someone close, or he or she, as the one who has it: "my daughter is anorexic", "mi hermana tiene bulimia". */
const RELATIVE =
  '(?:(?:my|our|mi|mis|meu|minha|mon|ma|mio|mia|mein|meine|mijn) (?:daughter|son|sister|brother|friend|girlfriend|boyfriend|wife|husband|partner|mum|mom|hija|hijo|hermana|hermano|amiga|amigo|novia|novio|filha|filho|irma|irmao|fille|fils|soeur|frere|amie|figlia|figlio|sorella|fratello|amica|tochter|sohn|schwester|bruder|freundin|dochter|zoon|zus|broer|vriendin)|she|he|ella|ela|elle|lei|sie|zij|hij)';
const HAS = "(?:is|has|'s|was|tiene|esta|tem|a|est|ha|e|hat|ist|heeft|lijdt aan)";
const SOMEONE_ELSE = new RegExp(`\\b${RELATIVE} ${HAS}\\b[^.?!]{0,30}${NAMED.source}`);

export function eatingDisorder(text: string): Disclosure | null {
  const named = NAMED.test(text);
  if (!named && !DOING.test(text)) return null;
  if (SOMEONE_ELSE.test(text) && !DOING.test(text)) return null;
  const back = RELAPSE.test(text) && (named || RECOVERED.test(text));
  return {
    kind: 'eating-disorder',
    situation: 'anxiety',
    terms: back ? 'the eating disorder pulling at you again' : 'the eating disorder',
    feeling: null,
    afraid: false,
  };
}
