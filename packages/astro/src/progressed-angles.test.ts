import { describe, expect, it } from 'vitest';
import { calculateNatalChart } from './natal.ts';
import { progressedAngles } from './progressed-angles.ts';
import { secondaryProgressions } from './progressions.ts';
import { seededRandom } from './testing/seeded-random.ts';
import { runSwissephOracle, swissephOracleMissing } from './testing/swisseph-oracle.ts';
import { toJulianDay } from './time.ts';
import { angularDistance, houseOf } from './zodiac.ts';

const ada = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });

describe('progressed angles', () => {
  it('moves the Midheaven by the solar arc and places both angles in natal houses', () => {
    const at = '2026-11-28T12:00:00Z';
    const p = progressedAngles(ada, at)!;
    const sunArc = angularDistance(secondaryProgressions(ada, at).points.Sun.longitude, ada.points.Sun.longitude);
    expect(p.arc).toBeCloseTo(sunArc, 6);
    expect(angularDistance(p.midheaven.longitude, ada.points.Medium_Coeli.longitude)).toBeCloseTo(sunArc, 6);
    expect(p.midheaven.house).toBe(houseOf(p.midheaven.longitude, ada.cusps));
    expect(p.ascendant.house).toBe(houseOf(p.ascendant.longitude, ada.cusps));
    // At birth nothing has moved: the angles are the natal ones.
    const atBirth = progressedAngles(ada, ada.julianDay)!;
    expect(angularDistance(atBirth.ascendant.longitude, ada.points.Ascendant.longitude)).toBeLessThan(0.01);
  });

  it('gives no angles without a birth time', () => {
    expect(progressedAngles({ ...ada, timeUnknown: true }, '2026-11-28T12:00:00Z')).toBeNull();
  });
});

const missing = swissephOracleMissing();
const required = process.env.REQUIRE_ALL_SUITES === '1';
if (missing && !required) console.warn(`[astro progressed angles oracle test] SKIPPED: ${missing}`);

describe.skipIf(missing !== null && !required)('progressed angles against pyswisseph', () => {
  const random = seededRandom(11);
  const cases = Array.from({ length: 20 }, (_, i) => {
    const birth = toJulianDay('1930-01-01T00:00:00Z') + random() * 80 * 365.25;
    const latitude = -55 + random() * 115;
    const longitude = -180 + random() * 360;
    const chart = calculateNatalChart({ ut: birth, latitude, longitude });
    return { id: String(i), chart, at: birth + (1 + random() * 79) * 365.25, latitude, longitude };
  });
  it('puts the progressed MC and Ascendant within a second of arc of the oracle', () => {
    const oracle = runSwissephOracle<{ cases: { id: string; mc: number; asc: number }[] }>(
      'progressed_angles_oracle.py',
      {
        cases: cases.map((c) => ({ id: c.id, birth: c.chart.julianDay, at: c.at, lat: c.latitude, lon: c.longitude })),
      },
    );
    for (const [i, c] of cases.entries()) {
      const p = progressedAngles(c.chart, c.at)!;
      const want = oracle.cases[i]!;
      expect(angularDistance(p.midheaven.longitude, want.mc) * 3600, `${c.id} MC`).toBeLessThan(1);
      expect(angularDistance(p.ascendant.longitude, want.asc) * 3600, `${c.id} Asc`).toBeLessThan(1);
    }
  });
});
