// Round 5 of the technique answers (docs/voice.md: a figure the chart can compute is the first line): secondary
// progressions, which aspects apply or separate (named, listed, or "it" on a follow-up), and the North Node with its
// dispositor. Whole chats with Ada's chart (15 July 1990, 13:30 London, read on 28 November 2026), in several
// wordings and languages, with natal questions as controls.
import { secondaryProgressions } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { adaChart, adaChat } from '../../test-support/chat.ts';

const plus = { tier: 'plus' as const };
const technical = { tier: 'plus' as const, level: 'technical' as const };
/** The answer's first line, after the one-line language lead a message in another language gets. */
const firstLine = (text: string) => {
  const lines = text.split('\n').filter(Boolean);
  return (lines[0]!.endsWith(':') ? lines[1] : lines[0]) ?? '';
};
const natal = () => adaChart().birth!.natal;
const NOW = new Date('2026-11-28T12:00:00Z');

describe('secondary progressions', () => {
  const p = () => secondaryProgressions(natal(), NOW);
  const moonLine = () =>
    `Your progressed Moon is at ${Math.floor(p().points.Moon.position)}° ${p().points.Moon.signName}, in your ${p().points.Moon.house}th house; it enters ${p().moonNextSign.signName} in January 2029.`;

  it.each([
    "where's my progressed moon?",
    'what sign is my progressed moon in',
    'when does my progressed moon change sign?',
    '¿dónde está mi luna progresada?',
    'Wo steht mein progressiver Mond?',
    'onde está minha lua progredida?',
  ])('answers "%s" with the progressed Moon first, not the natal one', async (message) => {
    const [reply] = await adaChat([message], plus);
    expect(firstLine(reply!.text)).toContain(moonLine().slice(0, -1));
    expect(reply!.text).not.toMatch(/^Your Moon is in Aries/);
  });

  it.each(['what sign is my progressed sun in', 'mi sol progresado, ¿en qué signo está?'])(
    'answers "%s" with the progressed Sun and its natal house',
    async (message) => {
      const [reply] = await adaChat([message], plus);
      const sun = p().points.Sun;
      expect(firstLine(reply!.text)).toMatch(
        new RegExp(
          `^Your progressed Sun is at ${Math.floor(sun.position)}° ${sun.signName}, in your ${sun.house}th house\\.`,
        ),
      );
    },
  );

  it('reads "progressions for next year?" on the first day of that year, every body listed', async () => {
    const [reply] = await adaChat(['progressions for next year?'], plus);
    const line = firstLine(reply!.text);
    expect(line).toMatch(/^On 1 January 2027, your progressed Sun will be at/);
    for (const body of ['Moon', 'Mercury', 'Venus', 'Mars']) expect(line).toContain(body);
    expect(line).toContain('your progressed Moon enters Libra in January 2029');
  });

  it('gives the technical level the degree, minute, date of entry and lunation', async () => {
    const [reply] = await adaChat(["where's my progressed moon?"], technical);
    expect(reply!.text).toMatch(/Progressed Moon \d+°\d{2}' Virgo, natal \d+th house/);
    expect(reply!.text).toContain('Progressed Moon enters Libra on 9 January 2029');
    expect(reply!.text).toMatch(/progressed lunation: \w+/);
  });

  it('gives a free member what progressions are and the pointer to Plus, never their own', async () => {
    for (const message of ["where's my progressed moon?", '¿dónde está mi luna progresada?']) {
      const [reply] = await adaChat([message]);
      expect(firstLine(reply!.text)).toMatch(/^Your own progressions are personal timing, which comes with Plus/);
      expect(reply!.text).not.toMatch(/progressed Moon is at|Virgo/);
    }
  });

  it('leaves a natal Moon question to the natal Moon (control)', async () => {
    const [reply] = await adaChat(["where's my moon?"], plus);
    expect(reply!.text).toMatch(/Moon is in Aries/);
    expect(reply!.text).not.toContain('progressed');
  });
});

describe('applying or separating', () => {
  it.each([
    ["what's my tightest aspect?", 'is it applying or separating?'],
    ['¿cuál es mi aspecto más cerrado?', '¿es aplicativo o separativo?'],
  ])('answers a follow-up on the aspect just named: "%s" then "%s"', async (first, then) => {
    const [, reply] = await adaChat([first, then], plus);
    expect(firstLine(reply!.text)).toMatch(/^Your Sun conjunct Jupiter is 0°13' from exact, and separating/);
  });

  it('answers "it" after a named aspect in the previous message', async () => {
    const [, reply] = await adaChat(['tell me about my moon sextile venus', 'is it applying?'], plus);
    expect(firstLine(reply!.text)).toMatch(/^Your Moon sextile Venus is 0°53' from exact, and applying/);
  });

  it.each([
    'which of my aspects are applying?',
    'any applying aspects in my chart?',
    '¿cuáles de mis aspectos son aplicativos?',
    'quels aspects sont applicants dans mon thème ?',
  ])('lists the applying aspects for "%s", with what applying means', async (message) => {
    const [reply] = await adaChat([message], plus);
    const chart = adaChart();
    const applying = chart.aspects.filter((a) => a.applying);
    expect(firstLine(reply!.text)).toMatch(
      new RegExp(
        `^Of your ${chart.aspects.length} major aspects, ${applying.length} were applying when you were born: Saturn square Ascendant`,
      ),
    );
    expect(reply!.text).toMatch(/Applying means the faster planet was still closing in/);
  });

  it('still answers a named pair directly (control)', async () => {
    const [reply] = await adaChat(['sun opposite saturn, applying or separating?'], plus);
    expect(firstLine(reply!.text)).toMatch(/^Your Sun opposite Saturn is 0°48' from exact, and separating/);
  });
});

describe('the North Node as a fact', () => {
  it.each([
    "where's my north node and its ruler?",
    'what sign and house is my north node in?',
    'is my north node the mean or the true node?',
    '¿en qué casa está mi nodo norte y quién lo rige?',
    'dans quelle maison est mon noeud nord ?',
  ])('answers "%s" with the node, which node, and its dispositor', async (message) => {
    const [reply] = await adaChat([message], plus);
    expect(firstLine(reply!.text)).toMatch(
      /^Your North Node is at 8°07' Aquarius in your 4th house: that is the mean node, the one this app uses \(the true node, which wobbles around it, is at 7°22' Aquarius\)\./,
    );
    expect(reply!.text).toContain(
      "Its ruler, the node's dispositor, is Saturn, because Saturn rules Aquarius: your Saturn is at 21°58' Capricorn in your 3rd house",
    );
  });

  it('still reads the node for "what does my north node mean?" (control)', async () => {
    const [reply] = await adaChat(['what does my north node mean for me?'], plus);
    expect(firstLine(reply!.text)).not.toMatch(/^Your North Node is at/);
  });
});
