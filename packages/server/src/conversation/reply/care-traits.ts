// "Does my chart say why I always feel responsible for everyone?": a question about a lifelong trait, asked inside a
// hard chat. It is answered from the chart (the points that speak to that trait, and the contact between them), with
// the hard thing acknowledged in one clause, not with comfort in place of the answer. Pure.
import { normalise } from './own-terms.ts';

/** A trait people ask the chart about, the points that speak to it, and how the answer names it. */
export interface Trait {
  topic: string;
  points: readonly [string, string];
}

const TRAITS: readonly { words: RegExp; trait: Trait }[] = [
  {
    words:
      /\b(?:responsib\w*|look(?:ing)? after|tak(?:e|ing) care of|carry(?:ing)?|hold(?:ing)? (?:it|everything) together for)\b.{0,30}\b(?:everyone|everybody|every one|all of them|others|other people|the whole family)\b|\beveryone(?:'s| elses?) (?:problems|feelings|burdens)\b|\bresponsable de (?:todos|todo el mundo|tout le monde)\b|\bresponsavel por todos\b/,
    trait: { topic: 'why you feel responsible for everyone', points: ['Saturn', 'Moon'] },
  },
  {
    words:
      /\b(?:people[- ]pleas\w*|can'?t say no|cannot say no|please everyone|need everyone to like me|no se decir que no|nao sei dizer nao)\b/,
    trait: { topic: 'why you find it hard to say no', points: ['Venus', 'Moon'] },
  },
  {
    words: /\b(?:always|so) (?:angry|irritable|short[- ]tempered)\b|\bmy temper\b|\bhot[- ]headed\b/,
    trait: { topic: 'where your temper comes from', points: ['Mars', 'Moon'] },
  },
  {
    words: /\b(?:trust issues|hard (?:for me )?to trust|can'?t trust (?:anyone|people)|never trust)\b/,
    trait: { topic: 'why trust comes hard to you', points: ['Saturn', 'Venus'] },
  },
];

/** The trait a chart question asks about ("why do I always feel responsible for everyone?"), or null. */
export function traitAsked(message: string): Trait | null {
  const text = normalise(message);
  return TRAITS.find((t) => t.words.test(text))?.trait ?? null;
}

/** The one clause that keeps a hard thing in view before a chart answer: "With losing your friend so close, ...". */
export function chartInHardChat(terms: string, near = 'so close'): string {
  const loss = terms.replace(/^losing /, 'the loss of ');
  return `With ${loss} ${near}, it makes sense this is on your mind, and your chart does speak to it.`;
}
