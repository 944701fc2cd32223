import {
  calculateComposite,
  calculateNatalChart,
  calculateSynastry,
  relationshipScore,
  renderChartWheel,
} from '@stellara/astro';
import { compatibilityColour, compatibilityLabel, TEN_PLANETS } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import {
  compatibilityWords,
  compositeHighlights,
  compositePositions,
  type StoredCompatibilityResult,
  withoutMotion,
} from './compatibility.ts';

const result = (aspects: StoredCompatibilityResult['synastry']['aspects'], isDestinySign = false) =>
  ({
    score: 16,
    description: 'Very Important',
    isDestinySign,
    scoredAspects: [],
    synastry: {
      aspects,
      firstInSecondHouses: [{ point: 'Venus', house: 7 }],
      secondInFirstHouses: [{ point: 'Moon', house: 3 }],
    },
  }) satisfies StoredCompatibilityResult;

const dynamic = (w: ReturnType<typeof compatibilityWords>, key: string) => w.dynamics.find((d) => d.key === key)!;

describe('a compatibility reading in words', () => {
  test('a tight Moon-Venus trine: the emotional line names it, never "no contact"', () => {
    const w = compatibilityWords(
      result([
        { p1: 'Moon', p2: 'Venus', aspect: 'trine', orbit: 0.4 },
        { p1: 'Mercury', p2: 'Saturn', aspect: 'square', orbit: 4 },
      ]),
      ['Ada', 'Ben'],
    );
    expect(w.highlights[0]).toBe(
      "Ada's Moon trine Ben's Venus, 0.4° from exact: a strong contact, an easy, natural understanding.",
    );
    const emotion = dynamic(w, 'emotion');
    expect(emotion.summary).toBe("Ada's Moon trine Ben's Venus (0.4°): a strong contact, flowing.");
    expect(emotion.summary).not.toMatch(/No contact|No close contact/);
    expect(emotion.dots).toBeGreaterThanOrEqual(3);
    // Growth (Jupiter) has nothing: said plainly, one dot.
    expect(dynamic(w, 'growth')).toMatchObject({ dots: 1 });
    expect(dynamic(w, 'growth').summary).toContain('No contact within 5° involves either Jupiter');
  });

  test('every Moon contact in the highlights is the one the emotional line leads with', () => {
    const a = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
    for (const ut of ['1988-09-30T06:05:00Z', '1991-01-03T22:10:00Z', '1985-06-21T04:00:00Z', '1993-12-01T12:00:00Z']) {
      const b = calculateNatalChart({ ut, latitude: 40.7, longitude: -74 });
      const stored = result(calculateSynastry(a, b).aspects);
      const w = compatibilityWords(stored, ['My Chart', 'Ben']);
      const moon = w.highlights.find((h) => /^(Your|Ben's) Moon |(your|Ben's) Moon, /.test(h));
      if (moon) {
        const contact = moon.slice(0, moon.indexOf(','));
        expect(dynamic(w, 'emotion').summary.toLowerCase()).toContain(contact.toLowerCase());
      }
      if (dynamic(w, 'emotion').summary.startsWith('No contact')) {
        expect(w.highlights.some((h) => / Moon (conjunction|opposition|square|trine|sextile) /.test(h))).toBe(false);
      }
    }
  });

  test('the label and colour come from the percentage, not from the relationship score (the "red 53 % beside Very Important" bug)', () => {
    const a = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
    const b = calculateNatalChart({ ut: '1988-09-30T06:05:00Z', latitude: 51.5, longitude: -0.13 });
    const score = relationshipScore(a, b);
    const stored = { ...result(calculateSynastry(a, b).aspects, score.isDestinySign), score: score.value };
    const w = compatibilityWords(stored, ['My Chart', 'Ben']);
    expect(w.label).toBe(compatibilityLabel(w.percentage));
    const colour = compatibilityColour(w.percentage);
    if (colour === 'red') expect(w.label).toMatch(/^(Mixed|Light) connection$/);
    if (colour === 'green') expect(w.label).toBe('Strong connection');
    expect(w.summary).toMatch(/^\d+ contacts? within 5° between the charts \(\d+ strong, \d+ clear, \d+ light\)/);
    // No bare score anywhere in the words.
    expect([w.summary, ...w.highlights, ...w.dynamics.map((d) => d.summary)].join(' ')).not.toMatch(/score/i);
  });

  test('the member\'s own chart reads as "your"; a shared Sun quality comes first', () => {
    const w = compatibilityWords(result([{ p1: 'Venus', p2: 'Mars', aspect: 'conjunction', orbit: -0.5 }], true), [
      'My Chart',
      'Ben',
    ]);
    expect(w.highlights[0]).toContain('so you and Ben tend to');
    expect(w.highlights[1]).toMatch(/^Your Venus conjunction Ben's Mars, 0.5° from exact: a strong contact/);
    expect(w.highlights).toContain("Your Venus falls in Ben's 7th house, touching partnership and commitment.");
  });

  test('no contact at all is said in words, at 0 %', () => {
    const w = compatibilityWords(result([]), ['Ada', 'Ben']);
    expect(w.percentage).toBe(0);
    expect(w.label).toBe('Light connection');
    expect(w.summary).toContain('No planet of one chart is within 5°');
  });
});

describe('composite chart', () => {
  const a = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
  const b = calculateNatalChart({ ut: '1988-09-30T06:05:00Z', latitude: 51.5, longitude: -0.13 });
  const composite = calculateComposite(a, b);

  test('positions are the engine midpoints, in planet order, with the angles', () => {
    const positions = compositePositions(composite);
    expect(positions.map((p) => p.point)).toEqual([...TEN_PLANETS, 'Ascendant', 'Midheaven']);
    const sun = positions[0]!;
    expect(sun.sign).toBe(composite.points.Sun.signName);
    expect(sun.degree * 60 + sun.minute).toBe(Math.floor(composite.points.Sun.position * 60));
    expect(sun.house).toBe(composite.points.Sun.house);
    expect(positions[10]!.house).toBeNull();
  });

  test('a composite has no motion: no position and no point of the wheel is marked retrograde', () => {
    // The pair's averaged speeds: at least one negative here, which the engine would call retrograde.
    expect(Object.values(composite.points).some((p) => p.retrograde)).toBe(true);
    expect(compositePositions(composite).some((p) => p.retrograde)).toBe(false);
    const still = withoutMotion(composite);
    expect(Object.values(still.points).some((p) => p.retrograde)).toBe(false);
    expect(still.points.Sun.longitude).toBe(composite.points.Sun.longitude);
    expect(renderChartWheel(still, { wheelOnly: true })).not.toContain('℞');
  });

  test('what stands out names the composite Sun and Moon by sign and house', () => {
    const lines = compositeHighlights(composite);
    expect(lines[0]).toContain(`composite Sun in ${composite.points.Sun.signName}`);
    expect(lines[1]).toContain(`composite Moon in ${composite.points.Moon.signName}`);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(4);
  });

  test('without both birth times: signs only, no house and no angle anywhere', () => {
    const positions = compositePositions(composite, false);
    expect(positions.map((p) => p.point)).not.toContain('Ascendant');
    expect(positions.map((p) => p.point)).not.toContain('Midheaven');
    expect(positions.every((p) => p.house === null)).toBe(true);
    const lines = compositeHighlights(composite, false);
    expect(lines[0]).toContain(`composite Sun in ${composite.points.Sun.signName}`);
    for (const line of lines) expect(line).not.toMatch(/\bhouse\b/);
  });
});
