// A length said outright is kept exactly, and "short answers only" holds until the person asks for more: whole chats
// through the planner and the built-in writer, in several wordings and languages.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { askedLength, keepToLength, standingShort } from './asked-length.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();

/** The texts of a chat's replies, in the guide's voice on a free plan. */
const chat = (messages: string[]) =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent });

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
const rising = chart.planets.find((p) => p.name === 'Ascendant')!.sign;

describe('askedLength', () => {
  it.each([
    ['whats my mars do, 1 sentence', { unit: 'sentence', count: 1 }],
    ['rising. one word', { unit: 'word', count: 1 }],
    ['explain my moon in two sentences', { unit: 'sentence', count: 2 }],
    ['describe my sun in 3 words', { unit: 'word', count: 3 }],
    ['venus, one line pls', { unit: 'sentence', count: 1 }],
    ['me fala da minha lua em uma frase', { unit: 'sentence', count: 1 }],
    ['mi ascendente en una palabra', { unit: 'word', count: 1 }],
  ])('reads "%s"', (message, expected) => {
    expect(askedLength(message)).toEqual(expected);
  });

  it.each([
    "what's my moon sign",
    'tell me about my 2nd house',
    'one thing i should do this week',
    "i'm supposed to give a speech, i cant write a word",
    "he didn't say a single word to me",
    'no puedo escribir una palabra para el entierro',
  ])('reads no length in "%s"', (message) => {
    expect(askedLength(message)).toBeNull();
  });

  it('never gives more words than asked, even when no sentence fits', () => {
    const text = 'Your Sun, the part of you that holds your identity, is in Cancer. It loves home.';
    expect(words(keepToLength(text, { unit: 'word', count: 8 }, [], chart))).toBeLessThanOrEqual(8);
  });
});

describe('a length said outright, in a chat', () => {
  it.each(['whats my mars do, 1 sentence', 'my mars in one sentence?', 'o que faz o meu marte? em uma frase'])(
    'answers "%s" in one sentence that names Mars',
    async (message) => {
      const reply = (await chat([message])).at(-1)!;
      expect(sentences(reply)).toBe(1);
      expect(reply).toMatch(/Mars|Marte/);
    },
  );

  it.each(['rising. one word', 'my rising sign in one word', 'ascendente, uma palavra'])(
    'answers "%s" with the sign alone',
    async (message) => {
      const reply = (await chat([message])).at(-1)!;
      expect(reply.replace(/^[\s\S]*\n\n/, '')).toBe(`${rising}.`);
    },
  );

  it('keeps two sentences to two', async () => {
    const reply = (await chat(['hi', 'in 2 sentences, what is my moon about'])).at(-1)!;
    expect(sentences(reply)).toBe(2);
  });
});

describe('"short answers only" for the rest of the chat', () => {
  it.each(['short answers only pls', 'keep it short from now on', 'respostas curtas por favor'])(
    'agrees to "%s" briefly and keeps the next answers short',
    async (ask) => {
      const replies = await chat([ask, 'sun sign?', 'what about love', 'and my career']);
      expect(words(replies[0]!)).toBeLessThanOrEqual(30);
      for (const reply of replies.slice(1)) {
        expect(words(reply)).toBeLessThanOrEqual(80);
        expect(reply).not.toMatch(/###/);
      }
    },
  );

  it('lets a request for more detail end it', async () => {
    expect(standingShort(['short answers only pls', 'sun sign?'], 'ok tell me more in detail')).toBe(false);
    expect(standingShort(['short answers only pls', 'go deeper on that'], 'and my moon?')).toBe(false);
    expect(standingShort(['short answers only pls', 'sun sign?'], 'and my moon?')).toBe(true);
    const replies = await chat(['short answers only pls', 'sun sign?', 'tell me about my venus in detail']);
    expect(words(replies.at(-1)!)).toBeGreaterThan(80);
  });
});

describe('a standing wish for short answers, with a reason', () => {
  it('is noted briefly, not answered with the last point shorter', async () => {
    const replies = await chat([
      "what's my 7th house",
      'Could you keep the answers shorter please, my eyes get tired on the phone',
    ]);
    expect(replies[1]).toMatch(/short answers from here on/i);
    expect(words(replies[1]!)).toBeLessThan(20);
  });
});
