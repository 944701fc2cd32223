// Fear for people caught in a war or an attack: strikes, shelling, missiles or bombing where someone close is, often
// with no news from them ("my sister and her kids are still in kharkiv, there were strikes overnight and she hasnt
// answered"). English, Spanish, Portuguese, French, Italian, German and Dutch, on folded text. A war named with no
// one close in it ("a war film", "the war of the roses") tells nothing of the kind. Pure.
import type { Disclosure } from './disclosure-types.ts';

/** Attacks and war, in each language. */
const WAR =
  /\b(?:(?:air|missile|drone) ?strikes?|strikes (?:overnight|last night|this morning|on|in)|shelling|shelled|bomb(?:ing|ed|s)|missiles?|air raids?|sirens|the war|a war zone|under attack|invasion|bombarde\w*|misiles|ataques? (?:con|de) (?:drones|misiles)|guerra|misseis|ataque aereo|frappes?|guerre|raketen\w*|beschuss|luftangriff\w*|krieg|bombardament\w*|missili|raketten|beschietingen|bombardementen|oorlog)\b/;

/** Someone close, and what the reply calls them. */
const CLOSE: readonly [RegExp, string][] = [
  [
    /\b(?:my|mi|mis|meu|minha|meus|minhas|mon|ma|mes|mein|meine|il mio|la mia|i miei|mijn) (?:whole )?(?:family|familia|famille|familie|famiglia)\b/,
    'family',
  ],
  [/\b(?:my|mi|meu|minha|mon|ma|mein|meine|mia|mijn) (?:sister|hermana|irma|soeur|schwester|sorella|zus)\b/, 'sister'],
  [/\b(?:my|mi|meu|mon|mein|mio|mijn) (?:brother|hermano|irmao|frere|bruder|fratello|broer)\b/, 'brother'],
  [/\b(?:my|mis|meus|mes|meine|i miei|mijn) (?:parents|padres|pais|eltern|genitori|ouders)\b/, 'parents'],
  [/\b(?:my|mi|minha|ma|meine|mia|mijn) (?:mum|mom|mother|madre|mama|mae|mere|mutter|mamma|moeder)\b/, 'mum'],
  [/\b(?:my|mi|meu|mon|mein|mio|mijn) (?:dad|father|padre|papa|pai|pere|vater|vader)\b/, 'dad'],
  [
    /\b(?:my|mis|meus|mes|meine|i miei|mijn) (?:kids|children|hijos|filhos|enfants|kinder|figli|kinderen)\b/,
    'children',
  ],
  [
    /\b(?:my|mi|meu|minha|mon|ma|mein|meine|mio|mia|mijn) (?:son|daughter|hijo|hija|filho|filha|fils|fille|sohn|tochter|figlio|figlia|zoon|dochter)\b/,
    'child',
  ],
  [
    /\b(?:my|mi|meu|minha|mon|ma|mein|meine|mio|mia|mijn) (?:grandma|grandmother|grandad|grandfather|abuela|abuelo|avo|avó|grand-mere|grand-pere|oma|opa|nonna|nonno)\b/,
    'grandparent',
  ],
  [
    /\b(?:my|mi|meu|minha|mon|ma|mein|meine|mio|mia|mijn) (?:friend|best friend|amig[oa]|ami|amie|freund|freundin|amic[oa]|vriend|vriendin)\b/,
    'friend',
  ],
];

/** No news from them: unanswered, unreachable. */
const NO_NEWS =
  /\b(?:(?:hasn'?t|hasnt|haven'?t|havent|has not|have not|didn'?t|not) (?:answered|replied|picked up|called back|texted)|can'?t (?:reach|get through to|get hold of)|no (?:news|word) from|no contesta|no responde|nao responde|nao atende|ne repond (?:pas|plus)|antwortet nicht|non risponde|neemt niet op|reageert niet)\b/;

export function warFear(text: string): Disclosure | null {
  if (!WAR.test(text)) return null;
  const close = CLOSE.find(([re]) => re.test(text))?.[1] ?? null;
  if (!close && !NO_NEWS.test(text)) return null;
  const whom = close === 'family' ? 'your family' : close ? `your ${close}` : 'them';
  const terms = NO_NEWS.test(text)
    ? `waiting to hear from ${whom} while the attacks go on`
    : `fearing for ${whom} through the attacks`;
  return { kind: 'war-fear', situation: 'anxiety', terms, feeling: 'the fear', afraid: false };
}
