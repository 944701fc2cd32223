import type { BirthData, Conversation, ConversationMessage, MessageAbout } from '@stellara/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/client.ts';
import type { ConversationHandle, createConversation, StreamEvent } from '../api/conversations.ts';
import { zoneOfReading } from '../state/birthData.ts';
import { type ChatAction, type ChatState, chatReducer, handleOf, initialChatState, openingPlan } from './chatState.ts';

export type { ChatError, TimeQuestion } from './chatState.ts';

import { browserApi, type ChatApi, type ChatOptions, type ChatTabMemory, tabMemory } from './chatPorts.ts';
import {
  automaticFirstMessage,
  chatBirthData,
  needsRetry,
  OUTER_FAILURE_TEXT,
  SEND_DELAY_MS,
  streamFailure,
  temporaryConversation,
} from './chatRules.ts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An address that names no chat this viewer may open: the server refuses it (not found, not theirs, malformed). */
const refusedAddress = (cause: unknown) =>
  cause instanceof ApiRequestError && cause.status >= 400 && cause.status < 500 && cause.status !== 429;

/**
 * The chat's behaviour, apart from React: one store run by `chatReducer`, read synchronously (so two sends cannot
 * cross), and the actions that drive it against the server. `useConversation` renders its state.
 */
export function createChatController(deps: {
  api: ChatApi;
  memory: ChatTabMemory;
  options(): ChatOptions;
  onChange(state: ChatState): void;
  wait?(ms: number): Promise<void>;
}) {
  const { api, memory } = deps;
  const wait = deps.wait ?? pause;
  let state = initialChatState;
  const dispatch = (action: ChatAction) => {
    state = chatReducer(state, action);
    deps.onChange(state);
  };
  /** The zone the person chose for a skipped or repeated birth time (a fixed offset, as the birth form sends). */
  let chosenZone: string | null = null;
  /** Each start counts: a start overtaken by another (Back to another chat) stops touching the store. */
  let generation = 0;

  /** Streams one action; resolves to the finished reply, or null when it failed or could not start. */
  async function run(
    action: 'open' | 'messages' | 'retry',
    body: unknown,
    optimistic?: ConversationMessage,
  ): Promise<ConversationMessage | null> {
    const handle = handleOf(state);
    if (!handle || state.streaming) return null;
    dispatch({ type: 'stream-begin', optimistic });
    let ok = true;
    let finished: ConversationMessage | null = null;
    let stored = false;
    const onEvent = (event: StreamEvent) => {
      switch (event.type) {
        case 'user':
          stored = true;
          dispatch({ type: 'message', message: event.data.message, replaceId: optimistic?.id });
          break;
        case 'start': {
          const s = deps.options().settings;
          dispatch({
            type: 'message',
            message: {
              id: event.data.messageId,
              content: '',
              sender: 'Stellara',
              personality: s.personality,
              technicalLevel: s.technicalLevel,
              timestamp: new Date().toISOString(),
              status: 'streaming',
              kind: action === 'open' ? 'hook' : 'message',
              placements: [],
            },
          });
          break;
        }
        case 'token':
          dispatch({ type: 'token', text: event.data.text });
          break;
        case 'done':
          finished = event.data.message;
          // A member's chat is written to their saved chats after each exchange.
          dispatch({
            type: 'reply-done',
            message: event.data.message,
            title: event.data.title,
            hook: event.data.hook,
            saved: deps.options().signedIn && action !== 'open',
          });
          break;
        case 'error':
          ok = false;
          dispatch({
            type: 'stream-error',
            message: event.data.message ?? undefined,
            error: { text: event.data.error || OUTER_FAILURE_TEXT, retryable: event.data.retryable },
            // Refused before it was stored (the day's question allowance): it leaves the list, the alert says why.
            dropId: !stored && !event.data.retryable ? optimistic?.id : undefined,
          });
          break;
      }
    };
    try {
      await api.streamConversation(handle, action, body, onEvent);
    } catch (cause) {
      ok = false;
      const failure = streamFailure(cause);
      // A refused message was never stored: it leaves the list, and the alert says why.
      const dropId = optimistic && cause instanceof ApiRequestError && cause.status === 400 ? optimistic.id : undefined;
      dispatch({ type: 'stream-failed', error: { text: failure.text, retryable: failure.retryable }, dropId });
      if (failure.resync) {
        // Show what the server holds (a retry trims the list to the last question before it asks).
        void api
          .getConversation(handle)
          .then((current) => current && dispatch({ type: 'resynced', conversation: current }))
          .catch(() => undefined);
      }
    } finally {
      dispatch({ type: 'stream-end' });
    }
    return ok ? finished : null;
  }

  /**
   * Creates a new session on the server and makes it this chat's; null when the birth time is one the clocks skipped
   * or showed twice and the person has to say how it is read first (the `asking-time` phase).
   */
  async function createSession(): Promise<Conversation | null> {
    const { birthData: b, settings: s } = deps.options();
    const create = (birth: BirthData | undefined) =>
      api.createConversation({ birthData: birth, personality: s.personality, technicalLevel: s.technicalLevel });
    const zone = chosenZone ?? b?.chartTimezone ?? b?.timezone;
    const birth = b && zone ? chatBirthData(b, zone) : undefined;
    let created: Awaited<ReturnType<typeof createConversation>>;
    try {
      created = await create(birth);
    } catch (cause) {
      // A time the clocks skipped or showed twice: the server answers as the chart API does (422 naming both
      // offsets), and the chat asks the person which reading it is, as the birth form does. Never guessed.
      if (!(birth && b && cause instanceof ApiRequestError && cause.status === 422)) throw cause;
      const reading = await api.convertToUtc({
        date: birth.birthDate,
        time: birth.birthTime,
        timezone: birth.timezone,
      });
      // The person already chose on the birth form: the record keeps the UT instant of that choice.
      const chosen = (reading.options ?? []).find(
        (o) => o.utcDate === b.utcDate && o.utcTime.slice(0, 5) === b.utcTime,
      );
      if (reading.status === 'ok') throw cause;
      if (!chosen) {
        dispatch({ type: 'ask-time', question: { reading, time: birth.birthTime, timezone: birth.timezone } });
        return null;
      }
      chosenZone = zoneOfReading(chosen);
      created = await create({ ...birth, timezone: chosenZone });
    }
    const handle = { id: created.session.id, token: created.token };
    memory.keepVisitorChat(handle.token ? handle : null);
    memory.forgetFreshChat();
    dispatch({ type: 'opened', conversation: created.session, handle });
    return created.session;
  }

  /** `about`: the subject a button asked about (a transit, a stored chart), sent beside the words. */
  async function send(text: string, about?: MessageAbout): Promise<boolean> {
    const content = text.trim() === '' ? '' : text;
    if (!content || state.streaming) return false;
    if (state.phase.kind === 'temporary') {
      // The temporary chat's first message: a real session first, then the message in it.
      dispatch({ type: 'stream-begin' });
      let created: Conversation | null = null;
      try {
        created = await createSession();
      } catch (cause) {
        dispatch({ type: 'error', error: { text: streamFailure(cause).text, retryable: false } });
      } finally {
        dispatch({ type: 'stream-end' });
      }
      if (!created) return false;
    }
    const s = deps.options().settings;
    const clientMessageId = crypto.randomUUID();
    const optimistic: ConversationMessage = {
      id: clientMessageId,
      content,
      sender: 'user',
      personality: s.personality,
      technicalLevel: s.technicalLevel,
      timestamp: new Date().toISOString(),
      status: 'complete',
      kind: 'message',
      placements: [],
    };
    const reply = await run(
      'messages',
      { content, personality: s.personality, technicalLevel: s.technicalLevel, clientMessageId, about },
      optimistic,
    );
    return reply !== null;
  }

  async function retry(): Promise<boolean> {
    if (state.streaming) return false;
    // The reply may have been finished on the server although the stream here was cut: read it first.
    const handle = handleOf(state);
    if (handle) {
      const current = await api.getConversation(handle).catch(() => null);
      if (current && !needsRetry(current.messages)) {
        dispatch({ type: 'resynced', conversation: current });
        dispatch({ type: 'error', error: null });
        return true;
      }
    }
    dispatch({ type: 'retry-trim' });
    return (await run('retry', {})) !== null;
  }

  /** Opens the chat the screen is asked for (see `openingPlan`), then its opening message and any first message. */
  async function start(): Promise<void> {
    const mine = ++generation;
    const current = () => mine === generation;
    dispatch({ type: 'start' });
    const { signedIn, routeId, pendingMessage, pendingAbout } = deps.options();
    try {
      const plan = openingPlan({
        routeId,
        signedIn,
        fresh: memory.freshChatAsked(),
        visitorChat: memory.visitorChat(),
      });
      if (plan.kind !== 'visitor-chat' && plan.claim) {
        // The chat begun as a visitor in this tab stays with the person who just signed up or in.
        dispatch({ type: 'claim' });
        await api.claimConversation(plan.claim).catch(() => null);
        memory.keepVisitorChat(null);
      }
      let existing: Conversation | null = null;
      let handle: ConversationHandle | null = null;
      if (plan.kind === 'address') {
        handle = { id: plan.id, token: plan.token };
        try {
          existing = await api.getConversation(handle);
        } catch (cause) {
          if (!refusedAddress(cause)) throw cause;
          if (current()) dispatch({ type: 'missing', id: plan.id });
          return;
        }
      } else if (plan.kind === 'visitor-chat') {
        existing = await api.getConversation(plan.handle).catch(() => null);
        if (existing) handle = plan.handle;
        else memory.keepVisitorChat(null);
      } else if (plan.kind === 'latest') {
        existing = await api.latestConversation();
        if (existing) handle = { id: existing.id, token: null };
      }
      if (!current()) return;
      if (existing && handle) {
        dispatch({ type: 'opened', conversation: existing, handle });
      } else if (!(await createSession())) {
        return;
      }
      let opened: ConversationMessage | null = null;
      const empty = !existing || existing.messages.length === 0;
      if (empty) opened = await run('open', {});
      const first = automaticFirstMessage({
        pending: pendingMessage,
        created: !existing,
        openedKind: opened?.kind ?? null,
      });
      if (first && current()) {
        if (empty) await wait(SEND_DELAY_MS);
        deps.options().clearPendingMessage();
        await send(first, first === pendingMessage ? (pendingAbout ?? undefined) : undefined);
      }
    } catch (cause) {
      if (!current()) return;
      if (cause instanceof ApiRequestError && cause.status === 429) {
        // Too many chats started: a temporary one would be refused too. The server's sentence says when to come back.
        dispatch({ type: 'refused', error: { text: cause.message, retryable: false } });
      } else {
        // docs/conversation.md#errors: a failed start opens a temporary chat; its first message tries the server again.
        console.warn('Starting the chat failed; a temporary chat stands in.', cause);
        const { settings, birthData } = deps.options();
        dispatch({ type: 'temporary', conversation: temporaryConversation(settings, birthData !== null) });
      }
    } finally {
      if (current()) dispatch({ type: 'opening-done' });
    }
  }

  /** The person's answer to the time question: the chat starts with the reading they chose. */
  function chooseTime(index: number): void {
    if (state.phase.kind !== 'asking-time') return;
    const option = state.phase.question.reading.options?.[index];
    if (!option) return;
    chosenZone = zoneOfReading(option);
    void start();
  }

  /** The Save action: the chat becomes one of the member's saved chats. */
  async function save(): Promise<boolean> {
    const handle = handleOf(state);
    if (!handle || !deps.options().signedIn) return false;
    dispatch({ type: 'saving' });
    try {
      const saved = await api.saveConversation(handle);
      if (handle.token) memory.keepVisitorChat(null);
      dispatch({ type: 'saved', handle: { id: saved.id, token: null } });
      return true;
    } catch (cause) {
      dispatch({
        type: 'error',
        error: { text: cause instanceof Error ? cause.message : OUTER_FAILURE_TEXT, retryable: false },
      });
      return false;
    }
  }

  return { state: () => state, start, send, retry, save, chooseTime };
}

export type ChatController = ReturnType<typeof createChatController>;

/** What the chat screen shows and can do, read from the controller's state. */
export function chatView(state: ChatState, controller: ChatController) {
  const { phase } = state;
  return {
    conversation: state.conversation,
    messages: state.messages,
    /** The chat on the server this screen shows (its address), once there is one. */
    conversationId: phase.kind === 'open' ? phase.handle.id : null,
    save: controller.save,
    saving: state.saving,
    /** A reply is streaming, or the chat is still opening. */
    busy: state.streaming || state.opening,
    loading: phase.kind === 'starting' || phase.kind === 'claiming',
    error: state.error,
    send: controller.send,
    retry: controller.retry,
    canRetry: !state.streaming && !state.opening && needsRetry(state.messages),
    /**
     * Starting failed and the temporary chat stands in until its first message starts a session
     * (docs/conversation.md#errors).
     */
    temporary: phase.kind === 'temporary',
    /** The address names no chat this viewer may open. */
    missing: phase.kind === 'missing',
    /** Starting the session failed: it can be tried again. */
    restart: phase.kind === 'refused' ? controller.start : null,
    /** The birth time the clocks skipped or showed twice, until the person says how it is read (chooseTime). */
    timeQuestion: phase.kind === 'asking-time' ? phase.question : null,
    chooseTime: controller.chooseTime,
  };
}

/**
 * One chat session against /api/conversations: opened on mount (the address's chat, a new one, the visitor's own or
 * the member's latest), replies streamed in token by token. Moving to another chat's address opens that one.
 */
export function useConversation(options: ChatOptions, deps: { api?: ChatApi; memory?: ChatTabMemory } = {}) {
  const [state, setState] = useState<ChatState>(initialChatState);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const controllerRef = useRef<ChatController | null>(null);
  if (!controllerRef.current) {
    controllerRef.current = createChatController({
      api: deps.api ?? browserApi,
      memory: deps.memory ?? tabMemory,
      options: () => optionsRef.current,
      onChange: setState,
    });
  }
  const controller = controllerRef.current;
  const { routeId } = options;
  const startedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    // The first mount, and then only an address naming another chat than the one shown (Back, Forward, a link).
    // (Strict Mode runs this twice: an address already being opened is not opened again.) The chat home after a
    // missing address opens the home's chat.
    const first = startedFor.current === undefined;
    const now = controller.state();
    const shown = handleOf(now)?.id ?? null;
    const leavingMissing = routeId === null && now.phase.kind === 'missing';
    const beingOpened =
      (now.phase.kind === 'starting' || now.phase.kind === 'claiming') && routeId === startedFor.current;
    if (!first && !leavingMissing && (routeId === null || routeId === shown || beingOpened)) return;
    startedFor.current = routeId;
    void controller.start();
  }, [routeId, controller]);
  return chatView(state, controller);
}
