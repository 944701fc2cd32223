import { describe, expect, test } from 'vitest';
import { INVALID_CHART_MESSAGE, natalRecordFacts } from './natal-record.ts';

const point = (name: string, sign: string, position: number, house: string | null, extra = {}) => ({
  name,
  quality: 'Cardinal',
  element: 'Fire',
  sign,
  sign_num: 0,
  position,
  abs_pos: position,
  emoji: '',
  point_type: 'Planet',
  house,
  retrograde: false,
  speed: 1,
  declination: 0,
  ...extra,
});

describe('the natal record from the chart answer', () => {
  const response = {
    status: 'OK',
    data: {
      subject: {
        name: 'Ada',
        sun: point('Sun', 'Ari', 22.38, 'Ninth_House'),
        moon: point('Moon', 'Sco', 3.5, 'Third_House'),
        mercury: point('Mercury', 'Pis', 10, 'Eighth_House', { retrograde: true }),
        mean_node: point('Mean_Node', 'Aqu', 14, 'Sixth_House', { retrograde: true }),
        ascendant: point('Ascendant', 'Leo', 27.78, null, { point_type: 'AxialCusps' }),
        first_house: point('First_House', 'Leo', 27.78, null, { point_type: 'House' }),
        tenth_house: point('Tenth_House', 'Tau', 18.1, null, { point_type: 'House' }),
      },
    },
    aspects: [
      { p1_name: 'Sun', p2_name: 'Mars', aspect: 'sextile', orbit: -1.37, aspect_degrees: 60 },
      { p1_name: 'Mean_Node', p2_name: 'Ascendant', aspect: 'trine', orbit: 0.123456, aspect_degrees: 120 },
      { p1_name: 'Sun', p2_name: 'Mean_Lilith', aspect: 'square', orbit: 2, aspect_degrees: 90 },
    ],
  };

  test('planets with full sign names, house numbers and retrograde marks', () => {
    const { natal_planets } = natalRecordFacts(response);
    expect(natal_planets.map((p) => [p.name, p.sign, p.house, p.retrograde])).toEqual([
      ['Sun', 'Aries', 9, false],
      ['Moon', 'Scorpio', 3, false],
      ['Mercury', 'Pisces', 8, true],
      ['NorthNode', 'Aquarius', 6, true],
      ['Ascendant', 'Leo', 1, false],
    ]);
    expect(natal_planets[0]).toMatchObject({ degree: 22.38, abs_pos: 22.38, element: 'Fire', quality: 'Cardinal' });
  });

  test('houses keyed House_1..House_12 and aspects with the spec field names', () => {
    const { natal_houses, natal_aspects } = natalRecordFacts(response);
    expect(natal_houses).toEqual({
      House_1: { house: 1, sign: 'Leo', degree: 27.78, abs_pos: 27.78 },
      House_10: { house: 10, sign: 'Taurus', degree: 18.1, abs_pos: 18.1 },
    });
    // Only among the kept bodies, with the record's names; orbs to 2 decimals.
    expect(natal_aspects).toEqual([
      { planet1: 'Sun', planet2: 'Mars', type: 'sextile', orb: -1.37, angle: 60 },
      { planet1: 'NorthNode', planet2: 'Ascendant', type: 'trine', orb: 0.12, angle: 120 },
    ]);
  });

  test('degrees kept to 4 decimals; a body without its house is not a chart answer', () => {
    const sun = point('Sun', 'Ari', 22.123456789, 'Ninth_House', { abs_pos: 22.123456789 });
    expect(natalRecordFacts({ data: { subject: { sun } } }).natal_planets[0]).toMatchObject({
      degree: 22.1235,
      abs_pos: 22.1235,
    });
    expect(() => natalRecordFacts({ data: { subject: { sun: { ...sun, house: null } } } })).toThrow(
      INVALID_CHART_MESSAGE,
    );
  });

  test('an answer without a subject is refused with the spec message', () => {
    expect(() => natalRecordFacts({ status: 'OK', data: {} })).toThrow(INVALID_CHART_MESSAGE);
    expect(() => natalRecordFacts(null)).toThrow(INVALID_CHART_MESSAGE);
    expect(() => natalRecordFacts({ data: { subject: { name: 'x' } } })).toThrow(INVALID_CHART_MESSAGE);
  });
});
