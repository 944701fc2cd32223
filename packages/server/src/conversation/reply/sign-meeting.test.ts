import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { contextAt } from '../session-chart.ts';
import { signMeetsChart } from './sign-meeting.ts';

const chart = contextAt(
  calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }),
  new Date('2026-11-28T12:00:00Z'),
);

describe('signMeetsChart', () => {
  it("meets a Leo Sun with this chart's own Sun, Moon and rising by element", () => {
    const text = signMeetsChart('Leo', chart) ?? '';
    expect(text).toMatch(/^A Leo Sun is a fire sign\./);
    // Sun in Cancer (water), Moon in Aries (fire), Libra rising (air): the chart's own signs, computed.
    expect(text).toContain('your Sun in Cancer (water), it is fire meeting water');
    expect(text).toContain('your Moon in Aries (fire), it is the same fire');
    expect(text).toContain('your Libra rising (air), it is air feeding fire');
    expect(text).toMatch(/only their own chart/);
  });
  it('says nothing for a word that is not a sign', () => {
    expect(signMeetsChart('Banana', chart)).toBeNull();
  });
});
