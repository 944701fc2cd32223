// Whole chats for the eighth round's "answered a different question" kinds: an area set aside chosen as the subject,
// a parent's factors never read, another person's placement read as the person's own, a transit asked about now
// answered from the birth chart, and a named trait answered with stock placement paragraphs. Each kind in several
// wordings and languages of our own, with controls that must not change.
import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChart, adaChat, firstReplyFor, withoutLanguageLine } from '../../test-support/chat.ts';
import { contactsAt } from './sky-now.ts';

const SENT = new Date('2026-11-28T12:00:00Z');

const last = async (messages: string[], tier: Tier = 'plus', personality: PersonalityId = 'guide') =>
  (await adaChat(messages, { personality, tier })).at(-1)!;

const english = withoutLanguageLine;

/** One reply for a chart born at `ut` and place, read as of SENT on Plus. */
async function replyFor(ut: string, latitude: number, longitude: number, message: string) {
  const { chart, turn } = await firstReplyFor({ ut, latitude, longitude }, message);
  return { chart, text: english(turn.reading.text), plan: turn.plan };
}

const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

describe('an area the message sets aside is never its subject', () => {
  it.each([
    "tell me something that's NOT about money",
    'apart from money, what stands out in my chart?',
    'cuéntame algo que no sea de dinero',
    'algo que não seja sobre dinheiro',
    'Erzähl mir etwas, nicht über Geld',
  ])('after a money question: %s', async (message) => {
    const turn = await last(["where's my money luck", message]);
    expect(turn.plan.theme).not.toBe('money');
    expect(turn.plan.mode).not.toBe('doubt');
    expect(turn.plan.situation).toBeNull();
    expect(turn.text).not.toMatch(/Your 2nd house|how money shows up|Let's look at money|about money/);
  });

  it.each([
    'parle-moi de quelque chose, pas de travail',
    'qualcosa che non sia sul lavoro',
    'anything but work please, what else is in my chart?',
  ])('work set aside: %s', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.theme).not.toBe('career');
    expect(turn.text).not.toMatch(/Midheaven|10th house/);
  });

  it('controls: money asked is money; a lost job is still a lost job', async () => {
    const money = await last(["where's my money luck"]);
    expect(money.plan.theme).toBe('money');
    expect(money.text).toMatch(/2nd house/);
    const lost = await last(["j'ai perdu mon travail hier"]);
    expect(lost.plan.situation).toBe('job-loss');
  });
});

describe("a parent is read from the parent's factors, and another's placement is said to be theirs", () => {
  it.each([
    "what did my dad's chart leave in mine",
    'what does my chart say about my father',
    '¿qué dice mi carta de mi padre?',
    'was sagt mein Horoskop über meinen Vater?',
  ])('father: %s', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.question.points).toEqual(expect.arrayContaining(['Sun', 'Saturn']));
    expect(turn.plan.question.houses).toEqual([4]);
    expect(turn.text).toMatch(/Saturn/);
    expect(turn.text).not.toMatch(/what your chart says about your father/);
  });

  it.each([
    ["my mum's Moon", /I can't see your mum's own Moon/],
    ["what's my mom's sun sign like", /I can't see your mum's own Sun/],
    ['la luna de mi madre', /I can't see your mum's own Moon/],
    ['le Soleil de mon père', /I can't see your dad's own Sun/],
    ['a lua da minha mãe', /I can't see your mum's own Moon/],
  ])('%s', async (message, honest) => {
    const turn = await last([message]);
    expect(english(turn.text)).toMatch(honest);
  });

  it('control: the person’s own Moon is read as theirs', async () => {
    const turn = await last(["what's my Moon sign"]);
    expect(turn.text).not.toMatch(/I can't see/);
    expect(turn.text).toMatch(/Aries/);
  });
});

describe('a transit asked about now is answered from the sky', () => {
  const ada = adaChart();
  const contact = (planet: string, target: string) =>
    contactsAt(ada, SENT).find((c) => c.planet === planet && c.target === target)!;

  it.each([
    ['is saturn squaring my uranus this year?', 'Saturn', 'Uranus'],
    ['transiting pluto square my mars?', 'Pluto', 'Mars'],
    ['is pluto currently hitting my mars', 'Pluto', 'Mars'],
    ['¿Saturno está en cuadratura con mi Urano ahora?', 'Saturn', 'Uranus'],
    ['Saturne est-il au carré de mon Uranus en ce moment ?', 'Saturn', 'Uranus'],
  ])('%s', async (message, planet, target) => {
    const real = contact(planet, target);
    expect(real).toBeDefined();
    const text = english((await last([message])).text);
    expect(text).toMatch(
      new RegExp(`^Yes: transiting ${planet} \\w+ your natal ${target} now, ${real.orb.toFixed(1)}° from exact`),
    );
    expect(text).toMatch(real.applying ? /still closing in/ : /separating/);
    expect(text).toMatch(/in orb until \d+ \w+ 20\d\d/);
    expect(text).not.toMatch(/does not have/);
  });

  it('says plainly when the planet asked about makes no contact to the point now', async () => {
    const text = (await last(['is saturn conjunct my sun right now?'])).text;
    expect(text).toMatch(/^No: transiting Saturn makes no close aspect to your natal Sun right now\./);
  });

  it.each([
    [
      'is neptune sitting on my ascendant right now?',
      /^Yes: transiting Neptune \w+ your natal Ascendant now, 0\.\d° from exact/,
    ],
    ['¿está Neptuno sobre mi ascendente ahora mismo?', /^Yes: transiting Neptune \w+ your natal Ascendant now/],
  ])('another chart, Neptune on the Ascendant: %s', async (message, expected) => {
    const { text, chart } = await replyFor('1992-03-10T07:05:00Z', 40.4, -3.7, message);
    expect(contactsAt(chart, SENT).some((c) => c.planet === 'Neptune' && c.target === 'Ascendant')).toBe(true);
    expect(text).toMatch(expected);
  });

  it.each(['is uranus hitting my moon at the moment?', 'Urano está tocando a minha Lua agora?'])(
    'another chart, Uranus on the Moon: %s',
    async (message) => {
      const { text } = await replyFor('1985-05-20T07:00:00Z', 48.85, 2.35, message);
      expect(text).toMatch(
        /^Yes: transiting Uranus \w+ your natal Moon now, under 0\.1° from exact, still closing in \(exact on 30 November 2026/,
      );
    },
  );

  it.each([
    ['transiting jupiter in my 10th?', /^Yes: Jupiter is in your 10th house now/],
    ['is saturn in the 4th right now', /^Saturn is not in your 4th house now/],
  ])('a house asked without the word: %s', async (message, answer) => {
    const text = (await last([message])).text;
    expect(text).toMatch(answer);
    expect(text).toMatch(/Today it stands at \d+°\d+' (Leo|Aries)\./);
    expect(text).not.toMatch(/Jupiter in Cancer|Saturn in Capricorn/); // the natal placements
  });

  it('controls: "doing to my Mars" keeps the sky answer; a natal aspect stays natal', async () => {
    expect((await last(['what is pluto doing to my mars right now?'])).text).toMatch(/^As of 28 November 2026, Pluto/);
    expect((await last(['is my natal sun opposite my saturn?'])).text).not.toMatch(/^Yes: transiting/);
  });
});

describe('a named trait gets the factors that bear on it, not stock paragraphs', () => {
  const placements = adaChart().planets.map((p) => `${p.name} in ${p.sign}`);

  it.each([
    'am I a pushover?',
    'why do I overgive',
    "I'm such a people pleaser, why?",
    '¿por qué no puedo decir que no?',
    "pourquoi je n'arrive pas à dire non ?",
    'warum kann ich nicht nein sagen',
    'why am I so jealous',
    '¿por qué soy tan celosa?',
    'sono troppo gelosa?',
    'why am I such a control freak',
  ])('%s', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.techniques[0]?.technique).toBe('trait');
    const text = english(turn.text);
    const named = [...text.matchAll(/^- \*\*(\w+ in \w+)/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.length).toBeLessThanOrEqual(3);
    for (const n of named) expect(placements).toContain(n); // only this chart's placements
    expect(text).toMatch(/pull|lean|work together|act as one/);
    expect(text).not.toMatch(/^### (Sun|Moon) in /m);
    expect(text.trim().endsWith('?')).toBe(true);
    expect(words(text)).toBeLessThanOrEqual(250);
  });

  it.each(['will work always feel like this', 'will my job always drain me like this?'])(
    'a lasting state is never promised: %s',
    async (message) => {
      const text = (await last([message])).text;
      expect(text).toMatch(/No chart fixes how it will always be/);
      expect(text).toMatch(/Saturn/);
    },
  );

  it('controls: a placement asked by name is still that placement', async () => {
    const turn = await last(["what's my Venus sign"]);
    expect(turn.plan.techniques[0]?.technique).not.toBe('trait');
    expect(turn.text).toMatch(/Venus in Gemini/);
  });
});

describe('a check-in is answered as one, not with a life area or the Big Three', () => {
  it.each([
    'how am I really doing',
    'how am I doing, honestly?',
    '¿cómo estoy de verdad?',
    'wie geht es mir wirklich?',
  ])('%s', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.mode).toBe('transits');
    expect(turn.plan.theme).not.toBe('friends');
    expect(english(turn.text)).toMatch(/Only you know how you are really doing/);
    expect(turn.text).not.toMatch(/11th house|three pillars/);
  });

  it('control: "how am I with money" stays a money question', async () => {
    const turn = await last(['how am I with money?']);
    expect(turn.text).not.toMatch(/Only you know/);
  });
});
