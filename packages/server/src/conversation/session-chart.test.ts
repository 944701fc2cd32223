import { describe, expect, it } from 'vitest';
import { adaBirthData as birth } from '../test-support/fixtures.ts';
import { planetOf } from './chart-context.ts';
import { natalFromBirthData, SessionCharts, storedBirthData } from './session-chart.ts';
import type { Row } from './store.ts';

describe('the birth data a conversation row holds', () => {
  it('is the contract BirthData; rows written in the earlier chat shape read as it', () => {
    expect(storedBirthData(birth)).toEqual(birth);
    const legacy = {
      date: '1990-07-15',
      time: '13:30',
      place: 'London, United Kingdom',
      latitude: 51.5,
      longitude: -0.12,
      timezone: 'Europe/London',
    };
    expect(storedBirthData(legacy)).toEqual({ ...birth, name: '' });
    expect(storedBirthData(null)).toBeNull();
    expect(storedBirthData({ latitude: 1 })).toBeNull();
  });

  it('gives the chart of the one birth path, or none for a time the clocks skipped (older rows only)', () => {
    expect(natalFromBirthData(birth)?.utc).toBe('1990-07-15T12:30:00+00:00');
    expect(
      natalFromBirthData({ ...birth, birthDate: '2021-03-14', birthTime: '02:30', timezone: 'America/New_York' }),
    ).toBeNull();
  });
});

describe("the chart a conversation reads, in the member's frame", () => {
  // context() casts from the row's birth data alone: no database or logger is reached.
  const charts = new SessionCharts(undefined as never, undefined as never);
  const row = { id: 'frame-chat', birthData: birth } as unknown as Row;

  it('is cast in the frame asked, and the cache keys on it: a frame changed in Settings is read at the next reply', () => {
    const placidus = charts.context(row).chart!;
    expect(placidus.houseSystem).toBe('Placidus');
    expect(placidus.frame.text).toBe('Placidus houses, tropical zodiac');
    expect(placidus.frame.once).toBeNull();

    const whole = charts.context(row, { houseSystem: 'W', zodiac: 'tropical' }).chart!;
    expect(whole.houseSystem).toBe('Whole Sign');
    expect(whole.houses.every((h) => h.degree === 0)).toBe(true);
    // Ada's Sun: 9th house in Placidus, 10th in whole signs (Libra rising, Sun in Cancer).
    expect(planetOf(placidus, 'Sun')?.house).toBe(9);
    expect(planetOf(whole, 'Sun')?.house).toBe(10);
    expect(whole.frame.once).toBe("I'm reading your chart in Whole Sign houses, as you chose in Settings.");

    // Back to the default in Settings: the same conversation reads Placidus again.
    expect(charts.context(row).chart!.houseSystem).toBe('Placidus');
  });

  it('reads a sidereal zodiac with its ayanamsa: the Sun moves back about 24°', () => {
    const tropical = planetOf(charts.context(row).chart!, 'Sun')!;
    const lahiri = charts.context(row, { houseSystem: 'P', zodiac: 'sidereal-lahiri' }).chart!;
    expect(lahiri.frame.text).toBe('Placidus houses, sidereal zodiac, Lahiri ayanamsa');
    const shift = (tropical.longitude - planetOf(lahiri, 'Sun')!.longitude + 360) % 360;
    expect(shift).toBeGreaterThan(23);
    expect(shift).toBeLessThan(24.5);
    expect(planetOf(lahiri, 'Sun')!.sign).toBe('Gemini');
  });

  it('states the polar fallback: Placidus cannot be drawn in Tromsø, the houses are Porphyry', () => {
    const polar = {
      ...birth,
      birthPlace: 'Tromsø, Norway',
      latitude: 69.65,
      longitude: 18.96,
      timezone: 'Europe/Oslo',
    };
    const chart = charts.context({ id: 'polar-chat', birthData: polar } as unknown as Row).chart!;
    expect(chart.houseSystem).toBe('Porphyry');
    expect(chart.frame.text).toBe('Porphyry houses, tropical zodiac');
    expect(chart.frame.once).toBe(
      "Placidus houses can't be drawn this close to the poles, so your houses are Porphyry houses instead.",
    );
  });
});
