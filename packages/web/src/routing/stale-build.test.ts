import { describe, expect, test } from 'vitest';
import type { KeyValueStore } from '../state/storage.ts';
import { claimUpdateReload, isStaleBuildError, releaseUpdateReload, UPDATE_RELOAD_KEY } from './stale-build.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('isStaleBuildError', () => {
  test.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/Profile-abc.js'),
    new TypeError('error loading dynamically imported module: https://x/assets/Profile-abc.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/Profile-abc.css'),
  ])('a missing file of an older build: %s', (error) => {
    expect(isStaleBuildError(error)).toBe(true);
  });

  test.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    null,
    { status: 404 },
  ])('anything else is not: %s', (error) => {
    expect(isStaleBuildError(error)).toBe(false);
  });
});

describe('the once-per-tab automatic reload', () => {
  test('the first failure reloads, the second asks; a page that loads again re-arms it', () => {
    const store = memoryStore();
    expect(claimUpdateReload(store)).toBe(true);
    expect(store.data.has(UPDATE_RELOAD_KEY)).toBe(true);
    expect(claimUpdateReload(store)).toBe(false);
    releaseUpdateReload(store);
    expect(claimUpdateReload(store)).toBe(true);
  });

  test('without storage there is no guard, so no automatic reload', () => {
    const broken: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(claimUpdateReload(broken)).toBe(false);
    expect(claimUpdateReload(null)).toBe(false);
  });
});
