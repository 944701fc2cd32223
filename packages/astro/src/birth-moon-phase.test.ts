import { describe, expect, it } from 'vitest';
import { birthMoonPhase } from './birth-moon-phase.ts';
import { BODY, calcBody, FLG_SWIEPH, initEphemeris } from './ephemeris.ts';
import { calculateNatalChart } from './natal.ts';
import { angularDistance, norm360 } from './zodiac.ts';

const at = (ut: string, extra = {}) => calculateNatalChart({ ut, latitude: 51.5074, longitude: -0.1278, ...extra });

describe('birthMoonPhase', () => {
  it('measures the elongation as Swiss Ephemeris gives the Sun and Moon', () => {
    initEphemeris();
    for (const ut of ['1990-01-18T12:00:00Z', '1969-07-20T20:17:00Z', '2024-04-23T23:49:00Z']) {
      const chart = at(ut);
      const sun = calcBody(chart.julianDay, BODY.Sun, FLG_SWIEPH).longitude;
      const moon = calcBody(chart.julianDay, BODY.Moon, FLG_SWIEPH).longitude;
      expect(angularDistance(birthMoonPhase(chart).elongation, norm360(moon - sun)) * 3600).toBeLessThan(1e-6);
    }
  });

  it('names the phases of known 2024 lunations (Full 23 Apr 23:49 UT, New 8 Apr 18:21 UT)', () => {
    const full = birthMoonPhase(at('2024-04-23T23:49:00Z'));
    expect(full.phase).toBe('Full Moon');
    expect(full.elongation).toBeCloseTo(180, 1);
    expect(full.illumination).toBeGreaterThan(0.999);
    const afterFull = birthMoonPhase(at('2024-04-25T00:00:00Z'));
    expect(afterFull).toMatchObject({ phase: 'Full Moon', lunationType: 'Full', waxing: false });
    const fresh = birthMoonPhase(at('2024-04-08T18:21:00Z'));
    expect(fresh.phase).toBe('New Moon');
    expect(Math.min(fresh.daysAfterNewMoon, 29.53 - fresh.daysAfterNewMoon)).toBeLessThan(0.05);
    // The day before a New Moon: a calendar still says New Moon, an astrologer says Balsamic.
    const eve = birthMoonPhase(at('2024-04-07T18:00:00Z'));
    expect(eve).toMatchObject({ phase: 'New Moon', lunationType: 'Balsamic', waxing: false });
    const crescent = birthMoonPhase(at('2024-04-12T12:00:00Z'));
    expect(crescent).toMatchObject({ phase: 'Waxing Crescent', lunationType: 'Crescent', waxing: true });
    expect(crescent.daysAfterNewMoon).toBeGreaterThan(3);
    expect(crescent.daysAfterNewMoon).toBeLessThan(4.5);
  });

  it('gives the same phase in the sidereal zodiac and from a heliocentric chart', () => {
    const tropical = birthMoonPhase(at('1990-01-18T12:00:00Z'));
    const sidereal = birthMoonPhase(at('1990-01-18T12:00:00Z', { zodiac: 'Sidereal', ayanamsa: 'LAHIRI' }));
    const helio = birthMoonPhase(at('1990-01-18T12:00:00Z', { perspective: 'Heliocentric' }));
    expect(sidereal.elongation).toBeCloseTo(tropical.elongation, 9);
    expect(helio.elongation).toBeCloseTo(tropical.elongation, 9);
    expect(helio.illumination).toBeCloseTo(tropical.illumination, 9);
    expect(tropical).toMatchObject({ phase: 'Last Quarter', lunationType: 'Disseminating' });
  });
});
