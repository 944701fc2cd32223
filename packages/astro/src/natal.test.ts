import { describe, expect, it } from 'vitest';
import { AYANAMSAS, HOUSE_SYSTEMS, type HouseSystemId, POINT_NAMES } from './constants.ts';
import { BODY, FLG_EQUATORIAL, FLG_SIDEREAL, FLG_SWIEPH, initEphemeris, swe } from './ephemeris.ts';
import { ChartInputError, calculateNatalChart, longitudeInFrameOf } from './natal.ts';
import { InstantError } from './time.ts';
import { angularDistance } from './zodiac.ts';

const base = { ut: '1990-06-15T12:30:00Z', latitude: 45.4642, longitude: 9.19 };

describe('natal chart', () => {
  it('gives every point all its fields', () => {
    const c = calculateNatalChart(base);
    expect(Object.keys(c.points)).toEqual([...POINT_NAMES]);
    for (const p of Object.values(c.points)) {
      expect(p.longitude).toBeGreaterThanOrEqual(0);
      expect(p.longitude).toBeLessThan(360);
      expect(p.position).toBeCloseTo(p.longitude - p.signNum * 30, 10);
      expect(p.house).toBeGreaterThanOrEqual(1);
      expect(p.house).toBeLessThanOrEqual(12);
      expect(Math.abs(p.declination)).toBeLessThan(90);
      expect(typeof p.speed).toBe('number');
    }
    expect(c.points.Sun).toMatchObject({ sign: 'Gem', signName: 'Gemini', element: 'Air', quality: 'Mutable' });
    expect(c.houses).toHaveLength(12);
    expect(c.houseSystem).toEqual({ requested: 'P', used: 'P', name: 'Placidus' });
    expect(c.utc).toBe('1990-06-15T12:30:00+00:00');
  });

  it('puts the south nodes, Descendant and IC opposite their partners', () => {
    const c = calculateNatalChart(base);
    expect(angularDistance(c.points.Mean_South_Node.longitude, c.points.Mean_Node.longitude)).toBeCloseTo(180, 9);
    expect(angularDistance(c.points.True_South_Node.longitude, c.points.True_Node.longitude)).toBeCloseTo(180, 9);
    expect(angularDistance(c.points.Descendant.longitude, c.points.Ascendant.longitude)).toBeCloseTo(180, 9);
    expect(angularDistance(c.points.Imum_Coeli.longitude, c.points.Medium_Coeli.longitude)).toBeCloseTo(180, 9);
    expect(c.points.Ascendant.house).toBe(1);
    expect(c.points.Medium_Coeli.house).toBe(10);
    expect(c.points.Descendant.house).toBe(7);
    expect(c.points.Imum_Coeli.house).toBe(4);
    expect(c.points.Mean_Node.retrograde).toBe(true);
  });

  it('derives declinations that match Swiss Ephemeris equatorial output, tropical and sidereal', () => {
    initEphemeris();
    for (const ayanamsa of [null, 'LAHIRI', 'J1900'] as const) {
      const c = calculateNatalChart({ ...base, zodiac: ayanamsa ? 'Sidereal' : 'Tropic', ayanamsa });
      for (const name of ['Sun', 'Moon', 'Mars', 'Pluto', 'Chiron', 'Mean_Lilith'] as const) {
        const eq = swe.calc_ut(c.julianDay, BODY[name], FLG_SWIEPH | FLG_EQUATORIAL);
        expect(Math.abs(c.points[name].declination - eq.data[1]!) * 3600).toBeLessThan(0.01);
      }
    }
  });

  it('computes sidereal positions with every Kerykeion ayanamsa', () => {
    const tropical = calculateNatalChart(base);
    for (const mode of Object.keys(AYANAMSAS) as (keyof typeof AYANAMSAS)[]) {
      const c = calculateNatalChart({ ...base, zodiac: 'Sidereal', ayanamsa: mode });
      expect(c.ayanamsa).toBe(mode);
      // Sidereal = tropical - ayanamsa, houses too; except the modes fixed to an epoch's ecliptic (a few ").
      const tolerance = ['J2000', 'J1900', 'B1950'].includes(mode) ? 5 / 3600 : 1e-6;
      expect(
        angularDistance(tropical.points.Moon.longitude - c.ayanamsaDegrees!, c.points.Moon.longitude),
      ).toBeLessThan(tolerance);
      expect(angularDistance(tropical.cusps[0]! - c.ayanamsaDegrees!, c.cusps[0]!)).toBeLessThan(tolerance);
    }
    const lahiri = swe.get_ayanamsa_ex_ut(tropical.julianDay, FLG_SWIEPH | FLG_SIDEREAL);
    expect(lahiri.flag).toBeGreaterThanOrEqual(0);
    expect(calculateNatalChart({ ...base, zodiac: 'Sidereal' }).ayanamsa).toBe('FAGAN_BRADLEY');
  });

  it('computes every house system, with a reported Porphyry fallback inside the polar circle', () => {
    for (const id of Object.keys(HOUSE_SYSTEMS) as HouseSystemId[]) {
      const c = calculateNatalChart({ ...base, houseSystem: id });
      expect(c.houseSystem.used).toBe(id);
      expect(c.cusps.every((x) => x >= 0 && x < 360)).toBe(true);
    }
    const polar = { ...base, latitude: 70.5 };
    const p = calculateNatalChart({ ...polar, houseSystem: 'P' });
    expect(p.houseSystem.used).toBe('O');
    expect(p.houseSystem.fallback?.reason).toMatch(/polar circle/);
    expect(p.cusps).toEqual(calculateNatalChart({ ...polar, houseSystem: 'O' }).cusps);
    expect(calculateNatalChart({ ...polar, houseSystem: 'W' }).houseSystem.fallback).toBeUndefined();
  });

  it('honours the four perspectives', () => {
    const geo = calculateNatalChart(base);
    const topo = calculateNatalChart({ ...base, perspective: 'Topocentric' });
    const truePos = calculateNatalChart({ ...base, perspective: 'True Geocentric' });
    const helio = calculateNatalChart({ ...base, perspective: 'Heliocentric' });
    // Lunar parallax reaches about a degree; light-time and aberration move the Sun by ~20".
    expect(angularDistance(geo.points.Moon.longitude, topo.points.Moon.longitude)).toBeGreaterThan(0.05);
    const sunShift = angularDistance(geo.points.Sun.longitude, truePos.points.Sun.longitude) * 3600;
    expect(sunShift).toBeGreaterThan(15);
    expect(sunShift).toBeLessThan(25);
    expect(angularDistance(geo.points.Mars.longitude, helio.points.Mars.longitude)).toBeGreaterThan(1);
  });

  it('names the moon phase and its illumination', () => {
    // Full Moon 2024-04-23 23:49 UT; New Moon (total solar eclipse) 2024-04-08 18:21 UT.
    // Kerykeion's 28 phases name the 12.9° before opposition "Full Moon" and the moment itself "Waning Gibbous".
    const full = calculateNatalChart({ ...base, ut: '2024-04-23T12:00:00Z' }).lunarPhase;
    expect(full.name).toBe('Full Moon');
    expect(full.illumination).toBeGreaterThan(0.98);
    const exactFull = calculateNatalChart({ ...base, ut: '2024-04-23T23:49:00Z' }).lunarPhase;
    expect(exactFull.angle).toBeCloseTo(180, 1);
    expect(exactFull.illumination).toBeGreaterThan(0.999);
    const fresh = calculateNatalChart({ ...base, ut: '2024-04-08T18:21:00Z' }).lunarPhase;
    expect(fresh.name).toBe('New Moon');
    expect(fresh.illumination).toBeLessThan(0.001);
    const quarter = calculateNatalChart({ ...base, ut: '2024-04-15T19:13:00Z' }).lunarPhase; // first quarter
    expect(quarter.name).toBe('First Quarter');
    expect(quarter.illumination).toBeCloseTo(0.5, 1);
  });

  it('summarises retrogrades', () => {
    // Mercury was retrograde from 1 to 25 April 2024.
    const c = calculateNatalChart({ ...base, ut: '2024-04-10T12:00:00Z' });
    expect(c.retrogrades.names).toContain('Mercury');
    expect(c.retrogrades.count).toBe(c.retrogrades.names.length);
    expect(c.retrogrades.names).not.toContain('Mean_Node');
  });

  it('takes a Julian day, an ISO instant or a Date alike', () => {
    const a = calculateNatalChart({ ...base, ut: 2448058.0208333335 });
    const b = calculateNatalChart({ ...base, ut: new Date('1990-06-15T12:30:00Z') });
    const c = calculateNatalChart({ ...base, ut: '1990-06-15T14:30:00+02:00' });
    expect(a.points.Moon.longitude).toBeCloseTo(b.points.Moon.longitude, 6);
    expect(c.points.Moon.longitude).toBeCloseTo(b.points.Moon.longitude, 9);
  });

  it('rejects bad input naming the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof ChartInputError ? e.field : (e as Error).name;
      }
      return 'no error';
    };
    expect(field(() => calculateNatalChart({ ...base, latitude: 91 }))).toBe('latitude');
    expect(field(() => calculateNatalChart({ ...base, longitude: -181 }))).toBe('longitude');
    expect(field(() => calculateNatalChart({ ...base, houseSystem: 'Z' as HouseSystemId }))).toBe(
      'houses_system_identifier',
    );
    expect(field(() => calculateNatalChart({ ...base, ayanamsa: 'LAHIRI' }))).toBe('sidereal_mode');
    expect(field(() => calculateNatalChart({ ...base, zodiac: 'Sidereal', ayanamsa: 'NOPE' as 'LAHIRI' }))).toBe(
      'sidereal_mode',
    );
    expect(field(() => calculateNatalChart({ ...base, perspective: 'Lunar' as 'Topocentric' }))).toBe(
      'perspective_type',
    );
    expect(() => calculateNatalChart({ ...base, ut: '1799-12-31T23:59:00Z' })).toThrow(/1800-2399/);
    expect(() => calculateNatalChart({ ...base, ut: '2400-01-01T00:00:00Z' })).toThrow(InstantError);
    expect(() => calculateNatalChart({ ...base, ut: '1990-06-15T12:30:00' })).toThrow(/offset/);
    expect(() => calculateNatalChart({ ...base, ut: '1800-01-01T05:00:00Z' })).toThrow(/outside the ephemeris range/);
    expect(calculateNatalChart({ ...base, ut: '1800-01-01T06:00:00Z' }).points.Chiron.longitude).toBeGreaterThan(0);
    expect(calculateNatalChart({ ...base, ut: '2399-12-31T23:59:00Z' }).points.Chiron.longitude).toBeGreaterThan(0);
  });
});

describe('longitudeInFrameOf', () => {
  const at = new Date('2026-11-28T12:00:00Z');
  const born = { ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 };

  it("reads the sky in the chart's own zodiac", () => {
    const tropical = calculateNatalChart(born);
    const sidereal = calculateNatalChart({ ...born, zodiac: 'Sidereal', ayanamsa: 'LAHIRI' });
    const sky = calculateNatalChart({ ut: at, latitude: 51.5, longitude: -0.12 });
    expect(longitudeInFrameOf(tropical, 'Moon', at)).toBe(sky.points.Moon.longitude);
    // Lahiri's ayanamsa is about 24° in 2026: the sidereal Moon stands that much earlier in the zodiac.
    const shift = sky.points.Moon.longitude - longitudeInFrameOf(sidereal, 'Moon', at);
    expect(((shift % 360) + 360) % 360).toBeCloseTo(24.2, 0);
  });
});
