import { calculateComposite, calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chartContextFrom } from '../chart-context.ts';
import { planWithSubject } from './about-plan.ts';
import { bondKindIn } from './bond-kind.ts';
import { writeReply } from './builtin-writer.ts';
import { partnerBirthEarlier, storedChartNamedIn, theirAspectIn } from './partner-follow-up.ts';
import { hear } from './plan.ts';
import type { PlanInput } from './plan-types.ts';
import { claimedAspect, contactBetween, orbFromExact } from './synastry-asks.ts';
import { contactId, partnerSynastry } from './synastry-plan.ts';

// Ada (12 April 1990, 13:35 UT, London) and Ben (14 February 1991, 11:00 UT, London), his data typed in the chat.
const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const ben = calculateNatalChart({ ut: '1991-02-14T11:00:00Z', latitude: 51.5, longitude: -0.13 });
const chart = chartContextFrom(ada);
const partner = { ...partnerSynastry(ada, ben, { id: 'typed', name: 'Ben', source: 'typed' }), inWords: true };
const knowledge = seedKnowledge();

const plan = (message: string, used: string[] = []) =>
  planWithSubject(
    {
      message,
      chart,
      tier: 'pro',
      level: 'basic',
      earlierQuestions: [],
      used,
      hook: null,
      heard: hear(message),
    } as PlanInput,
    partner,
  );
const reply = async (message: string, used: string[] = []) =>
  (await writeReply({ plan: plan(message, used), chart, personality: 'guide', level: 'basic', earlier: [] }, knowledge))
    .text;
const verb: Record<string, string> = {
  conjunction: 'conjunct',
  opposition: 'opposite',
  square: 'square',
  trine: 'trine',
  sextile: 'sextile',
};

describe('the composite asked after a synastry', () => {
  it.each(['what does our composite chart say?', 'Que dit le composite ?', '¿y nuestra carta compuesta?'])(
    'reads the composite points, not more contacts (%s)',
    async (message) => {
      const composite = calculateComposite(ada, ben);
      const text = await reply(message);
      // In another language the honest line about the reader's language comes first.
      expect(text).toMatch(/(^|\n)Your composite chart with Ben/);
      for (const name of ['Sun', 'Moon', 'Venus', 'Mars'] as const)
        expect(text).toContain(composite.points[name].signName);
      expect(text).toContain(`${composite.points.Ascendant.signName} rising`);
      expect(text).toContain('does not say whether it lasts');
      expect(text).not.toContain('### You and Ben');
    },
  );
});

describe('one contact picked out by a planet', () => {
  const challenging = partner.facts.contacts.find((c) => c.tone === 'challenging')!;
  const planet = challenging.theirs;

  it.each([`the ${planet.toLowerCase()} one sounds bad. is it bad?`, `that ${planet.toLowerCase()} thing worries me`])(
    'reads that contact for the pair, with no verdict (%s)',
    async (message) => {
      const text = await reply(message, [contactId('Ben', challenging)]);
      expect(text).toMatch(/^No, not bad: your \w+( \w+)? (square|opposite|conjunct) Ben's/);
      expect(text).toContain(`Ben's ${challenging.theirs}`);
      expect(text).toMatch(/can.t tell you whether you will last/);
      // Not a reading of the person's own natal placement.
      expect(text).not.toMatch(new RegExp(`### ${planet} in `));
    },
  );

  it('is a follow-up on the birth data typed a turn before', () => {
    const earlier = ['my boyfriend Ben was born 14 February 1991 at 11:00 in London. are we compatible?'];
    for (const m of ['the saturn one sounds bad. is it bad?', 'ese aspecto de Saturno me preocupa'])
      expect(partnerBirthEarlier(m, earlier)?.name, m).toBe('Ben');
    expect(partnerBirthEarlier('what does my saturn mean for work?', earlier)).toBeNull();
  });

  it('a message that types the birth data gets the synastry itself, even if it names a planet', () => {
    expect(plan('Ben was born 14 February 1991 at 11:00 in London: how does my Venus fit him?').mode).toBe(
      'compatibility',
    );
  });
});

describe('the composite asked in other languages is a follow-up on the pair', () => {
  it.each(['¿y nuestra carta compuesta?', 'e o mapa composto?', 'und unser Komposit?', 'Que dit le composite ?'])(
    '%s',
    (m) => {
      const earlier = ['Ben was born 14 February 1991 at 11:00 in London. Synastry?'];
      expect(partnerBirthEarlier(m, earlier)?.name).toBe('Ben');
    },
  );
});

describe("a claim about the other person's planet, checked against the pair's contacts", () => {
  const contacts = partner.facts.contacts;
  const planets = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
  const slow = new Set(['Uranus', 'Neptune', 'Pluto']);

  it('reads "his/her X <aspect> my Y" in six languages, with hearsay set aside', () => {
    const cases: [string, string, string, string][] = [
      ['he has uranus opposite my venus, right?', 'Uranus', 'opposition', 'Venus'],
      ['my friend says his mars squares my moon', 'Mars', 'square', 'Moon'],
      ['lui ha urano opposto alla mia venere, è vero?', 'Uranus', 'opposition', 'Venus'],
      ['mi hanno detto che il suo marte è in quadratura con la mia luna', 'Mars', 'square', 'Moon'],
      ['su marte está en cuadratura con mi venus, ¿verdad?', 'Mars', 'square', 'Venus'],
      ['o marte dele faz quadratura com a minha vênus?', 'Mars', 'square', 'Venus'],
      ["son saturne est conjoint à mon soleil, c'est vrai ?", 'Saturn', 'conjunction', 'Sun'],
      ['sein Mars steht im Quadrat zu meiner Venus, stimmt das?', 'Mars', 'square', 'Venus'],
      ["Ben's moon trines my sun?", 'Moon', 'trine', 'Sun'],
    ];
    for (const [message, theirs, aspect, mine] of cases)
      expect(theirAspectIn(message, 'Ben'), message).toEqual({ theirs, aspect, mine });
  });

  it('takes no transit, no natal aspect of my own, and nothing without the other person pointed at', () => {
    for (const message of [
      'is saturn square my moon right now?',
      'my mars squares my moon, what does that mean?',
      'saturn is square my moon, is that why I feel low?',
      'transiting pluto opposite my sun, what now?',
    ])
      expect(claimedAspect(message, 'Ben'), message).toBeNull();
  });

  it('says yes when the contact is there, with its orb', async () => {
    const c = contacts.find((x) => x.tone === 'challenging' && planets.includes(x.theirs))!;
    const text = await reply(`he has ${c.theirs.toLowerCase()} ${verb[c.aspect]} my ${c.mine.toLowerCase()}, right?`);
    expect(text).toMatch(
      new RegExp(`^Yes: Ben's ${c.theirs} is ${verb[c.aspect]} your ${c.mine}, ${orbFromExact(c.orb)} from exact\\.`),
    );
    expect(text).toMatch(/can.t tell you whether you will last/);
  });

  it('says no, and which aspect it is, when a different one links them', async () => {
    const c = contacts.find((x) => x.aspect !== 'opposition' && planets.includes(x.theirs))!;
    const text = await reply(`my friend says his ${c.theirs.toLowerCase()} is opposite my ${c.mine.toLowerCase()}`);
    expect(text).toMatch(
      new RegExp(
        `^No, not an opposition: Ben's ${c.theirs} and your ${c.mine} make an? ${c.aspect}, ${orbFromExact(c.orb)} from exact\\.`,
      ),
    );
  });

  it('says plainly when no contact links them, then the nearest real one they make', async () => {
    // The first of the other's planets that makes no contact with the member's Venus (not two slow planets).
    const theirs = planets.find((p) => !contactBetween(partner, p, 'Venus') && !slow.has(p))!;
    expect(theirs).toBeDefined();
    const text = await reply(`he has ${theirs.toLowerCase()} opposite my venus, right?`);
    expect(text).toMatch(new RegExp(`^No: Ben's ${theirs} and your Venus make no major aspect; they are \\d+° apart`));
    const nearest = contacts.filter((c) => c.theirs === theirs || c.mine === 'Venus').sort((x, y) => x.orb - y.orb)[0]!;
    expect(text).toContain(
      `your ${nearest.mine} ${verb[nearest.aspect]} Ben's ${nearest.theirs} (${orbFromExact(nearest.orb)} from exact)`,
    );
  });

  it('answers the Italian claim from the chart, yes or no first', async () => {
    const real = contactBetween(partner, 'Uranus', 'Venus');
    const text = await reply('lui ha urano opposto alla mia venere, è vero?');
    // The line about the reader's language comes first, then the answer.
    expect(text).toMatch(
      real?.aspect === 'opposition' ? /\nYes: Ben's Uranus is opposite your Venus/ : /\nNo[,:] .*Ben's Uranus/,
    );
  });

  it('is a follow-up on the data typed before, and "my friend says" names no new person nor a friendship', () => {
    const earlier = ['my boyfriend Ben was born 14 February 1991 at 11:00 in London. are we compatible?'];
    for (const m of ['my friend says his mars squares my moon', 'he has uranus opposite my venus, right?'])
      expect(partnerBirthEarlier(m, earlier)?.name, m).toBe('Ben');
    expect(bondKindIn(['my friend says his mars squares my moon', ...earlier])).toBe('love');
    expect(bondKindIn(['mi hanno detto che il suo marte è in quadratura con la mia luna', ...earlier])).toBe('love');
    expect(bondKindIn(["son mars est carré à ma lune, c'est vrai ?"])).toBe('love');
    expect(bondKindIn(['my friend Ana was born 3 May 1990'])).toBe('friend');
  });

  it('finds the stored chart a claim names', () => {
    const charts = [{ name: 'Tom' }, { name: 'Mia' }];
    expect(storedChartNamedIn("tom's mars squares my moon, right?", charts)?.name).toBe('Tom');
    expect(storedChartNamedIn('what does my mars square mean?', charts)).toBeNull();
  });

  it('cannot check a point the missing birth time leaves unknown, and says so', async () => {
    const untimed = {
      ...partnerSynastry(ada, ben, { id: 'typed', name: 'Ben', source: 'typed', timeKnown: false }),
      inWords: true,
    };
    const input = { message: 'his moon conjuncts my sun, right?', chart, tier: 'pro', level: 'basic' };
    const text = (
      await writeReply(
        {
          plan: planWithSubject(
            { ...input, earlierQuestions: [], used: [], hook: null, heard: hear(input.message) } as PlanInput,
            untimed,
          ),
          chart,
          personality: 'guide',
          level: 'basic',
          earlier: [],
        },
        knowledge,
      )
    ).text;
    expect(text).toMatch(/^I can't check that one: without Ben's birth time, Ben's Moon isn't known to the degree/);
  });
});
