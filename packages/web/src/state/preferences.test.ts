import { describe, expect, test } from 'vitest';
import { isCompleteBirthData, loadBirthData, saveBirthData, to24HourTime } from './birthData.ts';
import { defaultPreferences, loadPreferences, savePreference } from './preferences.ts';
import type { KeyValueStore } from './storage.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const throwing: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('preferences in local storage', () => {
  test('defaults: theme moon, personality coach, level basic', () => {
    expect(loadPreferences(memoryStore())).toEqual({ theme: 'moon', personality: 'coach', technical: 'basic' });
    expect(defaultPreferences.theme).toBe('moon');
  });

  test('saved under the spec keys theme, personality and technical, and restored', () => {
    const store = memoryStore();
    savePreference(store, 'theme', 'galaxy');
    savePreference(store, 'personality', 'mentor');
    savePreference(store, 'technical', 'technical');
    expect(Object.fromEntries(store.data)).toEqual({ theme: 'galaxy', personality: 'mentor', technical: 'technical' });
    expect(loadPreferences(store)).toEqual({ theme: 'galaxy', personality: 'mentor', technical: 'technical' });
  });

  test('unknown stored values fall back to the defaults', () => {
    const store = memoryStore({ theme: 'classic', personality: 'oracle', technical: 'expert' });
    expect(loadPreferences(store)).toEqual(defaultPreferences);
  });

  test('storage that throws does not break the app', () => {
    expect(loadPreferences(throwing)).toEqual(defaultPreferences);
    expect(() => savePreference(throwing, 'theme', 'sun')).not.toThrow();
    expect(loadPreferences(null)).toEqual(defaultPreferences);
  });
});

describe('session birth data', () => {
  const complete = {
    name: 'Ada',
    birthDate: '1990-04-12',
    birthTime: '14:35',
    birthPlace: 'Liverpool',
    latitude: 53.41,
    longitude: -2.98,
    timezone: 'Europe/London',
  };

  test('complete means date, time, place and coordinates', () => {
    expect(isCompleteBirthData(complete)).toBe(true);
    expect(isCompleteBirthData({ ...complete, birthPlace: ' ' })).toBe(false);
    expect(isCompleteBirthData({ ...complete, latitude: undefined })).toBe(false);
    expect(isCompleteBirthData({ ...complete, timezone: '' })).toBe(false);
    expect(isCompleteBirthData({ ...complete, birthTime: '2:35 PM' })).toBe(false);
    expect(isCompleteBirthData({ ...complete, birthDate: '12/04/1990' })).toBe(false);
    expect(isCompleteBirthData(null)).toBe(false);
  });

  test('round trip through session storage; corrupt records count as none', () => {
    const store = memoryStore();
    saveBirthData(store, complete);
    expect(loadBirthData(store)).toEqual(complete);
    store.data.set('birthData', '{not json');
    expect(loadBirthData(store)).toBeNull();
    saveBirthData(store, null);
    expect(store.data.has('birthData')).toBe(false);
  });

  test('12-hour form time to 24-hour: 12 AM is 00, PM adds 12, 12 PM stays 12, minutes padded', () => {
    expect(to24HourTime(12, 0, 'AM')).toBe('00:00');
    expect(to24HourTime(12, 5, 'PM')).toBe('12:05');
    expect(to24HourTime(1, 9, 'PM')).toBe('13:09');
    expect(to24HourTime(11, 59, 'PM')).toBe('23:59');
    expect(to24HourTime(7, 30, 'AM')).toBe('07:30');
    expect(to24HourTime(0, 0, 'AM')).toBeNull();
    expect(to24HourTime(13, 0, 'PM')).toBeNull();
    expect(to24HourTime(5, 60, 'AM')).toBeNull();
  });
});
