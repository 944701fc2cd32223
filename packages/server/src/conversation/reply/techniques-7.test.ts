// Round 7 of the technique answers: the timing frame asked for is the one answered. A progression, a solar return,
// the transits now and how long a transit lasts each give their own computed answer first, never a natal placement;
// transits come ranked (outer planets and angles first) with their numbers; the cross-aspects of a pair given in
// the chat are the pair's, never one's own; "is Saturn in my 10th?" is a yes or no; the orbs in use are the code's.
// Whole chats with Ada's chart (15 July 1990, 13:30 London, read on 28 November 2026), several wordings and
// languages, the facts from the engine.
import {
  CONTACT_ORB,
  calculateNatalChart,
  chartFlags,
  natalHouseOf,
  progressedAngles,
  secondaryProgressions,
  solarReturn,
  TRANSIT_ORB,
  toJulianDay,
  transitingPosition,
} from '@stellara/astro';
import { NATAL_ASPECT_ORB } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { adaChart, adaChat } from '../../test-support/chat.ts';
import { type ChartTransit, chartContextFrom } from '../chart-context.ts';
import { transitsNow } from '../chart-passages.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import { partnerBirthEarlier } from './partner-follow-up.ts';
import { partnerSynastry } from './synastry-plan.ts';
import { position } from './techniques/words.ts';
import { rankTransits } from './transit-rank.ts';
import { transitVerb } from './transit-words.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const pro = { tier: 'pro' as const, level: 'technical' as const };
/** The answer's first line, after the one-line language lead a message in another language gets. */
const firstLine = (text: string) => {
  const lines = text.split('\n').filter(Boolean);
  return (lines[0]!.endsWith(':') && !lines[1]!.startsWith('- ') ? lines[1] : lines[0]) ?? '';
};
const natal = () => adaChart().birth!.natal;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const last = async (messages: string[], options = pro) => (await adaChat(messages, options)).at(-1)!;
/** The transits in orb now, from the engine, the Moon's left out, ranked as the reply ranks them. */
const rankedNow = () => rankTransits(transitsNow(natal(), NOW).filter((t) => t.planet !== 'Moon'));
const find = (planet: string, aspect: string, target: string) =>
  transitsNow(natal(), NOW).find((t) => t.planet === planet && t.aspect === aspect && t.target === target)!;
/** "from 10 August 2026 to 17 December 2026: exact on …" as the span answer says it. */
const spanOf = (t: ChartTransit) =>
  `Transiting ${t.planet} ${transitVerb(t.aspect)} your natal ${t.target} from ${day(t.start!)} to ${day(t.end!)}: ${
    t.exact.length ? `exact on ${t.exact.map(day).join(', then ')}` : 'it comes close without going exact'
  }`;

describe('the progressed frame, never the sky now or the natal chart', () => {
  it.each([
    'progressed moon and sun now?',
    'my progressions right now?',
    'was zeigen meine Progressionen gerade?',
    '¿qué muestran mis progresiones ahora mismo?',
    'le mie progressioni adesso?',
  ])('gives the progressed positions and angles first for "%s"', async (message) => {
    const reply = await last([message]);
    const p = secondaryProgressions(natal(), NOW);
    const angles = progressedAngles(natal(), NOW)!;
    expect(firstLine(reply.text)).toMatch(/^Your progressed (Sun|Moon)/);
    expect(reply.text).toContain(`${Math.floor(p.points.Sun.position)}° ${p.points.Sun.signName}`);
    expect(reply.text).toContain(`${Math.floor(p.points.Moon.position)}° ${p.points.Moon.signName}`);
    // The angles come with the whole progressed chart; Sun and Moon asked by name are the answer on their own.
    if (!/moon and sun/.test(message)) {
      expect(reply.text).toContain(`Progressed Ascendant ${position(angles.ascendant.longitude)}`);
      expect(reply.text).toContain(`progressed Midheaven ${position(angles.midheaven.longitude)}`);
    }
    expect(reply.text).not.toMatch(/^As of/m);
  });

  it.each(['where is my progressed ascendant?', '¿dónde está mi ascendente progresado?'])(
    'leads with the progressed angle asked by name for "%s"',
    async (message) => {
      const reply = await last([message]);
      const asc = progressedAngles(natal(), NOW)!.ascendant;
      const [degree, sign] = position(asc.longitude).split(' ');
      expect(firstLine(reply.text)).toMatch(
        new RegExp(`^Your progressed Ascendant is at ${degree!.replace(/°.*/, '')}° ${sign}, in your ${asc.house}`),
      );
    },
  );
});

describe('the solar return frame in any language', () => {
  it.each([
    'meine Solarrevolution für dieses Jahr?',
    "la mia rivoluzione solare quest'anno?",
    'que dit ma révolution solaire cette année ?',
    'mein Solarhoroskop für dieses Jahr?',
  ])('gives the year chart with its date, never the year-ahead transits, for "%s"', async (message) => {
    const reply = await last([message]);
    const sr = solarReturn(natal(), 2026);
    expect(firstLine(reply.text)).toMatch(new RegExp(`^Your solar return in 2026 fell on ${day(sr.at)}`));
    expect(reply.text).toMatch(/Solar return chart for the birth place .*Ascendant .*Midheaven .*Sun in the \d+/);
    expect(reply.text).not.toContain('The year ahead');
  });

  it('keeps the English solar return and the Saturn return on their route (control)', async () => {
    const solar = await last(["what's my solar return saying for the year"]);
    expect(solar.plan.techniques.map((t) => t.technique)).toEqual(['return']);
    const saturn = await last(['when is my saturn return?']);
    expect(firstLine(saturn.text)).toMatch(/^Your next Saturn return is exact on/);
  });
});

describe('the transits now, ranked, with their numbers', () => {
  it.each([
    'what outer planets are hitting me now',
    'what planets are aspecting my chart at the moment',
    'welche Planeten treffen mich gerade?',
    '¿qué planetas me afectan ahora?',
  ])('lists the transits, not a natal aspect, for "%s"', async (message) => {
    const reply = await last([message]);
    expect(firstLine(reply.text)).toMatch(
      /^Your (outer-planet )?transits as of 28 November 2026, the weightiest first/,
    );
    expect(reply.text).not.toMatch(/^### (Sun|Moon) in/m);
  });

  it('ranks outer planets and angles first, each with degree, sign, natal point, orb and motion (technical)', async () => {
    const reply = await last(['which transits are affecting me right now?']);
    const lines = reply.text.split('\n').filter((l) => l.startsWith('- Transiting'));
    const ranked = rankedNow().slice(0, lines.length);
    const flags = chartFlags(natal());
    expect(lines.length).toBeGreaterThan(2);
    ranked.forEach((t, i) => {
      const pos = transitingPosition(t.planet.replace(/ /g, '_') as never, toJulianDay(NOW), flags)!;
      const target = adaChart().planets.find((p) => p.name === t.target)!;
      expect(lines[i]).toContain(`Transiting ${t.planet} at ${position(pos.longitude)}`);
      const orb = t.orb < 0.05 ? 'under 0.1°' : `${t.orb.toFixed(1)}°`;
      expect(lines[i]).toContain(`your natal ${t.target} at ${position(target.longitude)}: orb ${orb}`);
      expect(lines[i]).toContain(t.applying ? 'applying' : 'separating');
    });
    // The first is an outer planet or an angle, whatever is tightest.
    expect(lines[0]).toMatch(/Transiting (Saturn|Uranus|Neptune|Pluto|Chiron)|natal (Ascendant|Midheaven)/);
  });

  it('keeps only Saturn to Pluto when the outer planets are asked for', async () => {
    const reply = await last(['what outer planets are hitting me now']);
    const lines = reply.text.split('\n').filter((l) => l.startsWith('- Transiting'));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/^- Transiting (Saturn|Uranus|Neptune|Pluto) /);
  });

  it('says the same facts in plain words at the basic level', async () => {
    const reply = await last(['which transits are affecting me right now?'], { tier: 'pro', level: 'basic' } as never);
    const lines = reply.text.split('\n').filter((l) => l.startsWith('- '));
    const [first] = rankedNow();
    expect(lines[0]).toContain(`${first!.planet} ${transitVerb(first!.aspect)} your ${first!.target}`);
    expect(lines[0]).toContain(`until ${day(first!.end!)}`);
    for (const l of lines) expect(l).not.toContain('°');
  });

  it("keeps one planet's sky and the natal Saturn on their route (control)", async () => {
    expect(firstLine((await last(["what's saturn doing right now"])).text)).toMatch(/^As of 28 November 2026, Saturn/);
    expect((await last(['tell me about my natal saturn'])).text).toContain('Saturn in Capricorn');
  });
});

describe('how long a transit lasts and when it is exact', () => {
  it.each([
    ['what outer planets are hitting me now', 'how long does this transit last?'],
    ['which transits are affecting me right now?', 'wie lange dauert dieser Transit noch?'],
    ['which transits are affecting me right now?', '¿cuánto dura este tránsito?'],
    ['which transits are affecting me right now?', 'when is it exact?'],
  ])('dates the transit the chat was on: "%s" then "%s"', async (...messages) => {
    const reply = await last(messages);
    const before = (await last([messages[0]!])).text.split('\n').find((l) => l.startsWith('- Transiting'))!;
    const t = rankedNow().find(
      (x) => before.includes(`Transiting ${x.planet} `) && before.includes(`natal ${x.target} `),
    )!;
    expect(firstLine(reply.text)).toContain(spanOf(t));
    expect(reply.text).toMatch(/Start \d{4}-\d\d-\d\d \d\d:\d\d UT; exact .*; end \d{4}-\d\d-\d\d/);
  });

  it.each([
    ['Transiting Pluto square my Mars, how long does this transit last?', ['Pluto', 'square', 'Mars']],
    ['when exactly is the Saturn thing, dates pls', ['Saturn', 'sextile', 'North Node']],
    ['quanto dura ancora il transito di Plutone su Marte?', ['Pluto', 'square', 'Mars']],
  ] as const)('dates the transit named in "%s"', async (message, [planet, aspect, target]) => {
    const reply = await last([message]);
    expect(firstLine(reply.text)).toContain(spanOf(find(planet, aspect, target)));
    expect(reply.text).not.toContain('Saturn return');
  });

  it('gives the timing pointer below Plus, never invented dates', async () => {
    const reply = await last(['how long does this transit last?'], { tier: 'free', level: 'technical' } as never);
    expect(firstLine(reply.text)).toMatch(/^Personal timing/);
    expect(reply.text).not.toMatch(/\d{4}/);
  });

  it('keeps "how long is a Saturn return" on the returns (control)', async () => {
    const reply = await last(['how long does a saturn return last?']);
    expect(reply.plan.techniques.map((t) => t.technique)).not.toContain('transit-span');
  });
});

describe('cross-aspects of a pair given in the chat', () => {
  const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
  const ana = calculateNatalChart({ ut: '1991-03-03T07:10:00Z', latitude: 38.72, longitude: -9.14 });
  const chart = chartContextFrom(ada);
  const partner = {
    ...partnerSynastry(ada, ana, {
      id: 'typed',
      name: 'Ana',
      source: 'typed',
      typed: { date: '3 March 1991', time: '07:10', place: 'lisbon' },
      placeFound: 'Lisbon, Lisboa, Portugal',
      timeKnown: true,
    }),
    inWords: true,
  };
  const typedEarlier = 'she was born 3 march 1991 at 7:10am in lisbon, how compatible are we?';
  const reply = async (message: string) => {
    const plan = planWithSubject(
      { message, chart, tier: 'pro', level: 'technical', earlierQuestions: [typedEarlier], used: [], hook: null },
      partner,
    );
    return writeReply({ plan, chart, personality: 'guide', level: 'technical', earlier: [] }, seedKnowledge());
  };

  it.each([
    'show the aspects between us as a table',
    'what are the orbs?',
    'die Aspekte zwischen uns als Tabelle?',
    '¿cuáles son los orbes?',
    'gli aspetti tra noi con gli orbi?',
  ])('keeps the partner and lists every cross-aspect with its orb for "%s"', async (message) => {
    expect(partnerBirthEarlier(message, [typedEarlier])).not.toBeNull();
    const text = (await reply(message)).text;
    const contacts = partner.facts.contacts;
    expect(text).toContain(`Here are the ${contacts.length} aspects between your chart and Ana's, tightest first`);
    expect(text).toContain('| You | Aspect | Them | Orb | Tone |');
    const [c] = contacts;
    expect(text).toContain(`| ${c!.mine} |`);
    expect(text).toContain(`| Ana's ${c!.theirs} | ${c!.orb.toFixed(1)}° |`);
    expect(text).toContain(`within ${CONTACT_ORB}°`);
    expect(text).not.toContain('major aspects as a table');
  });

  it('keeps the compatibility reading and one’s own aspects table on their routes (control)', async () => {
    expect((await reply('how compatible are we?')).text).toContain('the strongest contact between your charts');
    expect(partnerBirthEarlier('my natal aspects as a table', [typedEarlier])).toBeNull();
  });
});

describe('"is X in my Nth house?" answered yes or no', () => {
  const house = (name: 'Saturn' | 'Pluto') => natal().points[name].house;
  const nowHouse = (name: 'Saturn' | 'Pluto') =>
    natalHouseOf(natal(), transitingPosition(name, toJulianDay(NOW), chartFlags(natal()))!.longitude);
  const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

  it.each([
    'is saturn in my 10th house?',
    '¿está Saturno en mi casa 10?',
    'Saturno è nella mia decima casa?',
    'ist mein Saturn im 10. Haus?',
  ])('says no with the natal house, then the transit house now, for "%s"', async (message) => {
    const reply = await last([message], { tier: 'plus', level: 'basic' } as never);
    expect(house('Saturn')).not.toBe(10);
    expect(firstLine(reply.text)).toMatch(new RegExp(`^No: your Saturn is in your ${ord(house('Saturn'))} house`));
    expect(reply.text).toContain(`transiting Saturn`);
    expect(reply.text).toContain(`passing through your ${ord(nowHouse('Saturn'))} house`);
  });

  it.each(['is pluto in my 1st house?', 'est-ce que mon Pluton est en maison 1 ?'])(
    'says yes when it is for "%s"',
    async (message) => {
      expect(house('Pluto')).toBe(1);
      const reply = await last([message], { tier: 'free', level: 'basic' } as never);
      expect(firstLine(reply.text)).toMatch(/^Yes: your Pluto is in your 1st house/);
      expect(reply.text).not.toContain("today's sky"); // personal transits are Plus's
    },
  );

  it('leaves a meaning asked, or a time word, to their own answers (control)', async () => {
    const meaning = await last(['what does saturn in the 10th house mean?']);
    expect(meaning.plan.techniques.map((t) => t.technique)).not.toContain('house-check');
    const now = await last(['is saturn in my 10th house now?']);
    expect(firstLine(now.text)).toMatch(/^Saturn is not in your 10th house now/);
  });
});

describe('the orbs in use, from the code', () => {
  it.each(['what orbs do you use?', 'welche Orben benutzt du?', '¿qué orbes usas?', 'quali orbi usi?'])(
    'gives the natal, transit and synastry orbs for "%s"',
    async (message) => {
      const reply = await last([message]);
      expect(firstLine(reply.text)).toContain(
        `within ${NATAL_ASPECT_ORB.conjunction}° conjunction, ${NATAL_ASPECT_ORB.opposition}° opposition, ${NATAL_ASPECT_ORB.square}° square`,
      );
      expect(reply.text).toContain(`${TRANSIT_ORB.outer.conjunction}° conjunction`);
      expect(reply.text).toContain(`within ${CONTACT_ORB}° for the five major aspects`);
    },
  );

  it('answers the house system and the orbs when both are asked', async () => {
    const reply = await last(['which house system and what orbs do you use?']);
    expect(reply.text).toContain('I read your chart in Placidus houses');
    expect(reply.text).toContain(`${NATAL_ASPECT_ORB.sextile}° sextile`);
  });

  it("keeps one aspect's orb on its route (control)", async () => {
    const reply = await last(["what's the orb of my sun square moon?"]);
    expect(firstLine(reply.text)).toMatch(/^Your Sun square Moon is 0°47' from exact/);
  });
});
