import { type Conversation, type ConversationMessage, errorCodes, FIRST_CHART_MESSAGE } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../api/client.ts';
import type { ConversationHandle, StreamEvent } from '../api/conversations.ts';
import type { ChatApi, ChatOptions, ChatTabMemory } from './chatPorts.ts';
import {
  automaticFirstMessage,
  needsRetry,
  OUTER_FAILURE_TEXT,
  streamFailure,
  temporaryConversation,
} from './chatRules.ts';
import type { ChatState } from './chatState.ts';
import { chatView, createChatController } from './useConversation.ts';

describe('the first message the chat sends by itself', () => {
  test('after a hook, nothing: the person answers the hook', () => {
    expect(automaticFirstMessage({ pending: null, created: true, openedKind: 'hook' })).toBeNull();
  });

  test('after a welcome (no hook for this chart), the spec first chart message', () => {
    expect(automaticFirstMessage({ pending: null, created: true, openedKind: 'welcome' })).toBe(FIRST_CHART_MESSAGE);
  });

  test('a message the person asked for (the message URL parameter) is sent after a hook or a welcome', () => {
    for (const openedKind of ['hook', 'welcome', null] as const) {
      expect(automaticFirstMessage({ pending: 'What does my Moon say?', created: true, openedKind })).toBe(
        'What does my Moon say?',
      );
    }
  });

  test('a resumed chat, or an opening that failed, gets no automatic message', () => {
    expect(automaticFirstMessage({ pending: null, created: false, openedKind: 'welcome' })).toBeNull();
    expect(automaticFirstMessage({ pending: null, created: true, openedKind: null })).toBeNull();
  });
});

describe('needsRetry', () => {
  const message = (sender: 'user' | 'Stellara', status: 'complete' | 'incomplete' | 'error' = 'complete') => ({
    id: crypto.randomUUID(),
    content: 'x',
    sender,
    personality: 'guide' as const,
    technicalLevel: 'basic' as const,
    timestamp: new Date().toISOString(),
    status,
    kind: 'message' as const,
    placements: [],
  });

  test('a hook waiting for its answer needs no retry; a question without a reply does', () => {
    expect(needsRetry([{ ...message('Stellara'), kind: 'hook' }])).toBe(false);
    expect(needsRetry([{ ...message('Stellara'), kind: 'hook' }, message('user')])).toBe(true);
    expect(needsRetry([message('user'), message('Stellara', 'incomplete')])).toBe(true);
  });
});

describe('a streamed action that could not start', () => {
  test('a 409 (nothing to retry) shows the server message, offers no retry and reads the conversation again', () => {
    const conflict = new ApiRequestError('The last message already has a complete reply.', 409, errorCodes.conflict);
    expect(streamFailure(conflict)).toEqual({
      text: 'The last message already has a complete reply.',
      retryable: false,
      resync: true,
    });
  });

  test('refused input (400) shows the server message and offers no retry', () => {
    const message =
      'Invalid input. content: contains characters that are not allowed (control characters or broken Unicode)';
    expect(streamFailure(new ApiRequestError(message, 400, errorCodes.validationFailed))).toEqual({
      text: message,
      retryable: false,
      resync: false,
    });
  });

  test('another 4xx keeps its message; a 5xx or a network failure is the outer failure, offered again', () => {
    expect(streamFailure(new ApiRequestError('Too many requests.', 429, errorCodes.rateLimited))).toEqual({
      text: 'Too many requests.',
      retryable: true,
      resync: false,
    });
    for (const cause of [new ApiRequestError('boom', 500, errorCodes.internal), new TypeError('fetch failed')]) {
      expect(streamFailure(cause)).toEqual({ text: OUTER_FAILURE_TEXT, retryable: true, resync: false });
    }
  });
});

describe('the chat controller behind useConversation', () => {
  const reply = (id: string, sender: 'user' | 'Stellara', kind: ConversationMessage['kind'] = 'message') =>
    ({
      id,
      content: `${sender} ${id}`,
      sender,
      personality: 'guide',
      technicalLevel: 'basic',
      timestamp: '2026-11-28T10:00:00.000Z',
      status: 'complete',
      kind,
      placements: [],
    }) satisfies ConversationMessage;
  const chat = (id: string, messages: ConversationMessage[] = []): Conversation => ({
    ...temporaryConversation({ personality: 'guide', technicalLevel: 'basic' }, true),
    id,
    title: 'New Conversation',
    isTemporary: false,
    messages,
  });

  /** A server in memory: chats by id (with their tokens), and a stream that answers every question. */
  function fakeServer(
    chats: Record<string, { conversation: Conversation; token: string | null; owner: 'me' | 'other' }>,
  ) {
    const calls: string[] = [];
    let created = 0;
    const find = (handle: ConversationHandle) => {
      const entry = chats[handle.id];
      if (!entry || entry.owner === 'other' || (entry.token && entry.token !== handle.token && entry.owner !== 'me')) {
        throw new ApiRequestError('Conversation not found.', 404, errorCodes.notFound);
      }
      return entry;
    };
    const api: ChatApi = {
      createConversation: async () => {
        calls.push('create');
        const id = `new-${++created}`;
        chats[id] = { conversation: chat(id), token: 'tok-new', owner: 'me' };
        return { session: chat(id), token: 'tok-new' } as Awaited<ReturnType<ChatApi['createConversation']>>;
      },
      getConversation: async (handle) => {
        calls.push(`get ${handle.id} ${handle.token ?? '-'}`);
        return find(handle).conversation;
      },
      claimConversation: async (handle) => {
        calls.push(`claim ${handle.id}`);
        return find(handle).conversation;
      },
      latestConversation: async () => {
        calls.push('latest');
        return Object.values(chats).find((c) => c.owner === 'me')?.conversation ?? null;
      },
      saveConversation: async (handle) => ({ ...find(handle).conversation, saved: true }),
      streamConversation: async (handle, action, body, onEvent) => {
        calls.push(`${action} ${handle.id}`);
        const id = crypto.randomUUID();
        if (action === 'messages') {
          const { content, clientMessageId } = body as { content: string; clientMessageId: string };
          onEvent({ type: 'user', data: { message: { ...reply(clientMessageId, 'user'), content } } } as StreamEvent);
        }
        onEvent({ type: 'start', data: { messageId: id } } as StreamEvent);
        onEvent({ type: 'token', data: { text: 'Hello' } } as StreamEvent);
        const message = reply(id, 'Stellara', action === 'open' ? 'hook' : 'message');
        onEvent({
          type: 'done',
          data: { message, title: 'Your Moon', hook: chat('x').hook },
        } as StreamEvent);
      },
      convertToUtc: async () => {
        throw new Error('not asked');
      },
    };
    return { api, calls };
  }

  function tab(initial: { visitorChat?: ConversationHandle | null; fresh?: boolean } = {}) {
    let visitorChat = initial.visitorChat ?? null;
    let fresh = initial.fresh ?? false;
    const memory: ChatTabMemory = {
      visitorChat: () => visitorChat,
      keepVisitorChat: (handle) => {
        visitorChat = handle;
      },
      freshChatAsked: () => fresh,
      forgetFreshChat: () => {
        fresh = false;
      },
    };
    return { memory, visitorChat: () => visitorChat };
  }

  function controllerFor(api: ChatApi, memory: ChatTabMemory, options: Partial<ChatOptions>) {
    const states: ChatState[] = [];
    const controller = createChatController({
      api,
      memory,
      options: () => ({
        signedIn: false,
        birthData: null,
        settings: { personality: 'guide', technicalLevel: 'basic' },
        routeId: null,
        pendingMessage: null,
        clearPendingMessage: () => undefined,
        ...options,
      }),
      onChange: (state) => states.push(state),
      wait: async () => undefined,
    });
    return { controller, view: () => chatView(controller.state(), controller), states };
  }

  test('an address the viewer may not open says it is missing, and nothing is created', async () => {
    const server = fakeServer({ theirs: { conversation: chat('theirs'), token: null, owner: 'other' } });
    const { controller, view } = controllerFor(server.api, tab().memory, { routeId: 'theirs', signedIn: true });
    await controller.start();
    expect(view()).toMatchObject({ missing: true, loading: false, busy: false, conversationId: null });
    expect(server.calls).toEqual(['get theirs -']);
  });

  test("a visitor's own chat opens at its address with their token, in a tab that keeps it", async () => {
    const server = fakeServer({
      v1: { conversation: chat('v1', [reply('h', 'Stellara', 'hook')]), token: 'tok', owner: 'me' },
    });
    const { controller, view } = controllerFor(server.api, tab({ visitorChat: { id: 'v1', token: 'tok' } }).memory, {
      routeId: 'v1',
    });
    await controller.start();
    expect(view()).toMatchObject({ missing: false, conversationId: 'v1', busy: false });
    expect(view().messages.map((m) => m.id)).toEqual(['h']);
    expect(server.calls).toEqual(['get v1 tok']);
  });

  test('a member who began as a visitor claims that chat, then opens their latest at the chat home', async () => {
    const server = fakeServer({
      v1: { conversation: chat('v1', [reply('h', 'Stellara')]), token: 'tok', owner: 'me' },
    });
    const memory = tab({ visitorChat: { id: 'v1', token: 'tok' } });
    const { controller, view, states } = controllerFor(server.api, memory.memory, { signedIn: true });
    await controller.start();
    expect(states.map((s) => s.phase.kind)).toContain('claiming');
    expect(server.calls).toEqual(['claim v1', 'latest']);
    expect(view().conversationId).toBe('v1');
    expect(memory.visitorChat()).toBeNull();
  });

  test('a new chat is created and opened with its hook; the visitor token is kept for this tab', async () => {
    const server = fakeServer({});
    const memory = tab({ fresh: true });
    const { controller, view } = controllerFor(server.api, memory.memory, {});
    await controller.start();
    expect(server.calls).toEqual(['create', 'open new-1']);
    expect(view()).toMatchObject({ conversationId: 'new-1', busy: false, canRetry: false });
    expect(view().messages.at(-1)?.kind).toBe('hook');
    expect(memory.visitorChat()).toEqual({ id: 'new-1', token: 'tok-new' });
  });

  test('a failed start opens the temporary chat; its first message starts a real chat and is answered there', async () => {
    const server = fakeServer({});
    server.api.latestConversation = async () => {
      throw new ApiRequestError('boom', 500, errorCodes.internal);
    };
    const { controller, view } = controllerFor(server.api, tab().memory, { signedIn: true });
    await controller.start();
    expect(view()).toMatchObject({ temporary: true, conversationId: null });
    expect(view().conversation?.title).toBe('Temporary Chat');
    expect(await controller.send('What does my Moon say?')).toBe(true);
    expect(view()).toMatchObject({ temporary: false, conversationId: 'new-1', busy: false });
    expect(view().messages.map((m) => m.sender)).toEqual(['user', 'Stellara']);
    expect(view().conversation).toMatchObject({ title: 'Your Moon', saved: true });
  });

  test('a second message while a reply streams is not sent', async () => {
    const server = fakeServer({ c1: { conversation: chat('c1', [reply('h', 'Stellara')]), token: null, owner: 'me' } });
    let release: () => void = () => undefined;
    const stream = server.api.streamConversation;
    server.api.streamConversation = async (...args) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return stream(...args);
    };
    const { controller } = controllerFor(server.api, tab().memory, { routeId: 'c1', signedIn: true });
    await controller.start();
    const first = controller.send('One');
    expect(await controller.send('Two')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(server.calls.filter((c) => c.startsWith('messages'))).toHaveLength(1);
  });
});
