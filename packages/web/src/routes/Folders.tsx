import type { ChatFolder, HistoryEntry } from '@stellara/contract';
import { canUseFeature, planInfo } from '@stellara/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronDown, Crown, Folder, FolderHeart, FolderPlus, Pencil, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  createFolder,
  deleteChat,
  deleteFolder,
  moveChat,
  renameFolder,
  useFolders,
  useHistory,
} from '../api/members.ts';
import { deleteChatQuestion, SavedChatCard } from '../components/ChatCard.tsx';
import { formatDate } from '../components/dates.ts';
import { useNotices } from '../components/Notices.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useViewer } from '../state/viewer.ts';
import '../styles/member.css';

/** The spec's three sample folders, shown dimmed to those whose plan has no folders. */
const sampleFolders = [
  { name: 'Love & Relationships', chats: 8 },
  { name: 'Career Guidance', chats: 5 },
  { name: 'Transit Tracking', chats: 12 },
];

const FOLDER_NAME_MAX = 60;

/** Chat Folders (docs/routing.md): plus and pro organise their saved chats; others see what it offers. */
export default function FoldersPage() {
  const viewer = useViewer();
  const allowed = viewer.signedIn && canUseFeature(viewer.plan, 'folders');
  return (
    <div className="page page-wide" data-testid="page-folders">
      <PageHeader
        title="Chat Folders"
        lead="Keep your readings in order: love, career, timing, whatever you come back to."
        icon={<FolderHeart size={24} aria-hidden="true" />}
      />
      {allowed ? <MemberFolders /> : <FoldersPreview />}
    </div>
  );
}

function FoldersPreview() {
  return (
    <>
      <section className="card upgrade-banner" aria-labelledby="folders-upgrade">
        <span className="upgrade-banner-icon">
          <Crown size={22} aria-hidden="true" />
        </span>
        <div className="upgrade-banner-text">
          <h2 id="folders-upgrade" className="upgrade-banner-title">
            Upgrade to Stellara+ for ${planInfo.plus.priceUsdPerMonth}/month
          </h2>
          <p className="muted">Group your conversations into folders and find any reading again in a moment.</p>
        </div>
        <Link to="/upgrade" className="button button-primary">
          <Crown size={16} aria-hidden="true" /> Upgrade for Folders
        </Link>
      </section>
      <ul className="folder-grid" aria-label="Sample folders">
        {sampleFolders.map((f) => (
          <li key={f.name} className="folder-card folder-card-sample" aria-disabled="true">
            <span className="badge badge-sample">Sample</span>
            <span className="folder-icon">
              <Folder size={22} aria-hidden="true" />
            </span>
            <h3 className="folder-name">{f.name}</h3>
            <p className="folder-meta">{f.chats} chats</p>
          </li>
        ))}
        <li className="folder-card folder-card-tile">
          <Link to="/upgrade" className="folder-tile-link">
            <Crown size={22} aria-hidden="true" />
            <span>Upgrade to Organize Chats</span>
          </Link>
        </li>
      </ul>
    </>
  );
}

function MemberFolders() {
  const folders = useFolders(true);
  const history = useHistory(true);
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (key: string, action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(key);
    setError(null);
    try {
      await action();
      await client.invalidateQueries({ queryKey: ['member'] });
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error occurred');
      return false;
    } finally {
      setBusy(null);
    }
  };

  if (folders.isPending) {
    return (
      <p className="card empty" aria-busy="true">
        Opening your folders...
      </p>
    );
  }
  if (folders.isError) {
    return (
      <div className="notice notice-error" role="alert">
        <span>{folders.error.message}</span>
        <button type="button" className="button button-ghost button-small" onClick={() => void folders.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const list = folders.data;
  const chats = history.data ?? [];
  const unfiled = chats.filter((c) => !c.folderId || !list.some((f) => f.id === c.folderId));
  const onCreate = (name: string) => act('create', () => createFolder(name)).then((ok) => ok && setCreating(false));

  return (
    <>
      <div className="folders-toolbar">
        <p className="muted" data-testid="folder-count">
          {list.length} {list.length === 1 ? 'folder' : 'folders'}
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => setCreating(true)}
          aria-expanded={creating}
        >
          <FolderPlus size={17} aria-hidden="true" /> New Folder
        </button>
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {creating && (
        <NameForm
          label="New folder name"
          submitLabel="Create Folder"
          busy={busy === 'create'}
          onSubmit={onCreate}
          onCancel={() => setCreating(false)}
        />
      )}
      {list.length === 0 && !creating ? (
        <section className="card empty" aria-labelledby="folders-empty">
          <span className="empty-icon">
            <Folder size={28} aria-hidden="true" />
          </span>
          <h2 id="folders-empty" className="empty-title">
            No Folders Yet
          </h2>
          <p>Make a folder for a theme you return to, then move chats into it.</p>
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            <FolderPlus size={17} aria-hidden="true" /> Create First Folder
          </button>
        </section>
      ) : (
        <ul className="folder-list" aria-label="Your folders">
          {list.map((folder) => (
            <FolderItem
              key={folder.id}
              folder={folder}
              folders={list}
              chats={chats.filter((c) => c.folderId === folder.id)}
              busy={busy}
              act={act}
            />
          ))}
          {!creating && (
            <li className="folder-card folder-card-tile">
              <button type="button" className="folder-tile-link" onClick={() => setCreating(true)}>
                <Plus size={22} aria-hidden="true" />
                <span>Create New Folder</span>
              </button>
            </li>
          )}
        </ul>
      )}
      {unfiled.length > 0 && (
        <section className="unfiled" aria-labelledby="unfiled-title">
          <h2 id="unfiled-title" className="section-title">
            Not in a folder
          </h2>
          <ul className="chat-grid" aria-label="Chats not in a folder">
            {unfiled.map((chat) => (
              <ChatInFolderView key={chat.id} chat={chat} folders={list} busy={busy} act={act} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

type Act = (key: string, action: () => Promise<unknown>) => Promise<boolean>;

function ChatInFolderView({
  chat,
  folders,
  busy,
  act,
}: {
  chat: HistoryEntry;
  folders: ChatFolder[];
  busy: string | null;
  act: Act;
}) {
  const notices = useNotices();
  return (
    <SavedChatCard
      chat={chat}
      folders={folders}
      busy={busy === chat.id}
      onMove={(folderId) => void act(chat.id, () => moveChat(chat.id, folderId))}
      onDelete={async () => {
        if (await notices.confirm(deleteChatQuestion(chat.title))) {
          void act(chat.id, () => deleteChat(chat.id));
        }
      }}
    />
  );
}

function FolderItem({
  folder,
  folders,
  chats,
  busy,
  act,
}: {
  folder: ChatFolder;
  folders: ChatFolder[];
  chats: HistoryEntry[];
  busy: string | null;
  act: Act;
}) {
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const panelId = useId();
  return (
    <li className="folder-card folder-item" data-testid="folder" data-open={open}>
      <div className="folder-row">
        <span className="folder-icon">
          <Folder size={22} aria-hidden="true" />
        </span>
        {renaming ? (
          <NameForm
            label={`New name for ${folder.name}`}
            initial={folder.name}
            submitLabel="Save"
            busy={busy === folder.id}
            onSubmit={(name) =>
              act(folder.id, () => renameFolder(folder.id, name)).then((ok) => ok && setRenaming(false))
            }
            onCancel={() => setRenaming(false)}
            compact
          />
        ) : (
          <>
            <div className="folder-text">
              <h2 className="folder-name">{folder.name}</h2>
              <p className="folder-meta">
                {folder.chatCount} {folder.chatCount === 1 ? 'chat' : 'chats'} · created {formatDate(folder.createdAt)}
              </p>
            </div>
            <div className="folder-actions">
              <button
                type="button"
                className="icon-button"
                onClick={() => setRenaming(true)}
                aria-label={`Rename ${folder.name}`}
              >
                <Pencil size={17} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button icon-button-danger"
                disabled={busy === folder.id}
                onClick={async () => {
                  const yes = await notices.confirm({
                    title: 'Delete this folder?',
                    text: `Delete the folder "${folder.name}"? Its chats stay in your history.`,
                    confirmLabel: 'Delete folder',
                  });
                  if (yes) {
                    void act(folder.id, () => deleteFolder(folder.id));
                  }
                }}
                aria-label={`Delete ${folder.name}`}
              >
                <Trash2 size={17} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="button button-ghost button-small"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpen((v) => !v)}
              >
                {open ? 'Hide chats' : 'Show chats'}
                <ChevronDown size={16} aria-hidden="true" className="chevron" />
              </button>
            </div>
          </>
        )}
      </div>
      <div id={panelId} hidden={!open} className="folder-chats">
        {chats.length === 0 ? (
          <p className="muted small">
            No chats here yet. Choose this folder on a chat below or in Reading History to move it in.
          </p>
        ) : (
          <ul className="chat-grid" aria-label={`Chats in ${folder.name}`}>
            {chats.map((chat) => (
              <ChatInFolderView key={chat.id} chat={chat} folders={folders} busy={busy} act={act} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function NameForm({
  label,
  initial = '',
  submitLabel,
  busy,
  compact,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  compact?: boolean;
  onSubmit(name: string): void;
  onCancel(): void;
}) {
  const [name, setName] = useState(initial);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value) onSubmit(value);
  };
  return (
    <form
      className={`name-form ${compact ? 'name-form-compact' : 'card'}`}
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <label htmlFor={inputId} className={compact ? 'sr-only' : 'name-form-label'}>
        {label}
      </label>
      <input
        id={inputId}
        ref={input}
        value={name}
        maxLength={FOLDER_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        placeholder="e.g. Love & Relationships"
        required
      />
      <div className="name-form-buttons">
        <button type="submit" className="button button-primary button-small" disabled={busy || !name.trim()}>
          <Check size={15} aria-hidden="true" /> {submitLabel}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={onCancel}>
          <X size={15} aria-hidden="true" /> Cancel
        </button>
      </div>
    </form>
  );
}
