import { describe, expect, it } from 'vitest';
import { adaBirthData as birth } from '../test-support/fixtures.ts';
import { natalFromBirthData, storedBirthData } from './session-chart.ts';

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
