import { describe, expect, it } from 'vitest';
import { phaseOfElongation } from './moon-phase.ts';
import { calculateNatalChart } from './natal.ts';

describe('phaseOfElongation', () => {
  it('names the eight octants, centred on the principal phases', () => {
    const cases: [number, string][] = [
      [0, 'New Moon'],
      [22.4, 'New Moon'],
      [22.5, 'Waxing Crescent'],
      [45, 'Waxing Crescent'],
      [67.5, 'First Quarter'],
      [90, 'First Quarter'],
      [112.5, 'Waxing Gibbous'],
      [157.5, 'Full Moon'],
      [180, 'Full Moon'],
      [202.4, 'Full Moon'],
      [202.5, 'Waning Gibbous'],
      [270, 'Last Quarter'],
      [300, 'Waning Crescent'],
      [337.5, 'New Moon'],
      [359.9, 'New Moon'],
      [-10, 'New Moon'],
      [720 + 90, 'First Quarter'],
    ];
    for (const [e, name] of cases) expect(phaseOfElongation(e), `${e}°`).toBe(name);
  });

  it('reads the exact full and new moons of 2024 (Swiss Ephemeris) as Full Moon and New Moon', () => {
    const at = (ut: string) => calculateNatalChart({ ut, latitude: 0, longitude: 0 }).lunarPhase.angle;
    // Full Moon 2024-04-23 23:49 UT; New Moon 2024-04-08 18:21 UT (the total eclipse); First Quarter 2024-04-15 19:13 UT.
    expect(phaseOfElongation(at('2024-04-23T23:49:00Z'))).toBe('Full Moon');
    expect(phaseOfElongation(at('2024-04-08T18:21:00Z'))).toBe('New Moon');
    expect(phaseOfElongation(at('2024-04-15T19:13:00Z'))).toBe('First Quarter');
    expect(phaseOfElongation(at('2024-04-12T12:00:00Z'))).toBe('Waxing Crescent');
  });
});
