import { calculateNatalChart } from '@stellara/astro';
import { personalityIds, type TransitAbout } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { contextAt } from '../session-chart.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import type { TransitFocus } from './focus.ts';
import { planReply, pointOf } from './plan.ts';
import type { PlanInput } from './plan-types.ts';
import { findTransit, transitNamedIn, transitPlan } from './transit-plan.ts';

// 1990-07-15 12:30 UT, London, read on 2026-03-01, with the one passage model's orbs: transiting Chiron sits on the
// natal Moon (0.52°, in orb 2 October 2025 to 29 March 2026); Mercury and Venus both trine natal Jupiter; Mars makes
// no contact with the natal Sun now.
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-03-01T12:00:00Z');
const base = contextAt(natal, now);
const chart = base;
const bare = { ...chart, transits: [], yearAhead: [] };

const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  message: 'Tell me about transiting Chiron conjunct my Moon',
  chart,
  tier: 'plus',
  level: 'basic',
  earlierQuestions: [],
  used: [],
  hook: null,
  ...over,
});
const orbOf = (p: { focus?: unknown }) => (p.focus as TransitFocus | undefined)?.orb;
const about = (planet: string, aspect: string, target: string) =>
  ({ kind: 'transit', planet, aspect, target }) as TransitAbout;

describe('a reply about one transit', () => {
  it('leads the timing with the chosen transit and reads its natal point', () => {
    const p = transitPlan(input(), about('Chiron', 'conjunction', 'Moon'))!;
    expect(p.mode).toBe('transits');
    expect(p.timing?.current[0]).toMatchObject({ planet: 'Chiron', aspect: 'conjunction', target: 'Moon' });
    expect(p.timing?.current[0]?.orb).toBeCloseTo(0.52, 1);
    expect(p.factors).toHaveLength(1);
    expect(pointOf(p.factors[0])?.name).toBe('Moon');
    expect(p.focus).toMatchObject({ kind: 'transit', planet: 'Chiron', aspect: 'conjunction', target: 'Moon' });
    expect(p.placements).toContain('transiting Chiron conjunction Moon');
    expect(p.gate).toBeNull();
  });

  it('keeps a second transit only when it touches the same natal point', () => {
    const p = transitPlan(input(), about('Mercury', 'trine', 'Jupiter'))!;
    expect(p.timing?.current[0]).toMatchObject({ planet: 'Mercury', target: 'Jupiter' });
    expect(p.timing?.current.length).toBe(2);
    for (const t of p.timing?.current.slice(1) ?? []) expect(t.target).toBe('Jupiter');
  });

  it('finds the passage from the model when the chat does not list it, with its real dates', () => {
    const found = findTransit(bare, about('Chiron', 'conjunction', 'Moon'), now);
    expect(found.slow).toMatchObject({ now: true, planet: 'Chiron', target: 'Moon' });
    expect(found.slow?.orb).toBeCloseTo(0.52, 1);
    expect(found.slow?.start?.slice(0, 10)).toBe('2025-10-02');
    expect(found.slow?.end?.slice(0, 10)).toBe('2026-03-29');
    const p = transitPlan(input({ chart: bare, sent: now }), about('Chiron', 'conjunction', 'Moon'))!;
    expect(orbOf(p)).toBeCloseTo(0.52, 1);
  });

  it('never claims an orb the sky does not show: a contact not in orb now is its next passage, dated', () => {
    const far = transitPlan(input({ chart: bare, sent: now }), about('Mars', 'conjunction', 'Sun'))!;
    expect(far.timing?.current).toEqual([]);
    expect(orbOf(far)).toBeNull();
    expect(pointOf(far.factors[0])?.name).toBe('Sun');
    const next = far.timing?.slow[0];
    expect(next).toMatchObject({ planet: 'Mars', aspect: 'conjunction', target: 'Sun', now: false });
    expect(Date.parse(next!.start!)).toBeGreaterThan(now.getTime());
  });

  it('states the natal point even when this chat named it before, without a second memory label', () => {
    const p = transitPlan(
      input({ used: [`Moon in ${chart.planets.find((x) => x.name === 'Moon')!.sign}`] }),
      about('Chiron', 'conjunction', 'Moon'),
    )!;
    expect(p.factors[0]).toMatchObject({ showSign: true, asked: true });
    expect(p.factors[0]?.ids.some((id) => id.startsWith('Moon in ') && !id.includes('house'))).toBe(false);
  });

  it('leaves a free member to the ordinary planner (personal timing needs plus)', () => {
    expect(transitPlan(input({ tier: 'free' }), about('Pluto', 'opposition', 'Mercury'))).toBeNull();
    const p = planWithSubject(input({ tier: 'free' }), about('Pluto', 'opposition', 'Mercury'));
    expect(p.focus).toBeUndefined();
  });

  it('is what planWithSubject answers when the message carries the transit, or names one in words', () => {
    const carried = planWithSubject(
      input({ message: 'What does this mean?' }),
      about('Pluto', 'opposition', 'Mercury'),
    );
    // The ordinary planner alone never takes a subject.
    expect(planReply(input({ message: 'What does this mean?' })).focus).toBeUndefined();
    expect(carried.focus).toMatchObject({ planet: 'Pluto', target: 'Mercury' });
    const typed = planWithSubject(input({ message: 'what does transiting pluto opposite my mercury mean for me?' }));
    expect(typed.focus).toMatchObject({ planet: 'Pluto', aspect: 'opposition', target: 'Mercury' });
    // The app's automatic first message is never a transit question.
    expect(planWithSubject(input({ automatic: true }), about('Pluto', 'opposition', 'Mercury')).focus).toBeUndefined();
  });
});

describe('a transit named in words', () => {
  it.each([
    ['Tell me about transiting Pluto opposite my Chiron', about('Pluto', 'opposition', 'Chiron')],
    ['what does transiting saturn square my sun mean for me?', about('Saturn', 'square', 'Sun')],
    ['Tell me about transiting Jupiter conjunct my natal Jupiter', about('Jupiter', 'conjunction', 'Jupiter')],
    ['transit uranus making a trine to my moon??', about('Uranus', 'trine', 'Moon')],
    ['is transiting north node sextile my rising a good thing', about('North Node', 'sextile', 'Ascendant')],
    ['transiting Neptune is opposing your MC', about('Neptune', 'opposition', 'Midheaven')],
  ])('%s', (message, expected) => {
    expect(transitNamedIn(message)).toEqual(expected);
  });

  it.each([
    'what does my sun square moon mean',
    'what transits are coming up for me?',
    'transiting Pluto loves my Moon',
    'transiting Lilith square my Sun',
    'transiting Ascendant square my Sun',
  ])('not: %s', (message) => {
    expect(transitNamedIn(message)).toBeNull();
  });
});

describe('the built-in reply about a transit', () => {
  const knowledge = seedKnowledge();
  it.each(personalityIds)('names the transiting planet, the aspect and the natal point first (%s)', async (voice) => {
    const plan = transitPlan(input(), about('Chiron', 'conjunction', 'Moon'))!;
    const r = await writeReply({ plan, chart, personality: voice, level: 'basic', earlier: [] }, knowledge);
    const first = r.text.split('\n\n')[0]!;
    expect(first).toContain('transiting Chiron conjunct your natal Moon');
    expect(first).toContain('almost exact right now');
    // The timing comes right after, before the natal point's section, with the dates every screen shows.
    const second = r.text.split('\n\n')[1]!;
    expect(second).toMatch(/^### Right now\n.*Chiron .*Moon until 29 March 2026/);
    expect(r.placements).toContain('transiting Chiron conjunction Moon');
  });

  it('says nothing about how close it is when the contact is not in orb now, and dates the next passage', async () => {
    const plan = transitPlan(input({ chart: bare, sent: now }), about('Mars', 'conjunction', 'Sun'))!;
    const r = await writeReply({ plan, chart: bare, personality: 'guide', level: 'basic', earlier: [] }, knowledge);
    expect(r.text.split('\n\n')[0]).toBe(
      "You asked about transiting Mars conjunct your natal Sun. Here's what that contact stirs in you, in everyday terms.",
    );
    expect(r.text).toMatch(/Mars .*Sun, exact on \d{1,2} [A-Z][a-z]+ \d{4}/);
  });
});
