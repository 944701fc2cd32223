// Someone close sent to prison, arrested or facing it, told in seven languages: met in the person's own terms ("your
// brother's sentence"), with help for prisoners' families (by name and number where the country is known), no price,
// and never a verdict, an appeal or a release date, on that turn or when asked after it. Whole replies, with the
// ordinary messages about prisons that must not trigger it.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { adaChat, PRICE_LINE, runChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { disclosureIn } from '../understanding/disclosures.ts';
import { asksJustice } from './outcome-asks.ts';

/** Prisons, as some old books read the 12th house, or a transit: never read at someone in custody. */
const NOT_READ = /12th house|house of (?:prisons|confinement)|\btransit(?:ing)?\b/i;
/** A release date, a verdict or an appeal foretold, or any year that could be taken for one. */
const FORETOLD =
  /\b20\d\d\b|\b(?:be released|be out|get out|come home|be home|be free) (?:by|in|on|before|within)\b|\b(?:appeal|case|trial) (?:will|should|is likely to) (?:succeed|work|go well|fail)\b|\blikely to (?:win|succeed|be released|get out)\b/i;
const HELP = /Families of people in prison get support too/;
const NO_GUESS = /no chart can tell it, and I won’t guess/;
const first = (text: string) => withoutLanguageLine(text).split(/(?<=[.!?])\s/)[0]!;

describe('someone close in prison, told in seven languages', () => {
  it.each([
    ['my brother just got sentenced to 30 months', "I'm sorry about your brother's sentence"],
    ['they sentenced my son yesterday, 4 years', "I'm sorry about your son's sentence"],
    ['my husband is in jail and I have two kids at home', "I'm sorry about your husband being in prison"],
    ['mi hermano entró en prisión la semana pasada', "I'm sorry about your brother being in prison"],
    ['o meu filho foi preso ontem à noite', "I'm sorry about your son's arrest"],
    ['mon père est en prison depuis mars', "I'm sorry about your dad being in prison"],
    ['mio fratello è stato condannato a tre anni', "I'm sorry about your brother's sentence"],
    ['mein Bruder wurde zu 30 Monaten verurteilt', "I'm sorry about your brother's sentence"],
    ['mijn zoon zit in de gevangenis', "I'm sorry about your son being in prison"],
  ])('%s', async (message, opening) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.situation).not.toBeNull();
    expect(first(turn!.text)).toContain(opening);
    expect(turn!.text).toMatch(HELP);
    expect(turn!.text).toMatch(NO_GUESS);
    expect(turn!.text).not.toMatch(PRICE_LINE);
    expect(turn!.text).not.toMatch(NOT_READ);
    expect(turn!.text).not.toMatch(FORETOLD);
    // With no country known, a general line and no number.
    expect(turn!.text).not.toMatch(/0808|\d{3} \d{3}/);
  });

  it('the fear of it ahead is met as a fear, with the case left to the lawyer', async () => {
    const [turn] = await adaChat(["I'm scared my son could go to prison, his court date is next month"]);
    expect(first(turn!.text)).toMatch(/your son facing prison/);
    expect(turn!.text).toMatch(/their lawyer/);
    expect(turn!.text).not.toMatch(FORETOLD);
  });
});

describe('when will he get out, will the appeal work: never foretold', () => {
  it('answers with what no chart can say, on each ask in other words, and stays with the person', async () => {
    const turns = await adaChat([
      'my brother just got sentenced to 30 months',
      'when will he get out?',
      'will his appeal work?',
    ]);
    const [, release, appeal] = turns.map((t) => t.text);
    expect(release).toMatch(/^No chart can tell how a case, an appeal or a parole hearing will go/);
    expect(appeal).toMatch(/^Still no chart can say that/);
    for (const text of [release!, appeal!]) {
      expect(text).toMatch(/lawyer/);
      expect(text).not.toMatch(FORETOLD);
      expect(text).not.toMatch(NOT_READ);
      expect(text).not.toMatch(PRICE_LINE);
    }
  });

  it.each(['will my brother win his appeal?', 'will she get parole?', 'when will she get out of jail?'])(
    'asked with no disclosure before: %s',
    async (message) => {
      const [turn] = await adaChat([message]);
      expect(withoutLanguageLine(turn!.text)).toMatch(/^No chart can tell how a case, an appeal or a parole hearing/);
      expect(turn!.text).not.toMatch(FORETOLD);
      // No dated sky and no offer of personal timing for a release asked.
      expect(turn!.text).not.toMatch(/### The year ahead|Personal timing/);
      expect(turn!.text).not.toMatch(PRICE_LINE);
    },
  );

  it.each([
    ['my brother just got sentenced to 30 months, when will he get out?', "I'm sorry about your brother's sentence"],
    ['cuándo sale de la cárcel mi hermano?', "I'm sorry about your brother being in prison"],
  ])('told and asked in one message: %s', async (message, opening) => {
    const [turn] = await adaChat([message]);
    const text = withoutLanguageLine(turn!.text);
    expect(first(text)).toContain(opening);
    expect(text).toMatch(/\nNo chart can tell how a case, an appeal or a parole hearing will go/);
    expect(text).toMatch(HELP);
    // The honest line is said once, not again at the end of the help.
    expect(text).not.toMatch(NO_GUESS);
    expect(text).not.toMatch(PRICE_LINE);
    expect(text).not.toMatch(FORETOLD);
    expect(text).not.toMatch(NOT_READ);
  });
});

describe('a release asked is read as one only about prison', () => {
  const told = ['my brother just got sentenced to 30 months'];
  it('after a chat that told of prison, or in so many words', () => {
    expect(asksJustice('when will he get out?', told)).toBe(true);
    expect(asksJustice('¿cuándo sale?', ['mi hermano entró en prisión'])).toBe(true);
    expect(asksJustice('will his appeal work?')).toBe(true);
  });

  it('never a hospital, the Moon, or a chat that told of no prison', () => {
    expect(asksJustice('when will he be released from hospital?', told)).toBe(false);
    expect(asksJustice('¿cuándo sale la luna llena?', ['mi hermano entró en prisión'])).toBe(false);
    expect(asksJustice('when will he get out?', ['my brother is in hospital with covid'])).toBe(false);
  });
});

describe("the help for prisoners' families where the country is known", () => {
  const sent = new Date('2026-11-28T12:00:00Z');
  const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
  const replyFor = async (message: string, timezone: string) => {
    const chart = contextAt(natal, sent, { local: { date: '1990-07-15', time: '13:30', timezone } });
    const setup = { chart, knowledge: seedKnowledge(), personality: 'guide', level: 'basic', tier: 'free', sent };
    const [turn] = await runChat([message], setup as Parameters<typeof runChat>[1]);
    return turn!.reading.text;
  };

  it("names the Prisoners' Families Helpline and its number for someone born in the UK", async () => {
    const text = await replyFor('my brother just got sentenced to 30 months', 'Europe/London');
    expect(text).toContain("the Prisoners' Families Helpline is free on 0808 808 2003");
    expect(text).not.toMatch(PRICE_LINE);
  });

  it('reads the country from the prison named, and keeps the general line elsewhere', async () => {
    expect(await replyFor('my son is in HMP Leeds since friday', 'America/Sao_Paulo')).toContain('0808 808 2003');
    const general = await replyFor('my brother just got sentenced to 30 months', 'Asia/Tokyo');
    expect(general).toMatch(/charities for prisoners’ families in most countries/);
    expect(general).not.toMatch(/0808/);
  });
});

describe('prisons spoken of otherwise are no disclosure', () => {
  it.each([
    'my brother is a prison guard, what does my chart say about him?',
    'watching prison break on netflix with my sister, what does my moon say?',
    'saturn is a prison, right? mine is in capricorn',
    'my mum works at the prison as a nurse, is my 6th house about work?',
    'my dad got out of prison last year and is doing great, what about my 4th house?',
    'my mom is reading a book about people in prison, what does my venus say?',
    'I feel like my job is a prison, what does my 10th house say?',
  ])('%s', async (message) => {
    expect(disclosureIn(message)?.kind).not.toBe('family-prison');
    const [turn] = await adaChat([message]);
    expect(turn!.text).not.toMatch(HELP);
    expect(turn!.text).not.toMatch(/I'm sorry about your \w+(?:'s sentence| being in prison)/);
  });
});
