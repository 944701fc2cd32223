import { calculateComposite, calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chartContextFrom } from '../chart-context.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import { partnerBirthEarlier } from './partner-follow-up.ts';
import { hear } from './plan.ts';
import type { PlanInput } from './plan-types.ts';
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
