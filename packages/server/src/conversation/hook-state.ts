// The hook flow of docs/conversation.md#hook, as a pure transition function. Persisted per chat session in
// session_hook_data; a new session starts from 'initial' (the reset on session change).
import {
  type EngagementAnalysis,
  HOOK_EXPLORATION_EXIT_LENGTH,
  HOOK_INTEGRATION_AFTER_MESSAGES,
  HOOK_RESONANCE_THRESHOLD,
  type HookState,
  type IntensityLevel,
} from '@stellara/contract';

export interface HookProgress {
  state: HookState;
  intensity: IntensityLevel;
}

export const initialHookProgress: HookProgress = { state: 'initial', intensity: 'gentle' };

export type HookEvent =
  /** A hook was shown as the first message of an empty session. */
  | { type: 'hook-presented' }
  /**
   * The person wrote a message. `analysis` is the engagement analysis when the message answered the hook
   * (presented or exploring); `messageCount` counts the session's messages including this one.
   */
  | { type: 'user-message'; text: string; analysis?: EngagementAnalysis | null; messageCount: number }
  /** The chat session changed: everything starts again. */
  | { type: 'session-changed' };

/** Whether a user message in this state is a reply to the hook, to be analysed. */
export function answersHook(state: HookState): boolean {
  return state === 'presented' || state === 'exploring';
}

/** Whether the hook context still goes into the instructions (from presented until integrated). */
export function hookContextActive(state: HookState): boolean {
  return state === 'presented' || state === 'exploring' || state === 'acknowledged';
}

export function nextHookProgress(current: HookProgress, event: HookEvent): HookProgress {
  switch (event.type) {
    case 'session-changed':
      return initialHookProgress;
    case 'hook-presented':
      return current.state === 'initial' ? { state: 'presented', intensity: 'gentle' } : current;
    case 'user-message': {
      // Intensity follows the analysis's suggestion whenever there is one.
      const intensity = event.analysis?.intensitySuggestion ?? current.intensity;
      switch (current.state) {
        case 'presented': {
          if (!event.analysis) return { ...current, intensity };
          const low = event.analysis.resonanceScore < HOOK_RESONANCE_THRESHOLD;
          const denied = event.analysis.responseType === 'denies';
          return { state: low || denied ? 'exploring' : 'acknowledged', intensity };
        }
        case 'exploring':
          return {
            state: event.text.trim().length > HOOK_EXPLORATION_EXIT_LENGTH ? 'acknowledged' : 'exploring',
            intensity,
          };
        case 'acknowledged':
          return {
            state: event.messageCount > HOOK_INTEGRATION_AFTER_MESSAGES ? 'integrated' : 'acknowledged',
            intensity,
          };
        default:
          return current;
      }
    }
  }
}
