import { calculateNatalChart } from '@stellara/astro';
import { type PersonalityId, personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { chartContextFrom } from '../chart-context.ts';
import { selectHook } from '../hook-select.ts';
import { contextAt } from '../session-chart.ts';
import { frameWords, repeatedFrames } from './frames.ts';
import { voiceOf } from './voices/index.ts';

const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-03-01T12:00:00Z');
const base = contextAt(natal, now);
const chart = base;
const knowledge = seedKnowledge();
const CLOSING = new Set(personalityIds.flatMap((id) => voiceOf(id).closingHeadings));

/** Ten messages as a person might send them: self, love, career, a planet, a house, more twice, an aspect, timing, thanks. */
const TEN = [
  'Tell me about myself',
  'What does my chart say about love?',
  'and my career?',
  'Tell me about my Venus',
  'What does my 4th house mean?',
  'Tell me more',
  'tell me more',
  'What does my Sun square Moon mean?',
  "What's coming up for me this year?",
  'Thanks, that was helpful!',
];

/** A chat as send-message.ts runs it: each reply's placements and text fed back as `used` and `earlier`. */
const chat = (messages: readonly string[], personality: PersonalityId, level: 'basic' | 'technical') =>
  chatReplies(messages, { chart, knowledge, personality, level, tier: 'pro', sent: now });

describe('repeatedFrames', () => {
  it('counts two sentences that differ only in chart words as one frame', () => {
    const found = repeatedFrames([
      'Your Moon in Leo shows how you look after yourself when the day goes wrong.',
      'Your Venus in Aries shows how you look after yourself when the day goes wrong.',
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]!.frame).toBe('your planet in sign shows how you look after yourself when the day goes wrong');
    expect(found[0]!.replies).toEqual([0, 1]);
  });

  it('finds a frame repeated inside one reply, and ignores runs shorter than eight words', () => {
    expect(
      repeatedFrames(['Ask yourself what that has protected you from. Ask yourself what that has protected you from.']),
    ).toHaveLength(1);
    expect(repeatedFrames(['one two three four five six seven.', 'one two three four five six seven.'])).toEqual([]);
  });

  it('reads house ordinals, aspects and degrees as placeholders', () => {
    expect(frameWords('the 7th house, a square (0.8°)')).toEqual(['the', 'nth', 'house', 'a', 'aspect', 'num']);
  });
});

describe('a ten-message chat never repeats a sentence frame', () => {
  for (const level of ['basic', 'technical'] as const) {
    it.each(personalityIds)(`%s, ${level}`, async (personality) => {
      const replies = await chat(TEN, personality, level);
      const repeats = repeatedFrames(replies);
      expect(repeats.map((r) => `${r.replies.join(',')}: ${r.frame}`)).toEqual([]);
      // Nor a closing heading: "### Three moves for this week" under every reply is a form letter too.
      const closings = replies.flatMap((r) => r.match(/^### .*$/gm) ?? []).filter((h) => CLOSING.has(h.slice(4)));
      expect(closings.length).toBeGreaterThan(0);
      expect(closings).toEqual([...new Set(closings)]);
    });
  }
});

describe('keywords sit in sentences', () => {
  it.each(personalityIds)('no parenthesis holds only knowledge-base words (%s)', async (personality) => {
    for (const level of ['basic', 'technical'] as const) {
      const replies = await chat(TEN, personality, level);
      for (const r of replies) {
        // A parenthesis may hold a fact (an orb, a date, a sign on a cusp) or a clause, never a bare word list.
        const prose = r.replace(/### Technical notes[\s\S]*$/, '');
        const bare = [...prose.matchAll(/\(([^()]*)\)/g)]
          .map((m) => m[1]!)
          .filter(
            (inside) =>
              !/\d|°|:|\bruler\b|\bon its cusp\b|\bmodern\b|rising|retrograde|\b(is|are|was|were)\b/.test(inside),
          );
        expect(bare, r).toEqual([]);
        expect(r).not.toMatch(/Its ingredients:|Pattern: /);
      }
    }
  });
});

describe('the Big Three recap', () => {
  it('says "once more" only when this chat gave the Big Three before', async () => {
    // The Sun was read, the Moon and the Rising sign never were: only the Sun is recalled, and not as the Big Three.
    const [, self] = await chat(['Tell me about my Sun', 'Tell me about myself'], 'guide', 'basic');
    expect(self).not.toMatch(/Big Three, once more/i);
    expect(self).toMatch(/As we saw, your Sun is in Cancer\./);
    const again = await chat(
      ['Tell me about myself', 'What does my chart say about love?', 'Tell me about me'],
      'guide',
      'basic',
    );
    expect(again[2]).toMatch(/Big Three/);
  });
});

describe('hooks', () => {
  const charts = [
    '1990-07-15T12:30:00Z',
    '1962-02-04T06:00:00Z',
    '2000-01-01T00:00:00Z',
    '1975-05-20T08:15:00Z',
    '1983-11-03T22:40:00Z',
    '1995-09-09T14:05:00Z',
    '1968-12-24T03:30:00Z',
    '1979-03-28T17:50:00Z',
    '2003-06-11T10:20:00Z',
    '1988-08-08T08:08:00Z',
    '1971-10-31T23:59:00Z',
    '1999-02-14T05:45:00Z',
    '1993-04-01T12:00:00Z',
    '1986-01-28T16:39:00Z',
    '2005-07-07T07:07:00Z',
    '1958-09-17T19:10:00Z',
  ];
  const hooks = charts
    .map((ut) => selectHook(chartContextFrom(calculateNatalChart({ ut, latitude: 51.5, longitude: -0.12 }))))
    .filter((h) => h !== null)
    .slice(0, 12);

  it('no closing line is shared by more than two of twelve hooks', () => {
    expect(hooks).toHaveLength(12);
    const closings = new Map<string, number>();
    for (const h of hooks) {
      const last = frameWords(h.hook.hook.match(/[^.!?]+[.!?]*$/)?.[0] ?? '').join(' ');
      closings.set(last, (closings.get(last) ?? 0) + 1);
    }
    const shared = [...closings].filter(([, n]) => n > 2);
    expect(shared).toEqual([]);
  });
});
