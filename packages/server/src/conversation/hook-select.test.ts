import { calculateNatalChart } from '@stellara/astro';
import { hookSchema } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { type ChartContext, chartContextFrom } from './chart-context.ts';
import { HOOK_MAX_ORB, hookCandidates, selectHook } from './hook-select.ts';

const chart = (ut: string) => chartContextFrom(calculateNatalChart({ ut, latitude: 51.5, longitude: -0.12 }));

describe('hook selection on known charts', () => {
  it('a tight Sun-Moon square wins over wider tensions (1990-07-15 12:30 UT, London)', () => {
    const ctx = chart('1990-07-15T12:30:00Z');
    const h = selectHook(ctx);
    expect(h).not.toBeNull();
    expect(hookSchema.parse(h!.hook)).toEqual(h!.hook);
    expect(h!.hook.chartPatternType).toBe('tight_square');
    expect(h!.hook.contradiction.tension).toMatch(/^Sun square Moon within 0\.8°/);
    expect(h!.hook.hook).toContain('Sun in Cancer');
    expect(h!.hook.hook).toContain('Moon in Aries');
    expect(h!.hook.intensityLevel).toBe('deep');
    // The planner's memory labels, so a "yes" reads exactly these placements next.
    expect(h!.placements).toEqual([
      'Sun in Cancer',
      'Sun in the 9th house',
      'Moon in Aries',
      'Moon in the 7th house',
      'Sun square Moon',
    ]);
    // Other real tensions of this chart are candidates too, weaker.
    const types = hookCandidates(ctx).map((c) => c.placements.at(-1));
    expect(types).toContain('Sun opposition Saturn');
    expect(types).toContain('Saturn square Ascendant');
  });

  it('Saturn on the Moon (1962-02-04 06:00 UT) is a saturn_contact ahead of the Aquarius stellium', () => {
    const ctx = chart('1962-02-04T06:00:00Z');
    const all = hookCandidates(ctx);
    expect(all[0]!.hook.chartPatternType).toBe('saturn_contact');
    expect(all[0]!.hook.hook).toMatch(/Saturn sits right on your Moon in Aquarius/);
    const stellium = all.find((c) => c.hook.chartPatternType === 'stellium');
    expect(stellium?.placements).toHaveLength(8); // the stellium and its seven planets
    expect(stellium?.hook.contradiction.secondary).toMatch(/Leo/);
  });

  it('a stellium is found when it holds a personal planet (2000-01-01 00:00 UT)', () => {
    const ctx = chart('2000-01-01T00:00:00Z');
    const all = hookCandidates(ctx);
    expect(all[0]!.hook.chartPatternType).toBe('tight_opposition');
    expect(all.some((c) => c.hook.chartPatternType === 'stellium' && c.placements.includes('Mars in Aquarius'))).toBe(
      true,
    );
  });

  it('no hook when no tight tension touches a personal point (1985-03-02 04:10 UT)', () => {
    expect(selectHook(chart('1985-03-02T04:10:00Z'))).toBeNull();
  });

  it('never offers an Ascendant-Midheaven aspect (an artefact of the house system) as a hook', () => {
    const ctx = chart('1985-03-02T04:10:00Z'); // no hook of its own
    const withAngles = {
      ...ctx,
      aspects: [
        { p1: 'Ascendant' as const, p2: 'Midheaven' as const, type: 'square' as const, orb: 0.2, applying: false },
        ...ctx.aspects,
      ],
    };
    expect(selectHook(withAngles)).toBeNull();
  });

  it('ignores squares wider than the hook orb and aspects between outer planets', () => {
    const base = chart('1985-03-02T04:10:00Z');
    const ctx: ChartContext = {
      ...base,
      aspects: [
        { p1: 'Venus', p2: 'Mars', type: 'square', orb: HOOK_MAX_ORB + 0.1, applying: true },
        { p1: 'Uranus', p2: 'Pluto', type: 'square', orb: 0.1, applying: true },
        { p1: 'Venus', p2: 'Jupiter', type: 'trine', orb: 0.1, applying: true },
      ],
    };
    expect(hookCandidates(ctx).filter((c) => c.hook.chartPatternType !== 'stellium')).toEqual([]);
    const tight: ChartContext = {
      ...ctx,
      aspects: [{ p1: 'Venus', p2: 'Mars', type: 'opposition', orb: 2.5, applying: true }],
    };
    const h = selectHook(tight)!;
    expect(h.hook.chartPatternType).toBe('tight_opposition');
    expect(h.hook.intensityLevel).toBe('gentle');
  });

  it('is deterministic', () => {
    expect(selectHook(chart('1990-07-15T12:30:00Z'))).toEqual(selectHook(chart('1990-07-15T12:30:00Z')));
  });
});
