import type { EngagementAnalysis, Hook } from '@stellara/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type HookMessage, type HookTurnDeps, hookTurn } from './hook-turn.ts';
import type { HookRow } from './store.ts';

const observation: Hook = {
  hook: 'Your Moon and Saturn pull in two directions.',
  contradiction: {
    primary: 'the need to be held',
    secondary: 'the need to be beyond reproach',
    tension: 'Moon square Saturn',
  },
  chartPatternType: 'tight_square',
  intensityLevel: 'gentle',
  meaning: 'Feelings learned to wait until they were earned.',
  permission: 'Tell me if it does not fit.',
};

const row = (state: HookRow['state']): HookRow => ({
  id: 'hook-1',
  placements: ['Moon square Saturn (1.2°)'],
  state,
  intensity: 'gentle',
  hook: observation,
  shownText: 'Something in your chart keeps two needs apart: being held, and being beyond reproach.',
  resonanceScore: null,
  chartPatternType: 'tight_square',
});

const analysis: EngagementAnalysis = {
  comfortLevel: 'open',
  resonanceScore: 8,
  responseType: 'confirms',
  intensitySuggestion: 'standard',
  keySignals: ['yes'],
  userLanguagePatterns: [],
};

/** A store that records each hook write, and analyses that answer at once. */
function fakes() {
  const saved: { data: Record<string, unknown>; fromState?: string }[] = [];
  const pending: Promise<unknown>[] = [];
  const analysed: { reply: string; shown: string | null | undefined }[] = [];
  const deps: HookTurnDeps = {
    store: {
      saveHook: async (_session, _user, data, _id, fromState) => {
        saved.push({ data, ...(fromState ? { fromState } : {}) });
        return true;
      },
    },
    analyses: {
      analyse: async (_hook, reply, shown) => {
        analysed.push({ reply, shown });
        return analysis;
      },
      track: <T>(work: Promise<T>) => {
        pending.push(work);
        return work;
      },
    },
    logger: pino({ level: 'silent' }),
  };
  return { deps, saved, pending, analysed };
}

const message = (hook: HookRow | null, over: Partial<HookMessage> = {}): HookMessage => ({
  conversation: { id: 'conv-1', userId: null },
  hook,
  content: 'Yes, that is me.',
  messageCount: 3,
  automatic: false,
  isRetry: false,
  ...over,
});

describe('hookTurn', () => {
  it('analyses the answer against the hook message the person saw, not the plain draft', async () => {
    const { deps, pending, analysed } = fakes();
    hookTurn(deps, message(row('presented')));
    await Promise.all(pending);
    expect(analysed).toEqual([{ reply: 'Yes, that is me.', shown: row('presented').shownText }]);
  });

  it('does nothing without a hook', () => {
    const { deps, saved } = fakes();
    const turn = hookTurn(deps, message(null));
    expect([turn.plan, turn.prompt, turn.write, turn.current()]).toEqual([null, null, null, null]);
    expect(saved).toEqual([]);
  });

  it('analyses an answer to a presented hook and moves it by the analysis', async () => {
    const { deps, saved, pending } = fakes();
    const turn = hookTurn(deps, message(row('presented')));
    expect(turn.write).toBeNull();
    expect(turn.plan).toEqual({
      state: 'presented',
      placements: ['Moon square Saturn (1.2°)'],
      tension: 'Moon square Saturn',
      meaning: 'Feelings learned to wait until they were earned.',
    });
    expect(turn.prompt?.state).toBe('presented');
    await Promise.all(pending);
    await turn.settle();
    expect(saved[0]?.fromState).toBe('presented');
    expect(saved[0]?.data.resonanceScore).toBe(8);
    expect(turn.current()?.resonanceScore).toBe(8);
    expect(turn.current()?.state).not.toBe('presented');
  });

  it('moves a hook that is not being answered with a plain write, no analysis', async () => {
    const { deps, saved, pending } = fakes();
    const turn = hookTurn(deps, message(row('acknowledged')));
    expect(pending).toEqual([]);
    expect(turn.write).not.toBeNull();
    await turn.write?.();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.data.resonanceScore).toBeUndefined();
  });

  it('leaves the hook alone on a retry and on the automatic first message', () => {
    for (const over of [{ isRetry: true }, { automatic: true }]) {
      const { deps, saved, pending } = fakes();
      const turn = hookTurn(deps, message(row('presented'), over));
      expect([turn.write, pending.length, saved.length]).toEqual([null, 0, 0]);
      expect(turn.current()?.state).toBe('presented');
    }
    const { deps } = fakes();
    expect(hookTurn(deps, message(row('presented'), { automatic: true })).plan).toBeNull();
  });
});
