// Whole chats for the tenth round's computed timing answers: a lunation's date in the person's own zone; a
// progression asked in any of the reader's languages; a window of dates for a named period; where a transiting
// planet is now (and when a return is exact); a solar return cast for the city named.
import { calculateNatalChart } from '@stellara/astro';
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat, withoutLanguageLine } from '../../test-support/chat.ts';
import type { ChartBirth } from '../chart-context.ts';
import { contextAt } from '../session-chart.ts';

const SENT = new Date('2026-11-28T12:00:00Z');
// Born 15 July 1990, 13:30 BST, London (the dev chart).
const LONDON = { ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 };
// Born 4 May 1988, 11:00 CST, Guadalajara.
const GUADALAJARA = { ut: '1988-05-04T17:00:00Z', latitude: 20.67, longitude: -103.35 };
const GUADALAJARA_LOCAL = { date: '1988-05-04', time: '11:00', timezone: 'America/Mexico_City' };

interface Options {
  level?: 'basic' | 'technical';
  tier?: Tier;
  local?: ChartBirth['local'];
}

async function chat(birth: typeof LONDON, messages: string[], options: Options = {}) {
  const natal = calculateNatalChart(birth);
  const chart = contextAt(natal, SENT, { local: options.local ?? null });
  const turns = await runChat(messages, {
    chart,
    knowledge: seedKnowledge(),
    personality: 'guide',
    level: options.level ?? 'technical',
    tier: options.tier ?? 'plus',
    sent: SENT,
  });
  return turns.map((t) => ({ text: withoutLanguageLine(t.reading.text), plan: t.plan }));
}

const lastReply = async (birth: typeof LONDON, messages: string[], options?: Options) =>
  (await chat(birth, messages, options)).at(-1)!.text;

describe('secondary progressions asked in any of the reader’s languages', () => {
  it.each([
    'Sekundärprogressionen bitte: Sonne und Mond.',
    'Wo steht meine Sekundärprogression von Sonne und Mond?',
    'en mijn geprogresseerde maan en zon?',
    'secundaire progressies van zon en maan graag',
    'mes progressions secondaires : soleil et lune ?',
    'progressioni secondarie di sole e luna?',
    'what is my progressed moon doing? and progressed sun',
  ])('give the progressed positions, not the natal ones: %s', async (message) => {
    const reply = await lastReply(LONDON, [message]);
    expect(reply).toMatch(/progressed Moon is at 2° Virgo|Moon at 2° Virgo/);
    expect(reply).not.toMatch(/### Sun in Cancer|### Moon in Aries/);
  });
});
