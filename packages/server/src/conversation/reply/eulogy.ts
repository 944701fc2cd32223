// A eulogy to write: the shape of a short speech for the funeral, plain help and no reading, with the one who died
// as he, she or they from the message's own words. Pure text.
import { normalise } from './own-terms.ts';

/** The one who died as he or she, by the word for who they were, in the languages we read. */
const HE =
  /\b(?:amico|amigo|ami|freund|vriend|fratello|hermano|irmao|frere|bruder|broer|padre|pai|pere|vater|vader|dad|father|grandad|grandpa|nonno|abuelo|avo|husband|marito|marido|mari|son|figlio|hijo|filho|fils|sohn|zoon)\b/;
const SHE =
  /\b(?:amica|amiga|amie|freundin|vriendin|sorella|hermana|irma|soeur|schwester|zus|madre|mae|mere|mutter|moeder|mum|mom|mother|gran|grandma|nonna|abuela|wife|moglie|esposa|femme|frau|daughter|figlia|hija|filha|fille|tochter|dochter)\b/;

/** Him and he, her and she, or them and they: a pronoun says it first ("my gran, her husband..."), then the word. */
export function pronounsOfTheDead(message: string): [string, string] {
  const text = normalise(message);
  const he = /\b(?:his|he|him)\b/.test(text) || (!/\b(?:her|she)\b/.test(text) && HE.test(text));
  const she = !he && (/\b(?:her|she)\b/.test(text) || SHE.test(text));
  return he ? ['him', 'he'] : she ? ['her', 'she'] : ['them', 'they'];
}

/** The shape of a eulogy, gentle and plain: real help, not a reading. {who} is him, her or them. */
export function eulogyHelp(message: string): string {
  const [who, whose] = pronounsOfTheDead(message);
  return [
    '### For the speech',
    `It doesn't have to be long or polished: two or three minutes is plenty, and the people in that room will be with you, not marking your words. A simple shape that works:`,
    `1. **One memory.** A small, specific moment with ${who}, the kind only you could tell: where you were, what ${whose} said.`,
    `2. **What ${whose} ${whose === 'they' ? 'were' : 'was'} like.** Two or three things people will nod at, with one example.`,
    `3. **What you'll carry.** Something ${whose} taught you or that you'll keep doing, or a last line spoken straight to ${who}.`,
    `If the words won't come, say it out loud into your phone as if telling a friend, then write down what you said: that is your first draft. And if your voice shakes or you have to stop while reading it, that's all right; everyone there will understand exactly why.`,
  ].join('\n');
}
