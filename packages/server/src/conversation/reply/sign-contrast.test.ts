// "Prove it: something that wouldn't fit my sister (born in March)" gets a checkable contrast, not a home reading.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { contrastMonth, contrastReply } from './sign-contrast.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();

/** The texts of a chat's replies, in the guide's voice on a free plan. */
const chat = (messages: string[]) =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent });

describe('a contrast with someone born in a named month', () => {
  it.each([
    ["prove it, something that wouldn't fit my sister (born in march)", 2],
    ['ok but that could apply to anyone. my brother was born in october', 9],
    ['tell me something that is not like my mum, she was born in january. prove it', 0],
  ])('hears "%s"', (message, month) => {
    expect(contrastMonth(message)).toBe(month);
  });

  it('does not hear a plain birth month as a contrast', () => {
    expect(contrastMonth('my sister was born in march, what sign is she')).toBeNull();
  });

  it('sets the month against their Sun and names what depends on their own day and hour', async () => {
    const replies = await chat([
      'astrology is nonsense but my sister pays for this',
      "prove it, something that wouldn't fit my sister (born in march)",
    ]);
    const reply = replies.at(-1)!;
    expect(reply).toMatch(/^Someone born in March has the Sun in Pisces \(to about the 20th\) or Aries \(after\)\./);
    expect(reply).toMatch(/Yours is in Cancer/);
    expect(reply).toMatch(/your Moon in Aries and Libra rising/);
    expect(reply).not.toMatch(/4th house|home|family|###/);
  });

  it('says so when their Sun could be the sibling’s too', () => {
    expect(contrastReply(chart, 6)).toMatch(/Your Sun is in Cancer too/);
  });
});
