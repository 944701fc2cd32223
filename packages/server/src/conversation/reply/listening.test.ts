// Replies that answer what the person did, on messages written like a new user's: each case is a kind of failure
// seen in review (a follow-up after a loss read as a new topic, a goodbye answered with an offer, a short answer
// that never named the weakness asked for, a "when" without a date...).
import { calculateNatalChart } from '@stellara/astro';
import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { withReferencesJoined } from './question-pieces.ts';
import { words } from './reply-shape.ts';

const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(natal, now, { local: { date: '1990-07-15', time: '13:30', timezone: 'Europe/London' } });
const knowledge = seedKnowledge();

/** A chat's reply texts and plans, oldest first. */
async function chat(messages: readonly string[], personality: PersonalityId = 'guide', tier: Tier = 'free') {
  const turns = await runChat(messages, { chart, knowledge, personality, level: 'basic', tier, sent: now });
  return { replies: turns.map((t) => t.reading.text), plans: turns.map((t) => t.plan) };
}

const PRICE = /\$\d|Stellara\+|Stellara Pro|upgrade/i;

describe('a hard thing told stays the subject of its follow-ups', () => {
  it('answers "will she get better?" and "how can i cope" about the mother in hospital, with help and no price', async () => {
    const { replies, plans } = await chat(
      [
        "my mom is in hospital with cancer, i'm scared. what does my chart say",
        'will she get better?',
        'how can i cope',
      ],
      'mentor',
      'anonymous',
    );
    expect(plans[1]!.situation).toBe('illness');
    expect(plans[2]!.situation).toBe('illness');
    // The honest line on the outcome, and no second condolence.
    expect(replies[1]).toMatch(/cannot tell how an illness will go/);
    expect(replies[1]).not.toMatch(/sorry/i);
    // Help read from the chart, not the Big Three or a recap.
    for (const reply of replies.slice(1)) {
      expect(reply).not.toMatch(/Big Three|As we saw|Libra rising/);
      expect(reply).not.toMatch(PRICE);
    }
    expect(replies[2]).toMatch(/### What may help now/);
    expect(replies[2]).toMatch(/Mars in Taurus|Venus in Gemini|Moon in the 7th house/);
  });

  it('opens a loss with how this Moon grieves and what may steady it, never an empty house cusp', async () => {
    const { replies } = await chat(['my dad died last month. what does my chart say about how i grieve?'], 'guide');
    const [reply] = replies;
    expect(reply!.indexOf('sorry')).toBeLessThan(reply!.indexOf('Moon'));
    expect(reply).toMatch(/With your Moon in Aries, a fire sign, grief may move/);
    expect(reply).not.toMatch(/### Your \d+(st|nd|rd|th) house/);
    expect(reply).not.toMatch(PRICE);
  });

  it('lets a chart question in between move the thread on', async () => {
    const { plans } = await chat(['my dad died last month', 'what about my moon?', 'why?']);
    expect(plans[1]!.situation).toBeNull();
    expect(plans[2]!.situation).toBeNull();
  });
});

describe('thanks, goodbyes and greetings stay short', () => {
  it('says goodbye to "thanks, gotta go" without offering another reading', async () => {
    const { replies, plans } = await chat(['tell me about my venus', 'thanks, gotta go'], 'coach');
    expect(plans[1]!.mode).toBe('thanks');
    expect(replies[1]).not.toMatch(/next|\?/);
    expect(words(replies[1]!)).toBeLessThanOrEqual(25);
  });

  it('answers an emoji-only thanks and a thanks in Spanish or French in a line, in that language', async () => {
    const { replies, plans } = await chat(['tell me about my venus', '👍🙏', 'gracias!!', 'merci beaucoup']);
    expect(plans[1]!.mode).toBe('thanks');
    expect(words(replies[1]!)).toBeLessThanOrEqual(30);
    expect(replies[2]).toMatch(/^¡De nada!/);
    expect(replies[2]).not.toMatch(/inglés|English|Venus/);
    expect(replies[3]).toMatch(/^Avec plaisir/);
  });

  it('welcomes someone new who opens with "hello", with no "welcome back"', async () => {
    const { replies } = await chat(['hello'], 'mystical');
    expect(replies[0]).not.toMatch(/again|back|where we (were|left)/i);
    expect(replies[0]).toMatch(/welcome/i);
  });
});

describe('a short answer names the thing asked for', () => {
  it.each([
    ['short answer: biggest weakness?', /The weakness I'd name first/],
    ['keep it short: my biggest strength?', /The strength I'd name first/],
    ["in one sentence, what's my biggest blind spot in love?", /The blind spot I'd name first/],
  ])('%s', async (message, named) => {
    const { replies, plans } = await chat([message]);
    expect(plans[0]!.shape).toBe('short');
    expect(replies[0]).toMatch(named);
    expect(words(replies[0]!)).toBeLessThanOrEqual(80);
  });

  it('keeps "one thing I should do" a step', async () => {
    const { plans } = await chat(['one thing i should do this week?']);
    expect(plans[0]!.shape).toBe('one-thing');
  });
});

describe('a question the chart can answer directly starts with the answer', () => {
  it('answers "is my venus retrograde?" from the birth chart first, with no price line', async () => {
    const { replies } = await chat(['is my venus retrograde? my boyfriend thinks so']);
    const body = replies[0]!.replace(/^###.*\n/, '');
    expect(body).toMatch(/^No: your Venus was moving direct when you were born/);
    expect(replies[0]).not.toMatch(PRICE);
  });

  it('gives each figure asked about its own yes or no', async () => {
    const { replies } = await chat(['do i have a grand trine or t-square?']);
    expect(replies[0]).toMatch(/^No grand trine, but yes: you have a T-square/);
  });

  it('opens "whats my moon sign" with the sign', async () => {
    const { replies } = await chat(['whats my moon sign'], 'mystical');
    expect(replies[0]).toMatch(/^Your Moon is in Aries, in your 7th house\./);
  });
});

describe('"when" is answered with a date from the chart, and no promise', () => {
  it('dates "when will money get better?" by the rulers of the 2nd and 10th, on a plan with personal timing', async () => {
    const { replies } = await chat(['when will money get better? been broke for 2 years'], 'coach', 'plus');
    const first = replies[0]!.split('\n\n')[0]!;
    expect(first).toMatch(/money/);
    expect(first).toMatch(/\d{1,2} \w+ 20\d\d/);
    expect(first).toMatch(/ruler of your (2nd|10th)|top of your chart/);
    expect(replies[0]).toMatch(/no chart can promise/i);
  });

  it('does not say the same "when" frame twice in a chat', async () => {
    const { replies } = await chat(
      ['when will money get better?', 'and my career, when does that pick up?'],
      'coach',
      'plus',
    );
    expect(replies[1]).not.toMatch(/When, as best your chart can say/);
  });

  it('says plainly on a free plan that no date is guessed, and never assumes an ex', async () => {
    const { replies } = await chat(['when will I meet someone?'], 'witchy');
    expect(replies[0]).toMatch(/^The honest answer to "when"/);
    expect(replies[0]).not.toMatch(/whether they will come back/);
  });
});

describe('the thread of a message is kept', () => {
  it('keeps a question that points back with the one before it', () => {
    expect(
      withReferencesJoined(["what's my rising sign", 'and what does it mean for how people see me'], now),
    ).toHaveLength(1);
    expect(withReferencesJoined(["what's my moon sign?", 'and what about venus?'], now)).toHaveLength(2);
  });

  it('answers "why do i feel nothing like my sun sign" with what speaks louder', async () => {
    const { replies } = await chat(['what is my sun sign and why do i feel nothing like it']);
    expect(replies[0]).toMatch(/### Why it may not feel like you/);
    expect(replies[0]).not.toMatch(/### Emotions/);
  });

  it('frames a suggestion in the month asked about, not "this week"', async () => {
    const { replies } = await chat(['one thing i should do this month?'], 'guide', 'plus');
    expect(replies[0]).not.toMatch(/this week/i);
  });
});

describe('round two: new conversations', () => {
  it('greets "hiii" at the start of a chat instead of reading it as keyboard noise', async () => {
    const { replies, plans } = await chat(['hiii'], 'witchy');
    expect(plans[0]!.note).toBe('welcome');
    expect(replies[0]).not.toMatch(/keyboard|back to the brew/i);
  });

  it('leaves "should I break up with him?" to them, with questions that help them decide', async () => {
    const { replies } = await chat(
      ['so my boyfriend and i keep fighting, should i break up with him?'],
      'witchy',
      'plus',
    );
    expect(replies[0]).toMatch(/### The choice is yours\nWhether to stay is yours to decide/);
    expect(words(replies[0]!)).toBeLessThanOrEqual(250);
    expect(replies[0]).not.toMatch(PRICE);
  });

  it('keeps "what else can i do?" on the sleep trouble across a question about the Moon, practical step first', async () => {
    const { replies, plans } = await chat(
      ["i can't sleep, my mind won't stop racing at night", 'is it because of my moon?', 'what else can i do?'],
      'guide',
      'anonymous',
    );
    expect(plans[2]!.situation).toBe('sleep');
    expect(replies[2]).toMatch(/### What may help now\nIf you wake at night/);
    expect(replies[2]).not.toMatch(/As we saw|Libra rising/);
  });

  it('answers "what\'s my best career path?" after a lost job as the career question it is', async () => {
    const { plans } = await chat(
      ['i got laid off yesterday lol. great. what now', "what's my best career path?"],
      'coach',
    );
    expect(plans[1]!.situation).toBeNull();
    expect(plans[1]!.factors.length).toBeGreaterThan(0);
  });

  it('hears "am i ever gonna be rich" as asking for an outcome no chart promises', async () => {
    const { replies } = await chat(['how about money, am i ever gonna be rich'], 'coach');
    expect(replies[0]).toMatch(/no chart can promise money/);
  });
});

describe('round three: new conversations', () => {
  it('opens "whats my sun moon and rising" with all three signs', async () => {
    const { replies } = await chat(['fine. whats my sun moon and rising'], 'coach');
    expect(replies[0]).toMatch(/^Your Sun is in Cancer, your Moon is in Aries and your rising sign is Libra\./);
  });

  it('helps with "i dont know how to tell my kids" after a death, in plain words first', async () => {
    const { replies, plans } = await chat(
      ['my grandma passed away on friday. we were really close', 'i dont know how to tell my kids'],
      'mentor',
      'pro',
    );
    expect(plans[1]!.situation).toBe('bereavement');
    expect(replies[1]).toMatch(/### What may help now\nWith children, short and true words work best/);
    expect(replies[1]).not.toMatch(/### Your 4th house|Sun square Moon/);
  });

  it('hears "will i pass?" as an outcome, and names only transits to the situation\'s own points', async () => {
    const { replies, plans } = await chat(
      ['im so anxious about my exam next week', 'will i pass?'],
      'mystical',
      'plus',
    );
    expect(plans[1]!.outcome).toBe(true);
    expect(replies[1]).toMatch(/does not write endings in advance/);
    // (It asks nothing of time, so no sky at all is the likeliest answer.)
    for (const t of [...(plans[1]!.timing?.current ?? []), ...(plans[1]!.timing?.slow ?? [])]) {
      expect(['Moon', 'Mercury', 'Ascendant']).toContain(t.target);
    }
  });

  it("heads the coach's moves with the month asked about", async () => {
    const { replies } = await chat(['what should i focus on in january?'], 'coach', 'plus');
    expect(replies[0]).toMatch(/### Three moves for January 2027/);
    expect(replies[0]).not.toMatch(/this week|for in /i);
  });
});

describe('round four: new conversations', () => {
  it('says yes to "is that normal?" after a loss, before anything else', async () => {
    const { replies } = await chat([
      'my cat died this morning and i feel stupid for being this sad',
      'is that normal?',
    ]);
    expect(replies[1]).toMatch(/^[^\n]*\n\nYes, it is normal\./);
  });

  it("does not read a silence with a sister as a couple's fights", async () => {
    const { replies } = await chat(["my sister and i haven't spoken in a year. should i reach out?"], 'mystical');
    expect(replies[0]).toMatch(/What to do here is yours to decide/);
    expect(replies[0]).not.toMatch(/after a fight|Whether to stay/);
  });

  it('gives one plain step to "ok, one thing to try?" on a hard turn', async () => {
    const { replies } = await chat(
      [
        "my sister and i haven't spoken in a year. should i reach out?",
        'why is it so hard for me',
        'ok, one thing to try?',
      ],
      'mystical',
    );
    // The plain step not yet given (the first went with "why is it so hard for me").
    expect(replies[1]).toMatch(/Before the next hard talk, write down/);
    expect(replies[2]).toMatch(/Pick a calm moment, not the middle of a fight/);
    expect(words(replies[2]!)).toBeLessThanOrEqual(60);
  });

  it('keeps "bye" and "ta!" in English and short', async () => {
    const { replies } = await chat(['what is a trine', 'ta!', 'bye'], 'witchy');
    expect(replies[1]).not.toMatch(/keyboard|###/);
    expect(replies[2]).not.toMatch(/inglés|Cuídate/);
    expect(words(replies[2]!)).toBeLessThanOrEqual(15);
  });

  it('names the price of a strength as its price, not as "at your best"', async () => {
    const { replies } = await chat(["keep it short: what's my biggest strength at work?"], 'coach');
    expect(replies[0]).toMatch(/Its price, when overdone/);
  });

  it('answers "what house is my saturn in" with the house first', async () => {
    const { replies } = await chat(['what house is my saturn in'], 'coach');
    expect(replies[0]).toMatch(/^Your Saturn is in Capricorn, in your 3rd house\./);
  });
});

describe('final check: fixes from the last conversations', () => {
  it('lets "thanks, i\'m off to bed" go with a goodbye, not another reading', async () => {
    const { replies, plans } = await chat(['what is a trine', "thanks, i'm off to bed"], 'guide', 'plus');
    expect(plans[1]!.mode).toBe('thanks');
    expect(replies[1]).not.toMatch(/###|\?/);
  });

  it('answers "do i have a stellium? my mum says im very cancer" with the stelliums there are', async () => {
    const { replies } = await chat(['do i have a stellium? my mum says im very cancer'], 'mystical');
    expect(replies[0]).toMatch(/^No: you have 2 planets in Cancer/);
    expect(replies[0]).toMatch(/But you do have a stellium in Capricorn/);
  });

  it('keeps "how do i get through this week" on the break-up, with no new choice put to them', async () => {
    const { replies, plans } = await chat(
      ['my partner and i split up last night', 'will he come back?', 'how do i get through this week'],
      'guide',
      'plus',
    );
    expect(plans[2]!.situation).toBe('breakup');
    expect(replies[2]).toMatch(/### What may help now/);
    expect(replies[2]).not.toMatch(/Whether to stay/);
  });

  it('takes thanks in a chat about a sick pet warmly, with no reading offered', async () => {
    const { replies } = await chat(
      ['my dog is really sick and the vet says he might not make it', '🙏❤️'],
      'witchy',
      'plus',
    );
    expect(replies[1]).toMatch(/I'm here whenever you want to talk\.$/);
    expect(replies[1]).not.toMatch(/\?|next/);
  });
});
