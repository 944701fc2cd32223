// Small text helpers the writer and the voices share.

export const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
export const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const andList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** "a opposition" is wrong: the article follows the sound. */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
/** "the Moon", "the North Node", "Saturn": how a body is named in a sentence (shared with the chart pages). */
export { theBody } from '../../chart-context.ts';
