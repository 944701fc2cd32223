// Whole chats for the form letters and glitches a reviewer found: a recap of what was never said, one step's frame
// three times in a chat, the language line twice in one reply, and closing questions about steps never given.
import { calculateNatalChart } from '@stellara/astro';
import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { coach } from './voices/coach.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();

/** The texts of a chat's replies (on Stellara+ unless said). */
const chat = (messages: string[], voice: PersonalityId = 'guide', tier: Tier = 'plus') =>
  chatReplies(messages, { chart, knowledge, personality: voice, level: 'basic', tier, sent });

const count = (text: string, part: string) => text.split(part).length - 1;

describe('recaps only of what was said', () => {
  it.each([
    [['moon in one word', 'tell me about me']],
    [['what does my moon do? 1 sentence', 'sun, in one sentence', 'so who am i, overall']],
  ])('never says "Your Big Three, once more" when the chat did not give all three: %j', async (messages) => {
    const reply = (await chat(messages)).at(-1)!;
    expect(reply).not.toMatch(/Big Three, once more/);
  });

  it('names again only what a cut reply still said', async () => {
    const reply = (await chat(['rising. one word', 'tell me about me'])).at(-1)!;
    expect(reply).not.toMatch(/once more/);
    expect(reply).toMatch(/As we saw, your Rising sign is Libra/);
  });
});

describe('a step is not a form letter', () => {
  it.each(['witchy', 'coach', 'mystical'] as const)('never opens two steps alike in one %s chat', async (voice) => {
    const replies = await chat(
      ['tell me about my moon', 'what about my venus', 'and my mars', 'my saturn?', 'my mercury'],
      voice,
    );
    const text = replies.join('\n');
    expect(count(text, 'Light a candle for the need')).toBeLessThanOrEqual(1);
    expect(count(text, 'Tie a thread around your wrist')).toBeLessThanOrEqual(1);
  });
});

describe('one language line per reply', () => {
  it.each(['qual é o meu signo solar? e minha lua?', '¿cuál es mi signo solar? ¿y mi luna?'])(
    'says the language line once above a reply of several answers: %s',
    async (message) => {
      const reply = (await chat([message])).at(-1)!;
      const firstLine = reply.split('\n')[0]!;
      expect(count(reply, firstLine)).toBe(1);
      expect(reply).not.toMatch(/Sigo em inglês|Sigo en inglés/);
    },
  );
});

describe('closing questions point at something', () => {
  const STEP_QUESTIONS = coach.questions.filter((q) => /these|doing this/.test(q));

  it('asks no question about "these" steps after a reply that gave none', async () => {
    const replies = await chat(
      ['when will i find a new job', 'what about money, when', 'when will i meet someone', 'how about my home, when'],
      'coach',
      'pro',
    );
    for (const reply of replies) {
      if (/^\d\. |\bthis week\b/im.test(reply)) continue;
      for (const q of STEP_QUESTIONS) expect(reply).not.toContain(q);
    }
  });
});
