// "Best career fit?" names kinds of work from the chart, and "one thing to stop" names one habit from its tension.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { asksCareerFit, asksStop, careerFitReply, stopReply } from './career-fit.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
// A second chart, so the answers are shown to follow the chart and not a fixed text.
const other = contextAt(calculateNatalChart({ ut: '1985-03-02T06:10:00Z', latitude: 40.4, longitude: -3.7 }), sent);
const knowledge = seedKnowledge();

/** The texts of a chat's replies, in the guide's voice on a free plan. */
const chat = (messages: string[]) =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent });

const sign = (c: typeof chart, name: string) => c.planets.find((p) => p.name === name)!.sign;

describe('career fit', () => {
  it.each([
    'best career fit for me? keep it brief',
    'what kind of work suits me',
    'qual carreira combina comigo?',
    'what job am i cut out for',
  ])('hears "%s"', (message) => {
    expect(asksCareerFit(message)).toBe(true);
  });

  it.each(['when will i find a job', "what's my midheaven sign", 'i hate my job'])('does not hear "%s"', (message) => {
    expect(asksCareerFit(message)).toBe(false);
  });

  it('names kinds of work, each with the placement it is read from', async () => {
    const reply = (await chat(['best career fit for me? keep it brief'])).at(-1)!;
    expect(reply).toMatch(/^Your chart points most to work/);
    expect(reply).toMatch(/such as \w+/);
    expect(reply).toContain(`your Midheaven is in ${sign(chart, 'Midheaven')}`);
    expect(reply.split(/\s+/).length).toBeLessThanOrEqual(80);
    expect(reply).not.toMatch(/###/);
  });

  it('follows the chart', () => {
    expect(careerFitReply(other)).toContain(`your Midheaven is in ${sign(other, 'Midheaven')}`);
    expect(careerFitReply(other)).not.toBe(careerFitReply(chart));
  });
});

describe('one thing to stop', () => {
  it.each([
    'and whats one thing i should stop doing',
    'what should i stop doing?',
    'o que eu devo parar de fazer?',
    'any bad habit i should drop',
  ])('hears "%s"', (message) => {
    expect(asksStop(message)).toBe(true);
  });

  it('names one habit to stop and the tension it comes from', async () => {
    const reply = (await chat(['best career fit for me?', 'and whats one thing i should stop doing'])).at(-1)!;
    expect(reply).toMatch(/^Stop [a-z]/);
    expect(reply).toMatch(/the tightest tension in your chart/);
    expect(reply).toMatch(/\b(square|opposition)\b/);
    expect(reply).not.toMatch(/North Node/);
  });

  it('reads the tension of the chart it is given', () => {
    expect(stopReply(other)).toMatch(/^Stop /);
    expect(stopReply(other)).not.toBe(stopReply(chart));
  });
});
