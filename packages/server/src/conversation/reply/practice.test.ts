// A ritual or practice asked for by name gets one, set on the next such Moon from the ephemeris and tied to the chart.
import { calculateNatalChart, lunations } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { humanDate } from './dates.ts';
import { asksPractice, nextMoon } from './practice.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();

/** The texts of a chat's replies on Stellara+. */
const chat = (messages: string[], voice: 'guide' | 'witchy' = 'guide') =>
  chatReplies(messages, { chart, knowledge, personality: voice, level: 'basic', tier: 'plus', sent });

const next = (kind: 'new' | 'full') =>
  lunations(sent, new Date(sent.getTime() + 40 * 86_400_000)).find((l) => l.kind === kind)!;

describe('asksPractice', () => {
  it.each([
    ['me passa um ritual simples pra lua nova', { practice: 'ritual', moon: 'new' }],
    ['any full moon ritual?', { practice: 'ritual', moon: 'full' }],
    ['give me a journaling prompt', { practice: 'journal', moon: null }],
    ['una meditación para la luna llena', { practice: 'meditation', moon: 'full' }],
    ['what should i do on the new moon, like a practice', { practice: 'ritual', moon: 'new' }],
  ])('reads "%s"', (message, expected) => {
    expect(asksPractice(message)).toEqual({ release: false, plain: false, ...expected });
  });

  it.each([
    ['a small ritual for letting go, nothing kitschy', { release: true, plain: true }],
    ['dame un ritual pequeño para cerrar esto', { release: true, plain: false }],
    ['a new moon ritual for money', { release: false, plain: false }],
  ])('hears the purpose and the register in "%s"', (message, expected) => {
    expect(asksPractice(message)).toMatchObject(expected);
  });

  it.each(["what's my moon sign", 'is the full moon affecting me?', 'tell me about my 12th house'])(
    'reads no practice in "%s"',
    (message) => {
      expect(asksPractice(message)).toBeNull();
    },
  );
});

describe('a practice asked for by name', () => {
  it.each(['me passa um ritual simples pra lua nova', 'a simple new moon ritual pls', 'ritual para la luna nueva?'])(
    'sets "%s" on the next New Moon, its sign and natal house',
    async (message) => {
      const reply = (await chat([message])).at(-1)!;
      const moon = next('new');
      const house = nextMoon(chart, sent, 'new')!.house!;
      expect(reply).toContain(`The next New Moon is on ${humanDate(moon.at.slice(0, 10))}, in ${moon.sign}`);
      expect(reply).toMatch(new RegExp(`your ${house}(st|nd|rd|th) house`));
      expect(reply).toMatch(/write one intention/i);
      // Tied to their own Moon, never a reading of some other placement.
      expect(reply).toMatch(/With your Moon in Aries/);
      expect(reply).not.toMatch(/###|Descendant/);
    },
  );

  it('gives a full moon journaling prompt on the next Full Moon', async () => {
    const reply = (await chat(['journaling prompt for the full moon?'])).at(-1)!;
    expect(reply).toContain(`The next Full Moon is on ${humanDate(next('full').at.slice(0, 10))}`);
    expect(reply).toMatch(/A prompt for that evening: "/);
  });

  it('opens in the voice and says nothing twice in one chat', async () => {
    const replies = await chat(['new moon ritual?', 'and a meditation for the full moon'], 'witchy');
    expect(replies[0]).toMatch(/^Moon magic it is/);
    const first = replies[0]!.split(/(?<=\.)\s+/);
    for (const sentence of first) expect(replies[1]).not.toContain(sentence);
  });
});
