// Whole chats for the ninth round's "read a placement unrelated to the message" kinds: a decision's own area dropped
// for a stray placement, work the person names never tied to the chart, a claim about a placement skipped, and an
// ask no chart gives answered with a reading. Several wordings and languages of our own, with controls.
import { describe, expect, it } from 'vitest';
import { adaChat, firstReplyFor, withoutLanguageLine } from '../../test-support/chat.ts';

const last = async (messages: string[]) => (await adaChat(messages, { personality: 'guide', tier: 'plus' })).at(-1)!;

/** One reply for the second test chart (Sun in Pisces in the 1st), as of 28 November 2026 on Plus. */
async function second(message: string) {
  const { turn } = await firstReplyFor({ ut: '1963-03-08T05:40:00Z', latitude: 37.6, longitude: -0.98 }, message);
  return { text: withoutLanguageLine(turn.reading.text), plan: turn.plan };
}

const ids = (plan: { factors: { ids: string[] }[] }) => plan.factors.flatMap((f) => f.ids).join(' | ');

describe('a study or career decision is read from its own area, with no verdict', () => {
  it.each([
    'thinking of switching to a graphic design course, do the stars approve?',
    'should I go back to uni and retrain as an engineer?',
    'estoy pensando en cambiarme a diseño gráfico, ¿los astros lo aprueban?',
    'devo mudar de curso para design gráfico?',
    'ich überlege, den Beruf zu wechseln und Design zu studieren, erlauben die Sterne das?',
  ])('%s', async (message) => {
    const { plan, text } = await second(message);
    expect(plan.theme).toBe('career');
    expect(ids(plan)).toMatch(/Midheaven|Jupiter|Mercury|10th|6th/);
    expect(ids(plan)).not.toMatch(/IC|Venus/);
    expect(text).toMatch(/can't approve or forbid/);
  });
});

describe('a money decision is read from the money factors, with no outcome', () => {
  it.each([
    "I've got about 4k on a credit card, should I get a loan to clear it while I still have a job",
    'should I borrow from my savings to pay off the overdraft?',
    '¿debería pedir un préstamo para pagar la tarjeta de crédito?',
    'dois-je faire un emprunt pour rembourser mes dettes ?',
  ])('%s', async (message) => {
    const { plan, text } = await second(message);
    expect(plan.theme).toBe('money');
    expect(ids(plan)).toMatch(/2nd house|Venus|Jupiter|Saturn|Mars in the 6th/);
    expect(text).not.toMatch(/you will (?:be|get|make|lose)|will work out/i);
    expect(text).not.toMatch(/€|\$\d|Plus costs|upgrade/);
  });
});

describe('work the person names is tied to the factors that bear on it', () => {
  it.each([
    ['im a nurse btw. nights mostly. does that fit or is that just random', /caring for people|working nights/],
    ['i am a teacher, does that fit my chart?', /teaching/],
    ['soy enfermera, ¿eso encaja con mi carta?', /caring for people/],
    ['ich bin LKW-Fahrer, passt das zu meinem Horoskop?', /driving/],
    ['sono infermiera e lavoro di notte, ha senso?', /caring for people|working nights/],
  ])('%s', async (message, work) => {
    const { plan, text } = await second(message);
    expect(plan.mode).toBe('talk');
    expect(text).toMatch(work);
    expect(text).toMatch(/Midheaven in Sagittarius/);
    expect(text).toMatch(/not which job you were meant to have/);
  });
});

describe('a claim about a placement is answered head-on first', () => {
  it.each([
    [
      'sun in the 5th is gambling right? my buddy said thats why im like this',
      /^No, not in your chart: your Sun isn't in the 5th house, it is in Pisces, in the 1st house/,
    ],
    [
      "my friend says venus in the 5th means I'm a flirt, is that true?",
      /^No, not in your chart: your Venus isn't in the 5th house/,
    ],
    ['moon in leo makes me dramatic right?', /^Partly\. You do have your Moon in Leo/],
  ])('%s', async (message, answer) => {
    const { plan, text } = await second(message);
    expect(plan.mode).toBe('talk');
    expect(text).toMatch(answer);
    expect(text).toMatch(/never a (?:habit|behaviour) you are bound to/);
  });
});

describe('an ask no chart gives gets an honest line and an offer, never a reading', () => {
  it.each([
    'whats my lucky numbers. oilers game tonite',
    'will my team win tonight?',
    'give me lottery numbers pls',
    '¿cuáles son mis números de la suerte?',
    'quels sont mes chiffres porte-bonheur ?',
    'was sind meine Glückszahlen?',
  ])('%s', async (message) => {
    const { plan, text } = await second(message);
    expect(plan.mode).toBe('talk');
    expect(plan.factors).toEqual([]);
    expect(text).toMatch(/doesn't give lucky numbers|no da números|ne donne ni|gibt keine Glückszahlen/);
  });
});

describe("a back-reference to the sky's placement is resolved to the sky, not the birth chart", () => {
  it.each([
    ['is mercury retrograde right now?', 'that mercury in scorpio thing, does that mean people buy more or less'],
    ['is mercury retrograde right now?', 'what you said about mercury in scorpio, what does it mean for me?'],
    ['where is venus today?', 'lo de venus en libra, ¿qué significa?'],
    ['where is venus today?', 'ce truc de vénus en balance, ça veut dire quoi ?'],
  ])('%s → %s', async (first, message) => {
    const turn = await last([first, message]);
    expect(turn.text).toMatch(/(Mercury in Scorpio|Venus in Libra) is today's sky, not your birth chart/);
    expect(turn.text).toMatch(/your own (Mercury is in Leo|Venus is in Gemini)/);
    expect(turn.text).not.toMatch(/### (Mercury in Leo|Venus in Gemini)/);
    expect(turn.text).not.toMatch(/^I have shared what I see/);
  });

  it('asked what it means for other people, it says a sign passage predicts no one', async () => {
    const turn = await last([
      'is mercury retrograde right now?',
      'that mercury in scorpio thing, will people buy more?',
    ]);
    expect(turn.text).toMatch(/can't say what other people will buy, do or decide/);
  });

  it("a placement named back that is neither theirs nor the sky's is said plainly not to be theirs", async () => {
    const turn = await last(["what's my sun sign?", 'that venus in capricorn bit, what does it mean?']);
    expect(turn.text).toMatch(/^No, not in your chart: your Venus isn't in Capricorn, it is in Gemini/);
  });
});

describe('controls that must not change', () => {
  it('a career-fit ask, a money reading and a praised placement stay as they were', async () => {
    expect((await last(['best career fit for me?'])).plan.topic).toBe('work that fits you');
    const money = await last(["where's my money luck"]);
    expect(money.plan.theme).toBe('money');
    expect(money.plan.situation).toBeNull();
    const praised = await last(['the aries moon bit is weirdly accurate']);
    expect(praised.plan.mode).toBe('reading');
    expect(praised.text).toMatch(/Moon in Aries/);
    const lost = await last(["j'ai perdu mon travail hier"]);
    expect(lost.plan.situation).toBe('job-loss');
  });
});
