import { type PersonalityId, personalityIds, type TechnicalLevel, technicalLevels } from '@stellara/contract/plans';
import { defaultThemeId, isThemeId, type ThemeId } from '../themes/themes.ts';
import { type KeyValueStore, localKeys, readItem, writeItem } from './storage.ts';

export interface Preferences {
  theme: ThemeId;
  personality: PersonalityId;
  technical: TechnicalLevel;
}

/** docs/plans.md#voices-and-levels: theme moon, personality coach (the app shell's default), level basic. */
export const defaultPreferences: Preferences = { theme: defaultThemeId, personality: 'coach', technical: 'basic' };

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the stored choices; anything missing or unknown falls back to the default. */
export function loadPreferences(store: KeyValueStore | null): Preferences {
  const theme = readItem(store, localKeys.theme);
  return {
    theme: isThemeId(theme) ? theme : defaultPreferences.theme,
    personality: oneOf(personalityIds, readItem(store, localKeys.personality), defaultPreferences.personality),
    technical: oneOf(technicalLevels, readItem(store, localKeys.technical), defaultPreferences.technical),
  };
}

export function savePreference<K extends keyof Preferences>(
  store: KeyValueStore | null,
  key: K,
  value: Preferences[K],
): void {
  writeItem(store, localKeys[key], value);
}
