import { describe, expect, it } from 'vitest';
import type { PointName } from './constants.ts';
import { BALANCE_POINTS, BALANCE_POINTS_WITHOUT_TIME, elementBalance } from './element-balance.ts';
import { calculateNatalChart } from './natal.ts';

const at = (lon: number) => ({ longitude: lon });

describe('elementBalance', () => {
  it('counts a hand-built chart: Fire dominant, Air missing, a modality tie', () => {
    const points: Partial<Record<PointName, { longitude: number }>> = {
      Sun: at(5), // Aries: Fire, Cardinal
      Moon: at(125), // Leo: Fire, Fixed
      Mercury: at(250), // Sagittarius: Fire, Mutable
      Venus: at(40), // Taurus: Earth, Fixed
      Mars: at(100), // Cancer: Water, Cardinal
      Jupiter: at(155), // Virgo: Earth, Mutable
      Saturn: at(215), // Scorpio: Water, Fixed
      Uranus: at(275), // Capricorn: Earth, Cardinal
      Neptune: at(345), // Pisces: Water, Mutable
      Pluto: at(15), // Aries: Fire, Cardinal
      Ascendant: at(10), // Aries
      Medium_Coeli: at(280), // Capricorn
      Mean_Node: at(65), // Gemini: not counted
    };
    const b = elementBalance({ points });
    expect(b.elements.groups.map((g) => [g.key, g.score])).toEqual([
      ['Fire', 5],
      ['Earth', 4],
      ['Air', 0],
      ['Water', 3],
    ]);
    expect(b.elements.dominant).toEqual(['Fire']);
    expect(b.elements.missing).toEqual(['Air']);
    expect(b.modalities.groups.map((g) => [g.key, g.score])).toEqual([
      ['Cardinal', 6],
      ['Fixed', 3],
      ['Mutable', 3],
    ]);
    expect(b.modalities.dominant).toEqual(['Cardinal']);
    expect(b.counted).toEqual([...BALANCE_POINTS]);

    const noTime = elementBalance({ points }, { points: BALANCE_POINTS_WITHOUT_TIME });
    expect(noTime.elements.groups.map((g) => g.score)).toEqual([4, 3, 0, 3]);
    expect(noTime.modalities.dominant).toEqual(['Cardinal']);
    // Sun, Moon and Ascendant double: Fire 8, Earth 4, Water 3.
    const weighted = elementBalance({ points }, { weights: { Sun: 2, Moon: 2, Ascendant: 2 } });
    expect(weighted.elements.groups.map((g) => g.score)).toEqual([8, 4, 0, 3]);
  });

  it('reports ties as several dominant groups', () => {
    const b = elementBalance({ points: { Sun: at(5), Moon: at(40) } });
    expect(b.elements.dominant).toEqual(['Fire', 'Earth']);
    expect(b.elements.missing).toEqual(['Air', 'Water']);
    expect(b.modalities.dominant).toEqual(['Cardinal', 'Fixed']);
    expect(b.modalities.missing).toEqual(['Mutable']);
  });

  it('agrees with the signs the natal engine gives (checked against Kerykeion by the golden test)', () => {
    for (const ut of ['1990-01-18T12:00:00Z', '1985-07-13T03:20:00Z', '2001-09-11T13:46:00Z']) {
      const chart = calculateNatalChart({ ut, latitude: 40.7128, longitude: -74.006 });
      const b = elementBalance(chart);
      for (const g of b.elements.groups) {
        expect(g.points).toEqual(BALANCE_POINTS.filter((n) => chart.points[n].element === g.key));
      }
      for (const g of b.modalities.groups) {
        expect(g.points).toEqual(BALANCE_POINTS.filter((n) => chart.points[n].quality === g.key));
      }
      expect(b.elements.groups.reduce((s, g) => s + g.score, 0)).toBe(12);
    }
    // 18 January 1990: the Capricorn stellium makes Earth and Cardinal dominant; nothing is missing.
    const capricorn = elementBalance(calculateNatalChart({ ut: '1990-01-18T12:00:00Z', latitude: 51.5, longitude: 0 }));
    expect(capricorn.elements.dominant).toEqual(['Earth']);
    expect(capricorn.modalities.dominant).toEqual(['Cardinal']);
  });
});
