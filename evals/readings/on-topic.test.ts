// Whether a reply answers the question from the person's own chart, kind by kind (Ada's chart, as checks.test.ts
// describes it).
import { chartContextFrom, natalFromBirthData } from '@stellara/server/readings-eval';
import { describe, expect, it } from 'vitest';
import { type OnTopicInput, onTopic, pointsIn } from './on-topic.ts';
import type { MessageKind } from './reading-text.ts';
import { people } from './scenarios.ts';

const chartOf = (person: keyof typeof people) => chartContextFrom(natalFromBirthData(people[person])!);

// Ada (London, 1990-07-15 13:30): Sun Cancer 9th, Moon Aries 7th (2° from the Descendant), Mercury Leo 10th,
// Venus Gemini 9th, Mars Taurus 7th, Saturn Capricorn 3rd retrograde, Libra rising, Midheaven Cancer; cusps 2nd
// Scorpio, 4th Capricorn, 7th Aries, 10th Cancer. Sun square Moon, Moon square Saturn; no Venus square Mars.
const ada = chartOf('ada');

describe('on topic', () => {
  const check = (kind: MessageKind, message: string, reply: string, extra: Partial<OnTopicInput> = {}) =>
    onTopic({ kind, message, reply, chart: ada, ...extra }).ok;

  it('big three: the three signs', () => {
    const good = 'Your Sun in Cancer, your Moon in Aries and your Libra rising pull three ways.';
    expect(check('big-three', 'Tell me about me', good)).toBe(true);
    expect(check('big-three', 'Tell me about me', 'Your Sun in Cancer and your Moon in Aries argue.')).toBe(false);
  });

  it("a planet, a house, a topic: with this chart's sign or house", () => {
    const moon = 'What does my Moon sign say about me?';
    expect(check('planet', moon, 'Your Moon in Aries feels fast.')).toBe(true);
    expect(check('planet', moon, 'Your Moon sits 2.1° from your Descendant.')).toBe(true);
    expect(check('planet', moon, 'Your Sun in Cancer and Libra rising describe you.')).toBe(false);
    expect(check('planet', moon, 'Your Moon in Taurus is calm.')).toBe(false);
    expect(check('house', 'What does my 10th house say?', 'Your 10th house begins in Cancer.')).toBe(true);
    expect(check('house', 'What does my 10th house say?', 'Your 10th house is about career.')).toBe(false);
    expect(check('love', 'What about love?', 'Your Venus in Gemini falls for a good talker.')).toBe(true);
    expect(check('love', 'What about love?', 'Your Mars in Taurus is stubborn.')).toBe(false);
    expect(check('career', 'What about my career?', 'The 10th house, opening under Cancer, holds Mercury.')).toBe(true);
    expect(check('travel', 'Will I travel far from home?', 'Uranus trine Neptune says change.')).toBe(false);
  });

  it('timing adds transits to the topic, it does not replace it', () => {
    const q = 'Will I find love this year?';
    expect(check('love-timing', q, 'Your Venus in Gemini meets transiting Jupiter this year.')).toBe(true);
    expect(check('love-timing', q, 'Your Venus in Gemini loves talk.')).toBe(false);
    expect(check('love-timing', q, 'Transiting Jupiter is strong this year.')).toBe(false);
  });

  it('aspects the person has, and one they lack', () => {
    expect(check('aspect-has', 'What does Sun square Moon mean?', 'Your Sun and Moon form a square (0.8°).')).toBe(
      true,
    );
    expect(check('aspect-has', 'What does Sun square Moon mean?', 'Your Sun in Cancer is tender.')).toBe(false);
    const lacks = 'What does Venus square Mars mean?';
    const honest = "You don't have Venus square Mars: your Venus in Gemini and your Mars in Taurus sit side by side.";
    expect(check('aspect-lacks', lacks, honest)).toBe(true);
    expect(check('aspect-lacks', lacks, 'Venus square Mars means friction between love and desire.')).toBe(false);
  });

  it("a definition, then the person's own chart", () => {
    const q = 'What is a trine?';
    const good = 'A trine is an angle of 120° between two planets. Your Moon in Aries shows the easy flow.';
    expect(check('definition', q, good)).toBe(true);
    expect(check('definition', q, 'A trine is an angle of 120° between two planets.')).toBe(false);
    expect(check('definition', q, 'Your Moon in Aries is quick.')).toBe(false);
  });

  it("Mercury retrograde: the person's Mercury and the sky as it is", () => {
    const q = 'Is Mercury retrograde affecting me?';
    const direct = 'Mercury is not retrograde right now. Your Mercury in Leo was direct at your birth too.';
    expect(check('mercury-retrograde', q, direct, { skyRetrogrades: ['Saturn'] })).toBe(true);
    expect(check('mercury-retrograde', q, direct, { skyRetrogrades: ['Mercury'] })).toBe(false);
    const retro = 'Mercury is currently retrograde, and your Mercury in Leo feels it in your 10th house.';
    expect(check('mercury-retrograde', q, retro, { skyRetrogrades: ['Mercury'] })).toBe(true);
  });

  it('follow-ups go on with the question they follow', () => {
    const previous = { kind: 'planet' as const, message: 'What does my Moon sign say about me?' };
    expect(check('follow-up', 'Tell me more', 'Your Moon square Saturn adds weight.', { previous })).toBe(true);
    expect(check('follow-up', 'Tell me more', 'Your Venus in Gemini loves talk.', { previous })).toBe(false);
    const timing = { kind: 'transits' as const, message: "What's coming up for me?" };
    expect(check('follow-up', 'why?', 'Your Sun in Cancer wants a home.', { previous: timing })).toBe(false);
  });

  it('hook answers build on the hook; a "no" may move on', () => {
    const hook = 'There is a tight square between your Sun in Cancer and your Moon in Aries. Does that ring true?';
    expect(check('hook-yes', "yes, that's me", 'Your Moon in Aries reacts first.', { hook })).toBe(true);
    expect(check('hook-yes', "yes, that's me", 'Your Venus in Gemini loves talk.', { hook })).toBe(false);
    expect(check('hook-no', 'no', 'Your Venus in Gemini loves talk.', { hook })).toBe(true);
    expect(check('hook-no', 'no', 'Fair enough. Astrology is only a map.', { hook })).toBe(false);
  });

  it('small talk invites the person on', () => {
    expect(check('greeting', 'hi', 'Hi! What would you like to look at first?')).toBe(true);
    expect(check('gibberish', 'asdf qwer', 'Your Moon in Aries.')).toBe(false);
  });

  it('points named in a question or a hook', () => {
    expect(pointsIn('What does Sun square Moon mean, and my Libra rising?')).toEqual(['Sun', 'Moon', 'Ascendant']);
  });
});
