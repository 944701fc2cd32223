// Golden transcripts (docs/voice.md): one chat of every kind of message the reader meets, in each voice and
// level, written to golden/ and compared on every run. They hold today's replies still while the reply pipeline is
// cut into smaller parts: a change that alters a reply shows here as a diff to read, then to accept with
// vitest's `--update`.
import { calculateNatalChart } from '@stellara/astro';
import { type PersonalityId, personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const chart = contextAt(natal, sent);
const knowledge = seedKnowledge();

/** One of each: a reading, more, a named aspect, a technique, two questions, a shape, thanks, a doubt, a loss... */
const CHAT = [
  'Tell me about my chart',
  'tell me more',
  'What does my Sun square Moon mean?',
  'do i have a t-square or a grand trine?',
  "what's my venus sign? and what about my mars?",
  "keep it short: what's my biggest weakness?",
  "yes that's me, i soak up everyone's moods at work",
  "what's one thing i can do for my love life this week?",
  "i don't really buy it",
  'my grandmother died on sunday and i keep crying',
  'are you a real person or a bot?',
  '¿qué significa mi luna en aries?',
  'thank you, that helped',
];

async function transcript(personality: PersonalityId, level: 'basic' | 'technical', tier: 'free' | 'plus') {
  const lines: string[] = [`# ${personality}, ${level}, ${tier}`, ''];
  for (const { message, plan, reading: r } of await runChat(CHAT, {
    chart,
    knowledge,
    personality,
    level,
    tier,
    sent,
  })) {
    lines.push(`## ${message}`, '', `(${plan.mode}; ${r.placements.join(', ') || 'no placements'})`, '', r.text, '');
  }
  return lines.join('\n');
}

describe('golden transcripts', () => {
  for (const personality of personalityIds) {
    for (const [level, tier] of [
      ['basic', 'free'],
      ['technical', 'plus'],
    ] as const) {
      it(`${personality}, ${level}, ${tier}`, async () => {
        await expect(await transcript(personality, level, tier)).toMatchFileSnapshot(
          `golden/${personality}-${level}-${tier}.md`,
        );
      });
    }
  }
});
