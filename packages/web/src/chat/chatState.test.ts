import type { Conversation, ConversationMessage } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { type ChatAction, chatReducer, handleOf, initialChatState, openingPlan } from './chatState.ts';

const message = (id: string, sender: 'user' | 'Stellara', status: ConversationMessage['status'] = 'complete') =>
  ({
    id,
    content: 'x',
    sender,
    personality: 'guide',
    technicalLevel: 'basic',
    timestamp: '2026-11-28T10:00:00.000Z',
    status,
    kind: 'message',
    placements: [],
  }) satisfies ConversationMessage;

const conversation = (id: string, messages: ConversationMessage[] = []): Conversation => ({
  id,
  title: 'New Conversation',
  isTemporary: false,
  saved: false,
  personality: 'guide',
  technicalLevel: 'basic',
  hasBirthData: true,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  messages,
  hook: { state: 'initial', intensityLevel: 'gentle', chartPatternType: null, resonanceScore: null },
});

const play = (...actions: ChatAction[]) => actions.reduce(chatReducer, initialChatState);

describe('the chat state machine', () => {
  test('starts, claims, then opens a chat on the server with its handle and messages', () => {
    const claiming = play({ type: 'start' }, { type: 'claim' });
    expect(claiming.phase.kind).toBe('claiming');
    const open = chatReducer(claiming, {
      type: 'opened',
      conversation: conversation('c1', [message('m1', 'Stellara')]),
      handle: { id: 'c1', token: 'tok' },
    });
    expect(open.phase).toEqual({ kind: 'open', handle: { id: 'c1', token: 'tok' } });
    expect(handleOf(open)).toEqual({ id: 'c1', token: 'tok' });
    expect(open.messages.map((m) => m.id)).toEqual(['m1']);
  });

  test('a temporary chat has no handle until a session opens; saving makes the chat saved with no token', () => {
    const temporary = play({ type: 'temporary', conversation: conversation('') });
    expect(temporary.phase.kind).toBe('temporary');
    expect(handleOf(temporary)).toBeNull();
    const saved = chatReducer(
      chatReducer(play({ type: 'opened', conversation: conversation('c1'), handle: { id: 'c1', token: 't' } }), {
        type: 'saving',
      }),
      {
        type: 'saved',
        handle: { id: 'c1', token: null },
      },
    );
    expect(saved.conversation?.saved).toBe(true);
    expect(saved.saving).toBe(false);
    expect(handleOf(saved)).toEqual({ id: 'c1', token: null });
  });

  test('an address that cannot be opened is missing: nothing shown, nothing opening', () => {
    const missing = play({ type: 'start' }, { type: 'missing', id: 'nope' });
    expect(missing.phase).toEqual({ kind: 'missing', id: 'nope' });
    expect(missing.opening).toBe(false);
    expect(missing.messages).toEqual([]);
  });

  test('a streamed reply: the optimistic message is replaced, tokens grow the draft, done finishes it', () => {
    const open = play({ type: 'opened', conversation: conversation('c1'), handle: { id: 'c1', token: null } });
    const s = [
      { type: 'stream-begin', optimistic: message('local', 'user') },
      { type: 'message', message: message('u1', 'user'), replaceId: 'local' },
      { type: 'message', message: { ...message('r1', 'Stellara', 'streaming'), content: '' } },
      { type: 'token', text: 'Hel' },
      { type: 'token', text: 'lo' },
    ] satisfies ChatAction[];
    const streaming = s.reduce(chatReducer, open);
    expect(streaming.streaming).toBe(true);
    expect(streaming.messages.map((m) => [m.id, m.content])).toEqual([
      ['u1', 'x'],
      ['r1', 'Hello'],
    ]);
    const done = chatReducer(streaming, {
      type: 'reply-done',
      message: { ...message('r1', 'Stellara'), content: 'Hello.' },
      title: 'Your Moon',
      hook: open.conversation!.hook,
      saved: true,
    });
    const ended = chatReducer(done, { type: 'stream-end' });
    expect(ended.streaming).toBe(false);
    expect(ended.conversation).toMatchObject({ title: 'Your Moon', saved: true });
    expect(ended.messages.at(-1)).toMatchObject({ content: 'Hello.', status: 'complete' });
  });

  test('a stream that ends without done leaves the reply cut short; a refused message leaves the list', () => {
    const open = play({ type: 'opened', conversation: conversation('c1'), handle: { id: 'c1', token: null } });
    const cut = [
      { type: 'stream-begin', optimistic: message('local', 'user') },
      { type: 'message', message: message('r1', 'Stellara', 'streaming') },
      { type: 'stream-end' },
    ] satisfies ChatAction[];
    expect(cut.reduce(chatReducer, open).messages.at(-1)?.status).toBe('incomplete');
    const refused = [
      { type: 'stream-begin', optimistic: message('local', 'user') },
      { type: 'stream-failed', error: { text: 'No.', retryable: false }, dropId: 'local' },
      { type: 'stream-end' },
    ] satisfies ChatAction[];
    const after = refused.reduce(chatReducer, open);
    expect(after.messages).toEqual([]);
    expect(after.error).toEqual({ text: 'No.', retryable: false });
  });

  test('a question refused in the stream before it was stored (the daily allowance) leaves the list', () => {
    const open = play({
      type: 'opened',
      conversation: conversation('c1', [message('q1', 'user'), message('r1', 'Stellara')]),
      handle: { id: 'c1', token: null },
    });
    const limited = [
      { type: 'stream-begin', optimistic: message('local', 'user') },
      {
        type: 'stream-error',
        error: { text: 'That was your 5 questions for today.', retryable: false },
        dropId: 'local',
      },
      { type: 'stream-end' },
    ] satisfies ChatAction[];
    const after = limited.reduce(chatReducer, open);
    expect(after.messages.map((m) => m.id)).toEqual(['q1', 'r1']);
    expect(after.error).toEqual({ text: 'That was your 5 questions for today.', retryable: false });
  });

  test('retry trims what followed the last question', () => {
    const open = play({
      type: 'opened',
      conversation: conversation('c1', [
        message('h', 'Stellara'),
        message('q', 'user'),
        message('r', 'Stellara', 'error'),
      ]),
      handle: { id: 'c1', token: null },
    });
    expect(chatReducer(open, { type: 'retry-trim' }).messages.map((m) => m.id)).toEqual(['h', 'q']);
  });
});

describe('how the chat is found when the screen opens', () => {
  const visitorChat = { id: 'v1', token: 'tok' };

  test('an address opens that chat; a visitor uses their token only for their own chat', () => {
    expect(openingPlan({ routeId: 'v1', signedIn: false, fresh: false, visitorChat })).toEqual({
      kind: 'address',
      id: 'v1',
      token: 'tok',
      claim: null,
    });
    expect(openingPlan({ routeId: 'other', signedIn: false, fresh: false, visitorChat })).toEqual({
      kind: 'address',
      id: 'other',
      token: null,
      claim: null,
    });
  });

  test('a new chat asked for wins over the address of the chat it leaves', () => {
    expect(openingPlan({ routeId: 'c1', signedIn: true, fresh: true, visitorChat: null })).toEqual({
      kind: 'create',
      claim: null,
    });
  });

  test('a member claims the visitor chat of this tab first, whatever opens next', () => {
    expect(openingPlan({ routeId: 'c9', signedIn: true, fresh: false, visitorChat })).toMatchObject({
      kind: 'address',
      token: null,
      claim: visitorChat,
    });
    expect(openingPlan({ routeId: null, signedIn: true, fresh: false, visitorChat })).toEqual({
      kind: 'latest',
      claim: visitorChat,
    });
    expect(openingPlan({ routeId: null, signedIn: true, fresh: true, visitorChat: null })).toEqual({
      kind: 'create',
      claim: null,
    });
  });

  test('at the chat home a visitor resumes their chat, or starts one', () => {
    expect(openingPlan({ routeId: null, signedIn: false, fresh: false, visitorChat })).toEqual({
      kind: 'visitor-chat',
      handle: visitorChat,
    });
    expect(openingPlan({ routeId: null, signedIn: false, fresh: false, visitorChat: null })).toEqual({
      kind: 'create',
      claim: null,
    });
    expect(openingPlan({ routeId: null, signedIn: false, fresh: true, visitorChat })).toEqual({
      kind: 'create',
      claim: null,
    });
  });
});
