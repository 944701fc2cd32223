import { calculateNatalChart } from '@stellara/astro';
import { type PersonalityId, personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies, runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { builtinReply, writeReply } from './builtin-writer.ts';
import { planReply } from './plan.ts';

const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-03-01T12:00:00Z');
const base = contextAt(natal, now);
const chart = base;
const knowledge = seedKnowledge();

const words = (t: string) => t.replace(/[#*-]/g, ' ').split(/\s+/).filter(Boolean).length;
const paragraphs = (t: string) =>
  t
    .split(/\n+/)
    .map((p) =>
      p
        .replace(/^#+\s*/, '')
        .trim()
        .toLowerCase(),
    )
    .filter((p) => p.split(/\s+/).length >= 8);
const sentences = (t: string) =>
  (t.replace(/^#+.*$/gm, '').match(/[^.!?\n]+[.!?]/g) ?? [])
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 20);

/** A whole chat: each message planned with the memory of the ones before, like the conversation service does. */
const chat = (messages: string[], personality: PersonalityId = 'guide', level: 'basic' | 'technical' = 'basic') =>
  chatReplies(messages, { chart, knowledge, personality, level, tier: 'pro', sent: now });

const SCRIPT = [
  'Tell me about my chart',
  'Tell me more',
  'ok',
  'What does my Moon sign say about me?',
  'Tell me more',
  'Will I find love this year?',
  'What about my career?',
  'asdf',
  'What is a trine?',
];

describe('the built-in writer', () => {
  it.each(personalityIds)('never repeats a paragraph within a chat (%s)', async (personality) => {
    const replies = await chat(SCRIPT, personality);
    const seen = new Set<string>();
    for (const r of replies) {
      for (const p of paragraphs(r)) {
        expect(seen.has(p), p).toBe(false);
        seen.add(p);
      }
    }
  });

  it.each(personalityIds)('keeps basic readings within 120-250 words (%s)', async (personality) => {
    const replies = await chat(
      [
        'Tell me about my chart',
        'What does my Moon sign say about me?',
        'What about my career?',
        'Will I find love this year?',
      ],
      personality,
    );
    for (const r of replies) {
      expect(words(r), r).toBeGreaterThanOrEqual(120);
      expect(words(r), r).toBeLessThanOrEqual(250);
    }
  });

  it('answers the question asked: the Moon gets the Moon, a definition is defined', async () => {
    const [moon, trine] = await chat(['What does my Moon sign say about me?', 'What is a trine?']);
    expect(moon).toMatch(/Moon in Aries/);
    expect(trine).toMatch(/A trine is an angle of about 120°/);
    expect(trine).toMatch(/trine/);
  });

  it('speaks in five voices that share facts, not sentences', async () => {
    const replies = await Promise.all(
      personalityIds.map((p) => chat(['What does my Moon sign say about me?'], p).then((r) => r[0]!)),
    );
    for (let i = 0; i < replies.length; i++) {
      for (let j = i + 1; j < replies.length; j++) {
        const a = sentences(replies[i]!);
        const b = new Set(sentences(replies[j]!));
        const shared = a.filter((s) => b.has(s)).length / Math.max(1, a.length);
        expect(shared, `${personalityIds[i]} / ${personalityIds[j]}`).toBeLessThan(0.4);
      }
      expect(replies[i]).toMatch(/Moon/);
    }
  });

  it('adds degrees, orbs, rulers, dignities and the house system at the technical level', async () => {
    const [r] = await chat(['Tell me about my Venus'], 'mentor', 'technical');
    expect(r).toMatch(/Venus \d+°\d\d' Gemini/);
    expect(r).toMatch(/House system: Placidus/);
    expect(r).toMatch(/ruled by Mercury/);
  });

  it('declines off-topic requests briefly and steers back to the chart', async () => {
    const [r] = await chat(['Can you give me a banana bread recipe?']);
    expect(words(r!)).toBeLessThan(60);
    expect(r).toMatch(/chart/);
    expect(r).not.toMatch(/###/);
  });

  it('writes articles that fit the word ("an opposition", never "a opposition")', async () => {
    const replies = await chat(SCRIPT, 'guide', 'technical');
    for (const r of replies) expect(r).not.toMatch(/\ba (opposition|aspect|angle)\b/);
  });
});

describe('timing in the built-in writer', () => {
  it('names the transits it shows, and a follow-up moves on to others', async () => {
    const messages = ["What's coming up for me?", 'Tell me more'];
    const turns = await runChat(messages, {
      chart,
      knowledge,
      personality: 'guide',
      level: 'basic',
      tier: 'plus',
      sent: now,
    });
    const replies = turns.map((t) => t.reading.text);
    const named = turns.map((t) => t.reading.placements.filter((p) => p.startsWith('transiting ')));
    expect(named[0]!.length).toBeGreaterThan(0);
    for (const label of named[0]!)
      expect(replies[0]).toContain(label.replace(/^transiting (\w+) .*$/, 'Transiting $1'));
    expect(named[1]!.filter((l) => named[0]!.includes(l))).toEqual([]);
  });

  it('says whether Mercury is retrograde now, first, from the sky at the message time', async () => {
    const [r] = await chatReplies(['Is Mercury retrograde affecting me?'], {
      chart,
      knowledge,
      personality: 'coach',
      level: 'basic',
      tier: 'plus',
      sent: now,
    });
    const sky = chart.sky!;
    expect(r).toMatch(
      sky.mercury.retrograde
        ? /^Yes, Mercury is retrograde now: as of [^,]+, Mercury is in \w+, at [^,]+, retrograde/
        : /^No, Mercury is not retrograde now: as of [^,]+, Mercury is in \w+, at [^,]+, moving direct/,
    );
  });

  it('answers thanks in a few warm words with one offer, and a question about itself honestly', async () => {
    const [, thanks, bot] = await chat([
      'What does my Moon sign say about me?',
      'thanks, that really helped!',
      'are you a real person or a bot?',
    ]);
    expect(words(thanks!)).toBeLessThanOrEqual(60);
    expect(thanks!.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(thanks).toMatch(/your (Sun|Moon|Venus|Mars|Mercury|Jupiter|Saturn|Rising|\w+ house)/);
    expect(bot).toMatch(/not a person|automated/i);
  });

  it('meets a loss before the chart and names no price on that turn, even on a free plan', async () => {
    for (const personality of personalityIds) {
      const [r = ''] = await chatReplies(['my dad died last week and i feel lost'], {
        chart,
        knowledge,
        personality,
        level: 'basic',
        tier: 'free',
        sent: now,
      });
      expect(r.split('\n')[0]).toMatch(/sorry|your dad/i);
      expect(r).not.toMatch(/\$|\/month|Stellara\+|upgrade/);
    }
  });

  it('says plainly that no chart can promise an outcome', async () => {
    const [r] = await chat(['will i ever be rich?']);
    expect(r).toMatch(/promise/i);
  });

  it('answers a question in another language with an honest first line in that language', async () => {
    const [r] = await chat(['¿qué significa mi luna en aries?']);
    expect(r!.split('\n')[0]).toMatch(/inglés/);
    expect(r).toMatch(/Moon in Aries|Moon is in Aries/);
  });

  it('keeps a short answer within 80 words', async () => {
    for (const personality of personalityIds) {
      const [r] = await chat(["keep it short please: what's my biggest weakness?"], personality);
      expect(words(r!)).toBeLessThanOrEqual(80);
    }
  });
});

describe('referring back to what the person told', () => {
  it('puts the recall line right after the opening, once', async () => {
    const plan = planReply({
      message: 'What does my Venus say about love?',
      chart,
      tier: 'pro',
      level: 'basic',
      earlierQuestions: ["I've been fighting with my boyfriend a lot"],
      used: [],
      hook: null,
      sent: now,
    });
    const line = 'You mentioned the fights with your boyfriend; your Venus speaks to that directly.';
    const r = await writeReply(
      {
        plan: { ...plan, recall: { line, phrase: 'the fights with your boyfriend' } },
        chart,
        personality: 'guide',
        level: 'basic',
        earlier: [],
      },
      knowledge,
    );
    const [first] = r.text.split('\n\n');
    expect(first).toContain(line);
    expect(r.text.split(line)).toHaveLength(2);
  });
});

describe('a timing question gets its answer first', () => {
  it.each(personalityIds)(
    'names the period and its heaviest passage, with its dates, before any placement (%s)',
    async (voice) => {
      const [r = ''] = await chatReplies(['what does april 2026 hold for me?'], {
        chart,
        knowledge,
        personality: voice,
        level: 'basic',
        tier: 'plus',
        sent: now,
      });
      const [first] = r.split('\n\n');
      expect(first).toMatch(/^### April 2026\n/);
      expect(first).toMatch(
        /(exact on|close but not exact this time) .*\(in orb \d{1,2} [A-Z][a-z]+( \d{4})? to \d{1,2} [A-Z][a-z]+ \d{4}\)/,
      );
      expect(first).toMatch(/the Moon is (new|full) in \w+ on \d{1,2} April 2026/);
    },
  );
});

describe('a chart in the frame the member chose', () => {
  const whole = contextAt(
    calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12, houseSystem: 'W' }),
    now,
  );
  const lahiri = contextAt(
    calculateNatalChart({
      ut: '1990-07-15T12:30:00Z',
      latitude: 51.5,
      longitude: -0.12,
      zodiac: 'Sidereal',
      ayanamsa: 'LAHIRI',
    }),
    now,
  );
  const reply = (c: typeof chart, message: string, level: 'basic' | 'technical', history: string[] = []) =>
    builtinReply(
      {
        message,
        chart: c,
        tier: 'pro',
        personality: 'guide',
        level,
        history: history.flatMap((h) => [
          { role: 'user', content: 'earlier' },
          { role: 'assistant', content: h },
        ]),
      },
      knowledge,
    );

  it('says the chosen frame once at the basic level, and never for Placidus and tropical', async () => {
    const first = await reply(whole, 'What does my Sun mean?', 'basic');
    const once = "I'm reading your chart in Whole Sign houses, as you chose in Settings.";
    expect(first.text).toContain(once);
    // Ada's Sun is in the 10th house in whole signs (the 9th in Placidus).
    expect(first.text).toMatch(/10th house/);
    expect(first.text.trim().endsWith('?')).toBe(true);
    const second = await reply(whole, 'And my Moon?', 'basic', [first.text]);
    expect(second.text).not.toContain(once);
    const placidus = await reply(chart, 'What does my Sun mean?', 'basic');
    expect(placidus.text).not.toMatch(/as you chose in Settings/);
  });

  it('names the house system and the zodiac at the technical level where it cites houses and degrees', async () => {
    const r = await reply(lahiri, 'What does my Sun mean?', 'technical');
    expect(r.text).toContain('House system: Placidus houses, sidereal zodiac, Lahiri ayanamsa.');
    expect(r.text).toMatch(/Sun \d+°\d+' Gemini/);
    // The notes name it every time: no extra sentence at this level.
    expect(r.text).not.toContain('as you chose in Settings');
  });
});

describe('a technique the reader does not compute', () => {
  const ask = (message: string, taught: Record<string, string>) =>
    builtinReply(
      { message, chart, tier: 'plus', personality: 'guide', level: 'basic', history: [] },
      {
        ...knowledge,
        technique: async (name) =>
          taught[name] ? { summary: taught[name], keywords: [], gifts: [], shadow: [], source: 'graph' } : null,
      },
    );

  it('is explained from what the knowledge graph holds on it, in whole sentences', async () => {
    const text =
      'Profections move one house a year. The sign of that house names the year. Its ruler is the lord of the year. It colours the whole twelve months. A fifth sentence is left for another reply.';
    const reply = await ask('what is a profection year?', { profections: text });
    expect(reply.text).toContain('### Profections');
    expect(reply.text).toContain('Profections move one house a year. The sign of that house names the year.');
    expect(reply.text).not.toContain('A fifth sentence');
    expect(reply.text).not.toContain('among its major patterns');
  });

  it('is said to be unknown rather than guessed, and never answered with the Big Three', async () => {
    const reply = await ask('What are planetary hours?', {});
    expect(reply.text).toContain("I don't have notes on planetary hours");
    expect(reply.text).not.toContain('three pillars');
  });
});
