import type { EngagementAnalysis } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { answersHook, hookContextActive, initialHookProgress, nextHookProgress } from './hook-state.ts';

const analysis = (over: Partial<EngagementAnalysis>): EngagementAnalysis => ({
  comfortLevel: 'open',
  resonanceScore: 7,
  responseType: 'confirms',
  intensitySuggestion: 'standard',
  keySignals: [],
  userLanguagePatterns: [],
  ...over,
});

describe('hook state machine (docs/conversation.md#hook)', () => {
  const presented = nextHookProgress(initialHookProgress, { type: 'hook-presented' });

  it('starts at initial with gentle intensity and moves to presented when the hook is shown', () => {
    expect(initialHookProgress).toEqual({ state: 'initial', intensity: 'gentle' });
    expect(presented).toEqual({ state: 'presented', intensity: 'gentle' });
  });

  it('a hook shown again later does not restart the flow', () => {
    const ack = { state: 'acknowledged' as const, intensity: 'deep' as const };
    expect(nextHookProgress(ack, { type: 'hook-presented' })).toBe(ack);
  });

  it('presented -> acknowledged when the reply resonates (score >= 5, not denies)', () => {
    const r = nextHookProgress(presented, {
      type: 'user-message',
      text: 'yes',
      analysis: analysis({ resonanceScore: 5 }),
      messageCount: 2,
    });
    expect(r).toEqual({ state: 'acknowledged', intensity: 'standard' });
  });

  it('presented -> exploring when the score is below 5', () => {
    const r = nextHookProgress(presented, {
      type: 'user-message',
      text: 'hmm',
      analysis: analysis({ resonanceScore: 4, intensitySuggestion: 'gentle' }),
      messageCount: 2,
    });
    expect(r).toEqual({ state: 'exploring', intensity: 'gentle' });
  });

  it('presented -> exploring when the type is denies, whatever the score', () => {
    const r = nextHookProgress(presented, {
      type: 'user-message',
      text: 'no',
      analysis: analysis({ resonanceScore: 8, responseType: 'denies' }),
      messageCount: 2,
    });
    expect(r.state).toBe('exploring');
  });

  it('exploring -> acknowledged only on a reply longer than 50 characters', () => {
    const exploring = { state: 'exploring' as const, intensity: 'gentle' as const };
    const fifty = 'x'.repeat(50);
    expect(nextHookProgress(exploring, { type: 'user-message', text: fifty, messageCount: 4 }).state).toBe('exploring');
    expect(nextHookProgress(exploring, { type: 'user-message', text: `  ${fifty}  `, messageCount: 4 }).state).toBe(
      'exploring',
    );
    expect(nextHookProgress(exploring, { type: 'user-message', text: `${fifty}!`, messageCount: 4 }).state).toBe(
      'acknowledged',
    );
  });

  it('intensity follows the analysis suggestion', () => {
    const exploring = { state: 'exploring' as const, intensity: 'gentle' as const };
    const r = nextHookProgress(exploring, {
      type: 'user-message',
      text: 'short',
      analysis: analysis({ intensitySuggestion: 'deep' }),
      messageCount: 4,
    });
    expect(r).toEqual({ state: 'exploring', intensity: 'deep' });
  });

  it('acknowledged -> integrated only when the session has more than 6 messages', () => {
    const ack = { state: 'acknowledged' as const, intensity: 'standard' as const };
    expect(nextHookProgress(ack, { type: 'user-message', text: 'more', messageCount: 6 }).state).toBe('acknowledged');
    expect(nextHookProgress(ack, { type: 'user-message', text: 'more', messageCount: 7 }).state).toBe('integrated');
  });

  it('integrated stays integrated and stops the hook context', () => {
    const done = { state: 'integrated' as const, intensity: 'standard' as const };
    expect(nextHookProgress(done, { type: 'user-message', text: 'x'.repeat(80), messageCount: 20 })).toEqual(done);
    expect(hookContextActive('integrated')).toBe(false);
    expect(hookContextActive('initial')).toBe(false);
    for (const s of ['presented', 'exploring', 'acknowledged'] as const) expect(hookContextActive(s)).toBe(true);
  });

  it('only replies while presented or exploring are analysed', () => {
    expect(answersHook('presented')).toBe(true);
    expect(answersHook('exploring')).toBe(true);
    expect(answersHook('acknowledged')).toBe(false);
    expect(answersHook('initial')).toBe(false);
  });

  it('resets to initial when the session changes', () => {
    expect(nextHookProgress({ state: 'acknowledged', intensity: 'deep' }, { type: 'session-changed' })).toEqual(
      initialHookProgress,
    );
  });

  it('a user message without a hook shown changes nothing', () => {
    expect(nextHookProgress(initialHookProgress, { type: 'user-message', text: 'hi', messageCount: 1 })).toEqual(
      initialHookProgress,
    );
  });
});
