// Whole chats for the kinds of hard moment a reviewer found answered wrongly on fresh conversations: an
// acknowledgement that names the wrong thing, a hard share not heard at all, a fate or outcome question inside a hard
// chat, a chart question about coping, an apology taken for doubt, and a family fight read without the family. Each
// kind is tried in several wordings of our own, one at least in another language.
import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { CARRIED_ANSWER } from './care.ts';
import { NO_PROMISE } from './no-promise-lines.ts';
import { resolvedLine } from './prompt-plan.ts';

/** The chat's turns: each reply's plan and text. */
const chat = (messages: string[], voice: PersonalityId = 'guide', tier: Tier = 'free') =>
  adaChat(messages, { personality: voice, tier });

const last = async (messages: string[], voice?: PersonalityId, tier?: Tier) =>
  (await chat(messages, voice, tier)).at(-1)!;

/** The first paragraph written in English (after the line in the person's language, when there is one). */
const opening = (text: string) => withoutLanguageLine(text).split('\n\n')[0]!;

const PRICE = /\$\d+/;
const LOSS = 'my nan died on sunday, we were really close';

describe('the acknowledgement names what the person is going through', () => {
  it.each([
    ['i lost the baby on saturday. 10 weeks. my partner keeps saying it happens to lots of people', /losing your baby/],
    ['had a miscarriage last week and my husband just wants everything back to normal', /losing the pregnancy/],
    ['my wife and i lost our pregnancy at 8 weeks', /losing the pregnancy/],
    ['perdi o bebê com 9 semanas e meu marido não quer falar disso', /losing your baby/],
  ])('%s', async (message, named) => {
    const turn = await last([message], 'mentor');
    expect(turn.plan.situation).toBe('bereavement');
    const first = opening(turn.text);
    expect(first).toMatch(named);
    expect(first).not.toMatch(/partner|husband|wife|marido/);
    expect(turn.text).not.toMatch(PRICE);
  });

  it.each([
    'my mum keeps ringing me and i dont want to talk to anyone',
    'my sister texts every hour and honestly i dont feel like talking to anybody',
    'mi madre no para de llamarme y no quiero hablar con nadie',
  ])('meets "%s" inside a grief chat as allowed, never as a quarrel', async (message) => {
    const turn = await last(['lost the baby two days ago, still in shock', message], 'mentor');
    expect(turn.plan.situation).toBe('bereavement');
    const first = opening(turn.text);
    expect(first).toMatch(/Not wanting to talk to anyone right now is allowed/);
    expect(turn.text).not.toMatch(/tension with|the fighting|a real blow/);
  });
});

describe('a hard share is heard as what it is, before any chart', () => {
  it.each([
    "i'm a teacher and honestly i'm burnt out, i keep thinking about quitting",
    'so exhausted from work, i have nothing left to give anyone',
    'estoy agotada del trabajo y ya no puedo más',
  ])('burnout: %s', async (message) => {
    const turn = await last([message]);
    const first = opening(turn.text);
    expect(first).toMatch(/worn out|burnout|exhaustion/i);
    // The chart part reads what fits exhaustion: Saturn, the 6th house and the Moon.
    const ids = turn.plan.factors.flatMap((f) => f.ids).join(' ');
    expect(ids).toMatch(/Saturn|6th house/);
    expect(turn.text).not.toMatch(/communication|Mercury in Leo/);
    expect(turn.text).not.toMatch(PRICE);
  });

  it.each([
    ["she's asked me to move in with her and i'm scared", /moving in together/],
    ['my boyfriend wants to get married and honestly im terrified', /getting married/],
    ['mi novio quiere que vivamos juntos y tengo miedo', /moving in together/],
  ])('a step with a partner: %s', async (message, named) => {
    const turn = await last([message], 'guide');
    const first = opening(turn.text);
    expect(first).toMatch(/scared|fear/);
    expect(first).toMatch(named);
    const ids = turn.plan.factors.flatMap((f) => f.ids).join(' ');
    expect(ids).toMatch(/Venus|7th house/);
    expect(turn.text).not.toMatch(/### Your 4th house/);
  });

  it.each([
    'ho paura di trasferirmi in un’altra città per lavoro, cosa vedi?',
    "i'm scared of moving to a new city for work, what do you see?",
    'tengo miedo de cambiar de ciudad por trabajo, que ves en mi carta?',
  ])('a move: %s', async (message) => {
    const turn = await last([message], 'coach');
    const first = opening(turn.text);
    expect(first).toMatch(/scared|nerves|fear/i);
    expect(turn.text).not.toMatch(/losing your job|Sorry about losing/);
    const ids = turn.plan.factors.flatMap((f) => f.ids);
    expect(ids).toEqual(expect.arrayContaining(['4th house']));
    expect(ids.join(' ')).toMatch(/9th house/);
  });
});

describe('an outcome or fate question inside a hard chat is answered honestly first', () => {
  it.each([
    'does my chart say anything about why. was it supposed to happen? was it fate',
    'was this karma for something i did',
    '¿estaba escrito que pasara?',
  ])('fate: %s', async (message) => {
    const turn = await last(['lost the baby last week', message], 'guide');
    expect(opening(turn.text)).toBe(NO_PROMISE.guide.fate);
    expect(turn.text).not.toMatch(/grief does get easier/);
  });

  it('children: says first that no chart can tell, after a lost pregnancy', async () => {
    const turn = await last(
      ['had a miscarriage on tuesday', 'am i ever going to be able to have children? be honest'],
      'mentor',
    );
    expect(opening(turn.text)).toBe(NO_PROMISE.mentor.children);
    expect(turn.text).not.toMatch(/Before the next hard talk/);
  });

  it('"when will it get better", in Spanish and English, gets what usually happens and no date', async () => {
    for (const message of ['cuándo va a mejorar todo esto', 'when does this stop hurting']) {
      const turn = await last([LOSS, message], 'mentor');
      expect(opening(turn.text)).toBe(CARRIED_ANSWER.bereavement!.mentor);
    }
  });

  it('"will she recover?" in Portuguese after an illness is met with the health line first', async () => {
    const turn = await last(['minha mãe está no hospital com câncer', 'ela vai se curar? fala a verdade'], 'guide');
    expect(opening(turn.text)).toBe(NO_PROMISE.guide.health);
  });
});

describe('a chart question about coping is answered from the chart, gently', () => {
  it.each([
    ['lost my dad in march', 'what does my moon say about the way i grieve'],
    [LOSS, 'how do i deal with loss according to my chart?'],
    [LOSS, '¿qué dice mi carta sobre cómo afronto las pérdidas?'],
    ['i failed my exams', 'o que meu mapa diz sobre como lido com crises?'],
  ])('%s → %s', async (before, message) => {
    const turn = await last([before, message], 'guide');
    expect(turn.text).toMatch(/### How you meet hard times/);
    expect(turn.text).toMatch(/Your Moon in Aries/);
    expect(turn.text).toMatch(/Your Mars in Taurus/);
    expect(turn.text).toMatch(/Your Saturn in Capricorn/);
    expect(turn.text).not.toMatch(/never quite satisfied|Big Three/);
    expect(turn.text).not.toMatch(PRICE);
  });

  it('tells the model writer the same: the Moon, Mars and Saturn, gently', async () => {
    const turn = await last([LOSS, 'what does my chart say about how i cope with loss?'], 'guide');
    expect(resolvedLine(turn.plan)).toMatch(/coping: they ask how they meet hard times/);
    expect(resolvedLine(turn.plan)).toMatch(/no plan, price or upgrade/);
  });

  it('answers it on a first message too', async () => {
    const turn = await last(['how do i handle a crisis, going by my chart?'], 'coach');
    expect(turn.text).toMatch(/### How you meet hard times/);
  });
});

describe('an apology for sharing is not doubt', () => {
  it.each([
    "sorry. i know you're only an app",
    'sorry for rambling so much',
    'sorry this is a lot to put on a bot',
    'desculpa o desabafo',
    'perdona por desahogarme contigo',
  ])('%s', async (message) => {
    const turn = await last([LOSS, message], 'guide');
    expect(turn.plan.mode).toBe('apology');
    expect(turn.text).not.toMatch(/Doubt|doubt/);
  });

  it.each(['sorry but i dont buy any of this', 'sorry to hear that'])('leaves "%s" alone', async (message) => {
    const turn = await last(['what is my moon sign', message]);
    expect(turn.plan.mode).not.toBe('apology');
  });
});

describe('a fight in the family reads the family', () => {
  it.each([
    'tô brigando muito com meu irmão, o mapa diz algo sobre família?',
    'me and my sister keep arguing, is there anything in my chart about family?',
    'discuto todo el tiempo con mi hermana, qué dice mi carta de la familia?',
  ])('%s', async (message) => {
    const turn = await last([message], 'guide');
    expect(opening(turn.text)).toMatch(/sister|brother|family/);
    expect(turn.text).toMatch(/### Your 3rd house/);
    expect(turn.text).toMatch(/### Your 4th house/);
    expect(turn.text).not.toMatch(/### What may steady you/);
  });
});

describe('several questions in a hard chat', () => {
  it('plans each part with its own earlier messages, heard once (no part reads another turn as its own)', async () => {
    const turn = await last([LOSS, "what's my moon sign? can you tell me more?"], 'guide');
    expect(turn.plan.parts?.length).toBe(2);
    expect(turn.text).toMatch(/Moon/);
    expect(turn.text).not.toMatch(PRICE);
  });
});
