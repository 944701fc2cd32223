import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { type ChatTurn, runChat } from '../../test-support/chat.ts';
import { type ChartContext, chartContextFrom } from '../chart-context.ts';
import { angleContacts, aspectPatterns, rankAspects } from './chart-features.ts';

const chart = (ut: string) => chartContextFrom(calculateNatalChart({ ut, latitude: 51.5, longitude: -0.12 }));
const label = (a: { p1: string; type: string; p2: string }) => `${a.p1} ${a.type} ${a.p2}`;

// 1966-07-22 07:12 UT, London: a Moon–Venus–Saturn T-square with Venus square Saturn at 1.1°, and the Moon
// opposite Chiron at 0.1°.
const tSquareChart = chart('1966-07-22T07:12:00Z');

describe('ranking by strength', () => {
  it('finds the T-square with its apex', () => {
    const [t] = aspectPatterns(tSquareChart);
    expect(t?.kind).toBe('T-square');
    expect([...t!.planets].sort()).toEqual(['Moon', 'Saturn', 'Venus']);
  });

  it('puts a 1° Venus–Saturn square inside the T-square before a 0.1° Chiron contact', () => {
    const ranked = rankAspects(tSquareChart.aspects, aspectPatterns(tSquareChart)).map(label);
    const venusSaturn = ranked.findIndex((l) => /Venus square Saturn|Saturn square Venus/.test(l));
    const chiron = ranked.findIndex((l) => l.includes('Chiron'));
    expect(tSquareChart.aspects.find((a) => a.p2 === 'Chiron' && a.p1 === 'Moon')!.orb).toBeLessThan(0.3);
    expect(venusSaturn).toBeGreaterThanOrEqual(0);
    expect(venusSaturn).toBeLessThan(chiron);
    expect(venusSaturn).toBeLessThan(3);
  });

  it('keeps a personal point on the lunar node and drops the node’s minor aspects', () => {
    const base = tSquareChart.aspects.filter((a) => a.p1 !== 'North Node' && a.p2 !== 'North Node');
    const withNode = [
      ...base,
      { p1: 'Moon' as const, p2: 'North Node' as const, type: 'conjunction' as const, orb: 2, applying: true },
      { p1: 'Mars' as const, p2: 'North Node' as const, type: 'sextile' as const, orb: 0.2, applying: true },
    ];
    const ranked = rankAspects(withNode).map(label);
    expect(ranked).toContain('Moon conjunction North Node');
    expect(ranked).not.toContain('Mars sextile North Node');
    expect(ranked.indexOf('Moon conjunction North Node')).toBeLessThan(ranked.findIndex((l) => l.includes('Chiron')));
  });

  it('reads the T-square first when asked about the whole chart, and names it', async () => {
    const [{ plan, reading }] = (await runChat(['What stands out most in my chart?'], {
      chart: tSquareChart,
      knowledge: seedKnowledge(),
      personality: 'guide',
      level: 'technical',
      tier: 'pro',
      sent: new Date('2026-11-28T12:00:00Z'),
    })) as [ChatTurn];
    const lead = [...plan.factors, ...(plan.highlight ? [plan.highlight] : [])].find((f) => f.kind === 'aspect');
    expect(lead?.aspect && label(lead.aspect)).toMatch(
      /Venus square Saturn|Saturn square Venus|Moon .* (Venus|Saturn)/,
    );
    expect(lead?.reasons.join(' ')).toMatch(/part of a T-square/);
    expect(reading.text).toMatch(/T-square/);
  });

  it('ranks the lights on an angle before Chiron closer to one', () => {
    const asc = tSquareChart.planets.find((q) => q.name === 'Ascendant')!.longitude;
    const ctx: ChartContext = {
      ...tSquareChart,
      planets: tSquareChart.planets.map((p) =>
        p.name === 'Chiron' ? { ...p, longitude: asc + 0.3 } : p.name === 'Sun' ? { ...p, longitude: asc + 1.5 } : p,
      ),
    };
    const order = angleContacts(ctx).map((c) => c.planet);
    expect(order.indexOf('Sun')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('Sun')).toBeLessThan(order.indexOf('Chiron'));
  });
});
