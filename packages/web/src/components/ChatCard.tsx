import type { ChatFolder, HistoryEntry } from '@stellara/contract';
import type { PersonalityId } from '@stellara/contract/plans';
import { FolderInput, MessageCircle, MessagesSquare, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '../api/session.ts';
import { useAppState } from '../state/AppState.tsx';
import { personalities } from '../state/personalities.ts';
import { useViewer } from '../state/viewer.ts';
import { chatPreview } from './chatPreview.ts';
import { formatDate } from './dates.ts';
import { personalityIcons } from './icons.tsx';
import type { ConfirmRequest } from './Notices.tsx';

/** What a history card shows: a saved chat, or one of the spec's samples. */
export interface ChatCardData {
  id: string;
  title: string;
  personality: string | null;
  messageCount: number;
  createdAt: string;
  lastMessage: string | null;
  folderId?: string | null;
}

const personalityOf = (id: string | null) => personalities.find((p) => p.id === id) ?? personalities[0]!;

/** Opens a saved chat at its address (/chat/:id), to continue it. */
export function useOpenChat(): (id: string) => void {
  const navigate = useNavigate();
  const { birthData, setBirthData, setInteracted } = useAppState();
  // Only a member's cards open saved chats; the profile is asked for only while someone is signed in.
  const profile = useProfile(useViewer().signedIn);
  return (id: string) => {
    // The chat's own address opens it (and reload, Back or a second tab find it there again).
    // The chat screen reads the chart from this session: a member in a new tab has it on the account.
    const saved = profile.data?.birthData;
    if (!birthData && saved) setBirthData({ ...saved });
    setInteracted(true);
    navigate(`/chat/${encodeURIComponent(id)}`);
  };
}

/** The body of a chat card: title, personality, message count, date and the last message. */
function ChatCardBody({ chat, headingLevel }: { chat: ChatCardData; headingLevel: 'h2' | 'h3' }) {
  const p = personalityOf(chat.personality);
  const Icon = personalityIcons[p.id as PersonalityId];
  const Heading = headingLevel;
  const preview = chatPreview(chat.lastMessage);
  return (
    <>
      <div className="chat-card-top">
        <span className="chat-card-voice" style={{ '--voice': p.color } as React.CSSProperties} title={p.name}>
          <Icon size={18} aria-hidden="true" />
          <span className="sr-only">{p.name}</span>
        </span>
        <Heading className="chat-card-title">{chat.title}</Heading>
      </div>
      <p className="chat-card-last">
        {preview.heading && <strong className="chat-card-last-heading">{preview.heading} · </strong>}
        {preview.text}
      </p>
      <p className="chat-card-meta">
        <span>
          <MessagesSquare size={14} aria-hidden="true" /> {chat.messageCount}{' '}
          {chat.messageCount === 1 ? 'message' : 'messages'}
        </span>
        <span>
          <time dateTime={chat.createdAt}>{formatDate(chat.createdAt)}</time>
        </span>
      </p>
    </>
  );
}

/** A sample card (visitors): the whole card is one link to sign in. */
export function SampleChatCard({ chat, onOpen }: { chat: ChatCardData; onOpen(): void }) {
  return (
    <li className="chat-card chat-card-sample">
      <span className="badge badge-sample">Sample</span>
      <ChatCardBody chat={chat} headingLevel="h3" />
      <button type="button" className="card-link" onClick={onOpen}>
        <span className="sr-only">{chat.title}: sample conversation. Register to save your own</span>
      </button>
    </li>
  );
}

/** A member's saved chat: continue it, move it into a folder (plus and pro), delete it. */
/** The question before a saved chat is deleted. */
export function deleteChatQuestion(title: string): ConfirmRequest {
  return { title: 'Delete this chat?', text: `Delete "${title}"? This cannot be undone.`, confirmLabel: 'Delete chat' };
}

export function SavedChatCard({
  chat,
  folders,
  busy,
  onMove,
  onDelete,
}: {
  chat: HistoryEntry;
  /** The member's folders, or null when the plan has none (the move control is then not shown). */
  folders: ChatFolder[] | null;
  busy: boolean;
  onMove(folderId: string | null): void;
  onDelete(): void;
}) {
  const open = useOpenChat();
  const selectId = useId();
  const folder = folders?.find((f) => f.id === chat.folderId);
  return (
    <li className="chat-card" data-testid="chat-card">
      <ChatCardBody chat={chat} headingLevel="h2" />
      {folder && (
        <p className="chat-card-folder">
          <FolderInput size={14} aria-hidden="true" /> In {folder.name}
        </p>
      )}
      <div className="chat-card-actions">
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => open(chat.id)}
          aria-label={`Continue ${chat.title}`}
        >
          <MessageCircle size={15} aria-hidden="true" /> Continue
        </button>
        {folders && (
          <span className="folder-select">
            <label htmlFor={selectId} className="sr-only">
              Folder for {chat.title}
            </label>
            <select
              id={selectId}
              value={chat.folderId ?? ''}
              disabled={busy}
              onChange={(e) => onMove(e.target.value === '' ? null : e.target.value)}
            >
              <option value="">No folder</option>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </span>
        )}
        <button
          type="button"
          className="icon-button icon-button-danger"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${chat.title}`}
        >
          <Trash2 size={17} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
