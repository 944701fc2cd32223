import { calculateNatalChart, calculateSynastry, compatibilityScale } from '@stellara/astro';
import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chartContextFrom } from '../chart-context.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import type { PartnerFocus } from './focus.ts';
import { type PlanInput, pointOf } from './plan.ts';
import { contactId, partnerSynastry, synastryPlan } from './synastry-plan.ts';

// Ada (12 April 1990, 13:35 UT, London) and Ben (14 February 1991, 11:00 UT, London).
const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const ben = calculateNatalChart({ ut: '1991-02-14T11:00:00Z', latitude: 51.5, longitude: -0.13 });
const chart = chartContextFrom(ada);
const partner = partnerSynastry(ada, ben, { id: 'chart-ben', name: 'Ben' });

const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  message: "What's my compatibility with Ben?",
  chart,
  tier: 'pro',
  level: 'basic',
  earlierQuestions: [],
  used: [],
  hook: null,
  ...over,
});
const focusOf = (p: { focus?: unknown }) => p.focus as PartnerFocus;

describe('the synastry with a stored chart', () => {
  it('is the Compatibility page scale: the same contacts, strongest first, and the same percentage', () => {
    const scale = compatibilityScale(calculateSynastry(ada, ben).aspects, {
      sameTempo: ada.points.Sun.quality === ben.points.Sun.quality,
    });
    expect(partner.percentage).toBe(scale.percentage);
    expect(partner.contacts).toEqual(scale.contacts);
    expect(partner.contacts.length).toBeGreaterThan(2);
    expect(partner).toMatchObject({ kind: 'partner', chartId: 'chart-ben', name: 'Ben' });
  });

  it('plans a compatibility reply led by the three strongest contacts, the member points first', () => {
    const p = planWithSubject(input(), partner);
    expect(p.mode).toBe('compatibility');
    expect(p.gate).toBeNull();
    expect(p.topic).toBe('your bond with Ben');
    const focus = focusOf(p);
    expect(focus.contacts).toHaveLength(3);
    expect(focus.contacts[0]).toMatchObject({ orb: partner.contacts[0]!.orb, aspect: partner.contacts[0]!.aspect });
    // The member's own points in those contacts are the factors (at most two).
    expect(p.factors.length).toBeGreaterThan(0);
    expect(p.factors.length).toBeLessThanOrEqual(2);
    for (const f of p.factors) expect(focus.contacts.map((c) => c.mine)).toContain(pointOf(f)?.name);
    expect(p.placements).toContain(contactId('Ben', focus.contacts[0]!));
  });

  it('moves on to the next contacts once these were read in the chat', () => {
    const first = planWithSubject(input(), partner);
    const next = planWithSubject(input({ used: first.placements }), partner);
    expect(focusOf(next).contacts[0]).not.toEqual(focusOf(first).contacts[0]);
  });

  it('is for pro: below it the ordinary planner answers with the plan limit', () => {
    expect(synastryPlan(input({ tier: 'plus' }), partner)).toBeNull();
    const p = planWithSubject(input({ tier: 'plus' }), partner);
    expect(p.focus).toBeUndefined();
    expect(p.gate).toBe('compatibility-needs-pro');
  });
});

describe('the built-in synastry reply', () => {
  const knowledge = seedKnowledge();
  it.each(personalityIds)('names Ben and the strongest contact first, then lists the contacts (%s)', async (voice) => {
    const plan = planWithSubject(input(), partner);
    const top = focusOf(plan).contacts[0]!;
    const r = await writeReply({ plan, chart, personality: voice, level: 'basic', earlier: [] }, knowledge);
    const first = r.text.split('\n\n')[0]!;
    expect(first).toContain('Ben');
    expect(first).toContain(`your ${top.mine} ${top.aspect} Ben's ${top.theirs}`);
    expect(r.text).toContain('### You and Ben');
    expect(r.text).toMatch(/- Your \w+( \w+)? (conjunction|opposition|square|trine|sextile) Ben's/);
    expect(r.text).toContain(`${partner.percentage}%`);
    // Never sent to the Compatibility page for what the chat can read.
    expect(r.text).not.toContain("add the other person's birth data");
    expect(r.text).not.toContain('$');
    // What it read is remembered, so "tell me more" goes on to the next contacts.
    expect(r.placements).toContain(contactId('Ben', top));
  });
});
