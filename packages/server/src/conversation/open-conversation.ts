// Opening an empty chat: the hook (a real tension in this chart, phrased in the voice) as its first message, or
// the personality's welcome when the chart has none or the hook fails.
import type { PersonalityId, TechnicalLevel } from '@stellara/contract';
import { MAX_TOKENS, REPLY_TEMPERATURE } from '../llm/index.ts';
import { selectHook } from './hook-select.ts';
import { initialHookProgress, nextHookProgress } from './hook-state.ts';
import { welcomeMessages } from './personalities/catalogue.ts';
import { writeHook } from './reply/hook-writer.ts';
import { hookPhrasingMessages } from './reply/model-writer.ts';
import { type ReplyDeps, type ReplyStream, streamReply } from './reply-stream.ts';
import { type ConversationViewer, effectiveSettings, type LoadedConversation, messageJson } from './store.ts';

/** Opens an empty session with the hook (or the personality's welcome). */
export async function openConversation(
  deps: ReplyDeps,
  viewer: ConversationViewer,
  id: string,
  token: string | undefined,
  sse: ReplyStream,
  loaded?: LoadedConversation,
): Promise<void> {
  const { row, messages: existing, hook: hookLoaded } = loaded ?? (await deps.store.loadFull(viewer, id, token));
  const settings = effectiveSettings(
    viewer.plan,
    row.personality as PersonalityId,
    row.technicalLevel as TechnicalLevel,
  );
  if (existing.length > 0) {
    const first = existing[0]!;
    sse.send('done', { message: messageJson(first), title: row.title, hook: deps.store.hookInfo(hookLoaded) });
    return;
  }
  const { chart } = deps.charts.context(row, await deps.charts.frameOf(row.userId));
  const candidate = chart ? selectHook(chart) : null;
  if (candidate && chart) {
    const sections = await deps.sections.get(settings.personality);
    const builtin = (await deps.model.answerer()).kind === 'builtin';
    const result = await streamReply(
      deps,
      sse,
      id,
      settings,
      'hook',
      builtin
        ? {
            by: 'builtin',
            ...writeHook({
              hook: candidate.hook,
              placements: candidate.placements,
              personality: settings.personality,
              level: settings.level,
            }),
          }
        : {
            by: 'model',
            request: {
              messages: hookPhrasingMessages({ sections, hook: candidate.hook, chart, level: settings.level }),
              temperature: REPLY_TEMPERATURE,
              maxTokens: MAX_TOKENS,
            },
            placements: candidate.placements,
          },
    );
    if (result.ok) {
      const progress = nextHookProgress(initialHookProgress, { type: 'hook-presented' });
      await deps.store.saveHook(id, row.userId, {
        state: progress.state,
        intensityLevel: progress.intensity,
        hookPresented: true,
        hookText: result.message.content,
        contradictionIdentified: candidate.hook,
        chartPatternType: candidate.hook.chartPatternType,
        patternsExplored: candidate.placements,
      });
      sse.send('done', {
        message: messageJson(result.message),
        title: row.title,
        hook: deps.store.hookInfo(await deps.store.hookRow(id)),
      });
      return;
    }
    // A failed hook gives way to the welcome message.
    await deps.store.deleteMessages([result.message.id]);
  }
  const welcome = await deps.store.insertMessage(id, {
    sender: 'Stellara',
    content: welcomeMessages[settings.personality],
    personality: settings.personality,
    technicalLevel: settings.level,
    kind: 'welcome',
  });
  sse.send('done', { message: messageJson(welcome), title: row.title, hook: deps.store.hookInfo(null) });
}
