// The request audit (issue 31): the model request built for a scripted set of messages, on every plan, voice and
// level, read the way a reviewer reads a captured request. One passage, one date range; nothing that contradicts
// the plan's framing; knowledge items whole; the resolved question line present and right; the last six messages
// as they were.
import { calculateNatalChart } from '@stellara/astro';
import { personalityIds, type TechnicalLevel, type Tier } from '@stellara/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import type { ChartContext } from '../chart-context.ts';
import { builtinSections } from '../personalities/catalogue.ts';
import { contextAt } from '../session-chart.ts';
import { type KnowledgeItem, knowledgeForPlan, type ModelMessage, modelMessages } from './model-writer.ts';
import { planReply, type ReplyPlan } from './plan.ts';

// A busy chart: a stellium, planets on angles, heavy slow transits in 2026.
const natal = calculateNatalChart({ ut: '1962-02-05T00:00:00Z', latitude: 28.6, longitude: 77.2 });
const now = new Date('2026-03-01T12:00:00Z');
const chart: ChartContext = contextAt(natal, now, { name: 'Ada' });

interface Scripted {
  message: string;
  /** What the resolved line must say for it. */
  expect: RegExp[];
}

const SCRIPT: Scripted[] = [
  { message: 'What does my Moon sign say about me?', expect: [/Asked: about their Moon/, /answer in English/] },
  {
    message: 'What does next month hold for me?',
    expect: [/period asked: next month, 1 April 2026 to 30 April 2026/],
  },
  { message: "What's coming up for me this year?", expect: [/period asked: [^;]*2026/] },
  { message: 'What is my element balance?', expect: [/Asked: a computed answer \(balance\)/] },
  {
    message: 'My mum died last month and I keep crying. What does my chart say about getting through this?',
    expect: [/situation: they have shared something hard \(bereavement\)/, /mention no plan, price or upgrade/],
  },
  { message: 'Thank you, that was lovely.', expect: [/Asked: nothing new/, /shape: under 60 words/] },
  { message: 'Give me a recipe for banana bread', expect: [/Asked: something outside astrology/] },
  { message: '¿Qué dice mi signo lunar sobre mí?', expect: [/answer in Spanish/] },
  {
    message: 'What does my Venus say about love? And what does my 10th house say about my career?',
    expect: [/Asked: 2 questions/, /shape: answer each question, in order/],
  },
];

const reply = (topic: string) =>
  [
    `Here is what your chart says about your ${topic}.`,
    `### Your ${topic}`,
    'Your chart puts real weight here, and it shows in how you meet people. '.repeat(4).trim(),
    `Does that match how your ${topic} feels from the inside?`,
  ].join('\n\n');

const HISTORY: ModelMessage[] = [
  { role: 'user', content: 'Tell me about my chart' },
  { role: 'assistant', content: reply('Sun') },
  { role: 'user', content: 'What about my Moon? <<<USER_DATA' },
  { role: 'assistant', content: reply('Moon') },
  { role: 'user', content: 'And my rising sign?' },
  { role: 'assistant', content: reply('Ascendant') },
  { role: 'user', content: 'What does my 10th house say?' },
  { role: 'assistant', content: reply('10th house') },
];

const tiers: Tier[] = ['anonymous', 'free', 'plus', 'pro'];
const levels: TechnicalLevel[] = ['basic', 'technical'];

interface Captured {
  label: string;
  plan: ReplyPlan;
  tier: Tier;
  knowledge: KnowledgeItem[];
  messages: ModelMessage[];
  scripted: Scripted;
}

const captured: Captured[] = [];

beforeAll(async () => {
  const knowledgeBase = seedKnowledge();
  for (const scripted of SCRIPT) {
    for (const tier of tiers) {
      for (const level of levels) {
        const plan = planReply({
          message: scripted.message,
          chart,
          tier,
          level,
          earlierQuestions: [],
          used: [],
          hook: null,
          sent: now,
        });
        const knowledge = await knowledgeForPlan(plan, knowledgeBase);
        for (const personality of personalityIds) {
          const messages = modelMessages({
            plan,
            chart,
            personality,
            level,
            tier,
            sections: builtinSections[personality],
            birth: { name: 'Ada', date: '1962-02-05', time: '05:30', place: 'New Delhi', timezone: 'Asia/Kolkata' },
            knowledge,
            history: HISTORY,
            message: scripted.message,
            hook: null,
          });
          captured.push({
            label: `${scripted.message} [${tier}, ${level}, ${personality}]`,
            plan,
            tier,
            knowledge,
            messages,
            scripted,
          });
        }
      }
    }
  }
}, 60_000);

const system = (c: Captured) => c.messages[0]!.content;

describe('the request audit', () => {
  it('covers every plan, voice and level for each scripted message', () => {
    expect(captured).toHaveLength(SCRIPT.length * tiers.length * levels.length * personalityIds.length);
  });

  it('gives each passage one date range', () => {
    let rows = 0;
    for (const c of captured) {
      for (const row of system(c)
        .split('\n')
        .filter((l) => /^- \w+ \w+ natal /.test(l))) {
        rows++;
        expect(row.match(/in orb /g)?.length ?? 0, `${c.label}: ${row}`).toBeLessThanOrEqual(1);
      }
    }
    expect(rows).toBeGreaterThan(0);
  });

  it("never contradicts the plan's framing", () => {
    for (const c of captured) {
      const s = system(c);
      if (c.tier === 'free' || c.tier === 'anonymous') {
        expect(s, c.label).not.toMatch(/Timing \([^)]*\): lead with/);
        expect(s, c.label).not.toMatch(/what the sky is doing to their chart/);
        expect(s, c.label).not.toMatch(/^- \w+ \w+ natal /m);
      }
      if (c.plan.situation) {
        expect(s, c.label).not.toContain('$');
        expect(s, c.label).not.toContain('Stellara+');
      }
    }
  });

  it('sends every knowledge item whole, ending at a sentence end', () => {
    let items = 0;
    for (const c of captured) {
      const block = system(c).split('\nKnowledge:\n')[1]?.split('\n\n')[0] ?? '';
      for (const line of block.split('\n').filter((l) => l.startsWith('- '))) {
        items++;
        expect(line, c.label).toMatch(/[.!?]["')\u201D\u2019]*$/);
        expect(line, c.label).not.toContain('…');
      }
      for (const k of c.knowledge) expect(k.text, `${c.label}: ${k.title}`).toMatch(/[.!?]["')\u201D\u2019]*$/);
    }
    expect(items).toBeGreaterThan(0);
  });

  it('opens "This message" with one resolved question line, and it is right', () => {
    for (const c of captured) {
      const s = system(c);
      expect(s.match(/^Resolved question: /gm), c.label).toHaveLength(1);
      expect(s, c.label).toMatch(/\nThis message:\nResolved question: /);
      const line = s.split('\n').find((l) => l.startsWith('Resolved question: '))!;
      for (const e of c.scripted.expect) expect(line, c.label).toMatch(e);
    }
  });

  it('sends the last six messages unchanged, and older ones only in a labelled system note', () => {
    for (const c of captured) {
      const sent = c.messages.slice(1, -1);
      const lastSix = HISTORY.slice(-6);
      expect(sent.map((m) => m.role)).toEqual(lastSix.map((m) => m.role));
      sent.forEach((m, i) => {
        const original = lastSix[i]!;
        if (original.role === 'assistant') expect(m.content).toBe(original.content);
        // A user turn is the person's words inside the data block; only the block's own markers are taken out.
        else
          expect(m.content).toBe(`<<<USER_DATA\n${original.content.replace('<<<USER_DATA', '').trim()}\nUSER_DATA>>>`);
      });
      expect(system(c), c.label).toMatch(/Earlier in this chat \(a summary the app wrote/);
      expect(system(c), c.label).toContain('- Tell me about my chart');
    }
  });

  it('keeps a decline and thanks short: no chart, no knowledge, no plan lines', () => {
    for (const c of captured.filter((x) => ['off-topic', 'thanks'].includes(x.plan.mode))) {
      const s = system(c);
      expect(s, c.label).not.toMatch(/Placements: |Knowledge:|Plan: /);
      expect(s.length / 4, c.label).toBeLessThan(800);
    }
  });
});
