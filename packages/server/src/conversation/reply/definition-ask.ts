// "What is a trine?", "what's the IC", "qué es un trígono": a question about a term, read from its shape (a question
// word, an article, then the term) rather than from the understanding step alone, which may hear the person's own
// trine instead. The definition comes first; their own example follows. Pure.
import { TERMS } from './question.ts';

/** Terms in the other languages people write in, by the English term they define. */
const TERMS_ELSEWHERE: [string, RegExp][] = [
  ['trine', /\b(trigono|trigone|trigon)\b/],
  ['square', /\b(cuadratura|quadratura|carre|quadrat)\b/],
  ['sextile', /\b(sextil|sestile)\b/],
  ['opposition', /\b(oposicion|oposicao|opposizione)\b/],
  ['conjunction', /\b(conjuncion|conjuncao|congiunzione|konjunktion)\b/],
  ['quincunx', /\b(quincuncio|quincuncio|quinconce)\b/],
  ['orb', /\b(orbe|orbita)\b/],
  ['cusp', /\b(cuspide|cuspides)\b/],
  ['house', /\b(casa|casas|maison|haus)\b/],
  ['rising sign', /\b(ascendente|ascendant)\b/],
  ['midheaven', /\b(medio cielo|meio do ceu|milieu du ciel)\b/],
  ['north node', /\b(nodo norte|nodo lunar|no norte|nodo nord)\b/],
  ['retrograde', /\b(retrogrado|retrograda|retrogrado)\b/],
  ['dignity', /\b(dignidad|dignidade|dignita)\b/],
  ['transit', /\b(transito|transitos)\b/],
  ['return', /\b(retorno|revolucao|revolucion)\b/],
];

/** A question word, then an article or a plural term: the shape of "what is a ...". */
const WHAT_IS =
  /^\W*(?:(?:so|and|wait|hm+|ok(?:ay)?|hey|quick q|y|e|et|pues|entao|bueno),?:? )*(?:what(?:'?s| is| are| does)|whats|define|meaning of|explain|que es|que son|que significa|o que (?:e|sao|significa)|cos'?e|cosa (?:e|sono|significa)|qu'?est[- ]ce qu'?(?:un|une|est)?|was (?:ist|sind|bedeutet))\s+(.*)$/;
const ARTICLE = /^(?:a|an|the|un|una|um|uma|el|la|los|las|o|os|il|lo|l'|le|les|une|ein|eine|der|die|das)\s+/;
const MODIFIER = /^(?:house|solar|lunar|saturn|jupiter|nodal|planetary|major|minor|black moon)\s+/;
const TAIL =
  /\s+(?:in astrology|en astrologia|em astrologia|in astrologia|exactly|again|actually|even|anyway|mean|means|entonces|mesmo)$/;

// Quotes around the term ("what is a 'square'") are only marks: the apostrophe inside a word ("what's") stays.
const plain = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’]/g, "'")
    .replace(/(^|[\s(])['"“”«»]+|['"“”«»]+(?=[\s?.!,;)]|$)/g, '$1');

/**
 * The term a message asks to have defined, or null. The term must follow the question word closely ("what is a
 * house cusp?"), so "what's the tightest aspect in my chart" or "what is my trine about" are not definitions.
 */
export function askedTerm(message: string): string | null {
  const text = plain(message);
  const m = WHAT_IS.exec(text.split(/[?!;]|(?<!\d)[.,]|[.,](?!\d)/)[0]?.trim() ?? '');
  if (!m) return null;
  const rest = m[1]!;
  const article = ARTICLE.test(rest);
  let subject = rest.replace(ARTICLE, '').replace(TAIL, '').trim();
  // "what does a trine mean": the article belongs after "does".
  subject = subject.replace(/\s+(?:mean|means|stand for)$/, '');
  if (/^(?:my|mine|your|his|her|their|mi|mis|meu|minha|mio|mia)\b/.test(subject)) return null;
  if (subject.split(/\s+/).length > 3) return null;
  // The term opens the subject, after at most a modifier ("a house cusp", "a solar return"): "the tightest aspect"
  // or "the best house for money" ask something else.
  const bare = subject.replace(MODIFIER, '');
  const found = [...TERMS, ...TERMS_ELSEWHERE].find(([, re]) => re.exec(bare)?.index === 0);
  if (!found) return null;
  // Without an article only a plural or a term that takes none ("what is retrograde", "what are trines").
  if (!article && !/s$/.test(subject) && !['retrograde', 'orb', 'dignity'].includes(found[0])) {
    return /^(?:mc|ic|midheaven|retrograde|lilith)$/.test(subject) ? found[0] : null;
  }
  return found[0];
}
