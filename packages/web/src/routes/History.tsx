import { canUseFeature, planInfo, savedChatsKept } from '@stellara/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, History as HistoryIcon, MessageCirclePlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { deleteChat, moveChat, useFolders, useHistory } from '../api/members.ts';
import { type ChatCardData, deleteChatQuestion, SampleChatCard, SavedChatCard } from '../components/ChatCard.tsx';
import { useNotices } from '../components/Notices.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useViewer } from '../state/viewer.ts';
import '../styles/member.css';

/** The spec's sample conversations for visitors (labelled Sample; not anyone's data). */
export const sampleChats: ChatCardData[] = [
  {
    id: 'sample-1',
    title: 'Love & Relationships',
    personality: 'guide',
    messageCount: 12,
    createdAt: '2026-10-14T19:20:00Z',
    lastMessage:
      'Your Venus in Libra in the 7th house asks for partnership that feels fair: notice who does the adjusting.',
  },
  {
    id: 'sample-2',
    title: 'Career Guidance',
    personality: 'coach',
    messageCount: 8,
    createdAt: '2026-10-02T08:45:00Z',
    lastMessage: 'Saturn on your Midheaven rewards the slow build. Pick one skill to deepen this season.',
  },
  {
    id: 'sample-3',
    title: 'Birth Chart Reading',
    personality: 'mystical',
    messageCount: 18,
    createdAt: '2026-09-21T21:05:00Z',
    lastMessage: 'A Scorpio Moon keeps its depths for those who have earned them. That is not coldness; it is care.',
  },
  {
    id: 'sample-4',
    title: 'Transit Forecast',
    personality: 'witchy',
    messageCount: 6,
    createdAt: '2026-09-09T17:30:00Z',
    lastMessage: 'Jupiter crosses your 5th house: light a candle for the project you keep putting off.',
  },
];

/** Reading History (docs/routing.md): a member's saved chats, newest first; samples for visitors. */
export default function ReadingHistory() {
  const viewer = useViewer();
  return (
    <div className="page page-wide" data-testid="page-history">
      <PageHeader
        title="Reading History"
        lead="Every conversation with Stellara, newest first. Pick one up where you left off."
        icon={<HistoryIcon size={24} aria-hidden="true" />}
      />
      {viewer.signedIn ? <MemberHistory /> : <VisitorHistory />}
    </div>
  );
}

function VisitorHistory() {
  const navigate = useNavigate();
  return (
    <>
      <section className="card upgrade-banner" aria-labelledby="history-register">
        <span className="upgrade-banner-icon">
          <UserPlus size={22} aria-hidden="true" />
        </span>
        <div className="upgrade-banner-text">
          <h2 id="history-register" className="upgrade-banner-title">
            Register to save your actual conversations
          </h2>
          <p className="muted">
            A free account keeps your chart and your last {planInfo.free.savedChatsKept} chats, ready to continue.
          </p>
        </div>
        <Link to="/login?mode=signup" className="button button-primary">
          Register
        </Link>
      </section>
      <ul className="chat-grid sample-grid" aria-label="Sample conversations">
        {sampleChats.map((chat) => (
          <SampleChatCard key={chat.id} chat={chat} onOpen={() => navigate('/login')} />
        ))}
      </ul>
    </>
  );
}

function MemberHistory() {
  const viewer = useViewer();
  const withFolders = canUseFeature(viewer.plan, 'folders');
  const history = useHistory(true);
  const folders = useFolders(withFolders);
  const client = useQueryClient();
  const notices = useNotices();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kept = savedChatsKept(viewer.plan);

  const act = async (id: string, action: () => Promise<void>) => {
    setBusy(id);
    setError(null);
    try {
      await action();
      await client.invalidateQueries({ queryKey: ['member'] });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error occurred');
    } finally {
      setBusy(null);
    }
  };

  if (history.isPending) {
    return (
      <p className="card empty" aria-busy="true">
        Gathering your readings...
      </p>
    );
  }
  if (history.isError) {
    return (
      <div className="notice notice-error" role="alert">
        <span>{history.error.message}</span>
        <button type="button" className="button button-ghost button-small" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const chats = history.data;
  if (chats.length === 0) {
    return (
      <section className="card empty" aria-labelledby="history-empty">
        <span className="empty-icon">
          <HistoryIcon size={28} aria-hidden="true" />
        </span>
        <h2 id="history-empty" className="empty-title">
          No Chat History Yet
        </h2>
        <p>Start chatting to build your reading history</p>
        <Link to="/" className="button button-primary">
          <MessageCirclePlus size={17} aria-hidden="true" /> Start Your First Chat
        </Link>
      </section>
    );
  }
  return (
    <>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <p className="history-count muted" data-testid="history-count">
        {chats.length} {chats.length === 1 ? 'conversation' : 'conversations'}
        {kept !== null && ` · the ${planInfo[viewer.plan].name} plan keeps your last ${kept}`}
      </p>
      <ul className="chat-grid" aria-label="Your conversations">
        {chats.map((chat) => (
          <SavedChatCard
            key={chat.id}
            chat={chat}
            folders={withFolders ? (folders.data ?? []) : null}
            busy={busy === chat.id}
            onMove={(folderId) => void act(chat.id, () => moveChat(chat.id, folderId))}
            onDelete={async () => {
              if (await notices.confirm(deleteChatQuestion(chat.title))) {
                void act(chat.id, () => deleteChat(chat.id));
              }
            }}
          />
        ))}
      </ul>
      {!withFolders && (
        <aside className="card upgrade-strip">
          <Crown size={18} aria-hidden="true" />
          <p>
            Keep readings in folders and never lose an old one with {planInfo.plus.name}, $
            {planInfo.plus.priceUsdPerMonth}/month.
          </p>
          <Link to="/upgrade" className="button button-ghost button-small">
            See plans
          </Link>
        </aside>
      )}
    </>
  );
}
