// Round 5 of compatibility in the chat: another person's birth time and place typed in any of the six languages (a
// place in lower case included) are read and used, what a missing time or place leaves unknown is said plainly, the
// strongest contact is the same on every turn (one ranking), and "the hardest aspect" lists the challenging contacts
// that exist.
import { calculateNatalChart, type NatalChart } from '@stellara/astro';
import type { PlaceResult } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chartContextFrom } from '../chart-context.ts';
import { placeFor } from '../partner-chart.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import type { PartnerFocus } from './focus.ts';
import { partnerBirthIn } from './partner-birth.ts';
import type { PlanInput } from './plan-types.ts';
import { partnerSynastry } from './synastry-plan.ts';

describe('birth data typed for someone else, in six languages', () => {
  const march3 = { year: 1991, month: 3, day: 3 };
  it.each([
    ['she was born 3 march 1991 at 7:10am in lisbon, how compatible are we?', { hour: 7, minute: 10 }, 'lisbon'],
    ['she was born 3 march 1991 at 7.10am in lisbon how compatible are we', { hour: 7, minute: 10 }, 'lisbon'],
    [
      'mi novia nació el 3 de marzo de 1991 a las 7:10 en lisboa, ¿somos compatibles?',
      { hour: 7, minute: 10 },
      'lisboa',
    ],
    ['il est né le 3 mars 1991 à 19h30 à Lisbonne, sommes-nous compatibles ?', { hour: 19, minute: 30 }, 'Lisbonne'],
    ['ela nasceu em 3 de março de 1991 às 7h10 em lisboa. somos compatíveis?', { hour: 7, minute: 10 }, 'lisboa'],
    ['er wurde am 3. März 1991 um 7:10 in Lissabon geboren, passen wir zusammen?', { hour: 7, minute: 10 }, 'Lissabon'],
    ['born 3 march 1991 at 19h30 in new york, is he a match for me?', { hour: 19, minute: 30 }, 'new york'],
  ])('reads the date, time and place of "%s"', (message, time, place) => {
    expect(partnerBirthIn(message)).toMatchObject({ date: march3, time, place });
  });

  it.each([
    ['theo, born 3 feb 1988, 07:10, manchester. together 5 years', 'Theo', { hour: 7, minute: 10 }, 'manchester'],
    ['maria, born 1 june 1990, 7:10 pm, porto', 'Maria', { hour: 19, minute: 10 }, 'porto'],
    ['sam born 4 may 1992 19:30 - leeds, compatible?', 'Sam', { hour: 19, minute: 30 }, 'leeds'],
  ])('reads a lower-case name and a place listed after the time: "%s"', (message, name, time, place) => {
    expect(partnerBirthIn(message)).toMatchObject({ name, time, place });
  });

  it('reads no place where none is written (control)', () => {
    expect(partnerBirthIn('he was born 3 march 1991 in the morning, are we compatible?')).toMatchObject({
      date: march3,
      time: null,
      place: null,
    });
    expect(partnerBirthIn('I was born 2 may 1990 in london')).toBeNull();
  });
});

describe('the typed place found in the gazetteer', () => {
  const result = (city: string): PlaceResult => ({
    displayName: `${city}, Somewhere`,
    latitude: 0,
    longitude: 0,
    city,
    state: '',
    county: '',
    country: '',
    countryCode: '',
    timezone: 'UTC',
    population: null,
  });
  it('takes a place found by its name or another language, never a longer name a word only begins', () => {
    expect(placeFor('lisbon', [result('Lisbon')])?.city).toBe('Lisbon');
    expect(placeFor('lisboa', [result('Lisbon')])?.city).toBe('Lisbon');
    expect(placeFor('love', [result('Loveland')])).toBeNull();
    expect(placeFor('Love', [result('Loveland')])?.city).toBe('Loveland');
    expect(placeFor('lisbon', [])).toBeNull();
  });
});

// Ada (12 April 1990, 13:35 UT, London) and Ana (3 March 1991, 07:10 in Lisbon, which kept UT that winter).
const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const ana = calculateNatalChart({ ut: '1991-03-03T07:10:00Z', latitude: 38.72, longitude: -9.14 });
const anaNoon = calculateNatalChart({ ut: '1991-03-03T12:00:00Z', latitude: 0, longitude: 0 });
const chart = chartContextFrom(ada);
const typed = (other: NatalChart, time: string | null, place: string | null, placeFound: string | null) =>
  partnerSynastry(ada, other, {
    id: 'typed',
    name: 'Ana',
    source: 'typed',
    typed: { date: '3 March 1991', time, place },
    placeFound,
    timeKnown: other === ana,
    moonSigns: other === ana ? [] : [anaNoon.points.Moon.signName],
  });
const input = (message: string, used: string[] = []): PlanInput => ({
  message,
  chart,
  tier: 'pro',
  level: 'basic',
  earlierQuestions: [],
  used,
  hook: null,
});
/** The reply's first paragraph, after the one-line language lead a message in another language gets. */
const lead = (text: string) => {
  const parts = text.split('\n\n');
  return (parts[0]!.endsWith(':') ? parts[1] : parts[0]) ?? '';
};
const reply = async (message: string, partner: ReturnType<typeof typed>, used: string[] = []) => {
  const plan = planWithSubject(input(message, used), partner);
  return {
    plan,
    reading: await writeReply({ plan, chart, personality: 'guide', level: 'basic', earlier: [] }, seedKnowledge()),
  };
};

describe('a typed chart with its time and place', () => {
  const timed = typed(ana, '07:10', 'lisbon', 'Lisbon, Lisboa, Portugal');
  it('is cast for them and says so, with the Moon and rising sign the hour gives', async () => {
    const { reading } = await reply('how compatible are we?', timed);
    expect(reading.text).toContain(
      `I cast Ana's chart for 07:10 on 3 March 1991 in Lisbon, Lisboa, Portugal, so the hour counts: their Moon is in ${ana.points.Moon.signName} and their rising sign is ${ana.points.Ascendant.signName}.`,
    );
    expect(reading.text).not.toContain('Without');
  });

  it('says what a place given but not found leaves unknown, and what a place not given does', async () => {
    const notFound = await reply('how compatible are we?', typed(anaNoon, '07:10', 'atlantis', null));
    expect(notFound.reading.text).toContain(
      `Without Ana's birthplace (I couldn't find "atlantis" among the places I know) I can't see their houses or rising sign`,
    );
    const noPlace = await reply('how compatible are we?', typed(anaNoon, '07:10', null, null));
    expect(noPlace.reading.text).toContain("Without Ana's birthplace (a birth time needs the place to be read)");
    const noTime = await reply('how compatible are we?', typed(anaNoon, null, 'lisbon', 'Lisbon, Lisboa, Portugal'));
    expect(noTime.reading.text).toContain("Without Ana's birth time I can't see their houses or rising sign");
  });
});

describe('one ranking of the contacts across the chat', () => {
  const timed = typed(ana, '07:10', 'lisbon', 'Lisbon, Lisboa, Portugal');
  const strongest = timed.contacts[0]!;
  const named = (c: { p1: string; p2: string; aspect: string }) =>
    `the strongest contact between your charts is your ${c.p1} ${c.aspect} Ana's ${c.p2}`;

  it.each(["what's our strongest contact?", 'tell me more about us', '¿cuál es nuestro contacto más fuerte?'])(
    'names the same strongest contact on a later turn: "%s"',
    async (later) => {
      const first = await reply('how compatible are we?', timed);
      expect(first.reading.text.split('\n\n')[0]).toContain(named(strongest));
      const again = await reply(later, timed, first.reading.placements);
      expect(lead(again.reading.text)).toContain(named(strongest));
    },
  );

  it.each([
    "what's our hardest aspect?",
    'which contacts are the most challenging?',
    '¿cuál es nuestro aspecto más difícil?',
  ])('lists every challenging contact for "%s", tightest first', async (message) => {
    const { plan, reading } = await reply(message, timed);
    const hard = timed.facts.contacts.filter((c) => c.tone === 'challenging');
    expect(hard.length).toBeGreaterThan(1);
    const focus = plan.focus as PartnerFocus;
    expect(focus.contacts.map((c) => `${c.mine} ${c.aspect} ${c.theirs}`)).toEqual(
      hard.map((c) => `${c.mine} ${c.aspect} ${c.theirs}`),
    );
    expect(lead(reading.text)).toContain(
      `the hardest contact between your charts is your ${hard[0]!.mine} ${hard[0]!.aspect} Ana's ${hard[0]!.theirs}, one of ${hard.length} squares and oppositions between you`,
    );
    for (const c of hard) expect(reading.text).toContain(`Your ${c.mine} ${c.aspect} Ana's ${c.theirs}`);
  });
});
