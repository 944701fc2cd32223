import { calculateComposite, calculateNatalChart, calculateSynastry, compatibilityScale } from '@stellara/astro';
import { personalityIds, TEN_PLANETS } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chartContextFrom } from '../chart-context.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import type { PartnerFocus } from './focus.ts';
import { pointOf } from './plan.ts';
import type { PlanInput } from './plan-types.ts';
import { contactId, partnerFactsText, partnerSynastry, synastryPlan } from './synastry-plan.ts';

// Ada (12 April 1990, 13:35 UT, London) and Ben (14 February 1991, 11:00 UT, London).
const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const ben = calculateNatalChart({ ut: '1991-02-14T11:00:00Z', latitude: 51.5, longitude: -0.13 });
const chart = chartContextFrom(ada);
const partner = partnerSynastry(ada, ben, { id: 'chart-ben', name: 'Ben' });
// Ben's chart without a birth time: cast at noon, the Moon's signs over his birth day given by the caller.
const benNoon = calculateNatalChart({ ut: '1991-02-14T12:00:00Z', latitude: 51.5, longitude: -0.13 });
const benUntimed = partnerSynastry(ada, benNoon, {
  id: 'typed',
  name: 'Ben',
  source: 'typed',
  typed: { date: '14 February 1991', time: null, place: null },
  timeKnown: false,
  moonSigns: ['Gemini', 'Cancer'],
});

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
    expect(r.text).not.toContain("I'll read the synastry between your charts");
    expect(r.text).not.toContain('$');
    // What it read is remembered, so "tell me more" goes on to the next contacts.
    expect(r.placements).toContain(contactId('Ben', top));
  });
});

describe("the other chart's facts", () => {
  it("gives Ben's placements, every close contact tightest first and the composite's key points", () => {
    const f = partner.facts;
    expect(f).toMatchObject({ source: 'stored', timeKnown: true, missing: null, uncertain: [] });
    expect(f.points.map((p) => p.name)).toEqual([...TEN_PLANETS, 'Ascendant', 'Midheaven']);
    expect(f.points[0]).toEqual({
      name: 'Sun',
      sign: ben.points.Sun.signName,
      degree: Math.round(ben.points.Sun.position * 10) / 10,
      house: ben.points.Sun.house,
    });
    expect(f.contacts).toHaveLength(partner.contacts.length);
    const orbs = f.contacts.map((c) => c.orb);
    expect(orbs).toEqual([...orbs].sort((a, b) => a - b));
    const composite = calculateComposite(ada, ben);
    expect(f.composite.map((p) => p.name)).toEqual(['Sun', 'Moon', 'Venus', 'Mars', 'Ascendant']);
    expect(f.composite[1]).toMatchObject({ sign: composite.points.Moon.signName, house: composite.points.Moon.house });
  });

  it('without a birth time, leaves out the houses, the angles and the Moon, and says so', () => {
    const f = benUntimed.facts;
    expect(f).toMatchObject({ source: 'typed', timeKnown: false, missing: 'time' });
    expect(f.points.map((p) => p.name)).not.toContain('Ascendant');
    expect(f.points.map((p) => p.name)).not.toContain('Moon');
    expect(f.points.every((p) => p.house === null)).toBe(true);
    expect(f.contacts.some((c) => ['Moon', 'Ascendant', 'Midheaven', 'Descendant', 'IC'].includes(c.theirs))).toBe(
      false,
    );
    expect(f.composite.map((p) => p.name)).toEqual(['Sun', 'Venus', 'Mars']);
    expect(f.uncertain.join(' ')).toMatch(/No birth time for Ben: their houses, Ascendant and Midheaven are unknown/);
    expect(f.uncertain.join(' ')).toContain('Gemini or Cancer');
  });

  it('keeps a Moon that stays in one sign all day, by sign only', () => {
    const steady = partnerSynastry(ada, benNoon, {
      id: 'typed',
      name: 'Ben',
      timeKnown: false,
      moonSigns: ['Leo', 'Leo'],
    });
    expect(steady.facts.points[1]).toEqual({ name: 'Moon', sign: 'Leo', degree: null, house: null });
  });
});

describe("the model request's section on the other chart", () => {
  const fence = (lines: string[]) => ['<<<USER_DATA', ...lines, 'USER_DATA>>>'].join('\n');
  const text = (p: typeof partner) => partnerFactsText(focusOf(planWithSubject(input(), p)), fence);

  it('lists the facts under a clear label and forbids guessing the rest', () => {
    const t = text(partner);
    expect(t).toMatch(/^Other chart \(computed by the app for this message; Ben is the name of a chart they stored\):/);
    expect(t).toContain(
      `Ben's placements: Sun ${(Math.round(ben.points.Sun.position * 10) / 10).toFixed(1)}° ${ben.points.Sun.signName} H${ben.points.Sun.house}`,
    );
    const top = partner.facts.contacts[0]!;
    expect(t).toContain(
      `Synastry contacts within 5° (tightest first; their point, then Ben's): their ${top.mine} ${top.aspect} Ben's ${top.theirs} ${top.orb.toFixed(1)}°`,
    );
    expect(t).toMatch(/Composite chart \(midpoints\), key points: Sun [\d.]+° \w+ H\d+; Moon/);
    expect(t).toContain(`Compatibility score (the app's scale): ${partner.percentage}%.`);
    expect(t).toMatch(/name only these facts about Ben's chart and the pair: never guess/);
    expect(t).not.toContain('USER_DATA');
  });

  it('fences the typed birth data and names what the missing time leaves open', () => {
    const t = text(benUntimed);
    expect(t).toContain('<<<USER_DATA\ndate: 14 February 1991\ntime: not given\nplace: not given\nUSER_DATA>>>');
    expect(t).toContain("Ben's placements (no birth time: signs and degrees only): Sun");
    expect(t).not.toMatch(/Ben's placements[^\n]*(Moon|Ascendant| H\d)/);
    expect(t).toMatch(/Uncertain: Ben's Moon changed sign that day \(Gemini or Cancer\)/);
    expect(t).toContain('say plainly what the missing birth time leaves open');
  });

  it('lists the contacts the built-in reply reads, so both writers read the same synastry', () => {
    const focus = focusOf(planWithSubject(input(), partner));
    const t = text(partner);
    for (const c of focus.contacts) expect(t).toContain(`their ${c.mine} ${c.aspect} Ben's ${c.theirs}`);
  });
});

describe('the built-in reply on a chart without a birth time', () => {
  it('reads the contacts and says what the missing time leaves out', async () => {
    const plan = planWithSubject(input(), benUntimed);
    const r = await writeReply({ plan, chart, personality: 'guide', level: 'basic', earlier: [] }, seedKnowledge());
    expect(r.text).toContain('### You and Ben');
    expect(r.text).toContain("Without Ben's birth time I can't see their houses or rising sign");
    expect(r.text).toContain('Counted the way the Compatibility page counts');
  });
});

describe('a partner found in the words', () => {
  const inWords = { ...partner, inWords: true };

  it('gets the synastry for a question about the pair', () => {
    const p = planWithSubject(
      input({ message: 'Ben was born 14 February 1991 at 11:00 in London. Are we a match?' }),
      inWords,
    );
    expect(p.focus?.kind).toBe('partner');
  });

  it('leaves something hard shared, thanks or a decline as it is', () => {
    const grief = planWithSubject(
      input({ message: 'My husband Ben died last month. He was born 14 February 1991. I miss him so much.' }),
      inWords,
    );
    expect(grief.focus).toBeUndefined();
    expect(grief.situation).not.toBeNull();
    expect(planWithSubject(input({ message: 'Thanks, that was lovely about Ben and me' }), inWords).mode).toBe(
      'thanks',
    );
  });

  it('below Pro, turns a birth-time question about someone else into the plan limit, never their chart', () => {
    const p = planWithSubject(
      input({ tier: 'plus', message: 'My husband Ben was born 14 February 1991 at 11:00 in London. What about us?' }),
      { kind: 'partner-asked', name: 'Ben', problem: null },
    );
    expect(p.mode).toBe('compatibility');
    expect(p.gate).toBe('compatibility-needs-pro');
    expect(p.focus).toBeUndefined();
  });

  it('asks first about a date that reads two ways', () => {
    const problem = 'The date you gave for your wife, 3/4/1990, could be read two ways.';
    const p = planWithSubject(input({ message: 'My wife was born 3/4/1990, how do we match?' }), {
      kind: 'partner-asked',
      name: 'your wife',
      problem,
    });
    expect(p).toMatchObject({ mode: 'compatibility', gate: null, missing: problem });
  });
});
