// "Co-founder synastry please. Tunde, born ...", "compatibilidad con mi hermana", "mon associé": the relation the
// person names for the other chart. A synastry or composite is worded for that bond: a co-founder's composite Venus
// is how the two of you value each other's work, not affection; a square is friction a team works with, not a
// couple's. Read from the latest message that names a relation, six languages, folded. Pure.
import { fold } from '../understanding/fold.ts';

export type BondKind = 'love' | 'work' | 'family' | 'friend';

/** Relation words by bond, checked in this order: "business partner" is work before "partner" is love. */
const BOND_WORDS: readonly [BondKind, RegExp][] = [
  [
    'work',
    /\b(?:co-?founders?|cofounders?|business partners?|colleagues?|co-?workers?|boss|manager|clients?|team ?mates?|employees?|cofundador[ae]?s?|socios?|socias?|companer[oa]s? de trabajo|colegas?|jefe|jefa|socios?|socias?|colegas? de trabalho|chefe|cofondat(?:eur|rice)s?|co-?fondat(?:eur|rice)s?|associe(?:e)?s?|collegues?|patron|mitgrunder\w*|geschaftspartner\w*|kolleg\w*|chef(?:in)?|cofondator[ei]?|soci[oa]|collegh?[ie]|collega|capo)\b/,
  ],
  [
    'love',
    /\b(?:partner|boyfriend|girlfriend|husband|wife|bf|gf|crush|fiance\w*|lover|date|dating|novi[oa]|pareja|marido|esposa|namorad[oa]|copain|copine|mari|femme|freundin|ehemann|ehefrau|fidanzat[oa]|marito|moglie|ragazz[oa])\b/,
  ],
  [
    'family',
    // "son" only after "my", "a", "the"...: the French "son mars" is "his Mars", no son.
    /\b(?:mother|mum|mom|mama|dad|father|sister|brother|daughter|(?<=\b(?:my|our|his|her|their|your|a|the) )son|aunt|uncle|cousin|grand\w+|niece|nephew|madre|padre|hermana|hermano|hija|hijo|tia|tio|prim[oa]|mae|pai|irma|irmao|filha|filho|mere|pere|soeur|frere|fille|fils|tante|oncle|mutter|vater|schwester|bruder|tochter|sohn|sorella|fratello|figlia|figlio|zia|zio)\b/,
  ],
  ['friend', /\b(?:friends?|bestie|bff|best mate|amig[oa]s?|ami|amie|freund|amic[oa]|amici|amiche)\b/],
];

/**
 * Someone who only passes a view on ("my friend says his mars squares my moon", "según mi madre", "selon ma sœur"):
 * the one who speaks is not the one the synastry is with, so their relation words no bond. Folded text.
 */
const SOURCE = new RegExp(
  [
    "\\b(?:my|a|an|mi|una?|meu|minha|um|uma|mon|ma|il mio|la mia|mio|mia|mein|meine) (?:[\\p{L}]+ )?[\\p{L}]+ (?:says|said|told me|tells me|thinks|reckons|swears|claims|insists|dice|dijo|me dijo|diz|disse|falou|dit|m'a dit|ha detto|sagt|meint)\\b",
    '\\b(?:according to my|segun mi|segundo (?:o meu|a minha|meu|minha)|selon (?:mon|ma)|secondo (?:il mio|la mia)|laut meine[rm]?) [\\p{L}]+',
  ].join('|'),
  'gu',
);

/** The bond the latest message naming a relation gives; a synastry with none named stays a love reading. */
export function bondKindIn(messagesLatestFirst: readonly string[]): BondKind {
  for (const message of messagesLatestFirst) {
    const text = fold(message).replace(SOURCE, ' ');
    const found = BOND_WORDS.find(([, re]) => re.test(text));
    if (found) return found[0];
  }
  return 'love';
}

interface BondWording {
  /** The pair as a sentence names it: "a couple", "a team". */
  pair: string;
  /** What the composite's Sun, Moon, Venus and Mars say of this bond. */
  roles: Readonly<Record<string, string>>;
  /** What an opposition between the two charts feels like in this bond. */
  opposition: string;
}

const WORDING: Readonly<Record<BondKind, BondWording>> = {
  love: {
    pair: 'a couple',
    roles: {
      Sun: 'what the two of you are for together',
      Moon: 'what makes the bond feel safe',
      Venus: 'how you show each other affection',
      Mars: 'how you act, and argue, as a pair',
    },
    opposition: 'a pull between you that attracts and asks for give and take',
  },
  work: {
    pair: 'a team',
    roles: {
      Sun: 'what the two of you are building together',
      Moon: 'what makes the working partnership feel steady day to day',
      Venus: "how you value each other's work and agree on what is worth doing",
      Mars: 'how you push, decide and disagree as a team',
    },
    opposition: 'a pull between two different ways of working, which asks for clear roles and give and take',
  },
  family: {
    pair: 'a family bond',
    roles: {
      Sun: 'what the bond between you is about',
      Moon: 'what makes you feel at home with each other',
      Venus: 'how you show each other care',
      Mars: 'how you clash, and stand up for each other',
    },
    opposition: 'a pull between two different temperaments, which asks for give and take',
  },
  friend: {
    pair: 'a friendship',
    roles: {
      Sun: 'what the friendship is for',
      Moon: 'what makes you feel safe with each other',
      Venus: 'what you enjoy and share together',
      Mars: 'how you act, and disagree, as friends',
    },
    opposition: 'a pull between two different outlooks, which asks for give and take',
  },
};

export const bondWording = (kind: BondKind | undefined): BondWording => WORDING[kind ?? 'love'];

/** A house's area for a bond that isn't romantic, where the usual words would say romance or intimacy. */
const WORK_AREA: Readonly<Record<number, string>> = {
  5: 'creative risk, play and what you make',
  7: 'the partnership itself, contracts and dealings',
  8: 'shared money, investment and trust',
};
const KIN_AREA: Readonly<Record<number, string>> = {
  5: 'play, creativity and enjoyment',
  8: 'what you share and trust each other with',
};

export function bondHouseArea(house: number, kind: BondKind | undefined, usual: string): string {
  if (kind === 'work') return WORK_AREA[house] ?? usual;
  if (kind === 'family' || kind === 'friend') return KIN_AREA[house] ?? usual;
  return usual;
}
