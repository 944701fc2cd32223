// The turns after someone has told of money asked for by a person they have not met (disclosures-more.ts
// moneyRequest). What they say next is about him, not about the chart: defending him ("you don't even know him, he
// sent me pics of his daughter") is no doubt about a reading; a red flag told in passing ("his camera is broken") is
// named as one; blaming themself ("I feel so stupid, am I gullible?") is met with "you are not stupid", never a trait;
// a plan to tell someone ("gonna call my sister") is affirmed by name. Folded text, six languages. Pure.
import { disclosureIn } from '../understanding/disclosures.ts';
import { fold } from '../understanding/fold.ts';

export type ScamTurn = 'defends' | 'red-flag' | 'self-blame' | 'plan';

/** An earlier message of the chat told of money asked for by someone not met. */
export const chatToldScam = (earlier: readonly string[]): boolean =>
  earlier.some((m) => disclosureIn(m)?.kind === 'money-request');

const DEFENDS =
  /\b(?:you don'?t (?:even )?know him|you don'?t know (?:him|her|what we have)|(?:he|she) sent me (?:\w+ )?(?:pics|photos|pictures|selfies|a video)|(?:he|she)(?:'s| is) (?:real|genuine|different|not like that|not a scammer)|(?:he|she) loves me|(?:he|she) would never|no lo conoces|no la conoces|me mand(?:o|a) fotos|(?:es|el es) (?:real|diferente|de verdad)|me quiere|(?:voce|tu) nao (?:o|a) conhece|(?:ele|ela) me mandou fotos|(?:ele|ela) (?:e|eh) (?:real|diferente|de verdade)|tu ne le connais (?:meme )?pas|il m'?a envoye des photos|il (?:est|existe) (?:vraiment|pour de vrai)|il m'?aime|du kennst ihn (?:doch )?(?:gar )?nicht|er hat mir fotos geschickt|non lo conosci|mi ha mandato (?:delle )?foto)\b/;

const RED_FLAG =
  /\b(?:camera(?:'s| is)? (?:broken|not working|doesn'?t work)|(?:can'?t|won'?t|never|doesn'?t|refuses to) (?:do |does |want to do |turn on )?(?:a |the )?video(?:[- ]?calls?| chat)?|webcam (?:is )?(?:broken|doesn'?t work)|keep it (?:a )?secret|not to tell anyone|don'?t tell (?:anyone|my family)|(?:gift cards?|crypto|bitcoin|western union)|(?:camara|la camara) (?:esta )?(?:rota|no funciona|descompuesta)|no (?:puede|quiere) hacer videollamada|camera (?:esta )?(?:quebrada|nao funciona)|nao (?:pode|quer) fazer (?:chamada de )?video|(?:sa )?camera (?:est )?(?:cassee|en panne)|(?:ne peut|ne veut) (?:pas|jamais) faire (?:d'?)?appel video|kamera (?:ist )?kaputt|telecamera (?:e )?rotta)\b/;

const SELF_BLAME =
  /\b(?:(?:feel|felt|am|i'?m|im) (?:so |such an? |really |like an? )?(?:stupid|dumb|an idiot|idiot|naive|foolish|fool)|gullible|me siento (?:tan |muy )?(?:estupid[oa]|tont[oa]|idiota|ingenu[oa])|(?:soy|fui) (?:una )?(?:tont[oa]|ingenu[oa]|idiota)|credul[oa]|me sinto (?:tao |muito )?(?:burr[oa]|idiota|estupid[oa]|ingenu[oa])|je me sens (?:si |tellement |vraiment )?(?:bete|idiot|idiote|stupide|naive|naif)|credule|ich fuhle mich (?:so )?(?:dumm|blod|naiv)|leichtglaubig|mi sento (?:cosi |davvero )?(?:stupid[oa]|scem[oa]|ingenu[oa])|credulon[ea])\b/;

/** Someone they will talk to, by their word in each language, and how the reply names them. */
const PEOPLE: readonly [RegExp, string][] = [
  [/sister|hermana|irma|soeur|schwester|sorella/, 'your sister'],
  [/brother|hermano|irmao|frere|bruder|fratello/, 'your brother'],
  [/mum|mom|mother|madre|mama|mae|mere|mutter|mamma/, 'your mum'],
  [/dad|father|padre|papa|pai|pere|vater/, 'your dad'],
  [/daughter|hija|filha|fille|tochter|figlia/, 'your daughter'],
  [/son|hijo|filho|fils|sohn|figlio/, 'your son'],
  [/friend|amiga?o?|amie?|freundin|freund/, 'your friend'],
  [/bank|banco|banque/, 'your bank'],
];

/** Saying they will talk to someone: "gonna call my sister", "voy a hablar con mi hermana", "ich rufe meine Schwester an". */
const PLAN =
  /\b(?:gonna|going to|will|i'?ll|ill|want to|voy a|vou|je vais|ich werde|ich rufe|vado a|sto per)\b[^.?!]{0,20}?\b(?:call|ring|phone|talk|speak|tell|ask|show|llamar|hablar|contar|ligar|falar|appeler|parler|anrufen|sprechen|erzahlen|chiamare|parlare|meine|meinen|meinem)\w*\b([^.?!]{0,30})/;

/** Who the plan names ("your sister"), or null when it names no one we know how to call. */
export function plannedWith(message: string): string | null {
  const m = PLAN.exec(fold(message));
  if (!m) return null;
  const after = m[0];
  return PEOPLE.find(([re]) => new RegExp(`\\b(?:${re.source})\\b`).test(after))?.[1] ?? null;
}

/** Which turn after a scam this message is, or null (a chart question goes on as one, with the chat still hard). */
export function scamTurn(message: string, earlier: readonly string[]): ScamTurn | null {
  if (!chatToldScam(earlier)) return null;
  const text = fold(message);
  if (plannedWith(message)) return 'plan';
  if (SELF_BLAME.test(text)) return 'self-blame';
  if (RED_FLAG.test(text)) return 'red-flag';
  if (DEFENDS.test(text)) return 'defends';
  return null;
}
