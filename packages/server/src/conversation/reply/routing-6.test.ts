// Round 6 of the blind review, as whole chats: a question that was answered as a different one. Questions about the
// product (privacy, deleting, plans, voices, chart and question limits, "a person? and how do I cancel") get the
// product's facts for the person's own plan, never a chart reading; ordinary questions keep their old route.
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';

const last = async (messages: string[], tier: Tier = 'free', allowances?: { anonymous: number; free: number }) =>
  (await adaChat(messages, { tier, ...(allowances ? { allowances } : {}) })).at(-1)!;
const NO_READING = /### |Sun in Cancer|Moon in Aries|Libra rising/;

describe('a question about the product is answered from the product, never a reading', () => {
  it.each([
    'is my birth data private?',
    'are my chats safe here?',
    'is my info secure??',
    '¿mis datos están seguros?',
    'meus dados são privados?',
    'mes données sont privées ?',
    'sind meine Daten privat?',
    'i miei dati sono privati?',
  ])('%s: the privacy facts', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.mode).toBe('about-stellara');
    expect(turn.text).toMatch(/shown to nobody else in the app, and nothing is sold/);
    expect(turn.text).not.toMatch(NO_READING);
  });

  it.each(['can I delete everything?', 'how do i erase it all', 'puedo borrar todo?', 'je peux tout effacer ?'])(
    '%s: deleting the account, and for a guest that little is kept',
    async (message) => {
      const member = await last([message]);
      expect(member.text).toMatch(/Delete Account removes the account and everything in it/);
      const guest = await last([message], 'anonymous');
      expect(guest.text).toMatch(/without an account there is little to delete/);
      expect(guest.text).not.toMatch(/Delete Account/);
      expect(guest.text).not.toMatch(NO_READING);
    },
  );

  it('a guest asking whether their data is stored hears it is not, beyond the visit', async () => {
    const guest = await last(['is my birth data stored somewhere?'], 'anonymous');
    expect(guest.text).toMatch(/^Only for this visit/);
    expect(guest.text).not.toMatch(/Yes, it is kept/);
  });

  it('a guest asking whether it is stored and whether they can delete it hears each thing once', async () => {
    const guest = await last(['is my birth data stored somewhere, and can i delete it'], 'anonymous');
    expect(guest.text).toMatch(/^Only for this visit[\s\S]*little to delete: closing the tab ends it sooner/);
    expect(guest.text.match(/removes your chats and visit/g)).toHaveLength(1);
  });

  it.each([
    'which personality should I choose?',
    'what personality is best for me to pick',
    'which voice should I use',
    '¿qué personalidad debería elegir?',
    'qual personalidade devo escolher?',
    'quelle personnalité dois-je choisir ?',
    'welche Persönlichkeit soll ich wählen?',
  ])('%s: the five voices, and which the plan has', async (message) => {
    const free = await last([message]);
    expect(free.plan.mode).toBe('about-stellara');
    expect(free.text).toMatch(/On your plan the Friendly Guide answers.*The other four come with Plus/);
    expect(free.text).not.toMatch(NO_READING);
    const plus = await last([message], 'plus');
    expect(plus.text).toMatch(/All five are yours.*Settings, under Personality/);
  });

  it.each([
    'how many charts can I save?',
    'can i store other people’s charts?',
    '¿cuántas cartas puedo guardar?',
    'combien de thèmes je peux garder ?',
  ])('%s: the charts the plan keeps', async (message) => {
    expect((await last([message], 'anonymous')).text).toMatch(/As a guest, none are saved/);
    expect((await last([message])).text).toMatch(
      /own chart is saved to your profile.*Plus, which includes 1 stored chart, and Pro, with up to 6 charts/,
    );
    expect((await last([message], 'pro')).text).toMatch(/Pro holds up to 6 charts, on the Birth Charts page/);
    expect((await last([message])).text).not.toMatch(NO_READING);
  });

  it.each([
    'how many messages do I get?',
    'is there a daily question limit?',
    '¿cuántas preguntas puedo hacer?',
    'quantas perguntas posso fazer por dia?',
    'wie viele Fragen kann ich stellen?',
  ])('%s: the allowance the server counts, for the plan', async (message) => {
    const allowances = { anonymous: 5, free: 15 };
    expect((await last([message], 'anonymous', allowances)).text).toMatch(/As a guest you have 5 questions a day/);
    expect((await last([message], 'free', allowances)).text).toMatch(/On Free you have 15 questions a day/);
    expect((await last([message], 'plus', allowances)).text).toMatch(/On Plus there is no daily limit/);
    // Planned without the server's numbers, none is made up.
    expect((await last([message])).text).not.toMatch(/\d+ questions/);
    expect((await last([message])).text).not.toMatch(NO_READING);
  });

  it.each([
    ['are you AI or a real person? and how do I cancel?', 'plus'],
    ['is this a real person or a bot? and can I cancel anytime?', 'pro'],
    ['how do I cancel? and are you a bot?', 'plus'],
  ] as const)('%s: both parts, in the order asked', async (message, tier) => {
    const turn = await last([message], tier);
    const person = turn.text.search(/not a person/);
    const cancel = turn.text.search(/Cancel Subscription/);
    expect(person).toBeGreaterThanOrEqual(0);
    expect(cancel).toBeGreaterThanOrEqual(0);
    expect(person < cancel).toBe(!/^how do I cancel/i.test(message));
    expect(turn.text).not.toMatch(NO_READING);
  });

  it('a guest asking how to cancel hears there is nothing to cancel', async () => {
    const guest = await last(['are you a real person? and how do i cancel?'], 'anonymous');
    expect(guest.text).toMatch(/not a person.*There is nothing to cancel: as a guest/s);
  });

  it.each([
    ['what personality do I have?', 'reading'],
    ['I want to cancel my plans with my sister, is that bad?', 'reading'],
    ['i want to delete everything about my ex from my life', 'reading'],
    ['can i use the other voices for free?', 'talk'],
    ['which plan should I pick?', 'talk'],
  ])('control: %s keeps its route (%s)', async (message, mode) => {
    expect((await last([message])).plan.mode).toBe(mode);
  });
});

describe('a transiting planet and a natal house: the date it crosses the cusp, first', () => {
  it.each([
    'when does Saturn leave my 6th house?',
    'when will saturn be out of my sixth house',
    'how long is Saturn in my 6th house?',
    '¿cuándo sale Saturno de mi casa 6?',
    'quando Saturno sai da minha casa 6?',
    'quand Saturne quitte-t-il ma maison 6 ?',
    'wann verlässt Saturn mein 6. Haus?',
  ])('%s: the day it leaves, and the retrograde loop back', async (message) => {
    const turn = await last([message], 'plus');
    expect(turn.plan.mode).toBe('technique');
    const english = turn.text.split('\n\n').find((p) => p.startsWith('Saturn'))!;
    expect(english).toMatch(/^Saturn leaves your 6th house on 8 May 2027, crossing into your 7th house\./);
    expect(english).toMatch(/back into your 6th house on 2 December 2027.*out of it again on 14 January 2028/);
    expect(turn.text).not.toMatch(/Saturn return/i);
  });

  it('asked of a house it is not in: no, where it is, and when it gets there', async () => {
    for (const message of ['when does Saturn leave my 4th house?', 'is Saturn in my 4th house now?']) {
      const turn = await last([message], 'pro');
      expect(turn.text).toMatch(/^Saturn is not in your 4th house now: it is passing through your 6th house/);
      expect(turn.text).not.toMatch(/Saturn return/i);
    }
  });

  it.each(['is saturn in my 6th house right now', 'is transiting Saturn in my 6th house?'])(
    '%s: yes, and when it leaves',
    async (message) => {
      expect((await last([message], 'plus')).text).toMatch(
        /^Yes: Saturn is in your 6th house now, and leaves it on 8 May 2027/,
      );
    },
  );

  it('entering a house: the day it crosses in, or that it is there already', async () => {
    expect((await last(['when will jupiter enter my 11th house'], 'plus')).text).toMatch(
      /^Jupiter enters your 11th house on 9 August 2027\./,
    );
    expect((await last(['when does Jupiter move into my 10th house?'], 'plus')).text).toMatch(
      /^It is there already: Jupiter is in your 10th house now/,
    );
  });

  it('the crossing is where the ephemeris puts it: one side of the cusp the day before, the other the day after', async () => {
    const { passageAnswer } = await import('./house-passage.ts');
    const { adaChart } = await import('../../test-support/chat.ts');
    const { chartFlags, natalHouseOf, toJulianDay, transitingPosition } = await import('@stellara/astro');
    const natal = adaChart().birth!.natal;
    const answer = passageAnswer(natal, 'Saturn', 6, 'leave', new Date('2026-11-28T12:00:00Z'));
    const at = /2027-05-08 \d\d:\d\d/.exec(answer.technical.join(' '))![0];
    const jd = toJulianDay(`${at.replace(' ', 'T')}:00Z`);
    const houseAt = (t: number) => natalHouseOf(natal, transitingPosition('Saturn', t, chartFlags(natal))!.longitude);
    expect([houseAt(jd - 1), houseAt(jd + 1)]).toEqual([6, 7]);
  });

  it('below Plus: the sky for everyone and the plan pointer, never a personal date', async () => {
    for (const tier of ['free', 'anonymous'] as const) {
      const turn = await last(['when does Saturn leave my 6th house?'], tier);
      expect(turn.text).toMatch(/Saturn is in Aries/);
      expect(turn.text).toMatch(/comes with Stellara\+/);
      expect(turn.text).not.toMatch(/8 May 2027|6th house/);
    }
  });

  it.each([
    ['what does Saturn in my 3rd house mean?', 'reading'],
    ['when is my saturn return?', 'technique'],
  ])('control: %s keeps its route', async (message, mode) => {
    const turn = await last([message], 'plus');
    expect(turn.plan.mode).toBe(mode);
    expect(turn.text).not.toMatch(/leaves your|enters your \d/);
  });
});

describe('timing and compatibility below their plan: what the plan has, and the one-line pointer', () => {
  it.each([
    ['when will things get better at work?', /comes with Stellara\+/],
    ["what's coming for me in january?", /comes with Stellara\+/],
    ["are me and my boyfriend compatible? he's a scorpio", /part of Stellara Pro/],
  ])('%s: the pointer once, for a guest and a free member', async (message, pointer) => {
    for (const tier of ['anonymous', 'free'] as const) {
      const turn = await last([message], tier);
      expect(turn.text).toMatch(pointer);
      expect(turn.text.match(/Stellara(?:\+| Pro)/g)).toHaveLength(1);
    }
  });

  it('never in a chat that holds something hard, whatever is asked later', async () => {
    const turns = await adaChat(
      [
        'my dad died last month and I can’t focus at work',
        'when will things get better at work?',
        "what's coming for me in january?",
        'when does Saturn leave my 6th house?',
      ],
      { tier: 'free' },
    );
    for (const turn of turns) expect(turn.text).not.toMatch(/Stellara\+|Stellara Pro|\$\d/);
  });
});
