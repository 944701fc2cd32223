// Whole chats for the ninth round's computed answers: a progressed contact the person names is confirmed (or not)
// with its orb and exact day; "transits with orbs" is a list of transits with their orbs, not the orb policy; and a
// month asked about in a hard chat names its strongest passage rather than "no planet touches your chart".
import { calculateNatalChart } from '@stellara/astro';
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';

const SENT = new Date('2026-11-28T12:00:00Z');
// Born 2 December 1957, 17:20 CET, Leeuwarden: progressed Moon 3°33' Scorpio, natal Neptune 3°40' Scorpio.
const LEEUWARDEN = { ut: '1957-12-02T16:20:00Z', latitude: 53.2, longitude: 5.79 };
// Born 29 May 1981, 04:50 CEST, Trieste: transiting Neptune opposes natal Saturn, exact 24 February 2027.
const TRIESTE = { ut: '1981-05-29T02:50:00Z', latitude: 45.65, longitude: 13.78 };

async function chat(birth: typeof LEEUWARDEN, messages: string[], level: 'basic' | 'technical', tier: Tier = 'pro') {
  const chart = contextAt(calculateNatalChart(birth), SENT);
  const turns = await runChat(messages, {
    chart,
    knowledge: seedKnowledge(),
    personality: 'mentor',
    level,
    tier,
    sent: SENT,
  });
  return turns.map((t) => withoutLanguageLine(t.reading.text));
}

describe('a progressed contact the person names', () => {
  it.each([
    'I think my progressed Moon is at 3 Scorpio, right on my natal Neptune. Do you see that?',
    'is my progressed moon conjunct neptune yet?',
    '¿mi luna progresada está sobre mi Neptuno natal?',
  ])('is confirmed first, with its orb and the day it is exact: %s', async (message) => {
    const [reply] = await chat(LEEUWARDEN, [message], 'technical');
    expect(reply).toMatch(
      /^Yes: your progressed Moon is on your natal Neptune, 0°0\d' from exact, exact on 1 December 2026\./,
    );
  });

  it('says plainly when a natal body named is not touched, and which contact there is', async () => {
    const [reply] = await chat(LEEUWARDEN, ['is my progressed moon on my natal venus?'], 'technical');
    expect(reply).toMatch(/^Not within a degree: your progressed Moon is at 3°33' Scorpio and your natal Venus at /);
    expect(reply).toContain('your progressed Moon is on your natal Neptune');
  });

  it('names a past exact hit in the past tense (control: the plain progressed Sun question)', async () => {
    const [reply] = await chat(LEEUWARDEN, ['where is my progressed sun?'], 'technical');
    expect(reply).toMatch(/^Your progressed Sun is at 20° Aquarius/);
    expect(reply).toContain("on your natal Midheaven, 0°48' from exact, which it was on 13 February 2026");
  });
});

describe('transits asked for with their orbs', () => {
  it.each([
    "What's ahead next month? Transits with orbs please.",
    'next month transits, with the orbs',
    'Transite im nächsten Monat, mit Orben bitte',
  ])("lists the month's passages with today's orbs, not the orb policy: %s", async (message) => {
    const [reply] = await chat(LEEUWARDEN, [message], 'technical');
    expect(reply).not.toMatch(/For your birth chart I count an aspect within/);
    expect(reply).toMatch(/Pluto squares your natal Neptune/);
    expect(reply).toMatch(/orb 0°1\d' today, applying/i);
  });

  it('still answers which orbs are used (control)', async () => {
    const [reply] = await chat(LEEUWARDEN, ['what orbs do you use?'], 'technical');
    expect(reply).toMatch(/^For your birth chart I count an aspect within 6° conjunction/);
  });
});

describe('a month asked about in a hard chat', () => {
  it.each([
    ['what does february look like for me? the transfer is between the 10th and the 20th'],
    ["what's the sky doing for me in february? that's when the transfer is"],
  ])('names its strongest passage, never "no planet touches": %s', async (ask) => {
    const replies = await chat(
      TRIESTE,
      [
        'this is our third ivf round, two transfers failed and the next one is in february. i am so tired of hoping',
        ask,
      ],
      'basic',
      'plus',
    );
    const reply = replies.at(-1)!;
    expect(reply).toMatch(/### February 2027/);
    expect(reply).not.toMatch(/No planet makes a contact/);
    expect(reply).toMatch(
      /Transit(?:ing)?:? (?:Neptune opposes your natal Saturn|Pluto opposes your natal North Node)/,
    );
  });
});

describe('the angles asked for', () => {
  const ADA = { ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 };
  it.each([
    'I want the technical version. Which house system, my angles, and the three tightest aspects with orbs.',
    'what are my angles exactly? degrees please',
    '¿cuáles son mis ángulos?',
    'meine Achsen, bitte mit Grad',
  ])('gives all four by degree, whatever else is asked: %s', async (message) => {
    const [reply] = await chat(ADA, [message], 'technical', 'plus');
    expect(reply).toContain(
      "Your Ascendant is at 21°27' Libra; your Midheaven is at 28°22' Cancer; your Descendant is at 21°27' Aries; your IC is at 28°22' Capricorn.",
    );
  });

  it.each(['do i have any planets on my angles?', 'any aspects to my angles?', '¿tengo planetas sobre mis ángulos?'])(
    'names the planets on them and the aspects to them, not a decision to weigh: %s',
    async (message) => {
      const [reply] = await chat(ADA, [message], 'basic', 'plus');
      expect(reply).toMatch(/^Yes: your Moon is 2°06' from your Descendant/);
      expect(reply).toContain("Saturn square Ascendant (0°30')");
      expect(reply).not.toMatch(/Whether to|yours to decide/);
    },
  );
});
