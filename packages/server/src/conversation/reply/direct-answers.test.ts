import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';

// 1990-07-15 12:30 UT, London: Sun in Cancer (9th), Moon in Aries (7th), Libra rising.
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-03-01T12:00:00Z');
const chart = contextAt(natal, now);
const knowledge = seedKnowledge();
const reply = async (message: string) =>
  (
    await chatReplies([message], { chart, knowledge, personality: 'mystical', level: 'basic', tier: 'free', sent: now })
  )[0]!;

/** The first sentence of the answer, after the one honest line a reply in another language opens with. */
function firstAnswerSentence(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim() && !l.startsWith('###'));
  const body = /:\s*$/.test(lines[0] ?? '') ? lines.slice(1) : lines;
  return body.join(' ').split(/(?<=[.!?])\s/)[0] ?? '';
}

describe('a sign asked for, or not known, is named in the first sentence', () => {
  it.each([
    ['qual è il mio segno ascendente?', 'Your rising sign is Libra.'],
    ['¿cuál es mi signo lunar?', 'Your Moon is in Aries, in your 7th house.'],
    ['qual é o meu signo solar?', 'Your Sun is in Cancer, in your 9th house.'],
    ['whats my rising sign', 'Your rising sign is Libra.'],
  ])('%s', async (message, expected) => {
    expect(firstAnswerSentence(await reply(message))).toBe(expected);
  });

  it.each([
    "my gf is a scorpio and i'm... whatever i am lol",
    'my bf is a leo and me, no idea what i am haha',
    "idk what i am, everyone says i'm moody",
    "what's my sign?",
  ])('their own Sun sign when they imply they do not know it: %s', async (message) => {
    expect(firstAnswerSentence(await reply(message))).toBe(
      "You're a Cancer: your Sun was in Cancer when you were born.",
    );
  });
});
