// Whole chats for the third round of hard situations a reviewer found met wrongly: an animal companion's goodbye,
// waiting for a medical result, a friend's betrayal, going back to people who hurt you, a job decision with money
// fear. Each kind is tried in wordings of our own, one at least in another language.
import { calculateNatalChart } from '@stellara/astro';
import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { contextAt } from '../session-chart.ts';
import { writeReply } from './builtin-writer.ts';
import { planReply } from './plan.ts';
import type { ReplyPlan } from './plan-types.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();

interface Turn {
  plan: ReplyPlan;
  text: string;
}

async function chat(messages: string[], voice: PersonalityId = 'guide', tier: Tier = 'free'): Promise<Turn[]> {
  const replies: string[] = [];
  const used: string[] = [];
  const turns: Turn[] = [];
  for (const [i, message] of messages.entries()) {
    const plan = planReply({
      message,
      chart,
      tier,
      level: 'basic',
      earlierQuestions: messages.slice(0, i),
      used,
      hook: null,
      sent,
    });
    const r = await writeReply({ plan, chart, personality: voice, level: 'basic', earlier: replies }, knowledge);
    replies.push(r.text);
    used.push(...r.placements);
    turns.push({ plan, text: r.text });
  }
  return turns;
}

const last = async (messages: string[], voice?: PersonalityId, tier?: Tier) =>
  (await chat(messages, voice, tier)).at(-1)!;

/** The reply without the line in the person's language that may head it. */
function english(text: string): string {
  const paragraphs = text.split('\n\n');
  return /^(Entend|Ho capito|Sigo|J'ai compris|Je continue|Ich antworte|Verstanden|Ich habe)/.test(paragraphs[0]!)
    ? paragraphs.slice(1).join('\n\n')
    : text;
}

const PRICE = /\$\d+/;

describe('an animal companion’s goodbye is a grief, met as one', () => {
  it.each([
    ["my dog is 14 and the vet said it's probably time, we're booking it for thursday", /say goodbye to your dog/],
    ['we had to put our cat Mimi to sleep yesterday, i keep looking for her on the sofa', /losing Mimi/],
    ["the vet thinks it's kinder to let Biscuit go this weekend", /say goodbye to Biscuit/],
    ['el veterinario dice que ya es hora de dormir a mi perra Luna, la cita es el viernes', /say goodbye to Luna/],
    ['meu cavalo morreu ontem, ele tinha 25 anos', /losing your horse/],
  ])('%s', async (message, named) => {
    const turn = await last([message], 'guide', 'plus');
    expect(turn.plan.situation).toBe('bereavement');
    const first = english(turn.text).split('\n\n')[0]!;
    expect(first).toMatch(/sorry/i);
    expect(first).toMatch(named);
    expect(turn.text).not.toMatch(/Time moves through every chart|\$\d+/);
  });

  const GOODBYE = "my dog is 14 and the vet said it's probably time, we're booking it for thursday";

  it.each(['i keep thinking i should have noticed she was sick sooner', 'if only i had taken him in a month earlier'])(
    'guilt after it is met as guilt, not as health news: %s',
    async (guilt) => {
      const turn = await last([GOODBYE, guilt]);
      expect(turn.plan.situation).not.toBe('illness');
      expect(turn.text.split('\n\n')[0]).toMatch(/guilt/i);
      expect(turn.text).not.toMatch(/health news/);
    },
  );

  it.each([
    "i cant stop crying at work, she's been with me since i was 22",
    'no puedo dejar de llorar, la tengo desde que tenía 20 años',
  ])('tears at work are met, not read as a career question: %s', async (tears) => {
    const turn = await last([GOODBYE, tears]);
    expect(english(turn.text).split('\n\n')[0]).toMatch(/Crying like that isn't weakness/);
    expect(turn.text).not.toMatch(/Midheaven|10th house/);
  });

  it.each([
    "my partner says it's just a dog and i should pull myself together, that hurt",
    'my mum told me to get over it, it was only a cat',
    'mi novio dice que solo es un perro y que lo supere',
  ])('a grief waved away is validated: %s', async (dismissed) => {
    const turn = await last([GOODBYE, dismissed]);
    expect(english(turn.text).split('\n\n')[0]).toMatch(/grief, and it is real/);
    expect(turn.text).not.toMatch(/projection|your partner/);
  });

  it.each([
    'is thursday a bad day astrologically? should i move it',
    'what day would be best for it according to my chart?',
    '¿el jueves es un mal día según los astros? ¿debería cambiar el día?',
  ])('a which-day question gets an honest answer, no transits: %s', async (day) => {
    const turn = await last([GOODBYE, day], 'guide', 'pro');
    const text = english(turn.text);
    expect(text).toMatch(/no chart can pick the right day/);
    expect(text).toMatch(/comfortable and you being there/);
    expect(text).not.toMatch(/transit|Saturn|Moon in|\bhouse\b|Choice is yours/i);
    expect(text).not.toMatch(PRICE);
  });
});
