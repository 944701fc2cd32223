// Someone close sent to prison, or arrested, or facing it: "my brother just got sentenced to 30 months", "mi hermano
// entró en prisión", "o meu filho foi preso", "mon père est en prison", "mio figlio è stato arrestato", "mein Bruder
// sitzt im Gefängnis", "mijn zoon zit in de gevangenis". English, Spanish, Portuguese, French, Italian, German and
// Dutch, on folded text. It needs a relative and the event told of them in one sentence, never a word alone: "my
// brother is a prison guard", "prison break on netflix" and "saturn is a prison" tell nothing of the kind. Pure.
import type { Disclosure } from './disclosure-types.ts';

/** Someone close by their word in each language, and what the reply calls them. */
const RELATIVES: readonly [string, string][] = [
  ['brother|hermano|irmao|frere|fratello|bruder|broer', 'brother'],
  ['sister|hermana|irma|soeur|sorella|schwester|zus', 'sister'],
  ['son|hijo|filho|fils|figlio|sohn|zoon', 'son'],
  ['daughter|hija|filha|fille|figlia|tochter|dochter', 'daughter'],
  ['dad|father|padre|papa|pai|pere|vater|vader', 'dad'],
  ['mum|mom|mother|madre|mama|mae|mere|mamma|mutter|moeder', 'mum'],
  ['husband|marido|esposo|mari|marito|ehemann|mann|man', 'husband'],
  ['wife|esposa|mulher|femme|moglie|ehefrau|frau|vrouw', 'wife'],
  [
    'partner|boyfriend|girlfriend|novio|novia|namorad[oa]|copain|copine|ragazz[oa]|compagn[oa]|freund(?:in)?|vriend(?:in)?',
    'partner',
  ],
  ['cousin|prim[oa]|cugin[oa]|neef', 'cousin'],
  ['nephew|sobrino|sobrinho|neveu|nipote|neffe', 'nephew'],
  ['uncle|tio|oncle|zio|onkel|oom', 'uncle'],
  ['grandson|nieto|neto|petit-fils|kleinsohn|kleinzoon', 'grandson'],
];
const POSSESSIVE =
  '(?:my|our|mi|mis|nuestro|nuestra|meu|minha|o meu|a minha|nosso|nossa|mon|ma|notre|mio|mia|il mio|la mia|nostro|nostra|mein|meine|meinen|meinem|unser|unsere|mijn|onze)';
const RELATIVE = new RegExp(
  `\\b${POSSESSIVE} (?:(?:little|big|older|younger|eldest|oldest|youngest) )?(${RELATIVES.map(([w]) => w).join('|')})\\b`,
  'g',
);

type Event = 'sentence' | 'prison' | 'arrest' | 'facing';

/** The event told of the person named before it, in each language, by what the reply calls it. */
const EVENTS: readonly [RegExp, Event][] = [
  // The fear first: "he could go to prison" is not yet a sentence.
  [
    /\b(?:(?:could|might|may|will|is going to|is gonna|'s going to) (?:go to|end up in) (?:prison|jail)|facing (?:prison|jail|a (?:prison|jail|custodial) sentence|time|years)|(?:podria|puede) (?:ir|acabar) (?:a|en) (?:la )?(?:prision|carcel)|(?:pode|vai) (?:ser pres[oa]|ir (?:para a|pra) (?:prisao|cadeia))|risque (?:la prison|de la prison)|rischia (?:il carcere|la galera)|(?:droht|drohen) (?:\w+ )?(?:gefangnis|haft)|riskeert (?:een )?(?:gevangenisstraf|celstraf))\b/,
    'facing',
  ],
  [
    /\b(?:sentenced|condenaron|condenad[oa] a|sentenciad[oa] a|condamne(?:e)? a|condannat[oa] a|zu [\w ]{1,25}verurteilt|verurteilt worden|veroordeeld tot)\b/,
    'sentence',
  ],
  [
    /\b(?:(?:is|'s|was|has been|went|gone|going|got sent|was sent|been sent|got put|was put|ended up|is back|went back) (?:back )?(?:in|to|into) (?:prison|jail|gaol|juvie|hmp|hmyoi)|(?:get|gets|getting|come|comes) out of (?:prison|jail)|locked up|behind bars|doing time|serving (?:a |his |her |their )?(?:\d+[- ](?:year|month)s? )?(?:sentence|time)|imprisoned|incarcerated|jailed|on remand|remanded(?: in custody)?|(?:entro|ingreso|esta|sigue|fue|acaba de entrar) (?:a |en )(?:la )?(?:prision|carcel|cana)|(?:lo|la) (?:metieron|mandaron|llevaron) (?:a|en) (?:la )?(?:prision|carcel)|encarcelad[oa]|(?:sale|saldra|va a salir) de (?:la )?(?:prision|carcel)|(?:sai|vai sair) da (?:prisao|cadeia)|sortir de prison|(?:esce|uscira) di (?:prigione|carcere)|aus dem gefangnis (?:kommt|rauskommt)|uit de gevangenis komt|(?:esta|sigue|lleva \w+ \w+) pres[oa]|(?:foi|esta|entrou|vai) (?:para a |pra |na )(?:prisao|cadeia|penitenciaria)|(?:esta|continua|ficou) pres[oa]|encarcerad[oa]|(?:est|a ete|est parti|va|ira) (?:en|a la) (?:prison|taule)|(?:incarcere|emprisonne)e?|derriere les barreaux|en detention|(?:e|e stat[oa]|e finit[oa]|e andat[oa]|entrat[oa]) in (?:carcere|prigione|galera)|incarcerat[oa]|(?:ist|sitzt|kam|muss|geht|wurde) (?:\w+ )?(?:im|ins|in den|in die|in) (?:gefangnis|knast|haft|jva|untersuchungshaft|u-haft)|sitzt (?:\w+ )?ein|inhaftiert|(?:zit|is|ging|moet) (?:\w+ )?(?:in de|naar de) (?:gevangenis|bak|cel)|zit vast)\b/,
    'prison',
  ],
  [
    /\b(?:arrested|arrestaron|detuvieron|detenid[oa]|(?:foi|esta) detid[oa]|foi pres[oa]|prenderam|(?:a ete |est )?arrete(?:e)?|(?:e stat[oa] )?arrestat[oa]|verhaftet|festgenommen|opgepakt|gearresteerd|aangehouden)\b/,
    'arrest',
  ],
];

/** Prison as a workplace, a metaphor, a show, or someone coming out of it: none of them told here. */
const NOT_THIS =
  /\b(?:prison|jail) (?:guard|officer|warden|governor|chaplain|nurse|teacher|doctor|staff|worker|volunteer|psycholog\w*|break|school)s?\b|\b(?:works?|working|job|volunteers?) (?:at|in|for) (?:a|the) (?:prison|jail)\b|\blike (?:a|being in) (?:prison|jail)\b|\b(?:is|feels like) a (?:\w+ )?prison\b|\b(?:(?:was|got|been|just) (?:released|freed|out of (?:prison|jail))|(?:came|got) out of (?:prison|jail)|released from|salio de (?:la )?(?:prision|carcel)|saiu da (?:prisao|cadeia)|sorti de prison|uscito di (?:carcere|prigione)|aus dem gefangnis (?:entlassen|gekommen)|vrijgelaten)\b/;

/** A sentence's end: the relative and the event must be told in one. */
const SENTENCE_END = /[.!?;]/g;

const TERMS: Record<Event, (who: string) => string> = {
  sentence: (who) => `${who}'s sentence`,
  prison: (who) => `${who} being in prison`,
  arrest: (who) => `${who}'s arrest`,
  facing: (who) => `${who} facing prison`,
};

/** "My brother just got sentenced to 30 months": whose, and what happened; null when no one close is named. */
export function familyPrison(text: string): Disclosure | null {
  if (NOT_THIS.test(text)) return null;
  for (const [re, event] of EVENTS) {
    const at = re.exec(text);
    if (!at) continue;
    // The relative named before the event in the same sentence ("my brother just got sentenced"), or the one the
    // sentence ends with ("they sentenced my brother", "arrestaron a mi hijo").
    const before = text.slice(0, at.index);
    const clause = before.slice(Math.max(...[...before.matchAll(SENTENCE_END)].map((m) => m.index + 1), 0));
    const after = text.slice(at.index).split(SENTENCE_END)[0]!;
    const who = [...clause.matchAll(RELATIVE)].at(-1)?.[1] ?? [...after.matchAll(RELATIVE)][0]?.[1];
    if (!who) continue;
    const called = RELATIVES.find(([w]) => new RegExp(`^(?:${w})$`).test(who))?.[1] ?? 'family member';
    return {
      kind: 'family-prison',
      situation: 'anxiety',
      terms: TERMS[event](`your ${called}`),
      feeling: 'the worry',
      afraid: event === 'facing',
    };
  }
  return null;
}
