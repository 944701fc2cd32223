import { MAX_CHAT_MESSAGE_LENGTH } from '@stellara/contract';
import { personalityInForce, technicalLevelInForce } from '@stellara/contract/plans';
import { AlertCircle, Bookmark, BookmarkCheck, RotateCcw, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { TEMPORARY_CHAT_NOTE } from '../chat/chatRules.ts';
import { Markdown } from '../chat/markdown.tsx';
import { RateReply } from '../chat/RateReply.tsx';
import { useConversation } from '../chat/useConversation.ts';
import { personalityIcons } from '../components/icons.tsx';
import { TimeChoice } from '../components/TimeChoice.tsx';
import { TodayCard } from '../components/TodayCard.tsx';
import { useAppState } from '../state/AppState.tsx';
import { personalities } from '../state/personalities.ts';
import '../styles/member.css';
import { useViewer } from '../state/viewer.ts';

export const MAX_MESSAGE_LENGTH = MAX_CHAT_MESSAGE_LENGTH;
/** The counter shows once the text is this close to the limit. */
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 200;
/** docs/conversation.md#errors: what an empty bubble shows. */
const BLANK_ASSISTANT = 'The cosmic energies seem to be having a moment of silence... let me try again!';
const BLANK_USER = 'Message content unavailable';

const personalityOf = (id: string) => personalities.find((p) => p.id === id);
/** Room left above a new reply when it reaches the top of the list (the list's fading top edge). */
const REPLY_TOP_GAP = 28;
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
/** Keys that scroll a focused list. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** Said at a chat address this viewer may not open (not theirs, deleted, or never there). */
export const MISSING_CHAT_TEXT = 'This conversation does not exist.';

/**
 * The chat screen (docs/routing.md): the conversation with Stellara, streamed from /api/conversations. `routeId` is the
 * chat's address (`/chat/:id`); at the chat home (null) the screen opens the latest chat and then shows its address.
 */
export default function ChatScreen({ routeId = null }: { routeId?: string | null }) {
  const viewer = useViewer();
  const { birthData, preferences, pendingMessage, pendingAbout, setPendingMessage } = useAppState();
  const voice = personalityInForce(viewer.plan, preferences.personality);
  const level = technicalLevelInForce(viewer.plan, preferences.technical);
  const clearPending = useCallback(() => setPendingMessage(null), [setPendingMessage]);
  const chat = useConversation({
    signedIn: viewer.signedIn,
    birthData,
    settings: { personality: voice, technicalLevel: level },
    routeId,
    pendingMessage,
    pendingAbout,
    clearPendingMessage: clearPending,
  });
  useChatAddress(chat.conversationId, routeId);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const info = personalityOf(voice);
  const Icon = personalityIcons[voice];
  const canSend =
    text.trim().length > 0 &&
    text.length <= MAX_MESSAGE_LENGTH &&
    !chat.busy &&
    !chat.loading &&
    !chat.restart &&
    !chat.timeQuestion;
  const last = chat.messages.at(-1);
  const typing =
    chat.busy &&
    !chat.loading &&
    (!last || last.sender === 'user' || (last.status === 'streaming' && last.content === ''));

  // The catalogue text when it is not already the last bubble; otherwise what Retry is for.
  const alertText =
    chat.error && last?.content !== chat.error.text
      ? chat.error.text
      : chat.canRetry
        ? last?.sender === 'user'
          ? 'This question has no answer yet.'
          : 'This reply was cut short.'
        : null;

  // Where the list stands: the person's own message and the typing indicator at the bottom; a new reply is
  // followed only until its first line reaches the top, then left there, so it is read from its start while it
  // grows. Once the person scrolls, the list is theirs until they send again.
  const scrolledByPerson = useRef(false);
  const lastId = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the list grows
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !last) return;
    if (last.id !== lastId.current && last.sender === 'user') scrolledByPerson.current = false;
    lastId.current = last.id;
    if (scrolledByPerson.current) return;
    if (last.sender === 'user' || typing) {
      list.scrollTo({ top: list.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      return;
    }
    const reply = list.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(last.id)}"]`);
    if (!reply) return;
    const top = list.scrollTop + reply.getBoundingClientRect().top - list.getBoundingClientRect().top - REPLY_TOP_GAP;
    // Only ever forward: a reply's start already at the top stays there (the browser caps at the end).
    if (top > list.scrollTop + 1) list.scrollTop = top;
  }, [chat.messages, typing]);

  // The textarea grows with its text, up to the CSS max-height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the text changes
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight}px`;
  }, [text]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const content = text;
    setText('');
    const ok = await chat.send(content);
    if (!ok && chat.messages.length === 0) setText(content);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  if (chat.missing) return <MissingChat />;

  return (
    <div className="chat" data-testid="chat" data-busy={chat.busy} data-conversation-id={chat.conversationId ?? ''}>
      <header className="chat-head">
        <div>
          <h1 className="chat-title">{birthData?.name ? `${birthData.name}'s reading` : 'Your reading'}</h1>
          <p className="chat-sub">
            <Icon size={14} aria-hidden="true" /> {info?.name} · {level === 'basic' ? 'Basic' : 'Technical'}
            {chat.conversation && chat.conversation.title !== 'New Conversation' && (
              <span className="chat-topic">
                <span className="chat-topic-dot"> · </span>
                {chat.conversation.title}
              </span>
            )}
          </p>
        </div>
        <SaveAction chat={chat} signedIn={viewer.signedIn} />
      </header>
      <TodayCard
        chartKey={
          birthData
            ? `${birthData.birthDate}|${birthData.birthTime}|${birthData.birthTimeUnknown ? '?' : ''}|${birthData.latitude}|${birthData.longitude}`
            : ''
        }
        plan={viewer.plan}
        askDisabled={chat.busy || chat.loading || Boolean(chat.restart || chat.timeQuestion)}
        onAsk={(question, about) => {
          void chat.send(question, about);
        }}
      />
      <ol
        className="messages"
        ref={listRef}
        aria-label="Conversation"
        data-testid="messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        // The person's own scrolling (wheel, touch, the scrollbar, keys): the list stops moving by itself.
        onWheel={() => {
          scrolledByPerson.current = true;
        }}
        onTouchMove={() => {
          scrolledByPerson.current = true;
        }}
        onPointerDown={(e) => {
          if (e.target === e.currentTarget) scrolledByPerson.current = true;
        }}
        onKeyDown={(e) => {
          if (SCROLL_KEYS.has(e.key)) scrolledByPerson.current = true;
        }}
      >
        {chat.loading && <li className="messages-empty">Opening your reading...</li>}
        {chat.temporary && (
          <li className="messages-empty" data-testid="temporary-chat">
            {TEMPORARY_CHAT_NOTE}
          </li>
        )}
        {chat.timeQuestion && (
          <li className="messages-empty" data-testid="time-question">
            <TimeChoice
              reading={chat.timeQuestion.reading}
              time={chat.timeQuestion.time}
              timezone={chat.timeQuestion.timezone}
              name="chat-birth-time"
              choice={null}
              onChoose={chat.chooseTime}
            />
          </li>
        )}
        {chat.messages.map((m) => {
          const mine = m.sender === 'user';
          const p = personalityOf(m.personality);
          const MIcon = personalityIcons[m.personality];
          const empty = m.content.trim() === '';
          if (!mine && empty && m.status === 'streaming') return null;
          return (
            <li
              key={m.id}
              className={`message ${mine ? 'message-user' : 'message-assistant'}`}
              data-testid={mine ? 'message-user' : 'message-assistant'}
              data-status={m.status}
              data-kind={m.kind}
              data-message-id={m.id}
            >
              {!mine && (
                <p className="message-voice" style={{ '--voice': p?.color } as React.CSSProperties}>
                  <MIcon size={13} aria-hidden="true" />
                  <span>{p?.name ?? 'Stellara'}</span>
                </p>
              )}
              <div className="bubble">
                {mine ? (
                  <p className="bubble-text">{empty ? BLANK_USER : m.content}</p>
                ) : (
                  <div className="markdown">
                    <Markdown
                      text={empty ? BLANK_ASSISTANT : m.content}
                      trailing={m.status === 'streaming' && <span className="caret" aria-hidden="true" />}
                    />
                  </div>
                )}
              </div>
              {!mine && m.status === 'complete' && m.kind === 'message' && chat.conversation && (
                <RateReply conversationId={chat.conversation.id} messageId={m.id} initial={m.rating ?? null} />
              )}
            </li>
          );
        })}
        {typing && (
          <li className="typing" data-testid="typing" role="status">
            <span className="typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            Stellara is consulting the stars...
          </li>
        )}
      </ol>
      <div aria-live="polite" className="sr-only">
        {!chat.busy && last?.sender === 'Stellara' && last.status === 'complete' ? 'Stellara replied.' : ''}
      </div>
      {(chat.error || chat.canRetry || chat.restart) && (
        <div className="chat-alert" role="alert" data-testid="chat-error">
          {alertText && (
            <p>
              <AlertCircle size={16} aria-hidden="true" />
              <span>{alertText}</span>
            </p>
          )}
          {chat.restart && (
            <button type="button" className="button button-ghost button-small" onClick={() => void chat.restart?.()}>
              <RotateCcw size={15} aria-hidden="true" /> Try again
            </button>
          )}
          {chat.canRetry && (
            <button type="button" className="button button-ghost button-small" onClick={() => void chat.retry()}>
              <RotateCcw size={15} aria-hidden="true" /> Retry
            </button>
          )}
        </div>
      )}
      <form className="composer" onSubmit={(e) => void submit(e)}>
        <div className="composer-row">
          <label htmlFor="chat-input" className="sr-only">
            Message
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            placeholder="Ask..."
            rows={1}
            maxLength={MAX_MESSAGE_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby="chat-counter"
          />
          <button type="submit" className="button button-primary send" disabled={!canSend} aria-label="Send">
            <Send size={18} aria-hidden="true" />
          </button>
        </div>
        <div className="composer-foot">
          <p className="composer-hint">Enter to send · Shift+Enter for a new line</p>
          <p
            id="chat-counter"
            className="counter"
            data-testid="chat-counter"
            data-near={text.length >= MAX_MESSAGE_LENGTH - 50}
            hidden={text.length < COUNTER_FROM}
          >
            {text.length} / {MAX_MESSAGE_LENGTH}
          </p>
        </div>
      </form>
    </div>
  );
}

/**
 * Keeps the address bar on the chat shown: the chat home, or a temporary chat that became a real one, is replaced by
 * the chat's own address, so reload, Back and a copied link find it again. An address the person is moving to (Back
 * to another chat) is left alone: the screen opens that chat.
 */
function useChatAddress(conversationId: string | null, routeId: string | null) {
  const navigate = useNavigate();
  // A link followed while the chat was still opening (its page loading) wins: replacing the address now would cancel it.
  const leaving = useNavigation().state !== 'idle';
  const shownBefore = useRef<string | null>(null);
  useEffect(() => {
    if (leaving) return;
    const changed = conversationId !== shownBefore.current;
    shownBefore.current = conversationId;
    if (!conversationId || conversationId === routeId) return;
    if (changed || routeId === null) void navigate(`/chat/${encodeURIComponent(conversationId)}`, { replace: true });
  }, [conversationId, routeId, navigate, leaving]);
}

/** A chat address this viewer may not open: said plainly, with the way back to their own chat. */
function MissingChat() {
  return (
    <div className="chat chat-missing" data-testid="chat-missing">
      <div className="chat-missing-body">
        <h1 className="chat-title">{MISSING_CHAT_TEXT}</h1>
        <p>It may have been deleted, or it belongs to someone else.</p>
        <Link to="/" className="button button-primary">
          Back to your chat
        </Link>
      </div>
    </div>
  );
}

/**
 * The chat's Save action (docs/conversation.md#errors): a member's chat not yet in Reading History is saved for good; a
 * visitor is offered a free account, which keeps this chat; a saved chat says so.
 */
function SaveAction({ chat, signedIn }: { chat: ReturnType<typeof useConversation>; signedIn: boolean }) {
  const c = chat.conversation;
  // A temporary chat has nothing on the server to save until its first message starts a session.
  if (!c || chat.temporary) return null;
  if (!signedIn) {
    return (
      <Link
        to="/login?mode=signup"
        className="button button-ghost button-small chat-save"
        title="Sign up free to keep this chat"
        data-testid="chat-save"
      >
        <Bookmark size={15} aria-hidden="true" /> Save
        <span className="sr-only"> this chat: sign up free</span>
      </Link>
    );
  }
  if (c.saved && !c.isTemporary) {
    return (
      <Link to="/history" className="chat-saved" data-testid="chat-saved" title="Saved in your Reading History">
        <BookmarkCheck size={16} aria-hidden="true" /> Saved
        <span className="sr-only"> in your Reading History</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="button button-ghost button-small chat-save"
      data-testid="chat-save"
      disabled={chat.saving || chat.loading}
      onClick={() => void chat.save()}
    >
      <Bookmark size={15} aria-hidden="true" /> {chat.saving ? 'Saving...' : 'Save'}
    </button>
  );
}
