import { FIRST_CHART_MESSAGE, type PersonalityId, personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import {
  chooseRecall,
  REMEMBERED_MAX,
  type Remembered,
  recalledIn,
  recallLine,
  rememberFrom,
} from './person-memory.ts';
import { secondPerson } from './told-phrases.ts';
import { understandingReader } from './understanding/reader.ts';
import type { Understanding } from './understanding/understanding.ts';

/** An Understanding with only the fields a test sets. */
function understood(over: Partial<Omit<Understanding, 'about'>> & { about?: Partial<Understanding['about']> } = {}) {
  const { about, ...rest } = over;
  return {
    acts: ['ask'],
    time: null,
    situation: null,
    language: 'en',
    ...rest,
    about: { topics: [], points: [], houses: [], signs: [], aspects: [], aspectNames: [], techniques: [], ...about },
  } as Understanding;
}

const told = (content: string, at: string, conversationId = 'chat-1') => ({ content, at, conversationId });
const item = (over: Partial<Remembered>): Remembered => ({
  kind: 'conflict',
  phrase: 'the fights with your boyfriend',
  at: '2026-03-01T10:00:00.000Z',
  conversationId: 'chat-1',
  topics: ['love'],
  ...over,
});
const venusLove = understood({ acts: ['ask'], about: { topics: ['love'], points: ['Venus'] } });

describe('turning their words to second person', () => {
  it('turns I, my, me and am into you, your and are', () => {
    expect(secondPerson("I soak up everyone's moods at work")).toBe("you soak up everyone's moods at work");
    expect(secondPerson('my boss yells at me and I am tired')).toBe('your boss yells at you and you are tired');
    expect(secondPerson("i'm done, I was fired")).toBe("you're done, you were fired");
  });
});

describe('what the person told (with a stand-in reader)', () => {
  const reads: Record<string, Understanding> = {
    "I've been fighting with my boyfriend a lot": understood({ acts: ['share'], about: { topics: ['love'] } }),
    'my dad died last month': understood({
      acts: ['share'],
      situation: 'bereavement',
      about: { topics: ['family', 'emotions'] },
    }),
    "yes, that's me, I soak up everyone's moods at work": understood({
      acts: ['share', 'agree'],
      about: { topics: ['career'] },
    }),
    'what does my Venus say about love?': venusLove,
    'should i quit my job and move to lisbon?': understood({
      acts: ['share', 'ask'],
      situation: 'decision',
      about: { topics: ['career', 'travel'] },
    }),
    'me peleo mucho con mi novio': understood({ acts: ['share'], situation: 'conflict', language: 'es' }),
    [FIRST_CHART_MESSAGE]: understood({ acts: ['share'], about: { topics: ['self'] } }),
  };
  const read = (text: string) => reads[text] ?? understood();

  it('keeps the fights with a boyfriend, a loss, a decision and a told habit, in their words', () => {
    const got = rememberFrom(
      [
        told("I've been fighting with my boyfriend a lot", '2026-03-01T10:00:00Z'),
        told('what does my Venus say about love?', '2026-03-01T10:05:00Z'),
        told('my dad died last month', '2026-03-01T10:10:00Z'),
        told("yes, that's me, I soak up everyone's moods at work", '2026-03-01T10:15:00Z'),
        told('should i quit my job and move to lisbon?', '2026-03-01T10:20:00Z'),
      ],
      read,
    );
    // Newest first; the plain question tells nothing and is not kept.
    expect(got.map((r) => [r.kind, r.phrase])).toEqual([
      ['decision', 'the decision about whether to quit your job and move to lisbon'],
      ['career', "how you soak up everyone's moods at work"],
      ['bereavement', 'losing your dad'],
      ['conflict', 'the fights with your boyfriend'],
    ]);
    expect(got[3]).toMatchObject({ at: '2026-03-01T10:00:00Z', conversationId: 'chat-1', topics: ['love'] });
  });

  it('never quotes a death as a subject', () => {
    const [loss] = rememberFrom([told('my dad died last month', '2026-03-01T10:10:00Z')], read);
    expect(loss?.phrase).not.toMatch(/death|died|dead/);
  });

  it('names a situation in another language in general terms, and skips the app’s own first message', () => {
    const got = rememberFrom(
      [told('me peleo mucho con mi novio', '2026-03-01T10:00:00Z'), told(FIRST_CHART_MESSAGE, '2026-03-01T09:00:00Z')],
      read,
    );
    expect(got.map((r) => r.phrase)).toEqual(["the tension you've been having"]);
  });

  it('never quotes heavy news back as a told habit when no situation was read', () => {
    const shared = () => understood({ acts: ['share'], about: { topics: ['health'] } });
    expect(rememberFrom([told('i had a miscarriage in march', '2026-03-01T10:00:00Z')], shared)).toEqual([]);
    expect(rememberFrom([told('i started running in march', '2026-03-01T10:00:00Z')], shared)[0]?.phrase).toBe(
      'how you started running in march',
    );
  });

  it('keeps one entry per phrase and at most the newest few', () => {
    const messages = Array.from({ length: 12 }, (_, i) =>
      told(`i adopted puppy number ${i} last week`, `2026-03-01T10:${String(10 + i).padStart(2, '0')}:00Z`),
    );
    messages.push(told("I've been fighting with my boyfriend a lot", '2026-03-01T09:00:00Z'));
    messages.push(told("I've been fighting with my boyfriend a lot", '2026-03-01T09:30:00Z'));
    const readHome = (text: string) => reads[text] ?? understood({ acts: ['share'], about: { topics: ['home'] } });
    const got = rememberFrom(messages, readHome);
    expect(got).toHaveLength(REMEMBERED_MAX);
    expect(got[0]?.phrase).toBe('how you adopted puppy number 11 last week');
    const once = rememberFrom(messages.slice(-2), readHome);
    expect(once).toHaveLength(1);
    expect(once[0]?.at).toBe('2026-03-01T09:30:00Z');
  });
});

describe('referring back', () => {
  it('recalls the fights when they ask what their Venus says about love', () => {
    const line = recallLine([item({})], venusLove, 'guide', 0);
    expect(line).toBe('You mentioned the fights with your boyfriend; your Venus speaks to that directly.');
  });

  it('says nothing when the question is about another part of life', () => {
    const career = understood({ about: { topics: ['career'], points: ['Midheaven'] } });
    expect(recallLine([item({})], career, 'guide', 0)).toBeNull();
    // A bare reading of the whole person matches nothing in particular.
    expect(recallLine([item({})], understood({ about: { topics: ['self'] } }), 'guide', 0)).toBeNull();
  });

  it('stays out of thanks, greetings and requests for a short answer', () => {
    const thanks = understood({ acts: ['thank'], about: { topics: ['love'] } });
    const short = understood({ acts: ['ask', 'brevity'], about: { topics: ['love'] } });
    expect(recallLine([item({})], thanks, 'guide', 0)).toBeNull();
    expect(recallLine([item({})], short, 'guide', 0)).toBeNull();
  });

  it('never recalls a thing kept without words of its own ("You spoke of what you told me")', () => {
    const unnamed = item({ phrase: 'what you told me' });
    expect(chooseRecall([unnamed], venusLove, 'mystical', 0)).toBeNull();
    expect(chooseRecall([unnamed, item({})], venusLove, 'mystical', 0)?.phrase).toBe('the fights with your boyfriend');
  });

  it('never recalls the same thing two replies running, and picks another relevant one instead', () => {
    const job = item({ kind: 'career', phrase: 'your new job at the bakery', topics: ['career', 'love'] });
    const recalled = recalledIn('You mentioned the fights with your boyfriend; your Venus speaks to it.', [
      item({}),
      job,
    ]);
    expect(recalled).toEqual(['the fights with your boyfriend']);
    expect(recallLine([item({})], venusLove, 'guide', 0, { recalled })).toBeNull();
    expect(chooseRecall([item({}), job], venusLove, 'guide', 0, { recalled })?.phrase).toBe(
      'your new job at the bakery',
    );
  });

  it('never recalls on the message where it was told, nor what they are telling again now', () => {
    expect(recallLine([item({})], venusLove, 'guide', 0, { before: '2026-03-01T10:00:00.000Z' })).toBeNull();
    const again = understood({ acts: ['share', 'ask'], situation: 'conflict', about: { topics: ['love'] } });
    expect(recallLine([item({})], again, 'guide', 0)).toBeNull();
  });

  it('never uses one recall frame twice in a chat', () => {
    const job = item({ kind: 'career', phrase: 'your new job at the bakery', topics: ['love'] });
    const first = recallLine([item({})], venusLove, 'guide', 0);
    const second = recallLine([job], venusLove, 'guide', 0, { earlier: [`Intro. ${first}\n\nMore.`] });
    expect(second).toBe("You told me about your new job at the bakery, so let's read your Venus with that in mind.");
    expect(recallLine([job], venusLove, 'guide', 0, { earlier: [first!, second!] })).toBeNull();
  });

  it('prefers what is closest to the question, then the newest', () => {
    const older = item({
      phrase: 'how you hate small talk',
      kind: 'friends',
      topics: ['friends'],
      at: '2026-01-01T00:00:00Z',
    });
    const both = item({
      phrase: 'how your partner travels',
      kind: 'love',
      topics: ['love', 'travel'],
      at: '2026-01-02T00:00:00Z',
    });
    const u = understood({ about: { topics: ['love', 'travel'] } });
    expect(chooseRecall([item({}), older, both], u, 'coach', 1)?.phrase).toBe('how your partner travels');
  });

  it('recalls a loss gently, with no chart words pinned to it, in every voice', () => {
    const loss = item({ kind: 'bereavement', phrase: 'losing your dad', topics: ['family', 'emotions'] });
    const moon = understood({ about: { topics: ['emotions'], points: ['Moon'] } });
    for (const voice of personalityIds as readonly PersonalityId[]) {
      for (const seed of [0, 1]) {
        const line = recallLine([loss], moon, voice, seed);
        expect(line).toContain('losing your dad');
        expect(line).not.toMatch(/Moon|speaks to|test|point|topic|death/);
      }
    }
  });

  it('gives each voice its own shapes, one sentence each', () => {
    const lines = (personalityIds as readonly PersonalityId[]).flatMap((voice) =>
      [0, 1].map((seed) => recallLine([item({})], venusLove, voice, seed)),
    );
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) {
      expect(line).toContain('the fights with your boyfriend');
      expect(line?.match(/[.!?](\s|$)/g)?.length).toBe(1);
    }
    // Without a point or a house, the line names none.
    const love = understood({ about: { topics: ['love'] } });
    expect(recallLine([item({})], love, 'guide', 0)).toBe(
      "You mentioned the fights with your boyfriend, so I'll read this with that in mind.",
    );
  });
});

describe("with the server's understanding step", () => {
  const read = (text: string) => understandingReader().understand(text, { sent: new Date('2026-03-01T12:00:00Z') });

  it('remembers the fights and recalls them for a question about Venus and love', () => {
    const remembered = rememberFrom(
      [
        told("I've been fighting with my boyfriend a lot", '2026-03-01T10:00:00Z'),
        told('what does my Moon sign say about me?', '2026-03-01T10:02:00Z'),
      ],
      read,
    );
    expect(remembered.map((r) => r.phrase)).toEqual(['the fights with your boyfriend']);
    const line = recallLine(remembered, read('what does my Venus say about love?'), 'guide', 0);
    expect(line).toMatch(/the fights with your boyfriend/);
  });

  it('remembers what they shared in answer to the hook', () => {
    const remembered = rememberFrom(
      [told("yes, that's me, I soak up everyone's moods at work", '2026-03-01T10:00:00Z')],
      read,
    );
    expect(remembered.map((r) => r.phrase)).toEqual(["how you soak up everyone's moods at work"]);
    expect(recallLine(remembered, read('what does my chart say about my career?'), 'mentor', 0)).toMatch(
      /soak up everyone's moods at work/,
    );
  });

  it('remembers nothing from plain chart questions', () => {
    const plain = ['what is my rising sign?', 'tell me about my Venus in Scorpio', 'what is a trine?', 'thanks!'];
    expect(
      rememberFrom(
        plain.map((content, i) => told(content, `2026-03-01T10:0${i}:00Z`)),
        read,
      ),
    ).toEqual([]);
  });
});
