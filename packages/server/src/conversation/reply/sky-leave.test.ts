// "When does Jupiter leave Leo? everyone says it's my career luck year" (R12, after it was scored): read as a claim
// about the person's own Jupiter ("No, not in your chart"). A planet leaving a sign is the sky's date.
import { describe, expect, it } from 'vitest';
import { adaChat, withoutLanguageLine } from '../../test-support/chat.ts';

describe('a planet leaving a sign', () => {
  it.each([
    'when does jupiter leave leo? everyone says its my career luck year',
    'when is jupiter leaving leo',
    'cuándo sale júpiter de leo?',
    'quando júpiter sai de leão?',
    'quand est-ce que jupiter sort du lion ?',
  ])('gives the stay and its end, never a claim check: %s', async (message) => {
    const text = withoutLanguageLine((await adaChat([message], { tier: 'plus' })).at(-1)!.text);
    expect(text).toMatch(/^That has already begun: Jupiter entered Leo on 30 June 2026; it stays until 26 July 2027\./);
    expect(text).not.toMatch(/not in your chart/);
  });

  it('still checks a claim about their own placement (control)', async () => {
    const text = (await adaChat(['sun in the 5th is gambling right? my buddy said thats why im like this'])).at(
      -1,
    )!.text;
    expect(text).toMatch(/^No, not in your chart: your Sun isn't in the 5th house/);
  });
});
