// A follow-up on another person already in the chat: a stored chart the message names ("am I compatible with
// Tom?"), or birth data typed a little earlier that this message leans on ("what are the orbs?"). Pure.
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

/** Words that say the message is about two people together. */
const TOGETHER =
  /\b(compatib\w*|synastry|composite|match\w*|get (along|on)|relationship|together|us|we|our|love|partner\w*|between|compuest[oa]|composto|komposit\w*|nuestr[oa]s?|noss[oa]s?|notre|unser\w*|nostr[oa])\b/i;

/**
 * The stored chart a message names when it asks about the two of them ("am I compatible with Tom?", "me and my
 * husband Tom"): a chart whose name stands in the message as a word, never the member's own. Null when none, or
 * when the message is not about the pair.
 */
export function storedChartNamedIn<C extends { name: string }>(message: string, charts: readonly C[]): C | null {
  if (!TOGETHER.test(message) && !new RegExp(`\\bmy\\s+${RELATION}\\b`, 'i').test(message)) return null;
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
    // "my partner" after data typed for someone else (a mother, a friend) is a new person, not a follow-up.
    const askedRelation = MY_RELATION.exec(message)?.[1]?.toLowerCase();
    if (askedRelation && askedRelation !== typed.relation) return null;
    const named =
      (typed.name !== null && new RegExp(`\\b${regexEscape(typed.name)}\\b`, 'i').test(message)) ||
      (typed.relation !== null && new RegExp(`\\b${regexEscape(typed.relation)}\\b`, 'i').test(message));
    const followsUp =
      TOGETHER.test(message) || MORE.test(message) || crossFollowUp(message) || CONTACT_FOLLOW_UP.test(message);
    // "the heaviest thing in my chart" is about their own chart, whatever "the … thing" sounds like.
    if (!named && MY_CHART.test(message) && !TOGETHER.test(message)) return null;
    return named || followsUp ? typed : null;
  }
  return null;
}
