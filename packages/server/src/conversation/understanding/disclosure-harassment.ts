// Being targeted: one's home address put online (doxxing), hate messages or threats pouring in, being stalked. English,
// Spanish, Portuguese, French, Italian, German and Dutch, on folded text. Met as a matter of safety first; no chart is
// read at it (R15 c09: a Dutch message about hate messages and a posted address was read as doubt). Pure.
import type { Disclosure } from './disclosure-types.ts';

/** The home address made public, or the word for it. */
const ADDRESS_OUT =
  /\b(?:dox+(?:ed|ing)?|gedoxt|doxxt|(?:my|mijn|mi|meu|mon|mein|il mio) (?:home )?(?:address|adres|direccion|endereco|adresse|indirizzo)\b[^.?!]{0,60}\b(?:online|internet|posted|shared|leaked|gezet|gedeeld|gelekt|publicad[oa]|publicaron|compartieron|postaram|vazaram|publie\w*|partage\w*|veroffentlicht|gepostet|pubblicat[oa]|condivis[oa]))\b|\b(?:posted|shared|leaked|found) my (?:home )?address\b/;

/** Hate or threats coming in, or being followed. */
const TARGETED =
  /\b(?:(?<!\bi )hate (?:messages|mail|comments)|death threats|threatening me|threats? against me|(?:being|been|i'm being|am being) (?:stalked|harass\w*|followed)|stalk(?:ing|s) me|haatberichten|haatreacties|bedreig\w*|doodsbedreig\w*|mensajes de odio|amenazas de muerte|me amenazan|me estan acosando|mensagens de odio|ameacas de morte|estao me ameacando|messages haineux|menaces de mort|on me menace|harcel\w*|hassnachrichten|morddrohungen|drohungen|werde bedroht|messaggi d'odio|minacce di morte|mi minacciano)\b/;

export function harassment(text: string): Disclosure | null {
  const address = ADDRESS_OUT.test(text);
  const targeted = TARGETED.test(text);
  if (!address && !targeted) return null;
  const terms =
    address && targeted
      ? 'having your address put online, with hate pouring in'
      : address
        ? 'having your address put online'
        : 'the hate and threats coming at you';
  return { kind: 'harassment', situation: 'anxiety', terms, feeling: 'the fear', afraid: false };
}
