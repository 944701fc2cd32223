// A parent found not to be the biological one, or an adoption found out late, told with a chart question: the news
// met first in the person's terms, then the part of the chart asked about (the 4th house), never Saturn read as "your
// father" and no price. Ordinary talk of parents and tests tells nothing of the kind.
import { describe, expect, it } from 'vitest';
import { adaChat, PRICE_LINE, withoutLanguageLine } from '../../test-support/chat.ts';
import { disclosureIn } from '../understanding/disclosures.ts';

describe('news about where one comes from', () => {
  it.each([
    [
      "did a 23andme test for fun and it turns out my dad is not my biological father. what does my 4th house say? i'm reeling",
      "finding out your dad isn't your biological father",
    ],
    [
      'la prueba de ADN dice que mi madre no es mi madre biológica',
      "finding out your mum isn't your biological mother",
    ],
    ['i just found out i was adopted, nobody ever told me. is that in my chart?', 'finding out you were adopted'],
  ])('%s', async (message, terms) => {
    expect(disclosureIn(message)?.kind).toBe('parentage-news');
    const [turn] = await adaChat([message]);
    const text = withoutLanguageLine(turn!.text);
    expect(text.split('\n')[0]).toContain(terms);
    expect(text).toMatch(/Who you have become is still yours/);
    expect(text).not.toMatch(PRICE_LINE);
    expect(text).not.toMatch(/your father in your chart|Sun (?:square|opposition|conjunction) Saturn/i);
  });

  it('reads the 4th house when it is asked for', async () => {
    const [turn] = await adaChat([
      'my dna results came back and my dad isnt my biological dad. anything in my chart, like the 4th house?',
    ]);
    expect(turn!.text).toMatch(/### Your 4th house/);
  });

  it.each([
    'my dad is a taurus and my mum a leo, how do we get along?',
    'i got my blood test results back, all fine',
    'my biological clock is ticking lol, what does venus say',
  ])('tells nothing of the kind: %s', (message) => {
    expect(disclosureIn(message)?.kind).not.toBe('parentage-news');
  });
});
