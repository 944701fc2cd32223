// Round 7 of the blind review: a hard thing met with the person's own particulars (the sum, the years, the
// anniversary, the attempt, the score, who reacted); the real-world route named (their country's gambling help and
// self-exclusion, a union or employment lawyer before signing, the exam body's rules, the doctor they named); how the
// next try ends answered honestly first; and nothing sold in a chat that told gambling or grief, luck asks included.
// Whole chats, several wordings and languages, with controls that keep their old reply.
import { calculateNatalChart } from '@stellara/astro';
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { adaChat, runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';

const SELLS = /\$\d|Stellara\+|\bPlus\b|\bPro\b|upgrade|your plan\b|paid plan/i;
/** The English reply without the line in the person's language that may head it. */
const english = (text: string) => text.split('\n\n').filter((p) => !(p.length < 200 && /:\s*$/.test(p)));
const opening = (text: string) => english(text)[0]!;

describe('the acknowledgement names their own particulars, first', () => {
  it.each([
    ['moved here for work 4 months ago and i literally know no one', /Four months in a new place/],
    ['me mudé a Madrid por trabajo hace tres meses y no conozco a nadie', /Three months in a new place/],
    ["it's 3 years tomorrow since mum died", /three years coming round tomorrow/],
    ['mañana hace dos años que murió mi padre', /your father\. With two years coming round tomorrow/],
    ['demain ça fera cinq ans que mon père est mort', /five years coming round tomorrow/],
    [
      'failed my driving theory test for the second time, 41 out of 50, my dad just sighed',
      /failing your driving theory test[\s\S]*second time[\s\S]*41 out of 50[\s\S]*your dad's sigh/,
    ],
    ['suspendí el examen de conducir por segunda vez', /second time/],
    ['ich bin zum zweiten Mal durchgefallen, 38 von 50', /second time[\s\S]*38 out of 50/],
    [
      "made redundant after 26 years at the same firm and i'm 54, who hires someone my age",
      /After 26 years there[\s\S]*work at 54/,
    ],
    ["laid off after 18 years, i'm 59 and scared nobody will hire me at my age", /After 18 years[\s\S]*at 59/],
    ['sono stato licenziato dopo 25 anni, ho 56 anni', /After 25 years there/],
    ['down 38k on the pokies and multis, sportsbet has taken everything', /38k is a heavy weight/],
    ['perdí 12 mil euros en las tragaperras', /12 mil euros is a heavy weight/],
    ['ich habe 20.000 euro verzockt', /20\.000 euro is a heavy weight/],
    ["I've cared for my husband with Parkinson's for 6 years and I'm exhausted", /Six years of caring/],
    ['cuido a mi madre con alzheimer desde hace 4 años y estoy agotada', /Four years of caring/],
  ])('%s', async (message, details) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.situation).not.toBeNull();
    expect(opening(turn!.text)).toMatch(details);
    expect(turn!.text).not.toMatch(SELLS);
  });

  it.each([
    // Controls: a number with nothing hard told, or a hard thing with no particulars, keep their old reply.
    ["i'm 54 and curious about my career, what does my midheaven say", /Midheaven/],
    ['we spent the weekend at a casino in vegas, what does my venus say', /Venus/],
  ])('control, nothing hard told: %s', async (message, topic) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.situation).toBeNull();
    expect(turn!.text).toMatch(topic);
    expect(turn!.text).not.toMatch(/heavy weight|After \d+ years there|coming round|GamCare|helpline/);
  });

  it('a hard thing told without particulars keeps its general second sentence', async () => {
    const [turn] = await adaChat(['i failed my exams']);
    expect(opening(turn!.text)).not.toMatch(/second time|out of|heavy weight/);
  });
});

/** A chat for someone born where `timezone` is, with Ada's chart otherwise. */
async function bornIn(timezone: string, messages: string[], tier: Tier = 'free') {
  const sent = new Date('2026-11-28T12:00:00Z');
  const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
  const chart = contextAt(natal, sent, { local: { date: '1990-07-15', time: '13:30', timezone } });
  const turns = await runChat(messages, {
    chart,
    knowledge: seedKnowledge(),
    personality: 'guide',
    level: 'basic',
    tier,
    sent,
  });
  return turns.map((t) => t.reading.text);
}

describe('the real-world route, named once', () => {
  it.each([
    ['down 38k on the pokies and multis, sportsbet has taken everything', /Gambling Help Online[\s\S]*BetStop/],
    ['i lost £2,000 on the fruit machines', /National Gambling Helpline, run by GamCare[\s\S]*GAMSTOP/],
    ['perdi R$ 20 mil no tigrinho', /Jogadores Anônimos/],
    ['j’ai perdu 8000 euros au PMU', /Joueurs Info Service/],
    // Nothing tells the country: the general line, never a guess.
    ['i lost 4k on betting apps', /a free gambling helpline in your country/],
    ['perdí 3000 euros en apuestas', /a free gambling helpline in your country/],
  ])('gambling help by their own words: %s', async (message, help) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).toMatch(help);
    expect(turn!.text).toMatch(/[Ss]elf-exclusion/);
    // Names only: never a phone number.
    expect(turn!.text).not.toMatch(/\d{3,4}[ -]\d{3}|\b1-?800\b|0800/);
  });

  it.each([
    ['Australia/Sydney', 'i lost 4k on betting apps', /Gambling Help Online/],
    ['Europe/Berlin', 'ich habe 3000 euro beim wetten verloren', /Check dein Spiel[\s\S]*OASIS/],
    ['Europe/Rome', 'ho perso 10 mila euro alle slot', /Telefono Verde/],
    ['Asia/Tokyo', 'i lost 4k on betting apps', /a free gambling helpline in your country/],
  ])('gambling help by birthplace (%s): %s', async (timezone, message, help) => {
    const [text] = await bornIn(timezone, [message]);
    expect(text).toMatch(help);
  });

  it('the gambling help is said once in a chat', async () => {
    const turns = await adaChat(['i lost 4k on betting apps', "i've lost more since, i can't stop betting"]);
    expect(turns[0]!.text).toMatch(/free gambling helpline in your country/);
    expect(turns[1]!.text).not.toMatch(/free gambling helpline in your country/);
  });

  it.each([
    "made redundant after 26 years at the same firm and i'm 54, who hires someone my age",
    "i've been laid off and they want me to sign a settlement agreement by friday",
    'me despidieron después de 22 años y me ofrecen un finiquito',
    'nach 30 Jahren gekündigt, ich soll einen Aufhebungsvertrag unterschreiben',
  ])('a redundancy: union, works council or employment lawyer before signing: %s', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.situation).toBe('job-loss');
    expect(turn!.text).toMatch(/Before you sign anything[\s\S]*union[\s\S]*works council[\s\S]*employment lawyer/);
  });

  it.each([
    'failed my driving theory test for the second time',
    'suspendí el examen de conducir por segunda vez',
    "j'ai raté mon permis pour la deuxième fois",
  ])('an exam failed: the exam body’s rules and a study plan: %s', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).toMatch(/exam body’s own rules[\s\S]*study plan/);
  });

  it.each([
    ['my neurologist wants to up my levodopa dose, does my chart say i should?', /^Please talk to your neurologist/],
    ['mi neuróloga quiere cambiarme la medicación, ¿qué dice mi carta?', /^Please talk to your neurologist/],
    ['my psychiatrist wants me to come off sertraline, what does my chart say', /^Please talk to your psychiatrist/],
  ])('medication: the doctor they named: %s', async (message, first) => {
    const [turn] = await adaChat([message]);
    expect(english(turn!.text).join('\n\n')).toMatch(first);
  });

  it.each([
    "i've had tremors in my hand for weeks, does my chart show what's wrong?",
    'tengo temblores en la mano desde hace semanas, ¿mi carta muestra qué me pasa?',
    'ich habe seit Wochen Schwindel, was sagt mein Horoskop?',
  ])('symptoms asked of the chart: no health reading, and who to see: %s', async (message) => {
    const [turn] = await adaChat([message]);
    const text = english(turn!.text).join('\n\n');
    expect(text).toMatch(/^A chart can't show illness/);
    expect(text).toMatch(/For the symptoms themselves, please talk to your GP or doctor/);
  });

  it('control: a medication question naming no doctor keeps the general line', async () => {
    const [turn] = await adaChat(['should i stop taking my antidepressants?']);
    expect(turn!.text).toMatch(/^Please talk to your doctor or prescriber/);
  });
});

describe('how the next try ends: the chart cannot say, first, then what is in their hands', () => {
  it.each([
    [
      'failed my driving theory test for the second time',
      'will I pass this time?',
      /^I can't tell you whether you'll pass/,
    ],
    [
      "j'ai raté mon permis pour la deuxième fois",
      'est-ce que je vais réussir la prochaine fois ?',
      /^I can't tell you whether you'll pass/,
    ],
    ['our second round of ivf failed', 'will it work next time?', /^I can't tell you whether the next round will work/],
    [
      'a nossa FIV falhou outra vez',
      'vai dar certo da próxima vez?',
      /^I can't tell you whether the next round will work/,
    ],
    [
      'down 38k on the pokies and multis, sportsbet has taken everything',
      'will I win it back?',
      /^I can't tell you that you'll win it back/,
    ],
    [
      'perdí 12 mil euros en las tragaperras',
      '¿voy a recuperar lo que perdí?',
      /^I can't tell you that you'll win it back/,
    ],
  ])('%s / %s', async (told, asked, first) => {
    const turns = await adaChat([told, asked]);
    const text = english(turns[1]!.text).join('\n\n');
    expect(text).toMatch(first);
    expect(text).toMatch(/in your hands/);
    expect(text).not.toMatch(/I have shared what I see|^#{3} (?!What may help)/m);
    expect(turns[1]!.text).not.toMatch(SELLS);
  });
});

describe('no selling in a hard chat, and no lucky days for someone who gambles', () => {
  it.each([
    ['down 38k on the pokies and multis, sportsbet has taken everything', 'what days am I lucky'],
    ['i owe 20k from gambling', "what's a good day this week to go to the casino"],
    ['perdí 12 mil euros en las tragaperras', '¿qué días tengo suerte este mes?'],
    ['ich habe 20.000 euro verzockt', 'was sind meine Glückstage?'],
  ])('%s / %s', async (told, asked) => {
    for (const tier of ['anonymous', 'free'] as const) {
      const turns = await adaChat([told, asked], { tier });
      const text = english(turns[1]!.text).join('\n\n');
      expect(text).toMatch(/^A chart can't predict a win or a lucky day/);
      expect(text).toMatch(/How are you doing/);
      for (const t of turns) expect(t.text).not.toMatch(SELLS);
    }
  });

  it.each([
    ["it's 3 years tomorrow since mum died", 'what do my transits say for next month?'],
    ['lost 5k on sportsbet this month', 'when is my best time for money this year?'],
  ])('guard, a timing question later in a hard chat sells nothing: %s / %s', async (told, asked) => {
    for (const tier of ['anonymous', 'free'] as const) {
      const turns = await adaChat([told, asked], { tier });
      for (const t of turns) expect(t.text).not.toMatch(SELLS);
    }
  });

  it('control: lucky days asked with nothing hard told get no gambling line', async () => {
    const [turn] = await adaChat(['what are my lucky days this month']);
    expect(turn!.text).not.toMatch(/predict a win|betting|gambling/);
  });
});
