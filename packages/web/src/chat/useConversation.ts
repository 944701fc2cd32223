import {
  type Conversation,
  type ConversationBirthData,
  type ConversationMessage,
  FIRST_CHART_MESSAGE,
} from '@stellara/contract';
import type { PersonalityId, TechnicalLevel } from '@stellara/contract/plans';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/client.ts';
import {
  type ConversationHandle,
  claimConversation,
  createConversation,
  getConversation,
  latestConversation,
  type StreamEvent,
  saveConversation,
  streamConversation,
} from '../api/conversations.ts';
import type { SessionBirthData } from '../state/birthData.ts';
import { readItem, session, sessionKeys, writeItem } from '../state/storage.ts';

/** Spec section 8: the outer failure, when Stellara cannot be reached at all. */
export const OUTER_FAILURE_TEXT = "I'm having trouble connecting to the cosmic network right now. Please try again!";
/** Spec section 9: the first message follows the hook after this delay. */
export const SEND_DELAY_MS = 500;

export interface ChatSettings {
  personality: PersonalityId;
  technicalLevel: TechnicalLevel;
}

export interface ChatError {
  text: string;
  retryable: boolean;
}

export function toConversationBirthData(b: SessionBirthData): ConversationBirthData {
  return {
    name: b.name ? b.name.slice(0, 100) : undefined,
    date: b.birthDate,
    time: b.birthTime,
    place: b.birthPlace.slice(0, 300),
    latitude: b.latitude,
    longitude: b.longitude,
    timezone: b.timezone || 'UTC',
  };
}

function readHandle(): ConversationHandle | null {
  const raw = readItem(session(), sessionKeys.conversation);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ConversationHandle>;
    return typeof v.id === 'string' ? { id: v.id, token: typeof v.token === 'string' ? v.token : null } : null;
  } catch {
    return null;
  }
}

function saveHandle(handle: ConversationHandle | null): void {
  writeItem(session(), sessionKeys.conversation, handle ? JSON.stringify(handle) : null);
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function upsert(list: ConversationMessage[], message: ConversationMessage, replaceId?: string): ConversationMessage[] {
  const at = list.findIndex((m) => m.id === message.id || (replaceId !== undefined && m.id === replaceId));
  if (at === -1) return [...list, message];
  const next = list.slice();
  next[at] = message;
  return next;
}

/** The last message needs another try: a cut or failed reply, or a question left without one. */
export function needsRetry(messages: ConversationMessage[]): boolean {
  const last = messages.at(-1);
  if (!last) return false;
  if (last.sender === 'user') return true;
  return last.status === 'incomplete' || last.status === 'error';
}

/**
 * One chat session against /api/conversations: started (or resumed) on mount, replies streamed in token by token.
 * A visitor keeps `{ id, token }` in sessionStorage; a member loads the latest session.
 */
export function useConversation(options: {
  signedIn: boolean;
  birthData: SessionBirthData | null;
  settings: ChatSettings;
  pendingMessage: string | null;
  clearPendingMessage(): void;
}) {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ChatError | null>(null);
  const handleRef = useRef<ConversationHandle | null>(null);
  const busyRef = useRef(false);
  const started = useRef(false);
  const settingsRef = useRef(options.settings);
  settingsRef.current = options.settings;
  const signedInRef = useRef(options.signedIn);
  signedInRef.current = options.signedIn;

  const run = useCallback(
    async (action: 'open' | 'messages' | 'retry', body: unknown, optimistic?: ConversationMessage) => {
      const handle = handleRef.current;
      if (!handle || busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      setError(null);
      if (optimistic) setMessages((list) => [...list, optimistic]);
      let ok = true;
      const onEvent = (event: StreamEvent) => {
        switch (event.type) {
          case 'user':
            setMessages((list) => upsert(list, event.data.message, optimistic?.id));
            break;
          case 'start': {
            const s = settingsRef.current;
            const draft: ConversationMessage = {
              id: event.data.messageId,
              content: '',
              sender: 'Stellara',
              personality: s.personality,
              technicalLevel: s.technicalLevel,
              timestamp: new Date().toISOString(),
              status: 'streaming',
              kind: action === 'open' ? 'hook' : 'message',
              placements: [],
            };
            setMessages((list) => upsert(list, draft));
            break;
          }
          case 'token':
            setMessages((list) => {
              const last = list.at(-1);
              if (last?.status !== 'streaming') return list;
              return [...list.slice(0, -1), { ...last, content: last.content + event.data.text }];
            });
            break;
          case 'done':
            setMessages((list) => upsert(list, event.data.message));
            // A member's chat is written to their saved chats after each exchange.
            setConversation((c) =>
              c
                ? {
                    ...c,
                    title: event.data.title,
                    hook: event.data.hook,
                    saved: c.saved || (signedInRef.current && action !== 'open'),
                  }
                : c,
            );
            break;
          case 'error': {
            ok = false;
            const stored = event.data.message;
            if (stored) setMessages((list) => upsert(list, stored));
            else setMessages((list) => list.filter((m) => m.status !== 'streaming'));
            setError({ text: event.data.error || OUTER_FAILURE_TEXT, retryable: event.data.retryable });
            break;
          }
        }
      };
      try {
        await streamConversation(handle, action, body, onEvent);
      } catch (cause) {
        ok = false;
        const text =
          cause instanceof ApiRequestError && cause.status >= 400 && cause.status < 500
            ? cause.message
            : OUTER_FAILURE_TEXT;
        setMessages((list) =>
          list.map((m) => (m.status === 'streaming' ? { ...m, status: 'incomplete' as const } : m)),
        );
        setError({ text, retryable: true });
      } finally {
        // A stream that ended without `done` leaves the reply incomplete (retry offers itself).
        setMessages((list) =>
          list.map((m) => (m.status === 'streaming' ? { ...m, status: 'incomplete' as const } : m)),
        );
        busyRef.current = false;
        setBusy(false);
      }
      return ok;
    },
    [],
  );

  const send = useCallback(
    async (text: string) => {
      const content = text.trim() === '' ? '' : text;
      if (!content || busyRef.current) return false;
      const s = settingsRef.current;
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
      return run(
        'messages',
        { content, personality: s.personality, technicalLevel: s.technicalLevel, clientMessageId },
        optimistic,
      );
    },
    [run],
  );

  const retry = useCallback(async () => {
    if (busyRef.current) return false;
    // The reply may have been finished on the server although the stream here was cut: read it first.
    const handle = handleRef.current;
    if (handle) {
      const current = await getConversation(handle).catch(() => null);
      if (current && !needsRetry(current.messages)) {
        setMessages(current.messages);
        setConversation(current);
        setError(null);
        return true;
      }
    }
    // The server replaces what followed the last question.
    setMessages((list) => {
      const lastUser = list.map((m) => m.sender).lastIndexOf('user');
      return lastUser === -1 ? list : list.slice(0, lastUser + 1);
    });
    return run('retry', {});
  }, [run]);

  const { signedIn, birthData, pendingMessage, clearPendingMessage } = options;
  const [startFailed, setStartFailed] = useState(false);
  const start = useCallback(async () => {
    setStartFailed(false);
    setError(null);
    setLoading(true);
    try {
      const fresh = readItem(session(), sessionKeys.newChat) === '1';
      // A saved chat picked in Reading History or a folder: continue that one.
      const picked = signedIn ? readItem(session(), sessionKeys.openChat) : null;
      writeItem(session(), sessionKeys.openChat, null);
      let existing: Conversation | null = null;
      if (picked) {
        existing = await getConversation({ id: picked, token: null }).catch(() => null);
        if (existing) {
          handleRef.current = { id: existing.id, token: null };
          writeItem(session(), sessionKeys.newChat, null);
        }
      }
      if (!fresh && !existing) {
        if (signedIn) {
          // The chat begun as a visitor in this tab stays with the person who just signed up or in.
          const visitorChat = readHandle();
          if (visitorChat?.token) {
            await claimConversation(visitorChat).catch(() => null);
            saveHandle(null);
          }
          existing = await latestConversation();
        } else {
          const stored = readHandle();
          if (stored) {
            existing = await getConversation(stored).catch(() => null);
            if (existing) handleRef.current = stored;
            else saveHandle(null);
          }
        }
        if (existing && signedIn) handleRef.current = { id: existing.id, token: null };
      }
      let first: string | null = pendingMessage;
      if (existing) {
        setConversation(existing);
        setMessages(existing.messages);
      } else {
        const s = settingsRef.current;
        const created = await createConversation({
          birthData: birthData ? toConversationBirthData(birthData) : undefined,
          personality: s.personality,
          technicalLevel: s.technicalLevel,
        });
        handleRef.current = { id: created.session.id, token: created.token };
        saveHandle(handleRef.current);
        writeItem(session(), sessionKeys.newChat, null);
        setConversation(created.session);
        setMessages(created.session.messages);
        first ??= FIRST_CHART_MESSAGE;
      }
      setLoading(false);
      if (!existing || existing.messages.length === 0) {
        await run('open', {});
        if (first) await wait(SEND_DELAY_MS);
      }
      if (first) {
        clearPendingMessage();
        await send(first);
      }
    } catch (cause) {
      setLoading(false);
      setStartFailed(true);
      setError({
        text: cause instanceof ApiRequestError && cause.status === 429 ? cause.message : OUTER_FAILURE_TEXT,
        retryable: false,
      });
    }
  }, [signedIn, birthData, pendingMessage, clearPendingMessage, run, send]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const [saving, setSaving] = useState(false);
  /** The Save action: the chat becomes one of the member's saved chats. */
  const save = useCallback(async () => {
    const handle = handleRef.current;
    if (!handle || !signedIn) return false;
    setSaving(true);
    setError(null);
    try {
      const saved = await saveConversation(handle);
      handleRef.current = { id: saved.id, token: null };
      if (handle.token) saveHandle(null);
      setConversation((c) => (c ? { ...c, saved: true, isTemporary: false } : saved));
      return true;
    } catch (cause) {
      setError({ text: cause instanceof Error ? cause.message : OUTER_FAILURE_TEXT, retryable: false });
      return false;
    } finally {
      setSaving(false);
    }
  }, [signedIn]);

  return {
    conversation,
    messages,
    save,
    saving,
    busy,
    loading,
    error,
    send,
    retry,
    canRetry: !busy && needsRetry(messages),
    /** Starting the session failed: it can be tried again. */
    restart: startFailed ? start : null,
  };
}
