import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChart, adaChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { builtinSections } from '../personalities/catalogue.ts';
import { MEDICATION_FIRST } from './care.ts';
import { MEDICATION_LOCAL } from './medication.ts';
import { systemPrompt } from './model-writer.ts';

const chat = (messages: string[], personality: PersonalityId = 'guide', tier: Tier = 'free') =>
  adaChat(messages, { personality, tier });

const last = async (messages: string[], voice?: PersonalityId, tier?: Tier) =>
  (await chat(messages, voice, tier)).at(-1)!;

/** The reply without the line in the person's language that may head it. */
const english = withoutLanguageLine;

/** Any line that sells: a price, a plan by name, an upgrade. */
const SELLS = /\$\d|Stellara\+|\bPlus\b|\bPro\b|upgrade|your plan\b|paid plan/i;
/** The fertility frame: only where having children is the question. */
const FERTILITY = /whether (?:or when )?you will have children|whether a child will come/i;

describe('children in a separation or a hard time are not a question of fertility', () => {
  it.each([
    [["we're splitting up, are the kids going to be alright?"], 'how'],
    [['my husband and I are separating after 12 years', 'how will this affect my son?'], 'how'],
    [['mis hijos van a sufrir con el divorcio?'], 'how'],
    [['on divorce, est-ce que mes enfants vont souffrir ?'], 'how'],
    [['my wife and I fight all the time', 'is it hurting the kids?'], 'how'],
    [['we are getting divorced', 'how do I tell the children'], 'telling'],
    [['estamos nos separando', 'como vou contar para os meus filhos?'], 'telling'],
    [['my dad has dementia', 'how do I explain it to my kids?'], 'telling'],
  ])('%j', async (messages, ask) => {
    const turn = await last(messages as string[]);
    const text = english(turn.text);
    expect(text).not.toMatch(FERTILITY);
    if (ask === 'how') {
      expect(text).toMatch(/No chart can promise how your children will come through this/);
      expect(text).toMatch(/### What helps children through/);
      expect(text).toMatch(/routine/i);
    } else {
      expect(text).toMatch(/^Telling them is one of the hardest parts/);
      expect(text).toMatch(/### Telling them\n/);
      expect(text).toMatch(/A first sentence you could use/);
    }
    expect(text).not.toMatch(/5th house|creativity|Jupiter/);
    expect(turn.text).not.toMatch(SELLS);
  });

  it('acknowledges a separation told with the question, and reads the chart only for how they can carry it', async () => {
    const turn = await last(["we're separating, will the kids be ok?"], 'guide', 'plus');
    const [first, ...rest] = turn.text.split('\n\n');
    expect(first).toMatch(/^I'm sorry you're going through the separation\. No chart can promise/);
    expect(rest.join('\n\n')).toMatch(/### How you can carry it\nWhat tends to steady a Moon like yours/);
    expect(turn.text).not.toMatch(/### Right now|### Moon in|### Venus in/);
  });

  it('keeps the fertility line for a question about having children', async () => {
    const turn = await last(['had a miscarriage in the spring', 'will I ever be able to have kids?']);
    expect(turn.text).toMatch(FERTILITY);
  });
});

describe('an aspect separating is not a couple separating', () => {
  it.each([
    ['my tightest aspect: is it applying or separating?'],
    ['is my venus square saturn separating?'],
    ['la oposición Sol-Saturno, ¿es separativa o aplicativa?'],
  ])('%s', async (message) => {
    const turns = await chat([message, 'and one line to sum up my chart?'], 'mentor', 'plus');
    for (const turn of turns) {
      expect(turn.plan.situation ?? null).toBeNull();
      expect(turn.text).not.toMatch(/separation|divorce|break-up/i);
    }
  });
});

describe('a living parent who is ill is not a death', () => {
  const NO_LOSS = /\bloss\b|losing your|sorry about your (?:dad|father|mum|mother)\b(?!['’]s)|grieve with you|passed/i;

  it.each([
    ["my dad has parkinson's and some days he doesn't know who i am", 'guide', /still here/],
    ['mum got her dementia diagnosis on monday', 'mentor', /still here/],
    ['my father moved into a hospice last week', 'witchy', /still here/],
    ["my mother is dying, the nurses think it's weeks", 'coach', /still here/],
    ['mi padre tiene alzheimer y ya no me reconoce', 'guide', /still here/],
    ['ma mère est en soins palliatifs', 'mystical', /still here/],
    ['minha mãe está com câncer', 'guide', /your mum's cancer|your mother's cancer/],
    ['meine Mutter hat Krebs', 'mentor', /your mother's cancer/],
  ])('%s (%s)', async (message, voice, own) => {
    const turn = await last([message], voice as PersonalityId);
    expect(turn.plan.situation).toBe('illness');
    const text = english(turn.text);
    const first = text.split('\n\n')[0]!;
    expect(first).toMatch(own);
    expect(text).not.toMatch(NO_LOSS);
    expect(text).toMatch(/### Looking after yourself too\n/);
    // Their own body is not what is ill: no 6th or 12th house, no "health news you are carrying".
    expect(text).not.toMatch(/6th house|12th house|health news you are carrying/);
    expect(turn.text).not.toMatch(SELLS);
  });

  it('answers "will he get worse?" and "how long does she have?" with no prediction and who can say more', async () => {
    for (const [told, ask, who] of [
      ["my dad has alzheimer's", 'will he get worse?', /your dad's illness/],
      ['my mum is in a hospice now', 'how long does she have?', /your mum's illness/],
    ] as const) {
      const turn = await last([told, ask]);
      const first = turn.text.split('\n\n')[0]!;
      expect(first).toMatch(/^No one can tell from a chart how/);
      expect(first).toMatch(who);
      expect(first).toMatch(/doctors and nurses are the ones to ask/);
      expect(turn.text).not.toMatch(NO_LOSS);
    }
  });

  it('meets grief for someone still alive as that, and tiredness from caring as caring', async () => {
    const turns = await chat([
      'my grandmother has dementia and I look after her most days',
      "it's like she's already gone",
      "honestly i'm so exhausted from looking after her",
    ]);
    expect(turns[1]!.plan.situation).not.toBe('bereavement');
    expect(turns[1]!.text).toMatch(/grieving someone who is still alive/);
    expect(turns[2]!.text).toMatch(/### Looking after yourself too\nTiredness like this/);
    for (const t of turns) expect(t.text).not.toMatch(NO_LOSS);
  });

  it('is met as a death once the death is told', async () => {
    const turn = await last(['my father is in hospice', 'he died this morning']);
    expect(turn.plan.situation).toBe('bereavement');
    expect(turn.text).toMatch(/sorry/i);
  });
});

describe('a medication question in any language gets the prescriber line first', () => {
  it.each([
    ['devo smettere le medicine? il mio tema lo dice?', 'it'],
    ['posso ridurre i farmaci adesso che sto meglio?', 'it'],
    ['est-ce que je peux arrêter mes antidépresseurs ? mon thème le montre ?', 'fr'],
    ['soll ich meine Tabletten absetzen, was sagt mein Horoskop?', 'de'],
    ['moet ik stoppen met mijn medicijnen? wat zegt mijn horoscoop?', 'nl'],
    ['czy mogę odstawić leki? co mówi mój horoskop?', 'pl'],
    ['¿puedo dejar el tratamiento si mi carta dice que estoy mejor?', 'es'],
  ] as const)('%s', async (message, language) => {
    const turn = await last([message]);
    const [first, second] = turn.text.split('\n\n');
    expect(first).toBe(MEDICATION_FIRST);
    expect(second).toBe(MEDICATION_LOCAL[language]);
    expect(turn.text).not.toMatch(/###|Saturn|Moon in/);
  });

  it.each([
    'started zoloft in october, can i come off it once my saturn transit ends?',
    'my doctor put me on sertraline, should i stop it when mercury goes direct?',
    '¿puedo dejar la fluoxetina ya? mi carta dice algo?',
    'posso parar a sertralina quando saturno sair?',
  ])('a medicine named instead of "my meds": %s', async (message) => {
    const turn = await last([message]);
    expect(turn.text.startsWith(MEDICATION_FIRST)).toBe(true);
  });

  it('comes first inside a hard chat too', async () => {
    const turn = await last(['my dad has dementia and i am not coping', 'devo smettere gli antidepressivi?']);
    expect(turn.text.startsWith(MEDICATION_FIRST)).toBe(true);
  });
});

describe('no price, plan or upgrade on any turn of a hard chat', () => {
  // Questions that would each bring a plan line in an ordinary chat below Plus.
  const NEUTRAL = [
    "what's coming up for me this month?",
    'what does my moon mean?',
    'ok',
    'when will I find love?',
    'when exactly?',
    'is 2027 better for career or love?',
    'what do the transits say for my career in the next months?',
    'month by month, what do the next three months look like?',
    'my boyfriend is a scorpio, are we compatible?',
  ];
  const HARD_OPENINGS = [
    ['sometimes i think about not being here', "no, i won't do anything, i'm just tired"],
    ['my mum has dementia and has stopped knowing my name'],
    ["we're separating and i don't know how the kids will take it"],
    ['my best friend has been spreading lies about me for months'],
    ['the vet says it is time for our old cat Pepper'],
    ['got laid off on friday and rent is due next week'],
  ];

  it('scans every turn of six long hard chats, on free and as a guest', async () => {
    const selling: string[] = [];
    for (const opening of HARD_OPENINGS) {
      for (const tier of ['free', 'anonymous'] as const) {
        const messages = [...opening, ...NEUTRAL];
        const turns = await chat(messages, 'guide', tier);
        turns.forEach((t, i) => {
          if (SELLS.test(t.text))
            selling.push(`${tier}, "${opening[0]}", turn ${i + 1} "${messages[i]}": ${SELLS.exec(t.text)![0]}`);
        });
      }
    }
    expect(selling).toEqual([]);
  });

  it('tells the model to name no plan either, on a neutral turn after a hard one', async () => {
    const turns = await chat(['sometimes i think about not being here', "what's coming up for me this month?"]);
    const plan = turns[1]!.plan;
    expect(plan.hardChat).toBe(true);
    const prompt = systemPrompt({
      plan,
      chart: adaChart(),
      personality: 'guide',
      level: 'basic',
      tier: 'free',
      sections: builtinSections.guide,
      birth: null,
      knowledge: [],
      history: [],
      message: plan.message,
      hook: null,
    });
    expect(prompt).not.toMatch(/Stellara\+|\$\d/);
  });

  it('still names a plan in an ordinary chat', async () => {
    const turn = await last(["what's coming up for me this month?"]);
    expect(turn.text).toMatch(/Stellara\+/);
  });
});

describe('a hard turn on Plus or Pro carries no sky nobody asked for', () => {
  it.each([
    ['my best friend has been talking behind my back for months', 'plus'],
    ['i lost my job last week and i feel useless', 'pro'],
    ['my dad is in a hospice now', 'plus'],
    ['my wife and I are getting divorced', 'pro'],
    ['mi novio me dejó ayer', 'plus'],
  ] as const)('%s (%s)', async (message, tier) => {
    const turn = await last([message], 'guide', tier);
    expect(turn.plan.situation).not.toBeNull();
    expect(turn.plan.timing).toBeNull();
    expect(turn.text).not.toMatch(/### (Right now|This week|This month)|Transiting /);
  });

  it('keeps the sky when the person asks about the time ahead', async () => {
    const turn = await last(
      [
        'my best friend has been talking behind my back',
        'with all this, what are the transits doing to me this month?',
      ],
      'guide',
      'plus',
    );
    expect(turn.text).toMatch(/### This month/);
  });
});

describe("an animal companion's goodbye stays that on every later turn", () => {
  const PERSON_GRIEF = /4th house|8th house|your family|family and roots|IC\b/;

  it.each([
    [
      "the vet says it's time for Biscuit, my old dog. we booked it for friday",
      "i don't know how i'll cope",
      'what does my chart say about it?',
      'i keep thinking about the empty house',
      'tell me more',
    ],
    [
      'we had to put our cat Mimi to sleep yesterday',
      'the flat is so quiet now',
      'tell me more',
      'how do I get through the evenings?',
    ],
    ['tuvimos que dormir a nuestra perra Luna ayer', 'no sé cómo seguir', 'qué dice mi carta de esto?', 'cuéntame más'],
  ])('%s', async (...messages) => {
    const turns = await chat(messages);
    const name = /Biscuit|Mimi|Luna/.exec(messages[0]!)![0];
    expect(turns[0]!.text).toContain(name);
    const later = turns.slice(1);
    for (const t of later) expect(t.text).not.toMatch(PERSON_GRIEF);
    // The companion is named again after the first turn, in their own steps.
    expect(later.some((t) => t.text.includes(name))).toBe(true);
    expect(later.map((t) => t.text).join('\n')).toMatch(
      new RegExp(`(things|thing of) ${name}|${name}'s|spent with ${name}`),
    );
  });
});
