// Whole chats asking how to handle a boss: about the boss, from the chart, in the length asked.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { asksAboutBoss } from './boss.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();
const words = (t: string) => t.replace(/[#*-]/g, ' ').split(/\s+/).filter(Boolean).length;

/** The reply to one message, in the coach's voice on a free plan. */
async function reply(message: string): Promise<string> {
  const [text = ''] = await chatReplies([message], {
    chart,
    knowledge,
    personality: 'coach',
    level: 'basic',
    tier: 'free',
    sent,
  });
  return text;
}

const saturn = chart.planets.find((p) => p.name === 'Saturn')!;
const mars = chart.planets.find((p) => p.name === 'Mars')!;

describe('a boss question', () => {
  it.each([
    'how do i handle my boss who micromanages me lol. short',
    'my manager breathes down my neck all day, what do i do? keep it short',
    'como lidar com meu chefe que controla tudo? curto',
  ])('"%s": the boss, Saturn and Mars, in 80 words or fewer', async (message) => {
    const text = await reply(message);
    expect(text).toMatch(/boss|watched|checked on/i);
    expect(text).toContain(`Saturn, how you meet authority, is in ${saturn.sign}`);
    expect(text).toContain(`Mars in ${mars.sign}`);
    expect(words(text.split('\n\n').at(-1)!)).toBeLessThanOrEqual(80);
    expect(text).not.toMatch(/###|Three moves/);
  });

  it('without a length asked, the Midheaven ruler too', async () => {
    const text = await reply('my manager is so controlling, how do i deal with her');
    expect(text).toMatch(/Your Midheaven is in \w+ and its ruler/);
    expect(words(text)).toBeGreaterThan(80);
  });

  it('a boss named without asking how to handle them is not this question', () => {
    expect(asksAboutBoss('my boss was born on 3 may, what sign is that')).toBe(false);
  });
});
