/**
 * Browser storage keys and safe access. Storage can throw (private mode, quota, disabled cookies):
 * reads then give null and writes are dropped, so the app still works for the visit.
 */

/** localStorage: the visitor's choices, restored at start (docs/routing.md#shortcuts-and-settings). */
export const localKeys = {
  theme: 'theme',
  personality: 'personality',
  technical: 'technical',
  /** Set when the visitor starts the chat; Ctrl/Cmd+Shift+L clears it. */
  interacted: 'hasInteracted',
} as const;

/** sessionStorage: kept only for this browser session (docs/charts.md#birth-record). */
export const sessionKeys = {
  birthData: 'birthData',
  /** The `message` query parameter waiting to become the first chat message. */
  pendingMessage: 'pendingMessage',
  /** What the waiting message is about (a transit, a stored chart), as JSON: sent beside it. */
  pendingAbout: 'pendingAbout',
  /** The visitor's chat session: `{ id, token }` (members own theirs by cookie and load the latest). */
  conversation: 'conversation',
  /** Set when a chart was just calculated: the chat starts a new session with the hook. */
  newChat: 'newChat',
  /** Set by Ctrl/Cmd+Shift+L: this tab stays on the landing screen (no automatic chat for a member) until left. */
  landingRequested: 'landingRequested',
} as const;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readItem(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(store: KeyValueStore | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage unavailable or full: the choice lasts for this page only.
  }
}

function browserStore(kind: 'localStorage' | 'sessionStorage'): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export const local = (): KeyValueStore | null => browserStore('localStorage');
export const session = (): KeyValueStore | null => browserStore('sessionStorage');

/** The local keys that are the person's taste, not their data: they outlive a sign-out. */
const PREFERENCE_KEYS: readonly string[] = [localKeys.theme, localKeys.personality, localKeys.technical];

/** A store whose keys can be listed (the browser's Storage). */
export type ListableStore = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes every key of `store` but those in `keep`. */
export function removeAllBut(store: ListableStore | null, keep: readonly string[]): void {
  try {
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (!keep.includes(key)) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing kept there.
  }
}

/**
 * Sign-out: forgets everything this tab holds about the person (birth data and chart, chats, flags, roles), in
 * session storage and in local storage, except the look and voice they chose (theme, personality, level).
 */
export function forgetPersonInStorage(): void {
  removeAllBut(session() as ListableStore | null, []);
  removeAllBut(local() as ListableStore | null, PREFERENCE_KEYS);
}

/** Empties local and session storage (Ctrl/Cmd+Shift+R, after confirmation). */
export function clearAllStorage(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[kind].clear();
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }
}
