import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { NOTHING_NEW, NOTHING_NEW_LINES, normal, unrepeated, withoutRepeats } from './said-once.ts';

const longLines = (text: string) =>
  text
    .split('\n')
    .map(normal)
    .filter((line) => line.split(' ').length >= 8);

describe('withoutRepeats', () => {
  const earlier = normal('The Sun stands in the ninth house, where it widens your world.');

  it('drops a long line the chat already holds, and a heading left alone', () => {
    const sections = [
      '### Your Sun\nThe Sun stands in the ninth house, where it widens your world.',
      'Something new that this chat has not said before at all.',
      'What next?',
    ];
    expect(withoutRepeats(sections, earlier)).toEqual([sections[1], sections[2]]);
  });

  it('keeps short lines and the closing question even when said before', () => {
    expect(withoutRepeats(['Yes.', 'The Sun stands in the ninth house, where it widens your world.'], earlier)).toEqual(
      ['Yes.', 'The Sun stands in the ninth house, where it widens your world.'],
    );
  });
});

describe('unrepeated', () => {
  const line = 'Thank you for telling me about this, it is a lot to carry.';

  it('drops a paragraph the chat already holds, or one said twice in the reply', () => {
    const reply = `${line}\n\nThe Moon in the fourth house is where comfort was first learnt.\n\n${line}`;
    expect(unrepeated(reply, [])).toBe(`${line}\n\nThe Moon in the fourth house is where comfort was first learnt.`);
    expect(unrepeated(reply, [line])).toBe('The Moon in the fourth house is where comfort was first learnt.');
  });

  it('keeps short paragraphs, and the reply whole when nothing else would be left', () => {
    expect(unrepeated('Glad to.\n\nAny time.', ['Glad to. Any time.'])).toBe('Glad to.\n\nAny time.');
    // "Shorter please": the point said again on purpose, inside a longer earlier reply.
    expect(unrepeated(line, [`Here is more.\n\n${line}\n\nAnd more.`])).toBe(line);
  });

  it('leaves nothing when the reply is an earlier one again, or only a lead-in to a body said before', () => {
    expect(unrepeated(line, ['Hello.', line])).toBe('');
    const body = 'The Moon in the fourth house is where comfort was first learnt, long before words.';
    expect(unrepeated(`Here's the short version, then what to do with it.\n\n${body}`, [body])).toBe('');
  });
});

describe('a computed answer asked for again', () => {
  const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
  const now = new Date('2026-03-01T12:00:00Z');
  const setup = { chart: contextAt(natal, now), knowledge: seedKnowledge(), tier: 'pro', sent: now } as const;

  it('says the answer again without repeating its details or technical notes', async () => {
    for (const level of ['basic', 'technical'] as const) {
      const [first, again] = await chatReplies(['do i have a t-square?', 'wait so do i have a t-square or not'], {
        ...setup,
        personality: 'guide',
        level,
      });
      expect(first).toMatch(/T-square/);
      expect(again).toMatch(/T-square/);
      const said = new Set(longLines(first!));
      expect(longLines(again!).filter((line) => said.has(line))).toEqual([]);
    }
  });
});

describe('a chat with nothing new left to say', () => {
  const sent = new Date('2026-11-28T12:00:00Z');
  const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
  const setup = {
    chart: contextAt(natal, sent),
    knowledge: seedKnowledge(),
    level: 'basic',
    tier: 'free',
    sent,
  } as const;

  // Asked for the chart again and again after something hard, the writer runs out of paragraphs the chat has not
  // had: that reply is the open question, under the line in their language when they write in another one.
  it.each([
    ['guide', 'my dad passed away last week', 'what does my chart say about it'],
    ['coach', 'my dog died this morning', 'what does my chart say'],
    ['mentor', 'i lost my job today', 'what does my chart say'],
    ['witchy', 'ma mère est morte hier', 'que dit mon thème ?'],
  ] as const)('%s: "%s", then "%s" again and again', async (personality, share, ask) => {
    const replies = await chatReplies([share, ...Array<string>(7).fill(ask)], { ...setup, personality });
    for (const reply of replies) expect(reply.trim(), share).not.toBe('');
    expect(replies.filter((reply) => reply.endsWith(NOTHING_NEW)).length, share).toBeGreaterThan(0);
    expect(NOTHING_NEW).toMatch(/\?$/);
    // Never a whole earlier reply again, and never a lead-in whose body was all said before.
    const said = replies.filter((reply) => !NOTHING_NEW_LINES.some((line) => reply.endsWith(line)));
    const bodies = said.map((reply) =>
      normal(
        reply
          .split('\n\n')
          .filter((p) => !/^Je continue/.test(p))
          .join(' '),
      ),
    );
    expect(new Set(bodies).size, share).toBe(bodies.length);
    for (const reply of replies) expect(reply, share).not.toMatch(/then what to do with it\.$|step by step\.$/);
  });
});
