// The request audit (docs/conversation.md#model-request): the model request built for a scripted set of messages, on
// every plan, voice and level, read the way a reviewer reads a captured request. One passage, one date range; nothing
// that contradicts the plan's framing; knowledge items whole; the resolved question line present and right; the last
// six messages as they were.
import { calculateNatalChart, calculateSynastry } from '@stellara/astro';
import { type BirthData, personalityIds, type TechnicalLevel, type Tier } from '@stellara/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { type ChartContext, displayPointName } from '../chart-context.ts';
import { PartnerCharts } from '../partner-chart.ts';
import { builtinSections } from '../personalities/catalogue.ts';
import { contextAt } from '../session-chart.ts';
import { planWithSubject } from './about-plan.ts';
import type { PlanAbout } from './focus.ts';
import { type KnowledgeItem, knowledgeForPlan, type ModelMessage, modelMessages } from './model-writer.ts';
import { planReply } from './plan.ts';
import type { ReplyPlan } from './plan-types.ts';
import { partnerSynastry } from './synastry-plan.ts';

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

// Compatibility: another person typed in the message (with and without a time) or a stored chart, on every plan.
// Pro requests carry that chart's computed facts and the synastry; below Pro none of the other person's placements,
// and nothing that promises a comparison the request does not hold.
describe('the request audit: compatibility', () => {
  const own: BirthData = {
    name: 'Ada',
    birthDate: '1962-02-05',
    birthTime: '05:30',
    birthPlace: 'New Delhi',
    latitude: 28.6,
    longitude: 77.2,
    timezone: 'Asia/Kolkata',
  };
  // The places service's answer for "London, England" (its port; the gazetteer itself is tested with the places).
  const london = {
    displayName: 'London, England, United Kingdom',
    latitude: 51.5074,
    longitude: -0.1278,
    city: 'London',
    state: 'England',
    county: 'Greater London',
    country: 'United Kingdom',
    countryCode: 'GB',
    timezone: 'Europe/London',
    population: 8_961_989,
  };
  // Typed data needs no database: only a stored chart is read from it.
  const partners = new PartnerCharts({} as Database, async (q) => (/london/i.test(q) ? [london] : []));
  // Tom, 14 February 1991 11:00 in London (GMT): the same instant cast independently to check the facts.
  const tom = calculateNatalChart({ ut: '1991-02-14T11:00:00Z', latitude: 51.5074, longitude: -0.1278 });

  interface Case {
    message: string;
    about: (tier: Tier) => Promise<PlanAbout | undefined>;
    partner: boolean;
  }
  const typed = (message: string): Case => ({
    message,
    partner: true,
    about: (tier) => partners.forMessage({ userId: null, tier, message, own }),
  });
  const CASES: Case[] = [
    typed('Are we compatible? My husband Tom was born 14 February 1991 at 11:00 in London, England.'),
    typed('How compatible am I with my boyfriend? He was born 2 May 1993.'),
    {
      // A stored chart (the button, or its name in the message): what PartnerCharts.synastry returns for it.
      message: 'How do I get along with my husband Tom?',
      partner: true,
      about: async (tier) =>
        tier === 'pro'
          ? partnerSynastry(calculateNatalChart({ ut: '1962-02-05T00:00:00Z', latitude: 28.6, longitude: 77.2 }), tom, {
              id: 'chart-tom',
              name: 'Tom',
              source: 'stored',
            })
          : { kind: 'partner-asked', name: 'Tom', problem: null },
    },
    { message: 'Am I compatible with a Scorpio?', partner: false, about: async () => undefined },
  ];

  const requests: { label: string; tier: Tier; c: Case; plan: ReplyPlan; system: string }[] = [];
  beforeAll(async () => {
    for (const c of CASES) {
      for (const tier of tiers) {
        const about = await c.about(tier);
        for (const level of levels) {
          const plan = planWithSubject(
            { message: c.message, chart, tier, level, earlierQuestions: [], used: [], hook: null, sent: now },
            about,
          );
          const messages = modelMessages({
            plan,
            chart,
            personality: 'guide',
            level,
            tier,
            sections: builtinSections.guide,
            birth: {
              name: 'Ada',
              date: own.birthDate,
              time: own.birthTime,
              place: own.birthPlace,
              timezone: own.timezone,
            },
            knowledge: await knowledgeForPlan(plan, seedKnowledge()),
            history: [],
            message: c.message,
            hook: null,
          });
          requests.push({ label: `${c.message} [${tier}, ${level}]`, tier, c, plan, system: messages[0]!.content });
        }
      }
    }
  }, 60_000);

  it('gives Pro the other chart, the synastry and the composite, with the rule to use only them', () => {
    const pro = requests.filter((r) => r.tier === 'pro' && r.c.partner);
    expect(pro.length).toBe(3 * levels.length);
    for (const r of pro) {
      expect(r.system, r.label).toMatch(/\nOther chart \(computed by the app for this message; /);
      expect(r.system, r.label).toMatch(
        /Synastry contacts within 5° \(tightest first; their point, then [^)]*\): their /,
      );
      expect(r.system, r.label).toMatch(/Composite chart \(midpoints\), key points: Sun /);
      expect(r.system, r.label).toMatch(/name only these facts about [^']+'s chart and the pair: never guess/);
      expect(
        r.system.split('\n').find((l) => l.startsWith('Resolved question: ')),
        r.label,
      ).toMatch(/Asked: their synastry with /);
    }
  });

  it("states Tom's typed chart and the contacts without a wrong fact", () => {
    const r = requests.find((x) => x.tier === 'pro' && x.c.message.startsWith('Are we compatible'))!;
    expect(r.system).toContain('Place found: London, England, United Kingdom.');
    const placements = r.system.split('\n').find((l) => l.startsWith("Tom's placements: "))!;
    for (const name of ['Sun', 'Moon', 'Venus', 'Mars', 'Ascendant'] as const) {
      const p = tom.points[name];
      expect(placements).toContain(
        `${displayPointName(name)} ${(Math.round(p.position * 10) / 10).toFixed(1)}° ${p.signName}`,
      );
    }
    const listed = r.system.split('\n').find((l) => l.startsWith('Synastry contacts within 5°'))!;
    const rows = listed.split(': ').slice(1).join(': ').split('; ');
    expect(rows.length).toBeGreaterThan(2);
    const truth = calculateSynastry(natal, tom).aspects;
    let lastOrb = 0;
    for (const row of rows) {
      const m =
        /^their (.+) (conjunction|opposition|square|trine|sextile) Tom's (.+) ([\d.]+)° \((flowing|challenging)\)$/.exec(
          row,
        );
      expect(m, row).not.toBeNull();
      const [, mine, aspect, theirs, orb] = m!;
      const exact = truth.find(
        (a) => displayPointName(a.p1) === mine && displayPointName(a.p2) === theirs && a.aspect === aspect,
      );
      expect(exact, row).toBeDefined();
      // The scale keeps orbs to 0.01°, the request shows 0.1°: within 0.055° of the engine's value.
      expect(Math.abs(Math.abs(exact!.orbit) - Number(orb)), row).toBeLessThanOrEqual(0.055);
      expect(Number(orb)).toBeGreaterThanOrEqual(lastOrb);
      lastOrb = Number(orb);
    }
  });

  it('says what a missing birth time leaves open, and gives no house or Moon it cannot know', () => {
    const r = requests.find((x) => x.tier === 'pro' && x.c.message.includes('my boyfriend'))!;
    expect(r.system).toContain('<<<USER_DATA\ndate: 2 May 1993\ntime: not given\nplace: not given\nUSER_DATA>>>');
    const placements = r.system.split('\n').find((l) => l.startsWith("your boyfriend's placements"))!;
    expect(placements).not.toMatch(/ H\d|Ascendant|Midheaven/);
    expect(r.system).toMatch(/Uncertain: No birth time for your boyfriend: their houses, Ascendant and Midheaven/);
    expect(r.system).toMatch(/Uncertain: your boyfriend's Moon /);
  });

  it('tells Pro without another chart never to guess one, and to ask for the birth data', () => {
    for (const r of requests.filter((x) => x.tier === 'pro' && !x.c.partner)) {
      expect(r.system, r.label).not.toContain('Other chart (computed');
      expect(r.system, r.label).toContain(
        "No other person's chart is given: never guess or work out that person's placements",
      );
      expect(r.system, r.label).toContain("invite them to give the other person's birth date");
    }
  });

  it("gives Plus and free the plan's framing and a pointer, and none of the other person's placements", () => {
    const below = requests.filter((r) => r.tier !== 'pro');
    expect(below.length).toBe(CASES.length * 3 * levels.length);
    for (const r of below) {
      expect(r.plan.mode, r.label).toBe('compatibility');
      expect(r.plan.gate, r.label).toBe('compatibility-needs-pro');
      expect(r.system, r.label).toContain('A full compatibility reading with another chart is part of Pro');
      expect(r.system, r.label).toMatch(/Compatibility (is a Pro feature|with another chart is part of Pro)/);
      expect(r.system, r.label).toContain("never guess or work out that person's placements");
      // Nothing about the other chart, and nothing that promises a comparison.
      expect(r.system, r.label).not.toMatch(/Other chart|Synastry contacts|Composite chart|Tom's|boyfriend's/);
      expect(r.system, r.label).not.toMatch(/Everything is available|lead with their|invite them to give/);
    }
  });
});
