// A parent who turns out not to be one's biological parent (a DNA test, a paternity test), or an adoption or a donor
// conception found out late. English, Spanish, Portuguese, French, Italian, German and Dutch, on folded text. Met as
// the shock it is before any chart (R15 c01: "my dad isnt my biological dad" read as a question about the father,
// Sun-Saturn first, no word on the news). Pure.
import type { Disclosure } from './disclosure-types.ts';

const FATHER = '(?:dad|father|padre|papa|pai|pere|vater|papa|vader)';
const MOTHER = '(?:mum|mom|mother|madre|mama|mae|mere|mutter|moeder)';
const BIO = '(?:biological|bio|biologic[oa]|biologique|leiblicher?|biologische)';
const NOT =
  "(?:not|isn'?t|isnt|wasn'?t|wasnt|no es|no era|nao e|nao era|n'est pas|n'etait pas|ist nicht|war nicht|nicht|non e|non era|is niet|was niet|niet)";

/** "my dad isn't my biological dad", "no es mi padre biológico", "nicht mein leiblicher Vater". */
const NOT_BIOLOGICAL = new RegExp(
  `\\b${NOT}\\b[^.?!]{0,25}\\b(?:${BIO} (${FATHER}|${MOTHER})|(${FATHER}|${MOTHER}) ${BIO})\\b`,
);
/** A different biological father or mother found: "my biological father is someone else", "dna says my real dad is". */
const SOMEONE_ELSE = new RegExp(
  `\\b(?:${BIO}|real) (${FATHER}|${MOTHER}) (?:is|was) (?:someone else|a stranger|another man|another woman)\\b`,
);
const ADOPTED =
  /\b(?:found out|just learned|just learnt|discovered|turns out|told me) (?:that )?i (?:was|am|'m) adopted\b|\bdescubri que (?:soy|fui|era) adoptad[oa]\b|\bdescobri que (?:sou|fui|era) adotad[oa]\b|\bj'ai (?:appris|decouvert) que j'ai ete adopte\w*|\bho scoperto (?:di essere|che sono) (?:stat[oa] )?adottat[oa]\b|\berfahren,? dass ich adoptiert\b|\bontdekt dat ik geadopteerd\b/;
const DONOR = /\b(?:donor[- ]conceived|(?:a |from a )?(?:sperm|egg) donor)\b/;

export function parentageNews(text: string): Disclosure | null {
  const bio = NOT_BIOLOGICAL.exec(text) ?? SOMEONE_ELSE.exec(text);
  const parent = bio ? (bio[1] ?? bio[2] ?? '') : '';
  const terms = bio
    ? new RegExp(MOTHER).test(parent)
      ? "finding out your mum isn't your biological mother"
      : "finding out your dad isn't your biological father"
    : ADOPTED.test(text)
      ? 'finding out you were adopted'
      : DONOR.test(text) && /\b(?:found out|just learned|discovered|dna|test)\b/.test(text)
        ? 'finding out you were donor-conceived'
        : null;
  if (!terms) return null;
  return { kind: 'parentage-news', situation: 'anxiety', terms, feeling: 'the shock', afraid: false };
}
