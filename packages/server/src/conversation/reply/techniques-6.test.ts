// Round 6 of the technique answers (docs/voice.md: what the chart can compute comes first): the orb between any two
// points, angles included; a return asked about in the past, this year, or both last and next; asked shapes (a
// table, three actions, plain words); and a full- or new-moon ritual asked for. Whole chats with Ada's chart
// (15 July 1990, 13:30 London, read on 28 November 2026), several wordings and languages, facts from the engine.
import { lunations, planetaryReturns, solarReturn } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { adaChart, adaChat } from '../../test-support/chat.ts';

const plus = { tier: 'plus' as const };
const NOW = new Date('2026-11-28T12:00:00Z');
/** The answer's first line, after the one-line language lead a message in another language gets. */
const firstLine = (text: string) => {
  const lines = text.split('\n').filter(Boolean);
  return (lines[0]!.endsWith(':') ? lines[1] : lines[0]) ?? '';
};
const natal = () => adaChart().birth!.natal;
/** Degrees and minutes as a reader writes them: 6°25'. */
const dm = (deg: number) => {
  const whole = Math.floor(deg);
  const minutes = Math.round((deg - whole) * 60);
  return minutes === 60 ? `${whole + 1}°00'` : `${whole}°${String(minutes).padStart(2, '0')}'`;
};
const apart = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('the orb between two points, angles included', () => {
  const lon = (key: 'Saturn' | 'Imum_Coeli' | 'Mars' | 'Medium_Coeli' | 'Moon' | 'Descendant' | 'Sun' | 'Ascendant') =>
    natal().points[key]!.longitude;

  it.each([
    'how close is my saturn to my IC?',
    "what's the orb of saturn to the IC",
    '¿a qué distancia está mi saturno de mi fondo del cielo?',
  ])('gives the Saturn-IC distance first for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    const gap = apart(lon('Saturn'), lon('Imum_Coeli'));
    expect(firstLine(reply!.text)).toMatch(new RegExp(`^Your Saturn is ${dm(gap)} from your IC: a wide conjunction`));
  });

  it.each(['how far is mars from my midheaven', 'wie weit ist mein Mars von der Himmelsmitte entfernt?'])(
    'names the nearest aspect and its orb for "%s"',
    async (message) => {
      const [reply] = await adaChat([message], plus);
      const orb = Math.abs(apart(lon('Mars'), lon('Medium_Coeli')) - 90);
      expect(firstLine(reply!.text)).toMatch(
        new RegExp(`^Your Mars is ${dm(orb)} from an exact square to your Midheaven`),
      );
    },
  );

  it.each([
    "is my moon conjunct my descendant? what's the orb",
    'wie weit ist mein Mond vom Deszendenten entfernt?',
    'quanto dista la mia luna dal discendente?',
  ])('measures the Moon to the Descendant for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    const gap = apart(lon('Moon'), lon('Descendant'));
    expect(firstLine(reply!.text)).toContain(`Your Moon is ${dm(gap)} from your Descendant`);
  });

  it.each([
    "what's the orb between my sun and my ascendant?",
    "quanto dista il mio sole dall'ascendente?",
    "quelle est la distance entre mon soleil et l'ascendant ?",
  ])('says an angle aspect outside 1° is a wide one for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    const orb = Math.abs(apart(lon('Sun'), lon('Ascendant')) - 90);
    expect(firstLine(reply!.text)).toMatch(
      new RegExp(`^Your Sun is ${dm(orb)} from an exact square to your Ascendant`),
    );
    expect(reply!.text).toContain('wider than the 1° I count for an aspect to an angle');
  });

  it('still gives a counted angle aspect as exact as it is (control)', async () => {
    const [reply] = await adaChat(['saturn square ascendant orb?'], plus);
    expect(firstLine(reply!.text)).toMatch(/^Your Saturn square Ascendant is 0°30' from exact\./);
  });
});

describe('returns asked about the past, this year, or last and next', () => {
  const returns = (body: 'Saturn' | 'Jupiter') =>
    planetaryReturns(natal(), body, { orb: 4, now: NOW, untilAge: 100 }).returns;
  const lastOf = (body: 'Saturn' | 'Jupiter') =>
    returns(body)
      .filter((r) => r.status === 'past')
      .at(-1)!;
  const nextOf = (body: 'Saturn' | 'Jupiter') => returns(body).find((r) => r.status === 'upcoming')!;

  it.each([
    'when was my last saturn return?',
    'did I have my saturn return already? when was it',
    '¿cuándo fue mi último retorno de Saturno?',
    'wann war meine letzte Saturn-Rückkehr?',
  ])('puts the past Saturn return first for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    expect(firstLine(reply!.text)).toMatch(
      new RegExp(`^Your last Saturn return was exact on ${day(lastOf('Saturn').hits[0]!.at)}, when you were 29`),
    );
  });

  it.each([
    'when was my last Jupiter return and when is the next?',
    "my last jupiter return, when was it, and when's the next one?",
    '¿cuándo fue mi último retorno de Júpiter y cuándo será el próximo?',
  ])('gives both Jupiter returns, the past one first, in one answer for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    const line = firstLine(reply!.text);
    expect(line).toMatch(new RegExp(`^Your last Jupiter return was exact on ${day(lastOf('Jupiter').hits[0]!.at)}`));
    expect(line).toContain(`the next is exact on ${day(nextOf('Jupiter').hits[0]!.at)}, when you'll be 47`);
    expect(reply!.text).not.toContain('### What is coming');
  });

  it.each([
    'when is my solar return this year?',
    "what time is this year's solar return?",
    '¿cuándo es mi retorno solar este año?',
  ])('gives this year\'s solar return, then the next, for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    const thisYear = solarReturn(natal(), 2026).at;
    const next = solarReturn(natal(), 2027).at;
    expect(firstLine(reply!.text)).toMatch(
      new RegExp(`^Your solar return in 2026 fell on ${day(thisYear)} at ${thisYear.slice(11, 16)} UT`),
    );
    expect(reply!.text).toContain(`Your next one falls on ${day(next)} at ${next.slice(11, 16)} UT.`);
  });

  it("gives next birthday's solar return without asking anything back (control)", async () => {
    const [reply] = await adaChat(["next birthday's solar return?"], plus);
    const next = solarReturn(natal(), 2027).at;
    expect(firstLine(reply!.text)).toMatch(new RegExp(`^Your solar return in 2027 falls on ${day(next)}`));
  });
});

describe('asked shapes', () => {
  it.each([
    'can you show my aspects as a table?',
    'aspects in a table please',
    '¿me das mis aspectos en una tabla?',
    'meine Aspekte als Tabelle bitte',
  ])('writes the computed aspects as a markdown table for "%s"', async (message) => {
    const [reply] = await adaChat([message], { ...plus, personality: 'witchy' });
    const chart = adaChart();
    expect(firstLine(reply!.text)).toBe(
      `Here are your ${chart.aspects.length} major aspects as a table, tightest first. I count an aspect within 6° for a conjunction, 6° for an opposition, 5° for a square, 5° for a trine, 4° for a sextile, and within 1° for an angle.`,
    );
    expect(reply!.text).toContain('| Point | Aspect | Point | Orb | At birth |\n|---|---|---|---|---|\n');
    for (const a of chart.aspects) expect(reply!.text).toContain(`| ${a.p1} |`);
    expect(reply!.text).toContain(`| Sun | conjunct | Jupiter | ${dm(chart.aspects[0]!.orb)} | separating |`);
  });

  it.each([
    'my placements in a table please',
    'can you put my planets in a table?',
    'mis planetas en una tabla, por favor',
    'mes positions sous forme de tableau ?',
  ])('writes every placement as a table row for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    expect(firstLine(reply!.text)).toMatch(/^Here are your placements at birth as a table/);
    expect(reply!.text).toContain('| Point | Sign | Degree | House | Retrograde |');
    for (const p of adaChart().planets) expect(reply!.text).toMatch(new RegExp(`\\| ${p.name} \\| ${p.sign} \\|`));
    expect(reply!.text).toContain("| Saturn | Capricorn | 21°58' | 3rd | yes |");
  });

  it('gives the whole table again when it is asked for again in another language', async () => {
    const [, again] = await adaChat(['my aspects as a table', '¿me los das en tabla otra vez? mis aspectos'], plus);
    expect(again!.text).toContain('| Sun | conjunct | Jupiter |');
  });

  /** Lines a voice of images writes: the witch's brews and charms, the oracle's chambers and images. */
  const IMAGERY =
    /\b(brew|brewed|cauldron|steeps?|herbs?|candle|charm|chamber|walks in|keeper of|the image to carry|lamp|altar|spell|potion|scent of|the old story)\b/i;

  it.each([
    ['witchy', 'in plain words please, no metaphors: what does my moon mean?', 'and my venus?'],
    ['mystical', 'no riddles or metaphors, just plain words: what about my career?', 'what does my moon say?'],
    ['witchy', 'sem metáforas, por favor: o que diz meu sol?', 'e minha lua?'],
    ['mystical', 'sin metáforas, por favor: ¿qué dice mi luna?', 'what about my venus?'],
    ['witchy', 'ohne Metaphern bitte: was sagt meine Venus?', 'and my mars?'],
  ] as const)('%s: no imagery after "%s", nor in the next reply', async (voice, first, then) => {
    const replies = await adaChat([first, then], { ...plus, personality: voice });
    for (const reply of replies) expect(reply.text).not.toMatch(IMAGERY);
  });

  it('brings the voice back when asked, and keeps it without the wish (control)', async () => {
    const [, back] = await adaChat(
      ['no metaphors please, what does my venus mean?', 'ok metaphors are fine again, what about my moon?'],
      { ...plus, personality: 'mystical' },
    );
    expect(back!.text).toMatch(IMAGERY);
  });
});

describe('a full- or new-moon ritual asked for', () => {
  const next = (kind: 'new' | 'full') =>
    lunations(NOW, new Date(NOW.getTime() + 32 * 86_400_000)).find((l) => l.kind === kind)!;
  const ideas = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));

  it.each([
    ['witchy', 'any full moon ritual ideas?', 'full'],
    ['guide', 'what can I do for the full moon? a ritual maybe', 'full'],
    ['mystical', 'give me a new moon ritual', 'new'],
    ['witchy', '¿algún ritual para la luna llena?', 'full'],
    ['guide', 'um ritual para a lua nova?', 'new'],
  ] as const)(
    '%s: "%s" gets the next Moon\'s date and sign, then 3-4 rituals for that sign',
    async (voice, message, kind) => {
      const [reply] = await adaChat([message], { ...plus, personality: voice });
      const moon = next(kind);
      const name = kind === 'full' ? 'Full Moon' : 'New Moon';
      expect(reply!.text).toContain(`The next ${name} is on ${day(moon.at)}, in ${moon.sign}`);
      expect(reply!.text).toMatch(new RegExp(`(Three|Four) simple rituals that fit a ${name} in ${moon.sign}:`));
      expect(ideas(reply!.text).length).toBeGreaterThanOrEqual(3);
      expect(ideas(reply!.text).length).toBeLessThanOrEqual(4);
      // Not a natal reading: no placement section, no reading of their Sun or Moon.
      expect(reply!.text).not.toMatch(/^### |Your Moon, the part of you/m);
    },
  );

  it('names the sign it fits in one of the rituals', async () => {
    const [reply] = await adaChat(['full moon ritual?'], plus);
    expect(reply!.text).toContain(`${next('full').sign} is the sign of`);
  });
});

describe('a number of actions asked for', () => {
  const items = (text: string) => text.split('\n').filter((l) => /^\d\. \*\*/.test(l));

  it.each([
    ['guide', 'give me 3 things I can do this week'],
    ['witchy', 'what about love? three actions please'],
    ['coach', 'three concrete actions for my career?'],
    ['mystical', '¿tres cosas que pueda hacer con mi luna?'],
    ['guide', 'drei konkrete Schritte für meine Venus?'],
  ] as const)('%s: "%s" gets exactly three actions, each from a placement', async (voice, message) => {
    const [reply] = await adaChat([message], { ...plus, personality: voice });
    const list = items(reply!.text);
    expect(list).toHaveLength(3);
    const names = adaChart().planets.map((p) => p.name);
    for (const line of list) expect(names.some((n) => line.includes(n)) || /house/.test(line)).toBe(true);
    expect(reply!.text).not.toMatch(/^### /m);
  });

  it('gives four when four are asked for', async () => {
    const [reply] = await adaChat(['4 things i can do about my moon'], plus);
    expect(items(reply!.text)).toHaveLength(4);
  });

  it('gives no to-do list in a hard chat (control)', async () => {
    const [, reply] = await adaChat(['my mum died last week', 'three things I can do?'], plus);
    expect(items(reply!.text)).toHaveLength(0);
  });
});
