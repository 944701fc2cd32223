// How a sentence names a transit's aspect: every transit line words its real aspect ("squares your Midheaven",
// "in a square to your Midheaven"); "on" belongs to a conjunction alone. Pure.
import { article } from './voices/grammar.ts';

const VERBS: Readonly<Record<string, string>> = {
  conjunction: 'meets',
  opposition: 'opposes',
  square: 'squares',
  trine: 'trines',
  sextile: 'sextiles',
};

/** The verb a transit's sentence takes: "Pluto squares your Mars"; a minor aspect "makes a quincunx to". */
export function transitVerb(aspect: string): string {
  return VERBS[aspect] ?? `makes ${article(aspect)} to`;
}

/** The aspect as a position before "your …": "on", "opposite", "in a square to". */
export function transitPlace(aspect: string): string {
  if (aspect === 'conjunction') return 'on';
  if (aspect === 'opposition') return 'opposite';
  return `in ${article(aspect)} to`;
}

/** "transiting Saturn squares your Sun": the whole contact in words, for headings and short mentions. */
export function transitContact(t: { planet: string; aspect: string; target: string }): string {
  return `transiting ${t.planet} ${transitVerb(t.aspect)} your ${t.target}`;
}
