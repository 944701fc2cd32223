// Whole chats for the tenth round's "a reply about another subject" kinds: a named subject (a life area, a house
// number) losing to a person mentioned beside it, a practical errand read as a career reading, a placement set against
// the person's own behaviour answered with a stock reading, a close answered with a new reading, and a co-founder's
// synastry worded as a romance. Several wordings and languages of our own, with controls that must not change.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { chartContextFrom } from '../chart-context.ts';
import { contextAt } from '../session-chart.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import type { PlanInput } from './plan-types.ts';
import { partnerSynastry } from './synastry-plan.ts';

const SENT = new Date('2026-11-28T12:00:00Z');

/** Every turn of one chat for a chart born at `ut` in London, as of SENT. */
async function chat(messages: string[], ut = '1990-07-15T12:30:00Z', tier: 'free' | 'plus' = 'plus') {
  const chart = contextAt(calculateNatalChart({ ut, latitude: 51.5, longitude: -0.12 }), SENT);
  const turns = await runChat(messages, {
    chart,
    knowledge: seedKnowledge(),
    personality: 'guide',
    level: 'basic',
    tier,
    sent: SENT,
  });
  return turns.map((t) => ({ plan: t.plan, text: t.reading.text }));
}
const lastOf = async (messages: string[], ut?: string) => (await chat(messages, ut)).at(-1)!;
const ids = (plan: { factors: { ids: string[] }[] }) => plan.factors.flatMap((f) => f.ids).join(' | ');

// Ada's chart (15 July 1990, 12:30 UT, London): Sun in Cancer, Moon in Aries, Libra rising, Midheaven in Cancer.
// A Virgo Sun (10 September 1990, 08:00 UT), a Moon in Aquarius (17 January 1991, 12:00 UT).
const VIRGO_SUN = '1990-09-10T08:00:00Z';
const AQUARIUS_MOON = '1991-01-17T12:00:00Z';

describe('a named subject beats a person mentioned beside it', () => {
  it.each([
    'vou largar direito pra estudar música e meu pai vai pirar. o que meu mapa diz da minha carreira?',
    'my mum will freak out. what does my chart say about my career?',
    'mi padre no lo va a entender. ¿qué dice mi carta sobre mi trabajo?',
    'ma mère va paniquer. que dit mon thème sur ma carrière ?',
  ])('%s', async (message) => {
    const { plan, text } = await lastOf([message]);
    expect(plan.question.theme).toBe('career');
    expect(ids(plan)).toMatch(/Midheaven|10th house/);
    expect(plan.topic).not.toMatch(/mother|father/);
    expect(text).not.toMatch(/about your (?:mother|father)/);
  });

  it.each([
    ['what does my chart say about my mother?', /your mother/],
    ['¿qué dice mi carta sobre mi padre?', /your father/],
  ])('control: a parent asked about is still read as the parent: %s', async (message, topic) => {
    const { plan } = await lastOf([message]);
    expect(plan.topic).toMatch(topic);
  });
});

describe('a house asked by number is defined with that house', () => {
  it.each([
    ['whats the 4th house even mean, keep it simple', '4th'],
    ['what does the 10th house mean?', '10th'],
    ['o que significa a casa 8?', '8th'],
  ])('%s', async (message, house) => {
    const { plan, text } = await lastOf([message]);
    expect(plan.mode).toBe('definition');
    expect(withoutLanguageLine(text)).toContain(`Your ${house} house`);
    expect(text).not.toContain('Your 1st house');
  });

  it('control: "what is a house?" still shows the 1st', async () => {
    const { text } = await lastOf(['what is a house?']);
    expect(text).toContain('Your 1st house');
  });
});

describe('a practical errand outside astrology gets an honest redirect, never a reading', () => {
  it.each([
    ['do u know how to register a business name in the uk lol', /outside what I know.*Companies House/s],
    ['how do I file my tax return?', /outside what I know.*tax office/s],
    ['¿cómo registro una empresa en España?', /fuera de lo que sé.*registro oficial de empresas/s],
    ['wie melde ich ein Gewerbe an?', /außerhalb dessen, was ich weiß.*Gewerbe/s],
    ['comment créer mon entreprise ?', /sort de ce que je sais.*registre officiel/s],
  ])('%s', async (message, line) => {
    const { plan, text } = await lastOf([message]);
    expect(plan.mode).toBe('talk');
    expect(plan.factors).toEqual([]);
    expect(text).toMatch(line);
    expect(text).not.toMatch(/###|Midheaven|10th house/);
  });

  it('control: starting a business asked of the chart is still a reading', async () => {
    const { plan } = await lastOf(['how do I start a business, what does my chart say?']);
    expect(plan.mode).not.toBe('talk');
  });
});

describe('a placement set against the person’s own behaviour is answered head-on', () => {
  it.each([
    'meu sol é virgem né? pq eu sou a pessoa mais bagunçada do mundo',
    "my sun is virgo but i'm the messiest person alive, how?",
    'mi sol es virgo pero soy súper desordenada, ¿por qué?',
  ])('a Virgo Sun and a mess: %s', async (message) => {
    const { plan, text } = await lastOf([message], VIRGO_SUN);
    expect(plan.mode).toBe('talk');
    const body = withoutLanguageLine(text);
    expect(body).toMatch(/^Yes, your Sun is in Virgo/);
    expect(body).toMatch(/the contradiction is real: Virgo is known for the opposite of being messy/);
    expect(body).toMatch(/What in your chart does lean toward living by flow/);
  });

  it('a Virgo rising claimed for sorting brushes, when the rising sign is Libra', async () => {
    const { text } = await lastOf(['my ascendant Virgo explains I sort my brushes by size? my wife says yes']);
    expect(text).toMatch(/^Not quite: your Rising sign is Libra, not Virgo/);
    expect(text).toMatch(/how you sort your brushes by size/);
    expect(text).toMatch(/What in your chart does lean toward sorting, fine distinctions and order: .*Saturn/);
  });

  it.each([
    'is my moon the reason i cry at everything. aquarius moons are supposed to be cold',
    'la mia luna è in acquario ma piango per tutto, come mai?',
  ])('an Aquarius Moon and tears: %s', async (message) => {
    const { plan, text } = await lastOf([message], AQUARIUS_MOON);
    expect(plan.mode).toBe('talk');
    const body = withoutLanguageLine(text);
    expect(body).toMatch(/^Yes, your Moon is in Aquarius/);
    expect(body).toMatch(/Aquarius is known for the opposite of crying easily/);
    expect(body).not.toMatch(/###/);
  });

  it('control: a plain question about a placement is still a reading', async () => {
    const { plan } = await lastOf(['tell me about my moon'], AQUARIUS_MOON);
    expect(plan.mode).toBe('reading');
  });
});

describe('years the person lived as hard are met when a return is asked', () => {
  it.each([
    ['2019-2020 was a mess, did I have my saturn return?', /right inside the 2019–2020 you call a mess/],
    ['2019 y 2020 fueron un desastre, ¿tuve mi retorno de Saturno?', /right inside the 2019–2020 you call un desastre/],
    ['2015 foi um caos, foi meu retorno de saturno?', /doesn't line up with the 2015 you call um caos/],
  ])('%s', async (message, line) => {
    const { text } = await lastOf([message]);
    expect(text).toMatch(/Saturn return was exact on 5 January 2020/);
    expect(text).toMatch(line);
  });

  it('control: a plain Saturn-return question says nothing of years lived', async () => {
    const { text } = await lastOf(['when was my saturn return?']);
    expect(text).toMatch(/5 January 2020/);
    expect(text).not.toMatch(/you call/);
  });
});

describe('a close gets a short warm close, never a new reading', () => {
  it.each([
    ['ok that actually makes sense. night x', /Goodnight, take care\.$/],
    ["thank you. she's asleep, gonna try and sleep too", /I hope you get some sleep too\./],
    ['Thanks. That’s all for now.', /^You're welcome, I'm glad it helped\. Take care\.$/],
    ['valeu!! vou mostrar pra minha mae', /Espero que seja bom mostrar para a sua mãe\. Se cuida\./],
    ['gracias, buenas noches, se lo enseño a mi hermana', /enseñárselo a tu hermana\. Buenas noches/],
    ['danke, gute Nacht! ich zeige es morgen meiner Mutter', /es deiner Mutter zeigst\. Gute Nacht/],
    ['merci, bonne nuit', /^Avec plaisir.*Bonne nuit/],
  ])('%s', async (message, close) => {
    const turns = await chat(["what's my moon sign?", message]);
    const { plan, text } = turns.at(-1)!;
    expect(plan.mode).toBe('thanks');
    expect(text).toMatch(close);
    expect(text).not.toMatch(/###|Moon|chart|next|Plus|\$/);
    expect(text.split(/\s+/).length).toBeLessThan(30);
  });

  it.each(["I can't sleep at night, is it my moon?", 'thanks! and what about my venus?'])(
    'control: still asked or sleepless is not a close: %s',
    async (message) => {
      const turns = await chat(["what's my moon sign?", message]);
      expect(turns.at(-1)!.plan.topic).not.toBe('closing the chat');
    },
  );
});

describe('a synastry is worded for the relation named', () => {
  const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
  const tunde = calculateNatalChart({ ut: '1990-03-03T13:00:00Z', latitude: 6.45, longitude: 3.39 });
  const chart = chartContextFrom(ada);
  const partner = partnerSynastry(ada, tunde, {
    id: 'typed',
    name: 'Tunde',
    source: 'typed',
    typed: { date: '3 March 1990', time: '14:00', place: 'lagos' },
    placeFound: 'Lagos, Nigeria',
    timeKnown: true,
    moonSigns: [],
  });
  /** Each turn planned with the messages before it, as the chat sends them. */
  const turns = async (messages: string[]) => {
    const out: { theme: string | null; text: string }[] = [];
    for (const [i, message] of messages.entries()) {
      const input: PlanInput = {
        message,
        chart,
        tier: 'pro',
        level: 'basic',
        earlierQuestions: messages.slice(0, i),
        used: [],
        hook: null,
      };
      const plan = planWithSubject(input, partner);
      const reading = await writeReply(
        { plan, chart, personality: 'guide', level: 'basic', earlier: [] },
        seedKnowledge(),
      );
      out.push({ theme: plan.theme, text: reading.text });
    }
    return out;
  };

  it.each([
    ['Co-founder synastry please. Tunde, born 3 March 1990, 14:00 in Lagos', 'Composite Sun and Moon?'],
    ['synastrie avec mon associé Tunde, né le 3 mars 1990 à 14h à Lagos', 'et le composite ?'],
    ['sinastría con mi socio Tunde, nació el 3 de marzo de 1990 a las 14:00 en Lagos', '¿y el compuesto?'],
  ])('a co-founder: %s → %s', async (first, composite) => {
    const [synastry, comp] = await turns([first, composite]);
    expect(synastry!.theme).toBe('career');
    expect(comp!.text).toMatch(/what the two of you are building together/i);
    expect(comp!.text).toMatch(/how you push, decide and disagree as a team/i);
    expect(comp!.text).not.toMatch(/affection|romance|children|couple/i);
  });

  it('a sister: the composite is a family bond', async () => {
    const [, comp] = await turns(['synastry with my sister Tunde please', 'what does our composite say?']);
    expect(comp!.text).toMatch(/what makes you feel at home with each other/i);
    expect(comp!.text).not.toMatch(/affection|romance/);
  });

  it('control: with no relation named, a composite still reads as a couple', async () => {
    const [, comp] = await turns(['how compatible are we?', 'what does our composite say?']);
    expect(comp!.text).toMatch(/how you show each other affection/i);
  });
});
