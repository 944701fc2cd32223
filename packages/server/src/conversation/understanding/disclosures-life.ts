// A change of life told as a loss of purpose: retirement (early or not) with the days now empty, or feeling useless
// since. Not a job lost and not a grief: a working life's shape gone. English, Spanish, Portuguese, French, German
// and Italian, on folded text. Retirement alone is news, not a hardship ("I retire next year, what's my chart say")
// is met as it is: it needs the emptiness or the feeling told with it. Pure.
import type { Disclosure } from './disclosure-types.ts';

const RETIRED =
  /\b(?:(?:took|taken|take|taking) (?:early )?retirement|(?:i|we) (?:just |recently |finally )?retired|(?:i'?m|i am|now) (?:newly )?retired|since (?:i )?retir\w*|me (?:he )?jubil\w*|(?:estoy|ya) jubilad[oa]|me aposent\w*|(?:estou|agora) aposentad[oa]|(?:je suis|depuis que je suis) (?:a la )?retrait\w*|j'?ai pris (?:ma|une) retraite|(?:ich bin|seit ich) (?:in )?(?:rente|pension|ruhestand)|in (?:den )?ruhestand gegangen|(?:sono|vado) in pensione|sono andat[oa] in pensione)\b/;

/** The days gone empty, or feeling useless since: what makes it a hardship told. */
const EMPTY =
  /\b(?:useless|worthless|pointless|no purpose|lost my purpose|don'?t know what to do with (?:myself|all (?:the|this) time|my days)|(?:days|time) (?:feel|are|is) empty|bored|lost|a bit lost|inutil|sin proposito|no se que hacer con|sem proposito|nao sei o que fazer com|inutile|je ne sais pas quoi faire de|sans but|nutzlos|sinnlos|weiss nicht,? was ich mit|non so cosa fare (?:con|del)|senza scopo)\b/;

export function retirementLoss(text: string): Disclosure | null {
  if (!RETIRED.test(text) || !EMPTY.test(text)) return null;
  return {
    kind: 'retirement',
    situation: 'loneliness',
    terms: 'the change since you retired',
    feeling: 'the emptiness',
    afraid: false,
  };
}
