// A follow-up on another person already in the chat: a stored chart the message names ("am I compatible with
// Tom?"), or birth data typed a little earlier that this message leans on ("what are the orbs?", "he has uranus
// opposite my venus, right?"). Pure.
import type { ContactAspect } from '@stellara/astro';
import { fold } from '../understanding/fold.ts';
import {
  MY_RELATION,
  NOT_NAMES,
  partnerBirthIn,
  RELATION,
  regexEscape,
  type TypedPartnerBirth,
} from './partner-birth.ts';

/**
 * A technical follow-up on the pair just given ("what are the orbs?", "as a table", "all the aspects"): the
 * synastry's numbers, unless the person says they mean their own chart ("my natal aspects as a table").
 */
const CROSS_FOLLOW_UP =
  /\b(orbs?|orbes|orbi|orben|tables?|tabla|tabela|tableau|tabelle|tabella|aspects|aspectos|aspetti|aspekte)\b/i;
const OWN_CHART = /\b(my (?:own|natal|birth)|mis aspectos|meine aspekte|i miei aspetti|mes aspects|meus aspectos)\b/i;
const crossFollowUp = (message: string) => CROSS_FOLLOW_UP.test(message) && !OWN_CHART.test(message);
/** One contact of the pair picked out ("the saturn one", "that mars thing", "ese aspecto de Saturno", "ce carré"). */
const CONTACT_FOLLOW_UP =
  /\b(?:the|that|this)\s+[\p{L}]+(?:[-\s][\p{L}]+)?\s+(?:one|contact|aspect|thing|square|opposition)\b|\b(?:aspecto|contacto|contato|aspetto|contatto|aspekt|kontakt|carré|carre|cuadratura|quadratura)\b/iu;

/** The person's own chart named as such. */
const MY_CHART = /\b(?:my|mi|meu|mon|mein|mio|mijn) (?:own )?(?:birth ?)?(?:chart|carta|mapa|theme|horoskop|tema)\b/i;
/**
 * Someone else's word passed on ("my friend says", "I read that", "mi hanno detto", "on m'a dit que"): whoever
 * says it is not the person asked about, and "my friend" here is no new person. Folded text.
 */
const HEARSAY = new RegExp(
  [
    "\\b(?:my|a|an) (?:[\\p{L}']+ ){0,2}?(?:friend|mate|bestie|bff|mum|mom|mother|dad|sister|brother|cousin|aunt|colleague|coworker|astrologer|app|horoscope) (?:says|said|told me|tells me|thinks|reckons|swears|claims|insists)(?: that)?",
    '\\b(?:i (?:read|heard|saw)(?: (?:online|somewhere|on tiktok))?|someone (?:said|told me)|people say|they say|apparently)(?: that)?',
    '\\b(?:(?:mi|una?) [\\p{L}]+ (?:dice|dijo|me dijo)(?: que)?|(?:lei|he leido|escuche|me dijeron) que|segun mi [\\p{L}]+)',
    '\\b(?:(?:meu|minha|um|uma) [\\p{L}]+ (?:diz|disse|falou)(?: que)?|(?:li|ouvi|me disseram) que)',
    '\\b(?:mi hanno detto|mi ha detto|ho letto|ho sentito|(?:il mio|la mia) [\\p{L}]+ (?:dice|ha detto))(?: che)?',
    "\\b(?:on m'a dit|j'ai lu|j'ai entendu dire|(?:mon|ma) [\\p{L}]+ (?:dit|m'a dit))(?: que| qu')?",
    '\\b(?:(?:mein|meine) [\\p{L}]+ sagt|ich (?:habe|hab) gelesen|man sagt)(?:,? dass)?',
  ].join('|'),
  'gu',
);

/** The message folded, without the words that only pass someone else's claim on. */
export const withoutHearsay = (message: string) => fold(message).replace(HEARSAY, ' ').replace(/\s+/g, ' ').trim();

/** Chart points as a claim about the pair names them (folded), and the names the synastry gives them. */
const CLAIM_POINTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['sun', 'sol', 'soleil', 'sonne', 'sole'].map((w) => [w, 'Sun'])),
  ...Object.fromEntries(['moon', 'luna', 'lua', 'lune', 'mond'].map((w) => [w, 'Moon'])),
  ...Object.fromEntries(['mercury', 'mercurio', 'mercure', 'merkur'].map((w) => [w, 'Mercury'])),
  ...Object.fromEntries(['venus', 'venere'].map((w) => [w, 'Venus'])),
  ...Object.fromEntries(['mars', 'marte'].map((w) => [w, 'Mars'])),
  ...Object.fromEntries(['jupiter', 'giove'].map((w) => [w, 'Jupiter'])),
  ...Object.fromEntries(['saturn', 'saturno', 'saturne'].map((w) => [w, 'Saturn'])),
  ...Object.fromEntries(['uranus', 'urano'].map((w) => [w, 'Uranus'])),
  ...Object.fromEntries(['neptune', 'neptuno', 'netuno', 'nettuno', 'neptun'].map((w) => [w, 'Neptune'])),
  ...Object.fromEntries(['pluto', 'pluton', 'plutao', 'plutone'].map((w) => [w, 'Pluto'])),
  ...Object.fromEntries(['ascendant', 'ascendente', 'aszendent', 'rising', 'asc'].map((w) => [w, 'Ascendant'])),
  ...Object.fromEntries(['midheaven', 'mc'].map((w) => [w, 'Midheaven'])),
};
/** Aspect words in six languages (folded), verbs and nouns: "squares", "opposto", "en oposición", "carré". */
const CLAIM_ASPECTS: readonly [string, ContactAspect][] = [
  [
    'conjunct\\w*|conjunction|conjuncion|conjuncao|conjunt[oa]|conjoint|conjonction|congiunt[oa]|congiunzione|konjunktion',
    'conjunction',
  ],
  ['opposite|oppos\\w*|oposicion|oposicao|opuest[oa]|opost[oa]|opposizione', 'opposition'],
  ['square\\w*|cuadratura|cuadra|quadratura|quadra|quadrato|carre|quadrat', 'square'],
  ['trine\\w*|trigono|trigone|trigon', 'trine'],
  ['sextile\\w*|sextil|sestile', 'sextile'],
];
const aspectOf = (word: string) => CLAIM_ASPECTS.find(([w]) => new RegExp(`^(?:${w})$`).test(word))?.[1];
const POINT_WORD = `(${Object.keys(CLAIM_POINTS).join('|')})`;
const ASPECT_WORD = `(${CLAIM_ASPECTS.map(([w]) => w).join('|')})`;
const MY_WORD = '(?:my|mi|mis|minha|meu|mia|mio|ma|mon|mein|meine|meinem|meiner|meinen)';
/** Up to n words between the parts of a claim ("is", "has an", "dele faz", "steht im", "alla"). */
const GAP = (n: number) => `(?:\\s+[\\p{L}']+){0,${n}}?\\s+`;
/**
 * "his/her/their X <aspect> my Y", in English, Spanish, Portuguese, Italian, French and German, folded: "he has
 * uranus opposite my venus", "his mars squares my moon", "lui ha urano opposto alla mia venere", "su marte en
 * cuadratura con mi luna", "o marte dele quadra minha lua", "son mars carré ma lune". Groups: their point, the
 * aspect, my point. The other person must be pointed at before their point (a pronoun, "has", a name's "'s") or
 * right after it ("dele", "di lui"), so "saturn is square my moon" (a transit) is not taken for them.
 */
export const THEIR_ASPECT = new RegExp(
  `${POINT_WORD}(?:\\s+(?:dele|dela|di lui|di lei|de el|de ella|von ihm|von ihr))?${GAP(3)}${ASPECT_WORD}${GAP(3)}${MY_WORD}\\s+${POINT_WORD}\\b`,
  'u',
);
/** Words before their point that say it is the other person's. */
const THEIRS_BEFORE =
  /\b(?:his|her|their|he|she|they|has|lui|lei|suo|sua|su|sus|son|sa|seu|ella|ele|ela|il a|elle|er|sie|sein|seine|seinen|ihr|ihre|ihren|tiene|tem|ha|hat)(?:\s+[\p{L}']+){0,2}\s*$|'s\s*$/u;
const THEIRS_AFTER = /^\s+(?:dele|dela|di lui|di lei|de el|de ella|von ihm|von ihr)\b/;

/** A claimed contact between the other person's point and the member's, as the synastry names them. */
export interface ClaimedContact {
  theirs: string;
  aspect: ContactAspect;
  mine: string;
}

/**
 * The contact a message says the other person's chart makes to the member's ("his mars squares my moon"), hearsay
 * set aside ("my friend says …"). `name` is the other person's, which points at them as a pronoun does ("Ben's
 * mars", "ben has"). Null when the message claims none.
 */
export function theirAspectIn(message: string, name?: string): ClaimedContact | null {
  const text = withoutHearsay(message);
  const m = THEIR_ASPECT.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index).replace(/[^\p{L}\s']+$/u, '');
  const named = name ? new RegExp(`\\b${regexEscape(fold(name))}(?:'s)?(?:\\s+[\\p{L}']+){0,2}\\s*$`, 'u') : null;
  if (!THEIRS_BEFORE.test(before) && !THEIRS_AFTER.test(text.slice(m.index + m[1]!.length)) && !named?.test(before))
    return null;
  const aspect = aspectOf(m[2]!);
  return aspect ? { theirs: CLAIM_POINTS[m[1]!]!, aspect, mine: CLAIM_POINTS[m[3]!]! } : null;
}

/** Words that say the message is about two people together. */
const TOGETHER =
  /\b(compatib\w*|synastry|composite|match\w*|get (along|on)|relationship|together|us|we|our|love|partner\w*|between|compuest[oa]|composto|komposit\w*|nuestr[oa]s?|noss[oa]s?|notre|unser\w*|nostr[oa])\b/i;

/**
 * The stored chart a message names when it asks about the two of them ("am I compatible with Tom?", "me and my
 * husband Tom"): a chart whose name stands in the message as a word, never the member's own. Null when none, or
 * when the message is not about the pair.
 */
export function storedChartNamedIn<C extends { name: string }>(message: string, charts: readonly C[]): C | null {
  const aboutPair =
    TOGETHER.test(message) ||
    new RegExp(`\\bmy\\s+${RELATION}\\b`, 'i').test(message) ||
    THEIR_ASPECT.test(withoutHearsay(message));
  if (!aboutPair) return null;
  const folded = message.toLowerCase();
  const words = new Set(folded.match(/[\p{L}'’-]+/gu) ?? []);
  const candidates = charts.filter((c) => {
    const name = c.name.trim().toLowerCase();
    return name && name !== 'my chart' && !NOT_NAMES.has(name);
  });
  const key = (c: C) => c.name.trim().toLowerCase();
  // The whole name ("Tom Baker") first; a name inside a longer one that also stands there ("Tom") gives way.
  const whole = candidates.filter((c) =>
    new RegExp(`(^|[^\\p{L}])${regexEscape(key(c))}($|[^\\p{L}])`, 'u').test(folded),
  );
  const longest = whole.filter((c) => !whole.some((o) => o !== c && key(o).includes(key(c))));
  if (longest.length) return longest.length === 1 ? longest[0]! : null;
  // Else its first word ("Tom" for "Tom Baker"); two charts sharing it need the message to say which.
  const byFirst = candidates.filter((c) => {
    const first = key(c).split(/\s+/)[0]!;
    return first.length > 1 && !NOT_NAMES.has(first) && (words.has(first) || words.has(`${first}'s`));
  });
  return byFirst.length === 1 ? byFirst[0]! : null;
}

/** Earlier messages a follow-up may lean on for the other person's birth data (the newest first). */
const FOLLOW_UP_LOOKBACK = 3;
const MORE = /^\s*(tell me )?more\b|\bgo on\b|\bkeep going\b|\bwhat else\b|\band (him|her|them)\b/i;

/**
 * The other person's birth data typed a little earlier in the chat, when this message follows up on it (names them,
 * asks about the pair, or asks for more) without giving it again. Null otherwise.
 */
export function partnerBirthEarlier(message: string, earlier: readonly string[]): TypedPartnerBirth | null {
  for (const previous of [...earlier].reverse().slice(0, FOLLOW_UP_LOOKBACK)) {
    const typed = partnerBirthIn(previous);
    if (!typed) continue;
    // "my partner" after data typed for someone else (a mother, a friend) is a new person, not a follow-up; "my
    // friend says his mars squares my moon" only passes a claim on.
    const askedRelation = MY_RELATION.exec(withoutHearsay(message))?.[1]?.toLowerCase();
    if (askedRelation && askedRelation !== typed.relation) return null;
    const named =
      (typed.name !== null && new RegExp(`\\b${regexEscape(typed.name)}\\b`, 'i').test(message)) ||
      (typed.relation !== null && new RegExp(`\\b${regexEscape(typed.relation)}\\b`, 'i').test(message));
    const followsUp =
      TOGETHER.test(message) ||
      MORE.test(message) ||
      crossFollowUp(message) ||
      CONTACT_FOLLOW_UP.test(message) ||
      theirAspectIn(message, typed.name ?? undefined) !== null;
    // "the heaviest thing in my chart" is about their own chart, whatever "the … thing" sounds like.
    if (!named && MY_CHART.test(message) && !TOGETHER.test(message)) return null;
    return named || followsUp ? typed : null;
  }
  return null;
}
