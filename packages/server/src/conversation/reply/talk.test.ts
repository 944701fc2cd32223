// Whole chats for questions about the conversation itself: what Stellara remembers and keeps, what the plans
// include, and "just give me a date" after a "when" question. Each chat runs the planner with the person memory
// (as send-message.ts passes it) and the built-in writer.
import { calculateNatalChart } from '@stellara/astro';
import { planInfo, type Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { occupationIn } from '../occupation.ts';
import { rememberFrom } from '../person-memory.ts';
import { contextAt } from '../session-chart.ts';
import { understandingReader } from '../understanding/reader.ts';
import { planReply } from './plan.ts';
import { planText } from './prompt-plan.ts';
import { asksForDate, asksMemory, asksPlans } from './talk.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();
const reader = understandingReader();

/** One chat, each message a minute after the one before, with the memory of what was told earlier in it. */
const chat = (messages: string[], tier: Tier = 'free') =>
  chatReplies(messages, { chart, knowledge, personality: 'guide', level: 'basic', tier, sent, remembers: true });

const NOT_A_PERSON = /not a person|automated|no human/i;

describe('the work someone says they do', () => {
  it.each([
    ["i'm a nurse", 'nurse'],
    ['I work as a primary school teacher', 'teacher'],
    ['im a software developer lol', 'software developer'],
    ['sou enfermeira há 5 anos', 'nurse'],
    ['trabajo como abogada', 'lawyer'],
  ])('hears %s as work', (message, work) => {
    expect(occupationIn(message)).toBe(work);
  });

  it.each(["i'm a mess lately", "I'm a Leo", 'am i a good nurse?', 'my mum is a nurse', 'should i be a teacher'])(
    'hears no work of theirs in %s',
    (message) => {
      expect(occupationIn(message)).toBeNull();
    },
  );
});

describe('memory questions', () => {
  it.each(['do you remember what i do for work?', 'wait do u remember my job', 'você lembra qual é o meu trabalho?'])(
    'answers "%s" from what was told four turns before',
    async (question) => {
      const replies = await chat(["i'm a nurse", "what's my moon sign", "how's love looking", 'any advice', question]);
      const reply = replies.at(-1)!;
      expect(reply).toMatch(/Yes: you told me about your work as a nurse/);
      expect(reply).not.toMatch(NOT_A_PERSON);
    },
  );

  it('says honestly when nothing about work was told yet', async () => {
    const reply = (await chat(["what's my moon sign", 'do you remember what I do for a living?'])).at(-1)!;
    expect(reply).toMatch(/haven't told me about your work/);
    expect(reply).not.toMatch(/nurse|Yes:/);
  });

  it.each([
    ['free', /your recent other chats/],
    ['plus', /your recent other chats/],
    ['anonymous', /As a guest, that means this chat only/],
  ] as const)('tells a %s person the truth about what is kept', async (tier, scope) => {
    const reply = (
      await chat(['I work as a teacher', 'what do you do with what i tell you, do you remember it'], tier)
    ).at(-1)!;
    expect(reply).toMatch(scope);
    expect(reply).toMatch(/read from the messages you write/);
    expect(reply).toContain('your work as a teacher');
    if (tier !== 'anonymous') expect(reply).toMatch(/Delete a chat from your History/);
    expect(reply).not.toMatch(NOT_A_PERSON);
  });

  it.each(['do you store my chats?', 'is what i say here kept anywhere?', 'o que você faz com o que eu te conto?'])(
    'hears "%s" as a question about what is kept',
    (message) => {
      expect(asksMemory(message)).toMatch(/kept|both/);
    },
  );

  it('does not hear a chart question as one about memory', () => {
    expect(asksMemory('what does my moon say about memory and the past')).toBeNull();
    expect(asksMemory("what's my rising sign")).toBeNull();
  });

  it('uses the work they told in a later work question', async () => {
    const reply = (await chat(["i'm a nurse", 'how is love looking', 'what kind of work suits me'])).at(-1)!;
    expect(reply).toMatch(/your work as a nurse/);
  });
});

describe('plan questions in other words', () => {
  it.each([
    'how do i get the timing stuff, is it in plus?',
    "what's the difference between my plan and the free one",
    'does pro include compatibility?',
    'qual a diferença entre o plano plus e o pro?',
    'what do i get with plus',
  ])('hears "%s" as a plan question', (message) => {
    expect(asksPlans(message)).toBe(true);
  });

  it.each([
    'what does my 2nd house say about money',
    'my sun plus my moon, what does that mean',
    'how do i get over him',
  ])('does not hear "%s" as one', (message) => {
    expect(asksPlans(message)).toBe(false);
  });

  it('says which plan gives timing, for a free member, with the contract prices', async () => {
    const reply = (await chat(["what's my sun sign", 'how do i get the timing stuff, is it in plus?'])).at(-1)!;
    expect(reply).toContain(`Plus ($${planInfo.plus.priceUsdPerMonth}/month)`);
    expect(reply).toContain(`Pro ($${planInfo.pro.priceUsdPerMonth}/month)`);
    expect(reply).not.toMatch(NOT_A_PERSON);
    expect(reply).not.toMatch(/###/);
  });

  it('tells a Plus member what their plan has over Free, and what Pro adds', async () => {
    const reply = (await chat(["what's the difference between my plan and the free one"], 'plus')).at(-1)!;
    expect(reply).toMatch(/^You are on Plus/);
    expect(reply).toMatch(/Pro \(\$45 a month\) adds/);
    expect(reply).not.toMatch(/###|Sun in|Moon in/);
  });

  it('tells a Pro member a feature is already theirs', async () => {
    const reply = (await chat(['is compatibility included in my plan?'], 'pro')).at(-1)!;
    expect(reply).toMatch(/already in your Pro plan/);
    expect(reply).not.toMatch(/Upgrade/);
  });

  it('never says the same plan sentence twice in one chat', async () => {
    const replies = await chat(['what do i get with plus', 'and what do i get with plus again?']);
    expect(replies[1]).not.toBe(replies[0]);
    for (const sentence of replies[0]!.split(/(?<=\.)\s+/)) expect(replies[1]).not.toContain(sentence);
  });
});

describe('"just give me a date"', () => {
  it.each(['can you just give me a date pls', 'ok but what day exactly', 'dame una fecha exacta'])(
    'hears "%s" as asking for a date',
    (message) => {
      const about = reader.understand(message, { sent }).about;
      expect(asksForDate(message, about)).toBe(true);
    },
  );

  it('continues the "when" with its dated window for a Pro member', async () => {
    const replies = await chat(['when will i find a new job', 'can you just give me a date pls'], 'pro');
    const window = /\d{1,2} \w+ \d{4}/;
    expect(replies[1]).toMatch(window);
    expect(replies[1]).toMatch(/work/);
    expect(replies[1]).not.toMatch(/love|Descendant|###/);
  });

  it('says in one plain sentence which plan gives dates, never the same sentence twice', async () => {
    const replies = await chat(
      ['when will i find a new job', 'can you just give me a date pls', 'ok but when exactly', 'dame una fecha'],
      'free',
    );
    for (const reply of replies.slice(1)) {
      expect(reply).not.toMatch(/love|###|Descendant/);
      expect(reply.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
    }
    expect(replies[1]).toMatch(/Plus/);
    expect(new Set(replies.slice(1)).size).toBe(3);
    // The price was named once already (in the first answer's timing line): never again in the follow-ups.
    for (const reply of replies.slice(1)) expect(reply).not.toMatch(/\$\d/);
  });

  it('leaves a date asked with a subject of its own to the ordinary planner', async () => {
    const reply = (await chat(['when will i find a new job', 'what date is my saturn return'], 'pro')).at(-1)!;
    expect(reply).toMatch(/Saturn/);
  });
});

describe('the model writer gets the same facts', () => {
  it('hands a memory question its remembered facts, and a date follow-up its earlier question', () => {
    const at = (m: number) => new Date(sent.getTime() - m * 60_000).toISOString();
    const remembered = rememberFrom([{ content: "i'm a nurse", at: at(3), conversationId: 'c' }], (t) =>
      reader.understand(t, { sent }),
    );
    const base = { chart, tier: 'free' as const, level: 'basic' as const, used: [], hook: null, sent };
    const memory = planReply({
      ...base,
      message: 'do you remember what i do for work?',
      earlierQuestions: ["i'm a nurse"],
      memory: { remembered, voice: 'guide', seed: 1, recalled: [], before: at(1) },
    });
    expect(planText(memory, null)).toContain('you told me about your work as a nurse');
    const date = planReply({
      ...base,
      message: 'can you just give me a date pls',
      earlierQuestions: ['when will i find a new job'],
    });
    expect(planText(date, null)).toMatch(/dates need their own transits, which come with the Plus plan/);
  });
});

describe('two plans named in one question', () => {
  it.each([
    'what do i get on pro that free doesnt have, specifically',
    'pro vs free, whats the actual difference',
    'qual a diferença entre o plano free e o pro?',
  ])('"%s" compares the two plans named, counting what Plus adds on the way', async (message) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(/Compared with Free, Pro gives you all five voices/);
    expect(reply).toMatch(/on top of that, advanced transit timing/);
    expect(reply).toContain(`$${planInfo.pro.priceUsdPerMonth} a month`);
  });
});
