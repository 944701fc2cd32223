// Whole chats asking about the sky NOW: a planet's place today, the transits to the chart today, the Moon today.
// A blind review found each answered with the birth chart. Every fact must be the ephemeris at the message's own
// time (pinned here), personal contacts only on the plans with personal transits, and a natal question stays natal.
// Several wordings each, in English and at least Spanish, German and French.
import { calculateNatalChart, calendarPhase, moonQuarters, type NatalChart, stations } from '@stellara/astro';
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { transitsNow } from '../chart-passages.ts';
import { contextAt } from '../session-chart.ts';
import { humanDate } from './dates.ts';
import { GATE_TIMING } from './timing-gate.ts';
import { rankTransits } from './transit-rank.ts';

const knowledge = seedKnowledge();
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
/** Ada's natal signs: the answers below must never give these as today's sky. */
const NATAL_SIGN = { Saturn: 'Capricorn', Jupiter: 'Cancer', Mars: 'Taurus', Mercury: 'Leo' } as const;

/** The sky at an instant, from the engine's own chart of that moment (not the reply code). */
const skyChart = (at: Date): NatalChart => calculateNatalChart({ ut: at, latitude: 51.48, longitude: 0 });
const skySign = (at: Date, planet: keyof NatalChart['points']) => skyChart(at).points[planet].signName;

async function reply(message: string, tier: Tier, sent = new Date('2026-11-28T12:00:00Z'), earlier: string[] = []) {
  const chart = contextAt(natal, sent);
  const turns = await runChat([...earlier, message], {
    chart,
    knowledge,
    personality: 'guide',
    level: 'basic',
    tier,
    sent,
  });
  const { plan, reading } = turns.at(-1)!;
  return { plan, text: reading.text, english: english(reading.text) };
}

/** The reply without the line in the person's language that may head it. */
const english = withoutLanguageLine;

const SENT = new Date('2026-11-28T12:00:00Z');
const PRICE = /\$\d+|Stellara\+/;

describe('"what is <planet> doing now" is the sky at the message time, not the natal planet', () => {
  const asks: [string, keyof typeof NATAL_SIGN][] = [
    ["what's Saturn doing right now", 'Saturn'],
    ['where is mars at the moment', 'Mars'],
    ['is mercury retrograde rn?', 'Mercury'],
    ['what sign is jupiter in today?', 'Jupiter'],
    ['¿dónde está Júpiter ahora?', 'Jupiter'],
    ['¿qué está haciendo Saturno en este momento?', 'Saturn'],
    ['was macht Saturn gerade?', 'Saturn'],
    ['wo steht Mars im Moment?', 'Mars'],
    ['où est Saturne en ce moment ?', 'Saturn'],
    ['onde está mercúrio agora?', 'Mercury'],
  ];

  it.each(asks)(
    '%s: the first line is today’s sign and degree, the natal sign only as natal',
    async (message, planet) => {
      const { plan, english: text } = await reply(message, 'free');
      const first = text.split('\n\n')[0]!;
      const sign = skySign(SENT, planet);
      expect(plan.mode).toBe('technique');
      expect(first).toMatch(
        new RegExp(
          `^(Yes: |No: |(Yes|No), \\w+ is (not )?retrograde now: )?[Aa]s of 28 November 2026, ${planet} is in ${sign}, at \\d+°\\d\\d'`,
        ),
      );
      // The birth sign is never said as the present: only inside the sentence that calls it natal.
      expect(text).not.toMatch(new RegExp(`${planet} is in ${NATAL_SIGN[planet]}`));
      expect(text).toMatch(new RegExp(`natal ${planet}[^.]*${NATAL_SIGN[planet]}`));
      expect(text).not.toMatch(/### /);
    },
  );

  it('a yes/no about retrograde is answered yes or no from the motion at that moment', async () => {
    const mercuryRx = skyChart(SENT).points.Mercury.retrograde;
    expect((await reply('is mercury retrograde rn?', 'free')).english).toMatch(
      mercuryRx ? /^Yes, Mercury is retrograde now: / : /^No, Mercury is not retrograde now: /,
    );
    const saturnRx = skyChart(SENT).points.Saturn.retrograde;
    expect((await reply('is saturn retrograde right now?', 'plus')).english).toMatch(
      saturnRx ? /^Yes, Saturn is retrograde now: / : /^No, Saturn is not retrograde now: /,
    );
  });

  it('a station within three weeks is dated from the ephemeris', async () => {
    const [station] = stations(SENT, new Date(SENT.getTime() + 21 * 86_400_000), ['Saturn']);
    expect(station).toBeDefined();
    const { english: text } = await reply("what's Saturn doing right now", 'free');
    expect(text).toContain(`turns ${station!.kind} on ${humanDate(station!.at.slice(0, 10))}`);
  });

  it('is read at the time of each message: another send date gives that date’s sky', async () => {
    const later = new Date('2027-08-20T09:00:00Z');
    const { english: text } = await reply('where is mars right now?', 'free', later);
    expect(text).toMatch(new RegExp(`^As of 20 August 2027, Mars is in ${skySign(later, 'Mars')}`));
  });

  it('below Plus: the sky for everyone and the honest pointer, no personal contact', async () => {
    for (const tier of ['anonymous', 'free'] as const) {
      const { english: text } = await reply("what's Saturn doing right now", tier);
      expect(text).toMatch(new RegExp(`^As of 28 November 2026, Saturn is in ${skySign(SENT, 'Saturn')}`));
      expect(text).toContain(GATE_TIMING);
      expect(text).not.toMatch(/to your natal \w+ \(/);
      expect(text).not.toMatch(/your \d+(st|nd|rd|th) house/);
    }
  });

  it('on Plus and Pro: the contacts to the chart now with orbs, tightest first, and the dates they are exact', async () => {
    const now = transitsNow(natal, SENT).filter((t) => t.planet === 'Saturn');
    expect(now.length).toBeGreaterThan(1);
    for (const tier of ['plus', 'pro'] as const) {
      const { english: text } = await reply("what's Saturn doing right now", tier);
      expect(text).not.toMatch(PRICE);
      const orbs = [...text.matchAll(/(under )?(\d+\.\d)° from an? (\w+) to your natal ([\w ]+?) \(/g)].map((m) =>
        m[1] ? 0 : Number(m[2]),
      );
      expect(orbs.length).toBe(Math.min(3, now.length));
      expect([...orbs].sort((a, b) => a - b)).toEqual(orbs);
      const tightest = [...now].sort((a, b) => a.orb - b.orb)[0]!;
      expect(text).toContain(`to your natal ${tightest.target} (`);
      for (const hit of tightest.exact) expect(text).toContain(humanDate(hit.slice(0, 10), { year: false }));
    }
  });

  it('"to my Mars": the contact to the point they named comes first, or is said to be absent', async () => {
    const { english: toMars } = await reply('what is pluto doing to my mars right now?', 'plus');
    expect(toMars).toMatch(/Against your own chart it is [\d.]+° from a square to your natal Mars/);
    const { english: toSun } = await reply('¿qué le está haciendo Saturno a mi Sol ahora?', 'plus');
    expect(toSun).toMatch(/^As of 28 November 2026, Saturn is in/);
    expect(toSun).toContain('It makes no close contact to your natal Sun right now.');
  });

  it('a return asked now is still the return, not the planet in the sky', async () => {
    const { plan } = await reply('is it saturn return time for me now?', 'plus');
    expect(plan.techniques.some((t) => t.technique === 'sky-now')).toBe(false);
  });

  it('in a hard chat the sky is still given, with nothing sold', async () => {
    const { english: text } = await reply('where is saturn right now?', 'free', SENT, [
      'my dad died last week and I can’t sleep',
    ]);
    expect(text).toMatch(new RegExp(`^As of 28 November 2026, Saturn is in ${skySign(SENT, 'Saturn')}`));
    expect(text).not.toMatch(PRICE);
  });
});

describe('"current transits" is the list of transits to the chart now, not the natal aspects', () => {
  const asks = [
    'current transits?',
    "what's going on for me astrologically right now",
    'what are my transits at the moment?',
    '¿cuáles son mis tránsitos actuales?',
    'welche Transite habe ich gerade?',
    'quels sont mes transits en ce moment ?',
  ];
  /** The listed transits, as "planet target", in plain words at the basic level (no degrees). */
  const listed = (text: string) =>
    [...text.matchAll(/^- Transiting ([\w ]+?) (\w+) your ([\w ]+?) \(your [^)]*\)(.*)$/gm)].map((m) => ({
      planet: m[1]!,
      target: m[3]!,
      rest: m[4]!,
    }));

  it.each(asks)(
    '%s (Plus): the transits now, weightiest first, in plain words with their dates, no Moon',
    async (message) => {
      const { plan, english: text } = await reply(message, 'plus');
      expect(plan.mode).toBe('technique');
      const list = listed(text);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.some((t) => t.planet === 'Moon')).toBe(false);
      // One source of truth: the same passages the Current Transits page and the Today card read, ranked outer
      // planets and angles first (transit-rank.ts), then by orb.
      const now = rankTransits(transitsNow(natal, SENT).filter((t) => t.planet !== 'Moon'));
      expect(list.map((t) => `${t.planet} ${t.target}`)).toEqual(
        now.slice(0, list.length).map((t) => `${t.planet} ${t.target}`),
      );
      for (const t of list) expect(t.rest).toMatch(/until \d+ \w+ 202\d/);
      expect(text).not.toMatch(/^- .*°/m);
      // Not the natal aspect list.
      expect(text).not.toMatch(/(Sun|Moon|Saturn) (opposition|square|conjunction) (Saturn|Sun|Moon)\b/);
    },
  );

  it.each(asks.slice(0, 4))('%s (free): the sky for everyone and the pointer, no personal list', async (message) => {
    const { english: text } = await reply(message, 'free');
    // The sky as of the message, first, and no natal reading in its place.
    expect(text).toMatch(
      new RegExp(`^In the sky as of 28 November 2026, [^.]*Saturn is in ${skySign(SENT, 'Saturn')}`),
    );
    expect(text).not.toMatch(/^### /m);
    expect(text).toContain(GATE_TIMING);
    expect(listed(text)).toEqual([]);
  });

  it('asked again in the same chat, it refers back in one line', async () => {
    const { english: text } = await reply('what are my transits right now?', 'plus', SENT, ['current transits?']);
    expect(text).toMatch(/^As listed above, the weightiest is still this one: Transiting \w+ \w+ your /);
  });
});

describe('"what moon phase is it today" is the Moon in the sky today, apart from the birth Moon phase', () => {
  const asks = [
    'what moon phase is it today',
    "what's the moon doing today",
    'what phase is the moon in?',
    '¿en qué fase está la luna hoy?',
    'welche Mondphase haben wir heute?',
    "quelle est la phase de la lune aujourd'hui ?",
  ];
  const sky = skyChart(SENT);
  const phase = calendarPhase(SENT);
  const named = phase.endsWith('Moon') ? phase : `${phase} Moon`;

  it.each(asks)('%s: phase, sign, the next quarter dates, and the birth phase named as a separate thing', async (m) => {
    const { plan, english: text } = await reply(m, 'free');
    expect(plan.mode).toBe('technique');
    expect(text).toMatch(
      new RegExp(`^As of 28 November 2026, the Moon is a ${named}, \\d+% lit, in ${sky.points.Moon.signName}`),
    );
    const [next] = moonQuarters(SENT, new Date(SENT.getTime() + 10 * 86_400_000));
    expect(text).toContain(humanDate(next!.at.slice(0, 10)));
    const full = moonQuarters(SENT, new Date(SENT.getTime() + 32 * 86_400_000)).find((q) => q.kind === 'full')!;
    expect(text).toContain(`the full Moon on ${humanDate(full.at.slice(0, 10))}`);
    // The birth phase (Ada: a Last Quarter Moon) is said to be the birth one, never given as today's.
    expect(text).toMatch(/the phase you were born under, a Last Quarter Moon, is a separate thing/);
    expect(text).not.toMatch(/^You were born under/);
    expect(text).not.toMatch(/your \d+(st|nd|rd|th) house/);
  });

  it('on Plus the natal house it passes through is named', async () => {
    const { english: text } = await reply('what moon phase is it today', 'plus');
    expect(text).toMatch(/passing through your \d+(st|nd|rd|th) house/);
  });
});

describe('a natal question stays natal', () => {
  it.each([
    ['where is my natal saturn', 'Capricorn'],
    ['what is my saturn sign', 'Capricorn'],
    ['¿en qué signo está mi Saturno?', 'Capricorn'],
    ['wo steht mein Mars?', 'Taurus'],
    // Italian "sole" is the Sun only in Italian; "fa" (does) is not "what is it doing now".
    ['dove si trova il mio sole e che aspetti fa?', 'Cancer'],
  ])('%s', async (message, sign) => {
    const { plan, english: text } = await reply(message, 'plus');
    expect(plan.techniques.some((t) => t.technique === 'sky-now')).toBe(false);
    expect(text).toContain(sign);
    expect(text).not.toMatch(/^As of /);
  });

  it('the Moon phase at birth is still the birth phase', async () => {
    const { plan, english: text } = await reply('what moon phase was I born under?', 'free');
    expect(plan.techniques.some((t) => t.technique === 'sky-now')).toBe(false);
    expect(text).toMatch(/^You were born under a Last Quarter Moon/);
  });
});
