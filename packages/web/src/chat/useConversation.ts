import {
  type BirthData,
  type Conversation,
  type ConversationMessage,
  FIRST_CHART_MESSAGE,
  type MessageAbout,
  type UtcConversionResponse,
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
import { convertToUtc } from '../api/places.ts';
import { type SessionBirthData, zoneOfReading } from '../state/birthData.ts';
import { readItem, session, sessionKeys, writeItem } from '../state/storage.ts';

/** Spec section 8: the outer failure, when Stellara cannot be reached at all. */
export const OUTER_FAILURE_TEXT = "I'm having trouble connecting to the cosmic network right now. Please try again!";
/** Spec section 8: what the chat is called when starting a session failed and a temporary one stands in. */
export const TEMPORARY_CHAT_TITLE = 'Temporary Chat';
/** Said above a temporary chat: nothing is lost, the first message tries the server again. */
export const TEMPORARY_CHAT_NOTE =
  'Stellara could not open your chat just now, so this is a temporary chat. Ask your question: it starts a new one.';

/** The chat that stands in when starting a session failed (spec section 8): empty, local, not saved. */
export function temporaryConversation(settings: ChatSettings, hasBirthData: boolean): Conversation {
  const now = new Date().toISOString();
  return {
    id: '',
    title: TEMPORARY_CHAT_TITLE,
    isTemporary: true,
    saved: false,
    personality: settings.personality,
    technicalLevel: settings.technicalLevel,
    hasBirthData,
    createdAt: now,
    updatedAt: now,
    messages: [],
    hook: { state: 'initial', intensityLevel: 'gentle', chartPatternType: null, resonanceScore: null },
  };
}

/** Spec section 9: a first message sent for the person follows the opening message after this delay. */
export const SEND_DELAY_MS = 500;

export interface ChatSettings {
  personality: PersonalityId;
  technicalLevel: TechnicalLevel;
}

export interface ChatError {
  text: string;
  retryable: boolean;
}

/**
 * What the chat shows when a streamed action failed before or outside its stream. A 409 (a retry with nothing to
 * retry: the reply was finished meanwhile, e.g. in another tab) is said as the server words it, is not offered again,
 * and asks for the conversation to be read again (`resync`), since this page no longer shows what the server holds.
 * Another 4xx keeps the server's message; anything else is the outer failure.
 */
export function streamFailure(cause: unknown): ChatError & { resync: boolean } {
  if (cause instanceof ApiRequestError && cause.status === 409) {
    return { text: cause.message, retryable: false, resync: true };
  }
  // Refused input (a message with characters the server does not take): its message says what to change, and sending
  // the same text again would only be refused again.
  if (cause instanceof ApiRequestError && cause.status === 400) {
    return { text: cause.message, retryable: false, resync: false };
  }
  if (cause instanceof ApiRequestError && cause.status >= 400 && cause.status < 500) {
    return { text: cause.message, retryable: true, resync: false };
  }
  return { text: OUTER_FAILURE_TEXT, retryable: true, resync: false };
}

/** The session record as the chat's birth data (the contract's one BirthData shape), read in `timezone`. */
export function chatBirthData(b: SessionBirthData, timezone = b.timezone): BirthData {
  return {
    name: b.name,
    birthDate: b.birthDate,
    birthTime: b.birthTime,
    birthPlace: b.birthPlace,
    latitude: b.latitude,
    longitude: b.longitude,
    timezone,
  };
}

/** A birth time the clocks skipped or showed twice: the chat waits for the person to say how it is read. */
export interface TimeQuestion {
  /** The local time's conversion (POST /api/time/utc), with the readings to choose from. */
  reading: UtcConversionResponse;
  time: string;
  timezone: string;
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
 * What the chat sends by itself once a session has opened (spec section 4, issue 14). A message the person asked
 * for (the `message` URL parameter) is always sent. The spec's first chart message is sent only in a new chat that
 * opened with a welcome: a hook asks the person a question, and the person answers it, not the app.
 */
export function automaticFirstMessage(opening: {
  pending: string | null;
  created: boolean;
  openedKind: ConversationMessage['kind'] | null;
}): string | null {
  if (opening.pending) return opening.pending;
  return opening.created && opening.openedKind === 'welcome' ? FIRST_CHART_MESSAGE : null;
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
  /** What the waiting message is about (sent beside it). */
  pendingAbout?: MessageAbout | null;
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
    /** Streams one action; resolves to the finished reply, or null when it failed or could not start. */
    async (
      action: 'open' | 'messages' | 'retry',
      body: unknown,
      optimistic?: ConversationMessage,
    ): Promise<ConversationMessage | null> => {
      const handle = handleRef.current;
      if (!handle || busyRef.current) return null;
      busyRef.current = true;
      setBusy(true);
      setError(null);
      if (optimistic) setMessages((list) => [...list, optimistic]);
      let ok = true;
      let finished: ConversationMessage | null = null;
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
            finished = event.data.message;
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
        const failure = streamFailure(cause);
        // A refused message was never stored: it leaves the list, and the alert says why.
        if (optimistic && cause instanceof ApiRequestError && cause.status === 400) {
          setMessages((list) => list.filter((m) => m.id !== optimistic.id));
        }
        setMessages((list) =>
          list.map((m) => (m.status === 'streaming' ? { ...m, status: 'incomplete' as const } : m)),
        );
        setError({ text: failure.text, retryable: failure.retryable });
        if (failure.resync) {
          // Show what the server holds (a retry trims the list to the last question before it asks).
          void getConversation(handle)
            .then((current) => {
              if (!current) return;
              setMessages(current.messages);
              setConversation(current);
            })
            .catch(() => undefined);
        }
      } finally {
        // A stream that ended without `done` leaves the reply incomplete (retry offers itself).
        setMessages((list) =>
          list.map((m) => (m.status === 'streaming' ? { ...m, status: 'incomplete' as const } : m)),
        );
        busyRef.current = false;
        setBusy(false);
      }
      return ok ? finished : null;
    },
    [],
  );

  const { signedIn, birthData, pendingMessage, pendingAbout, clearPendingMessage } = options;
  const birthRef = useRef(birthData);
  birthRef.current = birthData;
  const [startFailed, setStartFailed] = useState(false);
  /** Starting failed and a temporary chat stands in: the first message starts a session on the server. */
  const temporaryRef = useRef(false);
  const [temporary, setTemporary] = useState(false);
  // True until the opening message and any first message sent for the person are done: the composer waits,
  // so a question typed in the pause between them cannot cross the automatic one.
  const [starting, setStarting] = useState(true);
  const [timeQuestion, setTimeQuestion] = useState<TimeQuestion | null>(null);
  /** The zone the person chose for a skipped or repeated birth time (a fixed offset, as the birth form sends). */
  const chosenZone = useRef<string | null>(null);

  /**
   * Creates a new session on the server and makes it this chat's; null when the birth time is one the clocks skipped
   * or showed twice and the person has to say how it is read first (timeQuestion).
   */
  const createSession = useCallback(async (): Promise<Conversation | null> => {
    const b = birthRef.current;
    const s = settingsRef.current;
    const create = (birth: BirthData | undefined) =>
      createConversation({ birthData: birth, personality: s.personality, technicalLevel: s.technicalLevel });
    const zone = chosenZone.current ?? b?.chartTimezone ?? b?.timezone;
    const birth = b && zone ? chatBirthData(b, zone) : undefined;
    let created: Awaited<ReturnType<typeof createConversation>>;
    try {
      created = await create(birth);
    } catch (cause) {
      // A time the clocks skipped or showed twice: the server answers as the chart API does (422 naming both
      // offsets), and the chat asks the person which reading it is, as the birth form does. Never guessed.
      if (!(birth && b && cause instanceof ApiRequestError && cause.status === 422)) throw cause;
      const reading = await convertToUtc({
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
        setTimeQuestion({ reading, time: birth.birthTime, timezone: birth.timezone });
        return null;
      }
      chosenZone.current = zoneOfReading(chosen);
      created = await create({ ...birth, timezone: chosenZone.current });
    }
    handleRef.current = { id: created.session.id, token: created.token };
    saveHandle(handleRef.current);
    writeItem(session(), sessionKeys.newChat, null);
    temporaryRef.current = false;
    setTemporary(false);
    setConversation(created.session);
    setMessages(created.session.messages);
    return created.session;
  }, []);

  const send = useCallback(
    /** `about`: the subject a button asked about (a transit, a stored chart), sent beside the words. */
    async (text: string, about?: MessageAbout) => {
      const content = text.trim() === '' ? '' : text;
      if (!content || busyRef.current) return false;
      if (temporaryRef.current) {
        // The temporary chat's first message: a real session first, then the message in it.
        busyRef.current = true;
        setBusy(true);
        setError(null);
        try {
          if (!(await createSession())) return false;
        } catch (cause) {
          setError({ text: streamFailure(cause).text, retryable: false });
          return false;
        } finally {
          busyRef.current = false;
          setBusy(false);
        }
      }
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
      const reply = await run(
        'messages',
        { content, personality: s.personality, technicalLevel: s.technicalLevel, clientMessageId, about },
        optimistic,
      );
      return reply !== null;
    },
    [run, createSession],
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
    return (await run('retry', {})) !== null;
  }, [run]);

  const start = useCallback(async () => {
    setStarting(true);
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
      if (existing) {
        setConversation(existing);
        setMessages(existing.messages);
      } else if (!(await createSession())) {
        setLoading(false);
        return;
      }
      setLoading(false);
      let opened: ConversationMessage | null = null;
      const empty = !existing || existing.messages.length === 0;
      if (empty) opened = await run('open', {});
      const first = automaticFirstMessage({
        pending: pendingMessage,
        created: !existing,
        openedKind: opened?.kind ?? null,
      });
      if (first) {
        if (empty) await wait(SEND_DELAY_MS);
        clearPendingMessage();
        await send(first, first === pendingMessage ? (pendingAbout ?? undefined) : undefined);
      }
    } catch (cause) {
      setLoading(false);
      if (cause instanceof ApiRequestError && cause.status === 429) {
        // Too many chats started: a temporary one would be refused too. The server's sentence says when to come back.
        setStartFailed(true);
        setError({ text: cause.message, retryable: false });
      } else {
        // Spec section 8: a failed start opens a temporary chat; its first message tries the server again.
        console.warn('Starting the chat failed; a temporary chat stands in.', cause);
        handleRef.current = null;
        temporaryRef.current = true;
        setTemporary(true);
        setConversation(temporaryConversation(settingsRef.current, birthRef.current !== null));
        setMessages([]);
      }
    } finally {
      setStarting(false);
    }
  }, [signedIn, pendingMessage, pendingAbout, clearPendingMessage, run, send, createSession]);

  /** The person's answer to the time question: the chat starts with the reading they chose. */
  const chooseTime = useCallback(
    (index: number) => {
      const option = timeQuestion?.reading.options?.[index];
      if (!option) return;
      chosenZone.current = zoneOfReading(option);
      setTimeQuestion(null);
      void start();
    },
    [timeQuestion, start],
  );

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
    /** A reply is streaming, or the chat is still opening. */
    busy: busy || starting,
    loading,
    error,
    send,
    retry,
    canRetry: !busy && !starting && needsRetry(messages),
    /** Starting failed and the temporary chat stands in (spec section 8) until its first message starts a session. */
    temporary,
    /** Starting the session failed: it can be tried again. */
    restart: startFailed ? start : null,
    /** The birth time the clocks skipped or showed twice, until the person says how it is read (chooseTime). */
    timeQuestion,
    chooseTime,
  };
}
