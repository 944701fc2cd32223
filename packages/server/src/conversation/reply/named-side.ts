// The trait a message names ("biggest weakness", "worst flaw honestly", "meus pontos fortes") and the shape it asks
// for: naming one trait is answered by naming it, briefly, with or without a length word; one step to take is a
// different ask. Pure.
import type { Understanding } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';
import type { ReplyPlan } from './plan-types.ts';
import { soundsHostile } from './question.ts';

/** Words that ask for the harder side of a placement, in the languages people ask in (folded: no accents). */
const SHADOW_WORDS =
  /\b(weak(?:ness|nesses|est)?|weak ?spots?|flaws?|shadow side|blind ?spots?|dark side|achilles heel|suck at|bad at|negative (?:traits?|sides?)|downsides?|debilidad(?:es)?|defectos?|puntos? debil(?:es)?|lado (?:oscuro|negativo|sombrio|obscuro|ruim)|fraquezas?|defeitos?|pontos? fracos?|defauts?|faiblesses?|points? faibles?|cote sombre|part d'ombre|schwachen?|schwachstellen?|schattenseiten?|difett[oi]|debolezz[ae]|punt[oi] debol[ei]|lato oscuro|zwaktes?|zwakke punten?|schaduwkant|wad[ay]|slabosc\w*|slabe strony)\b/;

/**
 * Everyday words that name the harder side only when said of the person ("my biggest fault", "my worst trait",
 * "lo peor de mí"): "an electrical fault in the garage" or "the worst week of my life" ask for no trait.
 */
const SHADOW_OF_ME =
  /\b(?:my|your|biggest|main|greatest|real) (?:(?:biggest|main|greatest|real|worst) )?(faults?|challenges?|struggles?|shadow|vices?)\b|\b(worst) (?:traits?|qualit(?:y|ies)|sides?|habits?|thing about me|part of me|about me)\b|\b(?:my) (worst)\b|\b(?:lo|o|le) (peor|pior|pire) (?:de (?:mi|mim)|chez moi|en moi)\b|\b(schlimmste) (?:an mir|eigenschaft)\b|\b(peggior[ei]) (?:difett[oi]|lat[oi])\b/;

/** Words that ask for the gift of a placement by name. */
const GIFT_WORDS =
  /\b(strengths?|strongest|gifts?|talents?|superpowers?|best (?:traits?|qualit(?:y|ies)|sides?)|good (?:traits|qualities)|strong (?:points|suits?)|fortalezas?|virtudes?|puntos? fuertes?|talentos?|forcas?|pontos? fortes?|qualidades|points? forts?|qualites|starken|punti di forza|pregi|sterke punten|kwaliteiten|mocne strony|zalety)\b/;

/** The English nouns a reply may name the trait with ("The flaw I'd name first"); any other word is named plainly. */
const SHADOW_NOUNS = /^(weakness|flaw|fault|shadow|challenge|struggle|downside|blind spot|weak spot|vice)$/;
const GIFT_NOUNS = /^(strength|gift|talent|superpower)$/;

/** Words that ask for something to do: "one thing" with these is a step, not a named trait. */
const ACTION_WORDS =
  /\b((?:can|could|should|to|i) do|do about|try|practi[cs]e|steps?|tips?|advice|should i|focus|work on|change|habit|ritual)\b/i;

/** "flaws" → "flaw", "blindspot" → "blind spot": the trait's noun, singular. */
const singular = (word: string) =>
  word
    .replace(/(spot)s$/, '$1')
    .replace(/^blindspot/, 'blind spot')
    .replace(/^weakspot/, 'weak spot')
    .replace(/nesses$/, 'ness')
    .replace(/([^s])s$/, '$1');

/** The side a message names, and the English noun a reply names it with. */
function sideNamed(message: string): { side: ReplyPlan['side']; named?: string } {
  const text = normalise(message);
  const mine = text.match(SHADOW_OF_ME);
  const shadow = text.match(SHADOW_WORDS)?.[0] ?? mine?.slice(1).find(Boolean);
  if (shadow) {
    const noun = singular(shadow);
    return { side: 'shadow', named: SHADOW_NOUNS.test(noun) ? noun : 'weakness' };
  }
  const gift = text.match(GIFT_WORDS)?.[0];
  if (!gift) return { side: null };
  const noun = singular(gift);
  return { side: 'gift', named: GIFT_NOUNS.test(noun) ? noun : 'strength' };
}

/**
 * The side of a placement the message names ("biggest weakness", "my best strength"), and with it the shape: a trait
 * asked for by name is answered by naming it, briefly ("worst flaw honestly" needs no "short" to get the flaw, never
 * the Big Three), unless the message shares something, asks about a time, or asks for a step ("one thing to work
 * on"), which have answers of their own.
 */
export function namedSide(message: string, heard: Understanding | null): Pick<ReplyPlan, 'side' | 'named' | 'shape'> {
  const { side, named } = sideNamed(message);
  const acts = heard?.acts ?? [];
  const action = ACTION_WORDS.test(message);
  const asksShape = acts.includes('one-thing') || acts.includes('brevity');
  const traitAsked = !!heard && !heard.situation && !heard.time && !acts.includes('share') && !acts.includes('hostile');
  const shape: ReplyPlan['shape'] =
    side && !action && (asksShape || traitAsked)
      ? 'short'
      : acts.includes('one-thing')
        ? 'one-thing'
        : acts.includes('brevity')
          ? 'short'
          : null;
  return { side, ...(named ? { named } : {}), shape };
}

/**
 * "worst flaw honestly", "be brutal": a trait asked for bluntly is a question, not an insult, unless the message
 * insults too ("you're useless, what's my worst flaw" stays hostile).
 */
export function heardAsTraitAsk(heard: Understanding, message: string): Understanding {
  if (!heard.acts.includes('hostile') || !sideNamed(message).side || soundsHostile(message)) return heard;
  const acts = heard.acts.filter((a) => a !== 'hostile');
  return { ...heard, acts: acts.includes('ask') ? acts : [...acts, 'ask'] };
}
