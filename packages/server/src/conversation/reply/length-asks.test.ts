// Whole chats that ask about length or language rather than the chart: a short hello, "too long. shorter", "just the
// sign", "what's my rising sign then", and "can I write in Spanish?". Each gets what it asked, nothing more.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { asksShorter, asksShortHello, languageAskedToWrite, shorterOf } from './length-asks.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();
const chat = (messages: string[]) =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent });

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const signOf = (point: string) => chart.planets.find((p) => p.name === point)!.sign;
/** Any sign the chart's Big Three is in: a reading's first words. */
const BIG_THREE = new RegExp([signOf('Sun'), signOf('Moon'), signOf('Ascendant')].join('|'));

describe('a hello that asks to keep it short', () => {
  it.each([
    ['hi. keep it short pls, im on my lunch break', /What would you like to know|What is on your mind/],
    ['hey! quick one, short answers pls', /What would you like to know|What is on your mind/],
    ['hola, rapidito que estoy en el trabajo, corto porfa', /¿Qué te gustaría saber\?/],
    ['oi! bem curto por favor', /O que você quer saber\?/],
  ])('"%s" gets a short hello and one door, no reading', async (message, door) => {
    expect(asksShortHello(message)).toBe(true);
    const [reply] = await chat([message]);
    expect(reply).toMatch(door);
    expect(words(reply!)).toBeLessThanOrEqual(35);
    expect(reply).not.toMatch(BIG_THREE);
    expect(reply).not.toMatch(/###|Entendí|Entendi/);
  });

  it('the wish holds for the question after it', async () => {
    const [, answer] = await chat(['hi. keep it short pls, im on my lunch break', 'what is my sun sign']);
    expect(answer).toContain(signOf('Sun'));
    expect(words(answer!)).toBeLessThanOrEqual(80);
    expect(answer).not.toMatch(/###/);
  });

  it.each(['hi', 'hey, what does my moon say about me?'])('"%s" is not a short hello', (message) => {
    expect(asksShortHello(message)).toBe(false);
  });
});

describe('"shorter" after a reply', () => {
  it.each(['too long lol. shorter', 'tl;dr pls', 'way too long, shorter version?', 'demasiado largo, más corto porfa'])(
    '"%s": the same point, much shorter, nothing new',
    async (ask) => {
      expect(asksShorter(ask)).toBe(true);
      const [reading, shorter] = await chat(['tell me about my moon', ask]);
      expect(shorter).toContain(signOf('Moon'));
      // A third of the length at most, and every sentence of it was in the reply before.
      const body = shorter!.replace(/^.*:\n\n/s, '');
      expect(words(body)).toBeLessThan(words(reading!) / 3);
      for (const sentence of body.split(/(?<=\.)\s+/)) expect(reading).toContain(sentence);
    },
  );

  it.each(['too long but what about my venus?', 'shorter answers about my career please'])(
    '"%s" asks something of its own',
    (message) => {
      expect(asksShorter(message)).toBe(false);
    },
  );

  it('keeps the direct answer and the first sentence that says what it means', () => {
    const reply =
      'Your Moon is in Aries.\n\n### Moon in Aries\nYour Moon, your needs, is in Aries. It feels things hotly. More.\n\n### Putting it together\nDone.';
    expect(shorterOf(reply)).toBe('Your Moon is in Aries. It feels things hotly.');
  });
});

describe('a length said in words', () => {
  it.each([
    ['what sign is my moon. just the sign', 'Moon'],
    ['venus? just the sign pls', 'Venus'],
    ['and my mars, sign only', 'Mars'],
    ['mi luna en qué signo está? solo el signo', 'Moon'],
  ])('"%s": one line, the sign', async (message, point) => {
    const [reply] = await chat([message]);
    const last = reply!.trim().split('\n').at(-1)!;
    expect(last).toBe(`${signOf(point)}.`);
  });

  it.each([
    ["what's my rising sign then", 'Ascendant', /^Your Rising sign is /],
    ['whats my moon sign again', 'Moon', /^Your Moon/],
    ['ok and my venus sign?', 'Venus', /^Your Venus/],
  ])('"%s": the sign first and what it means in a few sentences', async (message, point, opening) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(opening);
    expect(reply!.split(/[.!?]/)[0]).toContain(signOf(point));
    expect(words(reply!)).toBeLessThanOrEqual(80);
    expect(reply).not.toMatch(/###/);
  });
});

describe('may I write in my language?', () => {
  it.each([
    ['hola! puedo escribir en español?', 'es', /^¡Claro que sí!/],
    ['oi, posso escrever em português?', 'pt', /^Claro que sim!/],
    ['can i write to you in french?', 'fr', /^Bien sûr !/],
  ])('"%s": yes, in that language, short, with one door', async (message, language, yes) => {
    expect(languageAskedToWrite(message)).toBe(language);
    const [reply] = await chat([message]);
    expect(reply).toMatch(yes);
    expect(reply).toMatch(/\?$/);
    expect(words(reply!)).toBeLessThanOrEqual(45);
    expect(reply).not.toMatch(/New Moon|ritual|###|Entendí|Entendi/);
  });
});
