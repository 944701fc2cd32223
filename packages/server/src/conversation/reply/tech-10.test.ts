// Whole chats for the tenth round's computed timing answers: a lunation's date in the person's own zone; a
// progression asked in any of the reader's languages; a window of dates for a named period; where a transiting
// planet is now (and when a return is exact); a solar return cast for the city named.
import { calculateNatalChart } from '@stellara/astro';
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat, withoutLanguageLine } from '../../test-support/chat.ts';
import type { ChartBirth } from '../chart-context.ts';
import { contextAt } from '../session-chart.ts';

const SENT = new Date('2026-11-28T12:00:00Z');
// Born 15 July 1990, 13:30 BST, London (the dev chart).
const LONDON = { ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 };
// Born 4 May 1988, 11:00 CST, Guadalajara.
const GUADALAJARA = { ut: '1988-05-04T17:00:00Z', latitude: 20.67, longitude: -103.35 };
// Born 20 January 2003, 11:00 CET, Madrid: natal Jupiter 14°48' Leo, its return exact on 6 September 2026.
const MADRID = { ut: '2003-01-20T10:00:00Z', latitude: 40.4, longitude: -3.7 };
const GUADALAJARA_LOCAL = { date: '1988-05-04', time: '11:00', timezone: 'America/Mexico_City' };

interface Options {
  level?: 'basic' | 'technical';
  tier?: Tier;
  local?: ChartBirth['local'];
}

async function chat(birth: typeof LONDON, messages: string[], options: Options = {}) {
  const natal = calculateNatalChart(birth);
  const chart = contextAt(natal, SENT, { local: options.local ?? null });
  const turns = await runChat(messages, {
    chart,
    knowledge: seedKnowledge(),
    personality: 'guide',
    level: options.level ?? 'technical',
    tier: options.tier ?? 'plus',
    sent: SENT,
  });
  return turns.map((t) => ({ text: withoutLanguageLine(t.reading.text), plan: t.plan }));
}

const lastReply = async (birth: typeof LONDON, messages: string[], options?: Options) =>
  (await chat(birth, messages, options)).at(-1)!.text;

describe('secondary progressions asked in any of the reader’s languages', () => {
  it.each([
    'Sekundärprogressionen bitte: Sonne und Mond.',
    'Wo steht meine Sekundärprogression von Sonne und Mond?',
    'en mijn geprogresseerde maan en zon?',
    'secundaire progressies van zon en maan graag',
    'mes progressions secondaires : soleil et lune ?',
    'progressioni secondarie di sole e luna?',
    'what is my progressed moon doing? and progressed sun',
  ])('give the progressed positions, not the natal ones: %s', async (message) => {
    const reply = await lastReply(LONDON, [message]);
    expect(reply).toMatch(/progressed Moon is at 2° Virgo|Moon at 2° Virgo/);
    expect(reply).not.toMatch(/### Sun in Cancer|### Moon in Aries/);
  });
});

describe('a lunation’s date in the person’s own zone', () => {
  // The full Moon of 24 December 2026 01:28 UT is the evening of 23 December in Mexico (UT-6).
  it.each([
    ['y cuando es la luna llena?', 'technical'],
    ['when is the next full moon?', 'basic'],
    ['quand est la prochaine pleine lune ?', 'basic'],
  ] as const)('gives the local day, time and zone: %s', async (message, level) => {
    const reply = await lastReply(GUADALAJARA, [message], { local: GUADALAJARA_LOCAL, level });
    expect(reply).toMatch(/full Moon is on 23 December 2026 at 19:28 Mexico City time \(24 December, 01:28 UT\)/);
  });

  it('says the new Moon in the zone too, and the day of the one after it', async () => {
    const reply = await lastReply(GUADALAJARA, ['¿cuándo es la próxima luna nueva?'], { local: GUADALAJARA_LOCAL });
    expect(reply).toMatch(/new Moon is on 8 December 2026 at 18:51 Mexico City time \(9 December, 00:51 UT\)/);
    expect(reply).toMatch(/full Moon after it is on 23 December 2026/);
  });

  it('a ritual for the full Moon is set on the local day', async () => {
    const reply = await lastReply(GUADALAJARA, ['full moon ritual ideas?'], { local: GUADALAJARA_LOCAL });
    expect(reply).toMatch(/23 December/);
    expect(reply).not.toMatch(/24 December/);
  });

  it('without a known zone it stays in UT and says so', async () => {
    const reply = await lastReply(GUADALAJARA, ['when is the next full moon?']);
    expect(reply).toMatch(/full Moon is on 24 December 2026 at 01:28 UT/);
  });
});

describe('a transiting planet’s place asked, not the natal one', () => {
  // The dev chart: natal Saturn 21°58' Capricorn in the 3rd; on 28 November 2026 Saturn is at 8°04' Aries, in the 6th.
  it.each([
    'what about saturn in my 6th, is that literally health stuff? be precise about where it is',
    'so saturn in my 6th... where exactly is it?',
    'y saturno en mi casa 6? dime exactamente dónde está',
  ])('says where Saturn is today and confirms the 6th: %s', async (message) => {
    const reply = await lastReply(LONDON, [message]);
    expect(reply).toMatch(/^Yes: Saturn is in your 6th house now/);
    expect(reply).toMatch(/8°04' Aries/);
    expect(reply).toMatch(/Saturn you were born with .* 3rd house, at 21°58' Capricorn/);
    expect(reply).toMatch(/not a forecast about your health/);
  });

  it.each(['saturn in my 9th, right? where exactly is it', 'Saturn in meinem 9. Haus? Wo steht er genau?'])(
    'corrects a house it is not in: %s',
    async (message) => {
      const reply = await lastReply(LONDON, [message]);
      expect(reply).toMatch(/^Saturn is not in your 9th house now: it is passing through your 6th house/);
      expect(reply).toMatch(/8°04' Aries/);
    },
  );

  it.each(['Jupiter is in Leo right now like mine', 'Júpiter está en Leo ahora, como el mío'])(
    'a planet back in its natal sign gets its return’s exact day: %s',
    async (message) => {
      const reply = await lastReply(MADRID, [message]);
      expect(reply).toMatch(
        /your Jupiter return, Jupiter exactly on your natal 14°48' Leo, was exact on 6 September 2026/,
      );
    },
  );
});

describe('a window of dates asked for a named period', () => {
  // The dev chart, asked on 28 November 2026.
  it.each([
    ["We're signing the shareholders agreement in Q1. Best window by my transits? Dates.", 'January to March 2027'],
    ['best dates in the first quarter of next year by my transits?', 'January to March 2027'],
    ['¿mejores fechas en primavera según mis tránsitos?', 'March to May 2027'],
    ['Welche Daten im ersten Halbjahr... ich meine in der ersten Hälfte 2027, wann ist das beste Zeitfenster?', null],
    ['when is the best window in February?', 'February 2027'],
  ])('gives the transits with an exact day in it: %s', async (message, label) => {
    const reply = await lastReply(LONDON, [message]);
    if (label) expect(reply).toMatch(new RegExp(`^For ${label}, the supportive dates by your transits: transiting`));
    expect(reply).toMatch(/exact on \d{1,2} \w+ 2027/);
    expect(reply).toMatch(/not how it turns out/);
    expect(reply).not.toMatch(/synastry|### Mars in Taurus/);
  });

  it('Q1 names Jupiter’s supportive contacts first and Pluto’s opposition among the harder ones', async () => {
    const reply = await lastReply(LONDON, ["We're signing in Q1. Best window by my transits? Dates."]);
    expect(reply).toMatch(/transiting Jupiter sextiles your natal Venus, exact on 23 January 2027/);
    expect(reply).toMatch(
      /harder ones to plan around: transiting Pluto opposes your natal Mercury, exact on 29 March 2027/,
    );
  });

  it.each([
    'And the Saturn thing you’d flag for partnerships later in 2027?',
    '¿Y lo de Saturno para las sociedades a finales de 2027? ¿fechas?',
  ])('a later-in-year Saturn ask about partnerships gets Saturn’s contacts there: %s', async (message) => {
    const reply = await lastReply(LONDON, [message]);
    expect(reply).toMatch(/transiting Saturn sextiles your natal Venus, exact on 17 October 2027/);
    expect(reply).toMatch(
      /transiting Saturn meets your Descendant \(opposite your Ascendant\), exact on 2 December 2027/,
    );
    expect(reply).not.toMatch(/Jupiter|Pluto/);
  });
});
