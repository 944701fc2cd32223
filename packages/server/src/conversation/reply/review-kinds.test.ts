// Whole chats for the reply failures a reviewer found on fresh conversations: health and
// medication, a hard chat that stays gentle, false "already covered" refusals, strangers welcomed back, a free
// partner question, and other languages after the first turn. Each chat runs the planner and the built-in writer.
import { type PersonalityId, planInfo, type Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';
import { carriedAnswer, feelingLine, ILLNESS_NOT_SHOWN, MEDICATION_FIRST } from './care.ts';
import { LANGUAGE_WELCOME } from './language-lines.ts';

/** The chat's turns: each reply's plan and text. */
const chat = (
  messages: string[],
  {
    voice,
    ...options
  }: { voice?: PersonalityId; tier?: Tier; level?: 'basic' | 'technical'; returning?: boolean } = {},
) => adaChat(messages, { personality: voice, ...options });

const last = async (messages: string[], options?: Parameters<typeof chat>[1]) =>
  (await chat(messages, options)).at(-1)!;
const PRICE = /\$\d+/;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const BIOPSY = 'found a lump last week and im waiting on biopsy results. scared out of my mind';
const DEATH = 'my dad passed away last tuesday and i cant stop thinking about him';

describe('health and medication', () => {
  it('sends a medication question to the doctor or prescriber first, and reads no chart for it', async () => {
    const turn = await last(
      [
        BIOPSY,
        'my doctor put me on anxiety meds but im thinking of stopping them, they make me feel weird. does my chart say if i should',
      ],
      { voice: 'mentor' },
    );
    expect(turn.text.startsWith(MEDICATION_FIRST)).toBe(true);
    expect(turn.text).not.toMatch(/###|Mercury|Saturn|Neptune/);
    expect(turn.text).not.toMatch(PRICE);
  });

  it('says first that a chart cannot show illness', async () => {
    const turn = await last([BIOPSY, 'does my chart show health problems'], { voice: 'mentor' });
    expect(turn.text.startsWith(ILLNESS_NOT_SHOWN.mentor)).toBe(true);
    expect(turn.text).not.toMatch(PRICE);
  });

  it('answers "will I die young", "will my surgery go well" and "will I get the job" without a prediction', async () => {
    const die = await last(['will i die young']);
    expect(die.text.split('\n')[0]).toMatch(/No chart can tell how long anyone will live/);
    const surgery = await last(['will my surgery go well']);
    expect(surgery.text).toMatch(/can't tell you how an illness or anyone's health will turn out/);
    const job = await last(['will i get the job'], { voice: 'coach' });
    expect(job.text.split('\n')[0]).toMatch(/no chart can promise money or a job offer/);
  });
});

describe('a sensitive chat stays sensitive', () => {
  it('answers "when will I get the results" honestly, with no price and no transit list', async () => {
    const turn = await last([BIOPSY, 'when will i get the results, is the timing good'], { voice: 'mentor' });
    expect(turn.text.startsWith(carriedAnswer('illness', 'mentor', 'results')!)).toBe(true);
    expect(turn.text).not.toMatch(PRICE);
    expect(turn.text).not.toMatch(/Time moves through every chart|eclipses|Stellara\+/);
  });

  it('answers "will this get easier?" after a death as grief, not as transits', async () => {
    const turn = await last(['hi', DEATH, 'will this get easier?'], { voice: 'mentor', tier: 'plus' });
    expect(turn.text.startsWith(carriedAnswer('bereavement', 'mentor')!)).toBe(true);
    expect(turn.text).not.toMatch(/Transiting|vocation|Time moves/);
    expect(turn.text).not.toMatch(PRICE);
  });

  it('answers "will the scan come back clear?" after a health scare honestly, and a partner question without Pro', async () => {
    const turns = await chat(
      [
        'my mri is on thursday and i cant stop worrying',
        'will the scan come back clear?',
        "he's a scorpio, are we compatible",
      ],
      { voice: 'witchy', tier: 'plus' },
    );
    expect(turns[1]!.text.startsWith(carriedAnswer('illness', 'witchy', 'scan')!)).toBe(true);
    expect(turns[2]!.plan.gate).toBe('compatibility-needs-pro');
    expect(turns[2]!.text).toMatch(/A Scorpio Sun is a water sign/);
    expect(turns[2]!.text).not.toMatch(PRICE);
    expect(turns[2]!.text).not.toMatch(/tell me the other person's birth date/);
  });

  it('meets guilt shared inside a grief chat before anything from the chart', async () => {
    const message = 'i keep feeling guilty that i wasnt there at the end';
    const turn = await last([DEATH, message], { voice: 'mentor', tier: 'plus' });
    expect(turn.text.startsWith(feelingLine(message)!)).toBe(true);
  });

  it('keeps a later chart question in a hard chat free of prices and exercises', async () => {
    const turn = await last([BIOPSY, 'ok what does my chart say about the year ahead'], { voice: 'mentor' });
    expect(turn.text).not.toMatch(PRICE);
    expect(turn.text).not.toMatch(/Stellara\+|upgrade/i);
  });

  it('goes on with a loss shared in Spanish when the next question names no subject, not a Big Three recap', async () => {
    const turn = await last([
      'mi abuela murió el mes pasado y la extraño mucho',
      'mi carta dice algo de como vivo el duelo?',
    ]);
    expect(turn.text).not.toMatch(/Big Three, once more/);
    // Read as how this chart meets hard times, still inside the loss (plan.carried), never a fresh reading.
    expect(turn.plan.coping).toBeDefined();
    expect(turn.plan.carried?.situation).toBe('bereavement');
    expect(turn.text).not.toMatch(PRICE);
  });

  it('takes "sorry for dumping all this on an app" as an apology: warm and short, not doubt', async () => {
    const turn = await last([BIOPSY, 'sorry for dumping all this on an app'], { voice: 'mentor' });
    expect(turn.plan.mode).toBe('apology');
    expect(turn.text).not.toMatch(/Doubt|believe/);
    expect(words(turn.text)).toBeLessThanOrEqual(60);
  });
});

describe('no false "already covered"', () => {
  it('answers a father question in a grief chat from the Sun, never as a topic already exhausted', async () => {
    const turn = await last(
      [
        DEATH,
        'does my chart say anything about grief or how i deal with loss',
        'is there something in my chart about my relationship with my father',
      ],
      { voice: 'mentor', tier: 'plus' },
    );
    expect(turn.text).not.toMatch(/from every side|turn to something else/);
    expect(turn.plan.topic).toBe('your father');
    expect(turn.text).toMatch(/Sun/);
    expect(turn.text).toMatch(/Saturn/);
  });

  it('answers a house asked by name even when an earlier reply touched it', async () => {
    const turn = await last([BIOPSY, 'does my chart show health problems', "what's my 6th house about"], {
      voice: 'mentor',
    });
    expect(turn.text).not.toMatch(/from every side|turn to something else/);
    expect(turn.plan.topic).toBe('your 6th house');
    expect(turn.plan.note).not.toBe('moved-on');
  });

  it('answers a price question with the plans’ real prices', async () => {
    const turn = await last(['oi! qual é o meu signo?', 'how much is the paid version?'], {
      voice: 'witchy',
      tier: 'anonymous',
    });
    expect(turn.plan.mode).toBe('price');
    expect(turn.text).toContain(`$${planInfo.plus.priceUsdPerMonth} a month`);
    expect(turn.text).toContain(`$${planInfo.pro.priceUsdPerMonth} a month`);
    expect(turn.text).not.toMatch(/Big Three/);
  });

  it('answers a technique asked twice again, said to be the earlier answer, not the Big Three', async () => {
    // "Which system are you using?" is answered with the system in use (fact-asks.test.ts); the comparison asked
    // twice in other words is the earlier answer again.
    const turn = await last(
      ['what changes with whole sign houses?', 'which planets would change house if i used whole sign instead'],
      { voice: 'mystical', tier: 'pro', level: 'technical' },
    );
    expect(turn.plan.mode).toBe('technique');
    expect(turn.text.split('\n')[0]).toMatch(/, as I worked out earlier\./);
    expect(turn.text).toMatch(/whole sign/i);
    expect(turn.text).not.toMatch(/Big Three, once more/);
  });
});

describe('new people are welcomed, returning ones welcomed back', () => {
  it('welcomes a first "hi" with no history, never "welcome back"', async () => {
    for (const voice of ['guide', 'mentor', 'mystical'] as const) {
      const turn = await last(['hi'], { voice });
      expect(turn.plan.note).toBe('welcome');
      expect(turn.text).not.toMatch(/welcome back|hello again|pick up where/i);
      expect(turn.text).toMatch(/welcome/i);
    }
  });

  it('welcomes a first message it could not make out, never "the thread we were on"', async () => {
    const turn = await last(['holaa']);
    expect(turn.plan.note).toBe('welcome');
    expect(turn.text).not.toMatch(/thread we were on|pick up/);
  });

  it('says welcome back only to someone with earlier chats', async () => {
    const turn = await last(['hi'], { voice: 'mentor', returning: true });
    expect(turn.plan.note).toBe('greeting');
  });

  it('welcomes a Spanish speaker who just downloaded the app in Spanish', async () => {
    const turn = await last(['hola! acabo de descargar la app 😊']);
    expect(turn.text.startsWith(LANGUAGE_WELCOME.es!)).toBe(true);
    expect(turn.text).not.toMatch(/Hello again|Welcome back/);
  });
});

describe('a free partner question is read within the plan', () => {
  it('reads how a Leo Sun meets the chart and the person’s own Venus, then names Pro once', async () => {
    const turns = await chat(
      [
        'heyy so me and my bf have been fighting a lot lately 😩',
        'what does my venus say about how i love',
        "he's a leo btw, are we compatible",
        'what about a leo and my moon, are we compatible',
      ],
      { voice: 'witchy', tier: 'free' },
    );
    const leo = turns[2]!;
    expect(leo.plan.mode).toBe('compatibility');
    expect(leo.text).toMatch(/A Leo Sun is a fire sign/);
    expect(leo.text).toMatch(/Venus/);
    expect(leo.text).not.toMatch(/What I can read now is what you bring/);
    expect(leo.text).toContain(`$${planInfo.pro.priceUsdPerMonth}/month`);
    expect(turns[3]!.text).not.toContain(`$${planInfo.pro.priceUsdPerMonth}/month`);
  });
});

describe('other languages after the first turn', () => {
  it('opens every later Spanish reply with a short line in Spanish, and thanks in Spanish', async () => {
    const turns = await chat([
      'hola! acabo de descargar la app 😊',
      'cuál es mi signo lunar?',
      'y eso que significa para mi en el amor?',
      'gracias!! 💜',
    ]);
    // A short line in Spanish naming what this turn answers, a different one from the turn before.
    const line = (t: string) => t.split('\n\n')[0]!;
    expect(line(turns[2]!.text)).toMatch(/el amor/);
    expect(line(turns[2]!.text)).not.toBe(line(turns[1]!.text));
    expect(turns[3]!.text).toMatch(/^¡(De nada|Con gusto)!/);
  });

  it('says goodnight in Portuguese', async () => {
    const turn = await last(['oi! qual é o meu signo?', 'e meu ascendente?', 'obrigada, boa noite 🌙'], {
      voice: 'witchy',
      tier: 'anonymous',
    });
    expect(turn.text).toMatch(/Boa noite|Se cuida/);
  });
});
