import { calculateNatalChart } from '@stellara/astro';
import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../../knowledge/meanings.ts';
import { runChat } from '../../../test-support/chat.ts';
import { contextAt } from '../../session-chart.ts';
import { article, theBody } from './grammar.ts';

describe('naming bodies in a sentence', () => {
  it('gives the Sun and the Moon their article, and planets none', () => {
    expect(theBody('Sun')).toBe('the Sun');
    expect(theBody('Moon')).toBe('the Moon');
    expect(theBody('Saturn')).toBe('Saturn');
    expect(theBody('Venus')).toBe('Venus');
    expect(article('opposition')).toBe('an opposition');
    expect(article('square')).toBe('a square');
  });

  // A reviewer read "comes from Sun": replies put a bare "Sun" or "Moon" after a word that needs "the" before it.
  // Every voice, both levels, for charts whose aspects and rulers bring the Sun and the Moon into the reply.
  it('built-in replies never say "of Sun", "ruled by Moon" and the like', async () => {
    const bare = /\b(from|of|to|by|with|in|on|rules|ruled by|and|between|through|into|like|than) (Sun|Moon)\b/g;
    const knowledge = seedKnowledge();
    const now = new Date('2026-11-28T12:00:00Z');
    const messages = ['tell me about my sun', 'what about my moon', 'yes that is me', 'my career', 'tell me more'];
    const found: string[] = [];
    for (const [ut, latitude, longitude] of [
      ['1990-07-15T12:30:00Z', 51.5, -0.12],
      ['1961-04-20T05:10:00Z', 40.7, -74],
      ['1984-12-03T21:45:00Z', -33.9, 151.2],
    ] as const) {
      const natal = calculateNatalChart({ ut, latitude, longitude });
      const chart = contextAt(natal, now, {
        local: { date: ut.slice(0, 10), time: ut.slice(11, 16), timezone: 'UTC' },
      });
      for (const personality of personalityIds) {
        for (const level of ['basic', 'technical'] as const) {
          const turns = await runChat(messages, { chart, knowledge, personality, level, tier: 'pro', sent: now });
          for (const { reading: reply } of turns) {
            for (const m of reply.text.matchAll(bare)) {
              const before = reply.text.slice(Math.max(0, m.index - 20), m.index);
              // "your Sun and Moon", "the Sun and Moon": the first name carries the article for both.
              if (m[1] === 'and' && /\b(your|the|their) \w+ $/i.test(before)) continue;
              found.push(`${personality} ${level}: …${before}${m[0]}`);
            }
          }
        }
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
