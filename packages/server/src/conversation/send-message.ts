// Sending a message and retrying a failed reply: the user's message is stored before anything is generated; the
// reply is planned (question, chart factors, memory of the chat), written by the built-in writer or a model from
// the same plan, streamed, and stored on completion; the hook answer is analysed beside it, never in its way.
import {
  DEFAULT_CHAT_TITLE,
  type EngagementAnalysis,
  errorCodes,
  FIRST_CHART_MESSAGE,
  type PersonalityId,
  type SendConversationMessage,
  type TechnicalLevel,
} from '@stellara/contract';
import { HttpError } from '../http/errors.ts';
import type { ReaderKnowledge } from '../knowledge/meanings.ts';
import { MAX_TOKENS, type ModelMessage, REPLY_TEMPERATURE } from '../llm/language-model.port.ts';
import type { HookAnalyses } from './hook-analysis.ts';
import { answersHook, type HookProgress, hookContextActive, nextHookProgress } from './hook-state.ts';
import { builtinReply } from './reply/builtin-writer.ts';
import { knowledgeForPlan, modelMessages } from './reply/model-writer.ts';
import { isHookAnswer, planReply } from './reply/plan.ts';
import { type ReplyDeps, type ReplySource, type ReplyStream, streamReply } from './reply-stream.ts';
import {
  type ConversationViewer,
  effectiveSettings,
  type LoadedConversation,
  type MessageRow,
  messageJson,
} from './store.ts';
import { autoTitle, BIRTH_CHART_TITLE } from './titles.ts';

/**
 * What a retry answers again: the last user message, and what followed it (a failed or cut reply, replaced). A 409
 * when there is nothing to retry. Pure, so the route checks it before the reply stream opens.
 */
export function retryTarget(messages: readonly MessageRow[]): { lastUser: MessageRow; after: MessageRow[] } {
  const lastUser = [...messages].reverse().find((m) => m.sender === 'user');
  if (!lastUser) throw new HttpError(409, errorCodes.conflict, 'There is no message to answer again.');
  const after = messages.filter((m) => m.seq > lastUser.seq);
  if (after.some((m) => m.status === 'complete')) {
    throw new HttpError(409, errorCodes.conflict, 'The last message already has a complete reply.');
  }
  return { lastUser, after };
}

export class MessageSending {
  constructor(
    private readonly deps: ReplyDeps & { knowledge: ReaderKnowledge },
    private readonly analyses: HookAnalyses,
  ) {}

  async send(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    input: SendConversationMessage,
    sse: ReplyStream,
    loaded?: LoadedConversation,
  ): Promise<void> {
    const current = loaded ?? (await this.deps.store.loadFull(viewer, id, token));
    const { row } = current;
    const settings = effectiveSettings(
      viewer.plan,
      input.personality ?? (row.personality as PersonalityId),
      input.technicalLevel ?? (row.technicalLevel as TechnicalLevel),
    );
    // A resent request (same client id) is not stored twice.
    if (input.clientMessageId) {
      const dup = current.messages.find((m) => m.clientMessageId === input.clientMessageId);
      if (dup) {
        sse.send('user', { message: messageJson(dup) });
        const next = current.messages.find((m) => m.seq > dup.seq);
        if (next && next.status === 'complete') {
          sse.send('done', {
            message: messageJson(next),
            title: row.title,
            hook: this.deps.store.hookInfo(current.hook),
          });
          return;
        }
        return this.generate(viewer, current, settings, dup, sse);
      }
    }
    // The user's message is stored before anything is generated.
    const user = await this.deps.store.insertMessage(id, {
      sender: 'user',
      content: input.content,
      personality: settings.personality,
      technicalLevel: settings.level,
      clientMessageId: input.clientMessageId ?? null,
    });
    sse.send('user', { message: messageJson(user) });
    // An answer to the hook ("yes, that's me") names no topic: the chat is a birth chart reading.
    const hookAnswer = current.hook?.state === 'presented' && isHookAnswer(input.content);
    const title =
      row.title !== DEFAULT_CHAT_TITLE ? row.title : hookAnswer ? BIRTH_CHART_TITLE : autoTitle(input.content);
    // The title and analytics are written once the first token is out (and before the reply is done).
    const titled = () =>
      this.deps.store.updateConversation(id, {
        title,
        personality: settings.personality,
        technicalLevel: settings.level,
        updatedAt: new Date(),
      });
    const analytics = async () => {
      // Analytics never hold up the reply (and never fail it: recordAnalytics logs its own errors).
      void this.deps.store.recordAnalytics(viewer, {
        conversationId: id,
        personality: settings.personality,
        technicalLevel: settings.level,
        length: input.content.length,
        title,
      });
    };
    await this.generate(viewer, { ...current, row: { ...row, title } }, settings, user, sse, {
      writes: [titled, analytics],
    });
  }

  /** Generates again for the last user message, replacing a failed or cut reply. */
  async retry(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    sse: ReplyStream,
    loaded?: LoadedConversation,
  ): Promise<void> {
    const current = loaded ?? (await this.deps.store.loadFull(viewer, id, token));
    const { lastUser, after } = retryTarget(current.messages);
    await this.deps.store.deleteMessages(after.map((m) => m.id));
    const { row } = current;
    const settings = effectiveSettings(
      viewer.plan,
      row.personality as PersonalityId,
      row.technicalLevel as TechnicalLevel,
    );
    sse.send('user', { message: messageJson(lastUser) });
    await this.generate(viewer, current, settings, lastUser, sse, { isRetry: true });
  }

  private async generate(
    viewer: ConversationViewer,
    loaded: LoadedConversation,
    settings: { personality: PersonalityId; level: TechnicalLevel },
    user: MessageRow,
    sse: ReplyStream,
    options: { isRetry?: boolean; writes?: (() => Promise<unknown>)[] } = {},
  ): Promise<void> {
    const { row, transits } = loaded;
    const content = user.content;
    // The messages before this user message (loaded before it was stored).
    const before = loaded.messages.filter((m) => m.seq < user.seq);
    const history: ModelMessage[] = before
      .filter((m) => m.status === 'complete' || m.status === 'incomplete')
      .map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.content }));
    const writes = [...(options.writes ?? [])];

    // Hook flow. The state moves after each message; an answer to the hook (presented or exploring) moves it by its
    // engagement analysis, which runs beside the reply and is never waited for: if it is in when the reply ends, the
    // 'done' event carries the new state; if not, the state moves when it lands and the next message reads it.
    // The app's automatic first message is never an answer.
    const hookBefore = loaded.hook;
    const automatic = content.trim() === FIRST_CHART_MESSAGE;
    let hook = loaded.hook;
    let analysisWrite: { ready: () => boolean; done: Promise<void> } | null = null;
    if (hook && !options.isRetry && !automatic) {
      const from: HookProgress = { state: hook.state, intensity: hook.intensity };
      const hookId = hook.id;
      const messageCount = before.length + 1;
      const moveHook = async (analysis: EngagementAnalysis | null) => {
        const next = nextHookProgress(from, { type: 'user-message', text: content, analysis, messageCount });
        const moved = await this.deps.store.saveHook(
          row.id,
          row.userId,
          {
            state: next.state,
            intensityLevel: next.intensity,
            ...(analysis
              ? {
                  userResponseText: content,
                  userResponseType: analysis.responseType,
                  resonanceScore: analysis.resonanceScore,
                  engagementAnalysis: analysis,
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
          resonanceScore: analysis?.resonanceScore ?? hook.resonanceScore,
        };
      };
      if (answersHook(hook.state) && hook.hook) {
        let ready = false;
        const analysed = this.analyses.analyse(hook.hook, content);
        const done = this.analyses.track(
          analysed
            .then((analysis) => {
              ready = true;
              return moveHook(analysis);
            })
            .catch((error: unknown) => {
              this.deps.logger.error({ err: error, conversationId: row.id }, 'saving the hook analysis failed');
            }),
        );
        analysisWrite = { ready: () => ready, done };
      } else {
        writes.unshift(() => moveHook(null));
      }
    }
    // One run of the deferred writes, in order; its failure reaches the caller when awaited below.
    let written: Promise<void> | null = null;
    const write = () => {
      written ??= (async () => {
        for (const w of writes) await w();
      })();
      written.catch(() => {});
      return written;
    };

    // The writes run even when the reply cannot be prepared (the user's message is stored either way).
    let result: { message: MessageRow; ok: boolean };
    try {
      const sections = await this.deps.sections.get(settings.personality);
      const { chart, birth } = this.deps.charts.context(row, transits);
      const hookContext =
        hookBefore?.hook && hookContextActive(hookBefore.state)
          ? { hook: hookBefore.hook, state: hookBefore.state, intensity: hookBefore.intensity }
          : null;
      // One plan for both writers: what the question asks, what in this chart answers it, what was already said.
      const replyPlan = chart
        ? planReply({
            message: content,
            chart,
            plan: viewer.plan,
            level: settings.level,
            earlierQuestions: before.filter((m) => m.sender === 'user').map((m) => m.content),
            // The hook only names its placements: they are read, not skipped, when the person answers it.
            used: before.flatMap((m) =>
              m.sender !== 'user' && m.kind !== 'hook' && Array.isArray(m.placements) ? (m.placements as string[]) : [],
            ),
            hook:
              hookBefore?.hook && !automatic
                ? {
                    state: hookBefore.state,
                    placements: hookBefore.placements,
                    tension: hookBefore.hook.contradiction.tension,
                    meaning: hookBefore.hook.meaning,
                  }
                : null,
            automatic,
          })
        : undefined;
      // The built-in writer, or the model writer's prompt with knowledge for this chart's own placements.
      const source: ReplySource =
        (await this.deps.model.answerer()).kind === 'builtin'
          ? {
              by: 'builtin',
              ...(await builtinReply(
                {
                  ...(replyPlan ? { plan: replyPlan } : {}),
                  message: content,
                  chart,
                  tier: viewer.plan,
                  personality: settings.personality,
                  level: settings.level,
                  history: before.map((m) => ({
                    role: m.sender === 'user' ? 'user' : 'assistant',
                    content: m.content,
                  })),
                  sections,
                },
                this.deps.knowledge,
              )),
            }
          : {
              by: 'model',
              request: {
                messages: modelMessages({
                  plan: replyPlan ?? null,
                  chart,
                  personality: settings.personality,
                  level: settings.level,
                  tier: viewer.plan,
                  sections,
                  birth: birth
                    ? {
                        date: birth.birthDate,
                        time: birth.birthTime,
                        place: birth.birthPlace,
                        timezone: birth.timezone,
                        name: birth.name || null,
                      }
                    : null,
                  knowledge: replyPlan ? await knowledgeForPlan(replyPlan, this.deps.knowledge) : [],
                  history,
                  message: content,
                  hook: hookContext,
                }),
                temperature: REPLY_TEMPERATURE,
                maxTokens: MAX_TOKENS,
              },
              placements: replyPlan?.placements ?? [],
            };
      result = await streamReply(this.deps, sse, row.id, settings, 'message', source, () => void write());
    } finally {
      await write();
    }
    // An analysis already in moves the state before 'done' (a short database write); one still running is not waited for.
    if (analysisWrite?.ready()) await analysisWrite.done;
    try {
      await this.deps.store.syncSavedChat(viewer, row, row.title);
    } catch (error) {
      // The exchange itself is stored; only its copy in the reading history is late (next exchange writes it).
      this.deps.logger.error({ err: error, conversationId: row.id }, 'writing the saved chat failed');
    }
    if (result.ok) {
      sse.send('done', {
        message: messageJson(result.message),
        title: row.title,
        hook: this.deps.store.hookInfo(hook),
      });
    }
  }
}
