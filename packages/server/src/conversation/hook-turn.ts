// The hook's part in one exchange: what the planner and the model are told of it, and how the message moves it.
// The state moves after each message; an answer to the hook (presented or exploring) moves it by its engagement
// analysis, which runs beside the reply and is never waited for: if it is in when the reply ends, the 'done' event
// carries the new state; if not, the state moves when it lands and the next message reads it. The app's automatic
// first message is never an answer, and a retry moves nothing (its message moved the hook already).
import type { EngagementAnalysis } from '@stellara/contract';
import type { Logger } from '../logging/logger.ts';
import type { HookAnalyses } from './hook-analysis.ts';
import { answersHook, type HookProgress, hookContextActive, nextHookProgress } from './hook-state.ts';
import type { HookContext } from './reply/model-writer.ts';
import type { PlanInput } from './reply/plan-types.ts';
import type { ConversationStore, HookRow } from './store.ts';

export interface HookTurn {
  /** The hook as the planner reads it, as it stood when the message arrived; null without one or when automatic. */
  readonly plan: PlanInput['hook'];
  /** The hook for the model's instructions, while it is still being talked about. */
  readonly prompt: HookContext | null;
  /** The write that moves the hook when no analysis runs, to go first among the exchange's writes; else null. */
  readonly write: (() => Promise<void>) | null;
  /** Waits for an analysis that is already in (a short database write), never for one still running. */
  settle(): Promise<void>;
  /** The hook as it stands now, for the 'done' event. */
  current(): HookRow | null;
}

export interface HookTurnDeps {
  store: Pick<ConversationStore, 'saveHook'>;
  analyses: Pick<HookAnalyses, 'analyse' | 'track'>;
  logger: Logger;
}

export interface HookMessage {
  conversation: { id: string; userId: string | null };
  /** The hook row loaded with the conversation. */
  hook: HookRow | null;
  /** The user's message. */
  content: string;
  /** Messages in the conversation with this one. */
  messageCount: number;
  automatic: boolean;
  isRetry: boolean;
}

/** The hook's turn for one user message: started here, its analysis (if any) already running. */
export function hookTurn(deps: HookTurnDeps, message: HookMessage): HookTurn {
  const before = message.hook;
  let hook = before;
  let write: (() => Promise<void>) | null = null;
  let analysis: { ready: () => boolean; done: Promise<void> } | null = null;
  if (hook && !message.isRetry && !message.automatic) {
    const from: HookProgress = { state: hook.state, intensity: hook.intensity };
    const hookId = hook.id;
    const { content, messageCount, conversation } = message;
    const moveHook = async (analysed: EngagementAnalysis | null) => {
      const next = nextHookProgress(from, { type: 'user-message', text: content, analysis: analysed, messageCount });
      const moved = await deps.store.saveHook(
        conversation.id,
        conversation.userId,
        {
          state: next.state,
          intensityLevel: next.intensity,
          ...(analysed
            ? {
                userResponseText: content,
                userResponseType: analysed.responseType,
                resonanceScore: analysed.resonanceScore,
                engagementAnalysis: analysed,
              }
            : {}),
        },
        hookId,
        from.state,
      );
      // A later message moved the state first (its own analysis was quicker): that one stands.
      if (!moved) return;
      hook = hook && {
        ...hook,
        state: next.state,
        intensity: next.intensity,
        resonanceScore: analysed?.resonanceScore ?? hook.resonanceScore,
      };
    };
    if (answersHook(hook.state) && hook.hook) {
      let ready = false;
      const done = deps.analyses.track(
        deps.analyses
          .analyse(hook.hook, content, hook.shownText)
          .then((analysed) => {
            ready = true;
            return moveHook(analysed);
          })
          .catch((error: unknown) => {
            deps.logger.error({ err: error, conversationId: conversation.id }, 'saving the hook analysis failed');
          }),
      );
      analysis = { ready: () => ready, done };
    } else {
      write = () => moveHook(null);
    }
  }
  return {
    plan:
      before?.hook && !message.automatic
        ? {
            state: before.state,
            placements: before.placements,
            tension: before.hook.contradiction.tension,
            meaning: before.hook.meaning,
          }
        : null,
    prompt:
      before?.hook && hookContextActive(before.state)
        ? { hook: before.hook, state: before.state, intensity: before.intensity }
        : null,
    write,
    settle: async () => {
      if (analysis?.ready()) await analysis.done;
    },
    current: () => hook,
  };
}
