// Sending a message and retrying a failed reply: the user's message is stored before anything is generated; the
// reply is planned (question, chart factors, memory of the chat), written by the built-in writer or a model from
// the same plan, streamed, and stored on completion; the hook answer is analysed beside it, never in its way.
import { randomUUID } from 'node:crypto';
import {
  type BirthData,
  errorCodes,
  FIRST_CHART_MESSAGE,
  type MessageAbout,
  type PersonalityId,
  type SendConversationMessage,
  type TechnicalLevel,
} from '@stellara/contract';
import { HttpError } from '../http/errors.ts';
import type { ReaderKnowledge } from '../knowledge/index.ts';
import { MAX_TOKENS, type ModelMessage, REPLY_TEMPERATURE } from '../llm/index.ts';
import type { AllowanceCounter, CountedPerson } from './allowance/allowance-counter.ts';
import { allowanceReachedText } from './allowance/question-allowance.ts';
import type { HookAnalyses } from './hook-analysis.ts';
import { type HookTurn, hookTurn } from './hook-turn.ts';
import type { PartnerCharts } from './partner-chart.ts';
import { planWithSubject } from './reply/about-plan.ts';
import { builtinReply } from './reply/builtin-writer.ts';
import type { PlanAbout } from './reply/focus.ts';
import { chatHoldsHardThing } from './reply/hard-chat.ts';
import { knowledgeForPlan, modelMessages } from './reply/model-writer.ts';
import { isHookAnswer } from './reply/plan.ts';
import type { PlanInput } from './reply/plan-types.ts';
import { type ReplyDeps, type ReplySource, type ReplyStream, streamReply } from './reply-stream.ts';
import {
  type PreparedRetry,
  type PreparedSend,
  REPLY_CLAIM_STALE_MS,
  REPLY_IN_PROGRESS,
  resendOutcome,
  retryTarget,
} from './resend-rules.ts';
import {
  type ConversationViewer,
  effectiveSettings,
  type LoadedConversation,
  type MessageRow,
  messageJson,
} from './store.ts';
import { nextTitle } from './titles.ts';
import { toldBefore } from './told-before.ts';
import { understandingReader } from './understanding/reader.ts';

export class MessageSending {
  constructor(
    private readonly deps: ReplyDeps & { knowledge: ReaderKnowledge; partners?: PartnerCharts },
    private readonly analyses: HookAnalyses,
    private readonly allowance: AllowanceCounter | null = null,
  ) {}

  /**
   * Counts a new question against the person's allowance: a member by account, a visitor by visitor session (or,
   * without one, by this chat). The automatic first-chart message is not the person's question and is not counted.
   */
  private async allowanceRefusal(
    viewer: ConversationViewer,
    current: LoadedConversation,
    input: SendConversationMessage,
  ): Promise<string | null> {
    if (!this.allowance || input.content.trim() === FIRST_CHART_MESSAGE) return null;
    // A resend of a stored message was counted when it was first sent.
    if (input.clientMessageId && (await this.deps.store.messageByClientId(current.row.id, input.clientMessageId))) {
      return null;
    }
    const person: CountedPerson = viewer.userId
      ? { member: viewer.userId }
      : viewer.visitorKey
        ? { visitor: viewer.visitorKey }
        : { chat: current.row.id };
    const taken = await this.allowance.take(person, viewer.plan);
    if (taken.allowed) return null;
    // In a chat that holds something hard the limit is said kindly, with no plan named (reply/hard-chat.ts).
    const told = [...current.messages.filter((m) => m.sender === 'user').map((m) => m.content), input.content];
    const reader = understandingReader();
    const hard = chatHoldsHardThing(told, (m) => reader.understand(m, { sent: new Date() }));
    return allowanceReachedText(viewer.plan, taken, this.allowance.allowances, new Date(), hard);
  }

  /**
   * Stores the user's message, or finds it when the same client id was sent before. The claim on its reply lives
   * in the database row (set in the statement that stores it), so two requests with one client id, on any number of
   * instances, produce one reply: the second gets 409 while the first streams, and the stored reply after it.
   */
  async prepareSend(
    viewer: ConversationViewer,
    current: LoadedConversation,
    input: SendConversationMessage,
  ): Promise<PreparedSend> {
    const { row } = current;
    const { store } = this.deps;
    // A stored chart asked about must be the member's own: a 404 before anything is stored.
    if (input.about?.kind === 'partner' && viewer.userId) {
      await this.deps.partners?.stored(viewer.userId, input.about.chartId);
    }
    const refusal = await this.allowanceRefusal(viewer, current, input);
    if (refusal) return { kind: 'limited', text: refusal };
    const settings = this.settingsFor(viewer, row, input);
    const claim = randomUUID();
    const user = await store.insertClaimedUserMessage(
      row.id,
      {
        sender: 'user',
        content: input.content,
        personality: settings.personality,
        technicalLevel: settings.level,
        clientMessageId: input.clientMessageId ?? null,
      },
      claim,
    );
    if (user) return { kind: 'answer', user, claim, loaded: current, isNew: true };

    // A resend: the message is stored already (only a client id can collide).
    const dup = input.clientMessageId ? await store.messageByClientId(row.id, input.clientMessageId) : null;
    if (!dup) throw new HttpError(409, errorCodes.conflict, REPLY_IN_PROGRESS);
    const first = resendOutcome(await store.messages(row.id), dup);
    if (first.kind === 'replay') return { kind: 'replay', user: dup, reply: first.reply, loaded: current };
    if (!(await store.claimReply(dup.id, claim, REPLY_CLAIM_STALE_MS))) {
      throw new HttpError(409, errorCodes.conflict, REPLY_IN_PROGRESS);
    }
    // The first request may have stored its reply (then released the claim) between the read and the claim.
    try {
      const messages = await store.messages(row.id);
      const outcome = resendOutcome(messages, dup);
      if (outcome.kind === 'replay') {
        await store.releaseReply(dup.id, claim);
        return { kind: 'replay', user: dup, reply: outcome.reply, loaded: current };
      }
      await store.deleteMessages(outcome.replaced.map((m) => m.id));
      const kept = messages.filter((m) => !outcome.replaced.includes(m));
      return { kind: 'answer', user: dup, claim, loaded: { ...current, messages: kept }, isNew: false };
    } catch (error) {
      await store.releaseReply(dup.id, claim);
      throw error;
    }
  }

  /** Streams the reply of a prepared send: the stored reply again, or a new one written under the claim. */
  async send(
    viewer: ConversationViewer,
    input: SendConversationMessage,
    sse: ReplyStream,
    prepared: PreparedSend,
  ): Promise<void> {
    if (prepared.kind === 'limited') {
      sse.send('error', { message: null, error: prepared.text, retryable: false });
      return;
    }
    if (prepared.kind === 'replay') {
      const { loaded, user, reply } = prepared;
      sse.send('user', { message: messageJson(user) });
      sse.send('done', {
        message: messageJson(reply),
        title: loaded.row.title,
        hook: this.deps.store.hookInfo(loaded.hook),
      });
      return;
    }
    const { loaded: current, user, claim } = prepared;
    const { row } = current;
    const id = row.id;
    const settings = this.settingsFor(viewer, row, input);
    sse.send('user', { message: messageJson(user) });
    // A failed reply answered again: as a retry (the hook moved with the first attempt).
    if (!prepared.isNew)
      return this.generate(viewer, current, settings, user, sse, { isRetry: true, claim, about: input.about });
    const hookAnswer = current.hook?.state === 'presented' && isHookAnswer(input.content);
    // An answer to the hook names no topic of its own: the chat is about the hook's tension.
    const title = nextTitle(
      row.title,
      input.content,
      { answered: hookAnswer, placements: current.hook?.placements ?? [] },
      understandingReader().understand(input.content, { sent: user.createdAt }),
    );
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
      claim,
      about: input.about,
    });
  }

  /**
   * Takes the reply claim of the last user message and removes its failed or cut reply, before the stream opens: a
   * retry with nothing to retry, or while that reply is still being written, is a real HTTP 409, never a second reply.
   */
  async prepareRetry(current: LoadedConversation): Promise<PreparedRetry> {
    const { store } = this.deps;
    const target = retryTarget(current.messages).lastUser;
    const claim = randomUUID();
    if (!(await store.claimReply(target.id, claim, REPLY_CLAIM_STALE_MS))) {
      throw new HttpError(409, errorCodes.conflict, REPLY_IN_PROGRESS);
    }
    try {
      // Read again under the claim: a reply may have been stored since the conversation was loaded.
      const messages = await store.messages(current.row.id);
      const fresh = retryTarget(messages);
      if (fresh.lastUser.id !== target.id) throw new HttpError(409, errorCodes.conflict, REPLY_IN_PROGRESS);
      await store.deleteMessages(fresh.after.map((m) => m.id));
      const kept = messages.filter((m) => m.seq <= fresh.lastUser.seq);
      return { loaded: { ...current, messages: kept }, lastUser: fresh.lastUser, claim };
    } catch (error) {
      await store.releaseReply(target.id, claim);
      throw error;
    }
  }

  /** Generates again for the last user message of a prepared retry, under its claim. */
  async retry(viewer: ConversationViewer, sse: ReplyStream, prepared: PreparedRetry): Promise<void> {
    const { loaded, lastUser, claim } = prepared;
    const settings = effectiveSettings(
      viewer.plan,
      loaded.row.personality as PersonalityId,
      loaded.row.technicalLevel as TechnicalLevel,
    );
    sse.send('user', { message: messageJson(lastUser) });
    await this.generate(viewer, loaded, settings, lastUser, sse, { isRetry: true, claim });
  }

  /**
   * What the planner is told the message is about: a transit as sent; another person (the button's stored chart,
   * birth data typed in the message, a stored chart it names) with the synastry worked out for Pro, or only noted
   * below it (the reply keeps to the plan's framing). A synastry that cannot be worked out leaves the message to the
   * ordinary planner, whose request tells the model never to guess another chart.
   */
  private async planAbout(
    viewer: ConversationViewer,
    about: MessageAbout | undefined,
    birth: BirthData | null,
    message: string,
    earlier: readonly string[],
  ): Promise<PlanAbout | undefined> {
    if (about?.kind === 'transit') return about;
    if (!birth || !this.deps.partners) return undefined;
    const chartId = about?.kind === 'partner' ? about.chartId : undefined;
    try {
      return await this.deps.partners.forMessage({
        userId: viewer.userId,
        tier: viewer.plan,
        message,
        own: birth,
        earlier,
        ...(chartId ? { chartId } : {}),
      });
    } catch (error) {
      this.deps.logger.warn({ err: error, chartId }, 'the synastry for the chat could not be read');
      return undefined;
    }
  }

  private settingsFor(viewer: ConversationViewer, row: LoadedConversation['row'], input: SendConversationMessage) {
    return effectiveSettings(
      viewer.plan,
      input.personality ?? (row.personality as PersonalityId),
      input.technicalLevel ?? (row.technicalLevel as TechnicalLevel),
    );
  }

  private async generate(
    viewer: ConversationViewer,
    loaded: LoadedConversation,
    settings: { personality: PersonalityId; level: TechnicalLevel },
    user: MessageRow,
    sse: ReplyStream,
    options: { isRetry?: boolean; writes?: (() => Promise<unknown>)[]; claim?: string; about?: MessageAbout } = {},
  ): Promise<void> {
    const { claim } = options;
    const renewal = claim
      ? setInterval(() => {
          this.deps.store.renewReply(user.id, claim).catch((error: unknown) => {
            this.deps.logger.warn({ err: error, messageId: user.id }, 'renewing the reply claim failed');
          });
        }, REPLY_CLAIM_STALE_MS / 3)
      : undefined;
    try {
      await this.generateReply(viewer, loaded, settings, user, sse, options);
    } finally {
      clearInterval(renewal);
      // The reply is stored (or failed) by now: the message may be answered again (resend, retry).
      if (options.claim) {
        await this.deps.store.releaseReply(user.id, options.claim).catch((error: unknown) => {
          // The reply itself is stored; the claim lapses after REPLY_CLAIM_STALE_MS.
          this.deps.logger.error({ err: error, messageId: user.id }, 'releasing the reply claim failed');
        });
      }
    }
  }

  /** What the reply is written from: one plan for both writers, then the built-in writer's text or a model's request. */
  private async replySource(turn: {
    viewer: ConversationViewer;
    loaded: LoadedConversation;
    settings: { personality: PersonalityId; level: TechnicalLevel };
    user: MessageRow;
    before: MessageRow[];
    hook: HookTurn;
    automatic: boolean;
    about?: MessageAbout;
  }): Promise<ReplySource> {
    const { viewer, loaded, settings, user, before, hook, automatic } = turn;
    const history: ModelMessage[] = before
      .filter((m) => m.status === 'complete' || m.status === 'incomplete')
      .map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.content }));
    const { row } = loaded;
    const content = user.content;
    const sections = await this.deps.sections.get(settings.personality);
    const { chart, birth } = this.deps.charts.context(row, await this.deps.charts.frameOf(row.userId));
    // A subject chosen on a button (a transit, a stored chart) leads the plan when the plan allows it.
    const earlierQuestions = before.filter((m) => m.sender === 'user').map((m) => m.content);
    const about = automatic ? undefined : await this.planAbout(viewer, turn.about, birth, content, earlierQuestions);
    const planFor = (input: PlanInput) => planWithSubject(input, about);
    const memory =
      chart && !automatic ? toldBefore(this.deps, viewer, loaded, before, user, settings.personality) : undefined;
    // A chat's first message from a member with earlier chats is from someone returning: "welcome back" is true.
    const member = row.userId !== null && row.userId === viewer.userId ? row.userId : null;
    const returning =
      !automatic && !earlierQuestions.some((q) => q.trim() !== FIRST_CHART_MESSAGE) && member
        ? (await this.deps.store.memberToldElsewhere(member, row.id)).length > 0
        : false;
    // One plan for both writers: what the question asks, what in this chart answers it, what was already said.
    const replyPlan = chart
      ? planFor({
          message: content,
          chart,
          tier: viewer.plan,
          level: settings.level,
          earlierQuestions,
          // The hook only names its placements: they are read, not skipped, when the person answers it.
          used: before.flatMap((m) =>
            m.sender !== 'user' && m.kind !== 'hook' && Array.isArray(m.placements) ? (m.placements as string[]) : [],
          ),
          hook: hook.plan,
          automatic,
          returning,
          // The sky a question about "now" is read in is the sky when the message was sent (a retry keeps it).
          sent: user.createdAt,
          ...(this.allowance ? { allowances: this.allowance.allowances } : {}),
          ...(memory ? { memory: await memory } : {}),
        })
      : undefined;
    // The built-in writer, or the model writer's prompt with knowledge for this chart's own placements.
    const answerer = await this.deps.model.answerer();
    // Someone who may be in danger gets our own fixed words (reply/safety.ts), never a model's improvisation.
    const source: ReplySource =
      answerer.kind === 'builtin' || replyPlan?.mode === 'safety'
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
                hook: hook.prompt,
                modelName: answerer.name,
              }),
              temperature: REPLY_TEMPERATURE,
              maxTokens: MAX_TOKENS,
            },
            placements: replyPlan?.placements ?? [],
          };
    return source;
  }

  private async generateReply(
    viewer: ConversationViewer,
    loaded: LoadedConversation,
    settings: { personality: PersonalityId; level: TechnicalLevel },
    user: MessageRow,
    sse: ReplyStream,
    options: { isRetry?: boolean; writes?: (() => Promise<unknown>)[]; about?: MessageAbout },
  ): Promise<void> {
    const { row } = loaded;
    const content = user.content;
    // The messages before this user message (loaded before it was stored).
    const before = loaded.messages.filter((m) => m.seq < user.seq);
    const automatic = content.trim() === FIRST_CHART_MESSAGE;
    const hook = hookTurn(
      { store: this.deps.store, analyses: this.analyses, logger: this.deps.logger },
      {
        conversation: row,
        hook: loaded.hook,
        content,
        messageCount: before.length + 1,
        automatic,
        isRetry: !!options.isRetry,
      },
    );
    const writes = [...(hook.write ? [hook.write] : []), ...(options.writes ?? [])];
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
      const source = await this.replySource({
        viewer,
        loaded,
        settings,
        user,
        before,
        hook,
        automatic,
        about: options.about,
      });
      result = await streamReply(this.deps, sse, row.id, settings, 'message', source, () => void write());
    } finally {
      await write();
    }
    // An analysis already in moves the state before 'done'; one still running is not waited for.
    await hook.settle();
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
        hook: this.deps.store.hookInfo(hook.current()),
      });
    }
  }
}
