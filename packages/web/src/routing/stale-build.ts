import { type KeyValueStore, readItem, writeItem } from '../state/storage.ts';

/**
 * A tab opened before a new build was deployed still asks for the old build's files, which are gone: the lazy page's
 * script or its stylesheet fails to load. These are the browsers' and Vite's words for it.
 */
const STALE_BUILD_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk .* failed/i,
];

export function isStaleBuildError(error: unknown): boolean {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : undefined;
  return message !== undefined && STALE_BUILD_MESSAGES.some((pattern) => pattern.test(message));
}

/** sessionStorage: set when this tab reloaded itself for a new build; cleared once a lazy page loads again. */
export const UPDATE_RELOAD_KEY = 'reloadedForUpdate';

/**
 * Whether to reload on its own: once per tab. If the files still fail after that reload, the page asks instead
 * (a reload loop would hide a real outage behind a flickering tab).
 */
export function claimUpdateReload(store: KeyValueStore | null): boolean {
  if (readItem(store, UPDATE_RELOAD_KEY) !== null) return false;
  writeItem(store, UPDATE_RELOAD_KEY, '1');
  // Storage unavailable: no guard can be kept, so no automatic reload either.
  return readItem(store, UPDATE_RELOAD_KEY) !== null;
}

/** A lazy page loaded: the next failed load may reload on its own again (a later deployment in the same tab). */
export function releaseUpdateReload(store: KeyValueStore | null): void {
  if (readItem(store, UPDATE_RELOAD_KEY) !== null) writeItem(store, UPDATE_RELOAD_KEY, null);
}
