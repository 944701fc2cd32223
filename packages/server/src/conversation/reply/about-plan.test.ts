import { calculateNatalChart } from '@stellara/astro';
import type { TransitAbout } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { builtinSections } from '../personalities/catalogue.ts';
import { contextAt } from '../session-chart.ts';
import { focusInstruction, focusLead, planAbout, planWithSubject, transitWords } from './about-plan.ts';
import { modelMessages } from './model-writer.ts';
import type { PlanInput } from './plan-types.ts';
import { partnerSynastry } from './synastry-plan.ts';

const ada = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
const ben = calculateNatalChart({ ut: '1991-02-14T11:00:00Z', latitude: 51.5, longitude: -0.13 });
const now = new Date('2026-03-01T12:00:00Z');
const chart = contextAt(ada, now);
const pluto: TransitAbout = { kind: 'transit', planet: 'Pluto', aspect: 'opposition', target: 'Chiron' };

const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  message: 'Tell me about this',
  chart,
  tier: 'pro',
  level: 'basic',
  earlierQuestions: [],
  used: [],
  hook: null,
  ...over,
});

describe('the subject a message is about', () => {
  it('sends a transit to the transit plan and a stored chart to the synastry plan; nothing else is planned here', () => {
    expect(planAbout(input(), pluto)?.focus?.kind).toBe('transit');
    const partner = partnerSynastry(ada, ben, { id: 'b', name: 'Ben' });
    expect(planAbout(input(), partner)?.focus?.kind).toBe('partner');
    expect(planAbout(input({ message: 'What does my Moon say?' }))).toBeNull();
  });

  it('names a transit the way the Today card does', () => {
    expect(transitWords(pluto)).toBe('transiting Pluto opposite your natal Chiron');
    expect(transitWords({ planet: 'Jupiter', aspect: 'conjunction', target: 'Ascendant' })).toBe(
      'transiting Jupiter conjunct your natal Ascendant',
    );
  });

  it('gives each voice its own first line, all naming the transit', () => {
    const focus = { ...pluto, orb: 0.4 };
    const leads = (['guide', 'witchy', 'mystical', 'mentor', 'coach'] as const).map((v) => focusLead(focus, v));
    for (const lead of leads) expect(lead).toContain('transiting Pluto opposite your natal Chiron, almost exact');
    expect(new Set(leads).size).toBe(5);
  });

  it('tells the model writer which transit to lead with, in one line of its request', () => {
    const plan = planWithSubject(input(), pluto);
    expect(focusInstruction(plan.focus!)).toMatch(/^They chose one transit to ask about: lead with transiting Pluto/);
    const messages = modelMessages({
      plan,
      chart,
      personality: 'guide',
      level: 'basic',
      tier: 'pro',
      sections: builtinSections.guide,
      birth: null,
      knowledge: [],
      history: [],
      message: 'Tell me about this',
      hook: null,
    });
    const all = messages.map((m) => m.content).join('\n');
    expect(all).toContain('lead with transiting Pluto opposite their natal Chiron');
  });

  it('tells the model writer which synastry to read', () => {
    const partner = partnerSynastry(ada, ben, { id: 'b', name: 'Ben' });
    const plan = planWithSubject(input(), partner);
    expect(focusInstruction(plan.focus!)).toMatch(/synastry with Ben.*lead with their Sun sextile Ben's Moon/);
  });
});
