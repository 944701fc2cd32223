// Whole chats for the hard moments a second review found answered wrongly: the wrong event named, a chart for
// someone who asked for none, stock comfort, a eulogy, a sleepless night, a choice with family in it, an ex in touch
// and a chart question inside grief. Each kind in several wordings of our own, one at least in another language.
import type { PersonalityId } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { type AdaTurn, adaChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { resolvedLine } from './prompt-plan.ts';

/** The chat's turns on a free plan: each reply's plan and text. */
const chat = (messages: string[], voice: PersonalityId = 'guide') => adaChat(messages, { personality: voice });

const last = async (messages: string[], voice?: PersonalityId) => (await chat(messages, voice)).at(-1)!;

/** The reply without the line in the person's language above it. */
const english = withoutLanguageLine;

/** A heading that reads a placement or a house: the reply is a chart reading. */
const CHART_HEADING = /^### (?:\w+ in \w+|Your \d+\w\w house|\w+ (?:square|trine|opposite|conjunct)|\w+ rising)/m;
const PRICE = /\$\d+/;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('losing a home is met as that, never as a lost job', () => {
  const chats = [
    [
      'me llegó una carta de desalojo, tengo 30 días para irme del piso',
      'no sé qué hacer',
      'how do i get through this',
    ],
    ['my landlord is evicting us, we have until the end of the month', 'what do i even do now'],
    ['recebi uma ordem de despejo, tenho que sair do apartamento em 30 dias', 'não sei o que fazer'],
    ['got kicked out of my flat today', 'how do i cope with this'],
  ];
  for (const messages of chats) {
    it(messages[0]!, async () => {
      const turns = await chat(messages);
      expect(english(turns[0]!.text)).toMatch(/eviction|leave your home/);
      for (const t of turns) {
        expect(t.text).not.toMatch(/\bjob\b/i);
        expect(t.text).not.toMatch(PRICE);
        expect(t.plan.mode).not.toBe('doubt');
      }
      // Home is read from the 4th house and the Moon.
      expect(turns[0]!.plan.factors.some((f) => f.ids.some((id) => /Moon|house:4|^4$/.test(id)))).toBe(true);
    });
  }
});

describe("a parent's death told while speaking of the other parent is met as the death", () => {
  const cases: [string, RegExp, RegExp][] = [
    ['minha mãe tá sozinha desde que meu pai morreu', /sorry about your dad/, /sorry about your mum/],
    ['mi madre está sola desde que murió mi padre', /sorry about your father/, /sorry about your mother/],
    ['my mum has been on her own since my dad passed', /sorry about your dad/, /sorry about your mum/],
  ];
  for (const [message, right, wrong] of cases) {
    it(message, async () => {
      const { text } = await last([message]);
      expect(text).toMatch(right);
      expect(text).not.toMatch(wrong);
    });
  }
});

describe('"I don\'t want a reading" gets no chart: a question, and a person to reach', () => {
  const cases: [string, RegExp][] = [
    ['i dont want a reading really. i just dont know who to talk to at 3am', /116 123/],
    ['honestly not here for astrology, i just have no one to talk to', /988/],
    ['no quiero ninguna lectura, solo necesito hablar con alguien', /717 003 717/],
    ['nao quero leitura nenhuma, so preciso conversar com alguem', /188/],
  ];
  for (const [message, line] of cases) {
    it(message, async () => {
      const { plan, text } = await last([message]);
      expect(plan.mode).toBe('just-talk');
      expect(text).toMatch(line);
      expect(text).not.toMatch(/\b(Moon|Saturn|Venus|Mercury|house|sign)\b/);
      expect(text.match(/\?/g)?.length).toBe(1);
    });
  }
  it('keeps to no reading later in that chat, until the chart is asked for', async () => {
    const turns = await chat([
      'i dont want a reading really. i just dont know who to talk to at 3am',
      'my sister stopped talking to me and i keep replaying it',
      'idk',
      'ok what does my chart say about it',
    ]);
    expect(turns[1]!.text).toMatch(/your sister/);
    expect(turns[1]!.text).not.toMatch(CHART_HEADING);
    expect(turns[1]!.plan.factors).toHaveLength(0);
    expect(turns[2]!.text).not.toMatch(CHART_HEADING);
    expect(turns[2]!.text).not.toMatch(/116 123/);
    expect(turns[3]!.text).toMatch(/[Yy]our Moon in Aries|### Moon in Aries/);
  });
  it('listens, briefly, to a later message that tells nothing and asks nothing', async () => {
    const turns = await chat(['i just need someone to talk to', 'idk where to even start']);
    expect(turns[1]!.plan.mode).toBe('just-talk');
    expect(turns[1]!.text).toMatch(/I'm listening/);
    expect(turns[1]!.text).not.toMatch(/116 123|No reading, then/);
  });
  it('lets a thanks or a goodbye after it be one', async () => {
    const turns = await chat(['i just need someone to talk to', 'thank you, goodnight']);
    expect(turns[1]!.plan.mode).toBe('thanks');
  });
  it('says "tonight" only when they wrote at night', async () => {
    expect((await last(['i just need someone to talk to'])).text).not.toMatch(/tonight/);
    expect((await last(["it's 3am and i dont know who to talk to"])).text).toMatch(/tonight/);
  });
});

describe('comfort is specific to what was told, and never a list of hobbies', () => {
  it('a grief and a break-up get different help, in their own terms', async () => {
    const grief = await chat(['my dad died in march', 'i feel so empty', 'how do i cope']);
    const breakup = await chat(['my girlfriend left me', 'i feel so empty', 'how do i cope']);
    expect(grief[1]!.text).toMatch(/Feeling empty/);
    expect(grief[1]!.text).not.toMatch(/loneliness/);
    expect(grief[1]!.text).toMatch(/losing your dad/);
    expect(breakup[1]!.text).toMatch(/your girlfriend leaving/);
    for (const i of [1, 2]) {
      const help = (turns: AdaTurn[]) => turns[i]!.text.split('\n\n')[1];
      expect(help(grief)).not.toBe(help(breakup));
    }
    for (const t of [...grief, ...breakup]) {
      expect(t.text).not.toMatch(/cooking|gardening|digging in a garden|clearing a drawer/);
      expect(t.text).not.toMatch(/Thank you for telling me how it feels/);
    }
  });
  it('a feeling we have no line for is heard with what they lost, not a stock line', async () => {
    const { text } = await last(['my nan died on sunday', "it's like a weight on my chest all day"]);
    expect(text.split('\n\n')[0]).toMatch(/losing your nan/);
    expect(text).not.toMatch(/Thank you for telling me how it feels/);
  });
});

describe('a eulogy to write gets a shape for it, not a reading', () => {
  const chats = [
    ['my best friend died last week', "his funeral is thursday and i'm supposed to give a speech, i cant write a word"],
    ['my grandma died on monday', "i have to do the eulogy on saturday and i've got nothing"],
    ['el entierro de mi abuela es el sábado y tengo que decir unas palabras, no sé qué escribir'],
    ['è morto il mio migliore amico, il funerale è domani e devo leggere qualcosa ma non riesco a scrivere niente'],
  ];
  for (const messages of chats) {
    it(messages.at(-1)!, async () => {
      const { text, plan } = await last(messages);
      expect(text).toMatch(/One memory/);
      expect(text).toMatch(/What you'll carry/);
      expect(text).toMatch(/doesn't have to be long/);
      expect(text).toMatch(/voice shakes/);
      expect(text).not.toMatch(CHART_HEADING);
      expect(plan.factors).toHaveLength(0);
      expect(words(text)).toBeGreaterThan(120);
      // The one who died is he or she when the message says so, in its own language ("abuela", "amico").
      expect(text).toMatch(/What (?:he was|she was|they were) like/);
      if (/abuela|amico|his funeral/.test(messages.at(-1)!)) expect(text).toMatch(/What (?:he|she) was like/);
    });
  }
  it('names him or her as the message does', async () => {
    expect((await last(['my best friend died', 'his funeral is friday and i have to say a few words'])).text).toMatch(
      /with him/,
    );
  });
});

describe('no sleep inside a hard chat: small things for tonight, tied to what they face', () => {
  const chats = [
    ['me llegó una carta de desalojo, tengo 30 días para irme del piso', "i can't sleep thinking about it"],
    ['lost my flat, have to be out by friday', "it's 2am and i'm still lying awake over it"],
    ['me llegó una carta de desalojo', 'no puedo dormir pensando en eso'],
  ];
  for (const messages of chats) {
    it(messages.at(-1)!, async () => {
      const { text, plan } = await last(messages);
      expect(text).toMatch(/### For tonight/);
      expect(text).toMatch(/eviction|leave your home/);
      expect(text).toMatch(/housing advice/);
      expect(text.match(/^- /gm)?.length).toBe(3);
      expect(text).not.toMatch(CHART_HEADING);
      expect(plan.factors).toHaveLength(0);
    });
  }
});

describe('a decision with family in it: named, left to them, weighed with the chart', () => {
  const chats = [
    [
      'me ofereceram um emprego em Lisboa, bem longe de casa',
      'tenho medo de me arrepender. minha mãe tá sozinha desde que meu pai morreu',
      'devo aceitar? preciso responder até sexta',
    ],
    [
      "got a job offer in dubai, it's a big jump",
      "i'm scared i'll regret it, my dad's been alone since mum died",
      'should i take it? i have to answer by monday',
    ],
  ];
  for (const messages of chats) {
    it(messages.at(-1)!, async () => {
      const turns = await chat(messages);
      const { text } = turns.at(-1)!;
      expect(turns[1]!.text).toMatch(/afraid of regretting it/);
      expect(text).toMatch(/yours to decide/);
      expect(text).toMatch(/fear of regretting it/);
      expect(text).toMatch(/your (mum|dad), on (her|his) own since your (dad|mum) died/);
      expect(text).toMatch(/by (Friday|Monday)/);
      expect(text).toMatch(/10th house/);
      expect(text).toMatch(/the 4th/);
      expect(text).toMatch(/Your Moon in Aries/);
      expect(text.match(/^- /gm)?.length).toBe(3);
      expect(text).not.toMatch(/you should (?:accept|stay|go|take it)/i);
    });
  }
});

describe('an ex reaching out: what it stirs, the choice theirs, Venus, the Moon and the 7th', () => {
  it('in English, then asked again in French', async () => {
    const turns = await chat([
      "my ex texted me after 8 months 'thinking about u' 🙃 what do i even do with that",
      'est-ce que je devrais lui répondre?',
    ]);
    expect(turns[0]!.text).toMatch(/A message like that after 8 months can stir up/);
    expect(turns[0]!.text).toMatch(/yours to decide/);
    expect(turns[0]!.text).toMatch(/### Venus in Gemini/);
    expect(turns[0]!.text).not.toMatch(/Whether to stay|after a fight/);
    const second = english(turns[1]!.text);
    expect(second).toMatch(/Whether to reply is still yours to decide/);
    expect(second).toMatch(/### (?:Your 7th house|Moon in Aries)/);
    for (const t of turns) expect(t.text).not.toMatch(/you should(?:n't| not)? (?:reply|answer|text)/i);
  });
  it.each([
    ['my ex just messaged me out of nowhere, should i answer?'],
    ['mi ex me escribió después de un año, no sé qué sentir'],
  ])('%s', async (message) => {
    const { text, plan } = await last([message]);
    expect(english(text)).toMatch(/^A message like that can stir up/);
    expect(text).toMatch(/no deadline on a reply/);
    expect(plan.situation).toBe('decision');
  });
});

describe('a chart question inside grief is answered from the chart, the loss kept in one clause', () => {
  const chats: [string[], RegExp][] = [
    [
      ['my best friend died last week', 'does my chart say anything about why i always feel responsible for everyone'],
      /loss of your best friend/,
    ],
    [
      [
        'my grandad passed on monday',
        "is there anything in my chart about why i'm always the one looking after everyone?",
      ],
      /loss of your grandad/,
    ],
    [['meu avô morreu ontem', 'meu mapa explica por que eu me sinto responsável por todos?'], /loss of your grandpa/],
  ];
  for (const [messages, clause] of chats) {
    it(messages.at(-1)!, async () => {
      const { text, plan } = await last(messages);
      expect(english(text).split('\n\n')[0]).toMatch(clause);
      expect(text).toMatch(/### Saturn in Capricorn/);
      expect(text).toMatch(/Moon square Saturn/);
      expect(text).not.toMatch(/What may help now/);
      expect(plan.topic).toBe('why you feel responsible for everyone');
    });
  }
});

describe('the model writer is told the help asked for', () => {
  it('a eulogy and a sleepless night reach the resolved line', async () => {
    const eulogy = await last([
      'my grandma died on monday',
      "i have to do the eulogy on saturday and i've got nothing",
    ]);
    expect(resolvedLine(eulogy.plan)).toMatch(/words for a funeral/);
    const night = await last(['me llegó una carta de desalojo', 'no puedo dormir pensando en eso']);
    expect(resolvedLine(night.plan)).toMatch(/cannot sleep over the eviction notice/);
    expect(resolvedLine((await last(['i just need someone to talk to'])).plan)).toMatch(/no reading/);
  });
});
