// Whole chats with a sceptic: Barnum, something specific, the physical question, a checkable prediction, and a no.
import { calculateNatalChart } from '@stellara/astro';
import type { PersonalityId } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { scepticAskOf, specificClaims } from './sceptic.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();

/** The texts of a chat's replies, on a free plan. */
const chat = (messages: string[], personality: PersonalityId = 'guide') =>
  chatReplies(messages, { chart, knowledge, personality, level: 'basic', tier: 'free', sent });

/** The chart's tightest features as the ephemeris gives them (the chart, not figures typed into the test). */
const tightest = chart.aspects.find((a) => ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'].includes(a.p1))!;

describe('the sceptic', () => {
  it.each([
    'convince me astrology isnt just barnum statements',
    'honestly this reads like cold reading, it could be anyone',
    'no es más que el efecto forer, convince me',
  ])('"%s" gets checkable claims from the chart, not a topic reading', async (message) => {
    const [reply] = await chat([message], 'coach');
    expect(reply).toMatch(/Barnum/);
    expect(reply).toContain(`${tightest.orb.toFixed(1)}° from an exact ${tightest.type}`);
    expect(reply).not.toMatch(/Let us open the door|###/);
  });

  it('something that would not fit most people: the rare features, then new ones after Barnum, never a generation', async () => {
    const [alone] = await chat(['say something about me that wouldnt fit most people']);
    expect(alone).toMatch(/most people do not share/);
    expect(alone).toMatch(/° from your (Ascendant|Descendant|Midheaven|IC)|° from an exact/);
    const [first, second] = await chat([
      'convince me astrology isnt just barnum statements',
      'ok then say something about me that would not fit most people',
    ]);
    const claims = (t: string) => t.split('\n').filter((l) => l.startsWith('- '));
    expect(claims(second!).length).toBeGreaterThan(0);
    for (const c of claims(second!)) expect(first).not.toContain(c);
    expect(specificClaims(chart, 0).join(' ')).not.toMatch(/Saturn, Uranus and Neptune/);
  });

  it.each([
    'how is the position of planets supposed to affect me physically? gravity of the midwife is bigger',
    'what force would even let jupiter influence my mood, the gravity is nothing',
    'wie sollen planeten mich physically beeinflussen? gravity?',
  ])('"%s": a symbolic language, no physical force, no claim of proof', async (message) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(/no physical mechanism/);
    expect(reply).toMatch(/symbolic language/);
    expect(reply).toMatch(/no scientific proof/);
    // A point they did not make is never credited to them.
    expect(reply).not.toMatch(/midwife point/);
  });

  it.each(['fine whats one prediction i can check this week', 'give me a prediction i can test'])(
    '"%s": one dated event for their chart',
    async (message) => {
      const [reply] = await chat([message]);
      expect(reply).toMatch(
        /on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)/,
      );
      expect(reply).toMatch(/your \d+(st|nd|rd|th) house/);
      expect(reply).toMatch(/count that as a miss/);
    },
  );

  it('a no after the sceptical turns is taken without pressure and repeats nothing', async () => {
    const replies = await chat([
      'convince me astrology isnt just barnum statements',
      "ok whatever, i still don't really buy it",
    ]);
    expect(replies[1]).toMatch(/don't have to buy it/);
    expect(replies[1]).not.toMatch(/°|Sun|Moon|###/);
    expect(replies[1]!.split(/\s+/).length).toBeLessThan(60);
  });

  it('an ordinary doubt with no sceptical turn before is left to the doubt answer', () => {
    expect(scepticAskOf("i don't really buy it")).toBeNull();
    expect(scepticAskOf('what does my moon mean')).toBeNull();
    expect(scepticAskOf('will my mood change this week')).toBeNull();
  });

  it('a doubt about astrology itself, said gently, is met as doubt', () => {
    expect(scepticAskOf("I'm not sure I believe in all this to be honest. My sister swears by it.")).toBe('doubt');
    expect(scepticAskOf('no sé si creo en esto, la verdad')).toBe('doubt');
    expect(scepticAskOf("i'm not sure i believe him when he says sorry")).toBeNull();
  });
});

describe('the sceptic who says so outright', () => {
  it.each([
    'my gf made me download this. i think astrology is total nonsense tbh',
    'no offence but astrology is pseudoscience',
    'honestly i dont believe in horoscopes, my sister made me sign up',
    'sinceramente la astrología es una tontería',
  ])('"%s" is met as doubt: no reading, no love section, no pressure', async (message) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(/don't have to believe/);
    expect(reply).not.toMatch(/###|Venus|love|Descendant/);
  });

  it('doubt with an insult thrown at Stellara is left to the hostile answer', () => {
    for (const m of [
      "astrology is nonsense and you're useless",
      'this is bs, shut up',
      'astrologia é besteira, you are a joke',
    ]) {
      expect(scepticAskOf(m), m).toBeNull();
    }
    expect(scepticAskOf('astrology is nonsense tbh')).toBe('doubt');
  });

  it.each([
    'what does the actual position of the planets have to do with my personality? like whats the mechanism',
    'ok but how does astrology even work',
    'cuál es el mecanismo? como funciona la astrologia',
  ])('"%s": an honest answer, no mechanism claimed', async (message) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(/no physical mechanism/);
    expect(reply).toMatch(/symbolic language/);
    expect(reply).not.toMatch(/###|growth/i);
  });

  it.each([
    ['astrology is total nonsense tbh', 'fine. one thing i could actually test this week then'],
    ['i think horoscopes are bs', 'ok, something i can check then'],
    ['la astrología es una tontería', 'vale, algo que pueda comprobar esta semana'],
  ])('after "%s", "%s" gets one dated thing to check in their chart', async (doubt, ask) => {
    const [, reply] = await chat([doubt, ask]);
    expect(reply).toMatch(
      /on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    expect(reply).toMatch(/your \d+(st|nd|rd|th) house/);
    expect(reply).toMatch(/count that as a miss/);
  });

  it('a test asked for "this week" says so when the nearest dated event falls later', async () => {
    const [, reply] = await chat(['astrology is nonsense', 'one thing i could test this week then']);
    const date = /on (\d{1,2} \w+ \d{4})/.exec(reply!)![1]!;
    const later = Date.parse(`${date} UTC`) - sent.getTime() > 7 * 86_400_000;
    expect(reply!.includes('Nothing I can date lands inside the next seven days')).toBe(later);
  });
});
