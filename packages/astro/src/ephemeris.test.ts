import { describe, expect, it } from 'vitest';
import { BODY, calcBody, EphemerisError, FLG_SWIEPH, findEphemerisPath, initEphemeris, swe } from './ephemeris.ts';

describe('ephemeris', () => {
  it('finds the bundled files and reads them (not Moshier)', () => {
    const path = initEphemeris();
    expect(path).toBe(findEphemerisPath());
    const r = swe.calc_ut(2451545, BODY.Moon, FLG_SWIEPH);
    expect(r.flag & FLG_SWIEPH).toBe(FLG_SWIEPH);
  });

  it('computes Chiron from seas_18.se1', () => {
    initEphemeris();
    // Chiron at J2000: about 251.6° (Sagittarius), from the Swiss Ephemeris files.
    const p = calcBody(2451545, BODY.Chiron, 0);
    expect(p.longitude).toBeGreaterThan(251);
    expect(p.longitude).toBeLessThan(252);
  });

  it('refuses a folder without the files', () => {
    expect(() => initEphemeris('/nonexistent-ephe')).toThrow(EphemerisError);
    initEphemeris(); // restore
  });

  it('fails loudly on Moshier fallback', () => {
    // Point Swiss Ephemeris at an empty folder behind the engine's back: calcBody must refuse.
    swe.set_ephe_path('/nonexistent-ephe');
    try {
      expect(() => calcBody(2451545, BODY.Sun, 0)).toThrow(/Moshier/);
      expect(() => calcBody(2451545, BODY.Chiron, 0)).toThrow(EphemerisError);
    } finally {
      swe.set_ephe_path(findEphemerisPath());
    }
  });
});
