// "Bullet points pls, what to watch in December, with dates": a blind review found the list kept one sentence of
// the month's section (one transit, sometimes a January date) and filled the rest with stock lines. Each of the
// month's dated markers is now its own line, its date first, from the engine's lunations and the chart's houses.
import { calculateNatalChart, houseIngresses, lunations, natalHouseOf } from '@stellara/astro';
import type { PersonalityId } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { humanDate } from './dates.ts';

const knowledge = seedKnowledge();
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const SENT = new Date('2026-11-30T12:00:00Z');
const DECEMBER = [new Date('2026-12-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')] as const;

async function lastReply(messages: string[], personality: PersonalityId = 'guide') {
  const turns = await runChat(messages, {
    chart: contextAt(natal, SENT),
    knowledge,
    personality,
    level: 'basic',
    tier: 'plus',
    sent: SENT,
  });
  return turns.at(-1)!.reading.text;
}

const listLines = (text: string) => text.split('\n').filter((l) => /^- /.test(l));

describe("a month's dates asked as a list", () => {
  it.each([
    ['guide', 'bullet points pls, what to watch in december with dates'],
    ['witchy', 'can you list the december dates i should know about? bullets'],
    ['coach', 'december: key dates as a list please'],
  ] as const)('%s: each new and full Moon of December is its own dated line (%s)', async (voice, message) => {
    const text = await lastReply([message], voice);
    const lines = listLines(text);
    for (const l of lunations(...DECEMBER)) {
      const line = lines.find((x) => x.includes(humanDate(l.at.slice(0, 10))));
      expect(line, `${l.kind} moon ${l.at}`).toBeDefined();
      expect(line).toContain(`${l.kind === 'new' ? 'New' : 'Full'} Moon in ${l.sign}`);
      expect(line).toContain(`your ${natalHouseOf(natal, l.longitude)}`);
    }
    // Every dated line is a December date: nothing from January slips under the month.
    for (const l of lines.filter((x) => /^- \*\*\d/.test(x))) expect(l).toMatch(/December 2026/);
  });

  it('names the planets entering a house that month, on their day', async () => {
    const text = await lastReply(['what should I watch in december? dates as bullet points']);
    const first = houseIngresses(natal, ...DECEMBER, ['Mars'])[0]!;
    expect(text).toContain(`**${humanDate(first.at.slice(0, 10))}**: Mars moves into your`);
  });

  it('asked without a list, the month stays one paragraph', async () => {
    const text = await lastReply(['what should I watch in december? dates please']);
    expect(listLines(text)).toHaveLength(0);
    expect(text).toMatch(/December 2026/);
  });
});
