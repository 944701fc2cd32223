// Whole chats that ask for another language mid-chat: the previous reply's main point, or the subject named.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { languageAskedFor, mainPointOf } from './language-switch.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();
const sentenceCount = (t: string) => t.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

/** The texts of a chat's replies, in the guide's voice on a free plan. */
const chat = (messages: string[]) =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent });

describe('asking for English mid-chat', () => {
  it.each([
    'perdón, can you answer in english too?',
    'can you say the main point in english',
    'en inglés por favor, lo principal',
    'pode resumir em inglês? é pra minha amiga',
  ])('"%s" after a Spanish question: the last reply\'s main point in two or three sentences', async (message) => {
    const [first, second] = await chat(['que significa mi luna en aries', message]);
    expect(first).toMatch(/### Moon in Aries/);
    expect(second).toMatch(/^The main point was your Moon in Aries/);
    expect(sentenceCount(second!)).toBeLessThanOrEqual(3);
    expect(second).not.toMatch(/inglés|###|Sun in|Big Three/);
  });

  it('a subject named goes on with that subject, in English', async () => {
    const replies = await chat([
      'que significa mi luna en aries',
      'tell me more about the mars thing, in english this time',
    ]);
    expect(replies[1]).toMatch(/Mars in Taurus/);
    expect(replies[1]).not.toMatch(/inglés|The main point/);
  });

  it('names a language only when it is asked for', () => {
    expect(languageAskedFor('can you answer in english too?')).toBe('en');
    expect(languageAskedFor('réponds en anglais stp')).toBe('en');
    expect(languageAskedFor('my english teacher is a leo')).toBeNull();
  });

  it('takes a plain reply with no headings to its first two sentences', () => {
    expect(mainPointOf('One. Two. Three. Four.')).toBe('One. Two.');
  });
});
