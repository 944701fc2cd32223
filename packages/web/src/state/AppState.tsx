import { type MessageAbout, messageAboutSchema } from '@stellara/contract';
import type { PersonalityId, TechnicalLevel } from '@stellara/contract/plans';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { applyTheme } from '../themes/apply.ts';
import type { ThemeId } from '../themes/themes.ts';
import { loadBirthData, type SessionBirthData, saveBirthData } from './birthData.ts';
import { loadPreferences, type Preferences, savePreference } from './preferences.ts';
import { forgetPersonInStorage, local, localKeys, readItem, session, sessionKeys, writeItem } from './storage.ts';

interface AppState {
  preferences: Preferences;
  setTheme(theme: ThemeId): void;
  setPersonality(personality: PersonalityId): void;
  setTechnical(level: TechnicalLevel): void;
  /** Complete birth data for this session, or null. */
  birthData: SessionBirthData | null;
  setBirthData(data: SessionBirthData | null): void;
  /** The visitor has started the chat (the landing screen is done). */
  interacted: boolean;
  /** This tab asked for the landing screen (Ctrl/Cmd+Shift+L): no automatic chat for members until it is left. */
  landingRequested: boolean;
  setInteracted(value: boolean): void;
  /** Text from the `message` query parameter, to be the first chat message. */
  pendingMessage: string | null;
  /** What the waiting message is about, when a button elsewhere asked it ("Ask about this", "Talk about this"). */
  pendingAbout: MessageAbout | null;
  setPendingMessage(text: string | null, about?: MessageAbout): void;
  /** Changes whenever a new chat is asked for: the chat screen starts over with a new conversation. */
  chatEpoch: number;
  /** The sidebar's New chat: a new, empty conversation on the chat screen. */
  startNewChat(): void;
  /** Sign-out: the person's birth data, chat and flags leave this tab (storage and memory); preferences stay. */
  forgetPerson(): void;
}

const AppStateContext = createContext<AppState | null>(null);

/** The stored subject of a waiting message, or null when there is none or it no longer reads. */
function readAbout(raw: string | null): MessageAbout | null {
  if (!raw) return null;
  try {
    const parsed = messageAboutSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(() => loadPreferences(local()));
  const [birthData, setBirthDataState] = useState(() => loadBirthData(session()));
  const [interacted, setInteractedState] = useState(() => readItem(local(), localKeys.interacted) === 'true');
  // Per tab (session storage), so a reload keeps it; another tab starts without the request.
  const [landingRequested, setLandingRequested] = useState(
    () => readItem(session(), sessionKeys.landingRequested) === 'true',
  );
  const [pendingMessage, setPendingState] = useState(() => readItem(session(), sessionKeys.pendingMessage));
  const [pendingAbout, setPendingAbout] = useState(() => readAbout(readItem(session(), sessionKeys.pendingAbout)));
  const [chatEpoch, setChatEpoch] = useState(0);

  const update = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    savePreference(local(), key, value);
    setPreferences((current) => ({ ...current, [key]: value }));
  }, []);

  const value = useMemo<AppState>(
    () => ({
      preferences,
      setTheme: (theme) => {
        applyTheme(theme);
        update('theme', theme);
      },
      setPersonality: (personality) => update('personality', personality),
      setTechnical: (level) => update('technical', level),
      birthData,
      setBirthData: (data) => {
        saveBirthData(session(), data);
        setBirthDataState(data);
      },
      interacted,
      landingRequested,
      setInteracted: (next) => {
        writeItem(local(), localKeys.interacted, next ? 'true' : null);
        setInteractedState(next);
        writeItem(session(), sessionKeys.landingRequested, next ? null : 'true');
        setLandingRequested(!next);
      },
      pendingMessage,
      pendingAbout,
      setPendingMessage: (text, about) => {
        writeItem(session(), sessionKeys.pendingMessage, text);
        writeItem(session(), sessionKeys.pendingAbout, text && about ? JSON.stringify(about) : null);
        setPendingState(text);
        setPendingAbout(text && about ? about : null);
      },
      chatEpoch,
      startNewChat: () => {
        writeItem(session(), sessionKeys.newChat, '1');
        writeItem(session(), sessionKeys.conversation, null);
        writeItem(local(), localKeys.interacted, 'true');
        setInteractedState(true);
        writeItem(session(), sessionKeys.landingRequested, null);
        setLandingRequested(false);
        setChatEpoch((n) => n + 1);
      },
      forgetPerson: () => {
        forgetPersonInStorage();
        setBirthDataState(null);
        setInteractedState(false);
        setLandingRequested(false);
        setPendingState(null);
        setPendingAbout(null);
        setChatEpoch((n) => n + 1);
      },
    }),
    [preferences, birthData, interacted, landingRequested, pendingMessage, pendingAbout, chatEpoch, update],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}
