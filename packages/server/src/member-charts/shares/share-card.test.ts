import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { birthDataChartOrThrow } from '../../charts/birth-chart.ts';
import { bigThreeOf, CARD_HEIGHT, CARD_WIDTH, rasteriseCard, shareCardSvg } from './share-card.ts';

// Two births whose Big Three differ in every place (the engine gives the signs; the card must repeat them).
const lisbon = {
  name: 'Ana Sousa',
  birthDate: '1990-08-15',
  birthTime: '14:30',
  birthPlace: 'Lisbon, Portugal',
  latitude: 38.7167,
  longitude: -9.1333,
  timezone: 'Europe/Lisbon',
};
const tokyo = {
  ...lisbon,
  birthDate: '1985-01-03',
  birthTime: '06:10',
  latitude: 35.6895,
  longitude: 139.6917,
  timezone: 'Asia/Tokyo',
  birthPlace: 'Tokyo, Japan',
};

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('share card', () => {
  for (const birth of [lisbon, tokyo]) {
    test(`holds the chart's own Big Three (${birth.birthPlace})`, () => {
      const chart = birthDataChartOrThrow(birth);
      const signs = bigThreeOf(chart);
      expect(signs.sun).toBe(chart.points.Sun!.signName);
      expect(signs.moon).toBe(chart.points.Moon!.signName);
      expect(signs.rising).toBe(chart.points.Ascendant!.signName);
      const lines = texts(shareCardSvg({ chart, firstName: 'Ana', birthDetails: [] }));
      expect(lines).toContain(`Sun in ${signs.sun}`);
      expect(lines).toContain(`Moon in ${signs.moon}`);
      expect(lines).toContain(`Rising in ${signs.rising}`);
      expect(lines).toContain('Ana’s Big Three');
    });
  }

  test('the two charts give different cards, so the lines come from the chart and not a template', () => {
    const a = bigThreeOf(birthDataChartOrThrow(lisbon));
    const b = bigThreeOf(birthDataChartOrThrow(tokyo));
    expect([a.sun, a.moon, a.rising]).not.toEqual([b.sun, b.moon, b.rising]);
  });

  test('without a name or ticked details, no name, date, time or place is on the card', () => {
    const svg = shareCardSvg({ chart: birthDataChartOrThrow(lisbon), firstName: null, birthDetails: [] });
    expect(texts(svg)).toContain('A Big Three');
    for (const secret of ['Ana', '1990', '15 August', '14:30', 'Lisbon']) expect(svg).not.toContain(secret);
  });

  test('rasterises to a PNG of the card size', () => {
    const svg = shareCardSvg({
      chart: birthDataChartOrThrow(lisbon),
      firstName: 'Ana',
      birthDetails: ['15 August 1990', '14:30', 'Lisbon, Portugal'],
    });
    const png = rasteriseCard(svg);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    writeFileSync(join(tmpdir(), 'stellara-share-card.png'), png);
  });
});
