// The conversation capability's entry point: one object the routes and other capabilities call, assembled from
// the use cases (sessions, open, send and retry) over one store. It holds no logic of its own.
import type {
  BigThreeQuery,
  BigThreeResponse,
  BirthData,
  Conversation,
  CreateConversation,
  PersonalityId,
  SendConversationMessage,
  TechnicalLevel,
} from '@stellara/contract';
import type { Database } from '../db/client.ts';
import { type ClusterEvents, LocalClusterEvents } from '../db/cluster-events.ts';
import type { KnowledgeGraph } from '../knowledge/index.ts';
import { graphKnowledge, type ReaderKnowledge, seedKnowledge } from '../knowledge/index.ts';
import type { LanguageModel } from '../llm/index.ts';
import type { Logger } from '../logging/logger.ts';
import { AllowanceCounter } from './allowance/allowance-counter.ts';
import type { QuestionAllowances } from './allowance/question-allowance.ts';
import { bigThreeLines } from './big-three.ts';
import { HookAnalyses } from './hook-analysis.ts';
import { LiveReplies } from './live-replies.ts';
import { ConversationSessions } from './manage-conversations.ts';
import { conversationTexts } from './messages.ts';
import { openConversation } from './open-conversation.ts';
import { PartnerCharts, type PlaceSearch } from './partner-chart.ts';
import { PersonalitySectionsCache } from './personalities/prompt-sections.ts';
import type { ReplyDeps, ReplyStream } from './reply-stream.ts';
import type { PreparedRetry, PreparedSend } from './resend-rules.ts';
import { MessageSending } from './send-message.ts';
import { SessionCharts } from './session-chart.ts';
import { ConversationStore, type ConversationViewer, type LoadedConversation, messageJson } from './store.ts';

export type { PreparedRetry, PreparedSend } from './resend-rules.ts';
export type { ConversationViewer, LoadedConversation } from './store.ts';
export { effectiveSettings, messageJson } from './store.ts';

export interface ConversationDeps {
  db: Database;
  logger: Logger;
  graph: KnowledgeGraph | null;
  model: LanguageModel;
  /** Meanings for the model's prompt; by default the graph's, with the starter knowledge base behind it. */
  knowledge?: ReaderKnowledge;
  /** The hook answer's engagement analysis gives up after this (LLM_ANALYSIS_TIMEOUT_MS). */
  analysisTimeoutMs?: number;
  /** Where cache drops and live replies are shared with the other instances (default: this process only). */
  events?: ClusterEvents;
  /** The daily question allowance of visitors and free members (config); none means no limit (tests). */
  allowances?: QuestionAllowances;
  /** Finds a birthplace typed in a message (a partner's), for the synastry in the chat. */
  searchPlaces?: PlaceSearch;
}

export class ConversationService {
  private readonly store: ConversationStore;
  private readonly sessions: ConversationSessions;
  private readonly sections: PersonalitySectionsCache;
  /** What the streaming use cases share (one object, so a test can swap the model for all of them). */
  private readonly deps: ReplyDeps & { knowledge: ReaderKnowledge; partners: PartnerCharts };
  private readonly sending: MessageSending;
  private readonly analyses: HookAnalyses;
  private readonly events: ClusterEvents;
  /** Counts visitors' and free members' questions; null when no allowance is configured. */
  readonly allowance: AllowanceCounter | null;

  constructor(deps: ConversationDeps) {
    this.events = deps.events ?? new LocalClusterEvents();
    this.store = new ConversationStore(deps.db, deps.logger);
    const charts = new SessionCharts(deps.db, deps.logger);
    this.sections = new PersonalitySectionsCache(deps.db, deps.graph);
    this.events.subscribe('personalities.changed', () => this.sections.clear());
    this.events.subscribe('cluster.resync', () => this.sections.clear());
    this.sessions = new ConversationSessions(this.store, charts);
    const knowledge = deps.knowledge ?? (deps.graph ? graphKnowledge(deps.graph) : seedKnowledge());
    this.deps = {
      store: this.store,
      charts,
      sections: this.sections,
      model: deps.model,
      logger: deps.logger,
      live: new LiveReplies(this.events),
      knowledge,
      partners: new PartnerCharts(deps.db, deps.searchPlaces ?? null),
    };
    // The analyses read the model through `deps`, so a test that swaps the model swaps theirs too.
    this.analyses = new HookAnalyses(this.deps, deps.analysisTimeoutMs);
    this.allowance = deps.allowances ? new AllowanceCounter(deps.db, deps.allowances) : null;
    this.sending = new MessageSending(this.deps, this.analyses, this.allowance);
  }

  /** One plain line for each of the Big Three signs asked (the profile), from the readings the chat draws on. */
  bigThree(query: BigThreeQuery): Promise<BigThreeResponse> {
    return bigThreeLines(this.deps.knowledge, query);
  }

  create(viewer: ConversationViewer, input: CreateConversation) {
    return this.sessions.create(viewer, input);
  }

  /** Throws the 404 before a stream opens; returns what the streaming use case reads, so it is loaded once. */
  authorize(viewer: ConversationViewer, id: string, token: string | undefined): Promise<LoadedConversation> {
    return this.sessions.authorize(viewer, id, token);
  }

  get(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    return this.sessions.get(viewer, id, token);
  }

  claim(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    return this.sessions.claim(viewer, id, token);
  }

  save(viewer: ConversationViewer, id: string, token: string | undefined): Promise<Conversation> {
    return this.sessions.save(viewer, id, token);
  }

  latest(viewer: ConversationViewer): Promise<Conversation | null> {
    return this.sessions.latest(viewer);
  }

  update(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    input: { personality?: PersonalityId; technicalLevel?: TechnicalLevel; birthData?: BirthData },
  ): Promise<Conversation> {
    return this.sessions.update(viewer, id, token, input);
  }

  open(
    viewer: ConversationViewer,
    id: string,
    token: string | undefined,
    sse: ReplyStream,
    loaded?: LoadedConversation,
  ) {
    return openConversation(this.deps, viewer, id, token, sse, loaded);
  }

  /**
   * Stores the message (or finds the earlier one with its client id) before the stream opens: a resend while its
   * reply is being written is a 409 here; one after it is complete replays the stored reply.
   */
  prepareSend(viewer: ConversationViewer, loaded: LoadedConversation, input: SendConversationMessage) {
    return this.sending.prepareSend(viewer, loaded, input);
  }

  send(viewer: ConversationViewer, input: SendConversationMessage, sse: ReplyStream, prepared: PreparedSend) {
    return this.sending.send(viewer, input, sse, prepared);
  }

  /**
   * Claims the reply to answer again before the stream opens: nothing to retry, or a reply still being written, is a
   * 409 here.
   */
  prepareRetry(loaded: LoadedConversation) {
    return this.sending.prepareRetry(loaded);
  }

  retry(viewer: ConversationViewer, sse: ReplyStream, prepared: PreparedRetry) {
    return this.sending.retry(viewer, sse, prepared);
  }

  /**
   * Follows the reply being written for this conversation, on this instance or another (a second tab, a request the
   * balancer sent elsewhere): the text so far, each token, then the stored message. When nothing is being written it
   * ends at once with the last reply, or `idle` when the last message still waits for one (it can be retried).
   */
  async follow(
    viewer: ConversationViewer,
    token: string | undefined,
    loaded: LoadedConversation,
    sse: ReplyStream,
  ): Promise<void> {
    const id = loaded.row.id;
    for await (const event of this.deps.live.follow(id, sse.signal)) {
      if (event.type === 'start') sse.send('start', { messageId: event.messageId });
      else if (event.type === 'token') sse.send('token', { text: event.text });
      else {
        const messages = await this.store.messages(id);
        const reply = event.type === 'stored' ? messages.find((m) => m.id === event.messageId) : messages.at(-1);
        if (reply?.sender !== 'Stellara') {
          sse.send('idle', {});
        } else if (reply.status === 'complete') {
          const [row, hook] = await Promise.all([this.store.load(viewer, id, token), this.store.hookRow(id)]);
          sse.send('done', { message: messageJson(reply), title: row.title, hook: this.store.hookInfo(hook) });
        } else {
          sse.send('error', {
            message: messageJson(reply),
            error: conversationTexts.generationFailed(),
            retryable: true,
          });
        }
      }
    }
  }

  /** Resolves once no engagement analysis (or the hook write after it) is in flight. */
  analysesSettled(): Promise<void> {
    return this.analyses.settled();
  }

  /** Stops the analyses in flight (they fall back to keywords) and waits for their writes. */
  close(): Promise<void> {
    return this.analyses.close();
  }

  /** Forgets cached personality sections (the admin's prompt editor calls this after a save). */
  clearPersonalityCache(): void {
    // Every instance forgets them: this one at once, the others by NOTIFY.
    this.events.publish('personalities.changed', {});
  }
}
