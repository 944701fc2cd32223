import { calculateNatalChart, calculateTransits } from '@stellara/astro';
import { personalityIds, type TransitAbout } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chartContextFrom, transitList } from '../chart-context.ts';
import { planWithSubject } from './about-plan.ts';
import { writeReply } from './builtin-writer.ts';
import type { TransitFocus } from './focus.ts';
import { type PlanInput, planReply, pointOf } from './plan.ts';
import { skyAt, slowTransitsAhead } from './sky.ts';
import { findTransit, transitNamedIn, transitPlan } from './transit-plan.ts';

// 1990-07-15 12:30 UT, London, read on 2026-03-01: transiting Pluto opposes natal Mercury (2.27°), Chiron sits on
// the natal Moon; in the sky Pluto is at 304.5°, natal Mercury at 126.8°, natal Sun at 112.8°, Mars at 329.1°.
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-03-01T12:00:00Z');
const base = chartContextFrom(natal, { transits: transitList(calculateTransits(natal, now).aspects), sky: skyAt(now) });
const chart = { ...base, yearAhead: slowTransitsAhead(base, now) };
const bare = { ...chart, transits: [], yearAhead: [] };

const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  message: 'Tell me about transiting Pluto opposite my Mercury',
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
    const p = transitPlan(input(), about('Pluto', 'opposition', 'Mercury'))!;
    expect(p.mode).toBe('transits');
    expect(p.timing?.current[0]).toMatchObject({ planet: 'Pluto', aspect: 'opposition', target: 'Mercury' });
    expect(p.timing?.current[0]?.orb).toBeCloseTo(2.27, 1);
    expect(p.factors).toHaveLength(1);
    expect(pointOf(p.factors[0])?.name).toBe('Mercury');
    expect(p.focus).toMatchObject({ kind: 'transit', planet: 'Pluto', aspect: 'opposition', target: 'Mercury' });
    expect(p.placements).toContain('transiting Pluto opposition Mercury');
    expect(p.gate).toBeNull();
  });

  it('keeps a second transit only when it touches the same natal point', () => {
    const p = transitPlan(input(), about('Chiron', 'conjunction', 'Moon'))!;
    expect(p.timing?.current[0]).toMatchObject({ planet: 'Chiron', target: 'Moon' });
    for (const t of p.timing?.current.slice(1) ?? []) expect(t.target).toBe('Moon');
  });

  it('works the orb out from the sky when the session did not store the transit', () => {
    const found = findTransit(bare, about('Pluto', 'opposition', 'Mercury'));
    expect(found.current?.orb).toBeCloseTo(2.3, 0);
    expect(found.current?.start).toBeNull();
    const p = transitPlan(input({ chart: bare }), about('Pluto', 'opposition', 'Mercury'))!;
    expect(p.timing?.current[0]?.planet).toBe('Pluto');
    expect(orbOf(p)).toBeCloseTo(2.3, 0);
  });

  it('never claims an orb the sky does not show: out of orb, or a point the sky does not list', () => {
    const far = transitPlan(input({ chart: bare }), about('Mars', 'conjunction', 'Sun'))!;
    expect(far.timing?.current).toEqual([]);
    expect(orbOf(far)).toBeNull();
    expect(pointOf(far.factors[0])?.name).toBe('Sun');
    const chiron = transitPlan(input({ chart: bare }), about('Chiron', 'conjunction', 'Moon'))!;
    expect(orbOf(chiron)).toBeNull();
    expect(chiron.focus).toMatchObject({ planet: 'Chiron', target: 'Moon' });
  });

  it('states the natal point even when this chat named it before, without a second memory label', () => {
    const p = transitPlan(input({ used: ['Mercury in Leo'] }), about('Pluto', 'opposition', 'Mercury'))!;
    expect(p.factors[0]).toMatchObject({ showSign: true, asked: true });
    expect(p.factors[0]?.ids).not.toContain('Mercury in Leo');
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
    const plan = transitPlan(input(), about('Pluto', 'opposition', 'Mercury'))!;
    const r = await writeReply({ plan, chart, personality: voice, level: 'basic', earlier: [] }, knowledge);
    const first = r.text.split('\n\n')[0]!;
    expect(first).toContain('transiting Pluto opposite your natal Mercury');
    expect(first).toContain('2.3°');
    // The timing comes right after, before the natal point's section.
    const second = r.text.split('\n\n')[1]!;
    expect(second).toMatch(/^### Right now\n.*Pluto .*Mercury/);
    expect(r.placements).toContain('transiting Pluto opposition Mercury');
  });

  it('says nothing about how close it is when the sky cannot say', async () => {
    const plan = transitPlan(input({ chart: bare }), about('Chiron', 'conjunction', 'Moon'))!;
    const r = await writeReply({ plan, chart: bare, personality: 'guide', level: 'basic', earlier: [] }, knowledge);
    expect(r.text.split('\n\n')[0]).toBe(
      "You asked about transiting Chiron conjunct your natal Moon. Here's what that contact stirs in you, in everyday terms.",
    );
  });
});
