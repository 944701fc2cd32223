/** The two keyboard shortcuts (docs/routing.md#shortcuts-and-settings). */

export const RESET_CONFIRM_TEXT = 'Reset authentication state? This will log you out and reload the page.';

export type Shortcut = 'back-to-landing' | 'reset-auth';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Ctrl/Cmd+Shift+L and Ctrl/Cmd+Shift+R; null for any other key. */
export function matchShortcut(event: KeyLike): Shortcut | null {
  if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'l') return 'back-to-landing';
  if (key === 'r') return 'reset-auth';
  return null;
}
