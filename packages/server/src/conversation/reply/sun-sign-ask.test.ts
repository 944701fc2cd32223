// The Sun sign of someone else's birth date, computed: the yes or no first, the hour named on a day the Sun changes
// sign, and nothing for the person's own birth or a date that is no birth.
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';
import { sunSignAnswer } from './sun-sign-ask.ts';

describe('sunSignAnswer', () => {
  it.each([
    ['my kid wants to know if the cat is a virgo, born 30 august 2020', /^Yes: 30 August 2020 puts the Sun in Virgo\./],
    ['is my husband a libra? 9 november 1984', /^Not quite: 9 November 1984 puts the Sun in Scorpio, not Libra\./],
    ["what's my niece's sign? she was born 5 february 2019", /^5 February 2019 puts the Sun in Aquarius\./],
    // The Sun entered Sagittarius on 22 November 2015 at about 21:25 UT.
    [
      'what sign is my nephew, born 22 november 2015?',
      /moved from Scorpio into Sagittarius, so the hour and place of birth decide/,
    ],
  ])('%s', (message, answer) => {
    expect(sunSignAnswer(message)).toMatch(answer);
  });

  it.each([
    'i was born 3 june 1990, am i a gemini?',
    'is my partner a leo? we met on 12 may 2019',
    'what does my sun sign say about me',
  ])('answers nothing of its own for: %s', (message) => {
    expect(sunSignAnswer(message)).toBeNull();
  });

  it("is the whole reply in a chat, with no reading of the person's own chart in its place", async () => {
    const [turn] = await adaChat(['lol is the dog a leo? she was born 2 aug 2021']);
    expect(turn!.text).toMatch(/^Yes: 2 August 2021 puts the Sun in Leo\./);
    expect(turn!.text).not.toMatch(/^### /m);
  });
});
