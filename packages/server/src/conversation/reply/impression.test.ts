// Whole chats asking how other people read the person, alone and as one part of several questions.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { asksImpression } from './impression.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();
const chat = (messages: string[]) =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent });

const rising = chart.planets.find((p) => p.name === 'Ascendant')!.sign;
/** The tightest contact with the rising sign, as the ephemeris gives it. */
const onRising = chart.aspects.find((a) => a.p1 === 'Ascendant' || a.p2 === 'Ascendant')!;
const other = onRising.p1 === 'Ascendant' ? onRising.p2 : onRising.p1;
const sun = chart.planets.find((p) => p.name === 'Sun')!.sign;

describe('how other people read them', () => {
  it.each([
    'why do people think im cold',
    'why do i come across as intimidating',
    'por que la gente piensa que soy fría?',
  ])('"%s" is read from the rising sign and what touches it, not the Sun', async (message) => {
    expect(asksImpression(message)).toBe(true);
    const [reply] = await chat([message]);
    expect(reply).toContain(`${rising} rising`);
    expect(reply).toMatch(new RegExp(`${other} ${onRising.type} Ascendant|${other}.{0,60}${onRising.type}`));
    expect(reply).not.toMatch(new RegExp(`Sun in ${sun}|Sun, the part of you`));
  });

  it.each(["everyone says i'm moody, idk what i am", 'my friends think i should move'])(
    '"%s" tells or asks something else',
    (message) => {
      expect(asksImpression(message)).toBe(false);
    },
  );

  it.each([
    "what's my rising sign and what does it say about first impressions? also why do people think im cold",
    'whats my ascendant and what does it mean for first impressions? and why do ppl find me cold',
  ])('"%s": every part answered in order, each short', async (message) => {
    const [reply] = await chat([message]);
    const parts = reply!.split(/^### /m).slice(1);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(new RegExp(`Rising sign is ${rising}`));
    expect(parts[0]).not.toMatch(/Venus/);
    // The second part is the contact that meets people first, not a reading of the Sun.
    expect(parts[1]).toMatch(new RegExp(`${other}.{0,80}${onRising.type}`));
    expect(parts[1]).not.toMatch(/Sun, the part of you/);
    for (const part of parts) expect(part.split(/\s+/).length).toBeLessThanOrEqual(80);
  });
});

describe('how they fall in love, with the Venus they name', () => {
  const venus = chart.planets.find((p) => p.name === 'Venus')!.sign;
  it.each([
    'qué dice mi carta sobre cómo me enamoro? tengo venus en géminis creo',
    'o que meu mapa diz sobre como eu me apaixono? acho que tenho vênus em gêmeos',
    'how do i fall for people? pretty sure my venus is in gemini',
  ])('"%s": the Venus confirmed, then how it loves', async (message) => {
    const [reply] = await chat([message]);
    expect(reply).toContain(`Venus in ${venus}`);
    // Not only the placement confirmed: what attracts this Venus.
    expect(reply).toMatch(new RegExp(`Attraction for Venus in ${venus}`));
  });
});
