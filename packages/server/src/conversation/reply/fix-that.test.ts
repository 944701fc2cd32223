// "How do I fix that? one thing only" after a weakness was named: one step, about that weakness.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();
const chat = (messages: string[]) =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent });

/** The weakness the first reply named, in its own words. */
const namedWeakness = (reply: string) => /you can be (?:someone who )?([^.]+)\./.exec(reply)?.[1];

describe('a step for the weakness just named', () => {
  it.each([
    ['whats my biggest weakness', 'how do i fix that. one thing only'],
    ['short answer: my biggest weakness?', 'ok how can i work on that? just one thing'],
    ['mi mayor debilidad? en una frase', 'y cómo lo mejoro? solo una cosa'],
  ])('"%s" then "%s": one step aimed at it', async (weakness, fix) => {
    const [named, step] = await chat([weakness, fix]);
    const trait = namedWeakness(named!);
    expect(trait).toBeTruthy();
    expect(step).toContain(`You can be someone who ${trait}. One step for it:`);
    expect(step).not.toMatch(/###/);
    expect(step!.split(/\s+/).length).toBeLessThanOrEqual(80);
  });

  it('"fix that" with no weakness named before gets the usual one step', async () => {
    const [, step] = await chat(['tell me about my moon', 'how do i fix that. one thing only']);
    expect(step).not.toMatch(/One step for it/);
  });
});
