// Families of sentences that broke in review: a tight aspect without its other planet, "as we saw" about what the
// chat never said, a garbled image frame, and a "main point" line that repeats its own subject or cuts a word.
// Each is checked over whole chats in every voice, so a new wording of the same frame is caught too.
import { calculateNatalChart } from '@stellara/astro';
import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies, runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { voiceOf } from './voices/index.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();
const setup = (personality: (typeof personalityIds)[number]) => ({
  chart,
  knowledge,
  personality,
  level: 'basic' as const,
  tier: 'free' as const,
  sent,
});

const CHAT = [
  'what does my sun opposite saturn mean',
  'tell me about my career',
  'and my love life?',
  'what about my 10th house',
  'say the main point again in english',
  'what should i focus on this week',
];

describe('sentences that break', () => {
  it.each([...personalityIds])('never leaves a tight aspect without its other planet (%s)', async (voice) => {
    const replies = await chatReplies(CHAT, setup(voice));
    for (const reply of replies) {
      expect(reply).not.toMatch(/tight (?:conjunction|opposition|square|trine|sextile) \(/);
      // A garbled image: "a lamp around beliefs".
      expect(reply).not.toMatch(/\b(?:a|the) lamp around\b/);
      // "The main point was your 10th house. Your 10th house…", or a word cut to "th house".
      expect(reply).not.toMatch(/The main point was ([^.]+)\. \1/i);
      expect(reply).not.toMatch(/(?:^|[.:] )(?:st|nd|rd|th) house/m);
    }
  });

  it.each([...personalityIds])('keeps every suggestion frame a sentence with its area in place (%s)', (voice) => {
    const n = {
      drive: 'to be seen',
      theme: 'your identity',
      where: 'beliefs, travel and higher learning',
      step: 'say it once',
    };
    const lines = voiceOf(voice)
      .suggestions({ n, around: ` around ${n.where}`, index: 0 })
      .flat();
    for (const line of lines) {
      // "…is a lamp around beliefs": an image with the area hung on it by "around" reads as garbled.
      expect(line).not.toMatch(/\b(?:lamp|door|figure|lantern|candle) around\b/);
    }
  });

  it('says "as we saw" only about what an earlier reply of this chat said', async () => {
    const [first] = await runChat(['what is my moon sign?'], setup('guide'));
    // The same placements known from elsewhere (another chat, a card) but never said in this one.
    const elsewhere = { ...setup('guide'), readElsewhere: first!.reading.placements };
    for (const message of ['tell me about my moon', 'y mi luna?', 'my moon — what does it connect to?']) {
      const [fresh] = await chatReplies([message], elsewhere);
      expect(fresh, message).not.toMatch(/As we saw|once more/);
      // In the chat that said it, recalling it is fine.
      const [, recalled] = await chatReplies(['what is my moon sign?', message], setup('guide'));
      expect(recalled, message).toMatch(/Moon/);
    }
  });

  it('gives the main point in one sentence when its first line already names it', async () => {
    for (const voice of ['guide', 'coach'] as const) {
      const [, summary = ''] = await chatReplies(
        ['tell me about my 10th house', 'say the main point again in english'],
        setup(voice),
      );
      expect(summary, voice).toMatch(/^The main point: your 10th house/);
    }
  });
});
