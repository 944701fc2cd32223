import { calculateNatalChart, phaseOfElongation } from '@stellara/astro';
import { describe, expect, test } from 'vitest';
import { understand } from '../../conversation/reply/question.ts';
import { sampleBirthData } from '../../test-support/fixtures.ts';
import { birthDataChartOrThrow } from '../birth-chart.ts';
import { activeTransits, memberTransits } from './member-charts.ts';
import { localDate, localDay, moonOfDay, moonSignChange, skyAt, strongestTransit, transitQuestion } from './today.ts';

describe('the local day', () => {
  test('the date is the one on the wall clock of the zone', () => {
    const at = new Date('2026-11-24T23:30:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-11-24');
    expect(localDate(at, 'Pacific/Auckland')).toBe('2026-11-25');
    expect(localDate(new Date('2026-11-25T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-24');
  });

  test('midnight to midnight, read at local noon, across a DST change (a 23-hour day)', () => {
    const d = localDay('2026-03-29', 'Europe/London');
    expect(d.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(d.noon.toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(d.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    const k = localDay('2026-11-24', 'Asia/Kolkata');
    expect(k.noon.toISOString()).toBe('2026-11-24T06:30:00.000Z');
    expect(localDay('2026-11-24', 'UTC').noon.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });
});

describe('the Moon of the day', () => {
  test('sign and phase from the sky at local noon (Swiss Ephemeris), illumination in per cent', () => {
    const day = localDay('2024-04-23', 'UTC');
    const moon = moonOfDay(day);
    const sky = calculateNatalChart({ ut: day.noon, latitude: 51.5, longitude: 0 });
    expect(moon.sign).toBe(sky.points.Moon.signName);
    expect(moon.phase).toBe(phaseOfElongation(sky.lunarPhase.angle));
    // The full moon of 23 April 2024 (exact 23:49 UT): at noon nearly full.
    expect(moon.phase).toBe('Full Moon');
    expect(moon.illumination).toBeGreaterThanOrEqual(98);
    const newMoon = moonOfDay(localDay('2024-04-08', 'UTC'));
    expect(newMoon.phase).toBe('New Moon');
    expect(newMoon.illumination).toBeLessThanOrEqual(2);
  });

  test('a sign change within the day is found to the second; none when the Moon stays in one sign', () => {
    // Look at a week of days: the Moon changes sign every two to three days.
    let changes = 0;
    for (let i = 0; i < 7; i++) {
      const date = new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10);
      const day = localDay(date, 'UTC');
      const change = moonSignChange(day.start, day.end);
      const before = skyAt(day.start).points.Moon.signName;
      const after = skyAt(day.end).points.Moon.signName;
      if (!change) {
        expect(after).toBe(before);
        continue;
      }
      changes++;
      expect(change.sign).toBe(after);
      expect(change.from).toBe(before);
      const at = Date.parse(change.at);
      expect(skyAt(new Date(at - 2000)).points.Moon.signName).toBe(before);
      expect(skyAt(new Date(at + 2000)).points.Moon.signName).toBe(after);
    }
    expect(changes).toBeGreaterThanOrEqual(2);
  });
});

describe('the strongest transit', () => {
  const natal = birthDataChartOrThrow(sampleBirthData);
  const at = new Date('2026-11-24T12:00:00Z');

  test('ranked by intensity, then the tightest orb; the card takes the first', () => {
    const { active } = activeTransits(natal, at);
    expect(active.length).toBeGreaterThan(1);
    for (let i = 1; i < active.length; i++) {
      const [a, b] = [active[i - 1]!, active[i]!];
      expect(a.intensity > b.intensity || (a.intensity === b.intensity && a.orb <= b.orb)).toBe(true);
    }
    expect(strongestTransit(active)).toBe(active[0]);
    expect(strongestTransit([])).toBeNull();
  });

  test('the same transit the Current Transits page lists first at the same instant', () => {
    const top = strongestTransit(activeTransits(natal, at).active);
    expect(top).toEqual(memberTransits(natal, at, 10).active[0]);
  });

  test('its question names the natal point and today, so the chat reads it with the transits to it now', () => {
    const q = transitQuestion({ planet: 'Saturn', target: 'Moon' });
    expect(q).toBe("What does today's transit to my Moon mean for me?");
    expect(understand(q)).toMatchObject({ kind: 'reading', points: ['Moon'], aspect: null, timing: 'now' });
    expect(transitQuestion({ planet: 'Jupiter', target: 'Jupiter' })).toContain('my natal Jupiter');
  });
});
